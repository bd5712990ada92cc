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
/// its touch down and ``endGrouping()`` at its release (and its cancel) to make the whole drag one
/// step, as `UndoManager`'s `beginUndoGrouping()` and `endUndoGrouping()` do, nesting included.
///
/// A value, `Hashable` and `Codable`: keep it with the screen's state and save it with the photo.
/// Past ``depth`` undo steps the oldest is dropped.
public struct CropHistory: Hashable, Sendable {
  /// The most undo steps kept, at least 1: the steps before the current one, as `UndoManager`'s
  /// `levelsOfUndo` counts them, so ``steps`` holds at most `depth + 1` snapshots. While a
  /// group's step is open there may be one more: the oldest is dropped when the group ends.
  public let depth: Int
  /// The steps, oldest first. Never empty.
  public private(set) var steps: [CropSnapshot]
  /// The index of the current step in ``steps``.
  public private(set) var position: Int
  /// How many groups are open (``beginGrouping()`` less ``endGrouping()``), 0 when none is, as
  /// `UndoManager`'s `groupingLevel`. Part of the history's equality and of its JSON.
  public private(set) var groupingLevel: Int
  /// Whether the open group has recorded its step (the current one, which each later action of
  /// the group replaces); `false` when no group is open.
  var groupRecorded: Bool

  /// A history whose one step is `engine`'s state.
  ///
  /// - Parameters:
  ///   - engine: The engine at the start.
  ///   - depth: The most undo steps kept; a value below 1 is read as 1. Defaults to 50.
  public init(_ engine: CropEngine, depth: Int = 50) {
    self.init(steps: [engine.snapshot], position: 0, depth: Swift.max(depth, 1))
  }

  /// Every value as given (valid by construction or checked by the decoder).
  init(
    steps: [CropSnapshot], position: Int, depth: Int, groupingLevel: Int = 0,
    groupRecorded: Bool = false
  ) {
    self.steps = steps
    self.position = position
    self.depth = depth
    self.groupingLevel = groupingLevel
    self.groupRecorded = groupRecorded
  }

  /// The current step: the state the engine was in after the last recorded action.
  public var current: CropSnapshot { steps[position] }

  /// Whether there is a step to undo to.
  public var canUndo: Bool { position > 0 }

  /// Whether there is a step to redo to.
  public var canRedo: Bool { position < steps.count - 1 }

  /// Whether a group is open (``groupingLevel`` above 0): the actions recorded until the last
  /// ``endGrouping()`` make one step.
  public var isGrouping: Bool { groupingLevel > 0 }

  /// Records the engine's state after `event`, and returns whether it became a new step.
  ///
  /// - A gesture still in progress (``CropEngine/isInteracting``): nothing.
  /// - A state equal to the current step's: nothing.
  /// - After an event that is no user action (``CropEvent/isUserAction``: a layout, a configure, a
  ///   revert): the current step becomes this state (the screen changed, or the engine went back
  ///   to a step), with no new step.
  /// - In an open group that has recorded its step: the current step becomes this state, with no
  ///   new step.
  /// - Otherwise a new step: the steps after the current one (the redo list) are dropped, and past
  ///   ``depth`` undo steps the oldest step is (in an open group, when the group ends). In an open
  ///   group this is the group's step.
  /// - An engine of another photo (another pixel size or orientation): nothing.
  @discardableResult
  public mutating func record(_ engine: CropEngine, after event: CropEvent) -> Bool {
    if engine.isInteracting { return false }
    let s = engine.snapshot
    guard s != current, s.imagePixelSize == current.imagePixelSize,
      s.imageOrientation == current.imageOrientation
    else { return false }
    if !event.isUserAction || groupRecorded {
      steps[position] = s
      return false
    }
    steps.removeSubrange((position + 1)...)
    steps.append(s)
    position = steps.count - 1
    if isGrouping {
      groupRecorded = true
    } else {
      trimToDepth()
    }
    return true
  }

  /// Opens a group: the actions recorded until the matching ``endGrouping()`` make one step (the
  /// first adds it, each later one replaces it), as the values of a slider's drag should.
  ///
  /// Groups nest, as `UndoManager`'s do: a group opened inside another (a second slider dragged
  /// at once) belongs to it, and the step ends with the outermost group.
  public mutating func beginGrouping() {
    groupingLevel += 1
  }

  /// Closes the innermost open group; does nothing when none is open. Closing the outermost one
  /// ends the group's step.
  ///
  /// A group whose actions end in the very state it began in (every value the same, the zoom
  /// included: a straighten dragged back to its angle keeps the zoom it raised, so it leaves a
  /// step) leaves no step: its step, equal to the one before it, is dropped. The redo list it
  /// dropped when it recorded its step stays dropped, as after any action.
  public mutating func endGrouping() {
    guard isGrouping else { return }
    groupingLevel -= 1
    if groupingLevel == 0 { endGroupStep() }
  }

  /// Ends the step of the open groups, which stay open: the group's next action starts a new
  /// step. Drops the step if it equals the one before, then the oldest past ``depth`` undo steps.
  mutating func endGroupStep() {
    guard groupRecorded else { return }
    groupRecorded = false
    // The group's step is the last one (it dropped the redo list).
    if position > 0 && steps[position] == steps[position - 1] {
      steps.removeLast()
      position -= 1
    }
    trimToDepth()
  }

  /// Drops the oldest steps past ``depth`` undo steps (`depth + 1` snapshots with the current).
  mutating func trimToDepth() {
    guard steps.count > depth + 1 else { return }
    let extra = steps.count - (depth + 1)
    steps.removeFirst(extra)
    position -= extra
  }

  /// Moves to the previous step and returns it, or `nil` when there is none.
  ///
  /// In an open group it first ends the group's step: the group stays open, and its next action
  /// (a slider still held after an undo) starts a new step.
  public mutating func undo() -> CropSnapshot? {
    endGroupStep()
    guard canUndo else { return nil }
    position -= 1
    return current
  }

  /// Moves to the next step and returns it, or `nil` when there is none.
  ///
  /// In an open group it first ends the group's step, as ``undo()`` does.
  public mutating func redo() -> CropSnapshot? {
    endGroupStep()
    guard canRedo else { return nil }
    position += 1
    return current
  }
}
