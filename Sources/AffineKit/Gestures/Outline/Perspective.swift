/// A keystone correction: a virtual tilt of the photo's plane, seen through a pinhole, as the
/// horizontal and vertical perspective sliders of a photo editor apply it.
///
/// The photo lies in a plane through its centre, facing the viewer. The plane turns by
/// ``horizontal`` about the photo's own vertical axis and then by ``vertical`` about its own
/// horizontal axis (both through the photo's centre), and a pinhole at ``distance(fitted:)`` in
/// front of the centre projects it back onto the screen: Core Animation's perspective,
/// `CATransform3D` with `m34 = −1/d`. A point `(x, y)` of the fitted photo, relative to its centre
/// (points at zoom 1, y down), goes to
///
///     X = x·cos h
///     Y = y·cos v − x·sin h·sin v
///     Z = x·sin h·cos v + y·sin v           (toward the viewer)
///     π(x, y) = (X, Y) / (1 − Z/d)
///
/// so a positive ``horizontal`` brings the photo's right edge nearer (drawn taller) and a positive
/// ``vertical`` its bottom edge (drawn wider). The tilt axes are the photo's, not the screen's:
/// the straighten angle, the quarter turns and the mirror act on the photo as tilted, so a quarter
/// turn turns the corrected picture rigidly. To straighten the converging verticals of a building
/// photographed from below (its top drawn narrower), bring the top nearer: a negative
/// ``vertical``.
///
/// The pinhole is at 0.6 × the fitted photo's diagonal: the 26 mm (35 mm equivalent) main camera
/// of a phone, whose focal length is 26/43.3 of the 35 mm frame's diagonal. It scales with the
/// photo, so a perspective means the same picture at every layout and zoom.
///
/// Each angle is within ±``maximumAngle`` (30°, Mantis's `maxSkewDegrees`; Photos' range is not
/// published). Within it no point of the photo reaches the pinhole's horizon: `1 − Z/d` stays
/// above 0.4, so the photo as drawn is a convex quadrilateral.
///
///     let p = Perspective(horizontal: 0, vertical: -.pi / 18)   // the top 10° nearer
public struct Perspective: Hashable, Sendable {
  /// The tilt about the photo's vertical axis, in radians: positive brings its right edge nearer.
  /// Within ±``maximumAngle``.
  public let horizontal: Double
  /// The tilt about the photo's horizontal axis, in radians: positive brings its bottom edge
  /// nearer. Within ±``maximumAngle``.
  public let vertical: Double

  /// The largest tilt on either axis, in radians: 30°, `π/6`.
  @inlinable
  public static var maximumAngle: Double { Double.pi / 6 }

  /// The pinhole's distance from the photo's plane as a fraction of the fitted photo's diagonal
  /// (a ratio, not a focal length in millimetres): 0.6, about the view of a phone's main camera
  /// (a 26 mm-equivalent lens has a diagonal field of view near 80°, which a pinhole at 0.6 × the
  /// diagonal spans).
  @inlinable
  public static var distanceRatio: Double { 0.6 }

  /// No tilt: the photo is drawn flat.
  @inlinable
  public static var none: Perspective { Perspective(uncheckedHorizontal: 0, vertical: 0) }

  /// A perspective from two angles in radians, each clamped into ±``maximumAngle``.
  ///
  /// Edge cases: a NaN or infinite angle gives `nil` (a
  /// ``CropEvent/perspective(horizontal:vertical:)`` event with one is rejected with
  /// ``CropEventRejection/invalidPerspective``); `-0.0` is kept as given and tilts nothing.
  ///
  /// - Parameters:
  ///   - horizontal: The tilt about the photo's vertical axis, in radians.
  ///   - vertical: The tilt about the photo's horizontal axis, in radians.
  @inlinable
  public init?(horizontal: Double, vertical: Double) {
    guard CropEngine.isFinite(horizontal), CropEngine.isFinite(vertical) else { return nil }
    let m = Self.maximumAngle
    self.init(
      uncheckedHorizontal: Swift.min(Swift.max(horizontal, -m), m),
      vertical: Swift.min(Swift.max(vertical, -m), m))
  }

  /// A perspective from two finite angles already in range.
  @inlinable
  init(uncheckedHorizontal h: Double, vertical v: Double) {
    horizontal = h
    vertical = v
  }

  /// The projection's numbers for a photo of `fitted` size: the angles' sines and cosines and the
  /// pinhole's distance. Computed when a rule needs them, so that an engine's every copy stays
  /// two numbers larger, not six: only the perspective's own paths pay for the trigonometry.
  @usableFromInline
  struct Projection: Sendable {
    @usableFromInline let sinH: Double
    @usableFromInline let cosH: Double
    @usableFromInline let sinV: Double
    @usableFromInline let cosV: Double
    /// The pinhole's distance, ``Perspective/distance(fitted:)``.
    @usableFromInline let d: Double

    @inlinable
    init(_ p: Perspective, fitted: Size) {
      (sinH, cosH) = p.horizontal == 0 ? (0, 1) : Trigonometry.sinCos(p.horizontal)
      (sinV, cosV) = p.vertical == 0 ? (0, 1) : Trigonometry.sinCos(p.vertical)
      d = Perspective.distance(fitted: fitted)
    }

