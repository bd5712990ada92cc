// The crop box as the user's: an engine made from a crop area, the area's layout, handle drags
// with pull back (the solver is BoxDrag), and the recentre after a drag (a BoxAnimation).

extension CropEngine {
  // MARK: Creating an engine from a crop area

  /// Creates an engine for an image whose crop box the engine places in a crop area: the largest
  /// box of `lockedRatio` (or, for a free box, of the image's upright shape: the whole image,
  /// uncropped) centred in `cropArea`, with the image at zoom 1 filling it.
  ///
  ///     // a photo editor's crop screen: a 390 × 844 view less its toolbars
  ///     var engine = try CropEngine(
  ///       image: .upright(Size(width: 4000, height: 3000)),
  ///       cropArea: Rect(x: 16, y: 100, width: 358, height: 600))
  ///     engine.cropBox    // (16.0, 265.75, 358.0, 268.5): 4:3, the whole photo
  ///     engine.apply(.handleDrag(.right, .began, translation: Point(x: -100, y: 0)), at: 0)
  ///
  /// The configuration's ``CropConfiguration/boxEditing`` says whether the user may resize the
  /// box (the default configuration here lets them, with ``CropBoxEditing``'s defaults); pass one
  /// without it for a fixed box of that ratio (a profile cropper).
  ///
  /// Edge cases: as ``init(image:cropBox:configuration:zoom:center:)``'s, and a crop area that is
  /// null, empty, not finite, or (with box editing) narrower or shorter than the minimum size
  /// throws ``CropConfigurationError/cropAreaTooSmall``; a ratio or an image shape so far from the
  /// area's that the box's short side rounds to zero throws
  /// ``CropConfigurationError/fittedSizeOutOfRange``.
  ///
  /// - Parameters:
  ///   - image: The image: `.upright(pixelSize)`, or `.stored(storedPixelSize, orientation:)` for a
  ///     photo stored with an EXIF orientation.
  ///   - cropArea: The area the crop box may use, in the view's coordinates (points).
  ///   - lockedRatio: The ratio the box is locked to, or `nil` (the default) for a free box that
  ///     starts at the image's shape.
  ///   - configuration: How the engine behaves. Defaults to a cropper's with box editing.
  /// - Throws: ``CropConfigurationError`` when the configuration is invalid.
  public init(
    image: CropImage, cropArea: Rect, lockedRatio: CropRatio? = nil,
    configuration: CropConfiguration = CropConfiguration(boxEditing: CropBoxEditing())
  ) throws(CropConfigurationError) {
    let upright = image.pixelSize
    guard Self.isFinitePositive(upright.width), Self.isFinitePositive(upright.height) else {
      throw .invalidImagePixelSize
    }
    // The configuration first: a minimum box size that is not a number says so, not that the
    // area is too small for it.
    if let reason = configuration.invalidity { throw reason }
    let area = try Self.validatedCropArea(cropArea, configuration)
    let box = Self.largestBox(
      in: area, lockedRatio: lockedRatio, width: upright.width, height: upright.height,
      configuration.boxEditing?.aspectRange)
    // A shape so far from the area's that the box's short side rounds to zero.
    guard box.size.width > 0, box.size.height > 0 else { throw .fittedSizeOutOfRange }
    try self.init(
      image: image, cropBox: box, configuration: configuration,
      initialBox: .derived)
    self.cropArea = area
    self.lockedRatio = lockedRatio
  }

  /// The largest box centred in `area` of the locked ratio `lock`, exactly, or, with no lock, of
  /// the free shape `width × height` taken into `range` (the nearest shape in it; a shape inside
  /// it is kept exactly), held inside `area` (``contained(_:in:)``): an editor's first box (the
  /// image's shape), its resting box (the box's shape), a turned box and a reset's box.
  @inlinable
  static func largestBox(
    in area: Rect, lockedRatio lock: CropRatio?, width: Double, height: Double,
    _ range: CropAspectRange?
  ) -> Rect {
    if let lock { return contained(CropOutput.largestCropBox(in: area, ratio: lock), in: area) }
    var width = width
    if let range {
      let aspect = width / height
      let fitted = range.clamped(aspect)
      if fitted != aspect { width = fitted * height }
    }
    return contained(CropOutput.largestBox(in: area, width: width, height: height), in: area)
  }

