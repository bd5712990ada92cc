import AffineKit

/// Engines and seeded event streams for the crop engine's law suites.
enum EngineFixture {
  /// An engine from a configuration the test knows to be valid. A test that gets the configuration
  /// wrong stops here with the reason (a mistake in the test, never a rule of the engine). Its
  /// default limits are the cropper's with no ceiling (``ZoomLimits/noCeiling``): the law and
  /// robustness suites drive zooms far past any ceiling.
  static func make(
    imagePixelSize: Size = Size(width: 300, height: 300),
    cropBox: Rect = Rect(x: 0, y: 0, width: 300, height: 300), fit: FitMode = .fill,
    limits: ZoomLimits = .noCeiling, overscroll: Overscroll = .free, zoom: Double = 1,
    center: Point? = nil
  ) -> CropEngine {
    do {
      return try CropEngine(
        image: .upright(imagePixelSize), cropBox: cropBox,
        configuration: CropConfiguration(fit: fit, limits: limits, overscroll: overscroll),
        zoom: zoom, center: center)
    } catch {
      fatalError("the test's configuration is invalid: \(error)")
    }
  }
}

/// The gestures whose phases the engine tracks.
enum GestureKind: Hashable, Sendable, CaseIterable {
  case pinch, pan, touch, rotation

  /// The gesture an event belongs to and its phase, or `nil` for an event that is not a gesture
  /// phase (double tap, zoom to a rectangle, layout, straighten, turn, flip, reset, restore, configure),
  /// or an event
  /// these streams do not generate (scroll, key, quick zoom, crop area, handle drag).
  static func of(_ event: CropEvent) -> (kind: GestureKind, phase: GesturePhase)? {
    switch event {
    case .pinch(let phase, _, _, _, _, _): return (.pinch, phase)
    case .pan(let phase, _, _, _): return (.pan, phase)
    case .touchDrag(let phase, _): return (.touch, phase)
    case .rotation(let phase, _, _, _, _): return (.rotation, phase)
    case .doubleTap, .zoomTo, .layout, .straighten, .perspective, .turn, .flip, .reset, .restore,
      .configure,
      .scroll, .scrollEnded, .key, .quickZoom, .layoutCropArea, .handleDrag, .ratio, .revert,
      .handleStep, .cropShape:
      return nil
    }
  }
}

/// What a test expects the engine to remember about its gestures: which are active and where the
/// touch drag last was. Updated from each event and whether it was accepted, independently of the
/// engine's own memory, so the laws can compare the two.
struct GestureModel: Hashable, Sendable {
  var active: Set<GestureKind> = []
  var lastTouch: Point = .zero

  /// The model after `event` produced `result`: an accepted gesture phase that does not end makes
  /// its gesture active; an end or cancel ends an active gesture whatever its payload; a layout
  /// change leaves the gestures as they are (they go on through it).
  mutating func update(_ event: CropEvent, _ result: CropEventResult) {
    if let (kind, phase) = GestureKind.of(event) {
      if phase.isEnd {
        active.remove(kind)
      } else if result.rejection == nil {
        active.insert(kind)
        if case .touchDrag(_, let location) = event { lastTouch = location }
      }
    }
  }

  /// The events that end every active gesture without moving anything (an identity payload), or,
  /// when none is active, a pan that begins and ends without moving: either way the last event
  /// ends the last gesture, so the engine settles. This is how a test settles an engine through
  /// the public entry point.
  var settlingEvents: [CropEvent] {
    if active.isEmpty {
      return [.pan(.began, translation: .zero), .pan(.ended, translation: .zero)]
    }
    return GestureKind.allCases.filter(active.contains).map { kind in
      switch kind {
      case .pinch: return .pinch(.ended, scale: 1)
      case .pan: return .pan(.ended, translation: .zero)
      case .touch: return .touchDrag(.ended, location: lastTouch)
      case .rotation: return .rotation(.ended, angle: 0)
      }
    }
  }

  /// `engine` settled by ``settlingEvents``, and the result of the last of them.
  func settled(_ engine: CropEngine) -> (engine: CropEngine, result: CropEventResult) {
    var e = engine
    var last = CropEventResult.unchanged
    for event in settlingEvents { last = e.apply(event) }
    return (e, last)
  }
}

/// A seeded random event stream: a valid starting engine and the events to apply to it. Every
/// stream is fixed by its seed and kind, so a failure names the seed and reproduces everywhere.
struct EngineStream: Sendable, CustomStringConvertible {
  /// How many streams of each kind every stream law runs over: the one knob for the laws' breadth
  /// (and their run time, about linear in it).
  static let count = 96
  /// The events in each stream.
  static let length = 100
  /// How many batches the streams of a kind are split into (one test case each).
  static let batchCount = 4

