/// The crop box's shape, its width over its height, in one form: locked to an exact ratio, or free
/// at the ratio it has.
///
/// The engine's ``CropEngine/aspect``, a ``SavedCrop``'s (to rebuild a box of the saved shape) and
/// a ``CropRegion``'s under a perspective (the output's shape, which its corners cannot say) are
/// each one of these. A locked ratio is exact: handle drags keep it, a quarter turn swaps it, and a
/// box or an output built from it has it exactly (``CropOutput/largestCropBox(in:ratio:)``). A free
/// aspect is measured, `width / height` of the box, and is exact only to rounding.
///
///     engine.apply(.ratio(.exactly(CropRatio(width: 16, height: 9)!)), at: t)
///     engine.aspect                          // .locked(16:9)
///     engine.apply(.ratio(.free), at: t)
///     engine.aspect                          // .free(1.7777777777777777): the box keeps its shape
///     engine.aspect.widthOverHeight          // 1.7777777777777777
public enum CropAspect: Hashable, Sendable {
  /// The box is locked to this exact ratio (``CropEvent/ratio(_:locked:)``, or an engine made with
  /// `lockedRatio:`).
  case locked(CropRatio)
  /// The box's shape is free; this is its width over its height as measured, a unitless number
  /// (finite and positive for every box an engine has; a ``SavedCrop`` read from JSON says so too,
  /// one made in code may hold any value, and then builds no box).
  case free(widthOverHeight: Double)

  /// The width over the height, unitless: the locked ratio's `width / height` (rounded once), or
  /// the free aspect's value.
  @inlinable
  public var widthOverHeight: Double {
    switch self {
    case .locked(let r): return Double(r.width) / Double(r.height)
    case .free(let value): return value
    }
  }

  /// The locked ratio, or `nil` for a free box.
  @inlinable
  public var lockedRatio: CropRatio? {
    if case .locked(let r) = self { return r }
    return nil
  }

  /// The aspect of a box of `size` with the lock `ratio`: `.locked(ratio)`, or without one
  /// `.free(width / height)`.
  @inlinable
  init(box size: Size, lockedRatio ratio: CropRatio?) {
    if let ratio {
      self = .locked(ratio)
    } else {
      self = .free(widthOverHeight: size.width / size.height)
    }
  }
}
