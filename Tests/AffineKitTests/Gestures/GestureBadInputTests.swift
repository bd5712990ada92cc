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

  @Test(arguments: badScales, [GesturePhase.began, .changed, .ended, .cancelled])
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

  @Test(arguments: badPoints, [false, true])
  func `a non-finite touch location is ignored: the state, held or not, stays bit-identical`(
    bad: Point, holding: Bool
  ) {
    var s = Self.zoomed
    s.isHoldingContent = holding
    let before = s
    let held = s.touchBegan(at: bad)
    #expect(!held)
    #expect(bitIdentical(s, before))
    #expect(s == before)
  }

  @Test(arguments: badPoints)
  func `a touch move to or from a non-finite location leaves the held content unchanged`(
    bad: Point
  ) {
    var s = Self.zoomed
    s.touchBegan(at: Point(x: 120, y: 170))
    let before = s
    s.touchMoved(from: Point(x: 120, y: 170), to: bad)
    s.touchMoved(from: bad, to: Point(x: 0, y: 0))
    #expect(bitIdentical(s, before))
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
      // The finiteness tests are spelled as comparisons (0 < x < ∞, |x| < ∞): both signs of
      // zero and of infinity, and NaN, in each kind of field.
      make("-0 content width") { $0.content.bounds.size.width = -0.0 },
      make("+∞ centre") { $0.content.center.x = .infinity },
      make("+∞ wrapper origin") { $0.wrapper.origin.y = .infinity },
      make("-∞ wrapper height") { $0.wrapper.size.height = -.infinity },
      make("NaN wrapper height") { $0.wrapper.size.height = .nan },
      make("NaN d alone") {
        $0.content.transform = AffineTransform(a: 2, b: 0, c: 0, d: .nan, tx: 0, ty: 0)
      },
    ]
  }()

  /// One reducer applied to an invalid state; returns whether it returned an animation and whether
  /// it still reset the recognizer value it takes.
  struct Reducer: Sendable, CustomTestStringConvertible {
    var name: String
    var apply: @Sendable (inout ZoomableContent) -> (animated: Bool, reset: Bool)
    var testDescription: String { name }
  }

  static let reducers: [Reducer] = [
    Reducer(name: "pinch") { s in
      var scale = 1.5
      let a = s.pinch(scale: &scale, focalPoint: Point(x: 10, y: 20), phase: .ended)
      return (a != nil, scale == 1)
    },
    Reducer(name: "pan") { s in
      var translation = Point(x: 5, y: 5)
      let a = s.pan(translation: &translation, phase: .ended)
      return (a != nil, translation == .zero)
    },
    Reducer(name: "pinchAndPan") { s in
      var scale = 1.5
      let a = s.pinchAndPan(
        scale: &scale, centroid: Point(x: 1, y: 1), touchCount: 2, phase: .cancelled)
      return (a != nil, scale == 1)
    },
    Reducer(name: "doubleTap") { s in (s.doubleTap(at: Point(x: 1, y: 1)) != nil, true) },
    Reducer(name: "zoom(to:)") { s in
      (s.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10)) != nil, true)
    },
    Reducer(name: "settle") { s in (s.settle() != nil, true) },
    Reducer(name: "touchBegan") { s in
      _ = s.touchBegan(at: Point(x: 120, y: 170))
      return (false, true)
    },
    Reducer(name: "touchMoved while held") { s in
      s.isHoldingContent = true
      s.touchMoved(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10))
      s.isHoldingContent = false
      return (false, true)
    },
  ]

  @Test(arguments: invalidStates, reducers)
  func `an invalid state is left bit-identical by each reducer, with no animation`(
    c: Invalid, reducer: Reducer
  ) {
    var s = c.state
    #expect(!s.isValid)
    let result = reducer.apply(&s)
    #expect(bitIdentical(s, c.state))
    #expect(!result.animated)
    #expect(result.reset)
  }

  /// A finite event whose result would not be finite: the state stays bit-identical.
  struct Overflow: Sendable, CustomTestStringConvertible {
    var name: String
    var state: ZoomableContent
    var apply: @Sendable (inout ZoomableContent) -> SettleAnimation?
    var testDescription: String { name }
  }

  static let overflows: [Overflow] = {
    let seed = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
    var far = seed
    far.content.center = Point(x: 1.5e308, y: 150)
    var zoom2 = seed
    zoom2.content.transform = AffineTransform(scaleX: 2, y: 2)
    var rubber = seed
    rubber.overscroll = .rubberBand
    var tracked = seed
    tracked.tracking = ZoomableContent.Tracking(centroid: Point(x: -1e308, y: 0), touchCount: 2)
    var held = seed
    held.isHoldingContent = true
    return [
      Overflow(name: "zoom(to:) a subnormal rect (zoom +inf)", state: seed) {
        $0.zoom(to: Rect(x: 0, y: 0, width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude))
      },
      Overflow(name: "a pinch of 1e308 with no maximum (the frame size overflows)", state: seed) {
        var k = 1e308
        return $0.pinch(scale: &k, phase: .ended)
      },
      Overflow(
        name: "a pinch of 1e308 at zoom 2 with no maximum (the zoom overflows)", state: zoom2
      ) {
        var k = 1e308
        return $0.pinch(scale: &k, phase: .changed)
      },
      Overflow(name: "a pinch about a focal point at 1e308", state: seed) {
        var k = 4.0
        return $0.pinch(scale: &k, focalPoint: Point(x: 1e308, y: 1e308), phase: .changed)
      },
      Overflow(name: "a pan of 1e308 from a centre at 1.5e308", state: far) {
        var t = Point(x: 1e308, y: 0)
        return $0.pan(translation: &t, phase: .ended)
      },
      Overflow(name: "a rubber-band pan of 1e308", state: rubber) {
        var t = Point(x: 1e308, y: 0)
        return $0.pan(translation: &t, phase: .changed)
      },
      Overflow(name: "a double tap at 1.7e308", state: seed) {
        $0.doubleTap(at: Point(x: 1.7e308, y: 0))
      },
      Overflow(name: "a centroid jump from -1e308 to 1e308", state: tracked) {
        var k = 1.0
        return $0.pinchAndPan(
          scale: &k, centroid: Point(x: 1e308, y: 0), touchCount: 2, phase: .ended)
      },
      Overflow(name: "a touch move from -1e308 to 1e308", state: held) {
        $0.touchMoved(from: Point(x: -1e308, y: 0), to: Point(x: 1e308, y: 0))
        return nil
      },
    ]
  }()

  @Test(arguments: overflows)
  func `a finite event whose result overflows leaves the state bit-identical`(c: Overflow) {
    var s = c.state
    let before = s
    let animation = c.apply(&s)
    #expect(animation == nil)
    #expect(bitIdentical(s, before))
    #expect(s == before)
  }
}

