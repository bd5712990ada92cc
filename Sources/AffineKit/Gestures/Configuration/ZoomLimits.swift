/// The zoom limits of a zoomable content: a hard range enforced during a gesture, and a resting
/// range that ``CropEngine`` settles into when the last gesture ends.
///
/// Zoom is ``CropEngine/zoom``, unitless: 1 is the image fitted to the crop box by the engine's
/// ``FitMode``, so the same limits mean the same on every screen. The invariant is
/// `minimumZoom ≤ restingMinimumZoom ≤ restingMaximumZoom ≤ maximumZoom`.
///
/// - ``crop`` (the default): the gesture may shrink the content to 0.6, and it snaps back to at
///   least 1 on release, so with ``FitMode/fill`` the crop box is always covered at rest (a
///   profile-photo crop screen).
/// - ``viewer``: the image may rest anywhere from 0.6 up, centred when smaller than the crop box.
///
///     ZoomLimits.crop.minimumZoom         // 0.6
///     ZoomLimits.crop.restingMinimumZoom  // 1.0
///
/// With ``ZoomOverscroll/rubberBand`` (opt-in) the floor and a finite ceiling are soft during a
/// gesture: past the resting range the zoom follows a rubber band in `ln(zoom)` that approaches the
/// hard limit and never reaches it (``ZoomOverscroll``).
///
///     ZoomLimits(zoomOverscroll: .rubberBand).zoomOverscroll  // .rubberBand
///
/// Edge cases (invalid limits are normalized, never a trap):
/// - A minimum that is NaN, infinite, zero or negative becomes 0.6.
/// - A maximum that is NaN, zero or negative becomes 15 (the default); a maximum below the minimum
///   swaps with it. +∞ is a valid maximum: no ceiling.
/// - A resting minimum that is not finite and positive becomes 1; every resting bound is then
///   clamped into the range, and the resting maximum (default: the maximum) is kept at or above the
///   resting minimum.
public struct ZoomLimits: Hashable, Sendable {
  /// The smallest zoom a gesture can reach: a hard floor where a pinch stops exactly, or with
  /// ``ZoomOverscroll/rubberBand`` the asymptote of the band below ``restingMinimumZoom``.
  public let minimumZoom: Double
  /// The largest zoom a gesture can reach: a hard ceiling, or with ``ZoomOverscroll/rubberBand``
  /// (when finite) the asymptote of the band above ``restingMaximumZoom``. 15 by default, as
  /// TOCropViewController's `maximumZoomScale` is 15 × the zoom that fills the crop box: with
  /// ``FitMode/fill`` the crop at rest then shows at least 1/15 of the image's width or height
  /// (the side that fills the box at zoom 1), at least 200 pixels of a 4000 × 3000 photo's 3000,
  /// so no gesture can zoom a crop down to a few pixels. Pass `.infinity` for no ceiling.
  public let maximumZoom: Double
  /// The smallest zoom the image rests at; the engine's settle raises a smaller zoom to it.
  public let restingMinimumZoom: Double
  /// The largest zoom the image rests at; the engine's settle lowers a larger zoom to it.
  public let restingMaximumZoom: Double
  /// What a gesture's zoom does past the resting range: stops at the hard limits (``ZoomOverscroll/hard``,
  /// the default) or follows a rubber band toward them (``ZoomOverscroll/rubberBand``).
  public let zoomOverscroll: ZoomOverscroll

