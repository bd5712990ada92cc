import AffineKit
import Testing

import struct Foundation.Data
import class Foundation.JSONDecoder
import class Foundation.JSONEncoder

/// Undo and redo: one step per user action, and a revert that puts every step back bit for bit.
@Suite("CropHistory")
struct CropHistoryTests {
  static let pixels = Size(width: 4000, height: 3000)
  static let area = Rect(x: 16, y: 100, width: 358, height: 600)

  static func editor() -> CropEngine {
    try! CropEngine(image: .upright(pixels), cropArea: area)
  }

  /// An engine and its history, fed every event as a screen does.
  struct Screen {
    var engine = CropHistoryTests.editor()
    var history: CropHistory
    var time = 0.0

    init() { history = CropHistory(engine) }

    mutating func send(_ events: CropEvent...) {
      for event in events {
        time += 5
        engine.apply(event, at: time)
        history.record(engine, after: event)
      }
    }

    mutating func undo() -> Bool {
      guard let step = history.undo() else { return false }
      time += 5
      return engine.apply(.revert(step), at: time).rejection == nil
    }

    mutating func redo() -> Bool {
      guard let step = history.redo() else { return false }
      time += 5
      return engine.apply(.revert(step), at: time).rejection == nil
    }
  }

  /// Whether two engines are in the same state at rest, bit for bit: every public number, the
  /// angle, the orientation, the crop area and the locked ratio.
  static func sameState(_ a: CropEngine, _ b: CropEngine) -> Bool {
    bitIdentical(numbers(a), numbers(b)) && a.angle.bitPattern == b.angle.bitPattern
      && a.orientation == b.orientation && a.cropArea == b.cropArea
      && a.aspect.lockedRatio == b.aspect.lockedRatio && a.geometry == b.geometry
  }

  static let centre = Point(x: 195, y: 400)

  /// One event of every case, and whether it is a user action, written out by hand.
  static let userActions: [(CropEvent, Bool)] = {
    let e = editor()
    let p = Point(x: 195, y: 400)
    return [
      (.pinch(.ended, scale: 1, centroid: p), true), (.pan(.changed, translation: p), true),
      (.touchDrag(.began, location: p), true),
      (.rotation(.changed, angle: 0.1, centroid: p), true),
      (.quickZoom(.changed, location: p), true), (.scroll(delta: p, at: p), true),
      (.scrollEnded, true), (.doubleTap(at: p), true),
      (.zoomTo(imageRect: Rect(x: 0, y: 0, width: 10, height: 10)), true), (.key(.zoomIn), true),
      (.straighten(angle: 0.1), true), (.perspective(horizontal: 0.1, vertical: 0), true),
      (.turn(quarterTurns: 1), true), (.flip(.horizontal), true), (.reset, true),
      (.handleDrag(.top, .changed, translation: p), true), (.ratio(.square), true),
      (.cropShape(.ellipse), true), (.handleStep(.left, outward: true), true),
      (.restore(e.savedCrop), true), (.layout(cropBox: e.cropBox), false),
      (.layoutCropArea(area), false), (.configure(e.configuration), false),
      (.revert(e.snapshot), false),
    ]
  }()

  @Test(arguments: 0..<userActions.count)
  func `every event is a user action but the host's layouts and configure and a revert`(
    _ i: Int
  ) {
    let (event, expected) = Self.userActions[i]
    #expect(event.isUserAction == expected)
  }

  @Test func `a gesture from its start to its settle is one step`() {
    var s = Screen()
    s.send(.pinch(.began, scale: 1.5, centroid: Self.centre))
    s.send(.pinch(.changed, scale: 1.2, centroid: Self.centre))
    #expect(s.history.steps.count == 1)
    s.send(.pinch(.ended, scale: 1, centroid: Self.centre))
    #expect(s.history.steps.count == 2 && s.history.position == 1)
    #expect(s.history.current == s.engine.snapshot)
  }

  @Test func `a handle drag with its recentre is one step`() {
    var s = Screen()
    s.send(.handleDrag(.topLeft, .began, translation: Point(x: 50, y: 40)))
    s.send(.handleDrag(.topLeft, .changed, translation: Point(x: 10, y: 0)))
    s.send(.handleDrag(.topLeft, .ended, translation: .zero))
    #expect(s.history.steps.count == 2)
    // The step is the recentred state, where the box animates to.
    #expect(s.history.current.cropBox == s.engine.cropBox)
  }

