extension ProjectiveTransform {
  /// The determinant of the 3 × 3 matrix (unitless), within 3 ulps of the rounded exact value
  /// and exactly 0 only when the exact determinant is 0 (when no intermediate overflows or
  /// underflows).
  ///
  /// It is expanded along the last column, `m14·K41 + m24·K42 + m44·K44`, where the `K`s are the
  /// 2 × 2 cofactors. For an affine last column (`m14 == 0` and `m24 == 0`) that is the one term
  /// `m44·K44`, with `K44` computed as ``AffineTransform/determinant`` is (Kahan's algorithm), so
  /// for an affine transform this is exactly ``AffineTransform/determinant``. Otherwise the
  /// cofactors are split into exact products and the expansion is summed with error-free
  /// transformations (a compensated sum, within 2 ulps), and where that cannot be proved
  /// accurate (a nearly singular matrix), the determinant is summed exactly from error-free
  /// products and rounded from there, as Shewchuk's adaptive predicates do ("Adaptive Precision
  /// Floating-Point Arithmetic and Fast Robust Geometric Predicates", 1997). So a nearly
  /// singular matrix is not mistaken for a singular one, and an exactly singular one gives
  /// exactly 0.
  ///
  /// A projective matrix and its positive multiples are the same map, but their determinants
  /// differ (by the cube of the factor): the determinant describes the matrix, and its sign
  /// whether the map keeps the orientation of the region in front of the horizon.
  ///
  ///     ProjectiveTransform(m11: 2, m12: 0, m14: 1, m21: 0, m22: 3, m24: 0, m41: 0, m42: 0,
  ///       m44: 4).determinant  // 24.0
  ///
  /// Edge cases:
  /// - Exactly 0 for a singular matrix; it can also underflow to 0 for an invertible matrix with
  ///   tiny entries, which is then treated as singular (as ``AffineTransform/determinant`` is).
  /// - NaN or infinite for non-finite entries.
  /// - Products that overflow or underflow: no error bound.
  @inlinable
  public var determinant: Double {
    // The last cofactor exactly as `adjugate` computes it, so that `inverse` is nil exactly when
    // this is 0.
    ProjectiveTransform.determinant(self, k44: Self.differenceOfProducts(m11, m22, m12, m21))
  }

  /// Returns the inverse transform, or `self` unchanged when the matrix is singular, as
  /// ``AffineTransform/inverted()`` (and CoreGraphics' `CGAffineTransformInvert`) does.
  ///
  /// Singular means ``determinant`` `== 0` exactly. The inverse is the adjugate (the transposed
  /// cofactors, each a difference of products by Kahan's algorithm) divided by the determinant.
  /// That choice of scale (a projective inverse is only defined up to a factor) makes the inverse
  /// of an affine transform affine, `ProjectiveTransform(t).inverted() ==
  /// ProjectiveTransform(t.inverted())` for finite `t` (its `m44` is `det/det == 1`), and makes
  /// `inverted().inverted()` the original matrix up to rounding, not a multiple of it. Each entry
  /// is within 6 ulps of the exact inverse of the stored matrix when no intermediate overflows
  /// or underflows (the cofactor's 2u at most, the determinant's 3.01u and the division's u; the
  /// accuracy tests measure it against exact rational arithmetic).
  ///
  ///     ProjectiveTransform(m11: 2, m12: 0, m14: 0, m21: 0, m22: 4, m24: 0, m41: 0, m42: 0,
  ///       m44: 8).inverted()
  ///     // m11: 0.5, m22: 0.25, m44: 0.125 (other entries ±0)
  ///
  /// Edge cases:
  /// - Singular (`determinant == 0`, including a determinant that underflows to 0): returns
  ///   `self`. Use ``inverse`` to tell this case apart.
  /// - Subnormal determinant: inverted; the entries may overflow to infinity.
  /// - NaN or infinite determinant: not singular; the result has NaN or zero entries.
  @inlinable
  public func inverted() -> ProjectiveTransform {
    inverse ?? self
  }

