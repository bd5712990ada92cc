/// What the user is doing between events: nothing, one or more gestures, a handle drag, or a run
/// of quarter turns and flips. One at a time: a handle drag refuses other gestures and a gesture
/// refuses a handle drag, a turn or a flip cancels every gesture, and a gesture or any other event
/// that changes the crop ends a run of turns.
@usableFromInline
enum Interaction: Hashable, Sendable {
  /// Nothing holds the photo.
  case idle
  /// Touch gestures, a run of scrolls or a quick zoom are in progress, with their baselines.
  case gestures(Gestures)
  /// A handle of the crop box is dragged: the handle, the placement it began from, the finger's
  /// total translation.
  case handleDrag(HandleDragStart)
  /// A run of quarter turns and flips, computed from the placement before its first, so that the
  /// run is exact (coming back to its orientation gives that placement back bit for bit).
  case turns(base: Placement)

  /// Whether the user is doing nothing: no gesture, handle drag or run of turns.
  @inlinable
  var isIdle: Bool {
    if case .idle = self { return true }
    return false
  }

  /// Whether something holds the photo: a gesture or a handle drag.
  @inlinable
  var isActive: Bool {
    switch self {
    case .gestures, .handleDrag: return true
    case .idle, .turns: return false
    }
  }

  /// Whether `gesture` is in progress.
  @inlinable
  func isActive(_ gesture: Gesture) -> Bool {
    switch self {
    case .gestures(let g): return g.isActive(gesture)
    case .handleDrag: return gesture == .handle
    case .idle, .turns: return false
    }
  }

  /// The gestures in progress, with their baselines: none unless the interaction is gestures. An
  /// event reads them once and writes the interaction once (``set(_:)``). Out of line, as
  /// ``set(_:)`` is: Swift copies the payload out of the enum field by field, and one copy serves
  /// every caller instead of one at each.
  @inlinable
  var gestures: Gestures {
    @inline(never) get {
      if case .gestures(let g) = self { return g }
      return Gestures()
    }
  }

  /// Makes `gestures` the interaction, or ``idle`` when none is in progress.
  @inlinable
  @inline(never)
  mutating func set(_ gestures: Gestures) {
    self = gestures.isEmpty ? .idle : .gestures(gestures)
  }

  /// The handle drag in progress, or `nil`.
  @inlinable
  var handleDrag: HandleDragStart? {
    if case .handleDrag(let drag) = self { return drag }
    return nil
  }

  /// The placement before the run of turns in progress, or `nil`.
  @inlinable
  var turnBase: Placement? {
    if case .turns(let base) = self { return base }
    return nil
  }
}

/// A gesture whose phases the engine tracks.
@usableFromInline
enum Gesture: Sendable {
  case pinch, pan, touch, rotation, scroll, quickZoom, handle
}

/// The touch gestures, scrolls and quick zoom in progress: each one's baseline, `nil` when it is
/// not active, and what waits for the last one's end.
@usableFromInline
struct Gestures: Hashable, Sendable {
  /// The pinch's baseline.
  @usableFromInline var pinch: PinchBaseline? = nil
  /// The pan's previous value: the cumulative total, for cumulative values (zero otherwise).
  @usableFromInline var pan: Point? = nil
  /// The touch drag's baseline.
  @usableFromInline var touch: TouchBaseline? = nil
  /// The rotation's previous value: the cumulative total, for cumulative values (zero otherwise).
  @usableFromInline var rotation: Double? = nil
  /// Whether a run of scrolls is in progress (it has no baseline).
  @usableFromInline var isScrolling: Bool = false
  /// The quick zoom's baseline.
  @usableFromInline var quickZoom: QuickZoomBaseline? = nil
  /// The pan's release velocity (points per second) when it ended while a pinch or rotation was
  /// still active, for the settle when the last gesture ends; `nil` when there is none, and once a
  /// later gesture event moves the image (the fingers did not lift together). A pinch's or
  /// rotation's velocity is not kept: those end first when one finger lifts and the other pans
  /// on, and would be stale by the end.
  @usableFromInline var panRelease: Point? = nil
  /// A double tap or a zoom to a rectangle that came while a gesture was active: it is done when
  /// the last gesture ends, instead of the settle.
  @usableFromInline var pendingZoom: PendingZoom? = nil
  /// Whether a gesture caught the crop box during its recentre: the last gesture's end recentres
  /// it, unless a zoom waited (``pendingZoom``).
  @usableFromInline var pendingRecentre: Bool = false

