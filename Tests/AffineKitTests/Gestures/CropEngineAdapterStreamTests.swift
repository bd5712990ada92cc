import AffineKit
import Testing

/// The event streams the SwiftUI and AppKit adapters in Docs/Gestures.md send, replayed through
/// the engine step by step, with hand-computed expectations.
///
/// The screen of the adapters: a 4000 × 3000 photo behind a 300 × 300 crop box at (45, 272), so at
/// zoom 1 the photo is 400 × 300 points and rests with its frame's x in −55…45 and its y at 272
/// exactly. Where a test needs a square photo, the profile screen of `CropEngineTests`.
@Suite("CropEngine adapter streams")
struct CropEngineAdapterStreamTests {
  /// The adapters' screen at rest: the frame is (−5, 272, 400, 300).
  static func screen() throws -> CropEngine {
    try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
  }

  /// A SwiftUI drag's `onChanged`: the translation since the drag began.
  static func drag(_ x: Double, _ y: Double) -> CropEvent {
    .pan(.changed, translation: Point(x: x, y: y), values: .cumulative)
  }

  /// What the SwiftUI adapter sends a main-actor turn after a drag's `@GestureState` flag resets:
  /// the drag's end when SwiftUI cancelled it, refused when `onEnded` has already ended it.
  static let dragCancel = CropEvent.pan(.cancelled, translation: .zero)

  // MARK: SwiftUI: a cancelled gesture

  @Test func `a drag that SwiftUI cancels ends the pan and settles once`() throws {
    var e = try Self.screen()
    #expect(e.apply(Self.drag(30, 10)) == .moved)
    // 80 right and 20 down in all: past the box's left edge by 30, its top by 20.
    #expect(e.apply(Self.drag(80, 20)) == .moved)
    #expect(e.contentFrame == Rect(x: 75, y: 292, width: 400, height: 300))
    #expect(!e.isCovered)

    #expect(e.apply(Self.dragCancel) == .animated)
    let settle = try #require(e.runningSettle)
    #expect(settle.motion == .eased)
    // From where the finger left it back to the edges: x 75 → 45, y 292 → 272.
    #expect(settle.frame(at: 0) == Rect(x: 75, y: 292, width: 400, height: 300))
    #expect(e.contentFrame == Rect(x: 45, y: 272, width: 400, height: 300))
    #expect(settle.end == e.geometry)
    #expect(!e.isInteracting)
    #expect(e.isCovered)
    // The drag is over: another end of it is refused and moves nothing.
    #expect(e.apply(Self.dragCancel) == .rejected(.gestureNotActive))
    #expect(e.contentFrame == Rect(x: 45, y: 272, width: 400, height: 300))

    // The next drag (after the settle ran) begins afresh: 10 right moves the photo 10 right.
    #expect(e.apply(Self.drag(10, 0)) == .moved)
    #expect(e.contentFrame == Rect(x: 55, y: 272, width: 400, height: 300))
    #expect(e.isInteracting)
  }

  @Test func `without the cancel the drag stays active and the next drag moves the wrong way`()
    throws
  {
    var e = try Self.screen()
    e.apply(Self.drag(30, 10))
    e.apply(Self.drag(80, 20))
    // SwiftUI cancelled the drag, and nothing told the engine: no settle, the box stays uncovered.
    #expect(e.isInteracting)
    #expect(!e.isCovered)
    // The next drag's first total, 10 right, is read as a step from the old total (80, 20):
    // (−70, −20). The finger moves right, the photo left.
    #expect(e.apply(Self.drag(10, 0)) == .moved)
    #expect(e.contentFrame == Rect(x: 5, y: 272, width: 400, height: 300))
  }

  /// How a gesture that began with `change` ends in the SwiftUI adapter's cancel, and where the
  /// engine is before and after it settles (the profile screen: a 300 × 300 photo filling a
  /// 300 × 300 box at the origin).
  struct Cancel: Sendable, CustomTestStringConvertible {
    var name: String
    var change: CropEvent
    var cancel: CropEvent
    var before: (center: Point, zoom: Double)
    var after: (center: Point, zoom: Double)
    var testDescription: String { name }
  }

