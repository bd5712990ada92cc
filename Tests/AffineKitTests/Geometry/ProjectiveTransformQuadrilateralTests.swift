import AffineKit
import Testing

extension ProjectiveTransformTests {
  @Suite("init(mapping:to:)")
  struct Quadrilateral {
    /// A quadrilateral's corners, in order around it.
    struct Quad: Sendable, Codable, CustomTestStringConvertible {
      var corners: [Point]
      init(_ corners: [(Double, Double)]) { self.corners = corners.map { Point(x: $0.0, y: $0.1) } }
      var tuple: (Point, Point, Point, Point) { (corners[0], corners[1], corners[2], corners[3]) }
      var testDescription: String { corners.map { "(\($0.x), \($0.y))" }.joined(separator: " ") }
    }

    static let unitSquare = Quad([(0, 0), (1, 0), (1, 1), (0, 1)])

    /// A destination for the unit square and the matrix worked by hand with Heckbert's
    /// square-to-quadrilateral formulas (rows m11 m12 m14 / m21 m22 m24 / m41 m42 m44).
    struct Case: Sendable, Codable, CustomTestStringConvertible {
      var destination: Quad
      var expected: [Double]
      var testDescription: String { "unit square → \(destination.testDescription)" }
    }

    static let cases: [Case] = [
      // Trapezoid, wide at y = 0: Σx = −2, Σy = 0, denominator −4, g = 0, h = 1.
      Case(
        destination: Quad([(0, 0), (4, 0), (3, 2), (1, 2)]), expected: [4, 0, 0, 2, 4, 1, 0, 0, 1]),
      // Trapezoid, narrow at y = 0: Σx = 2, Σy = 0, denominator −8, g = 0, h = −0.5.
      Case(
        destination: Quad([(1, 0), (3, 0), (4, 2), (0, 2)]),
        expected: [2, 0, 0, -1, 1, -0.5, 1, 0, 1]),
      // Right side taller: Σx = 0, Σy = 1, denominator −4, g = −0.5, h = 0.
      Case(
        destination: Quad([(0, 0), (2, 0), (2, 2), (0, 1)]),
        expected: [1, 0, -0.5, 0, 1, 0, 0, 0, 1]),
      // A parallelogram: Σx = Σy = 0, the affine case.
      Case(
        destination: Quad([(0, 0), (2, 0), (3, 1), (1, 1)]), expected: [2, 0, 0, 1, 1, 0, 0, 0, 1]),
      // The unit square itself: the identity.
      Case(destination: unitSquare, expected: [1, 0, 0, 0, 1, 0, 0, 0, 1]),
    ]

    @Test(arguments: cases)
    func `the unit square maps to a quadrilateral by Heckbert's closed form`(c: Case) throws {
      let t = try #require(
        ProjectiveTransform(mapping: Self.unitSquare.tuple, to: c.destination.tuple))
      #expect(t == projective(c.expected))
    }

