import AffineKit

/// What a step of a crop screen's undo history did, for the undo manager's action name ("Undo
/// Zoom", "Redo Straighten"): the kind of the event that ended the step.
///
/// ``englishName`` is a default; an app shows its own localized names by giving
/// ``CropUndoBridge`` a function of the action (a `switch` over these cases, or
/// `String(localized:)` of the English name as the key).
public enum CropUndoAction: Hashable, Sendable, CaseIterable {
  /// A pinch, a trackpad pinch or zooming scroll, a quick zoom, a double tap, a zoom to a
  /// rectangle or a zoom key.
  case zoom
  /// A pan, a touch drag, a panning scroll or an arrow key.
  case move
  /// A rotation gesture or the straighten dial.
  case straighten
  /// A quarter turn.
  case rotate
  /// A flip.
  case flip
  /// The perspective sliders.
  case perspective
  /// A handle of the crop box, dragged or stepped.
  case resizeCrop
  /// A ratio preset.
  case aspectRatio
  /// The crop shape.
  case cropShape
  /// A reset to the photo's first placement.
  case reset
  /// A saved crop restored.
  case restore

  /// The action of a step that `event` ended, or `nil` for an event that is no user action (a
  /// layout, a configure, a revert). A run of scrolls, which ends with ``CropEvent/scrollEnded``,
  /// is named by its scrolls: `scrollZooms` says whether they zoomed.
  ///
  /// - Parameters:
  ///   - event: The event after which the history recorded the step.
  ///   - scrollZooms: Whether the run of scrolls that `event` may end zoomed (`false`: it panned).
  public init?(_ event: CropEvent, scrollZooms: Bool) {
    guard event.isUserAction else { return nil }
    switch event {
    case .pinch, .quickZoom, .doubleTap, .zoomTo: self = .zoom
    case .pan, .touchDrag: self = .move
    case .scroll, .scrollEnded: self = scrollZooms ? .zoom : .move
    case .key(let key):
      switch key {
      case .zoomIn, .zoomOut: self = .zoom
      case .left, .right, .up, .down: self = .move
      }
    case .rotation, .straighten: self = .straighten
    case .turn: self = .rotate
    case .flip: self = .flip
    case .perspective: self = .perspective
    case .handleDrag, .handleStep: self = .resizeCrop
    case .ratio: self = .aspectRatio
    case .cropShape: self = .cropShape
    case .reset: self = .reset
    case .restore: self = .restore
    case .layout, .layoutCropArea, .configure, .revert: return nil  // no user action: guarded above
    }
  }

  /// The action's name in English, as Photos names its edits ("Zoom", "Straighten", "Crop").
  public var englishName: String {
    switch self {
    case .zoom: return "Zoom"
    case .move: return "Move"
    case .straighten: return "Straighten"
    case .rotate: return "Rotate"
    case .flip: return "Flip"
    case .perspective: return "Perspective"
    case .resizeCrop: return "Crop"
    case .aspectRatio: return "Aspect Ratio"
    case .cropShape: return "Crop Shape"
    case .reset: return "Reset"
    case .restore: return "Restore Crop"
    }
  }
}
