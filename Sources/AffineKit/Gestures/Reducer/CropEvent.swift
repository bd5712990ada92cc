/// Something that happened on a crop screen, for ``CropEngine/apply(_:at:)``.
///
/// The cases come in five groups: gestures (with their phases), buttons and commands (one-shot
/// actions), the crop box (its handles, ratio and shape), layout and configuration (the screen
/// changed), and saved state and history (a saved crop restored, an undo or redo step reverted).
///
/// Each gesture event carries its phase; which gesture it comes from is its case (a pinch
/// recognizer sends ``pinch(_:scale:centroid:touchCount:values:velocity:)``, a pan recognizer
/// ``pan(_:translation:velocity:values:)``, a rotation recognizer
/// ``rotation(_:angle:centroid:values:velocity:)``, a raw touch ``touchDrag(_:location:)``). Locations are
/// in the screen view's coordinates, the same space as ``CropEngine/cropBox``.
///
/// Gesture values are incremental (UIKit, when the handler resets the recognizer after each step:
/// `scale = 1`, `setTranslation(.zero, in:)`) or cumulative (SwiftUI's `MagnifyGesture` and
/// `DragGesture`, and UIKit when the handler leaves the recognizer alone: the total since the gesture
/// began). ``GestureValues`` says which; the engine turns cumulative values into increments itself.
///
///     engine.apply(.pinch(.changed, scale: 1.1, centroid: Point(x: 150, y: 150)), at: now)
///     engine.apply(.pan(.ended, translation: Point(x: 12, y: 0), velocity: Point(x: 300, y: 0)),
///                  at: now)
///     engine.apply(.doubleTap(at: Point(x: 75, y: 75)), at: now)
///
/// An enum of plain values: applying one never allocates (the payloads are stored inline).
public enum CropEvent: Hashable, Sendable {
  // MARK: Gestures: a finger, a recognizer or a pointing device, with its phase

