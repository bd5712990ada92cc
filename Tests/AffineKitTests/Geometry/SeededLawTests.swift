import AffineKit
import Testing

/// The largest magnitude among transforms' entries (and 1), for relative tolerances.
func largestEntry(_ ts: AffineTransform...) -> Double {
  ts.map {
    [
      1, $0.a.magnitude, $0.b.magnitude, $0.c.magnitude, $0.d.magnitude, $0.tx.magnitude,
      $0.ty.magnitude,
    ].max()!
  }.max()!
}

extension AffineTransformTests {
  /// Algebraic laws over fixed, seeded samples (SplitMix64). Tolerances are relative to the size
  /// of the numbers involved and written at each call site.
  @Suite("Laws over seeded samples")
  struct SeededLaws {
    struct Triple: Sendable, CustomTestStringConvertible {
      var t1, t2, t3: AffineTransform
      var p: Point
      var testDescription: String { "\(t1) · \(t2) · \(t3) at \(p)" }
    }

    static let triples: [Triple] = {
      let ts = Sample.transforms(600, seed: 0x5EED)
      let ps = Sample.points(200, seed: 0xB0B)
      return (0..<200).map {
        Triple(t1: ts[3 * $0], t2: ts[3 * $0 + 1], t3: ts[3 * $0 + 2], p: ps[$0])
      }
    }()

    @Test(arguments: triples)
    func `the identity is neutral for concatenation and application`(c: Triple) {
      #expect(c.t1.concatenating(.identity) == c.t1)
      #expect(AffineTransform.identity.concatenating(c.t1) == c.t1)
      #expect(c.p.applying(.identity) == c.p)
    }

    @Test(arguments: triples)
    func `concatenation is associative to within 1e-13 of the largest entry`(c: Triple) {
      // Each entry of a triple product is a sum of at most 8 products, each rounded a few times:
      // the error is a few ulps of the largest intermediate, well inside 1e-13 relative.
      let left = c.t1.concatenating(c.t2).concatenating(c.t3)
      let right = c.t1.concatenating(c.t2.concatenating(c.t3))
      let bound =
        1e-13 * largestEntry(left, c.t1, c.t2, c.t3) * largestEntry(c.t2) * largestEntry(c.t3)
      #expect(isClose(left, right, tolerance: bound))
    }

    @Test(arguments: triples)
    func `applying a concatenation equals applying self first, then other`(c: Triple) {
      let once = c.p.applying(c.t1.concatenating(c.t2))
      let twice = c.p.applying(c.t1).applying(c.t2)
      let bound =
        1e-13 * largestEntry(c.t1, c.t2) * largestEntry(c.t2)
        * max(1, c.p.x.magnitude, c.p.y.magnitude)
      #expect(isClose(once, twice, tolerance: bound))
    }

    @Test(arguments: triples)
    func `a point mapped by a well-conditioned transform and then its inverse comes back`(c: Triple)
    {
      let t = c.t1
      let back = c.p.applying(t).applying(t.inverted())
      let bound = 1e-12 * largestEntry(t) * max(1, c.p.x.magnitude, c.p.y.magnitude)
      #expect(isClose(back, c.p, tolerance: bound))
      #expect(t.inverse == t.inverted())
    }

    // Raw transforms (not Sample.transforms, which are built by composing a rotation, scale and
    // shear, the very decomposition under test).
    static let rawForDecomposition = Sample.rawTransforms(200, seed: 0xDEC0)

    @Test(arguments: rawForDecomposition)
    func `decomposing and recomposing gives the transform back`(t: AffineTransform) {
      #expect(isClose(AffineTransform(t.decomposed()), t, tolerance: 1e-14 * largestEntry(t)))
    }
  }
}

extension RectTests {
  /// Algebraic laws over fixed, seeded samples (SplitMix64).
  @Suite("Laws over seeded samples")
  struct SeededLaws {
    struct RectCase: Sendable, CustomTestStringConvertible {
      var r: Rect
      var s: Rect
      var t: AffineTransform
      var testDescription: String { "\(r), \(s), \(t)" }
    }

    static let rectCases: [RectCase] = {
      let rs = Sample.rects(200, seed: 0xCAFE)
      let ss = Sample.integerRects(200, seed: 0xF00D)
      let ts = Sample.transforms(200, seed: 0xBEEF)
      return (0..<200).map { RectCase(r: rs[$0], s: ss[$0], t: ts[$0]) }
    }()

    @Test(arguments: rectCases)
    func `applying to a rect contains every mapped corner and touches each edge`(c: RectCase) {
      let box = c.r.applying(c.t)
      let corners = [
        Point(x: c.r.minX, y: c.r.minY), Point(x: c.r.maxX, y: c.r.minY),
        Point(x: c.r.minX, y: c.r.maxY), Point(x: c.r.maxX, y: c.r.maxY),
      ].map { $0.applying(c.t) }
      // The min edges are exact. maxX is fl(nx + fl(mx − nx)) for the largest mapped x, mx: two
      // roundings, of at most ½ ulp(mx − nx) ≤ ulp(M) (mx − nx ≤ 2M) and ½ ulp(maxX) ≤ ½ ulp(2M),
      // with M the largest coordinate magnitude. So a corner stands out past maxX by at most
      // 2·ulp(M); the same for y.
      let m = max(box.minX.magnitude, box.maxX.magnitude, box.minY.magnitude, box.maxY.magnitude)
      let slack = 2 * m.ulp
      #expect(corners.allSatisfy { box.minX <= $0.x && $0.x <= box.maxX + slack })
      #expect(corners.allSatisfy { box.minY <= $0.y && $0.y <= box.maxY + slack })
      #expect(corners.contains { $0.x == box.minX } && corners.contains { $0.y == box.minY })
      #expect(corners.contains { isClose($0.x, box.maxX, tolerance: slack) })
      #expect(corners.contains { isClose($0.y, box.maxY, tolerance: slack) })
    }

    @Test(arguments: rectCases)
    func `union and intersection are commutative`(c: RectCase) {
      #expect(c.s.union(c.r) == c.r.union(c.s))
      #expect(c.s.intersection(c.r) == c.r.intersection(c.s))
    }

    @Test(arguments: rectCases)
    func `a union contains both rects and an intersection is contained in both`(c: RectCase) {
      let s2 = Sample.integerRects(1, seed: UInt64(bitPattern: Int64(c.s.minX * 1000 + c.s.minY)))[
        0]
      #expect(c.s.union(s2).contains(c.s) && c.s.union(s2).contains(s2))
      let i = c.s.intersection(s2)
      #expect(c.s.contains(i) && s2.contains(i))
      #expect(c.s.intersects(s2) == !i.isNull)
    }

    @Test(arguments: rectCases)
    func `equal rects hash alike and a rect equals its standardized form`(c: RectCase) {
      #expect(c.s == c.s.standardized)
      #expect(c.s.hashValue == c.s.standardized.hashValue)
      let flipped = Rect(
        x: c.s.origin.x + c.s.size.width, y: c.s.origin.y, width: -c.s.size.width,
        height: c.s.size.height)
      #expect(flipped == c.s)
      #expect(flipped.hashValue == c.s.hashValue)
    }
  }
}
