// The context README's UIKit adapter is written for: a file that imports AffineKit,
// AffineKitFoundation and UIKit, as the README's prose says. scripts/typecheck-apple moves the
// adapter's own `import` lines (if any) to the top of this file, removes `@objc` (Linux has no
// Objective-C runtime) and pastes the rest where the ADAPTER line is, then type-checks it against
// the stand-in UIKit. Change this host when the adapter's prose describes a different context.

import AffineKit
import AffineKitFoundation
import UIKit

// ADAPTER
