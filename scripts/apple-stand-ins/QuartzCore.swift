// A stand-in for Apple's QuartzCore (Core Animation) module, for type-checking AffineKitFoundation
// and the adapters on Linux (scripts/typecheck-apple). UIKit and AppKit re-export it, as Apple's
// do. It declares the Apple signatures they use, each linked to Apple's documentation, with
// Apple's names, types and default values; bodies do nothing. It is never built into the package:
// it exists only inside the script's scratch directory.
//
// Covered: `CALayer` (geometry, transforms, contents, sublayers), `CATransform3D` and
// `CATransform3DIdentity`, `CATransaction`, `CFTimeInterval` and `CACurrentMediaTime()`.
// `CADisplayLink` is made differently on iOS (`init(target:selector:)`) and macOS
// (`NSView.displayLink(target:selector:)`), so the UIKit and AppKit stand-ins declare it each as
// its platform has it.

@_exported import CoreGraphics
@_exported import Foundation

/// https://developer.apple.com/documentation/quartzcore/cftimeinterval
public typealias CFTimeInterval = Double

/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer {
  /// https://developer.apple.com/documentation/quartzcore/calayer/init()
  public init() {}
  /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
  open var bounds: CGRect = .zero
  /// https://developer.apple.com/documentation/quartzcore/calayer/position
  open var position: CGPoint = .zero
  /// https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// https://developer.apple.com/documentation/quartzcore/calayer/transform
  open var transform: CATransform3D = CATransform3DIdentity
  /// https://developer.apple.com/documentation/quartzcore/calayer/contents
  /// (a `CGImage`; on macOS also an `NSImage`)
  open var contents: Any?
  /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
  open func addSublayer(_ layer: CALayer) {}
  /// https://developer.apple.com/documentation/quartzcore/calayer/affinetransform()
  open func affineTransform() -> CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
  /// https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)
  open func setAffineTransform(_ m: CGAffineTransform) {}
}

/// https://developer.apple.com/documentation/quartzcore/catransform3d
public struct CATransform3D: Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  /// The memberwise initializer Swift imports for the C struct.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat,
    m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }
}

/// https://developer.apple.com/documentation/quartzcore/catransform3didentity
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
  m41: 0, m42: 0, m43: 0, m44: 1)

/// https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction {
  /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
  open class func begin() {}
  /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
  open class func commit() {}
  /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
  /// (`true` sets layer geometry without Core Animation's implicit animation)
  open class func setDisableActions(_ flag: Bool) {}
}
