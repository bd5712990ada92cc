/// The shapes a free crop box may take: its width over its height on screen (the output's shape)
/// between a minimum and a maximum, as ``CropBoxEditing/aspectRange``.
///
/// Instagram's feed takes photos from 4:5 (portrait) to 1.91:1 (landscape); an editor for it lets
/// the box be dragged freely within that range:
///
///     let feed = CropAspectRange(minimum: 4.0 / 5, maximum: 1.91)
///     feed.clamped(16.0 / 9)   // 1.7777777777777777: inside
///     feed.clamped(3)          // 1.91
///     feed.clamped(0.5)        // 0.8
///
/// Every handle drag of a free box honours the range as two more half-planes of the drag's widths
/// (`w_x ≤ maximum·w_y`, `w_x ≥ minimum·w_y`), met as the drag's other rules are, to its rounding
/// (a relative 2⁻⁴⁰): a drag that would leave the range slides along it, and a drag that stays
/// inside is the drag without a range, bit for bit. A free box outside the range takes the
/// nearest shape in it, at the largest box of that shape in the crop area, keeping the crop's
/// centre: when ``CropEvent/configure(_:)`` sets the range, after a quarter turn, when
/// ``CropEvent/ratio(_:locked:)`` unlocks the box, at the recentre after a drag, at a reset and as
/// an engine's first box from a crop area. A locked ratio is the user's explicit choice and is kept
/// even outside the range; a one-off shape (`locked: false`) is taken into it. A box the app lays
/// out (``CropEvent/layout(cropBox:)``) or a snapshot restores is kept as it is; a drag from it
/// moves only toward the range.
///
/// Edge cases: an engine refuses a range whose bounds are not finite and positive, or whose
/// minimum is above its maximum (``CropConfigurationError/invalidAspectRange``). A minimum equal to
/// the maximum allows one shape, as a lock does. A range so wide (or tall) that the largest box of
/// its nearest shape in the crop area is thinner than ``CropBoxEditing/minimumSize`` gives that
/// thinner box: as with any box that starts below the minimum, drags do not grow it to it. A
/// quarter turn whose turned box is fitted into the range changes the crop (the box's shape), and
/// its animation starts the box from the fitted shape.
public struct CropAspectRange: Hashable, Sendable {
  /// The smallest width over height, unitless (below 1 for a portrait shape). Finite and positive.
  public var minimum: Double
  /// The largest width over height, unitless. Finite, positive, and at least ``minimum``.
  public var maximum: Double

  /// Creates a range, storing the bounds as given (an engine validates them).
  ///
  /// - Parameters:
  ///   - minimum: The smallest width over height.
  ///   - maximum: The largest width over height.
  @inlinable
  public init(minimum: Double, maximum: Double) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// `aspect` (a width over a height) taken into the range: the nearest bound when it is outside.
  @inlinable
  public func clamped(_ aspect: Double) -> Double { Swift.min(Swift.max(aspect, minimum), maximum) }

  /// Whether `aspect` (a width over a height) is within the range, bounds included.
  @inlinable
  func contains(_ aspect: Double) -> Bool { clamped(aspect) == aspect }

  /// Whether the bounds are finite, positive and in order.
  @inlinable
  var isValid: Bool {
    minimum > 0 && minimum <= maximum && maximum < .infinity
  }
}
