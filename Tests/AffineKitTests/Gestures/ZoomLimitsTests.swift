import AffineKit
import Testing

@Suite("ZoomLimits")
struct ZoomLimitsTests {
  @Test func `the crop default floors gestures at 0.6, caps the zoom at 15 and rests at 1 or more`()
  {
    let limits = ZoomLimits.crop
    #expect(limits.minimumZoom == 0.6)
    #expect(limits.maximumZoom == 15)
    #expect(limits.restingMinimumZoom == 1)
    #expect(limits.restingMaximumZoom == 15)
    #expect(ZoomLimits() == .crop)
    #expect(ZoomLimits.viewer.maximumZoom == 15)
  }

  @Test func `an infinite maximum is kept: no ceiling`() {
    #expect(ZoomLimits(maximumZoom: .infinity).maximumZoom == .infinity)
    #expect(ZoomLimits(maximumZoom: .infinity).restingMaximumZoom == .infinity)
  }

  @Test func `the viewer configuration rests at 0.6 or more`() {
    #expect(ZoomLimits.viewer.restingMinimumZoom == 0.6)
    #expect(ZoomLimits.viewer.minimumZoom == 0.6)
  }

  @Test func `the resting maximum defaults to the maximum`() {
    #expect(ZoomLimits(maximumZoom: 4).restingMaximumZoom == 4)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var given: ZoomLimits
    var min, max, restMin, restMax: Double
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(
      name: "NaN minimum", given: ZoomLimits(minimumZoom: .nan), min: 0.6, max: 15,
      restMin: 1, restMax: 15),
    Case(
      name: "negative minimum", given: ZoomLimits(minimumZoom: -1), min: 0.6, max: 15,
      restMin: 1, restMax: 15),
    Case(
      name: "zero minimum", given: ZoomLimits(minimumZoom: 0), min: 0.6, max: 15, restMin: 1,
      restMax: 15),
    Case(
      name: "infinite minimum", given: ZoomLimits(minimumZoom: .infinity), min: 0.6, max: 15,
      restMin: 1, restMax: 15),
    Case(
      name: "NaN maximum", given: ZoomLimits(maximumZoom: .nan), min: 0.6, max: 15,
      restMin: 1, restMax: 15),
    Case(
      name: "maximum below minimum swaps", given: ZoomLimits(minimumZoom: 3, maximumZoom: 2),
      min: 2, max: 3, restMin: 2, restMax: 3),
    Case(
      name: "resting minimum below the floor rises to it",
      given: ZoomLimits(minimumZoom: 0.8, restingMinimumZoom: 0.5), min: 0.8, max: 15,
      restMin: 0.8, restMax: 15),
    Case(
      name: "resting minimum above the ceiling falls to it",
      given: ZoomLimits(maximumZoom: 2, restingMinimumZoom: 5), min: 0.6, max: 2, restMin: 2,
      restMax: 2),
    Case(
      name: "resting maximum below resting minimum rises to it",
      given: ZoomLimits(maximumZoom: 4, restingMinimumZoom: 2, restingMaximumZoom: 1), min: 0.6,
      max: 4, restMin: 2, restMax: 2),
    Case(
      name: "NaN resting values",
      given: ZoomLimits(maximumZoom: 4, restingMinimumZoom: .nan, restingMaximumZoom: .nan),
      min: 0.6, max: 4, restMin: 1, restMax: 4),
    Case(
      name: "negative maximum", given: ZoomLimits(maximumZoom: -2), min: 0.6, max: 15,
      restMin: 1, restMax: 15),
    Case(
      name: "zero maximum", given: ZoomLimits(maximumZoom: 0), min: 0.6, max: 15,
      restMin: 1, restMax: 15),
    Case(
      name: "minus infinity maximum", given: ZoomLimits(maximumZoom: -.infinity), min: 0.6,
      max: 15, restMin: 1, restMax: 15),
    Case(
      name: "infinite maximum given explicitly", given: ZoomLimits(maximumZoom: .infinity),
      min: 0.6, max: .infinity, restMin: 1, restMax: .infinity),
    Case(
      name: "negative resting maximum becomes the maximum",
      given: ZoomLimits(maximumZoom: 4, restingMaximumZoom: -1), min: 0.6, max: 4, restMin: 1,
      restMax: 4),
    Case(
      name: "zero resting maximum becomes the maximum",
      given: ZoomLimits(maximumZoom: 4, restingMaximumZoom: 0), min: 0.6, max: 4, restMin: 1,
      restMax: 4),
    Case(
      name: "infinite resting maximum falls to the maximum",
      given: ZoomLimits(maximumZoom: 4, restingMaximumZoom: .infinity), min: 0.6, max: 4,
      restMin: 1, restMax: 4),
    Case(
      name: "maximum equal to the minimum",
      given: ZoomLimits(minimumZoom: 1, maximumZoom: 1), min: 1, max: 1, restMin: 1, restMax: 1),
  ])
  func `invalid limits are normalized into min <= resting min <= resting max <= max`(c: Case) {
    #expect(c.given.minimumZoom == c.min)
    #expect(c.given.maximumZoom == c.max)
    #expect(c.given.restingMinimumZoom == c.restMin)
    #expect(c.given.restingMaximumZoom == c.restMax)
  }
}