  /// A two-finger pinch: zooms by `scale` about the centroid, and the content follows the centroid
  /// as it moves (a two-finger pan).
  ///
  /// - `scale`: the increment since the previous event, or with ``GestureValues/cumulative`` the
  ///   total since the gesture began; unitless, finite and positive.
  /// - `centroid`: the touches' centroid now (`location(in:)` of the recognizer), in the view's
  ///   coordinates; `nil` zooms about the image's centre and does not pan.
  /// - `touchCount`: the number of touches now (`numberOfTouches`; 0 when the fingers have lifted,
  ///   as UIKit reports at `.ended`); when it changes, the centroid jumps, so the engine
  ///   re-baselines it instead of panning.
  /// - `values`: incremental (the default) or cumulative.
  /// - `velocity`: the recognizer's `velocity`, in scale factor per second (0 when unknown). Read
  ///   at the end of the last active gesture: the settle then starts at the zoom's speed,
  ///   `velocity / scale` in `ln(zoom)` per second (``SettleAnimation``). An earlier end's is not
  ///   kept: a pinch ends first when one finger lifts and the other pans on.
  case pinch(
    GesturePhase, scale: Double, centroid: Point? = nil, touchCount: Int = 2,
    values: GestureValues = .incremental, velocity: Double = 0)
  /// A pan: moves the content by `translation`, in the view's coordinates (read it with
  /// `translation(in: view)`, not in the zoomed image view's space, or the content lags the finger).
  ///
  /// - `translation`: the increment since the previous event, or with ``GestureValues/cumulative``
  ///   the total since the gesture began, in points.
  /// - `velocity`: the recognizer's velocity, in points per second, in the view's coordinates
  ///   (`velocity(in: view)`, SwiftUI's `DragGesture.Value.velocity`). Read at the end of the last
  ///   active gesture: the content flings with it (``CropMotion``), or the settle starts at it. A
  ///   pan that ends while a pinch or rotation is still active (a two-finger lift, whose recognizers
  ///   end one after the other) passes its velocity on to the settle at their end, unless one of
  ///   them moves the image first.
  /// - `values`: incremental (the default) or cumulative.
  ///
  /// While a pinch with a centroid is active, the centroid already moves the content with the
  /// fingers, so a pan's translation is not applied then (its phase and cumulative baseline still
  /// are): UIKit's pinch and pan recognizers never count the same finger movement twice. A pinch
  /// without a centroid does not pan, and pans apply during it.
  case pan(
    GesturePhase, translation: Point, velocity: Point = .zero,
    values: GestureValues = .incremental)
  /// A one-finger touch drag: ``GesturePhase/began`` hit-tests the image's frame once
  /// (`Rect.contains`: min edges in, max edges out); while it holds the image, later phases move it
  /// by the change of `location`, with no new hit test. ``GesturePhase/ended`` and
  /// ``GesturePhase/cancelled`` apply the last move, then release.
  case touchDrag(GesturePhase, location: Point)
  /// A two-finger rotation (`UIRotationGestureRecognizer`, SwiftUI's `RotateGesture`): turns the
  /// image about the centroid by the angle, in radians (a positive angle turns +x toward +y,
  /// clockwise on screen), and changes ``CropEngine/angle`` by as much.
  ///
  /// - `angle`: the increment since the previous event, or with ``GestureValues/cumulative`` the
  ///   total since the gesture began; finite.
  /// - `centroid`: the touches' centroid, in the view's coordinates; `nil` turns about the crop
  ///   box's centre. The rotation does not follow the centroid as it moves (a pinch recognizing the
  ///   same fingers already pans with it).
  /// - `values`: incremental (the default) or cumulative.
  ///
  /// A gesture like a pinch: the engine settles when the last gesture ends. The angle stops at
  /// ``CropConfiguration/maximumAngle``; an angle at which the crop box cannot be covered within
  /// `maximumZoom` is refused (``CropEventRejection/angleNotCoverable``).
  /// - `velocity`: the recognizer's `velocity`, in radians per second (0 when unknown). Read at the
  ///   end of the last active gesture: the settle then starts at the angle's speed and comes back
  ///   to the released angle (a settle never changes the angle).
  case rotation(
    GesturePhase, angle: Double, centroid: Point? = nil, values: GestureValues = .incremental,
    velocity: Double = 0)
  /// A one-finger quick zoom (double tap, then drag up or down, as Google Maps does): the began
  /// event's location is the focal point; each later event multiplies the zoom by
  /// `k = exp(Δy / d)` for the change `Δy` of the finger's y since the previous event (dragging
  /// down zooms in), with `d` ``CropInputOptions/quickZoomDistance``. A gesture: settles when it
  /// ends.
  case quickZoom(GesturePhase, location: Point)
  /// A scroll of a mouse wheel or a trackpad, at a location in the view's coordinates.
  ///
  /// - `delta`: the scroll's delta (the web's `deltaX`/`deltaY`, AppKit's `scrollingDeltaX`/`Y`,
  ///   or for a trackpad pinch the magnification as a delta), in `unit`s.
  /// - `unit`: pixels (points), lines or pages.
  /// - `isPinch`: a trackpad pinch (the web's ctrl-wheel, AppKit's `magnify(with:)`): always zooms.
  /// - `location`: the pointer, in the view's coordinates: the focal point of a zoom.
  ///
  /// A zoom multiplies the zoom by `k = 2^(−Δy·f)` about `location`, with d3-zoom's factors
  /// (``ScrollUnit``); a plain scroll zooms or pans by `−delta` as ``CropInputOptions/plainScroll``
  /// says. A scroll is a gesture: the content settles after ``scrollEnded``, sent when the device
  /// reports the end (a trackpad's phase) or after a quiet period the caller chooses (d3-zoom
  /// waits 150 ms).
  case scroll(delta: Point, unit: ScrollUnit = .pixels, isPinch: Bool = false, at: Point)
  /// The end of a run of ``scroll(delta:unit:isPinch:at:)`` events: settles when no other gesture
  /// is active.
  case scrollEnded

  // MARK: Buttons and commands: one-shot actions

