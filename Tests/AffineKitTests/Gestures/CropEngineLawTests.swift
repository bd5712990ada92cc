import AffineKit
import Testing

/// Laws of ``CropEngine/apply(_:)``: over seeded samples of engines and gestures, and over seeded
/// random event streams (``EngineStream``: moderate, hostile and overlapping gestures). Tolerance
/// 1e-9 absolute unless stated.
@Suite("CropEngine: laws")
struct CropEngineLawTests {
  // MARK: Samples

  /// An engine with a random content size (a natural fit), zoom and centre behind a 300 × 200
  /// crop box at the origin, and two pinch factors and a focal point.
  struct Case: Sendable, CustomTestStringConvertible {
    var contentSize: Size
    var zoom: Double
    var center: Point
    var k1, k2: Double
    var focus: Point
    var testDescription: String {
      "\(contentSize) at zoom \(zoom) at \(center), k \(k1) \(k2) about \(focus)"
    }

    /// The engine, with the given limits (gesture maximum 8 by default) and overscroll mode.
    func engine(
      limits: ZoomLimits = ZoomLimits(maximumZoom: 8), overscroll: Overscroll = .free
    ) -> CropEngine {
      EngineFixture.make(
        cropBox: Rect(x: 0, y: 0, width: 300, height: 200), fit: .natural(contentSize),
        limits: limits, overscroll: overscroll, zoom: zoom, center: center)
    }
  }

  static let cases: [Case] = {
    var rng = SplitMix64(seed: 0x6E57)
    return (0..<100).map { _ in
      Case(
        contentSize: Size(
          width: Double.random(in: 50...600, using: &rng),
          height: Double.random(in: 50...600, using: &rng)),
        zoom: Double.random(in: 0.6...8, using: &rng),
        center: Point(
          x: Double.random(in: -500...800, using: &rng),
          y: Double.random(in: -500...800, using: &rng)),
        k1: Double.random(in: 0.2...3, using: &rng), k2: Double.random(in: 0.2...3, using: &rng),
        focus: Point(
          x: Double.random(in: 0...300, using: &rng), y: Double.random(in: 0...200, using: &rng)))
    }
  }()

  static let unclamped = ZoomLimits(minimumZoom: 1e-6, maximumZoom: 1e6)
  static let overscrollModes: [Overscroll] = [.free, .clamped, .rubberBand]

  /// `e` settled through the entry point: a pan that begins and ends without moving.
  static func settled(_ e: CropEngine) -> (engine: CropEngine, result: CropEventResult) {
    GestureModel().settled(e)
  }

  // MARK: Pinch

  @Test(arguments: cases)
  func `an unclamped pinch keeps the image point under the focal point`(c: Case) {
    var e = c.engine(limits: Self.unclamped)
    let before = e.geometry.convertFromSuperview(c.focus)
    e.apply(.pinch(.began, scale: c.k1, centroid: c.focus))
    #expect(isClose(e.geometry.convertFromSuperview(c.focus), before, tolerance: 1e-9))
  }

  @Test(arguments: cases)
  func `pinch by k1 then k2 equals one pinch by k1 times k2 about the same point`(c: Case) {
    var twice = c.engine(limits: Self.unclamped)
    var once = twice
    twice.apply(.pinch(.began, scale: c.k1, centroid: c.focus))
    twice.apply(.pinch(.changed, scale: c.k2, centroid: c.focus))
    once.apply(.pinch(.began, scale: c.k1 * c.k2, centroid: c.focus))
    #expect(isClose(twice.zoom, once.zoom, tolerance: 1e-12))
    #expect(isClose(twice.center, once.center, tolerance: 1e-9))
  }

  @Test func `1000 pinches of 1.01 then 1000 of 1 over 1.01 return to the start within 1e-9`() {
    var e = EngineFixture.make(limits: ZoomLimits(maximumZoom: 1e9))
    let start = e
    let focus = Point(x: 70, y: 210)
    e.apply(.pinch(.began, scale: 1, centroid: focus))
    for k in Array(repeating: 1.01, count: 1000) + Array(repeating: 1 / 1.01, count: 1000) {
      e.apply(.pinch(.changed, scale: k, centroid: focus))
    }
    #expect(isClose(e.zoom, 1, tolerance: 1e-9))
    #expect(isClose(e.center, start.center, tolerance: 1e-9))
  }

