// A stand-in for Apple's CoreGraphics module, for type-checking Apple-only code on Linux
// (scripts/typecheck-apple). It declares exactly the Apple signatures that AffineKitFoundation's
// `#if canImport(CoreGraphics)` code uses, with Apple's names and types, and nothing else.
// It is never built into the package: it exists only inside the script's scratch directory.
//
// On Linux, Foundation already declares CGFloat, CGPoint, CGSize and CGRect (as Apple's
// Foundation re-exports CoreGraphics' ones), so they are not repeated here.

import Foundation

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform {
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a
  public var a: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b
  public var b: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c
  public var c: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d
  public var d: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx
  public var tx: CGFloat
  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty
  public var ty: CGFloat

  /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
}

/// https://developer.apple.com/documentation/coregraphics/cgimage
/// (the members the camera-photo crop in Docs/Gestures.md uses)
public final class CGImage {
  /// Stand-in only: Apple's images come from a data provider or an image source.
  public init() {}
  /// https://developer.apple.com/documentation/coregraphics/cgimage/width
  public var width: Int { 0 }
  /// https://developer.apple.com/documentation/coregraphics/cgimage/height
  public var height: Int { 0 }
  /// https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)
  public func cropping(to rect: CGRect) -> CGImage? { nil }
  /// https://developer.apple.com/documentation/coregraphics/cgimage/colorspace
  public var colorSpace: CGColorSpace? { nil }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolorspace
public final class CGColorSpace {
  /// https://developer.apple.com/documentation/coregraphics/cgcolorspace/model
  public var model: CGColorSpaceModel { .rgb }
}

/// https://developer.apple.com/documentation/coregraphics/cgcolorspacemodel
public enum CGColorSpaceModel: Int32 {
  /// https://developer.apple.com/documentation/coregraphics/cgcolorspacemodel/rgb
  case rgb = 1
}

/// https://developer.apple.com/documentation/coregraphics/1408837-cgcolorspacecreatedevicergb
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// https://developer.apple.com/documentation/coregraphics/cgimagealphainfo
public enum CGImageAlphaInfo: UInt32 {
  /// https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/premultipliedlast
  case premultipliedLast = 1
}

/// https://developer.apple.com/documentation/coregraphics/cginterpolationquality
public enum CGInterpolationQuality: Int32 {
  /// https://developer.apple.com/documentation/coregraphics/cginterpolationquality/high
  case high = 3
}

/// https://developer.apple.com/documentation/coregraphics/cgpathfillrule
public enum CGPathFillRule: Int {
  /// https://developer.apple.com/documentation/coregraphics/cgpathfillrule/winding
  case winding = 0
}

/// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {
  /// https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)
  public init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {}
}

/// https://developer.apple.com/documentation/coregraphics/cgcontext
public final class CGContext {
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)
  public init?(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
  ) { return nil }
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/interpolationquality
  public var interpolationQuality: CGInterpolationQuality = .high
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/concatenate(_:)
  public func concatenate(_ transform: CGAffineTransform) {}
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:bytiling:)
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)
  public func addPath(_ path: CGPath) {}
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/clip(using:)
  public func clip(using rule: CGPathFillRule = .winding) {}
  /// https://developer.apple.com/documentation/coregraphics/cgcontext/makeimage()
  public func makeImage() -> CGImage? { nil }
}

/// https://developer.apple.com/documentation/foundation/undomanager
/// Foundation's on Apple platforms, which UIKit and AppKit re-export. Linux's Foundation has none,
/// so the stand-in lives here, in the module both stand-ins re-export, and the AppKit and UIKit
/// code that names it sees one type.
@MainActor
open class UndoManager {
  /// `NSObject`'s `init()`.
  public init() {}
  /// https://developer.apple.com/documentation/foundation/undomanager/registerundo(withtarget:handler:)
  public func registerUndo<TargetType>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) where TargetType: AnyObject {}
  /// https://developer.apple.com/documentation/foundation/undomanager/setactionname(_:)
  open func setActionName(_ actionName: String) {}
  /// https://developer.apple.com/documentation/foundation/undomanager/removeallactions(withtarget:)
  open func removeAllActions(withTarget target: Any) {}
  /// https://developer.apple.com/documentation/foundation/undomanager/levelsofundo
  open var levelsOfUndo: Int = 0
  /// https://developer.apple.com/documentation/foundation/undomanager/undo()
  open func undo() {}
  /// https://developer.apple.com/documentation/foundation/undomanager/redo()
  open func redo() {}
}