  @Test func `undo and redo put every step back bit for bit`() {
    var s = Screen()
    var states = [s.engine]
    let actions: [[CropEvent]] = [
      [.pinch(.began, scale: 2, centroid: Self.centre), .pinch(.ended, scale: 1)],
      [.turn(quarterTurns: 1)],
      [.straighten(angle: 0.15)],
      [.flip(.horizontal)],
      [.ratio(.exactly(CropRatio(width: 16, height: 9)!))],
      [
        .handleDrag(.bottomRight, .began, translation: Point(x: -70, y: -20)),
        .handleDrag(.bottomRight, .ended, translation: .zero),
      ],
      [.key(.zoomIn)],
      [.reset],
    ]
    for action in actions {
      for event in action { s.send(event) }
      states.append(s.engine)
    }
    #expect(s.history.steps.count == states.count)
    for expected in states.dropLast().reversed() {
      let undone = s.undo()
      #expect(undone)
      #expect(Self.sameState(s.engine, expected))
    }
    #expect(!s.history.canUndo)
    for expected in states.dropFirst() {
      let redone = s.redo()
      #expect(redone)
      #expect(Self.sameState(s.engine, expected))
    }
    #expect(!s.history.canRedo)
  }

  @Test func `an action after an undo drops the redo list`() {
    var s = Screen()
    s.send(.turn(quarterTurns: 1))
    s.send(.flip(.vertical))
    let undone = s.undo()
    #expect(undone)
    s.send(.straighten(angle: 0.1))
    #expect(!s.history.canRedo)
    #expect(s.history.steps.count == 3)
  }

