// The playground's C-ABI surface over `CropEngine`: a handful of functions taking and returning
// numbers only, so a WebAssembly host (the page's JavaScript) can drive the engine without strings,
// pointers or managing the module's memory. Built with Embedded Swift for wasm32-unknown-none-wasm by
// scripts/playground, and natively into `crop-replay`, which replays the page's call log so the
// browser test can compare the page's numbers with the native engine's.
//
// Every function validates what it receives and answers with an error code; none traps (an Embedded
// Swift trap is a WebAssembly `unreachable`, which would kill the page).
//
// Codes returned by `ak_create`, `ak_create_area`, `ak_event`, `ak_query` and `ak_destroy`:
//   > 0   ak_create, ak_create_area: a handle; ak_query: how many registers were written (read
//         them with ak_out)
//     0   unchanged (ak_event), done (ak_destroy)
//     1   moved
//     2   animated: the engine runs an animation from the event's time (query 2)
//     3   deferred: a double tap or a zoom to a rectangle waits for the gestures in progress
//   4…7   moved (4, 5) or animated (6, 7), and a dial entered (4, 6) or left (5, 7) its detent at 0
//  -1…-23     the engine rejected the event; the state is unchanged (see `rejectionCode`; -14: the
//             time is NaN, infinite, or earlier than the start of the running animation)
//  -101…-123  rejected, but it ended the last gesture, which settled: an animation to run (query 2)
//  -201…-213  ak_create, ak_create_area: the configuration is invalid (see `configurationCode`)
//  -901  no engine with this handle (never created, destroyed, or garbage)
//  -902  unknown event kind or query
//  -903  unknown gesture phase
//  -904  a bad argument the engine does not check itself (NaN limits, a fractional turn count …)
//  -905  every engine slot is in use
//  -906  nothing to report (no animation kept by the engine, no output transform for this region,
//        no step to undo or redo)
//
// Times: ak_event(handle, kind, phase, flags, time, a0…a5)'s `time` is when the event happened,
// in seconds on the page's clock (one clock for every event and frame, e.g. performance.now() /
// 1000, and query 2's a0 on the same clock); the engine starts the animations it returns then.
// An event that arrives while an animation runs first catches the image where that animation
// draws it at the event's time (a layout event retargets the animation instead), so the host never
// interrupts an animation itself.
//
// Event kinds (ak_event's `kind`; a0…a5 are its numeric arguments; flags bit 0: cumulative values,
// bit 1: the centroid a1, a2 is given):
//    1 pinch      a0 scale, a1 a2 centroid, a3 touch count, a4 velocity (scale per second)
//    2 pan        a0 a1 translation, a2 a3 velocity (points per second: a fast release flings)
//    3 touchDrag  a0 a1 location
//    4 doubleTap  a0 a1 location
//    5 zoomTo     a0…a3 rectangle in image pixels
//    6 layout     a0…a3 new crop box
//    7 rotation   a0 angle (radians), a1 a2 centroid, a3 velocity (radians per second)
//    8 straighten a0 angle (radians)
//    9 turn       a0 quarter turns (a whole number)
//   10 flip       a0 axis: 0 horizontal, 1 vertical
//   11 reset
//   12 restore    a saved crop: a0 a1 centre (image pixels), a2 zoom relative to cover, a3 angle,
//                 a4 quarter turns (0…3), a5 mirrored (0 or 1)
//   13 scroll     a0 a1 delta, a2 unit (0 pixels, 1 lines, 2 pages), a3 trackpad pinch (0 or 1),
//                 a4 a5 location
//   14 scrollEnded
//   15 key        a0: 0 zoom in, 1 zoom out, 2 left, 3 right, 4 up, 5 down, 6 reset
//   16 quickZoom  a0 a1 location (with a phase)
//   18 layoutCropArea  a0…a3 the new crop area (the box refits in it, the crop kept)
//   19 handleDrag a0 handle (0 top, 1 bottom, 2 left, 3 right, 4 top left, 5 top right,
//                 6 bottom left, 7 bottom right), a1 a2 translation (with a phase)
//   20 ratio      a0:a1 the ratio to lock the box to (0:0 unlocks it)
//   21 undo       reverts to the history's previous step (-906 when there is none)
//   22 redo       reverts to the history's next step (-906 when there is none)
//   23 perspective a0 horizontal, a1 vertical tilt (radians; `Perspective`)
//   24 restore's perspective  the perspective (a0 horizontal, a1 vertical, radians) and the shape
//                 (a2: 0 rectangle, 1 ellipse, 2 rounded rectangle of relative radius a3) the slot's
//                 next restore (kind 12) carries, which then go back to none and the rectangle;
//                 changes no engine, records no step, returns 0 (-904 for a non-finite tilt or one
//                 past ±π/6, or an unknown shape)
//   25 begin group  opens a group in the slot's history (a slider's touch down): the actions
//                 until the matching kind 26 make one undo step (`CropHistory.beginGrouping()`;
//                 groups nest); changes no engine, returns 0
//   26 end group  closes the innermost group (the slider's release; `CropHistory.endGrouping()`);
//                 returns 0
//   27 crop shape a0: 0 the rectangle, 1 the ellipse, 2 a rounded rectangle of corner radius a1
//                 (points); `CropEvent.cropShape(_:)`
// (Kind 17 was an interrupt up to ak_version 2; the engine catches the image itself now: -902.)
// Phases (ak_event's `phase`, for kinds 1, 2, 3, 7, 16 and 19): 0 began, 1 changed, 2 ended,
// 3 cancelled.
//
// Each slot keeps a `CropHistory` of its engine, which records the engine after every event (a
// new step when the engine comes to rest after a user's action); undo and redo apply the step's
// `revert` event at the event's time, and leave the history where it was when the engine refuses
// it.
//
// Queries (ak_query's `query`; they never change the engine):
//    1 state      28 values: zoom, centre x y, angle, quarter turns, mirrored, bounds w h,
//                 transform a b c d tx ty, content frame x y w h, crop box x y w h,
//                 interacting, covered, covers crop box, cover zoom, image pixel w h
//    2 animation  the engine's running animation at time a0 on the page's clock (what to draw
//                 then): duration, finished (no animation runs at a0: draw the state), centre x y,
//                 transform a b c d tx ty, frame x y w h (as drawn, perspective included:
//                 `contentFrame(at:)`), velocity x y (points per second), zoom
//                 velocity (ln(zoom) per second), motion (0 eased, 1 spring, 2 fling, 3 the crop box
//                 with the image: a recentre or a ratio change, 4 a quarter turn of the box with the
//                 image; the velocities of 3 and 4 are 0), the image
//                 view's bounds w h (20 values); at or after its end, the state's centre, transform
//                 and frame with zero velocities; before its start, its start. -906 when the engine
//                 keeps none (`runningAnimation` is nil: none was started, an event moved the image
//                 during it, or an event was accepted after it ended); -904 for a NaN a0
//    3 crop       15 values: crop rect x y w h, crop region top-left, top-right, bottom-right,
//                 bottom-left (x y each), angle, quarter turns, mirrored
//    4 output     for an output of a0 × a1 pixels: output→image transform a b c d tx ty, then its
//                 inverse (12 values)
//    5 saved crop 10 values: version (2, or 3 with a perspective; the page writes 4 with the
//                 shape of query 10), centre x y, zoom relative to cover, angle, quarter turns,
//                 mirrored, the crop box's aspect ratio (width / height), the perspective's
//                 horizontal and vertical tilts (radians)
//    6 crop box   the largest box of ratio a4:a5 (0:0 for free) in the area a0…a3 (4 values), as
//                 CropOutput.largestCropBox(in:ratio:) computes it; needs no engine, any handle
//    7 pixels     the crop rect rounded to whole pixels, with ratio a0:a1 (0:0 for free), 4 values
//    8 output size the output image's whole-pixel size for the crop region's side lengths, with
//                 ratio a0:a1 (0:0 for free), 2 values (a straighten angle widens the crop rect,
//                 not the output)
//    9 box at     the crop box to draw at time a0 on the page's clock (`cropBox(at:)`) and the
//                 transform to draw it with (`cropBoxTransform(at:)`, a b c d tx ty: a quarter turn
//                 turns it), 10 values; -904 for a NaN a0
//   10 box        9 values: the crop area x y w h, the locked ratio's terms (0 0: free), whether
//                 the box is editable (handle drags), the crop shape (0 rectangle, 1 ellipse, 2
//                 rounded rectangle) and a rounded rectangle's corner radius (points, before the
//                 clamp to half the box's shorter side; 0 for the others)
//   11 history    5 values: can undo, can redo, the number of steps, the current step's index,
//                 whether a group is open
//   12 perspective 11 values: the horizontal and vertical tilts (radians), then the image view's
//                 whole transform at time a0 on the page's clock (`projectiveTransform(at:)`:
//                 m11 m12 m14 m21 m22 m24 m41 m42 m44, about the image's centre); -904 for a NaN a0
//   13 touch      what a touch at (a0, a1) grabs at time a2 on the page's clock with zones a3 points
//                 across (`touchTarget(at:time:size:)`), 1 value: a handle's code 0…7 (kind 19's),
//                 8 the photo, -1 nothing
//
// Booleans are 0 or 1. A handle stays valid until ak_destroy; a destroyed slot's next handle differs.