  /// What the stream's events look like.
  enum Kind: String, Sendable, CaseIterable {
    /// Ordinary values: pinch factors in `0.5...2`, translations within ±100 points, locations in
    /// and around the crop box, valid rectangles.
    case moderate
    /// Ordinary values with hostile ones mixed in: NaN, infinities, zeros, negative scales, huge,
    /// tiny and subnormal values, touch counts below one, null and infinite rectangles.
    case hostile
    /// Overlapping pinch, pan and touch gestures: each begins, changes and ends (or is cancelled)
    /// exactly once, randomly interleaved; some payloads (final ends included) are bad.
    case overlapping
  }

  /// A batch of streams: one test case of a stream law.
  struct Batch: Sendable, CustomStringConvertible {
    var kind: Kind
    var seeds: Range<UInt64>
    var description: String { "\(kind) streams \(seeds.lowerBound)..<\(seeds.upperBound)" }
    var streams: [EngineStream] { seeds.map { EngineStream(seed: $0, kind: kind) } }
  }

  /// Every batch of every kind.
  static let batches: [Batch] = Kind.allCases.flatMap { kind in
    (0..<batchCount).map { b in
      let lo = UInt64(count * b / batchCount)
      let hi = UInt64(count * (b + 1) / batchCount)
      return Batch(kind: kind, seeds: lo..<hi)
    }
  }

  var seed: UInt64
  var kind: Kind
  var start: CropEngine
  var events: [CropEvent]
  var description: String { "\(kind) stream \(seed)" }

  init(seed: UInt64, kind: Kind) {
    self.seed = seed
    self.kind = kind
    var g = Hostile(seed: 0xC0_0E57 &+ seed &* 0x9E37_79B9 &+ UInt64(kind.hashSalt))
    let engine = Self.start(&g)
    var events: [CropEvent] = []
    switch kind {
    case .moderate, .hostile:
      for _ in 0..<Self.length {
        events.append(Self.event(&g, box: engine, hostile: kind == .hostile))
      }
    case .overlapping:
      events = Self.overlapping(&g, engine: engine)
    }
    self.start = engine
    self.events = events
  }

  /// A random valid starting engine: pixel size, crop box, fit, limits, overscroll, zoom, centre.
  static func start(_ g: inout Hostile) -> CropEngine {
    let low = g.uniform(0.1...1)
    let limits = ZoomLimits(
      minimumZoom: low, maximumZoom: g.below(4) == 0 ? .infinity : low * g.uniform(1.01...40),
      restingMinimumZoom: g.uniform(0.1...2))
    let box = Rect(
      x: g.uniform(-100...100), y: g.uniform(-100...100), width: g.uniform(50...800),
      height: g.uniform(50...800))
    let fit: FitMode =
      switch g.below(3) {
      case 0: .fill
      case 1: .fit
      default: .natural(Size(width: g.uniform(10...4000), height: g.uniform(10...4000)))
      }
    let zoom = g.uniform(limits.minimumZoom...Swift.min(limits.maximumZoom, 10))
    return EngineFixture.make(
      imagePixelSize: Size(width: g.uniform(1...6000), height: g.uniform(1...6000)), cropBox: box,
      fit: fit, limits: limits, overscroll: [Overscroll.free, .clamped, .rubberBand][g.below(3)],
      zoom: zoom,
      center: Point(
        x: box.midX + g.uniform(-1...1) * box.width, y: box.midY + g.uniform(-1...1) * box.height))
  }

  /// A location in or around the crop box, sometimes hostile.
  static func location(_ g: inout Hostile, _ e: CropEngine, hostile: Bool) -> Point {
    if hostile, g.below(10) == 0 { return g.point() }
    let box = e.cropBox
    return Point(
      x: box.minX + g.uniform(-0.2...1.2) * box.width,
      y: box.minY + g.uniform(-0.2...1.2) * box.height)
  }

  static func phase(_ g: inout Hostile) -> GesturePhase {
    [GesturePhase.began, .changed, .changed, .changed, .ended, .cancelled][g.below(6)]
  }

  static func values(_ g: inout Hostile) -> GestureValues {
    g.below(2) == 0 ? .incremental : .cumulative
  }

  static func scale(_ g: inout Hostile, hostile: Bool) -> Double {
    hostile ? g.scaleFactor() : g.uniform(0.5...2)
  }

  static func translation(_ g: inout Hostile, hostile: Bool) -> Point {
    hostile
      ? Point(x: g.delta(), y: g.delta())
      : Point(x: g.uniform(-100...100), y: g.uniform(-100...100))
  }

  static func touchCount(_ g: inout Hostile, hostile: Bool) -> Int {
    hostile && g.below(10) == 0 ? g.below(3) - 1 : [2, 2, 2, 1, 3][g.below(5)]
  }

