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
/// Edge cases (invalid limits are normalized, never a trap):
/// - A minimum that is NaN, infinite, zero or negative becomes 0.6.
/// - A maximum that is NaN, zero or negative becomes +∞; a maximum below the minimum swaps with it.
/// - A resting minimum that is not finite and positive becomes 1; every resting bound is then
///   clamped into the range, and the resting maximum (default: the maximum) is kept at or above the
///   resting minimum.
public struct ZoomLimits: Hashable, Sendable {
  /// The smallest zoom a gesture can reach (a hard floor: a pinch stops exactly there).
  public let minimumZoom: Double
  /// The largest zoom a gesture can reach (a hard ceiling); +∞ by default.
  public let maximumZoom: Double
  /// The smallest zoom the image rests at; the engine's settle raises a smaller zoom to it.
  public let restingMinimumZoom: Double
  /// The largest zoom the image rests at; the engine's settle lowers a larger zoom to it.
  public let restingMaximumZoom: Double

  /// Creates limits, normalizing invalid values as the type's documentation describes.
  ///
  /// - Parameters:
  ///   - minimumZoom: The hard floor during a gesture. Defaults to 0.6.
  ///   - maximumZoom: The hard ceiling during a gesture. Defaults to +∞.
  ///   - restingMinimumZoom: The smallest resting zoom. Defaults to 1.
  ///   - restingMaximumZoom: The largest resting zoom. Defaults to `maximumZoom`.
  @inlinable
  public init(
    minimumZoom: Double = 0.6, maximumZoom: Double = .infinity, restingMinimumZoom: Double = 1,
    restingMaximumZoom: Double? = nil
  ) {
    var low = minimumZoom.isFinite && minimumZoom > 0 ? minimumZoom : 0.6
    var high = maximumZoom > 0 ? maximumZoom : .infinity  // NaN > 0 is false
    if high < low { swap(&low, &high) }
    let restLow = restingMinimumZoom.isFinite && restingMinimumZoom > 0 ? restingMinimumZoom : 1
    let clampedRestLow = Swift.min(Swift.max(restLow, low), high)
    let restHigh = restingMaximumZoom ?? high
    let validRestHigh = restHigh > 0 ? restHigh : high
    self.minimumZoom = low
    self.maximumZoom = high
    self.restingMinimumZoom = clampedRestLow
    self.restingMaximumZoom = Swift.min(Swift.max(validRestHigh, clampedRestLow), high)
  }

  /// The default for a crop screen: a gesture floor of 0.6, no ceiling, and a resting range of
  /// `1...∞`, so with ``FitMode/fill`` the image always covers the crop box at rest.
  @inlinable
  public static var crop: ZoomLimits { ZoomLimits() }

  /// A photo-viewer configuration: a gesture floor of 0.6, no ceiling, and a resting range of
  /// `0.6...∞`; an image smaller than the crop box rests centred.
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
  /// The content stops at the allowed range, as Flutter's `InteractiveViewer` and PhotoView do.
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