  /// The inverse transform, or `nil` exactly when the matrix is singular (``determinant``
  /// `== 0`).
  ///
  /// The same computation as ``inverted()``, with the failure made visible.
  ///
  ///     ProjectiveTransform(AffineTransform(scaleX: 0, y: 1)).inverse  // nil
  ///
  /// Edge cases:
  /// - NaN determinant: not `nil`; the entries are NaN.
  @inlinable
  public var inverse: ProjectiveTransform? {
    let adjugate = self.adjugate
    let det = ProjectiveTransform.determinant(self, k44: adjugate.m44)
    if det == 0 { return nil }
    // Dividing each entry by det (rather than multiplying by 1/det) keeps a subnormal det from
    // overflowing the reciprocal to infinity, and keeps m44 = det/det exactly 1 for an affine
    // matrix.
    return ProjectiveTransform(
      m11: adjugate.m11 / det, m12: adjugate.m12 / det, m14: adjugate.m14 / det,
      m21: adjugate.m21 / det, m22: adjugate.m22 / det, m24: adjugate.m24 / det,
      m41: adjugate.m41 / det, m42: adjugate.m42 / det, m44: adjugate.m44 / det)
  }
}

extension ProjectiveTransform {
  /// The adjugate (the transposed matrix of cofactors): `self · adjugate == determinant · I`.
  /// Each entry is a 2 × 2 determinant computed by ``differenceOfProducts(_:_:_:_:)``, so it is
  /// within 2u of its exact value; its last row is the cofactors of the last column.
  @inlinable
  var adjugate: ProjectiveTransform {
    // Rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44). Entry (i, j) of the adjugate is the
    // cofactor of entry (j, i): (-1)^(i+j) times the minor without row j and column i. For an
    // affine matrix (m14 = m24 = 0, m44 = 1) these are exactly AffineTransform.inverted()'s
    // numerators: d, -b, -c, a, c*ty - d*tx, b*tx - a*ty, and a*d - b*c in m44, by the same
    // function, so that the inverse of an affine matrix is AffineTransform's bit for bit.
    ProjectiveTransform(
      m11: Self.differenceOfProducts(m22, m44, m24, m42),
      m12: Self.differenceOfProducts(m14, m42, m12, m44),
      m14: Self.differenceOfProducts(m12, m24, m14, m22),
      m21: Self.differenceOfProducts(m24, m41, m21, m44),
      m22: Self.differenceOfProducts(m11, m44, m14, m41),
      m24: Self.differenceOfProducts(m14, m21, m11, m24),
      m41: Self.differenceOfProducts(m21, m42, m22, m41),
      m42: Self.differenceOfProducts(m12, m41, m11, m42),
      m44: Self.differenceOfProducts(m11, m22, m12, m21))
  }

  /// `p*q - r*s` by Kahan's algorithm, as ``AffineTransform/determinant`` computes it.
  @inlinable
  @inline(always)
  static func differenceOfProducts(_ p: Double, _ q: Double, _ r: Double, _ s: Double)
    -> Double
  {
    AffineTransform.differenceOfProducts(p, q, r, s)
  }

  /// The determinant of `t`, given its cofactor `k44 = m11*m22 - m12*m21` by Kahan's algorithm:
  /// `m44·k44` for an affine last column (within 3.01u: the cofactor's 2u and the product's u),
  /// else ``compensatedDeterminant(_:)``.
  ///
  /// Kahan's algorithm is not enough for the other case: each cofactor's own rounding (up to 2u of
  /// its magnitude) is as large as the determinant of a matrix a few ulps from singular, so the
  /// cofactors there are split into exact products instead.
  @inlinable
  static func determinant(_ t: ProjectiveTransform, k44: Double) -> Double {
    // For an affine matrix m44·k44 is k44 itself: AffineTransform's determinant bit for bit, the
    // sign of a zero included.
    if t.m14 == 0 && t.m24 == 0 { return t.m44 * k44 }
    return compensatedDeterminant(t)
  }