  static func velocity(_ g: inout Hostile, hostile: Bool) -> Point {
    hostile && g.below(10) == 0 ? g.point() : Point(x: g.uniform(-2000...2000), y: 0)
  }

  /// One random event for the engine `e`'s configuration (only its crop box and pixel size are
  /// read, so a stream does not depend on the results of its own events).
  static func event(_ g: inout Hostile, box e: CropEngine, hostile: Bool) -> CropEvent {
    switch g.below(20) {
    case 0..<6:
      return .pinch(
        phase(&g), scale: scale(&g, hostile: hostile),
        centroid: g.below(4) == 0 ? nil : location(&g, e, hostile: hostile),
        touchCount: touchCount(&g, hostile: hostile), values: values(&g))
    case 6..<12:
      return .pan(
        phase(&g), translation: translation(&g, hostile: hostile),
        velocity: velocity(&g, hostile: hostile), values: values(&g))
    case 12..<16:
      return .touchDrag(phase(&g), location: location(&g, e, hostile: hostile))
    case 16:
      return .doubleTap(at: location(&g, e, hostile: hostile))
    case 17, 18:
      if hostile, g.below(3) == 0 { return .zoomTo(imageRect: g.rect()) }
      let p = e.imagePixelSize
      return .zoomTo(
        imageRect: Rect(
          x: g.uniform(-0.2...1.2) * p.width, y: g.uniform(-0.2...1.2) * p.height,
          width: g.uniform(-0.1...0.8) * p.width, height: g.uniform(-0.1...0.8) * p.height))
    default:
      if hostile, g.below(3) == 0 { return .layout(cropBox: g.rect()) }
      return .layout(
        cropBox: Rect(
          x: g.uniform(-100...100), y: g.uniform(-100...100), width: g.uniform(50...800),
          height: g.uniform(50...800)))
    }
  }

  /// Two or three overlapping gestures: each begins, changes one to four times and ends or is
  /// cancelled, interleaved at random; about one payload in six is bad, final ends included. A
  /// random event of another kind (double tap, zoom to, a gesture phase) may come in between.
  static func overlapping(_ g: inout Hostile, engine e: CropEngine) -> [CropEvent] {
    var events: [CropEvent] = []
    while events.count < length {
      // The gestures these streams have always mixed (rotation has its own law suite).
      var kinds: [GestureKind] = [.pinch, .pan, .touch]
      if g.below(3) == 0 { kinds.remove(at: g.below(3)) }
      // The remaining phases of each gesture, first to last.
      var queues: [[GesturePhase]] = kinds.map { _ in
        [.began] + Array(repeating: .changed, count: 1 + g.below(4))
          + [g.below(2) == 0 ? .ended : .cancelled]
      }
      let values = kinds.map { _ in Self.values(&g) }
      while true {
        let open = queues.indices.filter { !queues[$0].isEmpty }
        if open.isEmpty { break }
        let i = open[g.below(open.count)]
        let phase = queues[i].removeFirst()
        let bad = g.below(6) == 0
        let event: CropEvent
        switch kinds[i] {
        case .pinch:
          event = .pinch(
            phase, scale: bad ? [Double.nan, 0, -1, .infinity][g.below(4)] : g.uniform(0.5...2),
            centroid: location(&g, e, hostile: false), touchCount: g.below(5) == 0 ? 3 : 2,
            values: values[i])
        case .pan:
          event = .pan(
            phase,
            translation: bad
              ? Point(x: .nan, y: 0) : Point(x: g.uniform(-80...80), y: g.uniform(-80...80)),
            velocity: g.below(8) == 0 ? Point(x: .infinity, y: 0) : .zero, values: values[i])
        case .touch:
          event = .touchDrag(
            phase, location: bad ? Point(x: 0, y: .nan) : location(&g, e, hostile: false))
        case .rotation:
          event = .rotation(phase, angle: bad ? .nan : g.uniform(-0.5...0.5), values: values[i])
        }
        events.append(event)
        if g.below(12) == 0 { events.append(Self.event(&g, box: e, hostile: false)) }
      }
    }
    return events
  }
}

extension EngineStream.Kind {
  /// Keeps the kinds' streams apart for the same seed.
  fileprivate var hashSalt: Int {
    switch self {
    case .moderate: 1
    case .hostile: 2
    case .overlapping: 3
    }
  }
}

extension ZoomLimits {
  /// The cropper's limits with no ceiling (`maximumZoom` +∞), for the suites that drive the zoom
  /// toward the largest `Double`.
  static var noCeiling: ZoomLimits { ZoomLimits(maximumZoom: .infinity) }
}
