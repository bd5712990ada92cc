/// Undo and redo for a crop screen: a bounded list of ``CropSnapshot``s, one per user action.
///
/// Feed it the engine after every event (``record(_:after:)``): a step is recorded when the engine
/// comes to rest after a user action (a gesture from its start to its settle, a handle drag with
/// its recentre, a turn, a flip, a straighten, a ratio change, a reset, a key, a double tap), and
/// not while a gesture is in progress. A layout, a configure or a revert is not an action: it
/// updates the current step instead. ``undo()`` and ``redo()`` move through the steps and return
/// the snapshot to revert the engine to:
///
///     var history = CropHistory(engine)
///     engine.apply(event, at: now)
///     history.record(engine, after: event)
///     // the undo button, or Cmd-Z:
///     if let step = history.undo() { engine.apply(.revert(step), at: now) }
///
/// A slider's drag sends an event for every value it passes through; put ``beginGrouping()`` at
/// its touch down and ``endGrouping()`` at its release to make the whole drag one step, as
/// `UndoManager`'s `beginUndoGrouping()` and `endUndoGrouping()` do.
///
/// A value, `Hashable` and `Codable`: keep it with the screen's state and save it with the photo.
/// Past ``depth`` steps the oldest is dropped.
public struct CropHistory: Hashable, Sendable {
  /// The most steps kept, at least 1 (the current state counts as one).
  public let depth: Int
  /// The steps, oldest first. Never empty.
  public private(set) var steps: [CropSnapshot]
  /// The index of the current step in ``steps``.
  public private(set) var position: Int
  /// Whether a group is open (``beginGrouping()``): the actions recorded until
  /// ``endGrouping()`` make one step.
  public var isGrouping: Bool { group != nil }
  /// The open group, or `nil` when none is open.
  var group: Group?

  /// An open group's progress.
  enum Group: Hashable, Sendable {
    /// Open, with no step recorded yet.
    case open
    /// Open, and the current step is the group's: each later action replaces it.
    case recorded
  }

  /// A history whose one step is `engine`'s state.
  ///
  /// - Parameters:
  ///   - engine: The engine at the start.
  ///   - depth: The most steps kept; a value below 1 is read as 1. Defaults to 50.
  public init(_ engine: CropEngine, depth: Int = 50) {
    self.init(steps: [engine.snapshot], position: 0, depth: Swift.max(depth, 1))
  }

  /// Every value as given (valid by construction or checked by the decoder).
  init(steps: [CropSnapshot], position: Int, depth: Int, group: Group? = nil) {
    self.steps = steps
    self.position = position
    self.depth = depth
    self.group = group
  }

  /// The current step: the state the engine was in after the last recorded action.
  public var current: CropSnapshot { steps[position] }

  /// Whether there is a step to undo to.
  public var canUndo: Bool { position > 0 }

  /// Whether there is a step to redo to.
  public var canRedo: Bool { position < steps.count - 1 }

  /// Records the engine's state after `event`, and returns whether it became a new step.
  ///
  /// - A gesture still in progress (``CropEngine/isInteracting``): nothing.
  /// - A state equal to the current step's: nothing.
  /// - After a layout, a configure or a revert: the current step becomes this state (the screen
  ///   changed, or the engine went back to a step), with no new step.
  /// - In an open group that has recorded its step: the current step becomes this state, with no
  ///   new step.
  /// - Otherwise a new step: the steps after the current one (the redo list) are dropped, and past
  ///   ``depth`` the oldest step is. In an open group this is the group's step.
  /// - An engine of another photo (another pixel size or orientation): nothing.
  @discardableResult
  public mutating func record(_ engine: CropEngine, after event: CropEvent) -> Bool {
    if engine.isInteracting { return false }
    let s = engine.snapshot
    guard s != current, s.imagePixelSize == current.imagePixelSize,
      s.imageOrientation == current.imageOrientation
    else { return false }
    switch event {
    case .layout, .layoutCropArea, .configure, .revert:
      steps[position] = s
      return false
    default:
      if group == .recorded {
        steps[position] = s
        return false
      }
      if group == .open { group = .recorded }
      steps.removeSubrange((position + 1)...)
      steps.append(s)
      if steps.count > depth { steps.removeFirst(steps.count - depth) }
      position = steps.count - 1
      return true
    }
  }

  /// Opens a group: the actions recorded until ``endGrouping()`` make one step (the first adds
  /// it, each later one replaces it), as the values of a slider's drag should.
  ///
  /// Groups do not nest: while one is open this does nothing. A group is closed by
  /// ``endGrouping()``, ``undo()`` and ``redo()``.
  public mutating func beginGrouping() {
    if group == nil { group = .open }
  }

  /// Closes the open group; does nothing when none is open.
  ///
  /// A group whose actions end in the state it began in leaves no step: its
  /// step, equal to the one before it, is dropped. The redo list it dropped when it recorded its
  /// step stays dropped, as after any action.
  public mutating func endGrouping() {
    defer { group = nil }
    guard group == .recorded, position > 0, steps[position] == steps[position - 1] else { return }
    steps.remove(at: position)
    position -= 1
  }

  /// Closes an open group (``endGrouping()``), then moves to the previous step and returns it, or
  /// `nil` when there is none.
  public mutating func undo() -> CropSnapshot? {
    endGrouping()
    guard canUndo else { return nil }
    position -= 1
    return current
  }

  /// Closes an open group (``endGrouping()``), then moves to the next step and returns it, or
  /// `nil` when there is none.
  public mutating func redo() -> CropSnapshot? {
    endGrouping()
    guard canRedo else { return nil }
    position += 1
    return current
  }
}
