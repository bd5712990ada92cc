// Foundation's `UndoManager` as the undo manager of a `CropUndoBridge`: it has every member the
// bridge uses, with the same signatures.
//
// Apple-only: Linux's Foundation has no `UndoManager`. This compiles where UIKit or AppKit exists
// (both bring Foundation's), and is type-checked on Linux against a stand-in.

#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

#if canImport(UIKit) || canImport(AppKit)
  extension UndoManager: CropUndoRegistering {}
#endif
