import AffineKit
import AffineKitFoundation
import Testing

/// An undo manager with `UndoManager`'s documented behaviour, as far as the bridge uses it: an
/// operation registered while undoing goes on the redo stack, one registered otherwise on the undo
/// stack (outside a redo, a new one clears the redo stack), the oldest past `levelsOfUndo` are
/// dropped, and the action name belongs to the operation just registered.
@MainActor
final class FakeUndoManager: CropUndoRegistering {
  struct Operation {
    var target: AnyObject
    var run: @MainActor () -> Void
    var name: String = ""
  }

  var undoStack: [Operation] = []
  var redoStack: [Operation] = []
  var levelsOfUndo: Int = 0
  private var isUndoing = false
  private var isRedoing = false

  func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    let operation = Operation(target: target, run: { handler(target) })
    if isUndoing {
      redoStack.append(operation)
    } else {
      if !isRedoing { redoStack.removeAll() }
      undoStack.append(operation)
      if levelsOfUndo > 0 && undoStack.count > levelsOfUndo { undoStack.removeFirst() }
    }
  }

  func setActionName(_ actionName: String) {
    if isUndoing {
      redoStack[redoStack.count - 1].name = actionName
    } else {
      undoStack[undoStack.count - 1].name = actionName
    }
  }

  func removeAllActions(withTarget target: Any) {
    let object = target as AnyObject
    undoStack.removeAll { $0.target === object }
    redoStack.removeAll { $0.target === object }
  }

  var undoNames: [String] { undoStack.map(\.name) }

  func undo() {
    guard let operation = undoStack.popLast() else { return }
    isUndoing = true
    operation.run()
    isUndoing = false
  }

  func redo() {
    guard let operation = redoStack.popLast() else { return }
    isRedoing = true
    operation.run()
    isRedoing = false
  }
}

