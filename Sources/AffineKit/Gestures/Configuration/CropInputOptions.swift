/// How the engine reads the input devices beside touch: the wheel and the trackpad, the keyboard
/// and accessibility actions, the double tap, the one-finger quick zoom and the dials' detent.
public struct CropInputOptions: Hashable, Sendable {
  /// What a plain (not pinch) scroll does: zoom, as d3-zoom does with a mouse wheel (the default),
  /// or pan, as a trackpad's two-finger scroll does in a Mac app.
  public var plainScroll: PlainScroll
  /// The zoom factor of one ``CropKey/zoomIn`` or ``CropKey/zoomOut`` step; finite and above 1.
  /// `√2` by default.
  public var keyboardZoomFactor: Double
  /// The fraction of the crop box's width (or height) one arrow press moves the image; finite and
  /// positive. 0.1 by default.
  public var keyboardPanFraction: Double
  /// The distance `d`, in points, of the one-finger quick zoom's `k = exp(Δy / d)`; finite and
  /// positive. 100 by default.
  public var quickZoomDistance: Double
  /// The zooms a double tap goes through: today's toggle (the default) or a cycle of up to four
  /// levels.
  public var doubleTap: DoubleTapCycle
  /// The half-width of the dials' detent at 0, in radians: a ``CropEvent/straighten(angle:)``
  /// with `|angle| ≤ detentBand` applies exactly 0, and so does each tilt of a
  /// ``CropEvent/perspective(horizontal:vertical:)`` within it, so that a dial near its middle,
  /// a key or a VoiceOver step lands on a level photo exactly (Photos snaps its straighten dial to
  /// 0°). An event that moves a dial into or out of the detent says so
  /// (``CropEventResult/detent(_:animates:)``), for the adapter's haptic. 0.5° (`π/360`) by
  /// default; 0 turns the detent off (no snapping and no crossings). Finite and at least 0; a band
  /// as wide as the dial's range makes every value 0.
  public var detentBand: Double

  /// Creates input options. ``CropEngine`` validates them
  /// (``CropConfigurationError/invalidInputOptions``).
  ///
  /// - Parameters:
  ///   - plainScroll: What a plain scroll does. Defaults to ``PlainScroll/zooms``.
  ///   - keyboardZoomFactor: The keyboard's zoom step. Defaults to `√2`.
  ///   - keyboardPanFraction: The arrow keys' step, as a fraction of the crop box. Defaults to 0.1.
  ///   - quickZoomDistance: The quick zoom's distance, in points. Defaults to 100.
  ///   - doubleTap: The double tap's zooms. Defaults to ``DoubleTapCycle/toggle``.
  ///   - detentBand: The dials' detent about 0, in radians. Defaults to 0.5° (`π/360`); 0 turns
  ///     it off.
  @inlinable
  public init(
    plainScroll: PlainScroll = .zooms, keyboardZoomFactor: Double = 2.0.squareRoot(),
    keyboardPanFraction: Double = 0.1, quickZoomDistance: Double = 100,
    doubleTap: DoubleTapCycle = .toggle, detentBand: Double = Double.pi / 360
  ) {
    self.plainScroll = plainScroll
    self.keyboardZoomFactor = keyboardZoomFactor
    self.keyboardPanFraction = keyboardPanFraction
    self.quickZoomDistance = quickZoomDistance
    self.doubleTap = doubleTap
    self.detentBand = detentBand
  }

  /// Whether every value is in range.
  @inlinable
  var isValid: Bool {
    keyboardZoomFactor > 1 && keyboardZoomFactor.isFinite && keyboardPanFraction > 0
      && keyboardPanFraction.isFinite && quickZoomDistance > 0 && quickZoomDistance.isFinite
      && doubleTap.isValid && detentBand >= 0 && detentBand < .infinity
  }

  /// `value` as a dial with the detent applies it: exactly 0 within ``detentBand`` of 0.
  @inlinable
  func detented(_ value: Double) -> Double { abs(value) <= detentBand ? 0 : value }
}

/// What a plain scroll (a mouse wheel, a trackpad's two-finger scroll) does.
public enum PlainScroll: Hashable, Sendable {
  /// Zooms about the pointer by `k = 2^(−Δy·f)` (d3-zoom's wheel).
  case zooms
  /// Pans the image by `−delta` points (a trackpad scroll in a Mac app).
  case pans
}