  /// Creates limits, normalizing invalid values as the type's documentation describes.
  ///
  /// - Parameters:
  ///   - minimumZoom: The hard floor during a gesture. Defaults to 0.6.
  ///   - maximumZoom: The hard ceiling during a gesture. Defaults to 15.
  ///   - restingMinimumZoom: The smallest resting zoom. Defaults to 1.
  ///   - restingMaximumZoom: The largest resting zoom. Defaults to `maximumZoom`.
  ///   - zoomOverscroll: Hard limits or a rubber band past the resting range during a gesture.
  ///     Defaults to ``ZoomOverscroll/hard``.
  @inlinable
  public init(
    minimumZoom: Double = 0.6, maximumZoom: Double = 15, restingMinimumZoom: Double = 1,
    restingMaximumZoom: Double? = nil, zoomOverscroll: ZoomOverscroll = .hard
  ) {
    var low = minimumZoom.isFinite && minimumZoom > 0 ? minimumZoom : 0.6
    var high = maximumZoom > 0 ? maximumZoom : 15  // NaN > 0 is false
    if high < low { swap(&low, &high) }
    let restLow = restingMinimumZoom.isFinite && restingMinimumZoom > 0 ? restingMinimumZoom : 1
    let clampedRestLow = Swift.min(Swift.max(restLow, low), high)
    let restHigh = restingMaximumZoom ?? high
    let validRestHigh = restHigh > 0 ? restHigh : high
    self.minimumZoom = low
    self.maximumZoom = high
    self.restingMinimumZoom = clampedRestLow
    self.restingMaximumZoom = Swift.min(Swift.max(validRestHigh, clampedRestLow), high)
    self.zoomOverscroll = zoomOverscroll
  }

  /// The default for a crop screen: a gesture floor of 0.6, a ceiling of 15, and a resting range of
  /// `1...15`, so with ``FitMode/fill`` the image always covers the crop box at rest.
  @inlinable
  public static var crop: ZoomLimits { ZoomLimits() }

  /// A photo-viewer configuration: a gesture floor of 0.6, a ceiling of 15, and a resting range of
  /// `0.6...15`; an image smaller than the crop box rests centred.
  @inlinable
  public static var viewer: ZoomLimits { ZoomLimits(restingMinimumZoom: 0.6) }

  /// Returns `zoom` clamped into `minimumZoom...maximumZoom`.
  @inlinable
  func clampedToGesture(_ zoom: Double) -> Double {
    Swift.min(Swift.max(zoom, minimumZoom), maximumZoom)
  }

  /// Returns `zoom` clamped into `restingMinimumZoom...restingMaximumZoom`.
  @inlinable
  func clampedToRest(_ zoom: Double) -> Double {
    Swift.min(Swift.max(zoom, restingMinimumZoom), restingMaximumZoom)
  }

  /// The zoom a gesture step that multiplies the zoom `s` by `k` reaches under
  /// ``ZoomOverscroll/rubberBand`` (`s` and `k` finite and positive; `s` within the gesture
  /// limits). The result is within the gesture limits.
  ///
  /// Each side of the resting range has a band when there is room for one: below
  /// ``restingMinimumZoom`` when it is above ``minimumZoom``, above ``restingMaximumZoom`` when
  /// ``maximumZoom`` is finite and above it. A side without a band is the hard limit, as with
  /// ``ZoomOverscroll/hard``. Between the band-free bounds the step is `s·k`, exactly as with hard
  /// limits. Past a bound, in `x = ln(zoom)`: the displayed overshoot `b` (`ln(lo/s)` below the
  /// floor band's edge `lo`, `ln(s/hi)` above the ceiling's `hi`) is ``RubberBand``'s image
  /// `c·d·u / (d + c·u)` of a virtual overshoot `u`, with `d = ln(lo/minimumZoom)` (or
  /// `ln(maximumZoom/hi)`); the step adds `ln k` to the virtual `ln(zoom)` and maps back. The
  /// displayed zoom is the only state, so two steps equal one step of their product up to the
  /// rounding of the logarithms (see the guide for the tolerance).
  @usableFromInline
  func bandedZoom(_ s: Double, by k: Double) -> Double {
    let floorBand = restingMinimumZoom > minimumZoom
    let ceilingBand = maximumZoom < .infinity && restingMaximumZoom < maximumZoom
    let lo = floorBand ? restingMinimumZoom : minimumZoom
    let hi = ceilingBand ? restingMaximumZoom : maximumZoom
    let direct = s * k
    // Inside the band-free range the band never acts: the same product as a hard pinch.
    if s >= lo && s <= hi && direct >= lo && direct <= hi { return direct }
    let lnLo = Exponential.log(lo)
    let lnHi = Exponential.log(hi)
    // The bands' widths in ln(zoom); lo > minimumZoom and maximumZoom > hi where a band exists,
    // so each is positive (logs of the two ends, so that no ratio can overflow).
    let dLo = lnLo - Exponential.log(minimumZoom)
    let dHi = ceilingBand ? Exponential.log(maximumZoom) - lnHi : 0
    // The virtual ln(zoom) of the displayed zoom.
    let virtual: Double
    if s < lo {
      let b = lnLo - Exponential.log(s)
      // At or past the asymptote (a zoom set directly, or a change of mode) there is no virtual
      // zoom: 1:1 back toward the range, never further out (as the pan band does).
      if !(b < dLo) { return k > 1 ? clampedToGesture(direct) : s }
      virtual = lnLo - RubberBand.unband(b, dimension: dLo)
    } else if s > hi {
      let b = Exponential.log(s) - lnHi
      if !(b < dHi) { return k < 1 ? clampedToGesture(direct) : s }
      virtual = lnHi + RubberBand.unband(b, dimension: dHi)
    } else {
      virtual = Exponential.log(s)
    }
    let moved = virtual + Exponential.log(k)
    let result: Double
    if moved < lnLo {
      result = floorBand ? lo * Exponential.exp(-RubberBand.band(lnLo - moved, dimension: dLo)) : lo
    } else if moved > lnHi {
      result =
        ceilingBand ? hi * Exponential.exp(RubberBand.band(moved - lnHi, dimension: dHi)) : hi
    } else {
      result = Swift.min(Swift.max(Exponential.exp(moved), lo), hi)
    }
    return clampedToGesture(result)
  }
}

