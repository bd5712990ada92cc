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
  }
#endif
