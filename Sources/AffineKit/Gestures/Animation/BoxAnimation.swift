/// An animation that moves the crop box with the image: the recentre after a handle drag (the box
/// grows to the largest box of its shape centred in the crop area and the image zooms with it, so
/// the crop in image pixels stays the same), or a ratio change (``CropEvent/ratio(_:locked:)``: the box
/// takes the new ratio's shape, and the crop changes): the ``CropAnimation/Kind/box(_:)`` kind of
/// ``CropAnimation``. Only the engine makes one; sample it through its ``CropAnimation``. Boxes,
/// centres and sizes are in the view's coordinates (points); times in seconds since the animation
/// started.
///
/// After ``delay`` seconds at its start, it runs ``duration`` seconds on ``curve``: with the eased
/// progress `e`, the box, the image's size at zoom 1 and the zoom are interpolated linearly, and
/// the image's centre keeps its offset `v = c − B` from the box's centre, scaled as the image is
/// on screen: `c(e) = B(e) + κ(e)·v₀ + e·(v₁ − κ(1)·v₀)`, with `κ` the image's size on screen over
/// its size at the start. When the box and the image scale together (a recentre), `κ(1)·v₀ = v₁`
/// and every frame is the start scaled about a moving point: the box shows the same pixels at
/// every time, never an empty corner.
///
/// Edge cases:
/// - A time at or before ``delay`` (or NaN) gives the start; at or after `delay + duration` (or
///   +∞) the end.
public struct BoxAnimation: Hashable, Sendable {
  /// The crop box when the animation starts, in the view's coordinates.
  public let startBox: Rect
  /// The crop box when it ends.
  public let endBox: Rect
  /// The image's size in points at zoom 1 when it starts (the image view's bounds).
  public let startFittedSize: Size
  /// The image's size in points at zoom 1 when it ends.
  public let endFittedSize: Size
  /// The image's centre when it starts, in the view's coordinates.
  public let startCenter: Point
  /// The image's centre when it ends.
  public let endCenter: Point
  /// The zoom when it starts, unitless: 1 is the image at ``startFittedSize``.
  public let startZoom: Double
  /// The zoom when it ends, unitless: 1 is the image at ``endFittedSize``.
  public let endZoom: Double
  /// The straighten angle, in radians, the same at both ends.
  public let angle: Double
  /// The quarter turns and mirror, the same at both ends.
  public let orientation: CropOrientation
  /// How long the start is held before anything moves, in seconds.
  public let delay: Double
  /// How long the motion takes after the delay, in seconds.
  public let duration: Double
  /// The timing curve of the motion.
  public let curve: TimingCurve

  /// Creates an animation, storing the values as given.
  ///
  /// - Parameters:
  ///   - startBox: The crop box at the start, in the view's coordinates.
  ///   - endBox: The crop box at the end.
  ///   - startFittedSize: The image's size in points at zoom 1 at the start.
  ///   - endFittedSize: The image's size in points at zoom 1 at the end.
  ///   - startCenter: The image's centre at the start.
  ///   - endCenter: The image's centre at the end.
  ///   - startZoom: The zoom at the start; positive.
  ///   - endZoom: The zoom at the end; positive.
  ///   - angle: The straighten angle, in radians. Defaults to 0.
  ///   - orientation: The quarter turns and mirror. Defaults to ``CropOrientation/identity``.
  ///   - delay: The hold before the motion, in seconds. Defaults to 0.
  ///   - duration: The motion's duration, in seconds. Defaults to 0.3.
  ///   - curve: The timing curve. Defaults to ``TimingCurve/easeInOut``.
  @inlinable
  init(
    startBox: Rect, endBox: Rect, startFittedSize: Size, endFittedSize: Size, startCenter: Point,
    endCenter: Point, startZoom: Double, endZoom: Double, angle: Double = 0,
    orientation: CropOrientation = .identity, delay: Double = 0, duration: Double = 0.3,
    curve: TimingCurve = .easeInOut
  ) {
    self.startBox = startBox
    self.endBox = endBox
    self.startFittedSize = startFittedSize
    self.endFittedSize = endFittedSize
    self.startCenter = startCenter
    self.endCenter = endCenter
    self.startZoom = startZoom
    self.endZoom = endZoom
    self.angle = angle
    self.orientation = orientation
    self.delay = delay
    self.duration = duration
    self.curve = curve
  }

  /// The time from the start to the end, `delay + duration`, in seconds.
  @inlinable
  var totalDuration: Double { delay + duration }

  /// The eased progress at `time` seconds after the start: 0 through the delay, 1 from the end.
  @inlinable
  func progress(at time: Double) -> Double {
    if !(time > delay) { return 0 }
    if !(time < totalDuration) { return 1 }
    return curve.value(at: (time - delay) / duration)
  }

  /// The state `time` seconds after the start.
  ///
  /// Edge cases: as the type's (the start through the delay and for NaN, the end from
  /// `delay + duration`).
  ///
  /// - Parameter time: Seconds since the animation started.
  @inlinable
  func sample(at time: Double) -> CropAnimation.Sample {
    let e = progress(at: time)
    if e == 0 {
      return sample(
        cropBox: startBox, fittedSize: startFittedSize, center: startCenter, zoom: startZoom)
    }
    if !(time < totalDuration) {
      return sample(cropBox: endBox, fittedSize: endFittedSize, center: endCenter, zoom: endZoom)
    }
    let mix = SettleAnimation.mix
    let box = Rect(
      x: mix(startBox.origin.x, endBox.origin.x, e), y: mix(startBox.origin.y, endBox.origin.y, e),
      width: mix(startBox.size.width, endBox.size.width, e),
      height: mix(startBox.size.height, endBox.size.height, e))
    let fitted = Size(
      width: mix(startFittedSize.width, endFittedSize.width, e),
      height: mix(startFittedSize.height, endFittedSize.height, e))
    let zoom = mix(startZoom, endZoom, e)
    // κ: the image's size on screen over its size at the start.
    let onScreen0 = startZoom * startFittedSize.width
    let kappa = zoom * fitted.width / onScreen0
    let kappa1 = endZoom * endFittedSize.width / onScreen0
    let b0 = CropEngine.centre(of: startBox)
    let b1 = CropEngine.centre(of: endBox)
    let b = CropEngine.centre(of: box)
    let v0 = Point(x: startCenter.x - b0.x, y: startCenter.y - b0.y)
    let v1 = Point(x: endCenter.x - b1.x, y: endCenter.y - b1.y)
    let center = Point(
      x: b.x + kappa * v0.x + e * (v1.x - kappa1 * v0.x),
      y: b.y + kappa * v0.y + e * (v1.y - kappa1 * v0.y))
    return sample(cropBox: box, fittedSize: fitted, center: center, zoom: zoom)
  }

  /// A sample of these values, at the animation's angle and orientation.
  @inlinable
  func sample(cropBox: Rect, fittedSize: Size, center: Point, zoom: Double)
    -> CropAnimation.Sample
  {
    CropAnimation.Sample(
      cropBox: cropBox, fittedSize: fittedSize, center: center, zoom: zoom, angle: angle,
      orientation: orientation)
  }

}

extension CropAnimation {
  /// The running animation of `box`, its start time stamped by the post-step of the event
  /// that started it.
  @inlinable
  init(_ box: BoxAnimation) {
    kind = .box(box)
    start = 0
    duration = box.totalDuration
  }
}
