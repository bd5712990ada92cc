extension ZoomableContent {
  /// Applies one pan event: moves the content by the recognizer's translation increment, in
  /// wrapper coordinates, then resets the increment to zero (as seed 000 does with
  /// `setTranslation(.zero, in:)`). On ``GesturePhase/ended`` and ``GesturePhase/cancelled`` the
  /// content then settles and the settle animation is returned.
  ///
  /// `c' = c + t`, then the ``overscroll`` mode: ``Overscroll/free`` lets the content go anywhere,
  /// ``Overscroll/clamped`` stops it at the allowed range, ``Overscroll/rubberBand`` resists past
  /// it. Read the translation in the wrapper's space (`translation(in: wrapper)`): read in the
  /// scaled content's own space, as the seed does, the content lags the finger at zoom 2.
  ///
  ///     var translation = Point(x: 200, y: 0)
  ///     state.pan(translation: &translation, phase: .ended)  // at zoom 2 in a 300 × 300 wrapper
  ///     state.contentFrame                                   // (0.0, -150.0, 600.0, 600.0)
  ///
  /// Edge cases (the state is left bit-identical, no animation is returned, and `translation` is
  /// still reset to zero):
  /// - A non-finite translation; an invalid state.
  /// - A finite translation whose result overflows (a centre beyond `Double.greatestFiniteMagnitude`).
  ///
  /// Identity (bit for bit): a zero translation changes nothing in `.began` and `.changed`, in every
  /// overscroll mode (`.ended` and `.cancelled` still settle); a zero component leaves that axis's
  /// centre bit-identical.
  ///
  /// - Parameters:
  ///   - translation: The recognizer's translation since its last reset, in wrapper points; set to
  ///     zero on return.
  ///   - phase: The gesture phase.
  /// - Returns: The settle animation on `.ended`/`.cancelled` if the content moved, else `nil`.
  @inlinable
  @discardableResult
  public mutating func pan(translation: inout Point, phase: GesturePhase) -> SettleAnimation? {
    let t = translation
    translation = .zero
    guard isValid, Self.isFinite(t.x), Self.isFinite(t.y) else {
      return nil
    }
    let center = content.center
    applyPan(t)
    guard commit(orRestoreCenter: center) else { return nil }
    return finish(phase)
  }

  /// Moves the centre by `t` under the overscroll mode (validated input). An axis with a zero
  /// component is left bit-identical. The result may be non-finite; the caller commits or restores.
  @inlinable
  mutating func applyPan(_ t: Point) {
    if t.x == 0 && t.y == 0 { return }
    if overscroll == .free {
      content.center = ZoomableContent.freelyPanned(content.center, by: t)
    } else {
      // Kept apart so the default mode's two additions inline into the caller on their own.
      applyResistedPan(t)
    }
  }

  /// `c + t`, except that an axis with a zero component is not added to (`-0 + 0` would be `+0`,
  /// and a zero component must leave its axis bit-identical).
  @inlinable
  static func freelyPanned(_ c: Point, by t: Point) -> Point {
    Point(x: t.x == 0 ? c.x : c.x + t.x, y: t.y == 0 ? c.y : c.y + t.y)
  }

  /// ``applyPan(_:)`` for the ``Overscroll/clamped`` and ``Overscroll/rubberBand`` modes.
  @inlinable
  mutating func applyResistedPan(_ t: Point) {
    let c = content.center
    switch overscroll {
    case .free:  // not reached from applyPan
      content.center = ZoomableContent.freelyPanned(c, by: t)
    case .clamped:
      let ranges = allowedCenterRanges
      content.center = Point(
        x: t.x == 0 ? c.x : Swift.min(Swift.max(c.x + t.x, ranges.x.lo), ranges.x.hi),
        y: t.y == 0 ? c.y : Swift.min(Swift.max(c.y + t.y, ranges.y.lo), ranges.y.hi))
    case .rubberBand:
      let ranges = allowedCenterRanges
      let w = wrapper.standardized.size
      content.center = Point(
        x: RubberBand.pan(c.x, by: t.x, range: ranges.x, dimension: w.width),
        y: RubberBand.pan(c.y, by: t.y, range: ranges.y, dimension: w.height))
    }
  }
}

/// UIScrollView's rubber band, applied statelessly (../shared/reference/gestures.md §2.8).
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