import AffineKit

/// One engine (which keeps its own running animation) and its undo history.
struct Slot {
  /// The engine, or `nil` when the slot is free.
  var engine: CropEngine?
  /// The engine's undo history, or `nil` when the slot is free.
  var history: CropHistory?
  /// The perspective the next restore carries (kind 24 sets it, kind 12 takes it).
  var restorePerspective: Perspective = .none
  /// The crop shape the next restore carries, its radius relative (kind 24 sets it, kind 12
  /// takes it).
  var restoreShape: CropShape = .rectangle
  /// Bumped when the slot is freed, so a stale handle no longer matches.
  var generation: Int32
}

/// How many engines can live at once.
let slotCount: Int32 = 8

// The module's state: the engines and the output registers. Accessed from the host's single
// thread (a WebAssembly instance has one). The slots are allocated on first use: as an initial
// value they would be stored in the module, since an empty slot is not all zero bytes.
nonisolated(unsafe) var slotStorage: UnsafeMutablePointer<Slot>? = nil
nonisolated(unsafe) var registers = InlineArray<32, Double>(repeating: 0)

/// The engine slots. Out of line, so that the allocation on first use is not copied into every
/// caller.
var slots: UnsafeMutablePointer<Slot> {
  @inline(never) get {
    if let storage = slotStorage { return storage }
    let storage = UnsafeMutablePointer<Slot>.allocate(capacity: Int(slotCount))
    storage.initialize(
      repeating: Slot(engine: nil, history: nil, generation: 0), count: Int(slotCount))
    slotStorage = storage
    return storage
  }
}

