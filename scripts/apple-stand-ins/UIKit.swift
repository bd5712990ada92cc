// A stand-in for Apple's UIKit module, for type-checking README's UIKit adapter on Linux
// (scripts/typecheck-apple). It declares the Apple signatures that the adapter and its host
// (UIKitAdapterHost.swift) use, each linked to Apple's documentation, with Apple's names, types,
// default arguments and main-actor isolation; bodies do nothing. It is never built into the
// package: it exists only inside the script's scratch directory.
//
// To extend it when the adapter uses more of UIKit: copy the declaration from Apple's page
// (linked beside it), drop `@objc`, `dynamic` and `NSObject` (Linux has no Objective-C runtime),
// give it an empty body, and keep the link.

// UIKit re-exports Foundation, CoreGraphics and QuartzCore, as Apple's does.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

// MARK: - Objective-C runtime

// Linux has no Objective-C runtime, so `#selector` does not compile there: `Selector` is declared
// here, and scripts/typecheck-apple turns `#selector(method)` into `Selector(method)`, which still
// checks that `method` names a method in scope.

/// https://developer.apple.com/documentation/objectivec/selector
/// (Apple's comes from the ObjectiveC module, which UIKit re-exports.)
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  private let name: String
  /// https://developer.apple.com/documentation/objectivec/selector/init(_:)
  public init(_ name: String) { self.name = name }
  /// https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)
  public init(stringLiteral name: String) { self.name = name }
  /// Stand-in only: what scripts/typecheck-apple turns `#selector(method)` into.
  public init<Method>(_ method: Method) { name = "" }
}

// MARK: - Views

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView {
  /// `NSObject`'s `init()`.
  public init() {}

  /// https://developer.apple.com/documentation/uikit/uiview/frame
  /// (for adapters that place an overlay, such as a crop box, in its superview)
  open var frame: CGRect = .zero
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero
  /// https://developer.apple.com/documentation/uikit/uiview/center
  open var center: CGPoint = .zero
  /// https://developer.apple.com/documentation/uikit/uiview/transform
  open var transform: CGAffineTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  /// https://developer.apple.com/documentation/uikit/uiview/layer
  open var layer: CALayer { CALayer() }
  /// https://developer.apple.com/documentation/uikit/uiview/contentmode
  /// (for adapters that map it to AffineKit's `ContentMode` by raw value)
  open var contentMode: UIView.ContentMode = .scaleToFill
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}

  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}

  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {}

  /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left,
      right, topLeft, topRight, bottomLeft, bottomRight
  }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public init?(named name: String) {}
  /// https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:scale:orientation:)
  public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {}
  /// https://developer.apple.com/documentation/uikit/uiimage/cgimage
  open var cgImage: CGImage? { nil }
  /// https://developer.apple.com/documentation/uikit/uiimage/scale
  open var scale: CGFloat { 1 }
  /// https://developer.apple.com/documentation/uikit/uiimage/imageorientation
  open var imageOrientation: UIImage.Orientation { .up }

  /// https://developer.apple.com/documentation/uikit/uiimage/orientation
  /// (not frozen: UIKit's NS_ENUM; the raw values are not the EXIF values)
  public enum Orientation: Int, Sendable {
    case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uislider (a `UIControl`, which is a `UIView`)
@MainActor
open class UISlider: UIView {
  /// https://developer.apple.com/documentation/uikit/uislider/value
  open var value: Float = 0
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol (a `UIControl`)
@MainActor
open class UISegmentedControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
  open var selectedSegmentIndex: Int = 0
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@MainActor
open class UISelectionFeedbackGenerator {
  /// `NSObject`'s `init()`.
  public init() {}
  /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
  open func prepare() {}
  /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
  open func selectionChanged() {}
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController {
  /// `NSObject`'s `init()`.
  public init() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! = UIView()
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  /// (for adapters that send the crop area's layout)
  open func viewDidLayoutSubviews() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  open func viewDidDisappear(_ animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uiresponder/undomanager
  /// (UIResponder's, which UIViewController inherits)
  open var undoManager: UndoManager? { nil }
}

// MARK: - Gesture recognizers

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer {
  /// `NSObject`'s `init()`.
  public init() {}

  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  public enum State: Int, Sendable {
    case possible = 0, began, changed, ended, cancelled, failed
  }

  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  open var state: UIGestureRecognizer.State = .possible
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/numberoftouches
  open var numberOfTouches: Int { 0 }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  /// (for adapters with one recognizer per handle view)
  open var view: UIView? { nil }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
  open func location(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/scale
  open var scale: CGFloat = 1
  /// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer/velocity
  /// (for adapters whose events carry the recognizer's velocity)
  open var velocity: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
  open func translation(in view: UIView?) -> CGPoint { .zero }
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  /// (for adapters whose events carry the recognizer's velocity)
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
/// Its methods are optional Objective-C requirements, so the stand-in declares none: an adapter
/// implements them as plain methods.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {}

// MARK: - Core Animation (iOS's display link; the rest is in the QuartzCore stand-in)

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
@MainActor
open class CADisplayLink {
  /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  /// (the display link retains its target)
  public init(target: Any, selector sel: Selector) {}
  /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
  open var targetTimestamp: CFTimeInterval { 0 }
  /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
  open var isPaused: Bool = false
  /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
  /// (the run loop retains the display link)
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
  /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  /// (removes it from its run loops, which release it; it releases its target)
  open func invalidate() {}
}

