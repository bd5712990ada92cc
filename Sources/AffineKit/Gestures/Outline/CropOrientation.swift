/// The exact part of the image's orientation on screen: a number of quarter turns and an optional
/// mirror, applied before ``CropEngine/angle``.
///
/// As a matrix (column vectors, y down) it is `O = R(90°)^quarterTurns · M`, where `M` is the
/// identity, or `diag(−1, 1)` (a left-right mirror of the image) when ``isMirrored``, and `R(90°)`
/// turns +x toward +y. Every entry is exactly `0`, `1` or `−1`: a quarter turn never goes through
/// `sin(π/2)`, so turning four times, or mirroring twice, gives back the same orientation exactly.
///
///     CropOrientation(quarterTurns: 5)                   // 1 quarter turn
///     CropOrientation.identity.turned(by: -1)            // 3 quarter turns
///     CropOrientation.identity.flipped(.horizontal)      // mirrored, 0 quarter turns
public struct CropOrientation: Hashable, Sendable {
  /// The quarter turns in the low two bits and the mirror in the third: one byte, so the engine's
  /// state and its settle animation stay small.
  @usableFromInline let bits: UInt8

  /// The number of quarter turns, `0...3`; each turns +x toward +y (clockwise on a y-down screen).
  @inlinable
  public var quarterTurns: Int { Int(bits & 3) }
  /// Whether the image is mirrored left to right (in its own axes, before the turns).
  @inlinable
  public var isMirrored: Bool { bits & 4 != 0 }

  /// Creates an orientation.
  ///
  /// - Parameters:
  ///   - quarterTurns: Any number of quarter turns, taken modulo 4 (so `-1` is `3`).
  ///   - isMirrored: Whether the image is mirrored left to right before it is turned.
  @inlinable
  public init(quarterTurns: Int = 0, isMirrored: Bool = false) {
    bits = UInt8((quarterTurns % 4 + 4) % 4) | (isMirrored ? 4 : 0)
  }

  /// No turn and no mirror.
  @inlinable
  public static var identity: CropOrientation { CropOrientation() }

  /// Whether this is ``identity``.
  @inlinable
  public var isIdentity: Bool { bits == 0 }

  /// The orientation after the screen's view is turned by `count` more quarter turns (positive
  /// turns +x toward +y).
  ///
  /// Equivalent to `R(90°)^count · O`.
  @inlinable
  public func turned(by count: Int) -> CropOrientation {
    CropOrientation(quarterTurns: quarterTurns + count % 4, isMirrored: isMirrored)
  }

  /// `self · first`: the orientation of `first` followed by this one's mirror and quarter turns
  /// on screen, composed exactly (a turn or flip event applied to the current orientation; a
  /// crop's orientation after an image's own EXIF orientation).
  @inlinable
  func composed(after first: CropOrientation) -> CropOrientation {
    let mirrored = isMirrored ? first.flipped(.horizontal) : first
    return mirrored.turned(by: quarterTurns)
  }

  /// The orientation after the screen's view is mirrored along `axis`.
  ///
  /// A horizontal flip mirrors left to right, `F = diag(−1, 1)`; a vertical flip mirrors top to
  /// bottom, `diag(1, −1)`, which is a horizontal flip then a half turn. Equivalent to `F · O`:
  /// `F · R(90°)^k · M = R(90°)^(−k) · (F · M)` for a horizontal flip, and `R(90°)^(2 − k) · (F · M)`
  /// for a vertical one.
  @inlinable
  public func flipped(_ axis: FlipAxis) -> CropOrientation {
    let k = axis == .horizontal ? -quarterTurns : 2 - quarterTurns
    return CropOrientation(quarterTurns: k, isMirrored: !isMirrored)
  }

  /// Whether the image's width runs along the screen's y axis (an odd number of quarter turns).
  @inlinable
  var swapsAxes: Bool { bits & 1 == 1 }

  /// The matrix `O` as the linear part of an ``AffineTransform``: a point `(x, y)` maps to
  /// `(a·x + c·y, b·x + d·y)` (column vectors, y down). Every entry is exactly 0 or ±1.
  @inlinable
  var matrix: AffineTransform {
    // R(90°)^k as [a c; b d]: k = 0 [1 0; 0 1], 1 [0 −1; 1 0], 2 [−1 0; 0 −1], 3 [0 1; −1 0].
    let (a, b, c, d): (Double, Double, Double, Double)
    switch quarterTurns {
    case 1: (a, b, c, d) = (0, 1, -1, 0)
    case 2: (a, b, c, d) = (-1, 0, 0, -1)
    case 3: (a, b, c, d) = (0, -1, 1, 0)
    default: (a, b, c, d) = (1, 0, 0, 1)
    }
    // The mirror diag(−1, 1) acts first: it negates the first column (a, b).
    return AffineTransform(a: isMirrored ? -a : a, b: isMirrored ? -b : b, c: c, d: d, tx: 0, ty: 0)
  }
}

/// The axis of a ``CropEvent/flip(_:)``, on the screen.
public enum FlipAxis: Hashable, Sendable {
  /// Mirrors what the screen shows left to right (about a vertical line through the crop box's
  /// centre).
  case horizontal
  /// Mirrors what the screen shows top to bottom (about a horizontal line through the crop box's
  /// centre).
  case vertical
}

#if !hasFeature(Embedded)
  /// The orientation as its initializer takes it, for example
  /// `"CropOrientation(quarterTurns: 1, isMirrored: false)"`.
  ///
  /// Compiled out under Embedded Swift (`#if !hasFeature(Embedded)`) with the other descriptions,
  /// so that the Embedded build has no `CustomStringConvertible` conformances at all.
  extension CropOrientation: CustomStringConvertible {
    /// The quarter turns (`0...3`) and the mirror, as `init(quarterTurns:isMirrored:)` takes them.
    @inlinable
    public var description: String {
      "CropOrientation(quarterTurns: \(quarterTurns), isMirrored: \(isMirrored))"
    }
  }
#endif
