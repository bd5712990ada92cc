import AffineKit
import Testing

/// One test per rejected input: the state stays bit-identical, no animation comes back, nothing
/// traps, and the recognizer value is still reset.
@Suite("Gesture reducers: bad input")
struct GestureBadInputTests {
  static let zoomed: ZoomableContent = {
    var s = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
    s.content.transform = AffineTransform(scaleX: 2, y: 2)
    s.content.center = Point(x: 120, y: 170)
    return s
  }()

  static let badScales: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, -1, -.leastNonzeroMagnitude,
  ]
  static let badPoints: [Point] = [
    Point(x: .nan, y: 0), Point(x: 0, y: .infinity), Point(x: -.infinity, y: -.infinity),
  ]

  @Test(arguments: badScales, [GesturePhase.changed, .ended, .cancelled])
  func `a non-finite or non-positive pinch scale leaves the state unchanged and resets the scale`(
    bad: Double, phase: GesturePhase
  ) {
    var s = Self.zoomed
    var scale = bad
    let animation = s.pinch(scale: &scale, phase: phase)
    #expect(bitIdentical(s, Self.zoomed))
    #expect(animation == nil)
    #expect(scale == 1)
  }

  @Test(arguments: badPoints)
  func `a non-finite focal point leaves the state unchanged`(bad: Point) {
    var s = Self.zoomed
    var scale = 1.5
    let animation = s.pinch(scale: &scale, focalPoint: bad, phase: .ended)
    #expect(bitIdentical(s, Self.zoomed))
    #expect(animation == nil)
    #expect(scale == 1)
  }

  @Test(arguments: badPoints)
  func `a non-finite pan translation leaves the state unchanged and resets the translation`(
    bad: Point
  ) {
    var s = Self.zoomed
    var translation = bad
    let animation = s.pan(translation: &translation, phase: .ended)
    #expect(bitIdentical(s, Self.zoomed))
    #expect(animation == nil)
    #expect(translation == .zero)
  }

  @Test(arguments: badPoints)
  func `a non-finite centroid leaves the state unchanged`(bad: Point) {
    var s = Self.zoomed
    var scale = 1.5
    let animation = s.pinchAndPan(scale: &scale, centroid: bad, touchCount: 2, phase: .changed)
    #expect(bitIdentical(s, Self.zoomed))
    #expect(animation == nil)
    #expect(scale == 1)
  }

  @Test(arguments: [0, -1, Int.min])
  func `a touch count below one leaves the state unchanged`(count: Int) {
    var s = Self.zoomed
    var scale = 1.5
    s.pinchAndPan(scale: &scale, centroid: Point(x: 1, y: 1), touchCount: count, phase: .changed)
    #expect(bitIdentical(s, Self.zoomed))
  }

  @Test(arguments: badScales)
  func `a bad scale in a simultaneous pinch and pan leaves the state unchanged`(bad: Double) {
    var s = Self.zoomed
    var scale = bad
    s.pinchAndPan(scale: &scale, centroid: Point(x: 1, y: 1), touchCount: 2, phase: .changed)
    #expect(bitIdentical(s, Self.zoomed))
    #expect(scale == 1)
  }

  @Test(arguments: badPoints)
  func `a non-finite touch location is not a hit and does not move the content`(bad: Point) {
    var s = Self.zoomed
    let held = s.touchBegan(at: bad)
    #expect(!held)
    var holding = Self.zoomed
    _ = holding.touchBegan(at: Point(x: 120, y: 170))
    let before = holding
    holding.touchMoved(from: Point(x: 120, y: 170), to: bad)
    holding.touchMoved(from: bad, to: Point(x: 0, y: 0))
    #expect(bitIdentical(holding, before))
  }

  @Test(arguments: badPoints)
  func `a non-finite double-tap location leaves the state unchanged`(bad: Point) {
    var s = Self.zoomed
    let animation = s.doubleTap(at: bad)
    #expect(bitIdentical(s, Self.zoomed) && animation == nil)
  }

  struct Invalid: Sendable, CustomTestStringConvertible {
    var name: String
    var state: ZoomableContent
    var testDescription: String { name }
  }

  static let invalidStates: [Invalid] = {
    func make(_ name: String, _ change: (inout ZoomableContent) -> Void) -> Invalid {
      var s = zoomed
      change(&s)
      return Invalid(name: name, state: s)
    }
    return [
      make("zero content width") { $0.content.bounds.size.width = 0 },
      make("negative content height") { $0.content.bounds.size.height = -10 },
      make("NaN content size") { $0.content.bounds.size.width = .nan },
      make("infinite content size") { $0.content.bounds.size.height = .infinity },
      make("NaN centre") { $0.content.center.x = .nan },
      make("infinite centre") { $0.content.center.y = -.infinity },
      make("NaN scale") { $0.content.transform = AffineTransform(scaleX: .nan, y: .nan) },
      make("infinite scale") {
        $0.content.transform = AffineTransform(scaleX: .infinity, y: .infinity)
      },
      make("zero scale") { $0.content.transform = AffineTransform(scaleX: 0, y: 0) },
      make("mirrored scale") { $0.content.transform = AffineTransform(scaleX: -2, y: -2) },
      make("non-uniform scale") { $0.content.transform = AffineTransform(scaleX: 2, y: 3) },
      make("translated transform") {
        $0.content.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 0)
      },
      make("off-centre anchor") { $0.content.anchorPoint = Point(x: 0, y: 0) },
      make("NaN wrapper") { $0.wrapper.origin.x = .nan },
      make("empty wrapper") { $0.wrapper.size.width = 0 },
    ]
  }()

  @Test(arguments: invalidStates)
  func `an invalid state is left bit-identical by every reducer`(c: Invalid) {
    var s = c.state
    #expect(!s.isValid)
    var scale = 1.5
    s.pinch(scale: &scale, phase: .ended)
    var translation = Point(x: 5, y: 5)
    s.pan(translation: &translation, phase: .ended)
    scale = 1.5
    s.pinchAndPan(scale: &scale, centroid: Point(x: 1, y: 1), touchCount: 2, phase: .changed)
    s.doubleTap(at: Point(x: 1, y: 1))
    s.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10))
    let settled = s.settle()
    _ = s.touchBegan(at: Point(x: 120, y: 170))
    s.touchMoved(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10))
    #expect(settled == nil)
    #expect(!s.isHoldingContent)
    #expect(bitIdentical(s, c.state))
    #expect(scale == 1 && translation == .zero)
  }
}