  /// The crop area, or the reason it cannot be one: null, empty, not finite, a far edge that
  /// overflows, or (with box editing) a side shorter than the minimum size.
  @inlinable
  static func validatedCropArea(_ area: Rect, _ configuration: CropConfiguration)
    throws(CropConfigurationError) -> Rect
  {
    guard area.size.width >= 0, area.size.height >= 0, let a = CropOutput.finiteArea(area),
      a.size.width > 0, a.size.height > 0
    else { throw .cropAreaTooSmall }
    let minimum = configuration.boxEditing?.minimumSize ?? 0
    guard a.size.width >= minimum, a.size.height >= minimum else { throw .cropAreaTooSmall }
    return a
  }

  /// The largest box of the crop box's shape (the locked ratio exactly, when there is one; a free
  /// shape taken into the aspect range) centred in `area`.
  @inlinable
  func restingBox(in area: Rect) -> Rect {
    Self.largestBox(
      in: area, lockedRatio: lockedRatio, width: cropBox.size.width, height: cropBox.size.height,
      aspectRange)
  }

  /// The box-editing options' aspect range, or `nil`.
  @inlinable
  var aspectRange: CropAspectRange? { configuration.boxEditing?.aspectRange }

  /// Whether the box is free and its shape outside the aspect range, so that it is to be fitted
  /// into it (``restingBox(in:)`` gives the box it fits to).
  @inlinable
  var freeBoxLeavesAspectRange: Bool {
    guard lockedRatio == nil, let range = aspectRange else { return false }
    return !range.contains(cropBox.size.width / cropBox.size.height)
  }

  /// The interval `[lo, hi]` clamped into `[aLo, aHi]`, as `(origin, length)`, the length
  /// shortened by an ulp while `origin + length` still rounds past `aHi`: the one rule by which
  /// every box the engine derives or a handle drag solves stays inside the crop area to the ulp.
  @inlinable
  static func clampedSpan(_ lo: Double, _ hi: Double, into aLo: Double, _ aHi: Double)
    -> (Double, Double)
  {
    let minimum = Swift.max(lo, aLo)
    var length = Swift.min(hi, aHi) - minimum
    while minimum + length > aHi && length > 0 { length = length.nextDown }
    return (minimum, length)
  }