  /// The determinant of `t` by the cofactor expansion along the last column, evaluated with
  /// error-free transformations, kept where an a-posteriori bound proves it within 2 ulps, else
  /// ``exactDeterminant(_:)``. This is the second stage of Shewchuk's adaptive predicates
  /// ("Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates", 1997,
  /// §4): much cheaper than the exact sum, which only nearly singular matrices reach.
  @inlinable
  static func compensatedDeterminant(_ t: ProjectiveTransform) -> Double {
    // With u = 2⁻⁵³ and no underflow or overflow, TwoSum and TwoProduct (Knuth; Ogita, Rump &
    // Oishi, "Accurate Sum and Dot Product", SIAM J. Sci. Comput. 26, 2005, §3) split a + b and
    // a·b exactly into their rounded value and its error, which is at most u times the value.
    // For each cofactor k = p·q − r·s: P + eP = p·q and Q + eQ = r·s exactly (one fused
    // multiply-add each), s + σ = P − Q exactly (TwoSum), so k = s + (σ + eP − eQ) exactly; the
    // low part ℓ = fl(fl(σ + eP) − eQ) errs by at most γ₂·(|σ| + |eP| + |eQ|) ≤ 4u²·S with
    // S = |P| + |Q| (|s| ≤ (1 + u)·S, |σ| ≤ u·|s|, |eP| ≤ u·|P|; first order in u from here on).
    // det = Σ mᵢ·kᵢ = Σ mᵢ·sᵢ + Σ mᵢ·(exact low)ᵢ over the last column's factors m14, m24, m44.
    // Each mᵢ·sᵢ = hᵢ + rᵢ exactly (TwoProduct), and two TwoSums give h₁ + h₂ + h₃ = a + q₁ + q₂
    // exactly. The tail q₁ + q₂ + r₁ + r₂ + r₃ + Σ mᵢ·ℓᵢ (eight terms, three of them products)
    // is summed plainly: within γ₈ of the sum of its terms' magnitudes (Higham, "Accuracy and
    // Stability of Numerical Algorithms", 2nd ed., 2002, §4.2), which is at most
    // |q₁| + |q₂| + Σ|rᵢ| + Σ|mᵢ|·|ℓᵢ| ≤ 3u·Σ|hᵢ| + 2u·B ≈ 5u·B with B = Σ |mᵢ|·Sᵢ; 6u·B leaves
    // room for the terms in u². With the low parts' 4u²·B and the last rounding,
    // |result − det| ≤ u·|result| + (8·6 + 4)u²·B = u·|result| + 52u²·B.
    // The result is kept when |result| ≥ 64u·B̂, B̂ the computed B (within γ₄ of it): then
    // 52u²·B ≤ (52/64)(1 + γ₄)·u·|result| and |result − det| < 1.82u·|result|, so the relative
    // error is below 1.83u, at most 2 doubles from the rounded exact value, with det's sign, and
    // 0 only when det is. Otherwise the matrix is within about 64u·B of singular.
    let k41 = compensatedCofactor(t.m21, t.m42, t.m22, t.m41)
    let k42 = compensatedCofactor(t.m12, t.m41, t.m11, t.m42)
    let k44 = compensatedCofactor(t.m11, t.m22, t.m12, t.m21)
    let (h1, r1) = twoProduct(t.m14, k41.high)
    let (h2, r2) = twoProduct(t.m24, k42.high)
    let (h3, r3) = twoProduct(t.m44, k44.high)
    let (h12, q1) = twoSum(h1, h2)
    let (high, q2) = twoSum(h12, h3)
    let tail =
      (((((((q1 + q2) + r1) + r2) + r3) + t.m14 * k41.low) + t.m24 * k42.low) + t.m44 * k44.low)
    let result = high + tail
    let size =
      (t.m14.magnitude * k41.size + t.m24.magnitude * k42.size) + t.m44.magnitude * k44.size
    // 64u = 2⁻⁴⁷. A NaN fails the comparison; an infinite result fails the finiteness test.
    if result.magnitude >= 0x1p-47 * size && result.isFinite { return result }
    return exactDeterminant(t)
  }

  /// `p·q − r·s` as `high + low` (exact up to 4u² of `size`), and `size = |p·q| + |r·s|`.
  @inlinable
  static func compensatedCofactor(
    _ p: Double, _ q: Double, _ r: Double, _ s: Double
  ) -> (high: Double, low: Double, size: Double) {
    let (pq, pqError) = twoProduct(p, q)
    let (rs, rsError) = twoProduct(r, s)
    let (high, sumError) = twoSum(pq, -rs)
    return (high, (sumError + pqError) - rsError, pq.magnitude + rs.magnitude)
  }