/// The error codes of the glue itself.
enum GlueError: Int32 {
  case badHandle = -901
  case unknownKind = -902
  case unknownPhase = -903
  case badArgument = -904
  case noFreeSlot = -905
  case nothingToReport = -906
}

/// The slot index of a handle, or `nil` when it names no live engine.
func slotIndex(_ handle: Int32) -> Int? {
  guard handle > 0 else { return nil }
  let index = (handle - 1) % slotCount
  let generation = (handle - 1) / slotCount
  guard case .some = slots[Int(index)].engine, slots[Int(index)].generation == generation else {
    return nil
  }
  return Int(index)
}

/// A whole number held by a Double, within ±limit, or `nil`.
func wholeNumber(_ x: Double, limit: Double = 1_000_000) -> Int? {
  guard x.magnitude <= limit, x == x.rounded(.towardZero) else { return nil }
  return Int(x)
}

/// Writes query results into the registers, in order.
struct RegisterWriter {
  /// How many registers are written.
  var count: Int32 = 0

  // Out of line: a query writes up to 32 values, and each write inlined would repeat the index's
  // bounds check and the count's increment (about a kilobyte of the module in all).
  @inline(never)
  mutating func put(_ x: Double) {
    registers[Int(count)] = x
    count += 1
  }

  mutating func put(_ r: Rect) {
    put(r.origin.x)
    put(r.origin.y)
    put(r.size.width)
    put(r.size.height)
  }

  mutating func put(_ p: Point) {
    put(p.x)
    put(p.y)
  }

  mutating func put(_ t: ProjectiveTransform) {
    put(t.m11)
    put(t.m12)
    put(t.m14)
    put(t.m21)
    put(t.m22)
    put(t.m24)
    put(t.m41)
    put(t.m42)
    put(t.m44)
  }

  mutating func put(_ t: AffineTransform) {
    put(t.a)
    put(t.b)
    put(t.c)
    put(t.d)
    put(t.tx)
    put(t.ty)
  }

  mutating func put(_ b: Bool) { put(b ? 1.0 : 0.0) }

  /// The quarter turns, then whether it is mirrored.
  mutating func put(_ o: CropOrientation) {
    put(Double(o.quarterTurns))
    put(o.isMirrored)
  }
}

/// The code of a rejection reason, 1…22 (a crop box's or a configuration's reason is not coded).
func rejectionCode(_ reason: CropEventRejection) -> Int32 {
  switch reason {
  case .invalidScale: return 1
  case .invalidCentroid: return 2
  case .invalidTouchCount: return 3
  case .invalidTranslation: return 4
  case .invalidVelocity: return 5
  case .invalidLocation: return 6
  case .invalidRect: return 7
  case .invalidCropBox: return 8
  case .gestureNotActive: return 9
  case .overflow: return 10
  case .invalidAngle: return 11
  case .angleNotCoverable: return 12
  case .invalidDelta: return 13
  case .invalidTime: return 14
  case .invalidConfiguration: return 15
  case .boxNotEditable: return 16
  case .otherGestureActive: return 17
  case .otherPhoto: return 18
  case .invalidSnapshot: return 19
  case .invalidPerspective: return 20
  case .perspectiveNotCoverable: return 21
  case .invalidShape: return 22
  case .cropBoxOutsideArea: return 23
  }
}

/// A crop shape's code: 0 rectangle, 1 ellipse, 2 rounded rectangle.
func shapeCode(_ shape: CropShape) -> Double {
  switch shape {
  case .rectangle: return 0
  case .ellipse: return 1
  case .roundedRectangle: return 2
  }
}

