import AffineKit
import Testing

@Suite("Rect")
struct RectTests {
  @Suite("Special rectangles")
  struct SpecialRects {
    @Test func `null is (+inf, +inf, 0, 0)`() {
      let null = Rect.null
      #expect(null.origin.x == .infinity)
      #expect(null.origin.y == .infinity)
      #expect(null.size == Size(width: 0, height: 0))
    }

    @Test func `infinite is (-M/2, -M/2, M, M) with M the greatest finite double`() {
      let m = Double.greatestFiniteMagnitude
      #expect(Rect.infinite.origin == Point(x: -m / 2, y: -m / 2))
      #expect(Rect.infinite.size == Size(width: m, height: m))
    }

    @Test func `zero is an empty rect that is not null`() {
      #expect(Rect.zero.isEmpty)
      #expect(!Rect.zero.isNull)
      #expect(Rect.zero != .null)
    }

    @Test(arguments: [
      Rect(x: .infinity, y: 0, width: 0, height: 0),
      Rect(x: 0, y: .infinity, width: 10, height: 10),
      Rect(x: .infinity, y: .infinity, width: 10, height: 10),
    ])
    func `any rect whose origin has an x or y of +inf is null`(rect: Rect) {
      #expect(rect.isNull)
      #expect(rect == .null)
    }

    @Test(arguments: [
      Rect(x: -.infinity, y: 0, width: 0, height: 0),
      Rect(x: .nan, y: .nan, width: 0, height: 0),
      Rect(x: 0, y: 0, width: .infinity, height: 1),
    ])
    func `an origin of -inf or NaN, or an infinite size, does not make a rect null`(rect: Rect) {
      #expect(!rect.isNull)
    }

    @Test func `isInfinite is true only for a rect equal to infinite`() {
      #expect(Rect.infinite.isInfinite)
      let m = Double.greatestFiniteMagnitude
      #expect(Rect(x: m / 2, y: m / 2, width: -m, height: -m).isInfinite)
      #expect(!Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity).isInfinite)
      #expect(!Rect.null.isInfinite)
    }
  }

  @Suite("isEmpty")
  struct IsEmpty {
    @Test(
      arguments: zip(
        [
          Rect.null, .zero, Rect(x: 1, y: 1, width: 0, height: 5),
          Rect(x: 1, y: 1, width: 5, height: 0), Rect(x: 1, y: 1, width: -0.0, height: 5),
          Rect(x: 0, y: 0, width: -1, height: 5), Rect(x: 0, y: 0, width: 1, height: 1),
          Rect(x: 0, y: 0, width: .nan, height: 1), Rect.infinite,
        ],
        [true, true, true, true, true, false, false, false, false]))
    func
      `a rect is empty when it is null or its width or height is exactly zero; negative is not empty`(
        rect: Rect, expected: Bool
      )
    {
      #expect(rect.isEmpty == expected)
    }
  }

  @Suite("Coordinates")
  struct Coordinates {
    struct Case: Sendable, CustomTestStringConvertible {
      var rect: Rect
      var minX, midX, maxX, minY, midY, maxY, width, height: Double
      var testDescription: String { "\(rect)" }
    }

    @Test(arguments: [
      Case(
        rect: Rect(x: 80, y: 120, width: 100, height: 50), minX: 80, midX: 130, maxX: 180,
        minY: 120,
        midY: 145, maxY: 170, width: 100, height: 50),
      Case(
        rect: Rect(x: 10, y: 20, width: -4, height: -6), minX: 6, midX: 8, maxX: 10, minY: 14,
        midY: 17, maxY: 20, width: 4, height: 6),
      Case(
        rect: Rect(x: -1, y: -2, width: 3, height: -5), minX: -1, midX: 0.5, maxX: 2, minY: -7,
        midY: -4.5, maxY: -2, width: 3, height: 5),
    ])
    func `accessors read the rect as if it were standardized`(c: Case) {
      #expect(c.rect.minX == c.minX)
      #expect(c.rect.midX == c.midX)
      #expect(c.rect.maxX == c.maxX)
      #expect(c.rect.minY == c.minY)
      #expect(c.rect.midY == c.midY)
      #expect(c.rect.maxY == c.maxY)
      #expect(c.rect.width == c.width)
      #expect(c.rect.height == c.height)
    }