  static let cancels: [Cancel] = [
    Cancel(
      name: "drag", change: .pan(.changed, translation: Point(x: 30, y: 10), values: .cumulative),
      cancel: .pan(.cancelled, translation: .zero),
      before: (Point(x: 180, y: 160), 1), after: (Point(x: 150, y: 150), 1)),
    // Zoom 0.8 about (100, 100): the centre goes to 100 + 0.8·50 = 140; the settle zooms back to
    // 1 about the photo's centre and centres it on the box.
    Cancel(
      name: "pinch",
      change: .pinch(
        .changed, scale: 0.8, centroid: Point(x: 100, y: 100), values: .cumulative),
      cancel: .pinch(.cancelled, scale: 1),
      before: (Point(x: 140, y: 140), 0.8), after: (Point(x: 150, y: 150), 1)),
    // Turned by 0.1 about the box's centre: the settle keeps the angle and zooms to the smallest
    // zoom that covers the box, cos 0.1 + sin 0.1.
    Cancel(
      name: "rotation",
      change: .rotation(
        .changed, angle: 0.1, centroid: Point(x: 150, y: 150), values: .cumulative),
      cancel: .rotation(.cancelled, angle: 0),
      before: (Point(x: 150, y: 150), 1), after: (Point(x: 150, y: 150), 1.094837581924854)),
  ]

  @Test(arguments: cancels)
  func `the adapter's cancel moves nothing itself and settles once`(_ c: Cancel) throws {
    var e = CropEngineTests.profile
    #expect(e.apply(c.change) == .moved)
    #expect(isClose(e.center, c.before.center, tolerance: 1e-12))
    #expect(e.zoom == c.before.zoom)

    #expect(e.apply(c.cancel) == .animated)
    let settle = try #require(e.runningSettle)
    // The settle starts where the gesture left the photo: the cancel's increment moved nothing.
    #expect(isClose(settle.startCenter, c.before.center, tolerance: 1e-12))
    #expect(settle.startZoom == c.before.zoom)
    #expect(isClose(e.center, c.after.center, tolerance: 1e-12))
    #expect(isClose(e.zoom, c.after.zoom, tolerance: 1e-12))
    #expect(!e.isInteracting)
    #expect(e.isCovered)
    #expect(e.apply(c.cancel) == .rejected(.gestureNotActive))
  }