@Suite("CumulativeGestureValues: bad input")
struct CumulativeGestureValuesBadInputTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -2])
  func `a bad cumulative scale is returned unchanged and not remembered`(bad: Double) {
    var c = CumulativeGestureValues()
    _ = c.scaleIncrement(cumulative: 2, phase: .began)
    let returned = c.scaleIncrement(cumulative: bad, phase: .changed)
    #expect(returned.bitPattern == bad.bitPattern)
    #expect(c.previousScale == 2)
    #expect(c.scaleIncrement(cumulative: 3, phase: .changed) == 1.5)
  }

  @Test(arguments: [
    Point(x: .nan, y: 0), Point(x: 0, y: .infinity), Point(x: -.infinity, y: .nan),
  ])
  func `a non-finite cumulative translation is returned unchanged and not remembered`(bad: Point) {
    var c = CumulativeGestureValues()
    _ = c.translationIncrement(cumulative: Point(x: 10, y: 10), phase: .began)
    let returned = c.translationIncrement(cumulative: bad, phase: .changed)
    #expect(returned.x.bitPattern == bad.x.bitPattern && returned.y.bitPattern == bad.y.bitPattern)
    #expect(c.previousTranslation == Point(x: 10, y: 10))
    #expect(
      c.translationIncrement(cumulative: Point(x: 30, y: 20), phase: .changed)
        == Point(x: 20, y: 10))
  }

  @Test func `a bad value followed by began starts over from 1 and zero`() {
    var c = CumulativeGestureValues()
    _ = c.scaleIncrement(cumulative: .nan, phase: .changed)
    #expect(c.scaleIncrement(cumulative: 1.5, phase: .began) == 1.5)
  }
}