  @inlinable
  init() {}

  /// Whether no gesture is in progress.
  @inlinable
  var isEmpty: Bool {
    pinch == nil && pan == nil && touch == nil && rotation == nil && !isScrolling
      && quickZoom == nil
  }

  /// Whether `gesture` is in progress.
  @inlinable
  func isActive(_ gesture: Gesture) -> Bool {
    switch gesture {
    case .pinch: return pinch != nil
    case .pan: return pan != nil
    case .touch: return touch != nil
    case .rotation: return rotation != nil
    case .scroll: return isScrolling
    case .quickZoom: return quickZoom != nil
    case .handle: return false
    }
  }

  /// Ends `gesture`, forgetting its baseline.
  @inlinable
  mutating func end(_ gesture: Gesture) {
    switch gesture {
    case .pinch: pinch = nil
    case .pan: pan = nil
    case .touch: touch = nil
    case .rotation: rotation = nil
    case .scroll: isScrolling = false
    case .quickZoom: quickZoom = nil
    case .handle: break
    }
  }

  /// Whether a pinch that follows its centroid is in progress: it already moves the photo with
  /// the fingers, so a pan's or a touch drag's movement is not applied again.
  @inlinable
  var pinchFollowsCentroid: Bool { pinch?.centroid != nil }
}

/// A pinch's baseline: its previous centroid and touch count, and its previous value.
@usableFromInline
struct PinchBaseline: Hashable, Sendable {
  /// The previous centroid, or `nil` when it had none (or a layout moved the view under it).
  @usableFromInline var centroid: Point?
  /// The previous touch count.
  @usableFromInline var touchCount: Int
  /// The previous value: the cumulative total, for cumulative values (1 otherwise).
  @usableFromInline var scale: Double

  @inlinable
  init(centroid: Point?, touchCount: Int, scale: Double) {
    self.centroid = centroid
    self.touchCount = touchCount
    self.scale = scale
  }
}

/// A touch drag's baseline: its previous location, and whether it holds the image (its first
/// location was inside the image's frame).
@usableFromInline
struct TouchBaseline: Hashable, Sendable {
  /// The previous location, in the view's coordinates.
  @usableFromInline var location: Point
  /// Whether the touch holds the image.
  @usableFromInline var holds: Bool

  @inlinable
  init(location: Point, holds: Bool) {
    self.location = location
    self.holds = holds
  }
}

/// A quick zoom's baseline: its focal point (where it began) and the finger's previous y.
@usableFromInline
struct QuickZoomBaseline: Hashable, Sendable {
  /// The focal point, in the view's coordinates.
  @usableFromInline var focus: Point
  /// The finger's previous y.
  @usableFromInline var y: Double

  @inlinable
  init(focus: Point, y: Double) {
    self.focus = focus
    self.y = y
  }
}

/// A zoom that waits for the gestures in progress to end.
@usableFromInline
enum PendingZoom: Hashable, Sendable {
  /// A double tap at a location, in the view's coordinates.
  case doubleTap(Point)
  /// A zoom to a rectangle, in image pixels.
  case rect(Rect)
}

/// Where a handle drag began: the handle, the placement then, and the finger's total translation
/// since (for incremental values, the sum of the increments).
@usableFromInline
struct HandleDragStart: Hashable, Sendable {
  /// The dragged handle.
  @usableFromInline var handle: CropHandle
  /// The placement when the drag began.
  @usableFromInline var placement: Placement
  /// The finger's total translation since the drag began, in points.
  @usableFromInline var translation: Point

  @inlinable
  init(handle: CropHandle, placement: Placement) {
    self.handle = handle
    self.placement = placement
    self.translation = .zero
  }
}
