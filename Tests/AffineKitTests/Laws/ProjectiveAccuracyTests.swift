import AffineKit
import Testing

/// `ProjectiveTransform`'s results against exact rational results (`ProjectiveAccuracyTable`,
/// generated with Python's `fractions`). Each test asserts the bound derived for its operation
/// and prints the worst error it saw, as `AccuracyTests` does for the affine operations.
@Suite("ProjectiveTransform accuracy against exact rationals")
struct ProjectiveAccuracyTests {
  typealias Worst = AccuracyTests.Worst

  static func transform(_ r: [Double], _ i: Int) -> ProjectiveTransform {
    ProjectiveTransform(
      m11: r[i], m12: r[i + 1], m14: r[i + 2], m21: r[i + 3], m22: r[i + 4], m24: r[i + 5],
      m41: r[i + 6], m42: r[i + 7], m44: r[i + 8])
  }

  static func entries(_ t: ProjectiveTransform) -> [Double] {
    [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
  }

  static func magnitudes(_ t: ProjectiveTransform) -> ProjectiveTransform {
    let m = entries(t).map(\.magnitude)
    return transform(m, 0)
  }

  @Test func `determinant is within 3 ulps of the exact value, near-singular included`() {
    // An affine last column: m44 times Kahan's cofactor (2u) rounded once, < 3.01u relative,
    // ≤ 3 ulps counted in doubles. Otherwise the compensated expansion, kept where it is within
    // 1.83u (≤ 2 ulps), else the determinant rounded from its exact expansion.
    var worst = Worst()
    for (i, r) in ProjectiveAccuracyTable.determinant.enumerated() {
      let det = Self.transform(r, 0).determinant
      _ = worst.record(det, r[9], s: 0, bound: 0)
      #expect(ulpDistance(det, r[9]) <= 3, "row \(i): \(Array(r[..<9])) → \(det), exact \(r[9])")
    }
    worst.report("ProjectiveTransform.determinant")
    #expect(worst.cases == ProjectiveAccuracyTable.determinant.count)
  }

  @Test
  func `however far the expansion's terms cancel, 3 ulps and the exact sign`() {
    // Rows labelled by how far the cofactor expansion's terms cancel, as the table's generator
    // measures it in double arithmetic: little (1: the rounded expansion would be within 6.9u),
    // a lot (2: the compensated expansion is within 1.83u) and nearly or exactly to 0 (3: only
    // the exact sum decides). Each keeps the exact value's sign and is 0 exactly when it is.
    var worst: [Double: Worst] = [1: Worst(), 2: Worst(), 3: Worst()]
    for (i, r) in ProjectiveAccuracyTable.determinantStages.enumerated() {
      let det = Self.transform(r, 0).determinant
      let exact = r[10]
      _ = worst[r[9]]!.record(det, exact, s: 0, bound: 0)
      let sameSign = exact == 0 ? det == 0 : det != 0 && (det < 0) == (exact < 0)
      #expect(
        ulpDistance(det, exact) <= 3 && sameSign,
        "row \(i), stage \(r[9]): \(Array(r[..<9])) → \(det), exact \(exact)")
    }
    for (stage, name) in [(1.0, "little"), (2.0, "a lot"), (3.0, "to 0 or nearly")] {
      worst[stage]!.report("ProjectiveTransform.determinant, terms that cancel \(name)")
    }
    #expect(worst.values.allSatisfy { $0.cases >= 20 })
  }

  @Test func `the determinant of an exactly singular matrix is exactly 0`() {
    let singular = ProjectiveAccuracyTable.determinant.filter { $0[9] == 0 }
    let nonzero = singular.filter { Self.transform($0, 0).determinant != 0 }
    #expect(nonzero.isEmpty, "\(nonzero.count) of \(singular.count): \(nonzero.first ?? [])")
    #expect(singular.count >= 60)
  }

  @Test func `the determinant of a nearly singular matrix is never 0 and has the exact sign`() {
    let nearlySingular = ProjectiveAccuracyTable.determinant.filter {
      $0[9] != 0 && $0[9].magnitude < 1e-10
    }
    let wrong = nearlySingular.filter {
      let det = Self.transform($0, 0).determinant
      return det == 0 || (det < 0) != ($0[9] < 0)
    }
    #expect(wrong.isEmpty, "\(wrong.count) of \(nearlySingular.count): \(wrong.first ?? [])")
    #expect(nearlySingular.count >= 30)
  }

