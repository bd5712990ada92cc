// Which handle a touch grabs: the box's touch zones, on screen.
//
// With the box (x0, y0)…(x1, y1) on screen and r half the touch target size (22 points for
// Apple's 44), per axis:
// - an edge's band is the points within r of its line, reaching at most half the box inside, so
//   that where the two bands of a thin box overlap the nearer edge wins (the min edge on a tie);
// - a corner's zone reaches r outside the box and at most min(r, side / 3) inside along each
//   side, so that the middle third of every edge, at least, belongs to the edge.
// A point in a corner's zone grabs the corner; otherwise, in one or two edges' bands, the edge
// whose line is nearer (the horizontal edge on a tie); otherwise, inside the box, the photo. On a
// box under the touch size, a point beside an edge but outside the box can be nearer another
// edge's line than its own: 21 points left of a 42-point box's left edge, at its middle, is 21
// from the top edge's line too, and grabs the top edge. Every
// edge is grabbable at its middle on every box: there the edge's own distance is 0, and no corner
// reaches it. (TOCropViewController's -[TOCropView cropEdgeForPoint:] checks fixed 64-point
// squares at the corners first, which cover the edges of a box under 64 points.)

/// What a touch at a point grabs (``CropEngine/touchTarget(at:time:size:)``): one of the crop box's
/// eight handles, the photo inside the box, or nothing.
///
/// An adapter asks once, when a touch begins, and sends what the answer names: a
/// ``CropEvent/handleDrag(_:_:translation:values:)`` of the handle, or a
/// ``CropEvent/pan(_:translation:velocity:values:)`` for the photo.
public enum CropTouchTarget: Hashable, Sendable {
  /// A handle of the box: an edge or a corner, named on screen (the handle a drag of that name
  /// moves).
  case handle(CropHandle)
  /// The photo, inside the crop box and outside every handle's zone (or anywhere inside a box the
  /// user cannot edit).
  case photo
  /// Nothing: outside the box and its handles' zones, or a point or a size that is not valid.
  case nothing

  /// The target at `p` for a crop box `box` on screen whose handles (when it `hasHandles`) have
  /// touch targets of `size` points: see the comment at the top of this file.
  @inlinable
  init(at p: Point, box: Rect, size: Double, hasHandles: Bool) {
    guard p.x.magnitude < .infinity, p.y.magnitude < .infinity, size >= 0, size < .infinity
    else {
      self = .nothing
      return
    }
    let x0 = box.origin.x
    let y0 = box.origin.y
    let x1 = x0 + box.size.width
    let y1 = y0 + box.size.height
    guard hasHandles else {
      self = x0 <= p.x && p.x <= x1 && y0 <= p.y && p.y <= y1 ? .photo : .nothing
      return
    }
    let r = size * 0.5
    let x = Self.axis(p.x, x0, x1, r)
    let y = Self.axis(p.y, y0, y1, r)
    // A corner; else of a vertical and a horizontal edge's bands the nearer edge's line, a band
    // alone along the box; else the photo inside the box.
    var h = 0
    var v = 0
    if x.corner != 0 && y.corner != 0 {
      (h, v) = (x.corner, y.corner)
    } else if x.edge != 0 && (y.edge != 0 ? x.distance < y.distance : y.within) {
      h = x.edge
    } else if y.edge != 0 && (x.edge != 0 || x.within) {
      v = y.edge
    }
    self =
      h != 0 || v != 0
      ? .handle(Self.handle(horizontal: h, vertical: v))
      : x.within && y.within ? .photo : .nothing
  }

