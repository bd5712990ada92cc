/// A shape a ratio bar offers for the crop box (``CropEvent/ratio(_:locked:)``): free, the photo's
/// own, or an exact ratio.
///
///     engine.apply(.ratio(.square), at: t)                    // a square, locked
///     engine.apply(.ratio(.original, locked: false), at: t)   // the photo's shape, free to drag
///     engine.apply(.ratio(.free), at: t)                      // unlocked, the box as it is
public enum CropRatioPreset: Hashable, Sendable {
  /// No ratio: the box keeps its shape and handle drags are free (the event's `locked` is not
  /// read).
  case free
  /// The photo's own shape as it is shown: its upright pixel size's ratio (each side rounded to
  /// whole pixels), swapped when the photo is turned a quarter turn.
  case original
  /// An exact ratio as seen on screen: 1:1, 4:3, 16:9.
  case exactly(CropRatio)

  /// 1:1, a square (a profile photo).
  @inlinable
  public static var square: CropRatioPreset { .exactly(.square) }

  /// The exact ratio this preset locks an engine's box to for a photo of `pixelSize` (upright
  /// pixels, ``CropEngine/imagePixelSize``) turned by `orientation` (``CropEngine/orientation``):
  /// for a ratio bar to show which preset the engine's ``CropEngine/aspect`` is.
  ///
  ///     CropRatioPreset.original.ratio(
  ///       pixelSize: Size(width: 4032, height: 3024), orientation: .identity)   // 4:3
  ///
  /// Edge cases: `nil` for ``free``, and for ``original`` when a side rounds (halves up) to 0 or
  /// above 2⁵³ pixels (no exact ratio holds it; above 2³¹ − 1 where `Int` is 32 bits).
  ///
  /// - Parameters:
  ///   - pixelSize: The photo's upright size, in pixels.
  ///   - orientation: The photo's quarter turns and mirror on screen.
  /// - Returns: The ratio as seen on screen, or `nil`.
  @inlinable
  public func ratio(pixelSize: Size, orientation: CropOrientation) -> CropRatio? {
    switch self {
    case .free: return nil
    case .exactly(let r): return r
    case .original:
      // Whole pixels, halves up, as the crop's output sizes round; `CropRatio` refuses a side of
      // 0 or above 2⁵³, and `Int(exactly:)` one past `Int` (32 bits in the WebAssembly build).
      guard let w = Int(exactly: CropOutput.roundedHalfUp(pixelSize.width)),
        let h = Int(exactly: CropOutput.roundedHalfUp(pixelSize.height)),
        let r = CropRatio(width: w, height: h)
      else { return nil }
      return orientation.swapsAxes ? r.swapped : r
    }
  }
}
