extension LayerGeometry {
  /// The layer's frame: the smallest rectangle in the superlayer's space that contains the
  /// transformed bounds, in points.
  ///
  /// Getting it computes the bounding box of
  /// `Rect(x: -anchorPoint.x * w, y: -anchorPoint.y * h, width: w, height: h)` under ``transform``,
  /// moved by ``position`` (`w`, `h` = `bounds.size`). `bounds.origin` plays no part. Under an
  /// identity transform this is `position − anchorPoint ⊙ size` with the bounds' size.
  ///
  /// Setting it with a rectangle `F` (standardized first) keeps ``anchorPoint``, ``transform`` and
  /// `bounds.origin`, and changes `bounds.size` and ``position``. UIKit calls `frame` "undefined"
  /// under a transform; this is AffineKit's documented rule:
  /// - identity linear part: `bounds.size = F.size`, `position = F.origin + anchorPoint ⊙ F.size − t`;
  /// - invertible linear part `L`: `bounds.size` is the size of `F.size`'s box under `L⁻¹`, and
  ///   `position` puts the new frame's centre on `F`'s centre;
  /// - singular `L`: `bounds.size` is kept and the layer only moves, centring its frame on `F`'s.
  ///
  /// For scales, mirrors and exact multiples of 90° (entries 0 and ±1) reading `frame` back gives
  /// `F` (exactly, when the arithmetic is exact). Under 45° or a shear no bounds size can give `F`:
  /// the new frame keeps `F`'s centre and is larger. (`AffineTransform(rotationAngle: .pi / 2)` is
  /// not exact, its cosine is 6e-17, so the round trip holds only to rounding.)
  ///
  ///     var layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
  ///     layer.transform = AffineTransform(scaleX: 2, y: 2)
  ///     layer.frame = Rect(x: 10, y: 10, width: 60, height: 40)
  ///     layer.bounds.size   // (30.0, 20.0)
  ///     layer.position      // (40.0, 30.0)
  ///
  /// Edge cases:
  /// - Singular transform: the getter returns a degenerate (zero-width or zero-height) rectangle.
  /// - A null or non-finite frame propagates into `position` and `bounds.size`; nothing traps.
  public var frame: Rect {
    @inlinable
    @inline(always)
    get {
      Rect(
        x: -anchorPoint.x * bounds.size.width, y: -anchorPoint.y * bounds.size.height,
        width: bounds.size.width, height: bounds.size.height
      )
      .applying(transform)
      .offsetBy(dx: position.x, dy: position.y)
    }
    @inlinable
    set {
      let f = newValue.standardized
      let t = transform
      if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
        bounds.size = f.size
        position = Point(
          x: f.origin.x + anchorPoint.x * f.size.width - t.tx,
          y: f.origin.y + anchorPoint.y * f.size.height - t.ty)
        return
      }
      let linear = AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
      if let inverse = linear.inverse {
        let size = Rect(origin: .zero, size: f.size).applying(inverse).size
        bounds.size = size
      }
      // Centre the transformed, anchor-relative box on F's centre.
      let w = bounds.size.width
      let h = bounds.size.height
      let box = Rect(x: -anchorPoint.x * w, y: -anchorPoint.y * h, width: w, height: h)
        .applying(linear)
      position = Point(x: f.midX - t.tx - box.midX, y: f.midY - t.ty - box.midY)
    }
  }

  /// Sets the anchor point without moving the layer: its frame and the position of every point of
  /// its space in the superlayer stay the same, under any transform.
  ///
  /// `position += L·((newAnchor − anchorPoint) ⊙ bounds.size)`, then `anchorPoint = newAnchor`.
  /// (The helper in seed 002 adds `(newAnchor − anchorPoint) ⊙ size` without `L`, which is right
  /// only when the transform has no rotation or scale.)
  ///
  ///     var layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 50),
  ///                               position: Point(x: 130, y: 145))
  ///     layer.setAnchorPointPreservingFrame(Point(x: 0, y: 0))
  ///     layer.position   // (80.0, 120.0); the frame is still (80.0, 120.0, 100.0, 50.0)
  ///
  /// Edge cases:
  /// - Singular transform: the map to the superlayer is still preserved (the formula needs no
  ///   inverse).
  /// - Non-finite anchors propagate into `position`.
  ///
  /// - Parameter newAnchor: The new anchor point, in unit coordinates of the bounds.
  @inlinable
  public mutating func setAnchorPointPreservingFrame(_ newAnchor: Point) {
    let dx = (newAnchor.x - anchorPoint.x) * bounds.size.width
    let dy = (newAnchor.y - anchorPoint.y) * bounds.size.height
    let t = transform
    position = Point(
      x: position.x + (t.a * dx + t.c * dy), y: position.y + (t.b * dx + t.d * dy))
    anchorPoint = newAnchor
  }
}
