import AffineKit
import Testing

@Suite("Point")
struct PointTests {
  @Test func `zero is the origin`() {
    #expect(Point.zero == Point(x: 0, y: 0))
  }

  @Suite("applying(_:)")
  struct Applying {
    @Test func `a point maps as x' = a*x + c*y + tx and y' = b*x + d*y + ty`() {
      let t = AffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
      // x' = 2*1 + 5*2 + 11 = 23, y' = 3*1 + 7*2 + 13 = 30
      #expect(Point(x: 1, y: 2).applying(t) == Point(x: 23, y: 30))
    }

    @Test func `the doc example maps (1, 2) to (12, 26)`() {
      let t = AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20)
      #expect(Point(x: 1, y: 2).applying(t) == Point(x: 12, y: 26))
    }

    @Test func `the identity maps every point to itself`() {
      let p = Point(x: -3.25, y: 1e300)
      #expect(p.applying(.identity) == p)
    }

    @Test func `non-finite coordinates propagate as IEEE arithmetic does, so 0 * inf is NaN`() {
      let p = Point(x: .infinity, y: 1).applying(AffineTransform(scaleX: 0, y: 1))
      #expect(p.x.isNaN)  // a*x = 0 * inf
      #expect(p.y.isNaN)  // b*x = 0 * inf, even though b is zero
      let q = Point(x: .infinity, y: 1).applying(AffineTransform(translationX: 1, y: 0))
      #expect(q.x == .infinity)
    }
  }

  @Suite("==")
  struct Equality {
    @Test func `equality is exact: -0 equals 0 and NaN equals nothing`() {
      #expect(Point(x: -0.0, y: 0) == Point(x: 0, y: -0.0))
      let n = Point(x: .nan, y: 0)
      #expect(n != n)
      #expect(Point(x: 1, y: 2) != Point(x: 1, y: 2.0000000000000004))
    }
  }
}

@Suite("Size")
struct SizeTests {
  @Test func `zero has zero width and height`() {
    #expect(Size.zero == Size(width: 0, height: 0))
  }

  @Test func `equality is exact and a negative size is a different size`() {
    #expect(Size(width: -1, height: 2) != Size(width: 1, height: 2))
    #expect(Size(width: -0.0, height: 2) == Size(width: 0, height: 2))
  }

  @Suite("applying(_:)")
  struct Applying {
    @Test func `a size maps through the linear part only and may come out negative`() {
      #expect(
        Size(width: 4, height: 2).applying(AffineTransform(scaleX: -1, y: 0.5))
          == Size(width: -4, height: 1))
    }

    @Test func `translation does not change a size`() {
      let t = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 100, ty: -100)
      #expect(Size(width: 3, height: 4).applying(t) == Size(width: 3, height: 4))
    }

    @Test func `a size maps as w' = a*w + c*h and h' = b*w + d*h, with no absolute value`() {
      let t = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)  // a quarter turn, exact
      #expect(Size(width: 3, height: 4).applying(t) == Size(width: -4, height: 3))
    }
  }
}

@Suite("RectEdge")
struct RectEdgeTests {
  @Test(
    arguments: zip(
      [RectEdge.minXEdge, .minYEdge, .maxXEdge, .maxYEdge], [UInt32(0), 1, 2, 3]))
  func `raw values match CGRectEdge's`(edge: RectEdge, raw: UInt32) {
    #expect(edge.rawValue == raw)
  }

  @Test(
    arguments: zip(
      [RectEdge.minXEdge, .minYEdge, .maxXEdge, .maxYEdge],
      ["minXEdge", "minYEdge", "maxXEdge", "maxYEdge"]))
  func `description is CoreGraphics' case name`(edge: RectEdge, name: String) {
    #expect(edge.description == name)
    #expect("\(edge)" == name)
  }
}

extension SizeTests {
  @Suite("Non-finite components")
  struct NonFinite {
    @Test(
      arguments: [
        Size(width: .nan, height: 1), Size(width: 1, height: .nan), Size(width: .nan, height: .nan),
      ])
    func `a size with a NaN is equal to nothing, itself included`(s: Size) {
      #expect(s != s)
      #expect(s != Size(width: 1, height: 1))
    }

    @Test func `a size with a NaN maps to NaN, and an infinite scale to infinity`() {
      let s = Size(width: .nan, height: 1)
      #expect(s.applying(AffineTransform(scaleX: 2, y: 2)).width.isNaN)
      #expect(
        Size(width: 1, height: 1).applying(AffineTransform(scaleX: .infinity, y: 1)).width
          == .infinity)
    }
  }
}