  @Test func `the plain cofactor expansion is wrong in sign or zero on the singular sample`() {
    // Why the determinant has an exact path: the textbook a(ei − fh) − b(di − fg) + c(dh − eg),
    // written out here, leaves rounding noise where the exact value is 0 or nearly so.
    let misses = ProjectiveAccuracyTable.determinant.filter { r in
      let (a, b, c, d, e, f, g, h, i) = (r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8])
      let plain = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
      return r[9] == 0 ? plain != 0 : ulpDistance(plain, r[9]) > 1_000_000
    }
    print("accuracy: plain 3 × 3 determinant: \(misses.count) rows wrong by more than 10⁶ ulps")
    #expect(misses.count > 20)
  }

  @Test func `inverted is within 6 ulps of the exact inverse, near-singular included`() {
    // Adjugate entries within 2u (2 × 2 determinants by Kahan's algorithm, as AffineTransform's),
    // the determinant within 3.01u, one division: (1 + 2u)(1 + u)/(1 − 3.01u) − 1 < 6.02u
    // relative, ≤ 6 ulps counted in doubles.
    var worst = Worst()
    for (i, r) in ProjectiveAccuracyTable.inverted.enumerated() {
      let t = Self.transform(r, 0)
      let inverse = Self.entries(t.inverted())
      let ok = (0..<9).allSatisfy { k in
        _ = worst.record(inverse[k], r[9 + k], s: 0, bound: 0)
        return ulpDistance(inverse[k], r[9 + k]) <= 6
      }
      #expect(ok, "row \(i): \(t).inverted() = \(inverse), exact \(Array(r[9...]))")
    }
    worst.report("ProjectiveTransform.inverted")
    #expect(worst.cases == 9 * ProjectiveAccuracyTable.inverted.count)
  }

  @Test func `Point.projected(by:) is within the propagated γ3 bounds of the numerator and of w`() {
    // x' and w are each three terms rounded at most 3 times: errors e₁ ≤ γ3·S(x'), e₂ ≤ γ3·S(w),
    // S the sum of the terms' magnitudes. Then x'/w errs by at most (e₁ + |x'/w|·e₂)/(|w| − e₂)
    // before the division's own rounding, u·|x'/w|.
    var worst = Worst()
    for (i, r) in ProjectiveAccuracyTable.applying.enumerated() {
      let t = Self.transform(r, 0)
      let p = Point(x: r[9], y: r[10])
      guard let q = p.projected(by: t) else {
        Issue.record("row \(i): \(t) puts \(p) behind the horizon; exact w > 0")
        continue
      }
      let m = Self.magnitudes(t)
      let (ax, ay) = (p.x.magnitude, p.y.magnitude)
      let sx = m.m11 * ax + m.m21 * ay + m.m41
      let sy = m.m12 * ax + m.m22 * ay + m.m42
      let sw = m.m14 * ax + m.m24 * ay + m.m44
      let w = t.m14 * p.x + t.m24 * p.y + t.m44
      let e2 = Law.upper(Law.gamma(3) * sw)
      func bound(_ s: Double, _ exact: Double) -> Double {
        Law.upper(
          (Law.gamma(3) * s + exact.magnitude * e2) / (w.magnitude - e2) + Law.u * exact.magnitude)
      }
      let ok =
        worst.record(q.x, r[11], s: 0, bound: bound(sx, r[11]))
        && worst.record(q.y, r[12], s: 0, bound: bound(sy, r[12]))
      #expect(ok, "row \(i): \(t) maps \(p) to \(q), exact (\(r[11]), \(r[12]))")
    }
    worst.report("Point.projected(by:)")
    #expect(worst.cases == 2 * ProjectiveAccuracyTable.applying.count)
  }

  @Test func `concatenating is within γ3 of each entry's term sum`() {
    // (p₁ + p₂) + p₃: each product rounded once, then at most two sums.
    var worst = Worst()
    for (i, r) in ProjectiveAccuracyTable.concatenating.enumerated() {
      let t1 = Self.transform(r, 0)
      let t2 = Self.transform(r, 9)
      let product = Self.entries(t1.concatenating(t2))
      let s = Self.entries(Self.magnitudes(t1).concatenating(Self.magnitudes(t2)))
      let ok = (0..<9).allSatisfy { k in
        worst.record(product[k], r[18 + k], s: s[k], bound: Law.upper(Law.gamma(3) * s[k]))
      }
      #expect(ok, "row \(i): \(t1) · \(t2) = \(product), exact \(Array(r[18...]))")
    }
    worst.report("ProjectiveTransform.concatenating")
    #expect(worst.cases == 9 * ProjectiveAccuracyTable.concatenating.count)
  }
}
