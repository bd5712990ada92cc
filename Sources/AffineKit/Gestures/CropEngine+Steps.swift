extension CropEngine {
  // MARK: Primitive steps (validated input; the caller commits or restores)

  /// Sets the zoom to `newZoom` about `focus` (view coordinates): `c' = p + (s'/s)·(c − p)`.
  @inlinable
  @inline(always)
  mutating func zoom(to newZoom: Double, about focus: Point) {
    let k = newZoom / zoom
    placement.center = Point(
      x: focus.x + k * (center.x - focus.x), y: focus.y + k * (center.y - focus.y))
    placement.zoom = newZoom
  }

  /// Moves the centre by `t` under the overscroll mode. An axis with a zero component is left
  /// bit-identical.
  @inlinable
  @inline(always)
  mutating func applyPan(_ t: Point) {
    if t.x == 0 && t.y == 0 { return }
    if configuration.overscroll == .free {
      placement.center = Self.freelyPanned(center, by: t)
    } else {
      applyResistedPan(t)
    }
  }

  /// `c + t`, except that an axis with a zero component is not added to (`-0 + 0` would be `+0`,
  /// and a zero component must leave its axis bit-identical).
  @inlinable
  @inline(always)
  static func freelyPanned(_ c: Point, by t: Point) -> Point {
    Point(x: t.x == 0 ? c.x : c.x + t.x, y: t.y == 0 ? c.y : c.y + t.y)
  }

  /// ``applyPan(_:)`` for the ``Overscroll/clamped`` and ``Overscroll/rubberBand`` modes.
  @inlinable
  @inline(always)
  mutating func applyResistedPan(_ t: Point) {
    if !isUnrotated {
      applyRotatedResistedPan(t)
      return
    }
    let c = center
    switch configuration.overscroll {
    case .free:  // not reached from applyPan
      placement.center = Self.freelyPanned(c, by: t)
    case .clamped:
      let ranges = allowedCenterRanges
      placement.center = Point(
        x: t.x == 0 ? c.x : Swift.min(Swift.max(c.x + t.x, ranges.x.lo), ranges.x.hi),
        y: t.y == 0 ? c.y : Swift.min(Swift.max(c.y + t.y, ranges.y.lo), ranges.y.hi))
    case .rubberBand:
      let ranges = allowedCenterRanges
      placement.center = Point(
        x: RubberBand.pan(c.x, by: t.x, range: ranges.x, dimension: cropBox.size.width),
        y: RubberBand.pan(c.y, by: t.y, range: ranges.y, dimension: cropBox.size.height))
    }
  }

  /// The allowed range of the centre on one axis at zoom `s`: `[lo, hi]` when the image is at least
  /// as long as the crop box, or the single centred position when it is shorter.
  @inlinable
  @inline(always)
  static func centerRange(
    length: Double, zoom s: Double, boxMin: Double, boxLength: Double
  ) -> (lo: Double, hi: Double) {
    let scaled = s * length
    if scaled < boxLength {
      let centred = boxMin + boxLength * 0.5
      return (centred, centred)
    }
    // Left edge at or before boxMin ⇔ centre ≤ boxMin + half; right edge at or after boxMax ⇔
    // centre ≥ boxMax − half. Clamping the centre (not the edge) keeps the rule exactly idempotent.
    let half = scaled * 0.5
    let hi = boxMin + half
    let lo = Swift.min((boxMin + boxLength) - half, hi)
    return (lo, hi)
  }

  /// The allowed centre ranges on both axes at the current zoom.
  @inlinable
  @inline(always)
  var allowedCenterRanges: (x: (lo: Double, hi: Double), y: (lo: Double, hi: Double)) {
    (
      Self.centerRange(
        length: fittedSize.width, zoom: zoom, boxMin: cropBox.origin.x,
        boxLength: cropBox.size.width),
      Self.centerRange(
        length: fittedSize.height, zoom: zoom, boxMin: cropBox.origin.y,
        boxLength: cropBox.size.height)
    )
  }

  /// Clamps the centre into the allowed range on each axis at the current zoom.
  @inlinable
  mutating func clampCenter() {
    if !isUnrotated {
      clampRotatedCenter()
      return
    }
    clampUnrotatedCenter()
  }

  /// ``clampCenter()`` for an unrotated engine (the caller has checked ``isUnrotated``).
  @inlinable
  mutating func clampUnrotatedCenter() {
    let ranges = allowedCenterRanges
    placement.center = Point(
      x: Swift.min(Swift.max(center.x, ranges.x.lo), ranges.x.hi),
      y: Swift.min(Swift.max(center.y, ranges.y.lo), ranges.y.hi))
  }

  // MARK: Settle

  /// The settle step: clamps the zoom into the resting range about the image's centre, then the
  /// centre into the allowed range. Idempotent, and pure in (placement, crop box, limits).
  @inlinable
  mutating func settleGeometry() {
    if !isUnrotated {
      settleRotatedGeometry()
      return
    }
    let rest = configuration.limits.clampedToRest(zoom)
    if rest != zoom { zoom(to: rest, about: center) }
    clampUnrotatedCenter()
  }

  /// Settles and returns the animation from the placement before, or `nil` when nothing moved.
  ///
  /// The settled placement is always committable: the resting zoom is within the limits of a
  /// committable state's zoom, and the clamped centre lies between a finite centre and the crop
  /// box's finite centre... except when the image's half size at the resting zoom overflows, which
  /// `placement.isCommittable` catches; then the placement is restored and nothing moves.
  @inlinable
  mutating func settleAnimated() -> SettleAnimation? { settleAnimatedInline() }

  /// ``settleAnimated()``, always inlined: the end of a gesture without a velocity.
  @inlinable
  @inline(__always)
  mutating func settleAnimatedInline() -> SettleAnimation? {
    let before = placement
    return settleCommitted(from: before) == .moved ? settleAnimation(from: before) : nil
  }

  /// The settle step, committed: ``SettleStep/overflow`` when the settled placement is not
  /// committable (`before` is restored), ``SettleStep/unmoved`` when it is `before` (whose bits
  /// are put back: the clamp may have turned a −0 into +0), else ``SettleStep/moved``.
  @inlinable
  @inline(__always)
  mutating func settleCommitted(from before: Placement) -> SettleStep {
    settleGeometry()
    guard commit(orRestore: before) else { return .overflow }
    return putBackIfUnmoved(before) ? .unmoved : .moved
  }

  /// Whether the placement is `before` by value; if so, `before`'s bits are put back (a clamp may
  /// have turned a −0 into +0, and an event that moves nothing leaves the state bit-identical).
  @inlinable
  @inline(__always)
  mutating func putBackIfUnmoved(_ before: Placement) -> Bool {
    guard placement.isAt(before) else { return false }
    placement = before
    return true
  }

  /// The settle animation from the placement `before` (centre, zoom) to the current one, at the
  /// current fit, angle and orientation (a settle changes neither).
  @inlinable
  func settleAnimation(from before: Placement) -> SettleAnimation {
    SettleAnimation(
      fittedSize: fittedSize, startCenter: before.center, startZoom: before.zoom, endCenter: center,
      endZoom: zoom, angle: placement.angle, orientation: placement.orientation)
  }
}