  /// A double tap at a location: zooms about the tap to the next level of
  /// ``CropInputOptions/doubleTap`` (by default a toggle between the resting minimum zoom and twice
  /// it, or the resting maximum, whichever is smaller), then settles with an animation. During a
  /// gesture (a finger still holds the image) it waits for the last gesture's end, and replaces
  /// its settle: the result is ``CropEventResult/deferred``.
  case doubleTap(at: Point)
  /// Zooms and pans so that a rectangle of the image, in image pixels, fills as much of the crop
  /// box as fits, centred, then settles with an animation (UIScrollView's `zoom(to:animated:)`).
  /// During a gesture it waits for the last gesture's end, and replaces its settle: the result is
  /// ``CropEventResult/deferred``.
  case zoomTo(imageRect: Rect)
  /// A keyboard command or an accessibility action (VoiceOver's increment and decrement are
  /// ``CropKey/zoomIn`` and ``CropKey/zoomOut``): one step through the limits, then the same
  /// settle animation a gesture would return. During a gesture the step goes through the gesture
  /// limits and does not settle; the gesture's end does.
  case key(CropKey)
  /// Sets ``CropEngine/angle`` (a straighten dial or slider), in radians: the image point under
  /// the crop box's centre stays there, and the zoom rises just enough to keep the box covered
  /// (with ``FitMode/fill`` and a resting minimum zoom of at least 1). An angle past
  /// ``CropConfiguration/maximumAngle`` is clamped to it.
  case straighten(angle: Double)
  /// Sets ``CropEngine/perspective`` (a photo editor's horizontal and vertical perspective
  /// sliders), in radians: the tilts of ``Perspective``, about the photo's own vertical and
  /// horizontal axes, each clamped into ±``Perspective/maximumAngle``. As a straighten does, it
  /// keeps the photo's point under the crop box's centre there and raises the zoom just enough to
  /// keep the box covered (the smallest such zoom, exactly). `(0, 0)` draws the photo flat again.
  case perspective(horizontal: Double, vertical: Double)
  /// Turns what the screen shows by quarter turns about the crop box's centre (positive turns +x
  /// toward +y, clockwise on screen; `-1` turns the other way), with exact `0`/`±1` matrices. The
  /// image point under the box's centre stays there, the zoom relative to the fit is kept (the fit
  /// is recomputed for the turned image), and the image settles without an animation. With
  /// ``CropConfiguration/boxEditing`` the box turns with the image (its shape and a locked ratio
  /// swapped, at its largest in the crop area), and the turn is animated
  /// (a ``TurnAnimation``, ``CropEngine/runningAnimation``, ``CropEngine/cropBoxTransform(at:)``).
  case turn(quarterTurns: Int)
  /// Mirrors what the screen shows about the crop box's centre (a horizontal flip mirrors left to
  /// right), with exact matrices; the straighten angle changes sign. The image point under the
  /// box's centre stays there, then the image settles without an animation.
  case flip(FlipAxis)
  /// Back to the start: zoom 1 (or the nearest resting zoom), centred on the crop box, angle 0,
  /// no turns, no mirror and no perspective; every active gesture is cancelled. An engine made
  /// from a crop area also gets a new box, the largest in the current area of the ratio the user
  /// has locked or, for a free box, of the photo's shape: the user's lock choice stays, neither
  /// re-locked to the engine's first ratio nor unlocked, and turns back with the photo as a turn
  /// swaps it (a 16:9 chosen on a photo turned a quarter turn is 9:16 after the reset).
  case reset

  // MARK: The crop box: its handles, its ratio and its shape