/// The crop shape of a code (``shapeCode(_:)``'s) and a rounded rectangle's radius, or `nil` for
/// an unknown code.
func cropShape(_ code: Double, radius: Double) -> CropShape? {
  switch code {
  case 0: return .rectangle
  case 1: return .ellipse
  case 2: return .roundedRectangle(cornerRadius: radius)
  default: return nil
  }
}

/// The code of a configuration error, 1…12.
func configurationCode(_ error: CropConfigurationError) -> Int32 {
  switch error {
  case .invalidImagePixelSize: return 1
  case .invalidCropBox: return 2
  case .invalidNaturalSize: return 3
  case .fittedSizeOutOfRange: return 4
  case .invalidZoom: return 5
  case .invalidCenter: return 6
  case .invalidAngleLimit: return 7
  case .invalidMotion: return 8
  case .invalidInputOptions: return 9
  case .negativeCropBoxSize: return 10
  case .invalidBoxEditing: return 11
  case .cropAreaTooSmall: return 12
  case .invalidAspectRange: return 13
  }
}

/// Creates an engine with a fixed crop box; returns its handle (> 0) or an error code.
///
/// - Parameters:
///   - imageWidth, imageHeight: the image's size in pixels.
///   - boxX, boxY, boxWidth, boxHeight: the crop box, in the page's CSS pixels.
///   - fit: 0 fill, 1 fit.
///   - minimumZoom, maximumZoom, restingMinimumZoom, restingMaximumZoom: the zoom limits (the
///     maximums may be +∞; NaN anywhere is refused with -904).
///   - overscroll: 0 free, 1 clamped, 2 rubber band.
///   - maximumAngle: the straighten limit in radians, or +∞ for none.
@_cdecl("ak_create")
public func akCreate(
  _ imageWidth: Double, _ imageHeight: Double, _ boxX: Double, _ boxY: Double,
  _ boxWidth: Double, _ boxHeight: Double, _ fit: Int32, _ minimumZoom: Double,
  _ maximumZoom: Double, _ restingMinimumZoom: Double, _ restingMaximumZoom: Double,
  _ overscroll: Int32, _ maximumAngle: Double
) -> Int32 {
  create(
    cropConfiguration(
      fit, minimumZoom, maximumZoom, restingMinimumZoom, restingMaximumZoom, overscroll,
      maximumAngle, boxEditing: nil)
  ) { configuration throws(CropConfigurationError) in
    try CropEngine(
      image: .upright(Size(width: imageWidth, height: imageHeight)),
      cropBox: Rect(x: boxX, y: boxY, width: boxWidth, height: boxHeight),
      configuration: configuration)
  }
}

/// The creation functions' common end: the configuration's glue error, or the engine `make` builds
/// with it stored in a free slot (its handle), or the configuration error it throws (-201…), or
/// -905 when every slot is in use.
func create(
  _ configuration: Result<CropConfiguration, GlueCodeError>,
  _ make: (CropConfiguration) throws(CropConfigurationError) -> CropEngine
) -> Int32 {
  let c: CropConfiguration
  switch configuration {
  case .success(let value): c = value
  case .failure(let error): return error.code.rawValue
  }
  guard let index = freeSlot() else { return GlueError.noFreeSlot.rawValue }
  do throws(CropConfigurationError) {
    return store(try make(c), in: index)
  } catch {
    return -200 - configurationCode(error)
  }
}

/// The configuration the creation functions' numbers describe, or a glue error code (-904).
func cropConfiguration(
  _ fit: Int32, _ minimumZoom: Double, _ maximumZoom: Double, _ restingMinimumZoom: Double,
  _ restingMaximumZoom: Double, _ overscroll: Int32, _ maximumAngle: Double,
  boxEditing: CropBoxEditing?
) -> Result<CropConfiguration, GlueCodeError> {
  let fitMode: FitMode
  switch fit {
  case 0: fitMode = .fill
  case 1: fitMode = .fit
  default: return .failure(GlueCodeError(.badArgument))
  }
  let overscrollMode: Overscroll
  switch overscroll {
  case 0: overscrollMode = .free
  case 1: overscrollMode = .clamped
  case 2: overscrollMode = .rubberBand
  default: return .failure(GlueCodeError(.badArgument))
  }
  // ZoomLimits normalizes NaN silently; at this boundary NaN is a caller's bug, so say so.
  guard !minimumZoom.isNaN, !maximumZoom.isNaN, !restingMinimumZoom.isNaN,
    !restingMaximumZoom.isNaN, !maximumAngle.isNaN
  else { return .failure(GlueCodeError(.badArgument)) }
  return .success(
    CropConfiguration(
      fit: fitMode,
      limits: ZoomLimits(
        minimumZoom: minimumZoom, maximumZoom: maximumZoom,
        restingMinimumZoom: restingMinimumZoom, restingMaximumZoom: restingMaximumZoom),
      overscroll: overscrollMode, maximumAngle: maximumAngle == .infinity ? nil : maximumAngle,
      boxEditing: boxEditing))
}

