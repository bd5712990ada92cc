import AffineKit

/// What ``CropUndoBridge`` needs of an undo manager: Foundation's `UndoManager` has all of it (it
/// conforms on Apple platforms), and a test stands in for it anywhere.
@MainActor
public protocol CropUndoRegistering: AnyObject {
  /// Registers `handler` as the next undo operation (or, while undoing, the next redo
  /// operation), with `target` as its argument. `UndoManager` keeps `target` unowned.
  func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void)
  /// Names the operation just registered (the menu shows "Undo " and the name).
  func setActionName(_ actionName: String)
  /// Removes every undo and redo operation registered with `target`.
  func removeAllActions(withTarget target: Any)
  /// The most undo groups kept; the oldest past it are dropped.
  var levelsOfUndo: Int { get set }
}

/// A crop screen's engine and its undo history, registered with an undo manager: each step the
/// ``CropHistory`` records is one undo operation, so the Edit menu, ⌘Z and shake to undo undo and
/// redo the crop, with action names ("Undo Straighten").
///
/// Send every event through ``apply(_:at:)`` instead of the engine's own, and bracket a slider's
/// drag with ``beginGrouping()`` and ``endGrouping()``: the drag is one step. The history is made
/// with the engine, before any event, so the first action can be undone. When the undo manager
/// undoes or redoes a step, the bridge reverts the engine to the step's state at `clock()` and
/// calls ``onRevert``, where the screen redraws.
///
///     let bridge = CropUndoBridge(
///       engine: engine, undoManager: undoManager!, clock: { CACurrentMediaTime() })
///     bridge.onRevert = { [weak self] _, time in self?.draw(at: time) }
///     bridge.apply(.straighten(angle: 0.1), at: CACurrentMediaTime())  // "Undo Straighten"
///
/// - Each step's undo moves the history back (``CropHistory/undo()``) and reverts the engine to the
///   step it gives (its redo, ``CropHistory/redo()``), so the history's rules hold: a step a
///   layout or a configure updated since is reverted to as it is now, and an undo during a
///   slider's drag ends the drag's step, the drag's next value starting a new one.
/// - A slider's drag whose values end where it began leaves no step: its operation is removed.
/// - The undo manager keeps ``CropHistory/depth`` levels (its `levelsOfUndo` is set to it), as
///   the history does.
///
/// A class, unlike the library's values: an undo manager's operations need an object to call
/// back. They hold the bridge weakly, so the screen that owns it can go.
@MainActor
public final class CropUndoBridge<Manager: CropUndoRegistering> {
  /// One step's operation: what it did, and the states before and after it (a slider's group
  /// whose step ends where it began leaves none). The undo manager's target, kept alive by the
  /// operation's own closure.
  final class Step {
    /// The state before the step.
    let before: CropSnapshot
    /// The state after it (a slider's step follows the drag until its group ends).
    var after: CropSnapshot
    /// What the step did.
    let action: CropUndoAction

    init(before: CropSnapshot, after: CropSnapshot, action: CropUndoAction) {
      self.before = before
      self.after = after
      self.action = action
    }
  }

  /// The engine: read it to draw (`geometry(at:)`, `cropBox(at:)`), never apply to it directly.
  public private(set) var engine: CropEngine
  /// The undo history, which decides what a step is (``CropHistory/record(_:after:)``).
  public private(set) var history: CropHistory
  /// The undo manager the steps are registered with.
  public let undoManager: Manager
  /// Called after the undo manager has undone or redone a step, with the revert's result and its
  /// time (`clock()`): redraw there.
  public var onRevert: (@MainActor (CropEventResult, Double) -> Void)?
  /// The time of a revert the undo manager asks for, on the clock of the events' times.
  let clock: @MainActor () -> Double
  /// The name the undo manager shows for an action.
  let actionName: @MainActor (CropUndoAction) -> String
  /// The step of the open slider group, once it has one.
  var groupStep: Step?
  /// Whether the current run of scrolls zooms (it is named by its scrolls at its end).
  var scrollZooms = false

