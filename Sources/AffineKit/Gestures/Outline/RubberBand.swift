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