  /// A drag of one of the crop box's handles (a pan recognizer on the handle's hit zone), with
  /// the image held still: the dragged edges follow the finger, within the crop area, above the
  /// minimum size (``CropBoxEditing``) and inside the image as drawn; past the crop area's edge the
  /// image zooms out about the opposite edge or corner (pull back) until the image's edge meets
  /// the box. A locked ratio is kept: a corner moves along the box's diagonal, an edge resizes the
  /// other axis about the box's centre line.
  ///
  /// - `translation`: the finger's translation in the view's coordinates, in points: the change
  ///   since the previous event, or with ``GestureValues/cumulative`` the total since the drag
  ///   began. The box is a function of the total, so moving back retraces the same states.
  /// - `values`: incremental (the default) or cumulative.
  ///
  /// Its end starts a ``BoxAnimation``: after ``CropBoxEditing/recentreDelay`` the box grows to
  /// the largest box of its shape centred in the crop area and the image zooms with it, the crop
  /// in image pixels unchanged. Rejected with a fixed box, or one that need not be covered
  /// (``CropEventRejection/boxNotEditable``), while another gesture is active
  /// (``CropEventRejection/otherGestureActive``), and for a non-finite translation
  /// (``CropEventRejection/invalidTranslation``; an end still ends the drag and starts the
  /// recentre). While a handle is dragged every other event is rejected with
  /// ``CropEventRejection/otherGestureActive``, except: a ``layoutCropArea(_:)`` of the same area,
  /// which changes nothing; ``layout(cropBox:)``, ``layoutCropArea(_:)``, ``reset`` and
  /// ``revert(_:)``, which end the drag and set the box themselves; ``configure(_:)`` and
  /// ``restore(_:)``, which end the drag with the box recentred at once, then apply. A pinch or
  /// pan during the recentre catches the box where it is drawn, and the last gesture's end
  /// recentres it.
  case handleDrag(
    CropHandle, GesturePhase, translation: Point, values: GestureValues = .incremental)
  /// The user chose a shape from the ratio bar (``CropRatioPreset``): free, the photo's own
  /// (``CropRatioPreset/original``) or an exact ratio (``CropRatioPreset/square``, 4:3, 16:9),
  /// locked (the default) or as a one-off shape the user then drags freely.
  ///
  /// With a ratio, the box animates (a 0.3 s ``BoxAnimation``) to the largest box of that ratio
  /// centred in ``CropEngine/cropArea`` (in an area too narrow for the minimum box, the largest the
  /// area allows), the box is locked to it or left free (``CropEngine/aspect``), and the image
  /// keeps its size on screen and the image point under the box's centre, zooming about that point
  /// only as far as covering the new box needs, within the resting range; only the largest resting
  /// zoom or the image's edge moves that point off the box's centre (the image then slides to cover
  /// the box). ``CropRatioPreset/free`` unlocks: the box keeps its shape, and handle drags are
  /// free. The ratio is as seen on screen: a quarter turn of an editable box swaps a locked one.
  /// During the box's animation an unlock changes the lock only and the animation goes on (the box
  /// ends at the shape it was going to).
  ///
  /// Rejected (the state bit-identical): any ratio for an engine without box editing
  /// (``CropEventRejection/boxNotEditable``: the app owns a fixed box's shape and lays it out with
  /// ``layout(cropBox:)``), a ratio at whose box the current angle cannot be covered within
  /// `maximumZoom` (``CropEventRejection/angleNotCoverable``), the photo's own ratio when a side
  /// rounds to 0 or above 2⁵³ pixels, or a result that is not finite
  /// (``CropEventRejection/overflow``).
  case ratio(CropRatioPreset, locked: Bool = true)
  /// The user chose the crop's shape inside the box (``CropShape``): the rectangle, the ellipse
  /// (a circle in a square box, for a profile photo) or a rounded rectangle.
  ///
  /// The shape becomes ``CropEngine/cropShape``; the box and the image stay where they are, and
  /// the photo then settles to cover the new shape with the eased settle when it does not (a
  /// straightened photo going from an ellipse to a rectangle zooms in; one going from a rectangle
  /// to an ellipse stays, now free to zoom out as far as the ellipse allows).
  /// ``CropEventResult/moved`` when the shape changed (draw the new mask), ``CropEventResult/animated``
  /// when it settles, ``CropEventResult/unchanged`` for the shape the engine has. During a gesture
  /// the shape changes at once and the gesture's end settles.
  ///
  /// Rejected (the state bit-identical): a rounded rectangle's corner radius that is negative,
  /// NaN or infinite (``CropEventRejection/invalidShape``), and any shape during a handle drag
  /// (``CropEventRejection/otherGestureActive``).
  case cropShape(CropShape)
  /// Moves a crop box handle by one ``CropBoxEditing/handleStep``: outward (the box grows) for a
  /// handle's accessibility increment or a key press that grows the box while the handle has the
  /// keyboard focus, inward for the decrement. A handle drag of that translation on each axis the
  /// handle moves, begun and ended: the same limits, pull back at the crop area's edge, and the
  /// recentre after the delay (a step during the delay goes on from the box as drawn). Rejected as
  /// a handle drag is (``CropEventRejection/boxNotEditable``,
  /// ``CropEventRejection/otherGestureActive``).
  case handleStep(CropHandle, outward: Bool)

  // MARK: Layout and configuration: the screen changed

