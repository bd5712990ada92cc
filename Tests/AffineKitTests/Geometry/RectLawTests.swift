import AffineKit
import Testing

extension RectTests {
  /// Laws of `Rect` over hostile seeded samples, 16 seeds × `n` cases each. The set-algebra laws use
  /// small-integer rects (plus null and infinite) so that every union and intersection is exact and
  /// the laws can be stated with `==`.
  @Suite("Laws over hostile samples")
  struct HostileLaws {
    static let n = 500

    /// The hash of a value under a fresh hasher (fixed per process).
    static func hashOf(_ r: Rect) -> Int {
      var h = Hasher()
      r.hash(into: &h)
      return h.finalize()
    }

    /// The same rect spelled another way: the standardized form, the flipped spelling (origin at the
    /// far corner, negated size) or a copy with signed zeros flipped.
    static func respelled(_ r: Rect, _ g: inout Hostile) -> Rect {
      switch g.below(3) {
      case 0: return r.standardized
      case 1:
        return Rect(
          x: r.origin.x + r.size.width, y: r.origin.y + r.size.height, width: -r.size.width,
          height: -r.size.height)
      default:
        return Rect(
          x: r.origin.x + 0, y: r.origin.y - 0, width: r.size.width, height: r.size.height)
      }
    }

    @Test(arguments: Law.seeds)
    func `rects that are equal hash alike`(seed: UInt64) {
      var g = Hostile(seed: seed)
      var equalPairs = 0
      for i in 0..<Self.n {
        let r = g.below(2) == 0 ? g.rect() : g.exactRect()
        let s = g.below(4) == 0 ? g.rect() : Self.respelled(r, &g)
        guard r == s else { continue }
        equalPairs += 1
        let ok = Self.hashOf(r) == Self.hashOf(s)
        #expect(ok, "seed \(seed) case \(i): \(r) == \(s) but hashes differ")
        if !ok { return }
      }
      #expect(equalPairs > Self.n / 4)
    }

    @Test(arguments: Law.seeds)
    func `equality is reflexive for rects without NaN, and symmetric`(seed: UInt64) {
      var g = Hostile(seed: seed)
      for i in 0..<Self.n {
        let r = g.rect()
        let s = g.below(2) == 0 ? g.rect() : Self.respelled(r, &g)
        let hasNaN = [r.origin.x, r.origin.y, r.size.width, r.size.height].contains { $0.isNaN }
        let ok = (hasNaN || r == r) && (r == s) == (s == r)
        #expect(ok, "seed \(seed) case \(i): \(r), \(s)")
        if !ok { return }
      }
    }

    // The documented definitions, written out with the scalar accessors: the operations compute
    // them on both axes at once (two-lane vectors), and these laws pin that to the last bit.

    /// The smaller of two values, NaN if either is (the first on a tie, so `-0` vs `0` keeps `a`).
    static func nanMin(_ a: Double, _ b: Double) -> Double { a <= b || a.isNaN ? a : b }

    /// The larger of two values, NaN if either is (the first on a tie).
    static func nanMax(_ a: Double, _ b: Double) -> Double { a >= b || a.isNaN ? a : b }

    /// Whether two rects are the same bit for bit, any NaN matching any NaN: which of two NaN
    /// payloads an operation propagates is unspecified (IEEE 754), and differs with the
    /// optimization level even for the scalar formula.
    static func same(_ a: Rect, _ b: Rect) -> Bool {
      zip(
        [a.origin.x, a.origin.y, a.size.width, a.size.height],
        [b.origin.x, b.origin.y, b.size.width, b.size.height]
      ).allSatisfy { $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN) }
    }

    /// A point from `any()`, or on an edge or corner of `r` (where `contains` is decided by `<=`
    /// against `<`).
    static func probe(_ r: Rect, _ g: inout Hostile) -> Point {
      switch g.below(3) {
      case 0: return g.point()
      case 1: return Point(x: r.minX, y: r.minY)
      default: return Point(x: [r.minX, r.midX, r.maxX][g.below(3)], y: r.maxY)
      }
    }

