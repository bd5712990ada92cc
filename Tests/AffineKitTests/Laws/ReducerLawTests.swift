import AffineKit
import Testing

/// Laws of the `ZoomableContent` reducers over long random gesture sequences (16 seeds × 8
/// sequences × 150 events), with hostile deltas mixed in (`Hostile.scaleFactor`, `Hostile.delta`,
/// hostile points and rects). A failure prints the seed, the step, the event and both states.
///
/// Some of these laws catch bugs that other branches are fixing (see the report of issue 7's
/// law work): a double tap stuck when `maximumZoom < 2·minimumZoom`, `zoom(to:)` with a tiny rect
/// writing a non-finite state, a huge pinch or pan overflowing, a zero rubber-band pan not being
/// bit-identical, and `touchBegan(at: NaN)` clearing `isHoldingContent`.
@Suite("Reducer laws at scale")
struct ReducerLawTests {
  static let sequences = 8
  static let steps = 150

  /// A random valid starting state: a wrapper, a content size, limits and an overscroll mode.
  static func start(_ g: inout Hostile) -> ZoomableContent {
    let low = g.uniform(0.1...1)
    let limits = ZoomLimits(
      minimumZoom: low, maximumZoom: g.below(4) == 0 ? .infinity : low * g.uniform(1.01...40),
      restingMinimumZoom: g.uniform(0.1...2))
    return ZoomableContent(
      wrapper: Rect(
        x: g.uniform(-100...100), y: g.uniform(-100...100), width: g.uniform(50...800),
        height: g.uniform(50...800)),
      contentSize: Size(width: g.uniform(10...4000), height: g.uniform(10...4000)), limits: limits,
      overscroll: [Overscroll.free, .clamped, .rubberBand][g.below(3)])
  }

  /// A location: usually inside or near the wrapper, sometimes hostile.
  static func location(_ g: inout Hostile, in s: ZoomableContent, hostile: Bool) -> Point {
    if hostile, g.below(10) == 0 { return g.point() }
    return Point(
      x: s.wrapper.minX + g.uniform(-0.2...1.2) * s.wrapper.width,
      y: s.wrapper.minY + g.uniform(-0.2...1.2) * s.wrapper.height)
  }

  static func phase(_ g: inout Hostile) -> GesturePhase {
    [GesturePhase.began, .changed, .changed, .changed, .ended, .cancelled][g.below(6)]
  }

  /// Applies one random event to `s` and describes it.
  static func step(_ s: inout ZoomableContent, _ g: inout Hostile, hostile: Bool) -> String {
    // Moderate inputs: pinch factors in 0.5...2, deltas in -100...100, no hostile points or rects.
    func scale() -> Double { hostile ? g.scaleFactor() : g.uniform(0.5...2) }
    func delta() -> Double { hostile ? g.delta() : g.uniform(-100...100) }
    switch g.below(9) {
    case 0:
      var k = scale()
      let focus = g.below(3) == 0 ? nil : location(&g, in: s, hostile: hostile)
      let phase = phase(&g)
      let description = "pinch(scale: \(k), focalPoint: \(String(describing: focus)), \(phase))"
      s.pinch(scale: &k, focalPoint: focus, phase: phase)
      return description
    case 1:
      var t = Point(x: delta(), y: delta())
      let phase = phase(&g)
      let description = "pan(translation: \(t), \(phase))"
      s.pan(translation: &t, phase: phase)
      return description
    case 2:
      var k = scale()
      let centroid = location(&g, in: s, hostile: hostile)
      let touches = g.below(10) == 0 ? g.below(3) - 1 : g.below(3) + 1
      let phase = phase(&g)
      let description =
        "pinchAndPan(scale: \(k), centroid: \(centroid), touchCount: \(touches), \(phase))"
      s.pinchAndPan(scale: &k, centroid: centroid, touchCount: touches, phase: phase)
      return description
    case 3:
      let p = location(&g, in: s, hostile: hostile)
      s.touchBegan(at: p)
      return "touchBegan(at: \(p))"
    case 4:
      let p = location(&g, in: s, hostile: hostile)
      let q = Point(x: p.x + delta(), y: p.y + delta())
      s.touchMoved(from: p, to: q)
      return "touchMoved(from: \(p), to: \(q))"
    case 5:
      s.touchEnded()
      return "touchEnded()"
    case 6:
      let p = location(&g, in: s, hostile: hostile)
      s.doubleTap(at: p)
      return "doubleTap(at: \(p))"
    case 7:
      let r =
        hostile && g.below(3) == 0
        ? g.rect()
        : Rect(
          origin: location(&g, in: s, hostile: hostile),
          size: Size(width: g.uniform(-50...400), height: g.uniform(-50...400)))
      s.zoom(to: r)
      return "zoom(to: \(r))"
    default:
      s.settle()
      return "settle()"
    }
  }