  /// The crop box changed (a device rotation, split view, a new aspect ratio): the image point
  /// under the box's centre stays under the new box's centre at the same zoom relative to the fit.
  /// Gestures in progress go on (their cumulative values keep their baselines; a pinch's centroid
  /// is re-baselined, since the view may have moved under the fingers); when none is active the
  /// image settles, without an animation. An engine made with a box (a fixed box) takes the new
  /// box as its crop area too; one made from a crop area (an editor) keeps its area, and a box not
  /// inside it is rejected (``CropEventRejection/cropBoxOutsideArea``), the state bit-identical:
  /// send ``layoutCropArea(_:)`` when the area changes.
  case layout(cropBox: Rect)
  /// The crop area changed (a device rotation, split view, a toolbar shown): the crop box becomes
  /// the largest box of its shape (its ``CropEngine/aspect``, a locked ratio exactly) centred in
  /// the new area, and the image keeps the crop as ``layout(cropBox:)`` keeps it. Rejected, the
  /// state bit-identical, for an area that is null, empty, not finite or smaller than the minimum
  /// box (``CropEventRejection/invalidCropBox(_:)`` with
  /// ``CropConfigurationError/cropAreaTooSmall``). A handle drag in
  /// progress is ended, and the box it left is the one refitted; other gestures go on. The current
  /// area again refits a box that is not at its largest centred in it (a dragged box before its
  /// recentre) and changes nothing otherwise, nor during a handle drag.
  case layoutCropArea(Rect)
  /// Replaces the engine's ``CropConfiguration``, keeping the crop: the image keeps its size on
  /// screen and the image point under the crop box's centre (a new fit changes what zoom 1 means,
  /// so the zoom is rescaled), the angle is clamped into the new `±maximumAngle`, and when no
  /// gesture is active the image settles into the new limits, without an animation. Gestures in
  /// progress go on.
  ///
  /// Rejected (the state bit-identical): an invalid configuration
  /// (``CropEventRejection/invalidConfiguration(_:)``, with the reason), an angle the box cannot
  /// be covered at within the new `maximumZoom` when it must be covered
  /// (``CropEventRejection/angleNotCoverable``), a result that is not finite
  /// (``CropEventRejection/overflow``).
  case configure(CropConfiguration)

  // MARK: Saved state and history
  //
  // Three ways back, each its own event: `reset` takes the photo to where a new engine starts it
  // (the crop shape kept); `restore` applies a `SavedCrop` (relative to the photo, portable to any
  // screen and crop box, to rounding); `revert` puts back a `CropSnapshot` (this screen's exact
  // state, for undo and redo).

  /// Puts a ``SavedCrop`` into this engine's crop box: the saved orientation, perspective (none for
  /// a crop saved without one) and angle (clamped into `±maximumAngle`), the zoom
  /// `zoomRelativeToCover × coverZoom` (within the gesture limits), the saved pixel under the crop
  /// box's centre; every gesture is cancelled, then the image settles without an animation. With a
  /// crop box of the saved one's aspect ratio, the crop region is the saved one, in image pixels,
  /// to rounding (the same whole pixels through ``CropOutput/pixelRect(_:imagePixelSize:ratio:)``);
  /// with another aspect ratio, the centre is kept unless the covering rule moves it. With
  /// ``CropConfiguration/boxEditing`` (the engine owns its box) the box first takes the saved shape
  /// and locked ratio, the largest centred in the crop area (``SavedCrop/cropBox(centeredIn:)``; a
  /// crop with no shape keeps the box). Without it, the restore does not read the saved box's
  /// shape: to restore from a saved crop alone, build the engine with the box
  /// ``SavedCrop/cropBox(centeredIn:)`` gives, then restore.
  ///
  /// Rejected (the state bit-identical): a non-finite centre
  /// (``CropEventRejection/invalidLocation``), a zoom that is not finite and positive
  /// (``CropEventRejection/invalidScale``), a non-finite angle
  /// (``CropEventRejection/invalidAngle``), an angle this box cannot be covered at within
  /// `maximumZoom` when it must be covered (``CropEventRejection/angleNotCoverable``), a result
  /// that is not finite (``CropEventRejection/overflow``), a saved shape so far from the crop
  /// area's that the box's short side rounds to zero
  /// (``CropEventRejection/invalidCropBox(_:)`` with ``CropConfigurationError/fittedSizeOutOfRange``).
  case restore(SavedCrop)
  /// Puts the engine back to a ``CropSnapshot`` (an undo or redo step of a ``CropHistory``), bit
  /// for bit: the crop area and box, the image's placement and the locked ratio; every gesture and
  /// a run of quarter turns are cancelled and no animation runs, except that a revert to where a
  /// running animation goes (nothing to cancel) changes nothing and the animation goes on, as any
  /// value sent again does. A snapshot taken in another crop area is then refitted to
  /// the current one, as ``layoutCropArea(_:)`` refits. A snapshot that is not at rest in the
  /// current configuration (one taken before a ``configure(_:)`` that moved the resting range)
  /// then settles from exactly there, animated.
  ///
  /// Rejected (the state bit-identical): a snapshot of another photo
  /// (``CropEventRejection/otherPhoto``), or one this engine cannot be in: an invalid or unnested
  /// area or box, a zoom outside the gesture limits, an angle past `maximumAngle` or one the box
  /// cannot be covered at, a frame that is not finite (``CropEventRejection/invalidSnapshot``).
  case revert(CropSnapshot)
}