/// The index of a free slot, or `nil` when every slot holds an engine.
func freeSlot() -> Int? {
  for i in 0..<Int(slotCount) {
    if case .none = slots[i].engine { return i }
  }
  return nil
}

/// Puts a new engine, with a history of its own, into the free slot `index`; returns its handle.
func store(_ engine: CropEngine, in index: Int) -> Int32 {
  slots[index].engine = engine
  slots[index].history = CropHistory(engine)
  return slots[index].generation &* slotCount &+ Int32(index) &+ 1
}

/// Frees an engine: 0, or -901 for a handle that names none.
@_cdecl("ak_destroy")
public func akDestroy(_ handle: Int32) -> Int32 {
  guard let i = slotIndex(handle) else { return GlueError.badHandle.rawValue }
  slots[i].engine = nil
  slots[i].history = nil
  // Wrap within the handles that stay positive.
  let generation = slots[i].generation
  slots[i].generation = generation >= (Int32.max - slotCount) / slotCount ? 0 : generation + 1
  return 0
}

/// The gesture phase of a code, or `nil`.
func gesturePhase(_ code: Int32) -> GesturePhase? {
  switch code {
  case 0: return .began
  case 1: return .changed
  case 2: return .ended
  case 3: return .cancelled
  default: return nil
  }
}

/// The event a kind code and its arguments describe, or a glue error code.
func cropEvent(
  kind: Int32, phase: Int32, flags: Int32,
  _ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double, _ a4: Double, _ a5: Double
) -> Result<CropEvent, GlueCodeError> {
  let values: GestureValues = flags & 1 != 0 ? .cumulative : .incremental
  let centroid: Point? = flags & 2 != 0 ? Point(x: a1, y: a2) : nil
  let gesture = gesturePhase(phase)
  switch kind {
  case 1, 2, 3, 7, 16, 19:
    guard let gesture else { return .failure(GlueCodeError(.unknownPhase)) }
    switch kind {
    case 1:
      guard let touches = wholeNumber(a3) else { return .failure(GlueCodeError(.badArgument)) }
      return .success(
        .pinch(
          gesture, scale: a0, centroid: centroid, touchCount: touches, values: values,
          velocity: a4))
    case 2:
      return .success(
        .pan(
          gesture, translation: Point(x: a0, y: a1), velocity: Point(x: a2, y: a3),
          values: values))
    case 3:
      return .success(.touchDrag(gesture, location: Point(x: a0, y: a1)))
    case 16:
      return .success(.quickZoom(gesture, location: Point(x: a0, y: a1)))
    case 19:
      guard let handle = cropHandle(a0) else { return .failure(GlueCodeError(.badArgument)) }
      return .success(
        .handleDrag(handle, gesture, translation: Point(x: a1, y: a2), values: values))
    default:
      return .success(
        .rotation(gesture, angle: a0, centroid: centroid, values: values, velocity: a3))
    }
  case 4: return .success(.doubleTap(at: Point(x: a0, y: a1)))
  case 5: return .success(.zoomTo(imageRect: Rect(x: a0, y: a1, width: a2, height: a3)))
  case 6: return .success(.layout(cropBox: Rect(x: a0, y: a1, width: a2, height: a3)))
  case 8: return .success(.straighten(angle: a0))
  case 23: return .success(.perspective(horizontal: a0, vertical: a1))
  case 9:
    guard let turns = wholeNumber(a0) else { return .failure(GlueCodeError(.badArgument)) }
    return .success(.turn(quarterTurns: turns))
  case 10:
    switch a0 {
    case 0: return .success(.flip(.horizontal))
    case 1: return .success(.flip(.vertical))
    default: return .failure(GlueCodeError(.badArgument))
    }
  case 11: return .success(.reset)
  case 12:
    // The saved crop's Codable layout checks the turns and the mirror flag; so does this.
    guard let turns = wholeNumber(a4), (0...3).contains(turns), a5 == 0 || a5 == 1 else {
      return .failure(GlueCodeError(.badArgument))
    }
    return .success(
      .restore(
        SavedCrop(
          center: Point(x: a0, y: a1), zoomRelativeToCover: a2, angle: a3,
          orientation: CropOrientation(quarterTurns: turns, isMirrored: a5 == 1))))
  case 13:
    let unit: ScrollUnit
    switch a2 {
    case 0: unit = .pixels
    case 1: unit = .lines
    case 2: unit = .pages
    default: return .failure(GlueCodeError(.badArgument))
    }
    guard a3 == 0 || a3 == 1 else { return .failure(GlueCodeError(.badArgument)) }
    return .success(
      .scroll(delta: Point(x: a0, y: a1), unit: unit, isPinch: a3 == 1, at: Point(x: a4, y: a5)))
  case 14: return .success(.scrollEnded)
  case 15:
    switch a0 {
    case 0: return .success(.key(.zoomIn))
    case 1: return .success(.key(.zoomOut))
    case 2: return .success(.key(.left))
    case 3: return .success(.key(.right))
    case 4: return .success(.key(.up))
    case 5: return .success(.key(.down))
    case 6: return .success(.reset)
    default: return .failure(GlueCodeError(.badArgument))
    }
  case 18: return .success(.layoutCropArea(Rect(x: a0, y: a1, width: a2, height: a3)))
  case 20:
    // a2 1: the photo's own ratio (a0:a1 still a valid pair); a3 1: a one-off shape, unlocked.
    guard let ratio = RatioArgument(a0, a1).cropRatio, a2 == 0 || a2 == 1, a3 == 0 || a3 == 1
    else { return .failure(GlueCodeError(.badArgument)) }
    let preset: CropRatioPreset = a2 == 1 ? .original : ratio.map { .exactly($0) } ?? .free
    return .success(.ratio(preset, locked: a3 == 0))
  case 27:
    guard let shape = cropShape(a0, radius: a1) else {
      return .failure(GlueCodeError(.badArgument))
    }
    return .success(.cropShape(shape))
  default: return .failure(GlueCodeError(.unknownKind))
  }
}

