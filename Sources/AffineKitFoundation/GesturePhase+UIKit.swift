// The gesture phase of a UIKit recognizer, so an adapter's handler is one line: build the event
// from the recognizer, apply it, draw the result.

#if canImport(UIKit)
  import AffineKit
  import UIKit

  extension GesturePhase {
    /// Creates the phase of a recognizer's state, as a gesture handler receives it.
    ///
    /// `.began`, `.changed` and `.ended` map to themselves; `.cancelled` and `.failed` both cancel
    /// (the engine treats a cancel exactly like an end). `.possible` is never delivered to an
    /// action method; it maps to ``GesturePhase/changed``, which begins the gesture if it is not
    /// active, as a SwiftUI `onChanged` does.
    ///
    /// See [UIGestureRecognizer.State](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state).
    ///
    /// - Parameter state: The recognizer's `state` in its action method.
    @inlinable
    public init(_ state: UIGestureRecognizer.State) {
      switch state {
      case .began: self = .began
      case .ended: self = .ended
      case .cancelled, .failed: self = .cancelled
      default: self = .changed
      }
    }
  }
#endif

#if canImport(UIKit)
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

  extension CATransform3D {
    /// The layer transform of a ``ProjectiveTransform``: its nine entries in the same places
    /// (`m11 m12 m14`, `m21 m22 m24`, `m41 m42 m44`), `m33 = 1` and the rest of the z row and
    /// column 0, so the layer's plane maps as the projective transform maps points (both act on
    /// row vectors; see ``ProjectiveTransform``).
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