@Suite("TimingCurve")
struct TimingCurveTests {
  @Test(
    arguments: zip(
      [0.25, 0.5, 0.75], [0.12916193104732, 0.5, 0.87083806895268]))
  func `ease-in-out (0.42, 0, 0.58, 1) matches the Bezier curve solved to 1e-12`(
    progress: Double, expected: Double
  ) {
    // Expected values: the curve solved by bisection in 40-digit arithmetic (mpmath).
    #expect(isClose(TimingCurve.easeInOut.value(at: progress), expected, tolerance: 1e-12))
  }

  @Test(arguments: zip([-1.0, 0, .nan, 1, 2], [0.0, 0, 0, 1, 1]))
  func `progress outside 0 to 1 clamps to the ends`(progress: Double, expected: Double) {
    #expect(TimingCurve.easeInOut.value(at: progress) == expected)
  }

  @Test func `the linear curve returns its progress`() {
    #expect(isClose(TimingCurve.linear.value(at: 0.3), 0.3, tolerance: 1e-12))
  }

  /// `(0, 0)` and `(1, 1)` as control points give `x(t) = y(t) = 3t² − 2t³`, so the value is the
  /// progress; x-coordinates outside `0...1` are clamped onto exactly that curve.
  @Test(
    arguments: zip(
      [
        TimingCurve(controlPoint1: Point(x: -1, y: 0), controlPoint2: Point(x: 2, y: 1)),
        TimingCurve(controlPoint1: Point(x: -0.5, y: 0), controlPoint2: Point(x: 1, y: 1)),
        TimingCurve(controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 7, y: 1)),
      ],
      [0.3, 0.6, 0.9]))
  func `control-point x-coordinates outside 0 to 1 are clamped into it`(
    curve: TimingCurve, progress: Double
  ) {
    #expect(isClose(curve.value(at: progress), progress, tolerance: 1e-12))
  }

  @Test func `control-point y-coordinates are not clamped, so the curve may overshoot`() {
    // x1 = 0, x2 = 1: x(0.5) = 0.375·0 + 0.375·1 + 0.125 = 0.5, so t = 0.5;
    // y(0.5) = 0.375·y1 + 0.375·y2 + 0.125 = 0.375·4 + 0.125 = 1.625.
    let curve = TimingCurve(controlPoint1: Point(x: 0, y: 2), controlPoint2: Point(x: 1, y: 2))
    #expect(isClose(curve.value(at: 0.5), 1.625, tolerance: 1e-12))
  }
}

@Suite("SettleAnimation")
struct SettleAnimationTests {
  /// A 300 × 300 image centred at (150, 150) in a 300 × 300 box, let go at zoom 0.5: the settle
  /// back to 1.
  static func animation() throws -> CropAnimation {
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(
        limits: ZoomLimits(minimumZoom: 0.5, maximumZoom: 4, restingMinimumZoom: 1)), zoom: 0.5)
    e.apply(.pan(.began, translation: .zero), at: 0)
    #expect(e.apply(.pan(.ended, translation: .zero), at: 0) == .animated)
    return try #require(e.runningAnimation)
  }

  @Test func `start and end are the image view's geometry at either end`() throws {
    let a = try Self.animation()
    #expect(a.start.bounds == Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(a.start.center == Point(x: 150, y: 150))
    #expect(a.start.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(a.start.transform == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
    #expect(a.end.transform == .identity)
  }

  @Test func `the start is drawn at and before 0, the end at and after the duration`() throws {
    let animation = try Self.animation()
    #expect(animation.geometry(at: 0) == animation.start)
    #expect(animation.geometry(at: -1) == animation.start)
    #expect(animation.frame(at: 0) == Rect(x: 75, y: 75, width: 150, height: 150))
    #expect(animation.frame(at: 0.3) == Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(animation.frame(at: 1) == Rect(x: 0, y: 0, width: 300, height: 300))
  }

  @Test func `a settle without a velocity is 0.3 s of ease-in-out`() throws {
    let animation = try Self.animation()
    #expect(animation.duration == 0.3)
    #expect(animation.settle?.motion == .eased && animation.settle?.curve == .easeInOut)
  }

  @Test func `halfway through ease-in-out the zoom is halfway: frame (37.5, 37.5, 225, 225)`()
    throws
  {
    // easeInOut.value(at: 0.5) is 0.5 by symmetry; scale 0.5 + 0.5·0.5 = 0.75.
    #expect(
      isClose(
        try Self.animation().frame(at: 0.15), Rect(x: 37.5, y: 37.5, width: 225, height: 225),
        tolerance: 1e-9))
  }
}