    @Test(arguments: cases)
    func `each corner of the unit square maps exactly to its hand-checked corner`(c: Case) throws {
      let t = try #require(
        ProjectiveTransform(mapping: Self.unitSquare.tuple, to: c.destination.tuple))
      #expect(Self.unitSquare.corners.map { $0.projected(by: t) } == c.destination.corners)
    }

    @Test func `the doc example: the unit square to a trapezoid`() {
      let unitSquare = (Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1))
      let trapezoid = (Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 3, y: 2), Point(x: 1, y: 2))
      #expect(
        ProjectiveTransform(mapping: unitSquare, to: trapezoid)
          == projective([4, 0, 0, 2, 4, 1, 0, 0, 1]))
    }

    @Test func `a parallelogram maps to a parallelogram by an affine transform`() throws {
      let t = try #require(
        ProjectiveTransform(
          mapping: Quad([(1, 1), (3, 1), (4, 2), (2, 2)]).tuple,
          to: Quad([(0, 0), (0, 2), (-1, 3), (-1, 1)]).tuple))
      // p = (1, 1) + s·(2, 0) + t·(1, 1) maps to (0, 0) + s·(0, 2) + t·(−1, 1), which works out
      // to (x, y) ↦ (1 − y, x − 1).
      #expect(t.affine == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: -1))
    }

    @Test func `a mirrored correspondence keeps the corners in front and m44 at 1`() throws {
      // Source counterclockwise, destination clockwise (a mirror): the adjugate's sign flips,
      // and the result is scaled back so that w > 0 at the corners.
      let source = Quad([(0, 0), (0, 1), (1, 1), (1, 0)])
      let destination = Quad([(0, 0), (4, 0), (3, 2), (1, 2)])
      let t = try #require(ProjectiveTransform(mapping: source.tuple, to: destination.tuple))
      #expect(t.m44 == 1)
      for (p, q) in zip(source.corners, destination.corners) {
        let mapped = try #require(p.projected(by: t))
        #expect(isClose(mapped, q, tolerance: 1e-15))
      }
    }

    @Test(arguments: [
      // Three destination corners on the line y = 0.
      Quad([(0, 0), (1, 0), (2, 0), (0, 1)]),
      // Two equal corners.
      Quad([(0, 0), (0, 0), (1, 1), (0, 1)]),
      // All four on one line.
      Quad([(0, 0), (1, 1), (2, 2), (3, 3)]),
      // A bow tie (self-intersecting): two corners would be behind the horizon.
      Quad([(0, 0), (1, 0), (0, 1), (1, 1)]),
      // A dart (concave at (1, 1)): the convex square cannot map onto it in front.
      Quad([(0, 0), (4, 0), (1, 1), (0, 4)]),
      // Non-finite corners.
      Quad([(0, 0), (1, 0), (1, .nan), (0, 1)]),
      Quad([(0, 0), (.infinity, 0), (1, 1), (0, 1)]),
    ])
    func `no transform is returned for a degenerate or unmatched destination`(q: Quad) {
      #expect(ProjectiveTransform(mapping: Self.unitSquare.tuple, to: q.tuple) == nil)
      #expect(ProjectiveTransform(mapping: q.tuple, to: Self.unitSquare.tuple) == nil)
    }

    /// Seeded convex quadrilaterals: a square of side 100...1000 placed in ±1000, each corner
    /// moved by up to a fifth of the side (which keeps it convex), in counterclockwise order in
    /// y-down coordinates when `clockwise` is false.
    static func convexQuads(_ count: Int, seed: UInt64) -> [Quad] {
      var rng = SplitMix64(seed: seed)
      return (0..<count).map { _ in
        let side = Double.random(in: 100...1000, using: &rng)
        let x = Double.random(in: -1000...1000, using: &rng)
        let y = Double.random(in: -1000...1000, using: &rng)
        func jitter() -> Double { Double.random(in: -0.2...0.2, using: &rng) * side }
        return Quad([
          (x + jitter(), y + jitter()), (x + side + jitter(), y + jitter()),
          (x + side + jitter(), y + side + jitter()), (x + jitter(), y + side + jitter()),
        ])
      }
    }

    @Test(arguments: zip(convexQuads(200, seed: 0x9A10), convexQuads(200, seed: 0x9A11)))
    func `m44 is 1 when the origin is in front of the horizon and -1 when it is behind`(
      source: Quad, destination: Quad
    ) throws {
      let t = try #require(ProjectiveTransform(mapping: source.tuple, to: destination.tuple))
      #expect(t.m44 == (Point.zero.projected(by: t) == nil ? -1 : 1))
    }

    @Test(
      arguments: zip(convexQuads(200, seed: 0x9A10), convexQuads(200, seed: 0x9A11)))
    func `each source corner maps to its destination corner within 1e-9`(
      source: Quad, destination: Quad
    ) throws {
      // Coordinates up to about 2000: 1e-9 is about 2¹⁸ ulps of them, far above the few ulps
      // the construction loses on these well-shaped quadrilaterals and far below a pixel.
      let t = try #require(ProjectiveTransform(mapping: source.tuple, to: destination.tuple))
      for (p, q) in zip(source.corners, destination.corners) {
        let mapped = try #require(p.projected(by: t))
        #expect(isClose(mapped, q, tolerance: 1e-9), "\(p) → \(mapped), expected \(q)")
      }
    }
  }
}
