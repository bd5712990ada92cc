/// Turns a recognizer's cumulative values into the increments the reducers take, for apps that
/// leave `scale` and `translation` alone (seed 001's second approach; Apple notes that resetting
/// them also resets the recognizer's velocity).
///
/// A recognizer reports `scale` and `translation(in:)` as totals since the gesture began. This
/// remembers the previous total and returns `k = K / K_previous` and `t = T − T_previous`; both
/// approaches then give the same geometry.
///
///     var cumulative = CumulativeGestureValues()
///     cumulative.scaleIncrement(cumulative: 1.1, phase: .began)    // 1.1
///     cumulative.scaleIncrement(cumulative: 1.32, phase: .changed) // 1.2, to rounding
///
/// Edge cases:
/// - A non-finite, zero or negative cumulative scale returns it unchanged (the reducer then
///   rejects it) and is not remembered.
/// - A non-finite cumulative translation returns it unchanged and is not remembered.
public struct CumulativeGestureValues: Hashable, Sendable {
  /// The previous cumulative scale (1 before the first event).
  public var previousScale: Double
  /// The previous cumulative translation (zero before the first event).
  public var previousTranslation: Point

  /// Creates a converter at the start of a gesture: previous scale 1, previous translation zero.
  ///
  /// Edge cases:
  /// - None: the converter has no input; a `.began` event resets it again anyway.
  @inlinable
  public init() {
    previousScale = 1
    previousTranslation = .zero
  }

  /// Returns the scale increment for a cumulative scale; on ``GesturePhase/began`` the previous
  /// total is reset to 1 first.
  ///
  /// - Parameters:
  ///   - scale: The recognizer's `scale` (since the gesture began).
  ///   - phase: The event's phase.
  /// - Returns: The increment since the previous event, unitless.
  @inlinable
  public mutating func scaleIncrement(cumulative scale: Double, phase: GesturePhase) -> Double {
    if phase == .began { previousScale = 1 }
    guard scale.isFinite, scale > 0 else { return scale }
    let increment = scale / previousScale
    previousScale = scale
    return increment
  }

  /// Returns the translation increment for a cumulative translation; on ``GesturePhase/began``
  /// the previous total is reset to zero first.
  ///
  /// - Parameters:
  ///   - translation: The recognizer's `translation(in: wrapper)`, in wrapper points.
  ///   - phase: The event's phase.
  /// - Returns: The increment since the previous event, in wrapper points.
  @inlinable
  public mutating func translationIncrement(cumulative translation: Point, phase: GesturePhase)
    -> Point
  {
    if phase == .began { previousTranslation = .zero }
    guard translation.x.isFinite, translation.y.isFinite else { return translation }
    let increment = Point(
      x: translation.x - previousTranslation.x, y: translation.y - previousTranslation.y)
    previousTranslation = translation
    return increment
  }
}
