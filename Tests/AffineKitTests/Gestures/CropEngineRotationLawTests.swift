import AffineKit
import Testing

/// Laws of rotation, straighten, quarter turns and flips over seeded random event streams that
/// mix them with pinch, pan, double tap and layout changes (and, now and then, a hostile angle or
/// centroid). Each stream is short (a random crop
/// screen and ``steps`` events), so that many screens are covered; a failure names the stream's
/// seed, the step and the event.
@Suite("CropEngine rotation laws")
struct CropEngineRotationLawTests {
  /// The number of seeded streams each law runs over.
  static let streamCount = 10_000
  /// The events in one stream.
  static let steps = 10
  /// The streams are split into this many chunks, run as parallel test cases.
  static let chunks = 16

  static var chunkIndices: [Int] { Array(0..<chunks) }

  /// The seeds of one chunk.
  static func seeds(chunk: Int) -> Range<UInt64> {
    let size = streamCount / chunks
    return UInt64(chunk * size)..<UInt64((chunk + 1) * size)
  }

  /// A random crop screen whose box must be covered at rest (fill, resting minimum ≥ 1).
  static func screen(_ g: inout Hostile, finiteMaximum: Bool = true, angleLimit: Bool = true)
    -> CropEngine
  {
    let pixels = Size(
      width: Double(g.below(4000) + 1), height: Double(g.below(4000) + 1))
    let box = Rect(
      x: g.uniform(-50...400), y: g.uniform(-50...400), width: g.uniform(40...600),
      height: g.uniform(40...600))
    // A finite maximum zoom sometimes, low enough that some angles cannot be covered.
    let maximum = finiteMaximum && g.below(4) == 0 ? g.uniform(1.05...3) : .infinity
    let limits = ZoomLimits(
      maximumZoom: maximum, restingMinimumZoom: g.below(3) == 0 ? g.uniform(1...2) : 1)
    let maximumAngle: Double? = angleLimit && g.below(3) == 0 ? g.uniform(0...1) : nil
    return try! CropEngine(
      image: .upright(pixels), cropBox: box,
      configuration: CropConfiguration(
        limits: limits, overscroll: [Overscroll.free, .clamped, .rubberBand][g.below(3)],
        maximumAngle: maximumAngle))
  }

  /// A location inside or near the crop box.
  static func location(_ g: inout Hostile, _ e: CropEngine) -> Point {
    Point(
      x: e.cropBox.minX + g.uniform(-0.2...1.2) * e.cropBox.width,
      y: e.cropBox.minY + g.uniform(-0.2...1.2) * e.cropBox.height)
  }

  static func phase(_ g: inout Hostile) -> GesturePhase {
    [GesturePhase.began, .changed, .changed, .ended, .cancelled][g.below(5)]
  }

  /// A random event. Layout changes keep the box's aspect ratio when the maximum zoom is finite
  /// (another aspect ratio can need a covering zoom above it, and then the box rests uncovered).
  static func event(_ g: inout Hostile, _ e: CropEngine) -> CropEvent {
    switch g.below(11) {
    case 0, 1:
      return .pinch(
        phase(&g), scale: g.uniform(0.5...2),
        centroid: g.below(4) == 0 ? nil : location(&g, e))
    case 2:
      return .pan(phase(&g), translation: Point(x: g.uniform(-150...150), y: g.uniform(-150...150)))
    case 3, 4:
      // Now and then a hostile angle or centroid: NaN, ±∞, huge, tiny or subnormal.
      return .rotation(
        phase(&g), angle: g.below(20) == 0 ? g.any() : g.uniform(-0.6...0.6),
        centroid: g.below(4) == 0 ? nil : g.below(20) == 0 ? g.point() : location(&g, e),
        values: g.below(2) == 0 ? .incremental : .cumulative)
    case 5:
      return .straighten(angle: g.below(20) == 0 ? g.any() : g.uniform(-1.2...1.2))
    case 6:
      return .turn(quarterTurns: g.below(7) - 3)
    case 7:
      return .flip(g.below(2) == 0 ? .horizontal : .vertical)
    case 8:
      return .doubleTap(at: location(&g, e))
    case 9:
      let box = e.cropBox
      if e.configuration.limits.maximumZoom < .infinity || g.below(2) == 0 {
        let k = g.uniform(0.3...3)
        return .layout(
          cropBox: Rect(
            x: g.uniform(-50...400), y: g.uniform(-50...400), width: box.width * k,
            height: box.height * k))
      }
      return .layout(cropBox: Rect(x: box.minX, y: box.minY, width: box.height, height: box.width))
    default:
      return g.below(4) == 0 ? .reset : .pan(phase(&g), translation: .zero)
    }
  }

