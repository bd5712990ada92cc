// The context README's UIKit adapter is written for: a view controller that holds `wrapper`,
// `imageView` (a subview of `wrapper`), `pinch` and `pan` (both added to `wrapper`, with this
// controller as their delegate). scripts/typecheck-apple moves the adapter's `import` lines to
// the top of this file, removes `@objc` (Linux has no Objective-C runtime) and pastes the rest
// where the ADAPTER line is, then type-checks it against the stand-in UIKit.
// Change this host when the adapter's prose describes a different context.

import UIKit

final class AdapterHost: UIViewController, UIGestureRecognizerDelegate {
  let wrapper = UIView()
  let imageView = UIImageView()
  let pinch = UIPinchGestureRecognizer()
  let pan = UIPanGestureRecognizer()

  // ADAPTER
}