    @Test(arguments: Law.seeds)
    func
      `union is the NaN-propagating min and max of the edges, bit for bit (NaN for NaN), on hostile rects`(
        seed: UInt64
      )
    {
      var g = Hostile(seed: seed)
      for i in 0..<Self.n {
        let r = g.rect()
        let s = g.rect()
        let expected: Rect
        if r.isNull {
          expected = s
        } else if s.isNull {
          expected = r
        } else {
          let x1 = Self.nanMin(r.minX, s.minX)
          let y1 = Self.nanMin(r.minY, s.minY)
          let x2 = Self.nanMax(r.maxX, s.maxX)
          let y2 = Self.nanMax(r.maxY, s.maxY)
          expected = Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
        let ok = Self.same(r.union(s), expected)
        #expect(ok, "seed \(seed) case \(i): \(r) ∪ \(s) = \(r.union(s)), expected \(expected)")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func
      `intersection is the NaN-propagating max and min of the edges or null, bit for bit (NaN for NaN), on hostile rects`(
        seed: UInt64
      )
    {
      var g = Hostile(seed: seed)
      for i in 0..<Self.n {
        let r = g.rect()
        let s = g.rect()
        var expected = Rect.null
        if !r.isNull && !s.isNull {
          let x1 = Self.nanMax(r.minX, s.minX)
          let y1 = Self.nanMax(r.minY, s.minY)
          let x2 = Self.nanMin(r.maxX, s.maxX)
          let y2 = Self.nanMin(r.maxY, s.maxY)
          if !(x1 > x2 || y1 > y2) {
            expected = Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
          }
        }
        let ok = Self.same(r.intersection(s), expected)
        #expect(
          ok, "seed \(seed) case \(i): \(r) ∩ \(s) = \(r.intersection(s)), expected \(expected)")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func
      `a rect contains a point exactly when it is not empty and minX <= x < maxX and minY <= y < maxY`(
        seed: UInt64
      )
    {
      // contains(_:) has no separate emptiness test (a zero size or a null origin fails the
      // comparisons by themselves): this law checks that claim on null, zero-size, infinite and
      // non-finite rects, with points on their edges and corners.
      var g = Hostile(seed: seed)
      for i in 0..<(4 * Self.n) {
        let r = g.rect()
        let p = Self.probe(r, &g)
        let expected =
          !r.isEmpty && r.minX <= p.x && p.x < r.maxX && r.minY <= p.y && p.y < r.maxY
        let ok = r.contains(p) == expected
        #expect(
          ok, "seed \(seed) case \(i): \(r) contains \(p): \(r.contains(p)), expected \(expected)")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func `union and intersection are commutative`(seed: UInt64) {
      var g = Hostile(seed: seed)
      for i in 0..<Self.n {
        let r = g.exactRect()
        let s = g.exactRect()
        let ok = r.union(s) == s.union(r) && r.intersection(s) == s.intersection(r)
        #expect(ok, "seed \(seed) case \(i): \(r), \(s)")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func `a union contains both rects and an intersection is contained in both`(seed: UInt64) {
      var g = Hostile(seed: seed)
      for i in 0..<Self.n {
        let r = g.exactRect()
        let s = g.exactRect()
        let u = r.union(s)
        let x = r.intersection(s)
        let ok = u.contains(r) && u.contains(s) && r.contains(x) && s.contains(x)
        #expect(ok, "seed \(seed) case \(i): \(r), \(s): union \(u), intersection \(x)")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func `contains agrees with intersection: r contains s exactly when their intersection is s`(
      seed: UInt64
    ) {
      // For non-empty s (an empty s is contained by CoreGraphics' union rule even where it does not
      // meet r, and its intersection is null).
      var g = Hostile(seed: seed)
      var containedPairs = 0
      for i in 0..<Self.n {
        let r = g.exactRect()
        var s = g.exactRect()
        if g.below(2) == 0, !r.isNull, !r.isInfinite {
          // Often pick s inside r, so both answers occur.
          let rs = r.standardized
          let x = rs.origin.x + Double(g.below(Int(rs.size.width) + 1))
          let y = rs.origin.y + Double(g.below(Int(rs.size.height) + 1))
          s = Rect(
            x: x, y: y, width: Double(g.below(Int(rs.maxX - x) + 1)),
            height: Double(g.below(Int(rs.maxY - y) + 1)))
        }
        guard !s.isEmpty else { continue }
        if r.contains(s) { containedPairs += 1 }
        let ok = r.contains(s) == (r.intersection(s) == s)
        #expect(
          ok,
          "seed \(seed) case \(i): \(r) contains \(s) is \(r.contains(s)), intersection \(r.intersection(s))"
        )
        if !ok { return }
      }
      #expect(containedPairs > 0)
    }

    @Test(arguments: Law.seeds)
    func `null is the identity of union and absorbs intersection`(seed: UInt64) {
      var g = Hostile(seed: seed)
      for i in 0..<Self.n {
        let r = g.exactRect()
        let ok =
          r.union(.null) == r && Rect.null.union(r) == r && r.intersection(.null).isNull
          && Rect.null.intersection(r).isNull
        #expect(ok, "seed \(seed) case \(i): \(r)")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func `the null and infinite rects are fixed points of applying any transform, hostile included`(
      seed: UInt64
    ) {
      // CGRectApplyAffineTransform returns a null or infinite rect unchanged; no entry (NaN, ±∞,
      // singular) may change that or trap.
      var g = Hostile(seed: seed)
      for i in 0..<Self.n {
        let t = g.transform()
        let ok = Rect.null.applying(t).isNull && Rect.infinite.applying(t).isInfinite
        #expect(ok, "seed \(seed) case \(i): \(t)")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func `intersecting with null is null and intersecting with infinite is the standardized rect`(
      seed: UInt64
    ) {
      // Small-integer rects, so the edges and sizes are exact: Rect.infinite spans every finite rect
      // (CGRectInfinite's documented role) and the intersection is built from edges, hence
      // standardized. (With fractional negative sizes maxX − minX may differ from |width| by
      // rounding, and a size past ±2¹⁰²³ reaches beyond Rect.infinite's edges.)
      var g = Hostile(seed: seed)
      var checked = 0
      for i in 0..<Self.n {
        let r = g.exactRect()
        guard !r.isNull, !r.isInfinite, !r.isEmpty else { continue }
        checked += 1
        let ok = r.intersection(.null).isNull && r.intersection(.infinite) == r.standardized
        #expect(ok, "seed \(seed) case \(i): \(r) ∩ infinite = \(r.intersection(.infinite))")
        if !ok { return }
      }
      #expect(checked > 0)
    }

    @Test(arguments: Law.seeds)
    func `applying a transform to a rect gives the bounds of its four mapped corners`(seed: UInt64)
    {
      // The origin is the least mapped corner coordinate exactly. The stored size is
      // fl(max − min) and maxX = fl(minX + size), two roundings: maxX is within γ2·(|max| + |max −
      // min|) of the largest mapped corner.
      var g = Hostile(seed: seed)
      var checked = 0
      for i in 0..<Self.n {
        let r = Rect(x: g.finite(), y: g.finite(), width: g.finite(), height: g.finite())
        let t = AffineTransformTests.HostileLaws.finiteTransform(&g)
        guard !r.isNull else { continue }
        let corners = [
          Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
          Point(x: r.maxX, y: r.maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard (xs + ys).allSatisfy({ $0.magnitude < 0x1p1000 }) else { continue }
        checked += 1
        let m = r.applying(t)
        let (lx, hx, ly, hy) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
        let ok =
          m.minX == lx && m.minY == ly
          && (m.maxX - hx).magnitude <= Law.upper(Law.gamma(2) * (hx.magnitude + (hx - lx)))
          && (m.maxY - hy).magnitude <= Law.upper(Law.gamma(2) * (hy.magnitude + (hy - ly)))
        #expect(ok, "seed \(seed) case \(i): \(r) by \(t) is \(m); corners \(corners)")
        if !ok { return }
      }
      #expect(checked > Self.n / 4)
    }

    @Test(arguments: Law.seeds)
    func `midX and midY are finite and between min and max when the edges are finite`(seed: UInt64)
    {
      // Huge rects included: the naive (minX + maxX) / 2 overflows there.
      var g = Hostile(seed: seed)
      for i in 0..<Self.n {
        let r = Rect(x: g.finite(), y: g.finite(), width: g.finite(), height: g.finite())
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { continue }
        let ok =
          r.midX.isFinite && r.midY.isFinite && r.minX <= r.midX && r.midX <= r.maxX
          && r.minY <= r.midY && r.midY <= r.maxY
        #expect(ok, "seed \(seed) case \(i): \(r): mid (\(r.midX), \(r.midY))")
        if !ok { return }
      }
    }
  }
}
