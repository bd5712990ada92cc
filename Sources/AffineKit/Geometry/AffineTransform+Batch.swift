// Batch application of a transform to many points, written so that the optimizer vectorizes it.
//
// The loop body is `Point.applying(_:)`'s arithmetic, with the six entries hoisted into locals so
// the compiler can keep them in registers, and pointer access without bounds checks. Each point is
// computed with exactly the same operations in the same order as `applying(_:)` (Swift never
// contracts `a * x + c * y` into a fused multiply-add), so the results are bit-for-bit identical;
// the vector unit only computes several of those scalar expressions at once. Docs/Performance.md
// quotes the vector instructions and measures the loop against memcpy of the same bytes.

extension AffineTransform {
  /// Transforms every point of a buffer in place, as `applying(_:)` would one at a time.
  ///
  /// Each element `p` becomes `p.applying(self)`: with the row-vector convention
  /// `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`, evaluated left to right in `Double`, so the
  /// results are bit-for-bit those of the per-point call. The points are read in their source
  /// space and written in the transform's destination space. The loop has no bounds checks and
  /// no calls, and it vectorizes (see Docs/Performance.md).
  ///
  ///     var points = [Point(x: 1, y: 2), Point(x: -4, y: 0.5)]
  ///     AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20).apply(to: &points)
  ///     // [(12.0, 26.0), (2.0, 21.5)]
  ///
  /// Edge cases:
  /// - An empty buffer (including one with a `nil` base address) is left as it is.
  /// - Non-finite coordinates or transform entries propagate per point exactly as in
  ///   `applying(_:)` (for example `0 * ∞` is NaN); one NaN point does not affect the others.
  /// - A singular transform is applied as it is (the points collapse onto a line or a point).
  ///
  /// - Parameter points: The points to transform, overwritten with the results.
  /// - Complexity: O(*n*), where *n* is `points.count`; no allocation.
  @inlinable
  public func apply(to points: UnsafeMutableBufferPointer<Point>) {
    guard let base = points.baseAddress else { return }
    let a = self.a
    let b = self.b
    let c = self.c
    let d = self.d
    let tx = self.tx
    let ty = self.ty
    let count = points.count
    var i = 0
    while i < count {
      let p = base[i]
      base[i] = Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
      i &+= 1
    }
  }

  /// Transforms every point of an array in place, as `applying(_:)` would one at a time.
  ///
  /// Equivalent to `points.withUnsafeMutableBufferPointer { apply(to: $0) }`: see
  /// `apply(to:)` for the buffer. The points are read in the transform's source space and written
  /// in its destination space, bit-for-bit equal to `points[i].applying(self)`.
  ///
  ///     var points = [Point(x: 1, y: 2)]
  ///     AffineTransform(translationX: 10, y: 20).apply(to: &points)
  ///     // [(11.0, 22.0)]
  ///
  /// Edge cases:
  /// - An empty array is left empty.
  /// - Non-finite values propagate per point, as in `applying(_:)`.
  /// - A shared array buffer is copied once first (copy-on-write), as any mutation would.
  ///
  /// - Parameter points: The points to transform, overwritten with the results.
  /// - Complexity: O(*n*), where *n* is `points.count`.
  @inlinable
  public func apply(to points: inout [Point]) {
    points.withUnsafeMutableBufferPointer { apply(to: $0) }
  }

  /// Transforms every point of a mutable span in place, as `applying(_:)` would one at a time.
  ///
  /// The points are read in the transform's source space and written in its destination space,
  /// bit-for-bit equal to the per-point `applying(self)`; the loop is the one of
  /// `apply(to:)` for an `UnsafeMutableBufferPointer<Point>`.
  ///
  ///     var points = [Point(x: 1, y: 2)]
  ///     var span = points.mutableSpan
  ///     AffineTransform(scaleX: 2, y: 4).apply(to: &span)
  ///     // span[0] == (2.0, 8.0)
  ///
  /// Edge cases:
  /// - An empty span is left as it is.
  /// - Non-finite values propagate per point, as in `applying(_:)`.
  ///
  /// - Parameter points: The points to transform, overwritten with the results.
  /// - Complexity: O(*n*), where *n* is `points.count`; no allocation.
  @inlinable
  public func apply(to points: inout MutableSpan<Point>) {
    points.withUnsafeMutableBufferPointer { apply(to: $0) }
  }
}
