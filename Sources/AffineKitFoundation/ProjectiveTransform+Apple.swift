// A `ProjectiveTransform` as the matrix Apple's drawing takes: Core Animation's `CATransform3D` (a
// layer's `transform`, on iOS and macOS), which SwiftUI's `ProjectionTransform(_:)` also takes
// for the `projectionEffect` modifier. Both act on row vectors, so the entries keep their places.
//
// Apple-only: this compiles only where QuartzCore exists, not on the Linux CI.

#if canImport(QuartzCore)
  import AffineKit
  import QuartzCore

  extension CATransform3D {
    /// The layer transform of a ``ProjectiveTransform``: its nine entries in the same places
    /// (`m11 m12 m14`, `m21 m22 m24`, `m41 m42 m44`), `m33 = 1` and the rest of the z row and
    /// column 0, so the layer's plane maps as the projective transform maps points (both act on
    /// row vectors; see ``ProjectiveTransform``). A layer applies it about its `anchorPoint`;
    /// SwiftUI's `ProjectionTransform(_:)` keeps the same nine entries (`m14 m24 m44` as its
    /// `m13 m23 m33`), and its `projectionEffect` applies them about the view's top-left corner.
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
