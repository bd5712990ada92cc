// A stand-in for Apple's ImageIO module, for type-checking Apple-only code on Linux
// (scripts/typecheck-apple). It declares exactly the Apple signatures that AffineKitFoundation's
// `#if canImport(ImageIO)` code uses, with Apple's names, types and raw values, and nothing else.
// It is never built into the package: it exists only inside the script's scratch directory.

/// https://developer.apple.com/documentation/imageio/cgimagepropertyorientation
/// (`@frozen` on Apple's platforms; the raw values are the EXIF and TIFF Orientation values)
@frozen
public enum CGImagePropertyOrientation: UInt32, Sendable {
  case up = 1
  case upMirrored = 2
  case down = 3
  case downMirrored = 4
  case leftMirrored = 5
  case right = 6
  case rightMirrored = 7
  case left = 8
}