  /// `box` inside `area` (finite): a centred box's origin `(aw − w)/2` and an animation's
  /// interpolated box can land an ulp outside. An axis that pokes out is moved back with its
  /// length kept where that fits, else clamped and shortened by an ulp where `origin + size` would
  /// still round past the area's edge.
  @inlinable
  static func contained(_ box: Rect, in area: Rect) -> Rect {
    func span(_ lo: Double, _ length: Double, _ aLo: Double, _ aHi: Double) -> (Double, Double) {
      if lo >= aLo && lo + length <= aHi { return (lo, length) }
      // Moved back inside with its length kept (an exact ratio stays exact) where that fits...
      let shifted = aHi - length
      if lo >= aLo && shifted >= aLo && shifted + length <= aHi { return (shifted, length) }
      // ...else clamped.
      return clampedSpan(lo, lo + length, into: aLo, aHi)
    }
    let (x, w) = span(box.origin.x, box.size.width, area.minX, area.maxX)
    let (y, h) = span(box.origin.y, box.size.height, area.minY, area.maxY)
    if x == box.origin.x && w == box.size.width && y == box.origin.y && h == box.size.height {
      return box
    }
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// The box of a quarter turn: the largest box of `box`'s shape turned (or of the turned locked
  /// ratio, exactly; a free shape taken into the aspect range) centred in the crop area.
  @inlinable
  func turnedBox(of box: Rect, lockedRatio lock: CropRatio?) -> Rect {
    Self.largestBox(
      in: cropArea, lockedRatio: lock, width: box.size.height, height: box.size.width, aspectRange)
  }

  // MARK: Ratios

  /// The crop box's shape: ``CropAspect/locked(_:)`` with the ratio it is locked to (exactly, at
  /// rest; to rounding while a handle is dragged), or ``CropAspect/free(widthOverHeight:)`` with
  /// the box's width over its height. ``CropEvent/ratio(_:locked:)`` locks it or frees it; a quarter turn
  /// of an editable box swaps a locked ratio; an engine made with `lockedRatio:` starts locked.
  ///
  ///     let engine = try CropEngine(
  ///       image: .upright(Size(width: 4000, height: 3000)),
  ///       cropArea: Rect(x: 0, y: 0, width: 390, height: 700), lockedRatio: .square)
  ///     engine.aspect                  // .locked(1:1)
  ///     engine.aspect.lockedRatio      // 1:1, the preset to show as chosen
  @inlinable
  public var aspect: CropAspect { CropAspect(box: cropBox.size, lockedRatio: lockedRatio) }

  /// The ratio event (``CropEvent/ratio(_:locked:)``): with a ratio, the box animates to the
  /// largest box of it centred in the crop area, the image keeping its size on screen and the image
  /// point under the box's centre, zoomed about that point only as far as covering the new box
  /// needs, then clamped; the ratio is locked, or the box left free when `locked` is `false` (its
  /// shape then taken into the aspect range). A free preset keeps the box's shape and unlocks it;
  /// a shape outside the aspect range animates to the nearest inside it. A fixed box refuses every
  /// ratio.
  @usableFromInline
  mutating func ratio(_ preset: CropRatioPreset, locked: Bool) -> CropEventResult {
    guard configuration.boxEditing != nil else { return .rejected(.boxNotEditable) }
    let lock: CropRatio?
    let box: Rect
    if case .free = preset {
      lockedRatio = nil
      if !freeBoxLeavesAspectRange { return .unchanged }
      lock = nil
      box = restingBox(in: cropArea)
    } else {
      guard
        let ratio = preset.ratio(
          pixelSize: imagePixelSize, orientation: placement.frame.orientation)
      else { return .rejected(.overflow) }
      let shape = Double(ratio.width) / Double(ratio.height)
      lock = locked ? ratio : nil
      // The ratio exactly, unless it is a one-off shape outside the aspect range: then the nearest
      // shape in it, as a free box takes.
      let outside = !locked && aspectRange.map { !$0.contains(shape) } ?? false
      box = Self.largestBox(
        in: cropArea, lockedRatio: outside ? nil : ratio, width: Double(ratio.width),
        height: Double(ratio.height), aspectRange)
    }
    if box == cropBox {
      lockedRatio = lock
      return .unchanged
    }
    guard
      let fitted = try? configuration.fit.fittedSize(
        ofImage: imagePixelSize, in: box.size, orientation: placement.frame.orientation)
    else { return .rejected(.overflow) }
    let before = placement
    let l = placement.frame.matrix
    let u = placement.boxOffset(l)
    placement.cropBox = box
    placement.zoom = configuration.limits.clampedToGesture(
      zoom * (before.fittedSize.width / fitted.width))
    placement.fittedSize = fitted
    guard placement.isCoverable(placement.frame, fitted: fitted, configuration) else {
      return .rejected(.angleNotCoverable)
    }
    placement.placeBoxCentre(at: u, l)
    if !interaction.isActive {
      // The crop keeps its centre: the zoom rises about the box's centre as far as covering the
      // new box around that image point needs, within the resting range; only the zoom's cap or
      // the photo's edge moves the centre (the settle's clamp).
      let range = placement.restingRange(configuration)
      var s1 = Swift.max(placement.zoom, range.lo)
      let q = Point(x: u.x / placement.zoom, y: u.y / placement.zoom)
      if configuration.coversCropBox,
        let keeping = placement.frame.zoomKeeping(
          q, box: box.size, placement.cropShape, fitted: fitted, l: l)
      {
        s1 = Swift.max(s1, Swift.min(keeping, range.hi))
      }
      if s1 != placement.zoom { placement.zoom(to: s1, about: placement.boxCentre) }
      placement.settle(configuration)
    }
    guard placement.isCommittable else { return .rejected(.overflow) }
    lockedRatio = lock
    if interaction.isActive { return .moved }
    let animation = BoxAnimation(
      startBox: before.cropBox, endBox: box, startFittedSize: before.fittedSize,
      endFittedSize: fitted, startCenter: before.center, endCenter: center,
      startZoom: before.zoom, endZoom: zoom, angle: placement.frame.angle,
      orientation: placement.frame.orientation)
    keep(animation)
    return .animated
  }

  /// The end of the last gesture that caught the box during its recentre: the recentre, from the
  /// released placement, with no delay (it also settles the image).
  @usableFromInline
  mutating func recentreThatWaited(movedFrom before: Placement, zoom pending: PendingZoom?)
    -> CropEventResult
  {
    let released = placement
    // A zoom that waited for the same end (a double tap during the gesture) applies first, and the
    // recentre's animation carries it from where the gesture left the image.
    var zoomed = CropEventResult.unchanged
    if let pending { zoomed = zoomThatWaited(pending, movedFrom: before) }
    let result = recentreAtOnce(from: released, after: zoomed)
    if result.startsAnimation { return .animated }
    // A recentre whose layout was refused (a fitted size out of range) leaves the image as the
    // gesture did: it settles in the box as it is.
    if settleAnimated() { return .animated }
    return placement.isAt(before) ? .unchanged : .moved
  }

  /// The recentre with no delay after an event whose `result` is already applied (and whose own
  /// animation, if it started one, ends at the placement), animated from `start`: `.animated`
  /// when it moves the box; otherwise the event's result, unless the recentre's layout moved the
  /// placement all the same (back to `start`, to rounding): then the event's animation no longer
  /// ends at the placement and is dropped, and the result is `.moved`.
  @usableFromInline
  mutating func recentreAtOnce(from start: Placement, after result: CropEventResult)
    -> CropEventResult
  {
    let stepped = placement
    if recentre(from: start, after: 0) { return .animated }
    guard placement != stepped else { return result }
    if result.startsAnimation { forgetAnimation() }
    return .moved
  }

  /// Keeps a box animation the event started; ``finished(_:_:from:at:)`` stamps its start.
  @inlinable
  mutating func keep(_ animation: BoxAnimation) {
    self.animation = CropAnimation(animation)
  }

  // MARK: The crop area's layout

  /// The layout event for a crop area: the box becomes the largest box of its shape centred in the
  /// area, and the image keeps the crop (``layout(cropBox:area:settling:)``). A handle drag in
  /// progress is ended first (``duringHandleDrag(_:)``).
  @usableFromInline
  mutating func layout(cropArea newArea: Rect) -> CropEventResult {
    let area: Rect
    do throws(CropConfigurationError) {
      area = try Self.validatedCropArea(newArea, configuration)
    } catch {
      return .rejected(.invalidCropBox(error))
    }
    let oldArea = cropArea
    let result = layout(cropBox: restingBox(in: area), area: area)
    return result == .unchanged && area != oldArea ? .moved : result
  }

  // MARK: Handle drags

  /// What an event does while a handle is dragged, or `nil` for one that goes on to its step: the
  /// drag's own events go on; a layout of the same crop area changes nothing; a layout, a reset or
  /// a revert ends the drag and sets the box; a configure or a restore ends the drag with the box
  /// recentred at once, then applies (a rejection puts the drag back, bit for bit); every other
  /// event is rejected.
  @inlinable
  mutating func duringHandleDrag(_ event: CropEvent) -> CropEventResult? {
    switch event {
    case .handleDrag, .handleStep: return nil
    case .layoutCropArea(let area) where area == cropArea:
      // A layout pass that changed nothing: the drag goes on.
      return .unchanged
    case .layout, .layoutCropArea, .reset, .revert:
      // These set the box themselves.
      interaction = .idle
      return nil
    case .configure(let c): return endingDrag { $0.configure(c) }
    case .restore(let saved): return endingDrag { $0.restore(saved) }
    default: return .rejected(.otherGestureActive)
    }
  }

  /// Ends the handle drag with the box recentred at once (where the recentre's layout is
  /// accepted), then applies `event`; a recentre that moved is reported. A rejection of `event`
  /// rejects the whole event, the drag going on (``apply(_:at:)`` keeps the state before).
  @usableFromInline
  mutating func endingDrag(_ event: (inout CropEngine) -> CropEventResult) -> CropEventResult {
    let dragged = placement
    interaction = .idle
    var recentred = self
    if !recentred.layout(cropBox: restingBox(in: cropArea), area: cropArea).isRejected {
      self = recentred
    }
    let moved = placement != dragged
    let result = event(&self)
    if result.isRejected { return result }
    return moved && result == .unchanged ? .moved : result
  }

  /// The handle-drag event (``CropEvent/handleDrag(_:_:translation:values:)``).
  @usableFromInline
  mutating func handleDrag(
    _ handle: CropHandle, _ phase: GesturePhase, translation: Point, values: GestureValues
  ) -> CropEventResult {
    guard let editing = configuration.boxEditing, configuration.coversCropBox else {
      return .rejected(.boxNotEditable)
    }
    let active = interaction.isActive(.handle)
    if phase.isEnd && !active { return .rejected(.gestureNotActive) }
    if !active && interaction.isActive { return .rejected(.otherGestureActive) }
    var drag: HandleDragStart
    var goesOn = false
    if active && phase != .began, let current = interaction.handleDrag, current.handle == handle {
      drag = current
      goesOn = true
    } else {
      // A drag starts from the image at rest: one caught while it settled is put where the
      // settle takes it, so that the box starts inside the image.
      var start = placement
      if !start.frame.covers(
        start.cropBox, start.cropShape, center: start.center, zoom: start.zoom,
        fitted: start.fittedSize)
      {
        start.settle(configuration)
      }
      drag = HandleDragStart(handle: handle, placement: start)
    }
    var total = translation
    if values == .incremental {
      total = Point(x: drag.translation.x + translation.x, y: drag.translation.y + translation.y)
    }
    guard Self.isFinite(translation), Self.isFinite(total) else {
      return .rejected(.invalidTranslation)
    }
    let before = placement
    // The box is a function of the drag's start and its total translation: at the total already
    // applied (an end at the last change's translation) it is where it is.
    if !goesOn || total != drag.translation {
      guard let dragged = dragged(drag.placement, handle, total, editing) else {
        return .rejected(.overflow)
      }
      placement = dragged
      guard placement.isCommittable else { return .rejected(.overflow) }
    }
    drag.translation = total
    interaction = .handleDrag(drag)
    if phase.isEnd {
      interaction = .idle
      if recentre(from: placement, after: editing.recentreDelay) {
        return .animated
      }
    }
    return placement == before ? .unchanged : .moved
  }

  /// One key step of a handle (``CropEvent/handleStep(_:outward:)``): a drag by
  /// ``CropBoxEditing/handleStep`` outward or inward on each axis the handle moves, begun and ended.
  @usableFromInline
  mutating func stepHandle(_ handle: CropHandle, outward: Bool) -> CropEventResult {
    guard let editing = configuration.boxEditing else { return .rejected(.boxNotEditable) }
    let d = outward ? editing.handleStep : -editing.handleStep
    let t = Point(x: Double(handle.horizontal) * d, y: Double(handle.vertical) * d)
    let began = handleDrag(handle, .began, translation: t, values: .cumulative)
    if began.isRejected { return began }
    let ended = handleDrag(handle, .ended, translation: t, values: .cumulative)
    return ended == .unchanged ? began : ended
  }

  /// The placement of a drag of `handle` by the total translation `t` from `start`, or `nil` when
  /// the box it gives cannot be fitted (its fitted size overflows or underflows).
  ///
  /// The image stays where it is on screen (times the pull-back zoom about the anchor): its size on
  /// screen `zoom × fittedSize` is kept, so the zoom is rescaled by the old fitted width over the
  /// new one. The minimum box is ``CropBoxEditing/minimumSize``, ``CropBoxEditing/minimumPixels``
  /// at the image's points per pixel, and at least `1/maximumZoom` of the image's side along each
  /// axis, so the rescaled zoom stays within `maximumZoom`.
  @inlinable
  func dragged(_ start: Placement, _ handle: CropHandle, _ t: Point, _ editing: CropBoxEditing)
    -> Placement?
  {
    let s = start.zoom
    let w = start.fittedSize
    let maximum = configuration.limits.maximumZoom
    // The image's sides along the view's x and y with no angle (swapped by a quarter turn).
    let along = ImageFrame.swapped(
      Size(width: s * w.width, height: s * w.height), start.frame.orientation.swapsAxes)
    // The minimum in points: the configured one, the side that shows 1/maximumZoom of the image,
    // and the configured pixels at the image's points per pixel (the image is still).
    let pixels = editing.minimumPixels * (s * w.width / imagePixelSize.width)
    let points = Swift.max(editing.minimumSize, pixels)
    let minimum = Size(
      width: Swift.max(points, along.width / maximum),
      height: Swift.max(points, along.height / maximum))
    let ratio = lockedRatio.map { Double($0.width) / Double($0.height) }
    let solver = BoxDrag(
      box: start.cropBox, area: cropArea, handle: handle, ratio: ratio, minimum: minimum,
      center: start.center, planes: BoxDrag.imagePlanes(start), shape: start.cropShape,
      aspectRange: editing.aspectRange)
    let result = solver.solve(t)
    guard
      let fitted = try? configuration.fit.fittedSize(
        ofImage: imagePixelSize, in: result.box.size, orientation: start.frame.orientation)
    else { return nil }
    var next = start
    let k = result.pullBack
    if k != 1 {
      let q = result.anchor
      next.center = Point(
        x: q.x + k * (start.center.x - q.x), y: q.y + k * (start.center.y - q.y))
    }
    next.cropBox = result.box
    next.fittedSize = fitted
    next.zoom = configuration.limits.clampedToGesture(s * k * (w.width / fitted.width))
    return next
  }

  // MARK: The recentre

  /// Starts the recentre from `dragged` (the placement the drag left, which is the current one):
  /// the box becomes the largest box of its shape centred in the crop area and the image keeps
  /// the crop (``layout(cropBox:area:settling:)``); a ``BoxAnimation`` holds the dragged state for
  /// `delay` seconds and then eases to it. Returns whether anything moves.
  @inlinable
  mutating func recentre(from dragged: Placement, after delay: Double) -> Bool {
    var recentred = self
    let result = recentred.layout(cropBox: restingBox(in: cropArea), area: cropArea)
    guard !result.isRejected, recentred.placement != dragged else { return false }
    self = recentred
    let animation = BoxAnimation(
      startBox: dragged.cropBox, endBox: placement.cropBox, startFittedSize: dragged.fittedSize,
      endFittedSize: placement.fittedSize, startCenter: dragged.center, endCenter: center,
      startZoom: dragged.zoom, endZoom: zoom, angle: placement.frame.angle,
      orientation: placement.frame.orientation, delay: delay)
    keep(animation)
    return true
  }
}