  /// Runs the random sequences of `seed`, checking `law(before, after)` after every event whose
  /// starting state is valid; stops at the first violation.
  static func run(
    seed: UInt64, hostile: Bool = true, law: (ZoomableContent, ZoomableContent) -> Bool,
    name: String
  ) -> Int {
    var g = Hostile(seed: seed)
    var checked = 0
    for sequence in 0..<sequences {
      var s = start(&g)
      for stepIndex in 0..<steps {
        let before = s
        let event = step(&s, &g, hostile: hostile)
        guard before.isValid else { continue }
        checked += 1
        let ok = law(before, s)
        #expect(
          ok,
          "\(name): seed \(seed) sequence \(sequence) step \(stepIndex): \(event) took \(before) to \(s)"
        )
        if !ok { return checked }
      }
    }
    return checked
  }

  @Test(arguments: Law.seeds)
  func `no event takes a valid state to an invalid or non-finite one`(seed: UInt64) {
    let checked = Self.run(seed: seed, law: { _, after in after.isValid }, name: "validity")
    #expect(checked > 0)
  }

  static func withinLimits(_ s: ZoomableContent) -> Bool {
    s.zoomScale >= s.limits.minimumZoom && s.zoomScale <= s.limits.maximumZoom
  }

  @Test(arguments: Law.seeds)
  func `no event takes the zoom scale from inside the gesture limits to outside them`(seed: UInt64)
  {
    // A start at zoom 1 may lie above a maximum below 1; the law is about not leaving the limits.
    let checked = Self.run(
      seed: seed, law: { before, after in !Self.withinLimits(before) || Self.withinLimits(after) },
      name: "limits")
    #expect(checked > 0)
  }

  @Test(arguments: Law.seeds)
  func `with moderate inputs no event takes a valid state to an invalid one`(seed: UInt64) {
    let checked = Self.run(
      seed: seed, hostile: false, law: { _, after in after.isValid }, name: "moderate validity")
    #expect(checked > 0)
  }

  @Test(arguments: Law.seeds)
  func `with moderate inputs no event leaves the gesture limits`(seed: UInt64) {
    let checked = Self.run(
      seed: seed, hostile: false,
      law: { before, after in !Self.withinLimits(before) || Self.withinLimits(after) },
      name: "moderate limits")
    #expect(checked > 0)
  }

  @Test(arguments: Law.seeds)
  func `settling a settled state changes nothing`(seed: UInt64) {
    let checked = Self.run(
      seed: seed,
      law: { _, after in
        var once = after
        once.settle()
        var twice = once
        let animation = twice.settle()
        return animation == nil && bitIdentical(once, twice)
      }, name: "settle idempotence")
    #expect(checked > 0)
  }

  @Test(arguments: Law.seeds)
  func `a settled state rests within the resting limits`(seed: UInt64) {
    let checked = Self.run(
      seed: seed,
      law: { _, after in
        var s = after
        s.settle()
        return s.zoomScale >= s.limits.restingMinimumZoom
          && s.zoomScale <= s.limits.restingMaximumZoom && s.isValid
      }, name: "resting limits")
    #expect(checked > 0)
  }
}
