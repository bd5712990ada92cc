import AffineKit
import Testing

@Suite("ZoomLimits")
struct ZoomLimitsTests {
  @Test func `the crop default floors gestures at 0.6, has no ceiling and rests at 1 or more`() {
    let limits = ZoomLimits.crop
    #expect(limits.minimumZoom == 0.6)
    #expect(limits.maximumZoom == .infinity)
    #expect(limits.restingMinimumZoom == 1)
    #expect(limits.restingMaximumZoom == .infinity)
    #expect(ZoomLimits() == .crop)
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
      name: "NaN minimum", given: ZoomLimits(minimumZoom: .nan), min: 0.6, max: .infinity,
      restMin: 1, restMax: .infinity),
    Case(
      name: "negative minimum", given: ZoomLimits(minimumZoom: -1), min: 0.6, max: .infinity,
      restMin: 1, restMax: .infinity),
    Case(
      name: "zero minimum", given: ZoomLimits(minimumZoom: 0), min: 0.6, max: .infinity, restMin: 1,
      restMax: .infinity),
    Case(
      name: "infinite minimum", given: ZoomLimits(minimumZoom: .infinity), min: 0.6, max: .infinity,
      restMin: 1, restMax: .infinity),
    Case(
      name: "NaN maximum", given: ZoomLimits(maximumZoom: .nan), min: 0.6, max: .infinity,
      restMin: 1, restMax: .infinity),
    Case(
      name: "maximum below minimum swaps", given: ZoomLimits(minimumZoom: 3, maximumZoom: 2),
      min: 2, max: 3, restMin: 2, restMax: 3),
    Case(
      name: "resting minimum below the floor rises to it",
      given: ZoomLimits(minimumZoom: 0.8, restingMinimumZoom: 0.5), min: 0.8, max: .infinity,
      restMin: 0.8, restMax: .infinity),
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
}