  /// Creates a bridge for `engine`, with an empty history, and sets the undo manager's
  /// `levelsOfUndo` to `depth`.
  ///
  /// - Parameters:
  ///   - engine: The screen's engine, before any event.
  ///   - undoManager: The undo manager (the view controller's or the window's `undoManager`).
  ///   - depth: The most undo steps kept (``CropHistory/init(_:depth:)``), at least 1.
  ///   - clock: The current time on the clock of the events' times (`CACurrentMediaTime()`).
  ///   - actionName: The name of each action, localized by the app; English by default.
  public init(
    engine: CropEngine, undoManager: Manager, depth: Int = 50,
    clock: @escaping @MainActor () -> Double,
    actionName: @escaping @MainActor (CropUndoAction) -> String = { $0.englishName }
  ) {
    self.engine = engine
    self.history = CropHistory(engine, depth: depth)
    self.undoManager = undoManager
    self.clock = clock
    self.actionName = actionName
    undoManager.levelsOfUndo = history.depth
  }

  /// Applies `event` to the engine at `time` (``CropEngine/apply(_:at:)``), records the engine in
  /// the history, and registers the step it makes, if any, with the undo manager.
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - time: When it happened, in seconds on the caller's clock.
  /// - Returns: The engine's result.
  @discardableResult
  public func apply(_ event: CropEvent, at time: Double) -> CropEventResult {
    if case .scroll(_, _, let isPinch, _) = event {
      scrollZooms = isPinch || engine.configuration.input.plainScroll == .zooms
    }
    let before = history.current
    let result = engine.apply(event, at: time)
    if history.record(engine, after: event) {
      guard let action = CropUndoAction(event, scrollZooms: scrollZooms) else { return result }
      let step = Step(before: before, after: history.current, action: action)
      register(step, undoing: true)
      if history.isGrouping { groupStep = step }
    } else if let step = groupStep {
      // A later value of the slider's drag: the group's step ends here now.
      step.after = history.current
    }
    return result
  }

  /// Opens a group (a slider's touch down): the actions until the matching ``endGrouping()`` are
  /// one step. Groups nest.
  public func beginGrouping() {
    history.beginGrouping()
  }

  /// Closes the innermost group (the slider's release or cancel). When the outermost one closes
  /// and its actions ended where they began, its step's operation is removed.
  public func endGrouping() {
    history.endGrouping()
    guard !history.isGrouping, let step = groupStep else { return }
    groupStep = nil
    if step.after == step.before { undoManager.removeAllActions(withTarget: step) }
  }

  /// Registers the operation that undoes `step` (`undoing`) or redoes it, named by its action.
  func register(_ step: Step, undoing: Bool) {
    // The closure keeps the step (the undo manager keeps its target unowned), and the bridge weakly.
    undoManager.registerUndo(withTarget: step) { [weak self, step] _ in
      self?.revert(step, undoing: undoing)
    }
    undoManager.setActionName(actionName(step.action))
  }

  /// The undo manager's undo or redo of `step`: the history moves, the engine goes to the state
  /// before the step (undo) or after it (redo), and the opposite operation is registered (the
  /// undo manager files one registered while undoing as the redo).
  func revert(_ step: Step, undoing: Bool) {
    // The history's step, not the one the operation was registered with: a layout, a configure
    // or a revert since may have updated it in place (a configure that narrowed the angle's
    // range). CropHistory's own rules apply: an undo or redo ends an open group's step first.
    // With no step to go to (the undo manager kept more than the history), nothing happens.
    guard let target = undoing ? history.undo() : history.redo() else { return }
    groupStep = nil
    let time = clock()
    let result = engine.apply(.revert(target), at: time)
    history.record(engine, after: .revert(target))
    register(step, undoing: !undoing)
    onRevert?(result, time)
  }
}