/// The handle of a code 0…7 (`CropHandle`'s order: the edges top, bottom, left, right, then the
/// corners top left, top right, bottom left, bottom right), or `nil`.
func cropHandle(_ code: Double) -> CropHandle? {
  switch code {
  case 0: return .top
  case 1: return .bottom
  case 2: return .left
  case 3: return .right
  case 4: return .topLeft
  case 5: return .topRight
  case 6: return .bottomLeft
  case 7: return .bottomRight
  default: return nil
  }
}

/// The code 0…7 of a handle, ``cropHandle(_:)``'s inverse.
func handleCode(_ h: CropHandle) -> Int {
  switch h {
  case .top: return 0
  case .bottom: return 1
  case .left: return 2
  case .right: return 3
  case .topLeft: return 4
  case .topRight: return 5
  case .bottomLeft: return 6
  case .bottomRight: return 7
  }
}

/// A glue error code, as an `Error` for `Result`.
struct GlueCodeError: Error {
  let code: GlueError
  init(_ code: GlueError) { self.code = code }
}

/// The code of an event's result.
func resultCode(_ result: CropEventResult) -> Int32 {
  switch result {
  case .unchanged: return 0
  case .moved: return 1
  case .animated: return 2
  case .deferred: return 3
  case .detent(let crossing, let animates):
    return (animates ? 6 : 4) + (crossing == .left ? 1 : 0)
  case .rejected(let reason, let animates):
    return animates ? -100 - rejectionCode(reason) : -rejectionCode(reason)
  }
}

/// Sends an event that happened at `time` (seconds on the page's clock; the kinds and codes are
/// listed at the top of this file) and returns its result code. The engine keeps the animation the
/// event starts (query 2); the slot's history records the engine after it.
@_cdecl("ak_event")
public func akEvent(
  _ handle: Int32, _ kind: Int32, _ phase: Int32, _ flags: Int32, _ time: Double,
  _ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double, _ a4: Double, _ a5: Double
) -> Int32 {
  guard let i = slotIndex(handle), var engine = slots[i].engine, var history = slots[i].history
  else { return GlueError.badHandle.rawValue }
  if kind == 25 || kind == 26 {
    if kind == 25 { history.beginGrouping() } else { history.endGrouping() }
    slots[i].history = history
    return 0
  }
  if kind == 24 {
    // A saved crop's perspective, for the restore that follows (six arguments hold the rest).
    guard let p = Perspective(horizontal: a0, vertical: a1), p.horizontal == a0,
      p.vertical == a1
    else { return GlueError.badArgument.rawValue }
    guard let shape = cropShape(a2, radius: a3) else { return GlueError.badArgument.rawValue }
    slots[i].restorePerspective = p
    slots[i].restoreShape = shape
    return 0
  }
  var event: CropEvent
  if kind == 21 || kind == 22 {
    guard let step = kind == 21 ? history.undo() : history.redo() else {
      return GlueError.nothingToReport.rawValue
    }
    event = .revert(step)
  } else {
    switch cropEvent(kind: kind, phase: phase, flags: flags, a0, a1, a2, a3, a4, a5) {
    case .success(let e): event = e
    case .failure(let error): return error.code.rawValue
    }
  }
  if case .restore(var saved) = event {
    saved.perspective = slots[i].restorePerspective
    saved.shape = slots[i].restoreShape
    slots[i].restorePerspective = .none
    slots[i].restoreShape = .rectangle
    event = .restore(saved)
  }
  let result = engine.apply(event, at: time)
  slots[i].engine = engine
  // A refused undo or redo leaves the history at the step it was on.
  if case .revert = event, result.isRejected { return resultCode(result) }
  history.record(engine, after: event)
  slots[i].history = history
  return resultCode(result)
}