/// UIScrollView's rubber band, applied statelessly. The formula `(1 − 1/(x·c/d + 1))·d` with
/// `c = 0.55` (the same as `c·d·x / (d + c·x)`) was reverse-engineered from UIScrollView by Grant
/// Paul in 2013 (mirrored in the gist https://gist.github.com/originell/6961057).
///
/// A displayed overshoot `b` past the allowed range is the image `band(x) = c·d·x / (d + c·x)` of a
/// virtual overshoot `x`; a pan adds its delta to the virtual position `unband(b)` and maps back.
/// The displayed position is the only state, so the law "two pans equal one pan of their sum"
/// holds up to the rounding of `b`: `unband` amplifies an error of half an ulp of `d` in `b` to
/// about `c·x²/d · 1.1e-16` points of `x` (`d − b = d²/(d + c·x)`). So the law holds to 1e-9 for a
/// virtual overshoot up to about `200·d` between the two pans, and to 1e-6 up to about `7000·d`
/// (with `d = 300`: 60,000 and 2,100,000 points of finger travel past the edge).
///
/// `band(x)` stays below `d` in floating point for `x` below about `1e15·d` (it first rounds to
/// `d` near `9e15·d`, measured for `d` from 200 to 1024), so in practice a pan under `.rubberBand`
/// never leaves the band. A displayed overshoot at or past `d` comes from a `.free` pan, a change
/// of mode, a centre set directly, or a virtual overshoot past that bound; it has no virtual
/// position, and there the content moves 1:1 toward the range and never further out (the law does
/// not hold there).
/// What the committed settle step did (``CropEngine/settleCommitted(from:)``).
@usableFromInline
enum SettleStep: Sendable {
  /// The settled placement is not committable: the placement before is restored.
  case overflow
  /// The placement did not move.
  case unmoved
  /// The placement moved.
  case moved
}

@usableFromInline
enum RubberBand {
  /// UIScrollView's constant: at the edge the content follows the finger at 55 %.
  @inlinable
  static var coefficient: Double { 0.55 }

  /// The displayed overshoot for a virtual overshoot `x ≥ 0`: `c·d·x / (d + c·x)`, below `d`.
  @inlinable
  static func band(_ x: Double, dimension d: Double) -> Double {
    coefficient * d * x / (d + coefficient * x)
  }

  /// The virtual overshoot for a displayed one `0 ≤ b < d`: `d·b / (c·(d − b))`.
  @inlinable
  static func unband(_ b: Double, dimension d: Double) -> Double {
    d * b / (coefficient * (d - b))
  }

  /// Moves a displayed position by `delta` through the virtual position, so that two moves equal
  /// one move of their sum (see the type's documentation for where that stops holding). A zero
  /// delta returns `position` bit for bit.
  @inlinable
  static func pan(
    _ position: Double, by delta: Double, range: (lo: Double, hi: Double), dimension d: Double
  ) -> Double {
    if delta == 0 { return position }
    let virtual: Double
    if position > range.hi {
      let b = position - range.hi
      // Past the asymptote no virtual position exists: 1:1 back toward the range, never further.
      if b >= d { return delta > 0 ? position : position + delta }
      virtual = range.hi + unband(b, dimension: d)
    } else if position < range.lo {
      let b = range.lo - position
      if b >= d { return delta < 0 ? position : position + delta }
      virtual = range.lo - unband(b, dimension: d)
    } else {
      virtual = position
    }
    let moved = virtual + delta
    if moved > range.hi { return range.hi + band(moved - range.hi, dimension: d) }
    if moved < range.lo { return range.lo - band(range.lo - moved, dimension: d) }
    return moved
  }
}
