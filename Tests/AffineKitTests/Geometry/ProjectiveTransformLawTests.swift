import AffineKit
import Testing

extension ProjectiveTransformTests {
  /// Laws of `ProjectiveTransform` over seeded samples (`SplitMix64`), one test case per seed of
  /// `Law.seeds`, each over `n` generated cases. Tolerances are relative to the entries' size and
  /// written at each test.
  @Suite("Laws over seeded samples")
  struct Laws {
    static let n = 100

    /// A well-conditioned perspective transform: a seeded affine transform (scales 0.25...4, any
    /// rotation and shear within ±1, translations within ±1000) with perspective entries within
    /// ±10⁻³ and m44 in 0.5...2, so that points within ±200 are in front.
    static func transform(_ rng: inout SplitMix64) -> ProjectiveTransform {
      let seed = rng.next()
      let affine = Sample.transforms(1, seed: seed)[0]
      var t = ProjectiveTransform(affine)
      t.m14 = Double.random(in: -1e-3...1e-3, using: &rng)
      t.m24 = Double.random(in: -1e-3...1e-3, using: &rng)
      t.m44 = Double.random(in: 0.5...2, using: &rng)
      return t
    }

    static func entries(_ t: ProjectiveTransform) -> [Double] {
      [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
    }

    /// Whether `t` and `u` agree entry by entry within `relative` times the largest entry of `t`.
    static func agree(_ t: ProjectiveTransform, _ u: ProjectiveTransform, relative: Double)
      -> Bool
    {
      let scale = entries(t).map(\.magnitude).max()!
      return zip(entries(t), entries(u)).allSatisfy { ($0 - $1).magnitude <= relative * scale }
    }

    @Test(arguments: Law.seeds)
    func `inverting twice gives back the matrix itself, not a multiple of it`(seed: UInt64) {
      // Condition numbers of this sample stay below about 10⁴: 10⁻¹⁰ relative leaves room.
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let t = Self.transform(&rng)
        let back = t.inverted().inverted()
        #expect(Self.agree(t, back, relative: 1e-10), "case \(i): \(t) → \(back)")
      }
    }

    @Test(arguments: Law.seeds)
    func `a point mapped and mapped back by the inverse returns within 1e-9`(seed: UInt64) {
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let t = Self.transform(&rng)
        let p = Point(
          x: Double.random(in: -200...200, using: &rng),
          y: Double.random(in: -200...200, using: &rng))
        let back = p.projected(by: t).flatMap { $0.projected(by: t.inverted()) }
        #expect(back.map { isClose($0, p, tolerance: 1e-9) } == true, "case \(i): \(t) at \(p)")
      }
    }

    @Test(arguments: Law.seeds)
    func `concatenating is associative up to rounding`(seed: UInt64) {
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let (a, b, c) = (Self.transform(&rng), Self.transform(&rng), Self.transform(&rng))
        let left = a.concatenating(b).concatenating(c)
        let right = a.concatenating(b.concatenating(c))
        #expect(Self.agree(left, right, relative: 1e-12), "case \(i)")
      }
    }

    @Test(arguments: Law.seeds)
    func `projecting by a product projects by self first, then other`(seed: UInt64) {
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let (a, b) = (Self.transform(&rng), Self.transform(&rng))
        let p = Point(
          x: Double.random(in: -200...200, using: &rng),
          y: Double.random(in: -200...200, using: &rng))
        guard let q = p.projected(by: a)?.projected(by: b) else { continue }
        let direct = p.projected(by: a.concatenating(b))
        #expect(
          direct.map { isClose($0, q, tolerance: 1e-9 * (1 + Law.sum(q))) } == true,
          "case \(i): \(p) gives \(String(describing: direct)), stepwise \(q)")
      }
    }

    @Test(arguments: Law.seeds)
    func `the projected rect contains the four projected corners`(seed: UInt64) {
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let t = Self.transform(&rng)
        let r = Rect(
          x: Double.random(in: -200...200, using: &rng),
          y: Double.random(in: -200...200, using: &rng),
          width: Double.random(in: -200...200, using: &rng),
          height: Double.random(in: -200...200, using: &rng))
        let box = r.projected(by: t)
        let corners = [
          Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
          Point(x: r.maxX, y: r.maxY),
        ].compactMap { $0.projected(by: t) }
        // Every corner is in front here (|perspective·p| ≤ 0.4 < m44), so all four project.
        #expect(corners.count == 4)
        // The box's max edges are origin + size, one rounding away from the largest corner.
        let slack = 1e-12 * (box.width.magnitude + box.height.magnitude + Law.sum(box.origin))
        let inside = corners.allSatisfy {
          $0.x >= box.minX - slack && $0.x <= box.maxX + slack && $0.y >= box.minY - slack
            && $0.y <= box.maxY + slack
        }
        #expect(inside, "case \(i): \(r) by \(t) is \(box); corners \(corners)")
      }
    }

    @Test(arguments: Law.seeds)
    func `the map from the projected corners of a rect back onto it is the inverse`(seed: UInt64) {
      // A perspective correction: the quadrilateral a rect projects to, mapped back onto the rect.
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let t = Self.transform(&rng)
        let r = Rect(
          x: Double.random(in: -200...0, using: &rng), y: Double.random(in: -200...0, using: &rng),
          width: Double.random(in: 10...200, using: &rng),
          height: Double.random(in: 10...200, using: &rng))
        let corners = (
          Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
          Point(x: r.minX, y: r.maxY)
        )
        guard let q0 = corners.0.projected(by: t), let q1 = corners.1.projected(by: t),
          let q2 = corners.2.projected(by: t), let q3 = corners.3.projected(by: t),
          let correction = ProjectiveTransform(mapping: (q0, q1, q2, q3), to: corners)
        else {
          Issue.record("case \(i): \(r) by \(t) has no correction")
          continue
        }
        let m44 = t.inverted().m44
        let expected = Self.entries(t.inverted()).map { $0 / m44.magnitude }
        let got = Self.entries(correction)
        let scale = expected.map(\.magnitude).max()!
        #expect(
          zip(expected, got).allSatisfy { ($0 - $1).magnitude <= 1e-9 * scale },
          "case \(i): \(correction), expected \(expected)")
      }
    }
  }
}