/// Computes a query (listed at the top of this file) into the registers; returns how many values
/// it wrote, or an error code.
@_cdecl("ak_query")
public func akQuery(
  _ handle: Int32, _ query: Int32,
  _ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double, _ a4: Double, _ a5: Double
) -> Int32 {
  var out = RegisterWriter()
  if query == 6 {
    guard let ratio = RatioArgument(a4, a5).cropRatio else {
      return GlueError.badArgument.rawValue
    }
    let box = CropOutput.largestCropBox(in: Rect(x: a0, y: a1, width: a2, height: a3), ratio: ratio)
    guard !box.isNull else { return GlueError.badArgument.rawValue }
    out.put(box)
    return out.count
  }
  guard let i = slotIndex(handle), let engine = slots[i].engine else {
    return GlueError.badHandle.rawValue
  }
  switch query {
  case 1:
    let g = engine.geometry
    out.put(engine.zoom)
    out.put(engine.center)
    out.put(engine.angle)
    out.put(engine.orientation)
    out.put(g.bounds.size.width)
    out.put(g.bounds.size.height)
    out.put(g.transform)
    out.put(engine.contentFrame)
    out.put(engine.cropBox)
    out.put(engine.isInteracting)
    out.put(engine.isCovered)
    out.put(engine.configuration.coversCropBox)
    out.put(engine.coverZoom)
    out.put(engine.imagePixelSize.width)
    out.put(engine.imagePixelSize.height)
  case 2:
    guard !a0.isNaN else { return GlueError.badArgument.rawValue }
    guard let animation = engine.runningAnimation else { return GlueError.nothingToReport.rawValue }
    // While it runs, the animation at its own time; after its end, the state it ended at, at rest.
    let running = engine.isAnimating(at: a0)
    let sample = animation.sample(at: a0 - animation.startTime)
    let g = sample.geometry
    out.put(animation.duration)
    out.put(!running)
    out.put(g.center)
    out.put(g.transform)
    out.put(engine.contentFrame(at: a0))
    out.put(sample.velocity)
    out.put(sample.zoomVelocity)
    switch animation.kind {
    case .settle(let settle):
      switch settle.motion {
      case .eased: out.put(0)
      case .spring: out.put(1)
      case .fling: out.put(2)
      }
    case .box: out.put(3)
    case .turn: out.put(4)
    }
    // A box animation changes the image view's bounds (the image's size at zoom 1) as it goes.
    out.put(g.bounds.size.width)
    out.put(g.bounds.size.height)
  case 3:
    let r = engine.cropRegion
    out.put(engine.cropRect)
    out.put(r.topLeft)
    out.put(r.topRight)
    out.put(r.bottomRight)
    out.put(r.bottomLeft)
    out.put(r.angle)
    out.put(r.orientation)
  case 4:
    guard let t = engine.cropRegion.transform(outputSize: Size(width: a0, height: a1)),
      let inverse = t.inverse
    else { return GlueError.nothingToReport.rawValue }
    out.put(t)
    out.put(inverse)
  case 5:
    let s = engine.savedCrop
    // The version its JSON is written as without its shape: 2 without a perspective, 3 with one
    // (the page adds the shape from query 10 and writes version 4 for one other than the
    // rectangle).
    out.put(s.perspective.isNone ? 2 : 3)
    out.put(s.center)
    out.put(s.zoomRelativeToCover)
    out.put(s.angle)
    out.put(s.orientation)
    // `savedCrop` always knows the box's shape; NaN would stand for an unknown one.
    out.put(s.aspect?.widthOverHeight ?? .nan)
    out.put(s.perspective.horizontal)
    out.put(s.perspective.vertical)
  case 7:
    guard let ratio = RatioArgument(a0, a1).cropRatio else {
      return GlueError.badArgument.rawValue
    }
    do throws(CropOutputError) {
      out.put(
        try CropOutput.pixelRect(
          engine.cropRect, imagePixelSize: engine.imagePixelSize, ratio: ratio))
    } catch {
      return GlueError.nothingToReport.rawValue
    }
  case 8:
    // The output image's whole-pixel size: the crop region's side lengths (not its bounding box,
    // which a straighten angle widens), with the ratio kept exactly.
    guard let ratio = RatioArgument(a0, a1).cropRatio else {
      return GlueError.badArgument.rawValue
    }
    do throws(CropOutputError) {
      let size = try CropOutput.pixelSize(ofRegionSize: engine.cropRegion.size, ratio: ratio)
      out.put(size.width)
      out.put(size.height)
    } catch {
      return GlueError.nothingToReport.rawValue
    }
  case 9:
    guard !a0.isNaN else { return GlueError.badArgument.rawValue }
    out.put(engine.cropBox(at: a0))
    out.put(engine.cropBoxTransform(at: a0))
  case 10:
    out.put(engine.cropArea)
    let locked = engine.aspect.lockedRatio
    out.put(Double(locked?.width ?? 0))
    out.put(Double(locked?.height ?? 0))
    if case .some = engine.configuration.boxEditing { out.put(true) } else { out.put(false) }
    // The crop shape and a rounded rectangle's radius, from which the page draws the mask at any
    // box size.
    out.put(shapeCode(engine.cropShape))
    if case .roundedRectangle(let r) = engine.cropShape { out.put(r) } else { out.put(0.0) }
  case 13:
    switch engine.touchTarget(at: Point(x: a0, y: a1), time: a2, size: a3) {
    case .handle(let h): out.put(Double(handleCode(h)))
    case .photo: out.put(8.0)
    case .nothing: out.put(-1.0)
    }
  case 12:
    guard !a0.isNaN else { return GlueError.badArgument.rawValue }
    out.put(engine.perspective.horizontal)
    out.put(engine.perspective.vertical)
    out.put(engine.projectiveTransform(at: a0))
  case 11:
    guard let history = slots[i].history else { return GlueError.badHandle.rawValue }
    out.put(history.canUndo)
    out.put(history.canRedo)
    out.put(Double(history.steps.count))
    out.put(Double(history.position))
    out.put(history.isGrouping)
  default:
    return GlueError.unknownKind.rawValue
  }
  return out.count
}

