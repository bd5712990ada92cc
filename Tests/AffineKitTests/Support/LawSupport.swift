import AffineKit

/// Shared pieces of the law suites: the seeds, the unit roundoff and Higham's γₙ, and absolute-value
/// transforms for error bounds.
enum Law {
  /// Sixteen fixed seeds: every law runs once per seed, so a failure names the seed that found it.
  static let seeds: [UInt64] = (0..<16).map { 0xA11_0000 + UInt64($0) * 0x9E37_79B9 }

  /// The unit roundoff of `Double` (round to nearest): u = 2⁻⁵³.
  static let u = Double.ulpOfOne / 2

  /// Higham's γₙ = n·u / (1 − n·u): a computation in which each exact term is multiplied by at most
  /// n factors (1 + δᵢ), |δᵢ| ≤ u, errs by at most γₙ times the sum of the terms' magnitudes
  /// (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed., Lemma 3.1).
  static func gamma(_ n: Int) -> Double { Double(n) * u / (1 - Double(n) * u) }

  /// The bound itself is computed in doubles from sums of at most 8 non-negative terms, so it can
  /// be low by at most a factor (1 − γ₈); dividing by that makes it an upper bound.
  static func upper(_ bound: Double) -> Double { bound / (1 - gamma(8)) }

  /// The absolute error allowance for underflow. In Higham's model with gradual underflow a
  /// product is fl(x·y) = x·y·(1 + δ) + η with |η| ≤ 2⁻¹⁰⁷⁵ (half the least subnormal; sums add no
  /// η). A law's expression has at most 16 products; each η is multiplied afterwards by at most one
  /// value of magnitude ≤ `f1` and one of magnitude ≤ `f2`, so the extra error is at most
  /// 16·η·(1 + f1)·(1 + f2).
  static func underflow(_ f1: Double, _ f2: Double) -> Double {
    // 16·η ≤ 8 · leastNonzeroMagnitude (η itself is not representable); the factors go first so
    // that the product does not underflow.
    upper((8 * (1 + f1) * (1 + f2)) * Double.leastNonzeroMagnitude)
  }

  /// The sum of the magnitudes of a transform's entries.
  static func sum(_ t: AffineTransform) -> Double {
    t.a.magnitude + t.b.magnitude + t.c.magnitude + t.d.magnitude + t.tx.magnitude
      + t.ty.magnitude
  }

  /// The sum of the magnitudes of a point's coordinates.
  static func sum(_ p: Point) -> Double { p.x.magnitude + p.y.magnitude }

  /// The transform whose entries are the magnitudes of `t`'s: concatenating such transforms and
  /// applying them to `(|x|, |y|)` gives the sum of the magnitudes of every term of the exact
  /// expanded product, which is what γₙ multiplies.
  static func magnitudes(_ t: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: t.a.magnitude, b: t.b.magnitude, c: t.c.magnitude, d: t.d.magnitude,
      tx: t.tx.magnitude, ty: t.ty.magnitude)
  }

  /// A point with the magnitudes of `p`'s coordinates.
  static func magnitudes(_ p: Point) -> Point { Point(x: p.x.magnitude, y: p.y.magnitude) }

  /// Whether every entry is finite.
  static func isFinite(_ t: AffineTransform) -> Bool {
    [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
  }

  /// Whether both coordinates are finite.
  static func isFinite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }

  /// Whether every entry is below `limit` in magnitude, so that nothing computed from the bound's
  /// sums can overflow.
  static func isModest(_ t: AffineTransform, limit: Double = 0x1p1000) -> Bool {
    [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy { $0.magnitude < limit }
  }
}