// MARK: What the engine asks of an event

extension CropEvent {
  /// Whether this event is an action of the user's, which a ``CropHistory`` records as a step of
  /// its own, rather than the host's (``layout(cropBox:)``, ``layoutCropArea(_:)``,
  /// ``configure(_:)``) or the history's own (``revert(_:)``). Every gesture, button, key, dial
  /// and edit of the box is; so is ``restore(_:)`` (the user chose a saved crop).
  @inlinable
  public var isUserAction: Bool {
    switch self {
    case .layout, .layoutCropArea, .configure, .revert: return false
    default: return true
    }
  }

  /// The gesture this event ends or cancels (an end or cancel phase of a pinch, pan, touch drag,
  /// rotation, quick zoom or handle drag), or `nil`.
  @inlinable
  var endedGesture: Gesture? {
    switch self {
    case .pinch(let phase, _, _, _, _, _): return phase.isEnd ? .pinch : nil
    case .pan(let phase, _, _, _): return phase.isEnd ? .pan : nil
    case .touchDrag(let phase, _): return phase.isEnd ? .touch : nil
    case .rotation(let phase, _, _, _, _): return phase.isEnd ? .rotation : nil
    case .quickZoom(let phase, _): return phase.isEnd ? .quickZoom : nil
    case .handleDrag(_, let phase, _, _): return phase.isEnd ? .handle : nil
    default: return nil
    }
  }

  /// Whether this event goes on with a run of quarter turns and flips (a turn or a flip), rather
  /// than ending it.
  @inlinable
  var continuesTurns: Bool {
    switch self {
    case .turn, .flip: return true
    default: return false
    }
  }

  /// Whether this event moves a handle of the crop box (a drag or a step), which keeps a locked
  /// ratio.
  @inlinable
  var movesHandle: Bool {
    switch self {
    case .handleDrag, .handleStep: return true
    default: return false
    }
  }

  /// Whether this event puts the crop box somewhere itself, so that a recentre it interrupts does
  /// not resume after it: a handle drag starts a drag of its own (whose end recentres), the
  /// others place the box at rest or where the caller says (a free ratio only unlocks).
  @inlinable
  var placesBox: Bool {
    switch self {
    case .handleDrag, .handleStep, .layout, .layoutCropArea, .reset, .revert: return true
    case .ratio(.free, _): return false
    case .ratio: return true
    default: return false
    }
  }
}

/// The unit of a scroll delta (the web's `WheelEvent.deltaMode`), with d3-zoom's zoom factor per
/// unit: `k = 2^(−Δ·f)`.
public enum ScrollUnit: Hashable, Sendable {
  /// Pixels (points): `f = 0.002` (a 500-point scroll halves or doubles the zoom).
  case pixels
  /// Lines: `f = 0.05`.
  case lines
  /// Pages: `f = 1`.
  case pages
}

/// A keyboard command or accessibility action for ``CropEvent/key(_:)``.
public enum CropKey: Hashable, Sendable {
  /// Zooms in by ``CropInputOptions/keyboardZoomFactor`` about the crop box's centre (the `+` key,
  /// VoiceOver's increment).
  case zoomIn
  /// Zooms out by ``CropInputOptions/keyboardZoomFactor`` about the crop box's centre (the `-`
  /// key, VoiceOver's decrement).
  case zoomOut
  /// Moves the image left by ``CropInputOptions/keyboardPanFraction`` of the crop box's width.
  case left
  /// Moves the image right by ``CropInputOptions/keyboardPanFraction`` of the crop box's width.
  case right
  /// Moves the image up by ``CropInputOptions/keyboardPanFraction`` of the crop box's height.
  case up
  /// Moves the image down by ``CropInputOptions/keyboardPanFraction`` of the crop box's height.
  case down
}

/// The phase of a gesture event, as `UIGestureRecognizer.State` reports it.
public enum GesturePhase: Hashable, Sendable {
  /// The gesture was recognized; the event carries its first value.
  case began
  /// The gesture moved. A `changed` event for a gesture that is not active begins it (SwiftUI's
  /// `onChanged` has no separate begin).
  case changed
  /// The fingers lifted: the event's value is applied, the gesture ends, and when it was the last
  /// active gesture the content settles.
  case ended
  /// The system cancelled the gesture: handled exactly like ``ended``.
  case cancelled

  /// Whether this phase ends its gesture (``ended`` or ``cancelled``).
  @inlinable
  public var isEnd: Bool { self == .ended || self == .cancelled }
}

