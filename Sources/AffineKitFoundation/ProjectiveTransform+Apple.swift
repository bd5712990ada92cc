// A `ProjectiveTransform` as the matrices Apple's drawing takes: Core Animation's `CATransform3D`
// (a layer's `transform`, on iOS and macOS) and SwiftUI's `ProjectionTransform` (the
// `projectionEffect` modifier). All three act on row vectors, so the entries keep their places.
//
// Apple-only: these compile only where QuartzCore or SwiftUI exist, not on the Linux CI.

#if canImport(QuartzCore)
  import AffineKit
  import QuartzCore

  extension CATransform3D {
    /// The layer transform of a ``ProjectiveTransform``: its nine entries in the same places
    /// (`m11 m12 m14`, `m21 m22 m24`, `m41 m42 m44`), `m33 = 1` and the rest of the z row and
    /// column 0, so the layer's plane maps as the projective transform maps points (both act on
    /// row vectors; see ``ProjectiveTransform``). A layer applies it about its `anchorPoint`.
    ///
    /// - Parameter t: The projective transform.
    public init(_ t: AffineKit.ProjectiveTransform) {
      self.init(
        m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: 0, m14: CGFloat(t.m14),
        m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: 0, m24: CGFloat(t.m24),
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: 0, m44: CGFloat(t.m44))
    }
  }
#endif

#if canImport(SwiftUI)
  import AffineKit
  import SwiftUI

  extension ProjectionTransform {
    /// SwiftUI's matrix for a ``ProjectiveTransform``: `m11 m12 m14` as `m11 m12 m13`, `m21 m22
    /// m24` as `m21 m22 m23` and `m41 m42 m44` as `m31 m32 m33` (SwiftUI's 3 × 3 matrix has no z
    /// row or column; both act on row vectors), the places SwiftUI's own
    /// `ProjectionTransform(_: CATransform3D)` gives a layer transform's entries. `projectionEffect` applies it in the view's own
    /// coordinates, whose origin is its top-left corner: to turn a view about its centre, as
    /// ``CropEngine/projectiveTransform(at:)`` is given, move the centre to the origin first and
    /// back after (see the SwiftUI adapter in the crop-and-zoom guide).
    ///
    /// - Parameter t: The projective transform.
    public init(_ t: AffineKit.ProjectiveTransform) {
      self.init()
      (m11, m12, m13) = (CGFloat(t.m11), CGFloat(t.m12), CGFloat(t.m14))
      (m21, m22, m23) = (CGFloat(t.m21), CGFloat(t.m22), CGFloat(t.m24))
      (m31, m32, m33) = (CGFloat(t.m41), CGFloat(t.m42), CGFloat(t.m44))
    }
  }
#endif
