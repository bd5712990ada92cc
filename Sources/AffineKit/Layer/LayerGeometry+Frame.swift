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
  /// - axis-aligned linear part (`b == c == 0`, `a, d ≠ 0`: identity, scales, mirrors):
  ///   `bounds.size = (F.width / |a|, F.height / |d|)`, and `position = F.origin − B.origin`, where
  ///   `B` is the getter's box before it is moved by `position`
  ///   (`B.origin = (−anchorPoint.x · w, −anchorPoint.y · h)` mapped by ``transform``); under the
  ///   identity that is `position = F.origin + anchorPoint ⊙ F.size`;
  /// - exact quarter turn or axis swap (`a == d == 0`, `b, c ≠ 0`): the same with width and height
  ///   exchanged, `bounds.size = (F.height / |b|, F.width / |c|)`;
  /// - any other invertible linear part `L`: `bounds.size` is the size of `F.size`'s box under
  ///   `L⁻¹`, and `position` puts the new frame's centre on `F`'s centre;
  /// - singular `L`: `bounds.size` is kept and the layer only moves, centring its frame on `F`'s.
  ///
  /// Round trip (reading `frame` back after setting `F`), in the first two cases:
  /// - the size is exactly `F.size` when the scale entries are ±1 (division and multiplication by
  ///   1 are exact) and otherwise within one rounding of each of `/|a|` and `·|a|`, that is at
  ///   most 1 ulp of `F.width` (and of `F.height`);
  /// - each origin coordinate is `(F.origin − B.origin) + B.origin` evaluated in floating point:
  ///   exact when `F.origin − B.origin` is exact (for instance dyadic values such as 51.5 or
  ///   0.25), otherwise within one ulp of the larger of `|position|` and `|F.origin|`. For
  ///   example `ViewGeometry(frame: (51.5, 27.7, 147.5, 146.6))` stores `position.y = 101.0`, and
  ///   `101.0 − 73.3` is `27.700000000000003`: the stored position cannot carry 27.7's rounding.
  ///
  /// Under 45° or a shear no bounds size can give `F`: the new frame keeps `F`'s centre and is
  /// larger. `AffineTransform(rotationAngle: .pi / 2)` is not an exact quarter turn (its cosine
  /// is 6e-17), so it takes the general path and the round trip holds only to rounding.
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
      // The size: F.size undone by the linear part. For an axis-aligned or quarter-turn linear
      // part, divide by the entries' magnitudes (one rounding, and none for ±1) rather than
      // going through a general inverse.
      let axisAligned = t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0
      let quarterTurn = t.a == 0 && t.d == 0 && t.b != 0 && t.c != 0
      if axisAligned {
        bounds.size = Size(
          width: f.size.width / Swift.abs(t.a), height: f.size.height / Swift.abs(t.d))
      } else if quarterTurn {
        bounds.size = Size(
          width: f.size.height / Swift.abs(t.b), height: f.size.width / Swift.abs(t.c))
      } else if let inverse = AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0).inverse
      {
        bounds.size = Rect(origin: .zero, size: f.size).applying(inverse).size
      }
      let w = bounds.size.width
      let h = bounds.size.height
      // The getter's box before it is moved by `position`, computed exactly as the getter does.
      let box = Rect(x: -anchorPoint.x * w, y: -anchorPoint.y * h, width: w, height: h)
        .applying(t)
      if axisAligned || quarterTurn {
        // The box has F's size: put its origin on F's (the getter adds `position` back).
        position = Point(x: f.origin.x - box.origin.x, y: f.origin.y - box.origin.y)
      } else {
        // No bounds size gives F (or the size is kept): centre the box on F's centre.
        position = Point(x: f.midX - box.midX, y: f.midY - box.midY)
      }
    }
  }

  /// Sets the anchor point without moving the layer: its frame and the position of every point of
  /// its space in the superlayer stay the same, under any transform.
  ///
  /// `position += L·((newAnchor − anchorPoint) ⊙ bounds.size)`, then `anchorPoint = newAnchor`.
  /// (The common helper that adds `(newAnchor − anchorPoint) ⊙ size` without `L`, as in the post
  /// "CALayer의 anchorPoint 톺아보기", is right only when the transform has no rotation or scale.)
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