/// Whether a gesture event's value is the change since the previous event or the total since the
/// gesture began.
public enum GestureValues: Hashable, Sendable {
  /// The change since the previous event: UIKit with the recognizer reset after each step.
  case incremental
  /// The total since the gesture began: SwiftUI's `MagnifyGesture.Value.magnification` and
  /// `DragGesture.Value.translation`, or a UIKit recognizer that is never reset.
  case cumulative
}

/// What ``CropEngine/apply(_:at:)`` did with an event.
///
/// The six outcomes are distinct: a rejected event says why; an accepted one either changed
/// nothing, waits for the gestures in progress to end (a double tap or a zoom to a rectangle
/// while a finger holds the photo), moved the image (draw ``CropEngine/geometry`` now), moved
/// it and started an animation the engine keeps (draw ``CropEngine/geometry(at:)`` on each frame
/// while ``CropEngine/isAnimating(at:)``), or moved a dial into or out of its detent at 0 (play a
/// selection haptic, then draw as after one of the two before).
///
///     switch engine.apply(event, at: now) {
///     case .rejected(let reason, let animates):    // bit-identical, unless a final end settled
///       log(reason)
///       if animates { startFrames() }
///     case .unchanged, .deferred: break
///     case .moved: draw(engine.geometry)
///     case .animated: startFrames()                // draws engine.geometry(at:) each frame
///     case .detent(_, let animates):               // a straighten or tilt reached or left 0
///       selection.selectionChanged()               // UISelectionFeedbackGenerator
///       if animates { startFrames() } else { draw(engine.geometry) }
///     }
public enum CropEventResult: Hashable, Sendable {
  /// The event was accepted and nothing moved.
  case unchanged
  /// The event was accepted and waits: a ``CropEvent/doubleTap(at:)`` or a
  /// ``CropEvent/zoomTo(imageRect:)`` that came while a gesture holds the photo. Nothing moved
  /// yet; the end of the last gesture does the zoom instead of its settle (a later one replaces
  /// it), and that end's result says what moved. An end rejected for a bad payload settles
  /// instead, and an event that cancels the gestures (a turn, a flip, ``CropEvent/reset``,
  /// ``CropEvent/restore(_:)``, ``CropEvent/revert(_:)``) drops the waiting zoom.
  case deferred
  /// The event moved the image; no animation.
  case moved
  /// The event moved the image, which now animates to ``CropEngine/geometry`` from where it was
  /// (the settle, a spring or a fling): draw ``CropEngine/geometry(at:)`` while
  /// ``CropEngine/isAnimating(at:)``; ``CropEngine/runningAnimation`` is the animation.
  case animated
  /// The event's input was bad (or its result would not be finite): the placement is
  /// bit-identical. If it was the end or cancel of the last active gesture, the end still counted:
  /// the gesture is over and, when `animates` is `true`, the image settles with an animation as
  /// after ``animated`` (`false` when it was already at rest).
  case rejected(CropEventRejection, animates: Bool = false)
  /// The event moved the image and moved a dial into or out of its detent at 0
  /// (``CropInputOptions/detentBand``): a ``CropEvent/straighten(angle:)`` whose angle became 0
  /// or stopped being 0, or a ``CropEvent/perspective(horizontal:vertical:)`` whose tilt did on
  /// either axis (``CropDetentCrossing/entered`` when one axis entered as the other left). An angle
  /// of 0 before the first straighten counts as inside. Play a selection haptic
  /// (`UISelectionFeedbackGenerator.selectionChanged()`), then draw as after ``moved``, or as
  /// after ``animated`` when `animates` is `true` (the dial's event caught a running animation
  /// and the image settles). Other events that reach 0 (``CropEvent/reset``, a revert) report
  /// ``moved`` or ``animated``: they are not a dial in the user's hand.
  case detent(CropDetentCrossing, animates: Bool = false)

  /// Whether the image now runs an animation the event started: ``animated``, or a rejected
  /// final end that settles.
  @inlinable
  public var startsAnimation: Bool {
    switch self {
    case .animated: return true
    case .rejected(_, let animates), .detent(_, let animates): return animates
    case .unchanged, .deferred, .moved: return false
    }
  }

  /// Whether the image moved, so the view must be redrawn: ``moved``, ``animated``,
  /// ``detent(_:animates:)``, or a rejected final end that settles.
  @inlinable
  public var imageMoved: Bool {
    switch self {
    case .moved, .animated, .detent: return true
    case .rejected(_, let animates): return animates
    case .unchanged, .deferred: return false
    }
  }

