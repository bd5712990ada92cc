// A stand-in for Apple's Core Image module, for type-checking Apple-only code on Linux
// (scripts/typecheck-apple). It declares exactly the Apple signatures that AffineKitFoundation's
// `#if canImport(CoreImage)` code uses, with Apple's names and types, and nothing else. It is
// never built into the package.

import CoreGraphics
import Foundation

/// https://developer.apple.com/documentation/coreimage/ciimage
public final class CIImage {
  /// https://developer.apple.com/documentation/coreimage/ciimage/init(cgimage:)
  public init(cgImage: CGImage) {}
  /// https://developer.apple.com/documentation/coreimage/ciimage/extent
  public var extent: CGRect { .zero }
  /// https://developer.apple.com/documentation/coreimage/ciimage/transformed(by:)
  public func transformed(by matrix: CGAffineTransform) -> CIImage { self }
  /// https://developer.apple.com/documentation/coreimage/ciimage/clampedtoextent()
  public func clampedToExtent() -> CIImage { self }
}

/// https://developer.apple.com/documentation/coreimage/civector
public final class CIVector {
  /// https://developer.apple.com/documentation/coreimage/civector/init(cgpoint:)
  public init(cgPoint p: CGPoint) {}
}

/// https://developer.apple.com/documentation/coreimage/cifilter
public final class CIFilter {
  /// https://developer.apple.com/documentation/coreimage/cifilter/init(name:)
  public init?(name: String) { return nil }
  /// NSObject's key-value coding, which Core Image filters take their inputs through:
  /// https://developer.apple.com/documentation/objectivec/nsobject/1415969-setvalue
  public func setValue(_ value: Any?, forKey key: String) {}
  /// https://developer.apple.com/documentation/coreimage/cifilter/outputimage
  public var outputImage: CIImage? { nil }
}

/// https://developer.apple.com/documentation/coreimage/kciinputimagekey
public let kCIInputImageKey: String = "inputImage"

/// https://developer.apple.com/documentation/coreimage/cicontext
public final class CIContext {
  /// https://developer.apple.com/documentation/coreimage/cicontext/init()
  public init() {}
  /// https://developer.apple.com/documentation/coreimage/cicontext/createcgimage(_:from:)
  public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { nil }
}
