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
    let c = coefficients
    let t = parameter(at: progress, c)
    return ((c.ay * t + c.by) * t + c.cy) * t
  }

  /// ``value(at:)`` and the curve's slope there (the rate of change of the value per unit of
  /// progress: multiply by the change and divide by the duration for a speed), with the curve's
  /// parameter solved once. The slope is 0 outside `0 < progress < 1`, and where `x` is flat.
  @inlinable
  func valueAndSlope(at progress: Double) -> (value: Double, slope: Double) {
    if progress >= 1 { return (1, 0) }
    if !(progress > 0) { return (0, 0) }
    let c = coefficients
    let t = parameter(at: progress, c)
    let dx = (3 * c.ax * t + 2 * c.bx) * t + c.cx
    let dy = (3 * c.ay * t + 2 * c.by) * t + c.cy
    return (((c.ay * t + c.by) * t + c.cy) * t, dx > 0 ? dy / dx : 0)
  }

  /// The polynomial coefficients of `x(t)` and `y(t)`: `B(t) = ((a·t + b)·t + c)·t`, from
  /// `B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³`, with the x-coordinates clamped into `0...1`.
  @inlinable
  var coefficients: (ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double) {
    let x1 = Swift.min(Swift.max(controlPoint1.x, 0), 1)
    let x2 = Swift.min(Swift.max(controlPoint2.x, 0), 1)
    func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
      let c = 3 * p1
      let b = 3 * (p2 - p1) - c
      return (1 - c - b, b, c)
    }
    let (ax, bx, cx) = coefficients(x1, x2)
    let (ay, by, cy) = coefficients(controlPoint1.y, controlPoint2.y)
    return (ax, bx, cx, ay, by, cy)
  }

  /// The curve parameter `t` with `x(t) = progress`, for `0 < progress < 1`: Newton's method,
  /// falling back to bisection, to within 1e-12.
  @inlinable
  func parameter(
    at progress: Double,
    _ c: (ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double)
  ) -> Double {
    func x(_ t: Double) -> Double { ((c.ax * t + c.bx) * t + c.cx) * t }
    func dx(_ t: Double) -> Double { (3 * c.ax * t + 2 * c.bx) * t + c.cx }
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
    return t
  }
}