    @Test func `midX is (minX + maxX) * 0.5, not x + width / 2, unless that sum overflows`() {
      // CoreGraphics' (and corelibs') formula: 1.3 + 8.5 rounds up, so midX is 5.550000000000001
      // where x + width / 2 would give 5.55.
      let r = Rect(x: 1.3, y: 0, width: 8.5, height: 1)
      #expect(r.midX == 5.550000000000001)
      let huge = Rect(x: 1e308, y: 0, width: 1e308, height: 1)
      // minX + maxX overflows; the centre x + width/2 is finite (better than the naive formula's
      // +inf where it fails; Apple documents nothing for this case).
      #expect(huge.midX == 1.5e308)
    }

    @Test func `the null rect's min, mid and max are +inf and its width and height are 0`() {
      let n = Rect.null
      #expect([n.minX, n.midX, n.maxX, n.minY, n.midY, n.maxY].allSatisfy { $0 == .infinity })
      #expect(n.width == 0 && n.height == 0)
    }
  }

  @Suite("standardized")
  struct Standardized {
    @Test(
      arguments: zip(
        [
          Rect(x: 10, y: 20, width: -4, height: -6), Rect(x: 1, y: 2, width: 3, height: 4),
          Rect(x: 5, y: 5, width: -5, height: 0),
        ],
        [
          Rect(x: 6, y: 14, width: 4, height: 6), Rect(x: 1, y: 2, width: 3, height: 4),
          Rect(x: 0, y: 5, width: 5, height: 0),
        ]))
    func `standardizing makes the size non-negative and keeps the covered area`(
      rect: Rect, expected: Rect
    ) {
      let s = rect.standardized
      #expect(s.origin == expected.origin)
      #expect(s.size == expected.size)
    }

    @Test func `standardizing the null rect gives the null rect`() {
      let s = Rect(x: .infinity, y: 3, width: -7, height: 9).standardized
      #expect(s.origin.x == .infinity && s.origin.y == .infinity)
      #expect(s.size == .zero)
    }
  }

  @Suite("integral")
  struct Integral {
    @Test(
      arguments: zip(
        [
          Rect(x: 1.222, y: 1.3333, width: 1, height: 1),
          Rect(x: 1.2, y: 2.7, width: 3.3, height: 4.6),
          Rect(x: 0.5, y: 0.5, width: 0, height: 0),
          Rect(x: 3.5, y: 3.5, width: -1, height: -1),
          Rect(x: -0.5, y: -1.5, width: 1, height: 1),
          Rect(x: 2, y: 3, width: 4, height: 5),
        ],
        [
          Rect(x: 1, y: 1, width: 2, height: 2),
          Rect(x: 1, y: 2, width: 4, height: 6),
          Rect(x: 0, y: 0, width: 1, height: 1),
          Rect(x: 2, y: 2, width: 2, height: 2),
          Rect(x: -1, y: -2, width: 2, height: 2),
          Rect(x: 2, y: 3, width: 4, height: 5),
        ]))
    func `integral floors the min corner and ceils the max corner (matches CoreGraphics)`(
      rect: Rect, expected: Rect
    ) {
      // The first two cases are Apple-observed (GNUstep opal tests checked against CoreGraphics);
      // the empty-rect case is swift-corelibs-foundation's answer.
      let r = rect.integral
      #expect(r.origin == expected.origin && r.size == expected.size)
    }

    @Test(arguments: Rect.nonStandardNulls)
    func `integral of any null rect is the null rect itself`(rect: Rect) {
      #expect(rect.integral.isCanonicalNull)
    }
  }

