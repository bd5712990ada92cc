// Straighten, quarter turns and flips, and reset: the events that set the angle and the
// orientation (the rotation gesture is with the other gestures, in CropEngine+Apply.swift).

extension CropEngine {
  /// The straighten event: sets the angle (clamped into `±maximumAngle`), keeping the image point
  /// under the crop box's centre fixed (``keepingBoxCentre(in:)``).
  @inlinable
  @inline(always)
  mutating func straighten(to requested: Double) -> CropEventResult {
    guard Self.isFinite(requested) else { return .rejected(.invalidAngle) }
    let target = configuration.clampedAngle(requested)
    let angleChanged = target != placement.frame.angle
    // The same angle again changes nothing, unless the box must be covered and is not (during a
    // gesture): then it zooms to cover, as any straighten does.
    if !angleChanged && (!configuration.coversCropBox || isCovered) { return .unchanged }
    var frame1 = placement.frame
    if angleChanged {
      let (sinT, cosT) = Trigonometry.sinCos(target)
      frame1.setAngle(target, sin: sinT, cos: cosT)
    }
    return keepingBoxCentre(in: frame1) ?? .rejected(.angleNotCoverable)
  }

  /// Puts the image into `frame1` (a new angle or perspective, the same orientation) keeping the
  /// image point under the crop box's centre fixed, and when the box must be covered raises the
  /// zoom just enough: with `q` that point (``ImageFrame/zoomKeeping(_:box:_:fitted:l:)``), `s' =
  /// max(s, zoomKeeping(q), coverZoom)` when it is within `maximumZoom`; otherwise `max(s,
  /// coverZoom)` and the box's centre clamped into the covering range. `nil` (nothing changed) when
  /// the box cannot be covered in `frame1` within `maximumZoom`.
  @inlinable
  @inline(always)
  mutating func keepingBoxCentre(in frame1: ImageFrame) -> CropEventResult? {
    let covers = configuration.coversCropBox
    // The orientation's matrix, looked up once for both frames' `L`.
    let o = placement.frame.orientation.matrix
    let l0 = ImageFrame.matrix(sin: placement.frame.sin, cos: placement.frame.cos, orientation: o)
    let l1 = ImageFrame.matrix(sin: frame1.sin, cos: frame1.cos, orientation: o)
    let cover = frame1.coverZoom(
      box: cropBox.size, placement.cropShape, fitted: fittedSize, l: l1)
    guard !covers || cover <= configuration.limits.maximumZoom else { return nil }
    let before = placement
    let s = zoom
    let u = placement.boxOffset(l0)
    // The same photo point through the new perspective (itself when neither has one).
    let q = Perspective.transfer(
      Point(x: u.x / s, y: u.y / s), from: placement.frame.perspective, to: frame1.perspective,
      fitted: fittedSize)
    placement.frame = frame1
    var s1 = s
    if covers {
      // Never below the covering zoom: the kept point's zoom can round an ulp below `coverZoom`,
      // which the settle would then raise, so the straightened state would not be at rest.
      var fallback = true
      if let keeping = frame1.zoomKeeping(
        q, box: cropBox.size, placement.cropShape, fitted: fittedSize, l: l1)
      {
        s1 = Swift.max(s, Swift.max(keeping, cover))
        fallback = !(s1 <= configuration.limits.maximumZoom)
      }
      if fallback { s1 = Swift.max(s, cover) }
    }
    if placement.frame != before.frame || s1 != s {
      placement.zoom = s1
      placement.placeBoxCentre(at: Point(x: s1 * q.x, y: s1 * q.y), l1)
    }
    if covers { placement.clampCenter() }
    guard placement.isCommittable else { return .rejected(.overflow) }
    return placement.isAt(before) ? .unchanged : .moved
  }

