// Straighten, quarter turns and flips, and reset: the events that set the angle and the
// orientation (the rotation gesture is with the other gestures, in CropEngine+Apply.swift).

extension CropEngine {
  /// The straighten event: sets the angle (exactly 0 within the detent, clamped into
  /// `±maximumAngle`), keeping the image point under the crop box's centre fixed
  /// (``Placement/reframe(_:_:)``).
  @inlinable
  mutating func straighten(to requested: Double) -> CropEventResult {
    guard Self.isFinite(requested) else { return .rejected(.invalidAngle) }
    let target = configuration.clampedAngle(configuration.input.detented(requested))
    let angleChanged = target != placement.frame.angle
    // The same angle again changes nothing, unless the box must be covered and is not (during a
    // gesture): then it zooms to cover, as any straighten does.
    if !angleChanged && (!configuration.coversCropBox || isCovered) { return .unchanged }
    var frame1 = placement.frame
    if angleChanged {
      let (sinT, cosT) = Trigonometry.sinCos(target)
      frame1.setAngle(target, sin: sinT, cos: cosT)
    }
    return placement.reframe(frame1, configuration) ?? .rejected(.angleNotCoverable)
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
    if let b = interaction.turnBase {
      base = b
    } else {
      var settled = placement
      settled.settle(configuration)
      if settled.isCommittable { placement = settled }
      // An editable box turns from rest: a box a gesture caught on its way to the recentre (which
      // the turn cancels with the gesture) is recentred first, the crop kept.
      if configuration.boxEditing != nil {
        let resting = restingBox(in: cropArea)
        if resting != placement.cropBox, layout(cropBox: resting, area: cropArea).isRejected {
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
      guard
        let fitted = try? configuration.fit.fittedSize(
          ofImage: imagePixelSize, in: cropBox.size, orientation: o)
      else { return .rejected(.overflow) }
      // Mirroring changes the sign of the angle: F·R(θ) = R(−θ)·F.
      let mirrorChanged = o.isMirrored != base.frame.orientation.isMirrored
      let sinT = mirrorChanged ? -base.frame.sin : base.frame.sin
      let frame1 = ImageFrame(
        angle: mirrorChanged ? -base.frame.angle : base.frame.angle, sin: sinT,
        cos: base.frame.cos, orientation: o, perspective: base.frame.perspective)
      guard placement.isCoverable(frame1, fitted: fitted, configuration) else {
        return .rejected(.angleNotCoverable)
      }
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
    if placement.isAt(before), case .idle = interaction {
      placement = before
      return .unchanged
    }
    // Every gesture is cancelled; the run goes on unless it came back to its first orientation.
    interaction = o != base.frame.orientation ? .turns(base: base) : .idle
    animation = nil
    // An editable box turns with the image on screen: the picture before, turned and scaled as a
    // whole, becomes the picture after (a mirror jumps, as with a fixed box).
    if configuration.boxEditing != nil, !action.isMirrored, action.quarterTurns != 0 {
      animation = CropAnimation(
        TurnAnimation.turning(from: before, to: placement, quarterTurns: action.quarterTurns))
      return .animated
    }
    return .moved
  }

  /// The reset event: zoom 1 (clamped into the resting range), centred, angle 0, no turns and no
  /// mirror, every gesture cancelled, then settled. An engine made from a crop area also gets the
  /// largest box of the user's lock choice (turned back with the photo as a turn swaps it), or of
  /// the image's shape when the box is free, derived again in the current area, with a jump. With the angle already 0 and no turn or mirror
  /// it animates there with the eased settle, as a key step or a double tap does; an angle, turn
  /// or mirror to undo jumps, as straighten, turns and flips do.
  @usableFromInline
  mutating func reset() -> CropEventResult {
    let before = placement
    if case .derived = initialBox {
      // The user's last lock choice stays, turned back with the photo as a turn swaps it.
      let lock = placement.frame.orientation.swapsAxes ? lockedRatio?.swapped : lockedRatio
      placement.cropBox = Self.largestBox(
        in: cropArea, lockedRatio: lock, width: imagePixelSize.width,
        height: imagePixelSize.height, aspectRange)
      lockedRatio = lock
    }
    if !placement.frame.orientation.isIdentity || placement.cropBox != before.cropBox {
      guard
        let fitted = try? configuration.fit.fittedSize(
          ofImage: imagePixelSize, in: cropBox.size, orientation: .identity)
      else { return .rejected(.overflow) }
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