  /// Where `v` lies on one axis of the box `[lo, hi]` with zones reaching `r` from its edges:
  /// `edge` −1 or +1 in the min or max edge's band (0 in neither), `distance` to that edge's
  /// line, `corner` −1 or +1 within a corner zone's reach on this axis, and `within` whether `v`
  /// lies along the box, `[lo, hi]`.
  @inlinable
  static func axis(_ v: Double, _ lo: Double, _ hi: Double, _ r: Double) -> (
    edge: Int, distance: Double, corner: Int, within: Bool
  ) {
    let side = hi - lo
    // Every zone's outer bound is the same `lo − r` or `hi + r`, so that the zones agree at it.
    let outside = lo - r <= v && v <= hi + r
    // A band reaches at most half the box inside: the min edge's first, so it wins a tie.
    let band = Swift.min(r, side * 0.5)
    var edge = 0
    var distance = Double.infinity
    if outside && v <= lo + band {
      (edge, distance) = (-1, (v - lo).magnitude)
    } else if outside && hi - band <= v {
      (edge, distance) = (1, (v - hi).magnitude)
    }
    // A corner reaches at most a third of the side inside.
    let reach = Swift.min(r, side / 3)
    var corner = 0
    if outside && v <= lo + reach {
      corner = -1
    } else if outside && hi - reach <= v {
      corner = 1
    }
    return (edge, distance, corner, lo <= v && v <= hi)
  }

  /// The handle that moves the given edges (−1 the min edge, +1 the max, 0 neither; not both 0).
  @inlinable
  static func handle(horizontal h: Int, vertical v: Int) -> CropHandle {
    switch (h, v) {
    case (-1, -1): return .topLeft
    case (1, -1): return .topRight
    case (-1, 1): return .bottomLeft
    case (1, 1): return .bottomRight
    case (-1, _): return .left
    case (1, _): return .right
    case (_, -1): return .top
    default: return .bottom
    }
  }
}

extension CropEngine {
  /// What a touch at `point` grabs at `time`: a handle of the crop box, the photo inside the box,
  /// or nothing. An adapter asks when a touch begins and starts what the answer names (a handle
  /// drag, a pan), deciding nothing itself.
  ///
  /// The box is the one drawn at `time` (``cropBox(at:)``, under ``cropBoxTransform(at:)`` during
  /// a quarter turn's animation), and the handles are named on screen, as handle drags name them:
  /// after a quarter turn the top-left handle is the one at the screen's top left. Each handle's
  /// zone is `size` points across (44 by default, Apple's minimum touch target; a pointer's
  /// smaller, 24 say), centred on its corner or edge: it reaches half that outside the box and inside
  /// it, except that on a small box a corner reaches at most a third of each side inside and an
  /// edge's band at most half the box, so that every edge can be grabbed at its middle. Corners
  /// win over edges; where two edges' bands overlap the nearer edge wins (the top or bottom edge
  /// on a tie, and of two opposite edges the top or left one).
  ///
  ///     // a 300 × 300 box at (45, 272) in an editor
  ///     engine.touchTarget(at: Point(x: 50, y: 260), time: t)    // .handle(.topLeft)
  ///     engine.touchTarget(at: Point(x: 195, y: 280), time: t)   // .handle(.top)
  ///     engine.touchTarget(at: Point(x: 195, y: 422), time: t)   // .photo
  ///     engine.touchTarget(at: Point(x: 195, y: 100), time: t)   // .nothing
  ///
  /// Edge cases:
  /// - An engine without box editing (a fixed box, ``CropConfiguration/boxEditing`` `nil`) has
  ///   no handles: inside the box is the photo, outside is nothing.
  /// - A point that is not finite, or a size that is negative or not finite, grabs nothing. A size
  ///   of 0 leaves the box's lines themselves (its edges and corners) to the handles.
  /// - A time that is NaN reads the committed box, as ``cropBox(at:)`` does.
  ///
  /// - Parameters:
  ///   - point: Where the touch is, in the view's coordinates.
  ///   - time: When, in seconds on the clock the events' times are on.
  ///   - size: A handle's touch zone across, in points. Defaults to 44.
  /// - Returns: The handle, the photo or nothing.
  @inlinable
  public func touchTarget(at point: Point, time: Double, size: Double = 44) -> CropTouchTarget {
    let box = cropBox(at: time)
    var p = point
    let t = cropBoxTransform(at: time)
    // The box drawn turned (a quarter turn's animation): the point back into the box's own frame.
    if !t.isIdentity { p = p.applying(t.inverted()) }
    return CropTouchTarget(
      at: p, box: box, size: size, hasHandles: configuration.boxEditing != nil)
  }
}
