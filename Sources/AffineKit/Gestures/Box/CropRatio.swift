/// An exact, integer aspect ratio `width:height` for a crop (1:1, 4:3, 16:9), kept in lowest
/// terms.
///
/// The terms are reduced by their greatest common divisor when the ratio is created, so 4:2 and
/// 2:1 are the same ratio (equal and with the same hash), and an output of `n·width × n·height`
/// pixels has this ratio exactly for every whole `n ≥ 1`.
///
///     CropRatio(width: 16, height: 9)   // 16:9
///     CropRatio(width: 4, height: 2)    // 2:1
///     CropRatio(width: 0, height: 1)    // nil
public struct CropRatio: Hashable, Sendable {
  /// The width term, in lowest terms: at least 1 and at most 2⁵³.
  public let width: Int
  /// The height term, in lowest terms: at least 1 and at most 2⁵³.
  public let height: Int

  /// Creates a ratio `width:height`, reduced to lowest terms.
  ///
  /// Edge cases (each returns `nil`):
  /// - A zero or negative term.
  /// - A term above 2⁵³ after reducing: it has no exact `Double`, so the crop output could not keep
  ///   the ratio exact.
  ///
  /// - Parameters:
  ///   - width: The width term, a positive whole number.
  ///   - height: The height term, a positive whole number.
  @inlinable
  public init?(width: Int, height: Int) {
    guard width > 0, height > 0 else { return nil }
    // Euclid's algorithm on positive integers: no overflow, at most ~90 steps.
    var a = width
    var b = height
    while b != 0 { (a, b) = (b, a % b) }
    let w = width / a
    let h = height / a
    guard Int64(w) <= Self.largestTerm, Int64(h) <= Self.largestTerm else { return nil }
    self.width = w
    self.height = h
  }

  /// The ratio turned a quarter turn, `height:width` (4:3 becomes 3:4).
  @inlinable
  public var swapped: CropRatio { CropRatio(reducedWidth: height, height: width) }

  /// Whether a box of `size` has this ratio's shape, `width / height` within a billionth of it
  /// (a box laid out for a ratio is off it by a rounding or two).
  @inlinable
  func isShape(of size: Size) -> Bool {
    let ratio = Double(width) / Double(height)
    return (size.width / size.height - ratio).magnitude <= 1e-9 * ratio
  }

  /// 1:1, a square crop (a profile photo).
  @inlinable
  public static var square: CropRatio { CropRatio(reducedWidth: 1, height: 1) }

  /// Creates a ratio from terms already in lowest terms and in range.
  @inlinable
  init(reducedWidth width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The largest term a ratio keeps: 2⁵³, the last integer every larger one is exactly one apart from
  /// in `Double`. An `Int64`, so that it is not `1 << 53` shifted out of a 32-bit `Int` (zero, which
  /// refused every ratio on wasm32).
  @usableFromInline
  static var largestTerm: Int64 { 1 << 53 }
}
