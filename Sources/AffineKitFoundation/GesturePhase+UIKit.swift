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
