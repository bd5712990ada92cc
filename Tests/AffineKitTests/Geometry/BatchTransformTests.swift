import AffineKit
import Testing

@Suite("AffineTransform batch")
struct BatchTransformTests {
  @Suite("apply(to:) an array")
  struct ArrayInPlace {
    @Test func `the doc example maps (1, 2) and (-4, 0.5) to (12, 26) and (2, 21.5)`() {
      var points = [Point(x: 1, y: 2), Point(x: -4, y: 0.5)]
      AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20).apply(to: &points)
      #expect(points == [Point(x: 12, y: 26), Point(x: 2, y: 21.5)])
    }

    @Test func `a quarter turn maps (x, y) to (-y, x) for every point`() {
      var points = [Point(x: 1, y: 2), Point(x: -3, y: 0.25), Point(x: 0, y: -8)]
      AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0).apply(to: &points)
      #expect(points == [Point(x: -2, y: 1), Point(x: -0.25, y: -3), Point(x: 8, y: 0)])
    }

    @Test func `all six entries take part: x' = a*x + c*y + tx and y' = b*x + d*y + ty`() {
      var points = [Point(x: 1, y: 2), Point(x: 0, y: 0), Point(x: -1, y: 1)]
      AffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13).apply(to: &points)
      // (1, 2): 2+10+11 = 23, 3+14+13 = 30; (0, 0): (11, 13); (-1, 1): -2+5+11 = 14, -3+7+13 = 17
      #expect(points == [Point(x: 23, y: 30), Point(x: 11, y: 13), Point(x: 14, y: 17)])
    }

    @Test func `an empty array stays empty`() {
      var points: [Point] = []
      AffineTransform(translationX: 1, y: 2).apply(to: &points)
      #expect(points.isEmpty)
    }

    @Test func `a NaN point stays NaN and leaves its neighbours exact`() {
      var points = [Point(x: 1, y: 1), Point(x: .nan, y: 2), Point(x: 3, y: 3)]
      AffineTransform(translationX: 1, y: 1).apply(to: &points)
      #expect(points[0] == Point(x: 2, y: 2))
      #expect(points[1].x.isNaN)  // a*x = 1 * NaN
      #expect(points[1].y.isNaN)  // b*x = 0 * NaN, even though b is zero
      #expect(points[2] == Point(x: 4, y: 4))
    }

    @Test func `an infinite coordinate times a zero entry gives NaN, as in applying`() {
      var points = [Point(x: .infinity, y: 1)]
      AffineTransform(scaleX: 0, y: 1).apply(to: &points)
      #expect(points[0].x.isNaN)  // a*x = 0 * inf
      #expect(points[0].y.isNaN)  // b*x = 0 * inf
    }

    @Test func `a NaN transform entry makes every point NaN in the coordinates it reaches`() {
      var points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
      AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0).apply(to: &points)
      #expect(points[0].x.isNaN && points[1].x.isNaN)
      #expect(points[0].y == 2 && points[1].y == 4)
    }

    @Test func `a singular transform collapses the points without trapping`() {
      var points = [Point(x: 1, y: 2), Point(x: -5, y: 7)]
      AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 4, ty: -4).apply(to: &points)
      #expect(points == [Point(x: 4, y: -4), Point(x: 4, y: -4)])
    }

    @Test func `a shared array is copied on write, leaving the other copy untouched`() {
      let original = [Point(x: 1, y: 2)]
      var copy = original
      AffineTransform(translationX: 10, y: 20).apply(to: &copy)
      #expect(original == [Point(x: 1, y: 2)])
      #expect(copy == [Point(x: 11, y: 22)])
    }
  }

  @Suite("apply(to:) an UnsafeMutableBufferPointer")
  struct Buffer {
    @Test func `an empty buffer with no base address is left alone`() {
      let empty = UnsafeMutableBufferPointer<Point>(start: nil, count: 0)
      AffineTransform(translationX: 1, y: 2).apply(to: empty)
      #expect(empty.isEmpty)
    }

    @Test func `only the points inside the buffer change, not their neighbours in memory`() {
      var points = [Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 3, y: 3), Point(x: 4, y: 4)]
      points.withUnsafeMutableBufferPointer { all in
        AffineTransform(scaleX: 2, y: 2).apply(to: UnsafeMutableBufferPointer(rebasing: all[1..<3]))
      }
      #expect(
        points == [Point(x: 1, y: 1), Point(x: 4, y: 4), Point(x: 6, y: 6), Point(x: 4, y: 4)])
    }

    /// Batch sizes around the vector width and a large odd count, so that the vector body and the
    /// scalar remainder both run.
    static let counts = [1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 1027]

    // The expectation is independent of the code under test: `Point.applying(_:)` is a separate
    // scalar function (pinned by literals in PointTests), and the contract of the batch API is
    // exactly "the same bits as calling it per point". Comparing bit patterns (not `==`) also
    // catches a fused multiply-add or a reassociation that would change the last bit, and NaN.
    @Test(arguments: counts)
    func `matches per-point applying bit for bit for any transform`(count: Int) {
      let transforms = Sample.rawTransforms(4, seed: 0xBA7C_0000 &+ UInt64(count))
      let points = Sample.points(count, seed: 0x5EED &+ UInt64(count), range: 1e6)
      for t in transforms {
        var batch = points
        t.apply(to: &batch)
        let perPoint = points.map { $0.applying(t) }
        #expect(bitIdentical(batch.flatMap { [$0.x, $0.y] }, perPoint.flatMap { [$0.x, $0.y] }))
      }
    }
  }

  @Suite("apply(to:) a MutableSpan")
  struct Span {
    @Test func `the doc example scales (1, 2) to (2, 8)`() {
      var points = [Point(x: 1, y: 2)]
      var span = points.mutableSpan
      AffineTransform(scaleX: 2, y: 4).apply(to: &span)
      let first = span[0]
      #expect(first == Point(x: 2, y: 8))
    }

    @Test func `a span writes through to the array it views`() {
      var points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
      do {
        var span = points.mutableSpan
        AffineTransform(translationX: -1, y: -2).apply(to: &span)
      }
      #expect(points == [Point(x: 0, y: 0), Point(x: 2, y: 2)])
    }

    @Test func `an empty span is left alone`() {
      var points: [Point] = []
      var span = points.mutableSpan
      AffineTransform(translationX: 1, y: 2).apply(to: &span)
      let count = span.count
      #expect(count == 0)
    }
  }
}
