/// The gestures whose phases the engine tracks, as bits of ``GestureTracker/active``.
@usableFromInline
enum Gesture: UInt8, Sendable {
  case pinch = 1
  case pan = 2
  case touch = 4
  case rotation = 8
  case scroll = 16
  case quickZoom = 32
  case handle = 64
}

/// What the engine remembers between events: which gestures are active and their baselines, the
/// release velocity a pan kept for a two-finger lift, the placement before a run of turns and
/// flips, and the animation the last event that animated started (of any kind).
@usableFromInline
struct GestureTracker: Hashable, Sendable {
  /// The active gestures, one bit each (``Gesture``).
  @usableFromInline var active: UInt8 = 0
  /// The pinch's previous centroid, or `nil` when it had none.
  @usableFromInline var pinchCentroid: Point? = nil
  /// The pinch's previous touch count.
  @usableFromInline var pinchTouchCount: Int = 0
  /// The pinch's previous value (the cumulative total, for cumulative values).
  @usableFromInline var pinchScale: Double = 1
  /// The pan's previous value (the cumulative total, for cumulative values).
  @usableFromInline var panTranslation: Point = .zero
  /// The touch drag's previous location.
  @usableFromInline var touchLocation: Point = .zero
  /// Whether the touch drag holds the image (its first location was inside the image's frame).
  @usableFromInline var touchHolds: Bool = false
  /// The rotation's previous value (the cumulative total, for cumulative values).
  @usableFromInline var rotationAngle: Double = 0
  /// The quick zoom's focal point (its began location).
  @usableFromInline var quickZoomFocus: Point = .zero
  /// The quick zoom's previous finger y.
  @usableFromInline var quickZoomY: Double = 0
  /// The pan's release velocity (points per second) when it ended while a pinch or rotation was
  /// still active, for the settle when the last gesture ends; `nil` when there is none, and once a
  /// later gesture event moves the image (the fingers did not lift together). A pinch's or
  /// rotation's velocity is not kept: those end first when one finger lifts and the other pans
  /// on, and would be stale by the end.
  @usableFromInline var panRelease: Point? = nil
  /// The placement before a run of quarter turns and flips, so that the run is computed from it
  /// exactly (and coming back to its orientation gives it back bit for bit); `nil` once any other
  /// event is accepted that can move the image.
  @usableFromInline var turnBase: Placement? = nil
  /// The animation the last event that animated started, or `nil` when there is none or an
  /// event has moved the image since. It may have finished: the placement is its end.
  @usableFromInline var animation: CropAnimation? = nil
  /// A double tap or a zoom to a rectangle that came while a gesture was active: it is done when
  /// the last gesture ends, instead of the settle.
  @usableFromInline var pendingZoom: PendingZoom? = nil
  /// Whether a gesture caught the crop box during its recentre: the last gesture's end recentres
  /// it, unless a zoom waited (``pendingZoom``).
  @usableFromInline var pendingRecentre: Bool = false
  /// The handle drag in progress: its handle, the state it began from and the finger's total
  /// translation so far; `nil` when no handle is dragged.
  @usableFromInline var handleDrag: HandleDragStart? = nil

  @inlinable
  init() {}

  /// Whether a run of quarter turns and flips is in progress (``turnBase`` is set). Matched
  /// rather than compared with `nil`: in a build that inlines little (the WebAssembly module's),
  /// the comparison is a generic call that copies the whole placement.
  @inlinable
  var isTurning: Bool {
    if case .some = turnBase { return true }
    return false
  }

  /// Whether `gesture` is active.
  @inlinable
  @inline(__always)
  func isActive(_ gesture: Gesture) -> Bool { active & gesture.rawValue != 0 }

  /// Ends `gesture` and forgets its values.
  @inlinable
  mutating func end(_ gesture: Gesture) {
    active &= ~gesture.rawValue
    switch gesture {
    case .pinch:
      pinchCentroid = nil
      pinchTouchCount = 0
      pinchScale = 1
    case .pan: panTranslation = .zero
    case .rotation: rotationAngle = 0
    case .touch:
      touchLocation = .zero
      touchHolds = false
    case .scroll: break
    case .quickZoom:
      quickZoomFocus = .zero
      quickZoomY = 0
    case .handle: handleDrag = nil
    }
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