/// What a gesture's zoom does past the resting range (``ZoomLimits/zoomOverscroll``).
///
/// The settle after the gesture is the same in both modes: the zoom comes back into the resting
/// range.
public enum ZoomOverscroll: Hashable, Sendable {
  /// The zoom stops exactly at ``ZoomLimits/minimumZoom`` and ``ZoomLimits/maximumZoom``.
  case hard
  /// Past ``ZoomLimits/restingMinimumZoom`` (and ``ZoomLimits/restingMaximumZoom`` when the
  /// maximum is finite) the zoom follows UIScrollView's rubber band in `ln(zoom)`,
  /// `f(u) = c·d·u / (d + c·u)` with `c = 0.55` and `d` the band's width in `ln(zoom)`
  /// (`ln(restingMinimumZoom / minimumZoom)`, 0.51 for ``ZoomLimits/crop``): the zoom approaches
  /// the hard limit and never reaches it. Stateless like ``Overscroll/rubberBand``: a pinch by
  /// `k₁` then `k₂` gives the zoom of one pinch by `k₁·k₂`, up to rounding. The wheel, the keyboard
  /// during a gesture and the quick zoom go through the same band.
  case rubberBand
}

/// How a pan may move the image past the crop box's edges while the gesture is in progress.
///
/// The allowed range per axis: an image at least as wide as the crop box may move until an edge of
/// the image reaches the matching edge of the box; a smaller image has one allowed position,
/// centred.
public enum Overscroll: Hashable, Sendable {
  /// No limit during the gesture; the engine's settle brings the
  /// content back when it ends.
  case free
  /// The content stops at the allowed range, as Flutter's `InteractiveViewer` and PhotoView do; a
  /// fling toward an edge brakes onto it rather than bouncing past it.
  case clamped
  /// Past the allowed range the content follows the finger with UIScrollView's rubber band,
  /// `f(x) = c·d·x / (d + c·x)` with `c = 0.55` and `d` the crop box's width (or height), so it
  /// never moves a full box dimension past the edge. Applied statelessly through the inverse
  /// of `f`, so two pans give the same geometry as one pan of their sum: to 1e-9 while the virtual
  /// overshoot stays below about `200·d` (the inverse is ill-conditioned near `d`; see the guide).
  /// A content already a full dimension or more past the edge (after a ``free`` pan or a change of
  /// mode) moves 1:1 back toward the box and not further out.
  case rubberBand
}
