// The context an AppKit adapter in README.md or Docs/Gestures.md is written for: a file that
// imports AffineKit, AffineKitFoundation and AppKit. scripts/typecheck-apple moves the adapter's
// own `import` lines (if any) to the top of this file, removes `@objc` and turns
// `#selector(method)` into `Selector(method)` (Linux has no Objective-C runtime; the stand-in's
// `Selector` still checks that `method` names a method in scope), pastes the rest where the
// ADAPTER line is, then type-checks it against the stand-in AppKit. Change this host when the
// adapter's prose describes a different context.

import AffineKit
import AffineKitFoundation
import AppKit

// ADAPTER