    /// `π(x, y)` for a point of the fitted photo relative to its centre; `w = 1 − Z/d` is above
    /// 0.4 inside the photo. `nil` for a point at or behind the pinhole's horizon (`w ≤ 0`, far
    /// outside the photo).
    @inlinable
    func project(_ x: Double, _ y: Double) -> Point? {
      let w = 1 - (x * (sinH * cosV) + y * sinV) / d
      guard w > 0 else { return nil }
      return Point(x: x * cosH / w, y: (y * cosV - x * (sinH * sinV)) / w)
    }

    /// `π⁻¹(X, Y)`: the photo's point (relative to its centre, fitted points) that `π` draws at
    /// `(X, Y)`, or `nil` when none in front of the horizon does. `π`'s matrix is upper
    /// triangular (``Perspective/projection(fitted:)``), so its inverse is in closed form: with
    /// `u = X / cos h` and `v = (Y + sin h·sin v·u) / cos v`, the point is `(u, v) / (1 + Z'/d)`
    /// where `Z' = u·sin h·cos v + v·sin v`, the denominator being `1/w` of the point.
    @inlinable
    func unproject(_ x: Double, _ y: Double) -> Point? {
      let u = x / cosH
      let v = (y + (sinH * sinV) * u) / cosV
      let k = 1 + (u * (sinH * cosV) + v * sinV) / d
      guard k > 0 else { return nil }
      return Point(x: u / k, y: v / k)
    }
  }

  /// Whether there is no tilt (both angles zero): the photo is drawn flat, and every rule takes
  /// its affine path.
  @inlinable
  public var isNone: Bool { horizontal == 0 && vertical == 0 }

  /// The pinhole's distance in points for a photo of `fitted` size:
  /// ``distanceRatio`` × its diagonal.
  @inlinable
  public static func distance(fitted: Size) -> Double {
    distanceRatio * (fitted.width * fitted.width + fitted.height * fitted.height).squareRoot()
  }

  /// The projection `π` for a photo of `fitted` size, as a matrix: points relative to the photo's
  /// centre, at zoom 1, before the straighten angle, turns and mirror. ``ProjectiveTransform``'s
  /// row-vector convention, with `m44 = 1` (the centre maps to itself); the identity with no tilt.
  @inlinable
  public func projection(fitted: Size) -> ProjectiveTransform {
    if isNone { return .identity }
    let p = Projection(self, fitted: fitted)
    return ProjectiveTransform(
      m11: p.cosH, m12: -(p.sinH * p.sinV), m14: -(p.sinH * p.cosV) / p.d,
      m21: 0, m22: p.cosV, m24: -p.sinV / p.d,
      m41: 0, m42: 0, m44: 1)
  }

  /// This perspective's projection for a photo of `fitted` size, then `affine`: the image view's
  /// whole transform about its centre when `affine` is its geometry's (the zoom, straighten
  /// angle, turns and mirror). Exactly `affine`, embedded, with no perspective.
  @inlinable
  func projectiveTransform(then affine: AffineTransform, fitted: Size) -> ProjectiveTransform {
    let embedded = ProjectiveTransform(affine)
    if isNone { return embedded }
    return projection(fitted: fitted).concatenating(embedded)
  }

  /// A point `q` of the plane the frame's matrix draws (relative to the photo's centre, at zoom
  /// 1, for a photo of `fitted` size) under perspective `p0`, as the same photo point under `p1`:
  /// `π₁(π₀⁻¹(q))`. `q` itself when the point has no image (beyond the horizon of either).
  @inlinable
  @inline(never)
  static func transfer(_ q: Point, from p0: Perspective, to p1: Perspective, fitted: Size) -> Point
  {
    let photo = p0.isNone ? q : (Projection(p0, fitted: fitted).unproject(q.x, q.y) ?? q)
    if p1.isNone { return photo }
    return Projection(p1, fitted: fitted).project(photo.x, photo.y) ?? q
  }
}

#if !hasFeature(Embedded)
  extension Perspective {
    /// Reads a perspective stored as `[horizontal, vertical]` (radians) at `key`: both finite and
    /// within ±``maximumAngle``, or `DecodingError.dataCorrupted` (a saved value is never clamped).
    @usableFromInline
    static func decode<Key: CodingKey>(from c: KeyedDecodingContainer<Key>, forKey key: Key) throws
      -> Perspective
    {
      var angles = try c.nestedUnkeyedContainer(forKey: key)
      let h = try angles.decode(Double.self)
      let v = try angles.decode(Double.self)
      try angles.expectEnd(of: "Perspective", count: 2)
      guard let p = Perspective(horizontal: h, vertical: v), p.horizontal == h, p.vertical == v
      else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: c,
          debugDescription:
            "The perspective's angles must be finite and within ±π/6; found [\(h), \(v)].")
      }
      return p
    }

    /// Writes the perspective as `[horizontal, vertical]` at `key`.
    @usableFromInline
    func encode<Key: CodingKey>(into c: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
      var angles = c.nestedUnkeyedContainer(forKey: key)
      try angles.encode(horizontal)
      try angles.encode(vertical)
    }
  }
#endif