  @Test(arguments: cases)
  func `the zoom never leaves the gesture limits over a long random pinch and pan`(c: Case) {
    // One two-finger gesture: each step pans by the centroid's change, then pinches about it.
    var e = c.engine()
    var rng = SplitMix64(seed: UInt64(bitPattern: Int64(c.k1 * 1e9)))
    var zooms: [Double] = []
    e.apply(.pinch(.began, scale: 1, centroid: c.focus))
    for _ in 0..<200 {
      let centroid = Point(
        x: c.focus.x + Double.random(in: -80...80, using: &rng),
        y: c.focus.y + Double.random(in: -80...80, using: &rng))
      e.apply(.pinch(.changed, scale: Double.random(in: 0.3...3, using: &rng), centroid: centroid))
      zooms.append(e.zoom)
    }
    #expect(zooms.allSatisfy { $0 >= 0.6 && $0 <= 8 })
  }

  // MARK: Cumulative values

  /// A gesture: a sequence of pinch factors (or pan increments) and centroids.
  struct Gesture: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var start: CropEngine
    var scales: [Double]
    var centroids: [Point]
    var translations: [Point]
    var testDescription: String {
      "gesture \(seed), \(scales.count) steps, \(start.configuration.overscroll)"
    }

    init(seed: UInt64) {
      self.seed = seed
      var g = Hostile(seed: 0xC0_17AB &+ seed)
      start = EngineStream.start(&g)
      let n = 2 + g.below(12)
      scales = (0..<n).map { _ in g.uniform(0.5...2) }
      let box = start.cropBox
      centroids = (0..<n).map { _ in
        Point(
          x: box.minX + g.uniform(0...1) * box.width, y: box.minY + g.uniform(0...1) * box.height)
      }
      translations = (0..<n).map { _ in Point(x: g.uniform(-50...50), y: g.uniform(-50...50)) }
    }

    static func phase(_ i: Int, of n: Int) -> GesturePhase {
      i == 0 ? .began : i == n - 1 ? .ended : .changed
    }

    /// The pinch events, incremental or cumulative (the running product of the factors).
    func pinchEvents(_ values: GestureValues) -> [CropEvent] {
      var total = 1.0
      return scales.indices.map { i in
        total *= scales[i]
        return .pinch(
          Self.phase(i, of: scales.count), scale: values == .incremental ? scales[i] : total,
          centroid: centroids[i], values: values)
      }
    }