@MainActor
@Suite("CropUndoBridge")
struct CropUndoBridgeTests {
  /// A photo editor's screen: a 4000 × 3000 photo in a 358 × 600 crop area, box editing on.
  static func engine() -> CropEngine {
    try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 16, y: 100, width: 358, height: 600))
  }

  /// A pinch to 1.5 about the box's centre, a quarter turn and a straighten, each at rest.
  static let actions: [[CropEvent]] = [
    [
      .pinch(.began, scale: 1, centroid: Point(x: 195, y: 400), values: .cumulative),
      .pinch(.changed, scale: 1.5, centroid: Point(x: 195, y: 400), values: .cumulative),
      .pinch(.ended, scale: 1.5, centroid: Point(x: 195, y: 400), values: .cumulative),
    ],
    [.turn(quarterTurns: 1)],
    [.straighten(angle: 0.1)],
  ]

  /// The engine's state after each of ``actions``, from an engine without a bridge: the start
  /// first. Each action runs ten seconds after the previous, when its animation has ended.
  static func statesWithoutBridge() -> [CropSnapshot] {
    var e = engine()
    var states = [e.snapshot]
    for (i, action) in actions.enumerated() {
      for event in action { e.apply(event, at: Double(10 * i)) }
      states.append(e.snapshot)
    }
    return states
  }

  static func bridge(_ manager: FakeUndoManager) -> CropUndoBridge<FakeUndoManager> {
    let bridge = CropUndoBridge(engine: engine(), undoManager: manager, clock: { 1000 })
    for (i, action) in actions.enumerated() {
      for event in action { bridge.apply(event, at: Double(10 * i)) }
    }
    return bridge
  }

  @Test func `each step the history records is one undo operation, named by its action`() {
    let manager = FakeUndoManager()
    let bridge = Self.bridge(manager)
    #expect(manager.undoNames == ["Zoom", "Rotate", "Straighten"])
    #expect(manager.levelsOfUndo == 50)
    // A layout is no action: no operation.
    bridge.apply(.layoutCropArea(Rect(x: 16, y: 100, width: 358, height: 500)), at: 100)
    #expect(manager.undoStack.count == 3)
  }

  @Test func `an undo action has a name exactly when its event is a user action`() {
    let e = Self.engine()
    let p = Point(x: 195, y: 400)
    let events: [CropEvent] = [
      .pinch(.ended, scale: 1, centroid: p), .turn(quarterTurns: 1), .reset,
      .restore(e.savedCrop), .ratio(.square), .layout(cropBox: e.cropBox),
      .layoutCropArea(e.cropArea), .configure(e.configuration), .revert(e.snapshot),
    ]
    let named = events.map { CropUndoAction($0, scrollZooms: true) != nil }
    #expect(named == [true, true, true, true, true, false, false, false, false])
    #expect(named == events.map(\.isUserAction))
  }

  @Test func `undo and redo through the manager put each step's state back, the first included`() {
    let manager = FakeUndoManager()
    let bridge = Self.bridge(manager)
    let states = Self.statesWithoutBridge()
    var reverts = 0
    bridge.onRevert = { _, time in
      reverts += 1
      #expect(time == 1000)
    }
    for i in stride(from: 2, through: 0, by: -1) {
      manager.undo()
      #expect(bridge.engine.snapshot == states[i])
      #expect(bridge.history.current == states[i])
    }
    #expect(manager.undoStack.isEmpty && manager.redoStack.count == 3)
    #expect(manager.redoStack.map(\.name) == ["Straighten", "Rotate", "Zoom"])
    for i in 1...3 {
      manager.redo()
      #expect(bridge.engine.snapshot == states[i])
    }
    #expect(manager.undoNames == ["Zoom", "Rotate", "Straighten"] && manager.redoStack.isEmpty)
    #expect(reverts == 6)
  }

  @Test func `a slider's drag is one step, and one that ends where it began is none`() {
    let manager = FakeUndoManager()
    let bridge = CropUndoBridge(engine: Self.engine(), undoManager: manager, clock: { 1000 })
    let start = bridge.engine.snapshot
    bridge.beginGrouping()
    for (i, angle) in [0.02, 0.05, 0.08].enumerated() {
      bridge.apply(.straighten(angle: angle), at: Double(i))
    }
    bridge.endGrouping()
    #expect(manager.undoNames == ["Straighten"])
    let straightened = bridge.engine.snapshot
    #expect(straightened.angle == 0.08)
    // A crop shape chosen and put back in one group changes nothing: its operation goes.
    bridge.beginGrouping()
    bridge.apply(.cropShape(.ellipse), at: 10)
    bridge.apply(.cropShape(.rectangle), at: 11)
    bridge.endGrouping()
    #expect(manager.undoNames == ["Straighten"])
    manager.undo()
    #expect(bridge.engine.snapshot == start)
    manager.redo()
    #expect(bridge.engine.snapshot == straightened)
  }

  @Test func `an undo during a slider's drag ends its step, and the next value starts another`() {
    let manager = FakeUndoManager()
    let bridge = CropUndoBridge(engine: Self.engine(), undoManager: manager, clock: { 1000 })
    let start = bridge.engine.snapshot
    bridge.beginGrouping()
    bridge.apply(.straighten(angle: 0.05), at: 0)
    manager.undo()  // ⌘Z with the slider still held
    #expect(bridge.engine.snapshot == start)
    bridge.apply(.straighten(angle: 0.07), at: 2000)
    bridge.apply(.straighten(angle: 0.09), at: 2001)
    bridge.endGrouping()
    // The drag's values after the undo are one new step, which dropped the redo.
    #expect(manager.undoNames == ["Straighten"] && manager.redoStack.isEmpty)
    manager.undo()
    #expect(bridge.engine.snapshot == start)
  }

  @Test func `a redo goes to its step as a configure since left it`() {
    let manager = FakeUndoManager()
    let bridge = CropUndoBridge(engine: Self.engine(), undoManager: manager, clock: { 1000 })
    bridge.apply(.straighten(angle: 0.3), at: 0)
    var narrower = bridge.engine.configuration
    narrower.maximumAngle = 0.2
    bridge.apply(.configure(narrower), at: 1)
    // The configure clamped the angle and updated the step in place: it is a 0.2 step now.
    #expect(bridge.engine.angle == 0.2 && bridge.history.current.angle == 0.2)
    manager.undo()
    #expect(bridge.engine.angle == 0)
    manager.redo()
    #expect(bridge.engine.angle == 0.2)
    #expect(bridge.history.steps.map(\.angle) == [0, 0.2])
  }

  @Test func `an operation left after its bridge has gone does nothing`() {
    let manager = FakeUndoManager()
    var bridge: CropUndoBridge<FakeUndoManager>? = Self.bridge(manager)
    weak let gone = bridge
    bridge = nil
    #expect(gone == nil)
    manager.undo()
    #expect(manager.undoStack.count == 2 && manager.redoStack.isEmpty)
  }
}
