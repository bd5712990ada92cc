/// A timing curve: a cubic Bézier from `(0, 0)` to `(1, 1)` with two control points, as
/// `CAMediaTimingFunction(controlPoints:)` describes one.
///
/// ``value(at:)`` maps the fraction of elapsed time to the fraction of the change.
///
///     TimingCurve.easeInOut.value(at: 0.5)   // 0.5
///     TimingCurve.easeInOut.value(at: 0.25)  // 0.129161…
public struct TimingCurve: Hashable, Sendable {
  /// The first control point, `(x1, y1)`; `x1` is in `0...1`.
  public var controlPoint1: Point
  /// The second control point, `(x2, y2)`; `x2` is in `0...1`.
  public var controlPoint2: Point

  /// Creates a curve from its two control points.
  ///
  /// Edge cases:
  /// - Control-point x-coordinates outside `0...1` are clamped into it when the curve is sampled
  ///   (the curve must be a function of time).
  ///
  /// - Parameters:
  ///   - controlPoint1: The first control point.
  ///   - controlPoint2: The second control point.
  @inlinable
  public init(controlPoint1: Point, controlPoint2: Point) {
    self.controlPoint1 = controlPoint1
    self.controlPoint2 = controlPoint2
  }

  /// UIKit's and Core Animation's ease-in-ease-out, control points `(0.42, 0)` and `(0.58, 1)`.
  @inlinable
  public static var easeInOut: TimingCurve {
    TimingCurve(controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 0.58, y: 1))
  }

  /// The straight line: the change is proportional to time.
  @inlinable
  public static var linear: TimingCurve {
    TimingCurve(controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 1, y: 1))
  }

  /// Returns the fraction of the change completed after a fraction of the time.
  ///
  /// Solves `x(t) = progress` for the curve parameter with Newton's method, falling back to
  /// bisection, to within 1e-12, then returns `y(t)`.
  ///
  /// Edge cases:
  /// - `progress` at or below 0 gives 0; at or above 1 gives 1; NaN gives 0.
  ///
  /// - Control-point x-coordinates outside `0...1` are clamped into it; y-coordinates are used as
  ///   given (so the value may leave `0...1`, an overshoot curve).
  ///
  /// - Parameter progress: The fraction of the duration elapsed, in `0...1`.
  /// - Returns: The fraction of the change, usually in `0...1`.
  @inlinable
  public func value(at progress: Double) -> Double {
    if !(progress > 0) { return 0 }
    if progress >= 1 { return 1 }
    let x1 = Swift.min(Swift.max(controlPoint1.x, 0), 1)
    let x2 = Swift.min(Swift.max(controlPoint2.x, 0), 1)
    // B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, as a polynomial: ((a·t + b)·t + c)·t.
    func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
      let c = 3 * p1
      let b = 3 * (p2 - p1) - c
      return (1 - c - b, b, c)
    }
    let (ax, bx, cx) = coefficients(x1, x2)
    let (ay, by, cy) = coefficients(controlPoint1.y, controlPoint2.y)
    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    var t = progress
    var solved = false
    for _ in 0..<8 {
      let error = x(t) - progress
      if error.magnitude < 1e-12 {
        solved = true
        break
      }
      let slope = dx(t)
      if slope.magnitude < 1e-9 { break }
      t -= error / slope
    }
    if !solved || !(0...1).contains(t) {
      var low = 0.0
      var high = 1.0
      t = progress
      for _ in 0..<64 {
        let value = x(t)
        if (value - progress).magnitude < 1e-12 { break }
        if value < progress { low = t } else { high = t }
        t = (low + high) * 0.5
      }
    }
    return ((ay * t + by) * t + cy) * t
  }
}

/// The animation from a gesture's end state to its settled state: what to hand to
/// `UIView.animate(withDuration:)`, and a way to sample the in-between geometry for tests,
/// pictures or a custom display link.
///
/// It animates the engine's placement, the image's centre and zoom, with the image's size at
/// zoom 1 fixed: ``start`` and ``end`` are the image view's geometry at either end (bounds
/// `(0, 0, fittedSize)`, a centred anchor, a uniform scale, times the rotation by ``angle`` and
/// ``orientation`` when there is one). Centre and zoom are interpolated
/// linearly in the eased progress `e = curve.value(at: t/duration)`, as UIKit interpolates `center`
/// and `transform`; so every frame component is linear in `e`.
///
///     // a 300 × 300 photo released at zoom 0.81 in a 300 × 300 crop box, settling to 1
///     animation.frame(at: 0.075).origin.x   // 24.818885…
///
/// A value of 104 bytes: returning it from an event copies no view geometry.
public struct SettleAnimation: Hashable, Sendable {
  /// The image's size in points at zoom 1 (``CropEngine/fittedSize``): the bounds of every frame.
  public var fittedSize: Size
  /// The image's centre when the animation starts (the gesture's last state), in the view's
  /// coordinates.
  public var startCenter: Point
  /// The zoom when the animation starts.
  public var startZoom: Double
  /// The image's centre when it ends (the settled state), in the view's coordinates.
  public var endCenter: Point
  /// The zoom when it ends.
  public var endZoom: Double
  /// The duration, in seconds: 0.3 by default, UIKit's usual `UIView.animate` duration for this.
  public var duration: Double
  /// The timing curve: ease-in-ease-out by default (`.curveEaseInOut`).
  public var curve: TimingCurve
  /// The straighten angle, in radians, the same at both ends (``CropEngine/angle``): a settle
  /// changes the centre and zoom, never the rotation.
  public var angle: Double
  /// The quarter turns and mirror, the same at both ends (``CropEngine/orientation``).
  public var orientation: CropOrientation