    /// The pan events, incremental or cumulative (the running sum of the increments).
    func panEvents(_ values: GestureValues) -> [CropEvent] {
      var total = Point.zero
      return translations.indices.map { i in
        total = Point(x: total.x + translations[i].x, y: total.y + translations[i].y)
        return .pan(
          Self.phase(i, of: translations.count),
          translation: values == .incremental ? translations[i] : total, values: values)
      }
    }
  }

  static let gestures = (0..<64).map { Gesture(seed: UInt64($0)) }

  /// Whether two engines' placements agree within `tolerance` relative to the crop box's size.
  static func samePlacement(_ a: CropEngine, _ b: CropEngine, tolerance: Double) -> Bool {
    let scale = Swift.max(a.cropBox.width, a.cropBox.height, a.contentFrame.width)
    return isClose(a.zoom, b.zoom, tolerance: tolerance * a.zoom)
      && isClose(a.center, b.center, tolerance: tolerance * scale)
  }

  @Test(arguments: gestures)
  func `cumulative pinch values give the geometry of their increments at every step`(g: Gesture) {
    var incremental = g.start
    var cumulative = g.start
    for (a, b) in zip(g.pinchEvents(.incremental), g.pinchEvents(.cumulative)) {
      let ra = incremental.apply(a)
      let rb = cumulative.apply(b)
      #expect(ra.rejection == nil && rb.rejection == nil)
      #expect(Self.samePlacement(incremental, cumulative, tolerance: 1e-9), "\(a) vs \(b)")
    }
    #expect(!cumulative.isInteracting)
  }

  @Test(arguments: gestures)
  func `cumulative pan values give the geometry of their increments at every step`(g: Gesture) {
    var incremental = g.start
    var cumulative = g.start
    for (a, b) in zip(g.panEvents(.incremental), g.panEvents(.cumulative)) {
      incremental.apply(a)
      cumulative.apply(b)
      #expect(Self.samePlacement(incremental, cumulative, tolerance: 1e-9), "\(a) vs \(b)")
    }
    #expect(!cumulative.isInteracting)
  }

  // MARK: Settle

  @Test(arguments: cases)
  func `settling twice changes nothing the second time and returns no animation`(c: Case) {
    let once = Self.settled(c.engine()).engine
    let twice = Self.settled(once)
    #expect(twice.result == .unchanged)
    // The second settle starts after the first one's animation ended, and forgets it.
    #expect(bitIdentical(twice.engine, forgettingAnimation(once)))
  }

  @Test func `ending a gesture with the image at rest returns unchanged, with no animation`() {
    var e = EngineFixture.make()
    let start = e
    e.apply(.pan(.began, translation: .zero))
    #expect(e.apply(.pan(.ended, translation: .zero)) == .unchanged)
    #expect(bitIdentical(e, start))
  }

  static let restingLimits = [
    ZoomLimits(maximumZoom: 8), ZoomLimits(maximumZoom: 8, restingMinimumZoom: 0.6),
  ]

  /// Whether `e` rests in its resting range, and on each axis covers the crop box or is centred on
  /// it, within `tolerance` (absolute, or relative to the largest coordinate involved when at least
  /// 1).
  static func rests(_ e: CropEngine, tolerance: Double, relative: Bool) -> Bool {
    let f = e.contentFrame
    let box = e.cropBox
    func axis(_ fMin: Double, _ fMax: Double, _ bMin: Double, _ bMax: Double) -> Bool {
      let largest = Swift.max(1, fMin.magnitude, fMax.magnitude, bMin.magnitude, bMax.magnitude)
      let t = relative ? tolerance * largest : tolerance
      if fMax - fMin >= bMax - bMin - t {
        return fMin <= bMin + t && fMax >= bMax - t
      }
      return isClose((fMin + fMax) * 0.5, (bMin + bMax) * 0.5, tolerance: t)
    }
    return e.zoom >= e.configuration.limits.restingMinimumZoom
      && e.zoom <= e.configuration.limits.restingMaximumZoom
      && axis(f.minX, f.maxX, box.minX, box.maxX) && axis(f.minY, f.maxY, box.minY, box.maxY)
  }

  @Test(arguments: cases, restingLimits)
  func `a settled image rests in the resting range, covering the crop box or centred on each axis`(
    c: Case, limits: ZoomLimits
  ) {
    #expect(
      Self.rests(Self.settled(c.engine(limits: limits)).engine, tolerance: 1e-9, relative: false))
  }

  // MARK: Cancel equals end

  @Test(arguments: cases)
  func `cancel equals end for a pinch`(c: Case) {
    var ended = c.engine()
    ended.apply(.pinch(.began, scale: 1))
    var cancelled = ended
    let a = ended.apply(.pinch(.ended, scale: c.k1, centroid: c.focus))
    let b = cancelled.apply(.pinch(.cancelled, scale: c.k1, centroid: c.focus))
    #expect(a == b)
    #expect(bitIdentical(ended, cancelled))
  }

  @Test(arguments: cases, overscrollModes)
  func `cancel equals end for a pan`(c: Case, overscroll: Overscroll) {
    var ended = c.engine(overscroll: overscroll)
    ended.apply(.pan(.began, translation: .zero))
    var cancelled = ended
    let t = Point(x: c.focus.x - 150, y: c.focus.y - 100)
    let a = ended.apply(.pan(.ended, translation: t))
    let b = cancelled.apply(.pan(.cancelled, translation: t))
    #expect(a == b)
    #expect(bitIdentical(ended, cancelled))
  }

  @Test(arguments: cases)
  func `cancel equals end for a simultaneous pinch and pan, and both end the gesture`(c: Case) {
    var ended = c.engine()
    ended.apply(.pinch(.began, scale: 1, centroid: Point(x: 150, y: 100)))
    var cancelled = ended
    let a = ended.apply(.pinch(.ended, scale: c.k1, centroid: c.focus))
    let b = cancelled.apply(.pinch(.cancelled, scale: c.k1, centroid: c.focus))
    #expect(a == b)
    #expect(bitIdentical(ended, cancelled))
    #expect(!ended.isInteracting)
  }

  @Test(arguments: cases)
  func `cancel equals end for a touch drag`(c: Case) {
    var ended = c.engine()
    ended.apply(.touchDrag(.began, location: c.center))
    var cancelled = ended
    let a = ended.apply(.touchDrag(.ended, location: c.focus))
    let b = cancelled.apply(.touchDrag(.cancelled, location: c.focus))
    #expect(a == b)
    #expect(bitIdentical(ended, cancelled))
  }

  // MARK: Identity events and signed zeros

  @Test(arguments: cases, overscrollModes)
  func `identity events change nothing bit for bit, in every overscroll mode`(
    c: Case, overscroll: Overscroll
  ) {
    let start = c.engine(overscroll: overscroll)
    var pinching = start
    pinching.apply(.pinch(.began, scale: 1, centroid: c.focus))
    var panning = start
    panning.apply(.pan(.began, translation: .zero))
    var holding = start
    holding.apply(.touchDrag(.began, location: c.center))
    var cumulative = start
    cumulative.apply(.pinch(.began, scale: c.k1, centroid: c.focus, values: .cumulative))
    cumulative.apply(.pan(.began, translation: c.focus, values: .cumulative))
    let snapshots = (pinching, panning, holding, cumulative)
    pinching.apply(.pinch(.changed, scale: 1, centroid: c.focus))
    panning.apply(.pan(.changed, translation: .zero))
    holding.apply(.touchDrag(.changed, location: c.center))
    cumulative.apply(.pinch(.changed, scale: c.k1, centroid: c.focus, values: .cumulative))
    cumulative.apply(.pan(.changed, translation: c.focus, values: .cumulative))
    #expect(bitIdentical(pinching, snapshots.0))
    #expect(bitIdentical(panning, snapshots.1))
    #expect(bitIdentical(holding, snapshots.2))
    #expect(bitIdentical(cumulative, snapshots.3))
  }

  @Test(arguments: [100.0, 37.3, 250.0, 1e6])
  func `a zero pan under the rubber band leaves an overshooting image's placement bit-identical`(
    overshoot: Double
  ) {
    var e = EngineFixture.make(overscroll: .rubberBand)
    e.apply(.pan(.began, translation: Point(x: overshoot, y: -overshoot)))
    let before = e
    e.apply(.pan(.changed, translation: .zero))
    #expect(bitIdentical(numbers(e), numbers(before)))
  }

  @Test(arguments: cases, overscrollModes)
  func `a pan along one axis leaves the other axis bit-identical`(c: Case, overscroll: Overscroll) {
    var x = c.engine(overscroll: overscroll)
    x.apply(.pan(.began, translation: Point(x: c.k1 * 10, y: 0)))
    #expect(x.center.y.bitPattern == c.center.y.bitPattern)
    var y = c.engine(overscroll: overscroll)
    y.apply(.pan(.began, translation: Point(x: 0, y: c.k2 * 10)))
    #expect(y.center.x.bitPattern == c.center.x.bitPattern)
  }

  @Test(arguments: cases)
  func `a touch drag along one axis leaves the other axis bit-identical`(c: Case) {
    var e = c.engine()
    e.apply(.touchDrag(.began, location: c.center))
    e.apply(.touchDrag(.changed, location: Point(x: c.center.x + c.k1 * 10, y: c.center.y)))
    #expect(e.center.y.bitPattern == c.center.y.bitPattern)
  }

  // -0 + 0 is +0: an axis with a zero component must not be added to at all.
  @Test(arguments: overscrollModes)
  func `a pan along x keeps a -0 centre y as -0, in every overscroll mode`(overscroll: Overscroll) {
    var e = EngineFixture.make(
      cropBox: Rect(x: -150, y: -150, width: 300, height: 300), overscroll: overscroll,
      center: Point(x: 0, y: -0.0))
    e.apply(.pan(.began, translation: Point(x: 12, y: 0)))
    #expect(e.center.y.bitPattern == (-0.0).bitPattern)
  }

  // MARK: Random event streams

  /// One event of a stream, with the engine and the test's gesture model before and after it.
  struct Step {
    var stream: EngineStream
    var index: Int
    var before: CropEngine
    var modelBefore: GestureModel
    var event: CropEvent
    var result: CropEventResult
    var after: CropEngine
    var model: GestureModel

    var description: String {
      "\(stream) step \(index): \(event) gave \(result), taking \(before) to \(after)"
    }
  }

  /// Runs every stream of `batch` and checks `law` after every event; records the first violation
  /// of each stream (with its seed, step, event and states) and returns the number of steps
  /// checked.
  @discardableResult
  static func run(_ batch: EngineStream.Batch, _ law: (Step) -> Bool) -> Int {
    var checked = 0
    for stream in batch.streams {
      var e = stream.start
      var model = GestureModel()
      for (index, event) in stream.events.enumerated() {
        let before = e
        let modelBefore = model
        let result = e.apply(event)
        model.update(event, result)
        let step = Step(
          stream: stream, index: index, before: before, modelBefore: modelBefore, event: event,
          result: result, after: e, model: model)
        checked += 1
        if !law(step) {
          Issue.record("\(step.description)")
          break
        }
      }
    }
    #expect(checked > 0)
    return checked
  }

  /// Whether the engine's state is finite and can be kept: what the initializer guarantees.
  static func isFiniteState(_ e: CropEngine) -> Bool {
    let f = e.contentFrame
    let g = e.geometry
    return e.zoom > 0 && e.zoom.isFinite && e.center.x.isFinite && e.center.y.isFinite
      && (e.zoom * e.fittedSize.width).isFinite && (e.zoom * e.fittedSize.height).isFinite
      && e.cropBox.width > 0 && e.cropBox.height > 0 && e.cropBox.minX.isFinite
      && e.cropBox.minY.isFinite && e.cropBox.maxX.isFinite && e.cropBox.maxY.isFinite
      && [f.minX, f.minY, f.maxX, f.maxY].allSatisfy(\.isFinite)
      && [g.frame.minX, g.frame.minY, g.frame.maxX, g.frame.maxY].allSatisfy(\.isFinite)
  }

  @Test(arguments: EngineStream.batches)
  func `no event makes the state non-finite: the placement, the frame and the geometry stay finite`(
    batch: EngineStream.Batch
  ) {
    Self.run(batch) { Self.isFiniteState($0.after) }
  }

  @Test(arguments: EngineStream.batches)
  func `no event takes the zoom outside the gesture limits`(batch: EngineStream.Batch) {
    Self.run(batch) { step in
      let e = step.after
      return e.zoom >= e.configuration.limits.minimumZoom
        && e.zoom <= e.configuration.limits.maximumZoom
    }
  }

  @Test(arguments: EngineStream.batches)
  func `a rejected event leaves the engine bit-identical unless it ends an active gesture`(
    batch: EngineStream.Batch
  ) {
    Self.run(batch) { step in
      guard step.result.rejection != nil else { return true }
      if let (kind, phase) = GestureKind.of(step.event), phase.isEnd,
        step.modelBefore.active.contains(kind)
      {
        return true  // the end counted: the next law
      }
      return bitIdentical(step.after, step.before)
    }
  }

  @Test(arguments: EngineStream.batches)
  func
    `the engine settles exactly once, when the last active gesture ends, even if that end is rejected`(
      batch: EngineStream.Batch
    )
  {
    Self.run(batch) { step in
      guard step.after.isInteracting == !step.model.active.isEmpty else { return false }
      guard let (kind, phase) = GestureKind.of(step.event) else { return true }
      if phase.isEnd && !step.modelBefore.active.contains(kind) {
        return step.result == .rejected(.gestureNotActive) && bitIdentical(step.after, step.before)
      }
      if phase.isEnd && step.model.active.isEmpty {
        // The last gesture ended: the engine is at rest, and the result has the animation when
        // the settle moved the image (no animation means it did not).
        let again = Self.settled(step.after)
        return again.result == .unchanged
          && bitIdentical(again.engine, forgettingAnimation(step.after))
      }
      // Any other gesture phase: no settle.
      return !step.result.startsAnimation
    }
  }

  @Test(arguments: EngineStream.batches)
  func `settling after any event is idempotent: the second settle changes nothing`(
    batch: EngineStream.Batch
  ) {
    Self.run(batch) { step in
      let once = step.model.settled(step.after)
      let twice = Self.settled(once.engine)
      // The second settle starts after the first one's animation ended, and forgets it.
      return twice.result == .unchanged
        && bitIdentical(twice.engine, forgettingAnimation(once.engine))
        && !once.engine.isInteracting
    }
  }

  @Test(arguments: EngineStream.batches)
  func
    `after any event, a settled image rests in the resting range, covering or centred on each axis`(
      batch: EngineStream.Batch
    )
  {
    Self.run(batch) { step in
      // Random configurations reach frames of millions of points: relative 1e-12.
      Self.rests(step.model.settled(step.after).engine, tolerance: 1e-12, relative: true)
    }
  }

  @Test(arguments: EngineStream.batches)
  func `over random streams, cancel equals end`(batch: EngineStream.Batch) {
    Self.run(batch) { step in
      let swapped: CropEvent
      switch step.event {
      case .pinch(.ended, let k, let p, let n, let v, _):
        swapped = .pinch(.cancelled, scale: k, centroid: p, touchCount: n, values: v)
      case .pan(.ended, let t, let v, let values):
        swapped = .pan(.cancelled, translation: t, velocity: v, values: values)
      case .touchDrag(.ended, let p): swapped = .touchDrag(.cancelled, location: p)
      default: return true
      }
      var cancelled = step.before
      return cancelled.apply(swapped) == step.result && bitIdentical(cancelled, step.after)
    }
  }
}