/// The zooms a double tap goes through (``CropInputOptions/doubleTap``): the toggle between the
/// resting minimum and twice it, or a cycle of up to four zoom levels.
///
/// A cycle's tap zooms about the tap to the first level above the current zoom (above
/// `zoom × (1 + 1e-9)`, so a zoom at a level up to rounding counts as there), or wraps to the first
/// level when none is above; then the image settles. Each level is first clamped into the resting
/// range, so a tap always lands on a zoom the settle keeps. The levels are stored inline (no
/// array): the engine stays allocation-free.
///
///     // PhotoView's minimum → medium → maximum
///     let cycle = DoubleTapCycle(1, 2, 4)
///     cycle.count          // 3
///     cycle.level(at: 1)   // Optional(2.0)
///
/// Edge cases: ``CropEngine`` refuses a cycle with a level that is not finite and positive, or
/// levels that are not strictly increasing (``CropConfigurationError/invalidInputOptions``).
public struct DoubleTapCycle: Hashable, Sendable {
  /// The number of levels: 0 for ``toggle``, 1 to 4 for a cycle.
  public let count: Int
  /// The levels, lowest first; unused ones are 0.
  @usableFromInline let level0: Double
  /// The second level, or 0.
  @usableFromInline let level1: Double
  /// The third level, or 0.
  @usableFromInline let level2: Double
  /// The fourth level, or 0.
  @usableFromInline let level3: Double

  /// The toggle: from below `high = min(2 × restingMinimumZoom, restingMaximumZoom)` (less a
  /// relative 1e-9) to `high`, otherwise to the resting minimum.
  @inlinable
  public static var toggle: DoubleTapCycle {
    DoubleTapCycle(count: 0, level0: 0, level1: 0, level2: 0, level3: 0)
  }

  /// Creates a cycle through one to four zoom levels (the engine's zoom: 1 is the fit), lowest
  /// first. A `nil` level is skipped, so the later ones move up.
  ///
  /// - Parameters:
  ///   - first: The lowest level, where the cycle wraps to.
  ///   - second: The next level, or `nil`.
  ///   - third: The next level, or `nil`.
  ///   - fourth: The highest level, or `nil`.
  @inlinable
  public init(
    _ first: Double, _ second: Double? = nil, _ third: Double? = nil, _ fourth: Double? = nil
  ) {
    // Skip the nil levels without an array: shift the later ones down.
    var rest: (Double?, Double?, Double?) = (second, third, fourth)
    if rest.0 == nil { rest = (rest.1, rest.2, nil) }
    if rest.0 == nil { rest = (rest.1, rest.2, nil) }
    if rest.1 == nil { rest = (rest.0, rest.2, nil) }
    let n = 1 + (rest.0 == nil ? 0 : 1) + (rest.1 == nil ? 0 : 1) + (rest.2 == nil ? 0 : 1)
    self.init(
      count: n, level0: first, level1: rest.0 ?? 0, level2: rest.1 ?? 0, level3: rest.2 ?? 0)
  }

  /// Creates a cycle from its storage.
  @inlinable
  init(count: Int, level0: Double, level1: Double, level2: Double, level3: Double) {
    self.count = count
    self.level0 = level0
    self.level1 = level1
    self.level2 = level2
    self.level3 = level3
  }

  /// The level at `index` (0 is the first), or `nil` when `index` is outside `0..<count`.
  @inlinable
  public func level(at index: Int) -> Double? {
    guard index >= 0 && index < count else { return nil }
    switch index {
    case 0: return level0
    case 1: return level1
    case 2: return level2
    default: return level3
    }
  }

  /// Whether every level is finite and positive and the levels strictly increase (the toggle is
  /// valid).
  @inlinable
  var isValid: Bool {
    if count == 0 { return true }
    guard 0 < level0 && level0 < .infinity else { return false }
    var previous = level0
    for index in 1..<count {
      let level = self.level(at: index) ?? 0
      guard previous < level && level < .infinity else { return false }
      previous = level
    }
    return true
  }

  /// The zoom a tap at `zoom` goes to, for a cycle (`count > 0`): the first level, clamped into
  /// the resting range, above `zoom × (1 + 1e-9)`; otherwise the first level, clamped.
  @inlinable
  func nextZoom(after zoom: Double, limits: ZoomLimits) -> Double {
    let threshold = zoom + zoom * 1e-9
    // The levels in order, written out: a loop over level(at:) switched on the index per level.
    let first = limits.clampedToRest(level0)
    if first > threshold { return first }
    if count > 1 {
      let level = limits.clampedToRest(level1)
      if level > threshold { return level }
    }
    if count > 2 {
      let level = limits.clampedToRest(level2)
      if level > threshold { return level }
    }
    if count > 3 {
      let level = limits.clampedToRest(level3)
      if level > threshold { return level }
    }
    return first
  }
}