  /// Whether a dial entered or left its detent at 0 (``detent(_:animates:)``), or `nil`: the
  /// adapter's cue for a selection haptic.
  @inlinable
  public var detentCrossing: CropDetentCrossing? {
    if case .detent(let crossing, _) = self { return crossing }
    return nil
  }

  /// Whether the event was rejected (``rejection`` is set).
  @inlinable
  public var isRejected: Bool {
    if case .rejected = self { return true }
    return false
  }

  /// The reason the event was rejected, or `nil` when it was accepted.
  @inlinable
  public var rejection: CropEventRejection? {
    if case .rejected(let reason, _) = self { return reason }
    return nil
  }
}

/// Which way a dial crossed its detent at 0 (``CropInputOptions/detentBand``), as
/// ``CropEventResult/detent(_:animates:)`` reports it.
///
///     // the default band of 0.5°, from a level photo
///     engine.apply(.straighten(angle: 0.003), at: t)   // .unchanged: inside the detent, 0
///     engine.apply(.straighten(angle: 0.02), at: t)    // .detent(.left)
///     engine.apply(.straighten(angle: -0.005), at: t)  // .detent(.entered): the angle is 0
public enum CropDetentCrossing: Hashable, Sendable {
  /// The dial's value became exactly 0.
  case entered
  /// The dial's value was exactly 0 and is not any more.
  case left
}

/// Why ``CropEngine/apply(_:at:)`` rejected an event.
public enum CropEventRejection: Hashable, Sendable {
  /// A pinch scale that is NaN, infinite, zero or negative (for cumulative values: a total that is,
  /// or an increment that would be, one of those).
  case invalidScale
  /// A pinch centroid with a NaN or infinite coordinate.
  case invalidCentroid
  /// A negative pinch touch count.
  case invalidTouchCount
  /// A pan translation with a NaN or infinite component.
  case invalidTranslation
  /// A pan velocity with a NaN or infinite component.
  case invalidVelocity
  /// A touch or tap location with a NaN or infinite coordinate.
  case invalidLocation
  /// A rectangle to zoom to that is null, empty or not finite.
  case invalidRect
  /// A new crop box the engine cannot use, with the reason.
  case invalidCropBox(CropConfigurationError)
  /// A new configuration the engine cannot use, with the reason.
  case invalidConfiguration(CropConfigurationError)
  /// A ``CropEvent/layout(cropBox:)`` of an engine made from a crop area whose box is not inside
  /// that area (an editor keeps its area; ``CropEvent/layoutCropArea(_:)`` changes it).
  case cropBoxOutsideArea
  /// An end or cancel for a gesture that is not active (it never began, or already ended).
  case gestureNotActive
  /// Finite input whose result would not be finite (a zoom or centre that overflows).
  case overflow
  /// A rotation or straighten angle that is NaN or infinite (for cumulative values: a total that
  /// is, or an increment that would be).
  case invalidAngle
  /// An angle (or a turn) at which the crop box cannot be covered: the smallest covering zoom
  /// there is above `maximumZoom` (only with ``FitMode/fill`` and a resting minimum zoom of at
  /// least 1, where the box must be covered at rest).
  case angleNotCoverable
  /// A perspective angle that is NaN or infinite.
  case invalidPerspective
  /// A perspective at which the crop box cannot be covered: the smallest covering zoom there is
  /// above `maximumZoom` (only when the box must be covered at rest).
  case perspectiveNotCoverable
  /// A scroll delta with a NaN or infinite component.
  case invalidDelta
  /// An event time that is NaN or infinite, or earlier than the start of the animation the engine
  /// is running.
  case invalidTime
  /// A handle drag for an engine whose crop box is fixed (``CropConfiguration/boxEditing`` is
  /// `nil`) or need not be covered (``CropConfiguration/coversCropBox`` is `false`); a ratio for
  /// an engine whose box is fixed.
  case boxNotEditable
  /// A handle drag while another gesture is active, or another gesture while a handle is dragged.
  case otherGestureActive
  /// A ``CropSnapshot`` of another photo: its pixel size or EXIF orientation is not this engine's.
  case otherPhoto
  /// A ``CropSnapshot`` this engine cannot be in (see ``CropEvent/revert(_:)``).
  case invalidSnapshot
  /// A ``CropShape/roundedRectangle(cornerRadius:)`` with a negative, NaN or infinite corner
  /// radius.
  case invalidShape
}
