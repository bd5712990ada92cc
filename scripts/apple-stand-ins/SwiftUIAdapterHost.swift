// The context a SwiftUI adapter in README.md or Docs/Gestures.md is written for: a file that
// imports AffineKit, AffineKitFoundation and SwiftUI. scripts/typecheck-apple moves the adapter's
// own `import` lines (if any) to the top of this file and pastes the rest where the ADAPTER line
// is, then type-checks it against the stand-in SwiftUI. Change this host when the adapter's prose
// describes a different context.

import AffineKit
import AffineKitFoundation
import SwiftUI

// ADAPTER