  @Suite("insetBy(dx:dy:)")
  struct InsetBy {
    @Test(
      arguments: zip(
        [(2.0, 3.0), (-1, -2), (5, 5), (6, 6), (5, 0), (0, 5.5)],
        [
          Rect(x: 2, y: 3, width: 6, height: 4), Rect(x: -1, y: -2, width: 12, height: 14),
          Rect(x: 5, y: 5, width: 0, height: 0), .null, Rect(x: 5, y: 0, width: 0, height: 10),
          .null,
        ]))
    func `insetting moves every edge inward; a negative result size is null, zero is kept`(
      amounts: (Double, Double), expected: Rect
    ) {
      let r = Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: amounts.0, dy: amounts.1)
      #expect(r == expected)
      #expect(r.isNull == expected.isNull)
    }

    @Test func `insetting standardizes a negative size first`() {
      let r = Rect(x: 10, y: 10, width: -10, height: -10).insetBy(dx: 1, dy: 2)
      #expect(r.origin == Point(x: 1, y: 2) && r.size == Size(width: 8, height: 6))
    }

    @Test(arguments: Rect.nonStandardNulls)
    func `insetting any null rect gives the null rect itself`(rect: Rect) {
      #expect(rect.insetBy(dx: -10, dy: -10).isCanonicalNull)
      #expect(rect.insetBy(dx: 1, dy: 1).isCanonicalNull)
    }
  }

  @Suite("offsetBy(dx:dy:)")
  struct OffsetBy {
    @Test func `offsetting moves the origin and keeps the size`() {
      let r = Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2)
      #expect(r.origin == Point(x: 11, y: 0) && r.size == Size(width: 3, height: 4))
    }

    @Test
    func `offsetting a negative-size rect gives the standardized rect moved (corelibs' reading)`() {
      let r = Rect(x: 0, y: 0, width: -32, height: -32).offsetBy(dx: 16, dy: 16)
      #expect(r == Rect(x: -16, y: -16, width: 32, height: 32))
      #expect(r.size == Size(width: 32, height: 32))
    }

    @Test(arguments: Rect.nonStandardNulls)
    func `offsetting any null rect gives the null rect itself`(rect: Rect) {
      #expect(rect.offsetBy(dx: 5, dy: 5).isCanonicalNull)
    }

    @Test func `a NaN offset propagates into the origin`() {
      #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: .nan, dy: 0).origin.x.isNaN)
    }
  }

  @Suite("union(_:)")
  struct Union {
    @Test(
      arguments: zip(
        [
          (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10)),
          (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: 20, width: 0, height: 0)),
          (Rect(x: 10, y: 10, width: -10, height: -10), Rect(x: -5, y: 0, width: 1, height: 1)),
          (Rect(x: 0, y: 0, width: 1, height: 1), Rect.zero),
        ],
        [
          Rect(x: 0, y: 0, width: 15, height: 15), Rect(x: 0, y: 0, width: 20, height: 20),
          Rect(x: -5, y: 0, width: 15, height: 10), Rect(x: 0, y: 0, width: 1, height: 1),
        ]))
    func `union is the smallest rect containing both, and empty non-null rects take part`(
      operands: (Rect, Rect), expected: Rect
    ) {
      #expect(operands.0.union(operands.1) == expected)
      #expect(operands.1.union(operands.0) == expected)
    }

    @Test func `matches CoreGraphics: union with null returns the other rect unchanged`() {
      let r = Rect(x: 5, y: 5, width: -2, height: -2)
      #expect(r.union(.null).size == Size(width: -2, height: -2))
      #expect(Rect.null.union(r).origin == Point(x: 5, y: 5))
      #expect(Rect.null.union(.null).isNull)
    }

    @Test func `a NaN edge propagates into the union`() {
      let u = Rect(x: .nan, y: 0, width: 1, height: 1).union(Rect(x: 0, y: 0, width: 2, height: 2))
      #expect(u.origin.x.isNaN)
      let v = Rect(x: 0, y: 0, width: 2, height: 2).union(Rect(x: .nan, y: 0, width: 1, height: 1))
      #expect(v.origin.x.isNaN)
    }
  }

  @Suite("intersection(_:)")
  struct Intersection {
    @Test(
      arguments: zip(
        [
          (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10)),
          (Rect(x: 0, y: 0, width: 10, height: 5), Rect(x: 0, y: 5, width: 10, height: 5)),
          (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 10, width: 5, height: 5)),
          (Rect(x: 10, y: 10, width: -10, height: -10), Rect(x: 2, y: 3, width: 4, height: 5)),
        ],
        [
          Rect(x: 5, y: 5, width: 5, height: 5), Rect(x: 0, y: 5, width: 10, height: 0),
          Rect(x: 10, y: 10, width: 0, height: 0), Rect(x: 2, y: 3, width: 4, height: 5),
        ]))
    func `intersection is the overlap, and touching rects give a zero-area rect that is not null`(
      operands: (Rect, Rect), expected: Rect
    ) {
      let r = operands.0.intersection(operands.1)
      #expect(r == expected)
      #expect(!r.isNull)
      #expect(operands.1.intersection(operands.0) == expected)
    }

    @Test(arguments: [
      (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 11, y: 0, width: 5, height: 5)),
      (Rect(x: 0, y: 0, width: 10, height: 10), Rect.null),
      (Rect.null, Rect.null),
      (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 10.5, width: 10, height: 5)),
    ])
    func `disjoint rects, or a null operand, intersect in the null rect`(a: Rect, b: Rect) {
      #expect(a.intersection(b).isNull)
    }

    @Test func `infinite intersected with an integer rect is that rect`() {
      let r = Rect(x: 100, y: -3, width: 100, height: 7)
      #expect(Rect.infinite.intersection(r) == r)
    }

    @Test
    func
      `matches CoreGraphics: infinite intersection uses the min-max formula, so a fractional rect can change in the last bit`()
    {
      // Swift forums #21336 (Apple): the width comes back as 99.99999999999999, not 100.
      let r = Rect(x: 100.33333333333333, y: 0, width: 100, height: 100)
      let i = Rect.infinite.intersection(r)
      #expect(i.size.width == 99.99999999999999)
      #expect(i.origin.x == 100.33333333333333)
    }
  }

  @Suite("intersects(_:)")
  struct Intersects {
    @Test(
      arguments: zip(
        [
          Rect(x: 5, y: 5, width: 10, height: 10), Rect(x: 10, y: 0, width: 5, height: 5),
          Rect(x: 10, y: 10, width: 5, height: 5), Rect(x: 11, y: 0, width: 5, height: 5),
          Rect(x: 3, y: 3, width: 0, height: 0), Rect.null,
        ],
        [true, true, true, false, true, false]))
    func `rects intersect when their intersection is not null, so touching rects intersect`(
      other: Rect, expected: Bool
    ) {
      let r = Rect(x: 0, y: 0, width: 10, height: 10)
      #expect(r.intersects(other) == expected)
      #expect(r.intersects(other) == !r.intersection(other).isNull)
    }

    @Test func `the zero rect intersects itself`() {
      #expect(Rect.zero.intersects(.zero))
    }
  }

  @Suite("contains(_: Point)")
  struct ContainsPoint {
    @Test(
      arguments: zip(
        [
          Point(x: 50, y: 50), Point(x: 149.99, y: 149.99), Point(x: 150, y: 100),
          Point(x: 100, y: 150), Point(x: 49.99, y: 100), Point(x: .nan, y: 100),
          Point(x: 100, y: .infinity),
        ],
        [true, true, false, false, false, false, false]))
    func `min edges are inside and max edges outside (a touch hit test on an image view's frame)`(
      point: Point, expected: Bool
    ) {
      // A touch-drag handler hit-tests `imageView.frame.contains(touchPoint)` on a
      // (50, 50, 100, 100) frame.
      #expect(Rect(x: 50, y: 50, width: 100, height: 100).contains(point) == expected)
    }

    @Test func `a rect with a negative size contains points of its standardized area`() {
      let r = Rect(x: 10, y: 10, width: -10, height: -10)
      #expect(r.contains(Point(x: 0, y: 0)))
      #expect(!r.contains(Point(x: 10, y: 5)))
    }

    @Test(arguments: [Rect.null, .zero, Rect(x: 0, y: 0, width: 0, height: 10)])
    func `empty and null rects contain no point`(rect: Rect) {
      #expect(!rect.contains(Point(x: 0, y: 0)))
      #expect(!rect.contains(Point(x: 0, y: 5)))
    }
  }

  @Suite("contains(_: Rect)")
  struct ContainsRect {
    @Test(
      arguments: zip(
        [
          Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 0, y: 0, width: 100, height: 100),
          Rect(x: 100, y: 100, width: 0, height: 0), Rect(x: 90, y: 90, width: 20, height: 5),
          Rect(x: 100, y: 100, width: -10, height: -10), Rect.null,
        ],
        [true, true, true, false, true, true]))
    func `a rect contains another when their union is the rect itself`(
      other: Rect, expected: Bool
    ) {
      #expect(Rect(x: 0, y: 0, width: 100, height: 100).contains(other) == expected)
    }

    @Test func `a null rect contains only the null rect`() {
      #expect(Rect.null.contains(.null))
      #expect(!Rect.null.contains(Rect.zero))
      #expect(Rect.zero.contains(.null))
    }
  }

  @Suite("divided(atDistance:from:)")
  struct Divided {
    struct Case: Sendable, CustomTestStringConvertible {
      var distance: Double
      var edge: RectEdge
      var slice: Rect
      var remainder: Rect
      var testDescription: String { "\(distance) from \(edge)" }
    }

    @Test(arguments: [
      Case(
        distance: 30, edge: .minXEdge, slice: Rect(x: 0, y: 0, width: 30, height: 50),
        remainder: Rect(x: 30, y: 0, width: 70, height: 50)),
      Case(
        distance: 30, edge: .maxXEdge, slice: Rect(x: 70, y: 0, width: 30, height: 50),
        remainder: Rect(x: 0, y: 0, width: 70, height: 50)),
      Case(
        distance: 20, edge: .minYEdge, slice: Rect(x: 0, y: 0, width: 100, height: 20),
        remainder: Rect(x: 0, y: 20, width: 100, height: 30)),
      Case(
        distance: 20, edge: .maxYEdge, slice: Rect(x: 0, y: 30, width: 100, height: 20),
        remainder: Rect(x: 0, y: 0, width: 100, height: 30)),
      Case(
        distance: -5, edge: .minXEdge, slice: Rect(x: 0, y: 0, width: 0, height: 50),
        remainder: Rect(x: 0, y: 0, width: 100, height: 50)),
      Case(
        distance: 500, edge: .minXEdge, slice: Rect(x: 0, y: 0, width: 100, height: 50),
        remainder: Rect(x: 100, y: 0, width: 0, height: 50)),
      Case(
        distance: 500, edge: .maxXEdge, slice: Rect(x: 0, y: 0, width: 100, height: 50),
        remainder: Rect(x: 0, y: 0, width: 0, height: 50)),
      Case(
        distance: 80, edge: .maxYEdge, slice: Rect(x: 0, y: 0, width: 100, height: 50),
        remainder: Rect(x: 0, y: 0, width: 100, height: 0)),
    ])
    func `dividing cuts a slice clamped to 0 through the extent off the given edge`(c: Case) {
      let (slice, remainder) = Rect(x: 0, y: 0, width: 100, height: 50).divided(
        atDistance: c.distance, from: c.edge)
      #expect(slice.origin == c.slice.origin && slice.size == c.slice.size)
      #expect(remainder.origin == c.remainder.origin && remainder.size == c.remainder.size)
    }

    @Test func `dividing standardizes a negative size first`() {
      let (slice, remainder) = Rect(x: 100, y: 50, width: -100, height: -50).divided(
        atDistance: 30, from: .minXEdge)
      #expect(slice.origin == Point(x: 0, y: 0) && slice.size == Size(width: 30, height: 50))
      #expect(remainder.origin == Point(x: 30, y: 0))
    }

    @Test func `dividing the null rect gives two null rects`() {
      let (slice, remainder) = Rect.null.divided(atDistance: 3, from: .maxYEdge)
      #expect(slice.isNull && remainder.isNull)
    }
  }

  @Suite("== and hash(into:)")
  struct Equality {
    @Test func `rects are equal when their standardized forms are equal`() {
      #expect(
        Rect(x: -10, y: -20, width: 30, height: 40) == Rect(x: 20, y: 20, width: -30, height: -40))
      #expect(Rect(x: 0, y: 0, width: 1, height: 1) != Rect(x: 0, y: 0, width: -1, height: 1))
    }

    @Test func `all null rects are equal and hash alike, whatever their stored size`() {
      let a = Rect(x: .infinity, y: 0, width: 5, height: 5)
      let b = Rect(x: 3, y: .infinity, width: -1, height: 0)
      #expect(a == b)
      #expect(a.hashValue == b.hashValue)
      #expect(Set([a, b, Rect.null]).count == 1)
    }

    @Test func `equal rects with different stored forms hash alike`() {
      let a = Rect(x: -10, y: -20, width: 30, height: 40)
      let b = Rect(x: 20, y: 20, width: -30, height: -40)
      #expect(a.hashValue == b.hashValue)
      #expect(Set([a, b]).count == 1)
    }

    @Test func `a rect with a NaN component is not equal to itself`() {
      let r = Rect(x: .nan, y: 0, width: 1, height: 1)
      #expect(r != r)
    }

    @Test func `-0 and 0 compare equal and hash alike`() {
      let a = Rect(x: -0.0, y: 0, width: 1, height: 1)
      let b = Rect(x: 0, y: 0, width: 1, height: 1)
      #expect(a == b)
      #expect(a.hashValue == b.hashValue)
    }
  }
}

