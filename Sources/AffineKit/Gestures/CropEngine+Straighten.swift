// Straighten, quarter turns and flips, and reset: the events that set the angle and the
// orientation (the rotation gesture is with the other gestures, in CropEngine+Apply.swift).

extension CropEngine {
  /// The straighten event: sets the angle (clamped into `±maximumAngle`), keeping the image point
  /// under the crop box's centre fixed, and when the box must be covered raises the zoom just
  /// enough: with `q = u/s`, `s' = max(s, E_x/(w − 2|q_x|), E_y/(h − 2|q_y|))` when both
  /// denominators are positive and `s'` is within `maximumZoom`; otherwise `max(s, coverZoom)` and
  /// the box's centre clamped into the covering range.
  @inlinable
  @inline(always)
  mutating func straighten(to requested: Double) -> CropEventResult {
    guard Self.isFinite(requested) else { return .rejected(.invalidAngle) }
    let target = configuration.clampedAngle(requested)
    let angleChanged = target != placement.angle
    // Read once: the fit, the crop box's centre and the orientation's matrix (the step's helpers
    // would each compute them again).
    let covers = configuration.coversCropBox
    // The same angle again changes nothing, unless the box must be covered and is not (during a
    // gesture): then it zooms to cover, as any straighten does.
    if !angleChanged && (!covers || isCovered) { return .unchanged }
    let (sinT, cosT) =
      angleChanged ? Trigonometry.sinCos(target) : (placement.sin, placement.cos)
    let o = placement.orientation.matrix
    let l1 = Self.linear(sin: sinT, cos: cosT, matrix: o)
    guard
      !covers
        || Self.coverZoom(Self.extents(l1, box: cropBox.size), fitted: fittedSize)
          <= configuration.limits.maximumZoom
    else { return .rejected(.angleNotCoverable) }
    let before = placement
    let s = zoom
    let b = Point(x: cropBox.midX, y: cropBox.midY)
    let u = boxCentreInImageAxes(
      Self.linear(sin: placement.sin, cos: placement.cos, matrix: o), box: b)
    let q = (x: u.x / s, y: u.y / s)
    placement.setAngle(target, sin: sinT, cos: cosT)
    var s1 = s
    if covers {
      let e = Self.extents(l1, box: cropBox.size)
      let dx = fittedSize.width - 2 * q.x.magnitude
      let dy = fittedSize.height - 2 * q.y.magnitude
      // Never below the covering zoom: `E/(w − 2|q|)` can round an ulp below `coverZoom`, which
      // the settle would then raise, so the straightened state would not be at rest.
      let cover = Self.coverZoom(e, fitted: fittedSize)
      var fallback = true
      if dx > 0 && dy > 0 {
        s1 = Swift.max(s, Swift.max(e.x / dx, e.y / dy), cover)
        fallback = !(s1 <= configuration.limits.maximumZoom)
      }
      if fallback { s1 = Swift.max(s, cover) }
    }
    if angleChanged || s1 != s {
      placement.zoom = s1
      placeBoxCentre(at: (s1 * q.x, s1 * q.y), l1, box: b)
    }
    if covers { clampRotatedCenter(l1, box: b) }
    guard commit(orRestore: before) else { return .rejected(.overflow) }
    if placement.isAt(before) { return .unchanged }
    tracker.turnBase = nil
    return .moved
  }

  /// The turn and flip events: `action` is the orientation change on screen (`R(90°)^k` or a
  /// mirror), about the crop box's centre.
  ///
  /// Computed from the placement before the run of turns and flips (settled first, with every
  /// gesture cancelled): the image point under the box's centre stays there at the same zoom
  /// relative to the fit, the angle changes sign when the mirror changes, then the image settles.
  /// Coming back to the run's first orientation gives its placement back exactly.
  @inlinable
  mutating func reorient(_ action: CropOrientation) -> CropEventResult {
    let before = placement
    let base: Placement
    if let b = tracker.turnBase {
      base = b
    } else {
      settleGeometry()
      if !placement.isCommittable { placement = before }
      base = placement
    }
    // The new orientation: action · O, composed with exact 0/±1 matrices.
    var o = placement.orientation
    if action.isMirrored { o = o.flipped(.horizontal) }
    o = o.turned(by: action.quarterTurns)
    if o == base.orientation {
      placement = base
    } else {
      guard let fitted = fittedSize(for: o) else {
        placement = before
        return .rejected(.overflow)
      }
      // Mirroring changes the sign of the angle: F·R(θ) = R(−θ)·F.
      let mirrorChanged = o.isMirrored != base.orientation.isMirrored
      let sinT = mirrorChanged ? -base.sin : base.sin
      let l1 = Self.linear(sin: sinT, cos: base.cos, orientation: o)
      guard isCoverable(l1, fitted: fitted) else {
        placement = before
        return .rejected(.angleNotCoverable)
      }
      // The crop box's centre in the base's image axes, rescaled to the new fit.
      let l0 = Self.linear(sin: base.sin, cos: base.cos, orientation: base.orientation)
      let dx = cropBox.midX - base.center.x
      let dy = cropBox.midY - base.center.y
      let u0 = (x: l0.m00 * dx + l0.m10 * dy, y: l0.m01 * dx + l0.m11 * dy)
      let u1 = (
        x: u0.x * (fitted.width / base.fittedSize.width),
        y: u0.y * (fitted.height / base.fittedSize.height)
      )
      placement.orientation = o
      placement.setAngle(mirrorChanged ? -base.angle : base.angle, sin: sinT, cos: base.cos)
      placement.fittedSize = fitted
      placement.zoom = base.zoom
      placeBoxCentre(at: u1, l1)
      settleGeometry()
      guard commit(orRestore: before) else { return .rejected(.overflow) }
    }
    if placement.isAt(before) && tracker.active == 0 && tracker.turnBase == nil {
      placement = before
      return .unchanged
    }
    // Every gesture is cancelled; the run goes on unless it came back to its first orientation.
    tracker = GestureTracker()
    if o != base.orientation { tracker.turnBase = base }
    return .moved
  }

  /// The reset event: zoom 1 (clamped into the resting range), centred, angle 0, no turns and no
  /// mirror, every gesture cancelled, then settled. With the angle already 0 and no turn or mirror
  /// it animates there with the eased settle, as a key step or a double tap does; an angle, turn
  /// or mirror to undo jumps, as straighten, turns and flips do.
  @inlinable
  mutating func reset() -> CropEventResult {
    let before = placement
    if !placement.orientation.isIdentity {
      guard let fitted = fittedSize(for: .identity) else { return .rejected(.overflow) }
      placement.fittedSize = fitted
    }
    placement.orientation = .identity
    placement.setAngle(0, sin: 0, cos: 1)
    placement.zoom = configuration.limits.clampedToRest(1)
    placement.center = Self.centre(of: cropBox)
    if let result = settleCancellingGestures(from: before) { return result }
    if !before.isUnrotated || placement.isAt(before) { return .moved }
    return started(settleAnimation(from: before))
  }
}
