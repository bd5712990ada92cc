/// How the content moves after the fingers lift: UIScrollView's deceleration for a fling, and a
/// critically damped spring for a settle that starts while the content moves.
///
/// - Fling: a pan that ends faster than ``minimumFlingSpeed`` decelerates as UIScrollView does.
///   The velocity is kept at the rate `r` per millisecond (``decelerationRate``), so the content
///   travels `D = (v/1000)·r/(1 − r)` (Apple's projection, "Designing Fluid Interfaces", WWDC
///   2018): 1000 pt/s travels 499 pt at 0.998 and 99 pt at 0.99. A release speed above
///   ``maximumFlingSpeed`` is clipped to it (a runaway sample from the recognizer).
/// - Release: a settle that starts while the content moves (a pan, a pinch with a scale velocity,
///   a rotation with an angular velocity) starts at that velocity: a critically damped spring with
///   `ω = 2π / springResponse`.
/// - With no velocity, the settle is the 0.3 s ease-in-out a `UIView.animate` gives.
///
///     CropMotion.normal.decelerationRate   // 0.998
///     CropMotion.fast.decelerationRate     // 0.99
public struct CropMotion: Hashable, Sendable {
  /// The fraction of the velocity kept per millisecond of a fling, in `(0, 1)`: UIScrollView's
  /// `.normal` is 0.998, `.fast` 0.99.
  public var decelerationRate: Double
  /// The slowest release, in points per second, that flings; slower releases only settle. 50, as
  /// Flutter's `kMinFlingVelocity`. `.infinity` turns flinging off.
  public var minimumFlingSpeed: Double
  /// The fastest fling, in points per second: a faster release is clipped to it, keeping its
  /// direction. 8000, as Flutter's `kMaxFlingVelocity`.
  public var maximumFlingSpeed: Double
  /// The release spring's response, in seconds: the period of the undamped spring, `2π/ω`. 0.3,
  /// the duration of the settle without velocity.
  public var springResponse: Double

  /// Creates a motion configuration. ``CropEngine`` validates it
  /// (``CropConfigurationError/invalidMotion``).
  ///
  /// - Parameters:
  ///   - decelerationRate: The velocity kept per millisecond, in `(0, 1)`. Defaults to 0.998.
  ///   - minimumFlingSpeed: The slowest fling, in points per second. Defaults to 50.
  ///   - maximumFlingSpeed: The fastest fling, in points per second. Defaults to 8000.
  ///   - springResponse: The release spring's response, in seconds. Defaults to 0.3.
  @inlinable
  public init(
    decelerationRate: Double = 0.998, minimumFlingSpeed: Double = 50,
    maximumFlingSpeed: Double = 8000, springResponse: Double = 0.3
  ) {
    self.decelerationRate = decelerationRate
    self.minimumFlingSpeed = minimumFlingSpeed
    self.maximumFlingSpeed = maximumFlingSpeed
    self.springResponse = springResponse
  }

  /// The fastest zoom a release passes on to the release spring, in `ln(zoom)` per second: 8 (the
  /// zoom tripling in an eighth of a second). A pinch recognizer's velocity divided by its scale
  /// is clipped to it, keeping its sign, before the spring's own clip to the gesture limits.
  @inlinable
  public static var maximumZoomVelocity: Double { 8 }

  /// UIScrollView's normal deceleration: 0.998 per millisecond.
  @inlinable
  public static var normal: CropMotion { CropMotion() }

  /// UIScrollView's fast deceleration: 0.99 per millisecond.
  @inlinable
  public static var fast: CropMotion { CropMotion(decelerationRate: 0.99) }

  /// No fling: a release only settles (still starting at the release velocity).
  @inlinable
  public static var noFling: CropMotion { CropMotion(minimumFlingSpeed: .infinity) }

  /// Whether every value is in range: a rate in `(0, 1)`, speeds that are not negative or NaN with
  /// a finite maximum at or above the minimum (or an infinite minimum: no fling), and a finite,
  /// positive response.
  @inlinable
  var isValid: Bool {
    decelerationRate > 0 && decelerationRate < 1 && minimumFlingSpeed >= 0
      && maximumFlingSpeed >= 0 && maximumFlingSpeed.isFinite
      && (maximumFlingSpeed >= minimumFlingSpeed || minimumFlingSpeed == .infinity)
      && springResponse > 0 && springResponse.isFinite
  }
}