  /// Whether the crop region's four corners lie inside the image's pixel rectangle, within
  /// `1e-9 × max(imageWidth, imageHeight)` pixels.
  static func cornersInside(_ e: CropEngine) -> Bool {
    let r = e.cropRegion
    let w = e.imagePixelSize.width
    let h = e.imagePixelSize.height
    let tolerance = 1e-9 * Swift.max(w, h)
    return [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].allSatisfy {
      $0.x >= -tolerance && $0.x <= w + tolerance && $0.y >= -tolerance && $0.y <= h + tolerance
    }
  }

  /// The engine settled the way a screen settles it: a gesture that begins and ends without moving.
  static func settled(_ e: CropEngine) -> CropEngine {
    var s = e
    s.apply(.pan(.began, translation: .zero))
    s.apply(.pan(.ended, translation: .zero))
    // At rest: its settle animation has run, and an accepted event after its end forgets it.
    s.apply(.layout(cropBox: s.cropBox))
    return s
  }

  /// Whether the event ends a gesture (its rejection may still end the gesture and settle).
  static func isEnd(_ event: CropEvent) -> Bool {
    switch event {
    case .pinch(let phase, _, _, _, _, _), .pan(let phase, _, _, _),
      .rotation(let phase, _, _, _, _),
      .touchDrag(let phase, _):
      return phase.isEnd
    default: return false
    }
  }

  /// Runs the streams of one chunk, calling `check(before, event, result, after)` after every
  /// event; the first failure of each stream is recorded with its seed.
  static func run(
    chunk: Int, finiteMaximum: Bool = true,
    _ check: (CropEngine, CropEvent, CropEventResult, CropEngine) -> String?
  ) -> Int {
    var checked = 0
    for seed in seeds(chunk: chunk) {
      var g = Hostile(seed: seed)
      var e = screen(&g, finiteMaximum: finiteMaximum)
      for step in 0..<steps {
        let before = e
        let ev = event(&g, e)
        let result = e.apply(ev)
        checked += 1
        if let failure = check(before, ev, result, e) {
          Issue.record("stream \(seed), step \(step), \(ev): \(failure)")
          break
        }
      }
    }
    return checked
  }

  @Test(arguments: chunkIndices)
  func `after every settle and every straighten the crop corners lie inside the image`(chunk: Int) {
    let checked = Self.run(chunk: chunk) { _, event, result, after in
      var straightened = false
      if case .straighten = event, result.rejection == nil { straightened = true }
      guard straightened || !after.isInteracting else { return nil }
      return Self.cornersInside(after) ? nil : "corners \(after.cropRegion) outside the image"
    }
    #expect(checked == Self.streamCount / Self.chunks * Self.steps)
  }

  @Test(arguments: chunkIndices)
  func `every event keeps the zoom within the gesture limits and the placement finite`(chunk: Int) {
    let checked = Self.run(chunk: chunk) { _, _, _, after in
      let ok =
        after.zoom >= after.configuration.limits.minimumZoom
        && after.zoom <= after.configuration.limits.maximumZoom
        && after.center.x.isFinite && after.center.y.isFinite && after.angle.isFinite
        && (after.configuration.maximumAngle.map { after.angle.magnitude <= $0 } ?? true)
      return ok ? nil : "zoom \(after.zoom), centre \(after.center), angle \(after.angle)"
    }
    #expect(checked == Self.streamCount / Self.chunks * Self.steps)
  }

