// An image view's geometry from the engine: UIKit's `bounds`, `center` and `transform` (or the
// layer's `CATransform3D` under a perspective) set from a `ViewGeometry` in one call.

#if canImport(UIKit)
  import AffineKit
  import UIKit

  extension UIView {
    /// Sets the view's `bounds`, `center` and `transform` from a ``ViewGeometry`` (for an engine's
    /// ``CropEngine/geometry``, the image view to draw). Call it inside `UIView.animate` to animate.
    ///
    /// The layer's `anchorPoint` and the view's other properties are left alone: set the anchor
    /// yourself if the geometry's ``ViewGeometry/anchorPoint`` is not the default `(0.5, 0.5)`.
    ///
    /// - Parameter geometry: The geometry, in the superview's coordinates.
    @MainActor
    public func setGeometry(_ geometry: AffineKit.ViewGeometry) {
      bounds = CGRect(geometry.bounds)
      center = CGPoint(geometry.center)
      transform = CGAffineTransform(geometry.transform)
    }

    /// Sets the view's `bounds` and `center` from a ``ViewGeometry`` and its layer's `transform`
    /// from a ``ProjectiveTransform``: for an engine under a perspective, `engine.geometry(at: t)`
    /// with `engine.projectiveTransform(at: t)` (the image view's whole transform about its
    /// centre, which replaces the geometry's affine one). With no perspective it draws exactly
    /// what ``setGeometry(_:)`` draws. Setting the view's `transform` afterwards replaces it.
    ///
    /// - Parameters:
    ///   - geometry: The geometry, in the superview's coordinates; its transform is not used.
    ///   - transform: The layer's transform about its anchor.
    @MainActor
    public func setGeometry(
      _ geometry: AffineKit.ViewGeometry, transform: AffineKit.ProjectiveTransform
    ) {
      bounds = CGRect(geometry.bounds)
      center = CGPoint(geometry.center)
      layer.transform = CATransform3D(transform)
    }
  }
#endif