  /// Creates an animation description, storing the values as given.
  ///
  /// Edge cases:
  /// - A zero, negative or NaN `duration` is stored as given: ``geometry(at:)`` then jumps, giving
  ///   ``start`` at times at or before 0 and ``end`` after 0 (there is no in-between).
  ///
  /// - Parameters:
  ///   - fittedSize: The image's size in points at zoom 1.
  ///   - startCenter: The centre at time 0, in the view's coordinates.
  ///   - startZoom: The zoom at time 0.
  ///   - endCenter: The centre at `duration`.
  ///   - endZoom: The zoom at `duration`.
  ///   - angle: The straighten angle, in radians. Defaults to 0.
  ///   - orientation: The quarter turns and mirror. Defaults to ``CropOrientation/identity``.
  ///   - duration: The duration, in seconds. Defaults to 0.3.
  ///   - curve: The timing curve. Defaults to ``TimingCurve/easeInOut``.
  @inlinable
  public init(
    fittedSize: Size, startCenter: Point, startZoom: Double, endCenter: Point, endZoom: Double,
    angle: Double = 0, orientation: CropOrientation = .identity, duration: Double = 0.3,
    curve: TimingCurve = .easeInOut
  ) {
    self.fittedSize = fittedSize
    self.startCenter = startCenter
    self.startZoom = startZoom
    self.endCenter = endCenter
    self.endZoom = endZoom
    self.angle = angle
    self.orientation = orientation
    self.duration = duration
    self.curve = curve
  }

  /// The image view's geometry when the animation starts: bounds `(0, 0, fittedSize)`,
  /// ``startCenter``, a centred anchor and a uniform scale of ``startZoom`` (times the rotation).
  @inlinable
  public var start: ViewGeometry { geometry(center: startCenter, zoom: startZoom) }

  /// The image view's geometry when the animation ends: bounds `(0, 0, fittedSize)`,
  /// ``endCenter``, a centred anchor and a uniform scale of ``endZoom`` (times the rotation).
  @inlinable
  public var end: ViewGeometry { geometry(center: endCenter, zoom: endZoom) }

  /// The image view's geometry at a centre and zoom, with the animation's rotation.
  @inlinable
  func geometry(center: Point, zoom: Double) -> ViewGeometry {
    if angle == 0 && orientation.isIdentity {
      return CropEngine.geometry(fittedSize: fittedSize, center: center, zoom: zoom)
    }
    let (sine, cosine) = Trigonometry.sinCos(angle)
    return CropEngine.geometry(
      fittedSize: fittedSize, center: center, zoom: zoom,
      linear: CropEngine.linear(sin: sine, cos: cosine, orientation: orientation))
  }

  /// Returns the image view's geometry `time` seconds after the animation starts.
  ///
  /// Centre and zoom are interpolated linearly in the eased progress.
  ///
  /// Edge cases:
  /// - `time` at or before 0 (or NaN) gives ``start``; at or after ``duration`` gives ``end``.
  /// - A zero or negative duration gives ``end`` for any time after 0.
  ///
  /// - Parameter time: Seconds since the animation started.
  @inlinable
  public func geometry(at time: Double) -> ViewGeometry {
    if !(time > 0) { return start }
    if !(time < duration) { return end }
    let e = curve.value(at: time / duration)
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * e }
    return geometry(
      center: Point(x: mix(startCenter.x, endCenter.x), y: mix(startCenter.y, endCenter.y)),
      zoom: mix(startZoom, endZoom))
  }

  /// Returns the image's frame `time` seconds after the animation starts, in the view's
  /// coordinates: `geometry(at: time).frame`.
  ///
  /// Edge cases:
  /// - As ``geometry(at:)``: `time` at or before 0 (or NaN) gives the start frame, at or after
  ///   ``duration`` the end frame; a zero or negative duration gives the end frame after 0.
  ///
  /// - Parameter time: Seconds since the animation started.
  @inlinable
  public func frame(at time: Double) -> Rect {
    geometry(at: time).frame
  }
}