  @Test(arguments: chunkIndices)
  func `settle is idempotent: settling a settled crop changes nothing, bit for bit`(chunk: Int) {
    let checked = Self.run(chunk: chunk) { _, _, _, after in
      guard !after.isInteracting else { return nil }
      let once = Self.settled(after)
      var again = once
      again.apply(.pan(.began, translation: .zero))
      let result = again.apply(.pan(.ended, translation: .zero))
      return result == .unchanged && bitIdentical(again, once) ? nil : "settled again: \(result)"
    }
    #expect(checked > 0)
  }

  @Test(arguments: chunkIndices)
  func `a rejected event leaves the state bit-identical unless it ended the last gesture`(
    chunk: Int
  ) {
    let checked = Self.run(chunk: chunk) { before, event, result, after in
      guard case .rejected = result else { return nil }
      // An end of an active gesture is the only rejection that changes anything (it ends the
      // gesture, and settles when it was the last one).
      return Self.isEnd(event) || bitIdentical(before, after) ? nil : "state changed"
    }
    #expect(checked > 0)
  }

  @Test(arguments: chunkIndices)
  func `four quarter turns, or two flips, give the settled crop back bit for bit`(chunk: Int) {
    let runs: [[CropEvent]] = [
      Array(repeating: .turn(quarterTurns: 1), count: 4),
      Array(repeating: .turn(quarterTurns: -1), count: 4),
      [.flip(.horizontal), .flip(.horizontal)], [.flip(.vertical), .flip(.vertical)],
      [.turn(quarterTurns: 1), .flip(.horizontal), .turn(quarterTurns: 1), .flip(.horizontal)],
    ]
    let checked = Self.run(chunk: chunk) { _, _, _, after in
      guard !after.isInteracting else { return nil }
      let start = Self.settled(after)
      let events = runs[Int(start.zoom.bitPattern % UInt64(runs.count))]
      var turned = start
      for event in events {
        if turned.apply(event).rejection != nil { return nil }  // an angle it cannot cover
      }
      return bitIdentical(turned, start) ? nil : "\(events) gave \(turned)"
    }
    #expect(checked > 0)
  }

  @Test(arguments: chunkIndices)
  func `a crop saved and restored into boxes of the same aspect ratio shows the same pixels`(
    chunk: Int
  ) {
    let checked = Self.run(chunk: chunk) { _, _, _, rest in
      guard !rest.isInteracting else { return nil }
      let after = Self.settled(rest)
      let saved = after.savedCrop
      let box = after.cropBox
      let k = [0.5, 1.75, 3.0][Int(after.center.x.bitPattern % 3)]
      var other = try! CropEngine(
        image: .upright(after.imagePixelSize),
        cropBox: Rect(
          x: box.minX + 17, y: box.minY - 9, width: box.width * k, height: box.height * k),
        configuration: CropConfiguration(
          fit: after.configuration.fit, limits: after.configuration.limits,
          overscroll: after.configuration.overscroll,
          maximumAngle: after.configuration.maximumAngle))
      guard other.apply(.restore(saved)).rejection == nil else { return "restore rejected" }
      let a = after.cropRegion
      let b = other.cropRegion
      let tolerance = 1e-9 * Swift.max(after.imagePixelSize.width, after.imagePixelSize.height)
      let same =
        isClose(a.topLeft, b.topLeft, tolerance: tolerance)
        && isClose(a.topRight, b.topRight, tolerance: tolerance)
        && isClose(a.bottomRight, b.bottomRight, tolerance: tolerance)
        && isClose(a.bottomLeft, b.bottomLeft, tolerance: tolerance)
        && a.angle == b.angle && a.orientation == b.orientation
      return same ? nil : "restored \(b), saved \(a)"
    }
    #expect(checked > 0)
  }

  @Test(arguments: chunkIndices)
  func `a layout change to a box of the same aspect ratio keeps the crop region`(chunk: Int) {
    let checked = Self.run(chunk: chunk) { _, _, _, rest in
      guard !rest.isInteracting else { return nil }
      let after = Self.settled(rest)
      let box = after.cropBox
      let k = [0.5, 1.75, 3.0][Int(after.center.y.bitPattern % 3)]
      var other = after
      let newBox = Rect(
        x: box.minX - 11, y: box.minY + 4, width: box.width * k, height: box.height * k)
      guard other.apply(.layout(cropBox: newBox)).rejection == nil else { return "rejected" }
      let a = after.cropRegion
      let b = other.cropRegion
      let tolerance = 1e-9 * Swift.max(after.imagePixelSize.width, after.imagePixelSize.height)
      let same =
        isClose(a.topLeft, b.topLeft, tolerance: tolerance)
        && isClose(a.topRight, b.topRight, tolerance: tolerance)
        && isClose(a.bottomRight, b.bottomRight, tolerance: tolerance)
        && isClose(a.bottomLeft, b.bottomLeft, tolerance: tolerance)
      return same ? nil : "after the layout \(b), before \(a)"
    }
    #expect(checked > 0)
  }

