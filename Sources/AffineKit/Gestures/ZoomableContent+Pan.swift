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
    guard isValid, t.x.isFinite, t.y.isFinite else { return nil }
    applyPan(t)
    return finish(phase)
  }

  /// Moves the centre by `t` under the overscroll mode (validated input).
  @inlinable
  mutating func applyPan(_ t: Point) {
    let c = content.center
    switch overscroll {
    case .free:
      content.center = Point(x: c.x + t.x, y: c.y + t.y)
    case .clamped:
      content.center = Point(x: c.x + t.x, y: c.y + t.y)
      clampCenter()
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
@usableFromInline
enum RubberBand {
  /// UIScrollView's constant: at the edge the content follows the finger at 55 %.
  @usableFromInline
  static let coefficient = 0.55

  /// The displayed overshoot for a virtual overshoot `x ≥ 0`: `c·d·x / (d + c·x)`, below `d`.
  @inlinable
  static func band(_ x: Double, dimension d: Double) -> Double {
    coefficient * d * x / (d + coefficient * x)
  }

  /// The virtual overshoot for a displayed one `0 ≤ b < d`: `d·b / (c·(d − b))`. A displayed
  /// overshoot at or past `d` (possible after a free pan) is capped at `0.999·d` first.
  @inlinable
  static func unband(_ b: Double, dimension d: Double) -> Double {
    let capped = Swift.min(b, 0.999 * d)
    return d * capped / (coefficient * (d - capped))
  }

  /// Moves a displayed position by `delta` through the virtual position, so that two moves equal
  /// one move of their sum.
  @inlinable
  static func pan(
    _ position: Double, by delta: Double, range: (lo: Double, hi: Double), dimension d: Double
  ) -> Double {
    let virtual: Double
    if position > range.hi {
      virtual = range.hi + unband(position - range.hi, dimension: d)
    } else if position < range.lo {
      virtual = range.lo - unband(range.lo - position, dimension: d)
    } else {
      virtual = position
    }
    let moved = virtual + delta
    if moved > range.hi { return range.hi + band(moved - range.hi, dimension: d) }
    if moved < range.lo { return range.lo - band(range.lo - moved, dimension: d) }
    return moved
  }
}