  /// Knuth's TwoSum: `a + b == sum + error` exactly, with `sum` the rounded sum.
  @inlinable
  static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let sum = a + b
    let bVirtual = sum - a
    return (sum, (a - (sum - bVirtual)) + (b - bVirtual))
  }

  /// TwoProduct by one fused multiply-add: `a·b == product + error` exactly.
  @inlinable
  static func twoProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
    let product = a * b
    return (product, (-product).addingProduct(a, b))
  }

  /// The determinant of `t` from its exact value: the 2 × 2 cofactors of the last column as
  /// exact sums of error-free products (`p·q = hi + lo` with one fused multiply-add), each term
  /// multiplied out error-free again, and the 24 resulting doubles summed exactly into a
  /// nonoverlapping expansion (Shewchuk's Grow-Expansion with zero elimination) that is then
  /// rounded by adding its components from the smallest up. The result has the exact sign, is 0
  /// exactly when the determinant is, and is within an ulp or so of it (measured against exact
  /// rational arithmetic in the accuracy tests).
  ///
  /// Returns the plain expansion `(m14·k41 + m24·k42) + m44·k44` (cofactors by Kahan's
  /// algorithm) when an entry is not finite or an intermediate overflows, so non-finite results
  /// are those of the plain formula.
  @usableFromInline
  @inline(never)
  static func exactDeterminant(_ t: ProjectiveTransform) -> Double {
    var sum = Expansion()
    // det = m14·(m21·m42 − m22·m41) + m24·(m12·m41 − m11·m42) + m44·(m11·m22 − m12·m21)
    sum.addProduct(t.m14, t.m21, t.m42, t.m22, t.m41)
    sum.addProduct(t.m24, t.m12, t.m41, t.m11, t.m42)
    sum.addProduct(t.m44, t.m11, t.m22, t.m12, t.m21)
    let result = sum.rounded
    if result.isFinite && !sum.sawNonFinite { return result }
    let k41 = differenceOfProducts(t.m21, t.m42, t.m22, t.m41)
    let k42 = differenceOfProducts(t.m12, t.m41, t.m11, t.m42)
    let k44 = differenceOfProducts(t.m11, t.m22, t.m12, t.m21)
    return (t.m14 * k41 + t.m24 * k42) + t.m44 * k44
  }
}

/// An exact sum of doubles, kept as a nonoverlapping expansion: components in increasing
/// magnitude whose exact sum is the value (Shewchuk 1997). At most 24 components are ever added,
/// so the storage is a fixed-size vector (no allocation).
struct Expansion {
  /// The components, smallest first; only the first `count` are used.
  var components = SIMD32<Double>()
  var count = 0
  /// Whether a component was NaN or infinite (the exact sum is meaningless then).
  var sawNonFinite = false

  /// Adds `factor · (p·q − r·s)` exactly: the two products split error-free into `hi + lo`
  /// (`lo` by one fused multiply-add), then each of the four parts times `factor`, split again.
  mutating func addProduct(
    _ factor: Double, _ p: Double, _ q: Double, _ r: Double, _ s: Double
  ) {
    let pq = p * q
    let pqError = (-pq).addingProduct(p, q)
    let rs = r * s
    let rsError = (-rs).addingProduct(r, s)
    add(factor, times: pq)
    add(factor, times: pqError)
    add(factor, times: -rs)
    add(factor, times: -rsError)
  }

  /// Adds `factor · part` exactly, as its rounded product and that product's error.
  mutating func add(_ factor: Double, times part: Double) {
    let high = factor * part
    add(high)
    add((-high).addingProduct(factor, part))
  }

  /// Adds one double exactly (Grow-Expansion with zero elimination: a chain of two-sums through
  /// the components, keeping each nonzero rounding error).
  mutating func add(_ b: Double) {
    if !b.isFinite { sawNonFinite = true }
    var q = b
    var kept = 0
    for i in 0..<count {
      let (sum, error) = ProjectiveTransform.twoSum(q, components[i])
      q = sum
      if error != 0 {
        components[kept] = error
        kept += 1
      }
    }
    if q != 0 {
      components[kept] = q
      kept += 1
    }
    count = kept
  }

  /// The value rounded to a double: the components added from the smallest up. Nonzero
  /// components are nonoverlapping, so the result has the sign of the largest one, and it is
  /// 0 only for an empty expansion.
  var rounded: Double {
    var result = 0.0
    for i in 0..<count { result += components[i] }
    return result
  }
}