  @Test(arguments: chunkIndices)
  func `a crop restored into the other orientation of its box keeps the coverage rule`(chunk: Int) {
    let checked = Self.run(chunk: chunk, finiteMaximum: false) { _, _, _, rest in
      guard !rest.isInteracting else { return nil }
      let after = Self.settled(rest)
      let box = after.cropBox
      var other = try! CropEngine(
        image: .upright(after.imagePixelSize),
        cropBox: Rect(x: box.minY, y: box.minX, width: box.height, height: box.width),
        configuration: CropConfiguration(
          fit: after.configuration.fit, limits: after.configuration.limits,
          overscroll: after.configuration.overscroll,
          maximumAngle: after.configuration.maximumAngle))
      guard other.apply(.restore(after.savedCrop)).rejection == nil else {
        return "restore rejected"
      }
      return Self.cornersInside(other) ? nil : "corners \(other.cropRegion) outside the image"
    }
    #expect(checked > 0)
  }

  @Test(arguments: chunkIndices)
  func `rotating by a then by b equals rotating by a + b while nothing clamps`(chunk: Int) {
    var failures = 0
    for seed in Self.seeds(chunk: chunk) {
      var g = Hostile(seed: seed)
      let start = Self.screen(&g, finiteMaximum: false, angleLimit: false)
      let a = g.uniform(-1...1)
      let b = g.uniform(-1...1)
      let p = Self.location(&g, start)
      let values: GestureValues = g.below(2) == 0 ? .incremental : .cumulative
      var twice = start
      twice.apply(.rotation(.began, angle: a, centroid: p, values: values))
      twice.apply(
        .rotation(.changed, angle: values == .cumulative ? a + b : b, centroid: p, values: values))
      var once = start
      once.apply(.rotation(.began, angle: a + b, centroid: p, values: values))
      let scale =
        1e-12
        * (start.cropBox.width + start.cropBox.height + start.center.x.magnitude
          + start.center.y.magnitude + p.x.magnitude + p.y.magnitude)
      let ok =
        isClose(twice.angle, once.angle, tolerance: 4 * Double.ulpOfOne)
        && isClose(twice.center, once.center, tolerance: scale) && twice.zoom == once.zoom
      if !ok {
        failures += 1
        Issue.record(
          "stream \(seed): \(twice.center) \(twice.angle) vs \(once.center) \(once.angle)")
        if failures > 3 { break }
      }
    }
    #expect(failures == 0)
  }

  @Test(arguments: chunkIndices)
  func `without rotation events an engine turned four times follows a stream bit for bit`(
    chunk: Int
  ) {
    var failures = 0
    for seed in Self.seeds(chunk: chunk) {
      var g = Hostile(seed: seed)
      // Settled first: the first turn settles the crop (and a resting minimum above 1 moves it).
      var plain = Self.settled(Self.screen(&g))
      var turned = plain
      for _ in 0..<4 { turned.apply(.turn(quarterTurns: 1)) }
      for step in 0..<Self.steps {
        var ev = Self.event(&g, plain)
        switch ev {
        case .rotation, .straighten, .turn, .flip, .reset: ev = .pinch(.changed, scale: 1.25)
        default: break
        }
        let r1 = plain.apply(ev)
        let r2 = turned.apply(ev)
        if r1 != r2 || !bitIdentical(plain, turned) {
          failures += 1
          Issue.record("stream \(seed), step \(step), \(ev): \(r1) vs \(r2)")
          break
        }
      }
      if failures > 3 { break }
    }
    #expect(failures == 0)
  }
}