extension RectTests {
  @Suite("NaN and infinite rectangles")
  struct NonFinite {
    static let nanRect = Rect(x: .nan, y: 0, width: 10, height: 10)
    static let unit = Rect(x: 0, y: 0, width: 10, height: 10)

    @Test func `NaN propagates through insetBy, intersection, standardized, integral and width`() {
      #expect(Self.nanRect.insetBy(dx: 1, dy: 1).origin.x.isNaN)
      #expect(Self.unit.insetBy(dx: .nan, dy: 0).size.width.isNaN)
      #expect(Self.nanRect.intersection(Self.unit).origin.x.isNaN)
      #expect(Self.nanRect.standardized.origin.x.isNaN)
      #expect(Self.nanRect.integral.origin.x.isNaN)
      #expect(Rect(x: 0, y: 0, width: .nan, height: 1).width.isNaN)
    }

    @Test func `NaN components make contains(Rect) false, and a NaN distance gives NaN sizes`() {
      #expect(!Self.unit.contains(Self.nanRect))
      #expect(!Self.nanRect.contains(Self.unit))
      let parts = Self.unit.divided(atDistance: .nan, from: .minXEdge)
      #expect(parts.slice.size.width.isNaN && parts.remainder.size.width.isNaN)
    }

    @Test func `the infinite rect: union absorbs, insetBy and integral keep finite values`() {
      let inf = Rect.infinite
      #expect(inf.union(Self.unit).isInfinite)
      #expect(inf.contains(Self.unit))
      #expect(inf.contains(Point(x: 1e300, y: 0)))
      #expect(!inf.contains(Point(x: 1e308, y: 0)))  // beyond maxX = M / 2 ≈ 8.99e307
      #expect(!inf.contains(Point(x: .infinity, y: 0)))
      #expect(inf.integral.isInfinite)
      #expect(inf.insetBy(dx: 1, dy: 1).origin.x.isFinite)
    }
  }
}

extension Rect {
  /// Null rectangles: the canonical one and rectangles that are null only because one origin
  /// coordinate is +∞, with finite, negative or infinite other components.
  static let nonStandardNulls: [Rect] = [
    .null,
    Rect(x: 10, y: .infinity, width: -20, height: -30),
    Rect(x: .infinity, y: -5, width: 7, height: 9),
    Rect(x: .infinity, y: .infinity, width: 10, height: 10),
    Rect(x: -.infinity, y: .infinity, width: .infinity, height: 0),
  ]

  /// Whether this is ``Rect/null`` bit for bit: `(+∞, +∞, +0, +0)`.
  var isCanonicalNull: Bool {
    [origin.x, origin.y, size.width, size.height].map(\.bitPattern)
      == [Double.infinity, .infinity, 0, 0].map(\.bitPattern)
  }
}