  /// The turn and flip events: `action` is the orientation change on screen (`R(90°)^k` or a
  /// mirror), about the crop box's centre.
  ///
  /// Computed from the placement before the run of turns and flips (settled first, with every
  /// gesture cancelled; an editable box recentred first, should a gesture have caught it on its
  /// way): the image point under the box's centre stays there at the same zoom relative to the
  /// fit, the angle changes sign when the mirror changes, then the image settles. An editable box
  /// turns with the image (its shape and a locked ratio swapped), and a quarter turn of it is
  /// animated (``TurnAnimation``). Coming back to the run's first orientation gives its placement
  /// back exactly.
  @usableFromInline
  mutating func reorient(_ action: CropOrientation) -> CropEventResult {
    let before = placement
    let base: Placement
    if let b = tracker.turnBase {
      base = b
    } else {
      var settled = placement
      settled.settle(configuration)
      if settled.isCommittable { placement = settled }
      // An editable box turns from rest: a box a gesture caught on its way to the recentre (which
      // the turn cancels with the gesture) is recentred first, the crop kept.
      if configuration.boxEditing != nil {
        let resting = restingBox(in: cropArea)
        if resting != placement.cropBox, layout(cropBox: resting, area: cropArea).rejection != nil {
          return .rejected(.overflow)
        }
      }
      base = placement
    }
    // The new orientation: action · O, composed with exact 0/±1 matrices.
    let o = action.composed(after: placement.frame.orientation)
    // An editable box turns with the image: its shape (and a locked ratio) is swapped.
    let lock = action.swapsAxes ? lockedRatio.map { $0.swapped } : lockedRatio
    if o == base.frame.orientation {
      placement = base
    } else {
      if configuration.boxEditing != nil {
        placement.cropBox =
          o.swapsAxes == base.frame.orientation.swapsAxes
          ? base.cropBox : turnedBox(of: base.cropBox, lockedRatio: lock)
      }
      guard let fitted = fittedSize(for: o) else { return .rejected(.overflow) }
      // Mirroring changes the sign of the angle: F·R(θ) = R(−θ)·F.
      let mirrorChanged = o.isMirrored != base.frame.orientation.isMirrored
      let sinT = mirrorChanged ? -base.frame.sin : base.frame.sin
      let frame1 = ImageFrame(
        angle: mirrorChanged ? -base.frame.angle : base.frame.angle, sin: sinT,
        cos: base.frame.cos, orientation: o, perspective: base.frame.perspective)
      guard isCoverable(frame1, fitted: fitted) else { return .rejected(.angleNotCoverable) }
      // The crop box's centre in the base's image axes, rescaled to the new fit.
      let u0 = base.boxOffset(base.frame.matrix)
      let u1 = Point(
        x: u0.x * (fitted.width / base.fittedSize.width),
        y: u0.y * (fitted.height / base.fittedSize.height))
      placement.frame = frame1
      placement.fittedSize = fitted
      placement.zoom = base.zoom
      placement.placeBoxCentre(at: u1, frame1.matrix)
      placement.settle(configuration)
      guard placement.isCommittable else { return .rejected(.overflow) }
    }
    if configuration.boxEditing != nil { lockedRatio = lock }
    if placement.isAt(before) && tracker.active == 0 && tracker.turnBase == nil {
      placement = before
      return .unchanged
    }
    // Every gesture is cancelled; the run goes on unless it came back to its first orientation.
    tracker = GestureTracker()
    if o != base.frame.orientation { tracker.turnBase = base }
    // An editable box turns with the image on screen: the picture before, turned and scaled as a
    // whole, becomes the picture after (a mirror jumps, as with a fixed box).
    if configuration.boxEditing != nil, !action.isMirrored, action.quarterTurns != 0 {
      tracker.animation = CropAnimation(
        .turn(.turning(from: before, to: placement, quarterTurns: action.quarterTurns)))
      return .animated
    }
    return .moved
  }

  /// The reset event: zoom 1 (clamped into the resting range), centred, angle 0, no turns and no
  /// mirror, every gesture cancelled, then settled. An engine made from a crop area also gets its
  /// first box and ratio back (the box derived again in the current area), with a jump. With the angle already 0 and no turn or mirror
  /// it animates there with the eased settle, as a key step or a double tap does; an angle, turn
  /// or mirror to undo jumps, as straighten, turns and flips do.
  @usableFromInline
  mutating func reset() -> CropEventResult {
    let before = placement
    if case .derived(let ratio) = initialBox {
      placement.cropBox = Self.initialBox(
        in: cropArea, ratio: ratio, imagePixelSize: imagePixelSize)
      lockedRatio = ratio
    }
    if !placement.frame.orientation.isIdentity || placement.cropBox != before.cropBox {
      guard let fitted = fittedSize(for: .identity) else { return .rejected(.overflow) }
      placement.fittedSize = fitted
    }
    placement.frame = .identity
    placement.zoom = configuration.limits.clampedToRest(1)
    placement.center = Self.centre(of: cropBox)
    if let result = settleCancellingGestures(from: before) { return result }
    if !before.frame.isIdentity || placement.isAt(before) || placement.cropBox != before.cropBox {
      return .moved
    }
    return started(settleAnimation(from: before))
  }
}