/// A ratio argument, two whole numbers: `0:0` is free.
enum RatioArgument {
  /// A usable ratio `p:q`, `nil` for free.
  case valid((p: Int, q: Int)?)
  /// Not a ratio: fractional, zero or negative terms, NaN, or terms above a million.
  case invalid

  init(_ w: Double, _ h: Double) {
    if w == 0 && h == 0 {
      self = .valid(nil)
    } else if let p = wholeNumber(w), let q = wholeNumber(h), p > 0, q > 0 {
      self = .valid((p, q))
    } else {
      self = .invalid
    }
  }

  /// The ratio as a `CropRatio` (`.some(nil)` for free), or `nil` when it is not one.
  var cropRatio: CropRatio?? {
    guard case .valid(let terms) = self else { return nil }
    guard let (p, q) = terms else { return .some(nil) }
    guard let r = CropRatio(width: p, height: q) else { return nil }
    return .some(r)
  }
}

/// Register `index` of the last query, or NaN outside `0..<32`.
@_cdecl("ak_out")
public func akOut(_ index: Int32) -> Double {
  guard index >= 0, index < 32 else { return .nan }
  return registers[Int(index)]
}

/// The version of this surface: bumped when a kind, query or code changes meaning.
@_cdecl("ak_version")
public func akVersion() -> Int32 { 11 }

/// Creates an engine whose crop box the engine places in a crop area: the largest box of the
/// locked ratio (or, for a free box, of the image's shape) centred in it. Returns its handle (> 0)
/// or an error code.
///
/// - Parameters:
///   - imageWidth, imageHeight: the image's size in pixels.
///   - areaX, areaY, areaWidth, areaHeight: the crop area, in the page's CSS pixels.
///   - ratioWidth, ratioHeight: the locked ratio's terms, whole numbers (0, 0: a free box).
///   - boxEditing: 0 a fixed box, 1 a box the handles resize (then `minimumBoxSize`, in CSS pixels,
///     and `recentreDelay`, in seconds, are its `CropBoxEditing`).
///   - fit … maximumAngle: as `ak_create`'s.
@_cdecl("ak_create_area")
public func akCreateArea(
  _ imageWidth: Double, _ imageHeight: Double, _ areaX: Double, _ areaY: Double,
  _ areaWidth: Double, _ areaHeight: Double, _ ratioWidth: Double, _ ratioHeight: Double,
  _ boxEditing: Int32, _ minimumBoxSize: Double, _ recentreDelay: Double, _ fit: Int32,
  _ minimumZoom: Double, _ maximumZoom: Double, _ restingMinimumZoom: Double,
  _ restingMaximumZoom: Double, _ overscroll: Int32, _ maximumAngle: Double
) -> Int32 {
  guard let ratio = RatioArgument(ratioWidth, ratioHeight).cropRatio else {
    return GlueError.badArgument.rawValue
  }
  let editing: CropBoxEditing?
  switch boxEditing {
  case 0: editing = nil
  case 1: editing = CropBoxEditing(minimumSize: minimumBoxSize, recentreDelay: recentreDelay)
  default: return GlueError.badArgument.rawValue
  }
  return create(
    cropConfiguration(
      fit, minimumZoom, maximumZoom, restingMinimumZoom, restingMaximumZoom, overscroll,
      maximumAngle, boxEditing: editing)
  ) { configuration throws(CropConfigurationError) in
    try CropEngine(
      image: .upright(Size(width: imageWidth, height: imageHeight)),
      cropArea: Rect(x: areaX, y: areaY, width: areaWidth, height: areaHeight),
      lockedRatio: ratio, configuration: configuration)
  }
}