  /// Whether the pinch ends normally (`onEnded`, its last totals) or is cancelled (the adapter's
  /// increment of 1), the drag goes on from its own baseline and the stream settles once.
  @Test(arguments: [
    CropEvent.pinch(.ended, scale: 1.5, centroid: Point(x: 195, y: 150), values: .cumulative),
    .pinch(.cancelled, scale: 1),
  ])
  func `a pinch that ends or is cancelled mid-drag hands the photo back to the drag`(
    pinchEnd: CropEvent
  ) {
    var e = CropEngineTests.profile
    let start = Point(x: 195, y: 150)
    #expect(e.apply(Self.drag(10, 0)) == .moved)
    #expect(e.apply(.pinch(.changed, scale: 1, centroid: start, values: .cumulative)) == .unchanged)
    // The pinch holds the photo about where it started: the drag's movement is not applied.
    #expect(e.apply(Self.drag(25, 0)) == .unchanged)
    // Zoom 1.5 about (195, 150): the centre 160 goes to 195 + 1.5·(160 − 195) = 142.5.
    #expect(e.apply(.pinch(.changed, scale: 1.5, centroid: start, values: .cumulative)) == .moved)
    #expect(e.center == Point(x: 142.5, y: 150))
    #expect(e.apply(pinchEnd) == .unchanged)
    #expect(e.isInteracting)
    // The drag goes on from its total 25: to −75 is 100 left, the centre to 42.5.
    #expect(e.apply(Self.drag(-75, 0)) == .moved)
    #expect(e.center == Point(x: 42.5, y: 150))
    // The last gesture ends: the 450-point photo settles to its left edge on the box's, centre 75.
    #expect(
      e.apply(.pan(.ended, translation: Point(x: -75, y: 0), values: .cumulative)) == .animated)
    #expect(e.runningAnimation != nil)
    #expect(e.contentFrame == Rect(x: -150, y: -75, width: 450, height: 450))
    #expect(!e.isInteracting)
  }

  // MARK: SwiftUI: a flag's reset and onEnded, in either order

  /// The SwiftUI adapter between SwiftUI's callbacks and the engine: `onChanged` and `onEnded`
  /// apply their events at once, and a `@GestureState` flag's reset queues the gesture's
  /// `.cancelled` for the next main-actor turn. The engine's results, in order, in `results`.
  struct SwiftUIAdapter {
    var engine: CropEngine
    var queued: [CropEvent] = []
    var results: [CropEventResult] = []

    /// `onChanged` or `onEnded`.
    mutating func callback(_ event: CropEvent, at time: Double) {
      results.append(engine.apply(event, at: time))
    }
    /// The `onChange(of:)` of a flag that went back to `false`.
    mutating func flagReset(_ cancel: CropEvent) { queued.append(cancel) }
    /// The next main-actor turn: the queued cancels.
    mutating func nextTurn(at time: Double) {
      for event in queued { results.append(engine.apply(event, at: time)) }
      queued = []
    }
  }

  /// When SwiftUI resets a gesture's flag relative to its `onEnded`, which Apple does not document.
  enum ResetOrder: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case beforeOnEnded = "the flag resets before onEnded"
    case afterOnEnded = "the flag resets after onEnded"
    var testDescription: String { rawValue }
  }

  /// A gesture of the adapters' screen that leaves the box uncovered (`change`), its `onEnded`
  /// with a release velocity (`end`), the adapter's cancel, and the velocities the settle after
  /// `end` starts with.
  struct Release: Sendable, CustomTestStringConvertible {
    var name: String
    var change: CropEvent
    var end: CropEvent
    var cancel: CropEvent
    var velocity = Point.zero
    var zoomVelocity = 0.0
    var angleVelocity = 0.0
    var testDescription: String { name }
  }

  static let releases: [Release] = {
    let centre = Point(x: 195, y: 422)  // the box's and the photo's
    return [
      // Past the box's left edge by 30 and its top by 20; released moving back at (−300, −100).
      Release(
        name: "drag",
        change: .pan(.changed, translation: Point(x: 80, y: 20), values: .cumulative),
        end: .pan(
          .ended, translation: Point(x: 80, y: 20), velocity: Point(x: -300, y: -100),
          values: .cumulative),
        cancel: .pan(.cancelled, translation: .zero), velocity: Point(x: -300, y: -100)),
      // Zoom 0.75 (225 points high in a 300-point box), released growing at 0.375 per second:
      // 0.375 / 0.75 = 0.5 in ln(zoom) per second.
      Release(
        name: "pinch",
        change: .pinch(.changed, scale: 0.75, centroid: centre, values: .cumulative),
        end: .pinch(.ended, scale: 0.75, centroid: centre, values: .cumulative, velocity: 0.375),
        cancel: .pinch(.cancelled, scale: 1), zoomVelocity: 0.5),
      // Turned by 0.1 at zoom 1: the box's corners leave the photo; released at 1 rad/s.
      Release(
        name: "rotation",
        change: .rotation(.changed, angle: 0.1, centroid: centre, values: .cumulative),
        end: .rotation(.ended, angle: 0.1, centroid: centre, values: .cumulative, velocity: 1),
        cancel: .rotation(.cancelled, angle: 0), angleVelocity: 1),
    ]
  }()

  @Test(arguments: releases, ResetOrder.allCases)
  func `a real end keeps its release velocity whether the flag resets before or after onEnded`(
    _ r: Release, _ order: ResetOrder
  ) throws {
    var a = SwiftUIAdapter(engine: try Self.screen())
    a.callback(r.change, at: 10)
    #expect(!a.engine.isCovered)
    // The gesture ends at 10.5: both signals come in that turn, in either order.
    switch order {
    case .beforeOnEnded:
      a.flagReset(r.cancel)
      a.callback(r.end, at: 10.5)
    case .afterOnEnded:
      a.callback(r.end, at: 10.5)
      a.flagReset(r.cancel)
    }
    a.nextTurn(at: 10.501)
    // One end: onEnded's settle; the cancel, a turn later, is refused.
    #expect(a.results == [.moved, .animated, .rejected(.gestureNotActive)])
    let settle = try #require(a.engine.runningAnimation)
    #expect(settle.startTime == 10.5)
    #expect(settle.settle?.velocity == r.velocity)
    #expect(settle.settle?.zoomVelocity == r.zoomVelocity)
    #expect(settle.settle?.angleVelocity == r.angleVelocity)
    #expect(!a.engine.isInteracting)
    #expect(a.engine.isCovered)
    // Bit for bit the engine that onEnded alone ended.
    var ended = try Self.screen()
    ended.apply(r.change, at: 10)
    ended.apply(r.end, at: 10.5)
    #expect(a.engine == ended)
  }

  @Test(arguments: releases)
  func `a cancelled gesture has no onEnded and its flag's reset ends it once, a turn later`(
    _ r: Release
  ) throws {
    var a = SwiftUIAdapter(engine: try Self.screen())
    a.callback(r.change, at: 10)
    a.flagReset(r.cancel)
    // Until the next turn the engine still has the gesture active.
    #expect(a.engine.isInteracting)
    a.nextTurn(at: 10.501)
    #expect(a.results == [.moved, .animated])
    let settle = try #require(a.engine.runningAnimation)
    #expect(settle.startTime == 10.501)
    // A cancel has no release velocity: the eased settle.
    #expect(settle.settle?.motion == .eased)
    #expect(!a.engine.isInteracting)
    #expect(a.engine.isCovered)
  }

  @Test func `a cancel sent as the flag resets, ahead of onEnded, loses the end's velocity`()
    throws
  {
    var e = try Self.screen()
    let drag = Self.releases[0]
    e.apply(drag.change, at: 10)
    // Why the adapter waits a turn: applied at once, the reset's cancel ends the drag first.
    #expect(e.apply(drag.cancel, at: 10.5) == .animated)
    #expect(e.apply(drag.end, at: 10.5) == .rejected(.gestureNotActive))
    let settle = try #require(e.runningSettle)
    #expect(settle.motion == .eased)
    #expect(settle.velocity == .zero)
  }

  @Test func `a pinch's late cancel after its onEnded leaves the drag going on untouched`() throws {
    var a = SwiftUIAdapter(engine: CropEngineTests.profile)
    let start = Point(x: 195, y: 150)
    a.callback(Self.drag(10, 0), at: 10)
    a.callback(.pinch(.changed, scale: 1.5, centroid: start, values: .cumulative), at: 10.1)
    a.callback(.pinch(.ended, scale: 1.5, centroid: start, values: .cumulative), at: 10.2)
    a.flagReset(.pinch(.cancelled, scale: 1))
    let during = a.engine
    a.nextTurn(at: 10.201)
    #expect(a.results == [.moved, .moved, .unchanged, .rejected(.gestureNotActive)])
    #expect(a.engine == during)
    #expect(a.engine.isInteracting)
    // The drag goes on from its own total: 10 more right moves the photo 10 right.
    let center = a.engine.center
    a.callback(Self.drag(20, 0), at: 10.3)
    #expect(a.engine.center == Point(x: center.x + 10, y: center.y))
  }

  // MARK: SwiftUI: pinch, rotation and drag together

  /// `MagnifyGesture`, `RotateGesture` and `DragGesture` side by side, each sending its totals; the
  /// pinch zooms and the rotation turns about their `startLocation`, (100, 150); the rotation ends
  /// last, with SwiftUI's velocity of 1 radian per second.
  @Test func `a pinch, a rotation and a drag with cumulative values settle once`() throws {
    var e = CropEngineTests.profile
    let start = Point(x: 100, y: 150)
    func magnify(_ phase: GesturePhase, _ m: Double) -> CropEvent {
      .pinch(phase, scale: m, centroid: start, values: .cumulative)
    }
    func rotate(_ phase: GesturePhase, _ a: Double, velocity: Double = 0) -> CropEvent {
      .rotation(phase, angle: a, centroid: start, values: .cumulative, velocity: velocity)
    }
    #expect(e.apply(Self.drag(10, 0)) == .moved)  // centre (160, 150)
    #expect(e.apply(magnify(.changed, 1)) == .unchanged)
    #expect(e.apply(rotate(.changed, 0)) == .unchanged)
    #expect(e.apply(Self.drag(20, 0)) == .unchanged)
    // Zoom 2 about (100, 150): 100 + 2·(160 − 100) = 220.
    #expect(e.apply(magnify(.changed, 2)) == .moved)
    #expect(e.zoom == 2)
    #expect(e.contentFrame == Rect(x: -80, y: -150, width: 600, height: 600))
    // Turn by 0.3 about (100, 150): the centre goes to (100 + 120·cos 0.3, 150 + 120·sin 0.3).
    #expect(e.apply(rotate(.changed, 0.3)) == .moved)
    let turned = Point(x: 214.6403786950727, y: 185.46242479936075)
    #expect(e.angle == 0.3)
    #expect(isClose(e.center, turned, tolerance: 1e-9))
    // The ends carry the last totals: nothing moves until the last one.
    #expect(
      e.apply(.pan(.ended, translation: Point(x: 20, y: 0), values: .cumulative)) == .unchanged)
    #expect(e.apply(magnify(.ended, 2)) == .unchanged)
    #expect(e.isInteracting)
    // The box is covered at zoom 2 and 0.3 rad (the box's centre is (−72.2, −14.8) from the photo's
    // in its axes, within ±(600 − 300·(cos 0.3 + sin 0.3))/2 = ±112.4): the settle swings the angle
    // at the release speed and comes back, the centre and zoom staying.
    #expect(e.apply(rotate(.ended, 0.3, velocity: 1)) == .animated)
    let settle = try #require(e.runningSettle)
    #expect(settle.motion == .spring(response: 0.3))
    #expect(settle.angleVelocity == 1)
    #expect(isClose(settle.endCenter, turned, tolerance: 1e-9))
    #expect(settle.endZoom == 2)
    #expect(e.angle == 0.3)
    #expect(!e.isInteracting)
    #expect(e.isCovered)
  }

  // MARK: An event during the settle, at its time

  /// Neither adapter keeps the animation or interrupts it: each event is applied at its time, and
  /// one that comes while the engine animates catches the image where the engine draws it then.
  @Test func `a new drag during the settle continues from the frame drawn at its time`() throws {
    var e = try Self.screen()
    #expect(e.apply(Self.drag(80, 20), at: 10) == .moved)
    #expect(e.apply(Self.dragCancel, at: 10.5) == .animated)
    let running = try #require(e.runningAnimation)
    #expect(running.startTime == 10.5)
    #expect(running.duration == 0.3)
    // At 0.15 s the ease-in-out curve is half way: the frame (75, 292) → (45, 272) is at (60, 282).
    let drawn = Rect(x: 60, y: 282, width: 400, height: 300)
    #expect(isClose(running.frame(at: 0.15), drawn, tolerance: 1e-9))
    #expect(e.isAnimating(at: 10.65))
    #expect(e.geometry(at: 10.65) == running.geometry(at: 10.65 - 10.5))
    // The next drag's first total, 10 left, at 10.65: from (60, 282) to (50, 282).
    #expect(e.apply(Self.drag(-10, 0), at: 10.65) == .moved)
    #expect(isClose(e.contentFrame, Rect(x: 50, y: 282, width: 400, height: 300), tolerance: 1e-9))
    #expect(e.isInteracting)
    // The caught settle is gone: nothing runs at 10.7, within its 0.3 s, and the drag's next
    // total, 30 left, moves the photo 20 more from where its first left it: x 50 → 30.
    #expect(e.runningAnimation == nil)
    #expect(!e.isAnimating(at: 10.7))
    #expect(e.geometry(at: 10.7) == e.geometry)
    #expect(e.apply(Self.drag(-30, 0), at: 10.7) == .moved)
    #expect(isClose(e.contentFrame, Rect(x: 30, y: 282, width: 400, height: 300), tolerance: 1e-9))
  }

  // MARK: AppKit: the trackpad's pinch

  /// `magnify(with:)` sends each event's increment, `1 + magnification`, about the pointer, with
  /// the event's phase; the ended event carries no change.
  @Test func `a trackpad pinch's increments zoom about the pointer and its end settles once`()
    throws
  {
    var e = try Self.screen()
    let pointer = Point(x: 95, y: 322)
    #expect(e.apply(.pinch(.began, scale: 1 - 0.2, centroid: pointer)) == .moved)
    // Zoom 0.8 about (95, 322): the centre (195, 422) goes to 95 + 0.8·100 = 175, 322 + 80 = 402.
    #expect(isClose(e.center, Point(x: 175, y: 402), tolerance: 1e-12))
    // 0.8 · 0.7 = 0.56 is below the floor: the zoom stops at 0.6, a step of 0.75 about the
    // pointer, the centre to 95 + 0.75·80 = 155, 322 + 0.75·80 = 382.
    #expect(e.apply(.pinch(.changed, scale: 1 - 0.3, centroid: pointer)) == .moved)
    #expect(e.zoom == 0.6)
    #expect(isClose(e.center, Point(x: 155, y: 382), tolerance: 1e-9))
    #expect(e.apply(.pinch(.ended, scale: 1 + 0, centroid: pointer)) == .animated)
    let settle = try #require(e.runningSettle)
    #expect(settle.motion == .eased)
    #expect(
      isClose(e.contentFrame, Rect(x: -45, y: 272, width: 400, height: 300), tolerance: 1e-9))
    #expect(!e.isInteracting)
  }

  // MARK: AppKit: the wheel

  /// A mouse wheel reports no phase: `scrollWheel(with:)` sends each event as a scroll in lines
  /// (with the web's signs: `n` lines down zooms by 2^(−0.05·n)), and `.scrollEnded` 150 ms after
  /// the last. Both at (95, 322), 100 points up and left of the photo's centre.
  @Test func `a mouse wheel's clicks zoom about the pointer and settle once at the end`() throws {
    var e = try Self.screen()
    let pointer = Point(x: 95, y: 322)
    #expect(e.apply(.scroll(delta: Point(x: 0, y: 4), unit: .lines, at: pointer)) == .moved)
    #expect(isClose(e.zoom, 0.8705505632961241, tolerance: 1e-12))  // 2^(−0.2)
    // 2^(−0.2) · 2^(−0.8) = 0.5 is below the floor: the zoom stops at 0.6 about the pointer, the
    // centre at 95 + 0.6·100 = 155, 322 + 0.6·100 = 382.
    #expect(e.apply(.scroll(delta: Point(x: 0, y: 16), unit: .lines, at: pointer)) == .moved)
    #expect(e.zoom == 0.6)
    #expect(isClose(e.contentFrame, Rect(x: 35, y: 292, width: 240, height: 180), tolerance: 1e-9))
    #expect(e.isInteracting)

    #expect(e.apply(.scrollEnded) == .animated)
    let settle = try #require(e.runningSettle)
    // Back to zoom 1 about the photo's centre, (155, 382) → (155, 422): x within 145…245 stays.
    #expect(e.zoom == 1)
    #expect(isClose(e.contentFrame, Rect(x: -45, y: 272, width: 400, height: 300), tolerance: 1e-9))
    #expect(settle.end == e.geometry)
    #expect(!e.isInteracting)
    #expect(e.isCovered)
    // A late timer's second end is refused: the run settled once.
    #expect(e.apply(.scrollEnded) == .rejected(.gestureNotActive))
  }

  /// A trackpad's two-finger scroll reports phases: `mayBegin` (no movement yet), `began`,
  /// `changed`, `ended` (no movement), each sent as a scroll in points, and `.scrollEnded` after
  /// the `ended` one; the momentum events that follow are not sent.
  @Test func `a trackpad scroll's phases zoom and settle once after the ended phase`() throws {
    var e = try Self.screen()
    let pointer = Point(x: 95, y: 322)
    #expect(e.apply(.scroll(delta: .zero, at: pointer)) == .unchanged)
    #expect(e.isInteracting)
    #expect(e.apply(.scroll(delta: Point(x: 0, y: 100), at: pointer)) == .moved)
    #expect(isClose(e.zoom, 0.8705505632961241, tolerance: 1e-12))  // 2^(−100·0.002)
    #expect(e.apply(.scroll(delta: Point(x: 0, y: 400), at: pointer)) == .moved)
    #expect(e.zoom == 0.6)
    #expect(e.apply(.scroll(delta: .zero, at: pointer)) == .unchanged)
    #expect(e.isInteracting)

    #expect(e.apply(.scrollEnded) == .animated)
    let settle = try #require(e.runningSettle)
    #expect(
      isClose(settle.frame(at: 0), Rect(x: 35, y: 292, width: 240, height: 180), tolerance: 1e-9))
    #expect(isClose(e.contentFrame, Rect(x: -45, y: 272, width: 400, height: 300), tolerance: 1e-9))
    #expect(!e.isInteracting)
    #expect(e.apply(.scrollEnded) == .rejected(.gestureNotActive))
  }
}