  @Test func `a layout updates the current step instead of adding one`() {
    var s = Screen()
    s.send(.turn(quarterTurns: 1))
    s.send(.layoutCropArea(Rect(x: 0, y: 0, width: 700, height: 350)))
    #expect(s.history.steps.count == 2)
    #expect(s.history.current == s.engine.snapshot)
    // Undoing the turn in the new area refits the step to it.
    let undone = s.undo()
    #expect(undone)
    #expect(s.engine.cropArea == Rect(x: 0, y: 0, width: 700, height: 350))
    #expect(s.engine.orientation == .identity)
    #expect(
      isClose(
        s.engine.cropRect, Rect(x: 0, y: 0, width: 4000, height: 3000), tolerance: 1e-9 * 4000))
  }

  @Test func `the depth bounds the undo steps, dropping the oldest`() {
    var e = Self.editor()
    var history = CropHistory(e, depth: 3)
    for k in 1...5 {
      let event = CropEvent.straighten(angle: 0.05 * Double(k))
      e.apply(event)
      history.record(e, after: event)
    }
    // The current step and three to undo.
    #expect(history.steps.count == 4)
    #expect(history.steps.first?.angle == 0.05 * 2)
    #expect(CropHistory(e, depth: 0).depth == 1)
  }

  @Test func `a step of another photo is refused with the state bit-identical`() throws {
    let other = try CropEngine(
      image: .upright(Size(width: 3000, height: 4000)), cropArea: Self.area)
    var e = Self.editor()
    let before = e
    #expect(e.apply(.revert(other.snapshot)).rejection == .otherPhoto)
    #expect(bitIdentical(e, before))
    var history = CropHistory(e)
    let recorded = history.record(other, after: .reset)
    #expect(!recorded)
  }

  @Test func `a snapshot the engine cannot be in is refused with the state bit-identical`() throws {
    // A snapshot at zoom 20 is valid JSON but past this engine's ceiling of 15.
    var e = Self.editor()
    let json = try String(decoding: JSONEncoder().encode(e.snapshot), as: UTF8.self)
    let tooFar = json.replacingOccurrences(of: "\"zoom\":1", with: "\"zoom\":20")
    #expect(tooFar != json)
    let snapshot = try JSONDecoder().decode(CropSnapshot.self, from: Data(tooFar.utf8))
    let before = e
    #expect(e.apply(.revert(snapshot)).rejection == .invalidSnapshot)
    #expect(bitIdentical(e, before))
  }

  /// The events of a slider's drag: straighten or perspective values in small steps.
  struct SliderDrag: Sendable, CustomTestStringConvertible {
    var name: String
    var events: [CropEvent]
    var testDescription: String { name }
  }

  static let sliderDrags = [
    SliderDrag(
      name: "straighten to 12°", events: (1...12).map { .straighten(angle: Double($0) * .pi / 180) }
    ),
    SliderDrag(
      name: "vertical perspective to -0.3",
      events: (1...10).map { .perspective(horizontal: 0, vertical: -0.03 * Double($0)) }),
    SliderDrag(
      name: "horizontal perspective there and partly back",
      events: [0.05, 0.1, 0.15, 0.2, 0.1].map { .perspective(horizontal: $0, vertical: 0) }),
  ]

  @Test(arguments: sliderDrags)
  func `a slider's drag in a group is one step, and one undo puts back the state before it`(
    _ drag: SliderDrag
  ) {
    var s = Screen()
    s.send(.ratio(.square))
    let before = s.engine
    let count = s.history.steps.count
    s.history.beginGrouping()
    #expect(s.history.isGrouping && s.history.groupingLevel == 1)
    for event in drag.events { s.send(event) }
    s.history.endGrouping()
    #expect(!s.history.isGrouping && s.history.groupingLevel == 0)
    #expect(s.history.steps.count == count + 1)
    let dragged = s.engine.snapshot
    #expect(s.history.current == dragged)
    let undone = s.undo()
    #expect(undone)
    #expect(Self.sameState(s.engine, before))
    let redone = s.redo()
    #expect(redone)
    #expect(s.engine.snapshot == dragged)
  }

  @Test func `without a group every value of a slider's drag is a step`() {
    var s = Screen()
    for event in Self.sliderDrags[0].events { s.send(event) }
    #expect(s.history.steps.count == 1 + Self.sliderDrags[0].events.count)
  }

  @Test func `a group whose actions end where it began leaves no step`() {
    var s = Screen()
    s.send(.turn(quarterTurns: 1))
    let steps = s.history.steps
    s.history.beginGrouping()
    s.send(.flip(.horizontal), .flip(.horizontal))
    s.history.endGrouping()
    #expect(s.history.steps == steps)
    #expect(s.history.position == steps.count - 1)
    // A slider pressed and let go without moving: a group with no action.
    s.history.beginGrouping()
    s.history.endGrouping()
    #expect(s.history.steps == steps)
  }

  @Test func `a group in a full history drops the oldest step only when it leaves a step`() {
    var s = Screen()
    s.history = CropHistory(s.engine, depth: 2)
    s.send(.straighten(angle: 0.1), .straighten(angle: 0.2))
    let full = s.history.steps
    #expect(full.map(\.angle) == [0, 0.1, 0.2])
    s.history.beginGrouping()
    s.send(.flip(.horizontal), .flip(.horizontal))
    s.history.endGrouping()
    #expect(s.history.steps == full)
    s.history.beginGrouping()
    s.send(.straighten(angle: 0.3), .straighten(angle: 0.4))
    #expect(s.history.steps.count == 4)
    s.history.endGrouping()
    #expect(s.history.steps.map(\.angle) == [0.1, 0.2, 0.4])
    #expect(s.history.position == 2)
  }

  @Test func `two groups one after the other are two steps`() {
    var s = Screen()
    for angle in [0.1, 0.2] {
      s.history.beginGrouping()
      s.send(.straighten(angle: angle / 2), .straighten(angle: angle))
      s.history.endGrouping()
    }
    #expect(s.history.steps.count == 3)
    #expect(s.history.steps.map(\.angle) == [0, 0.1, 0.2])
  }

  @Test func `groups nest: the step ends with the outermost group`() {
    var s = Screen()
    s.history.beginGrouping()
    s.send(.straighten(angle: 0.1))
    s.history.beginGrouping()
    #expect(s.history.groupingLevel == 2)
    s.send(.straighten(angle: 0.2))
    s.history.endGrouping()
    #expect(s.history.isGrouping)
    s.send(.straighten(angle: 0.3))
    s.history.endGrouping()
    #expect(!s.history.isGrouping)
    #expect(s.history.steps.map(\.angle) == [0, 0.3])
    s.history.endGrouping()
    #expect(s.history.groupingLevel == 0)
  }

  @Test
  func `an undo in a group ends the group's step, and the group's later actions make one new step`()
  {
    var s = Screen()
    s.history.beginGrouping()
    s.send(.straighten(angle: 0.1), .straighten(angle: 0.2))
    let undone = s.undo()
    #expect(undone && s.history.isGrouping && s.engine.angle == 0)
    s.send(.straighten(angle: 0.05), .straighten(angle: 0.06))
    s.history.endGrouping()
    #expect(s.history.steps.map(\.angle) == [0, 0.06])
  }

  @Test func `a layout in a group updates the group's step, which stays one step`() {
    var s = Screen()
    s.history.beginGrouping()
    s.send(.straighten(angle: 0.1))
    let area = Rect(x: 0, y: 50, width: 390, height: 700)
    s.send(.layoutCropArea(area), .straighten(angle: 0.2))
    s.history.endGrouping()
    #expect(s.history.steps.count == 2)
    #expect(s.history.current == s.engine.snapshot && s.history.current.cropArea == area)
  }

  @Test func `a group in a history of depth 1 keeps the group's last state and one to undo`() {
    var s = Screen()
    s.history = CropHistory(s.engine, depth: 1)
    s.send(.straighten(angle: 0.05))
    s.history.beginGrouping()
    s.send(.straighten(angle: 0.1), .straighten(angle: 0.2))
    s.history.endGrouping()
    #expect(s.history.steps.map(\.angle) == [0.05, 0.2])
    #expect(s.history.undo()?.angle == 0.05)
    #expect(!s.history.canUndo)
  }

  @Test(arguments: [1, 2, 50])
  func `a history of depth n keeps n undo steps`(_ depth: Int) {
    var s = Screen()
    s.history = CropHistory(s.engine, depth: depth)
    // Each angle outside the detent at 0, so that each is a step.
    for k in 1...(depth + 3) { s.send(.straighten(angle: 0.01 * Double(k))) }
    var undos = 0
    while s.history.undo() != nil { undos += 1 }
    #expect(undos == depth)
  }

  @Test func `a history with an open group round-trips through JSON`() throws {
    var s = Screen()
    s.history.beginGrouping()
    let open = String(decoding: try JSONEncoder().encode(s.history), as: UTF8.self)
    #expect(open.contains(#""groupingLevel":1"#) && !open.contains("groupRecorded"))
    #expect(try JSONDecoder().decode(CropHistory.self, from: Data(open.utf8)) == s.history)
    s.send(.straighten(angle: 0.1))
    let recorded = String(decoding: try JSONEncoder().encode(s.history), as: UTF8.self)
    #expect(recorded.contains(#""groupRecorded":true"#))
    var decoded = try JSONDecoder().decode(CropHistory.self, from: Data(recorded.utf8))
    #expect(decoded == s.history)
    s.send(.straighten(angle: 0.2))
    decoded.record(s.engine, after: .straighten(angle: 0.2))
    #expect(decoded == s.history && decoded.steps.count == 2)
    s.history.endGrouping()
    let closed = String(decoding: try JSONEncoder().encode(s.history), as: UTF8.self)
    #expect(!closed.contains("group"))
  }

  @Test func `a history round-trips through JSON`() throws {
    var s = Screen()
    s.send(.ratio(.square))
    s.send(.turn(quarterTurns: 1))
    let undone = s.undo()
    #expect(undone)
    let data = try JSONEncoder().encode(s.history)
    let decoded = try JSONDecoder().decode(CropHistory.self, from: data)
    #expect(decoded == s.history)
  }

  @Test
  func `a step with a perspective round-trips through JSON as version 2, one without as version 1`()
    throws
  {
    var s = Screen()
    s.send(.perspective(horizontal: 0.2, vertical: -0.1))
    let step = s.history.current
    #expect(step.perspective == Perspective(horizontal: 0.2, vertical: -0.1))
    let json = String(decoding: try JSONEncoder().encode(step), as: UTF8.self)
    #expect(json.contains(#""version":2"#) && json.contains(#""perspective":[0.2,-0.1]"#))
    #expect(try JSONDecoder().decode(CropSnapshot.self, from: Data(json.utf8)) == step)
    let flat = String(decoding: try JSONEncoder().encode(s.history.steps[0]), as: UTF8.self)
    #expect(flat.contains(#""version":1"#) && !flat.contains("perspective"))
    let undone = s.undo()
    #expect(undone && s.engine.perspective == .none)
    let redone = s.redo()
    #expect(redone)
    #expect(s.engine.snapshot == step)
  }

  struct Junk: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var testDescription: String { name }
  }

  static let step =
    #"{"version":1,"imagePixelSize":[4000,3000],"imageOrientation":1,"cropArea":[[0,0],[300,300]],"cropBox":[[0,0],[300,300]],"center":[150,150],"zoom":1,"angle":0,"quarterTurns":0,"isMirrored":false}"#

  @Test(arguments: [
    Junk(
      name: "a later version", json: #"{"version":2,"depth":5,"position":0,"steps":[\#(step)]}"#),
    Junk(name: "no steps", json: #"{"version":1,"depth":5,"position":0,"steps":[]}"#),
    Junk(
      name: "a position past the steps",
      json: #"{"version":1,"depth":5,"position":1,"steps":[\#(step)]}"#),
    Junk(name: "a zero depth", json: #"{"version":1,"depth":0,"position":0,"steps":[\#(step)]}"#),
    Junk(
      name: "an EXIF value of 9",
      json:
        #"{"version":1,"depth":5,"position":0,"steps":[\#(step.replacingOccurrences(of: "\"imageOrientation\":1", with: "\"imageOrientation\":9"))]}"#
    ),
    Junk(
      name: "a negative zoom",
      json:
        #"{"version":1,"depth":5,"position":0,"steps":[\#(step.replacingOccurrences(of: "\"zoom\":1", with: "\"zoom\":-1"))]}"#
    ),
    Junk(
      name: "five quarter turns",
      json:
        #"{"version":1,"depth":5,"position":0,"steps":[\#(step.replacingOccurrences(of: "\"quarterTurns\":0", with: "\"quarterTurns\":5"))]}"#
    ),
    Junk(name: "not an object", json: #"[1, 2, 3]"#),
    Junk(
      name: "a negative grouping level",
      json: #"{"version":1,"depth":5,"position":0,"steps":[\#(step)],"groupingLevel":-1}"#),
    Junk(
      name: "a recorded group step with no group open",
      json:
        #"{"version":1,"depth":5,"position":1,"steps":[\#(step),\#(step)],"groupRecorded":true}"#
    ),
    Junk(
      name: "a recorded group step with a redo list after it",
      json:
        #"{"version":1,"depth":5,"position":1,"steps":[\#(step),\#(step),\#(step)],"groupingLevel":1,"groupRecorded":true}"#
    ),
    Junk(
      name: "a recorded group step with no step before it",
      json:
        #"{"version":1,"depth":5,"position":0,"steps":[\#(step)],"groupingLevel":1,"groupRecorded":true}"#
    ),
    Junk(
      name: "more steps than the current one and the depth's undo steps",
      json: #"{"version":1,"depth":1,"position":0,"steps":[\#(step),\#(step),\#(step)]}"#),
    Junk(
      name: "two steps past the depth in a group",
      json:
        #"{"version":1,"depth":1,"position":3,"steps":[\#(step),\#(step),\#(step),\#(step)],"groupingLevel":1,"groupRecorded":true}"#
    ),
    Junk(
      name: "a version 2 step without its perspective",
      json:
        #"{"version":1,"depth":5,"position":0,"steps":[\#(step.replacingOccurrences(of: "\"version\":1", with: "\"version\":2"))]}"#
    ),
    Junk(
      name: "a perspective past the range",
      json:
        #"{"version":1,"depth":5,"position":0,"steps":[\#(step.replacingOccurrences(of: "\"version\":1", with: "\"version\":2,\"perspective\":[0.6,0]"))]}"#
    ),
  ])
  func `junk JSON is refused by the decoder`(_ junk: Junk) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CropHistory.self, from: Data(junk.json.utf8))
    }
  }

  @Test func `the steps the junk tests edit are themselves valid`() throws {
    let json = #"{"version":1,"depth":5,"position":0,"steps":[\#(Self.step)]}"#
    let history = try JSONDecoder().decode(CropHistory.self, from: Data(json.utf8))
    #expect(history.current.zoom == 1)
    // And a recorded group's step: the last, after the current one and one to undo, in a history
    // of depth 1.
    let grouped =
      #"{"version":1,"depth":1,"position":2,"steps":[\#(Self.step),\#(Self.step),\#(Self.step)],"groupingLevel":1,"groupRecorded":true}"#
    #expect(try JSONDecoder().decode(CropHistory.self, from: Data(grouped.utf8)).isGrouping)
  }
}
