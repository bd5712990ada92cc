// A stand-in for Apple's AppKit module (with the QuartzCore declarations it re-exports), for
// type-checking AppKit adapters (README.md, Docs/Gestures.md) on Linux (scripts/typecheck-apple).
// It declares the Apple signatures that a crop-screen adapter and its host
// (AppKitAdapterHost.swift) use, each linked to Apple's documentation, with Apple's names, types,
// default arguments and main-actor isolation; bodies do nothing. It is never built into the
// package: it exists only inside the script's scratch directory.
//
// Covered: `NSResponder`/`NSView` (geometry, layer, gesture recognizers, point conversion, the
// wheel, trackpad pinch and rotation, key and mouse events, a display link, moving to a window),
// `NSWindow` (the type only), `NSEvent` (scroll deltas, phases, magnification, rotation, location,
// keys, modifier flags, timestamp), the click, magnification, rotation and pan recognizers with
// their delegate, `NSImage`, `NSImageView`, `NSViewController`, and Core Animation's
// `CADisplayLink` as macOS makes it (the rest of Core Animation is the QuartzCore stand-in's).
//
// Linux has no Objective-C runtime, so `#selector` does not compile there: `Selector` is declared
// here, and scripts/typecheck-apple turns `#selector(method)` into `Selector(method)`, which still
// checks that `method` names a method in scope, and removes `@objc`.
//
// To extend it when an adapter uses more of AppKit: copy the declaration from Apple's page (linked
// beside it), drop `@objc`, `dynamic` and `NSObject` (Linux has no Objective-C runtime), give it an
// empty body, and keep the link. An optional Objective-C protocol requirement becomes a requirement
// with a default implementation (Swift does not flag an adapter's method that nearly matches it, so
// copy its signature from Apple's page).

// AppKit re-exports Foundation, CoreGraphics and QuartzCore, as Apple's does.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

// MARK: - Objective-C runtime

/// https://developer.apple.com/documentation/objectivec/selector
/// (Apple's comes from the ObjectiveC module, which AppKit re-exports.)
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  private let name: String
  /// https://developer.apple.com/documentation/objectivec/selector/init(_:)
  public init(_ name: String) { self.name = name }
  /// https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)
  public init(stringLiteral name: String) { self.name = name }
  /// Stand-in only: what scripts/typecheck-apple turns `#selector(method)` into.
  public init<Method>(_ method: Method) { name = "" }
}

// MARK: - Responders and views

/// https://developer.apple.com/documentation/appkit/nsresponder
@MainActor
open class NSResponder {
  /// `NSObject`'s `init()`.
  public init() {}

  /// https://developer.apple.com/documentation/appkit/nsresponder/acceptsfirstresponder
  open var acceptsFirstResponder: Bool { false }
  /// https://developer.apple.com/documentation/appkit/nsresponder/keydown(with:)
  open func keyDown(with event: NSEvent) {}
  /// https://developer.apple.com/documentation/appkit/nsresponder/mousedown(with:)
  open func mouseDown(with event: NSEvent) {}
  /// https://developer.apple.com/documentation/appkit/nsresponder/mousedragged(with:)
  open func mouseDragged(with event: NSEvent) {}
  /// https://developer.apple.com/documentation/appkit/nsresponder/mouseup(with:)
  open func mouseUp(with event: NSEvent) {}
  /// https://developer.apple.com/documentation/appkit/nsresponder/scrollwheel(with:)
  open func scrollWheel(with event: NSEvent) {}
  /// https://developer.apple.com/documentation/appkit/nsresponder/magnify(with:)
  open func magnify(with event: NSEvent) {}
  /// https://developer.apple.com/documentation/appkit/nsresponder/rotate(with:)
  open func rotate(with event: NSEvent) {}
  /// https://developer.apple.com/documentation/appkit/nsresponder/undomanager
  open var undoManager: UndoManager? { nil }
}

/// https://developer.apple.com/documentation/appkit/nsview
@MainActor
open class NSView: NSResponder {
  /// `NSObject`'s `init()`: a view with a zero frame.
  public override init() { super.init() }
  /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
  public init(frame frameRect: NSRect) {
    frame = frameRect
    super.init()
  }
  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
  /// (required: a subclass that overrides `init(frame:)` implements it too)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/appkit/nsview/frame
  open var frame: NSRect = .zero
  /// https://developer.apple.com/documentation/appkit/nsview/bounds
  open var bounds: NSRect = .zero
  /// https://developer.apple.com/documentation/appkit/nsview/isflipped
  /// (override it to return `true` for a y axis that grows down, as UIKit's and the engine's)
  open var isFlipped: Bool { false }
  /// https://developer.apple.com/documentation/appkit/nsview/wantslayer
  open var wantsLayer: Bool = false
  /// https://developer.apple.com/documentation/appkit/nsview/layer
  open var layer: CALayer?
  /// https://developer.apple.com/documentation/appkit/nsview/needsdisplay
  open var needsDisplay: Bool = false

  /// https://developer.apple.com/documentation/appkit/nsview/addsubview(_:)
  open func addSubview(_ view: NSView) {}
  /// https://developer.apple.com/documentation/appkit/nsview/addgesturerecognizer(_:)
  open func addGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer) {}
  /// https://developer.apple.com/documentation/appkit/nsview/convert(_:from:)-1dq9l
  /// (`nil` converts from the window's coordinates, as `NSEvent.locationInWindow` is)
  open func convert(_ point: NSPoint, from view: NSView?) -> NSPoint { point }
  /// https://developer.apple.com/documentation/appkit/nsview/layout()
  open func layout() {}
  /// https://developer.apple.com/documentation/appkit/nsview/displaylink(target:selector:)
  /// (macOS 14)
  open func displayLink(target: Any, selector: Selector) -> CADisplayLink { CADisplayLink() }
  /// https://developer.apple.com/documentation/appkit/nsview/viewwillmove(towindow:)
  /// (`nil` when the view leaves its window, also when the window is deallocated)
  open func viewWillMove(toWindow newWindow: NSWindow?) {}
  /// https://developer.apple.com/documentation/appkit/nsview/window
  open var window: NSWindow? { nil }
}

/// https://developer.apple.com/documentation/appkit/nswindow
@MainActor
open class NSWindow: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nswindow/makefirstresponder(_:)
  @discardableResult
  open func makeFirstResponder(_ responder: NSResponder?) -> Bool { true }
}

/// https://developer.apple.com/documentation/appkit/nsimage
open class NSImage {
  /// https://developer.apple.com/documentation/appkit/nsimage/name
  public typealias Name = String
  /// https://developer.apple.com/documentation/appkit/nsimage/init(named:)
  public init?(named name: NSImage.Name) {}
  /// https://developer.apple.com/documentation/appkit/nsimage/size
  open var size: NSSize { .zero }
}

/// https://developer.apple.com/documentation/appkit/nsimageview
/// (Apple's is an `NSControl`, which the stand-in does not declare.)
@MainActor
open class NSImageView: NSView {
  /// https://developer.apple.com/documentation/appkit/nsimageview/init(image:)
  public convenience init(image: NSImage) {
    self.init(frame: .zero)
    self.image = image
  }
  /// https://developer.apple.com/documentation/appkit/nsimageview/image
  open var image: NSImage?
}

/// https://developer.apple.com/documentation/appkit/nsviewcontroller
@MainActor
open class NSViewController: NSResponder {
  /// `NSObject`'s `init()`: a controller without a nib.
  public override init() { super.init() }
  /// https://developer.apple.com/documentation/appkit/nsviewcontroller/view
  open var view: NSView = NSView()
  /// https://developer.apple.com/documentation/appkit/nsviewcontroller/loadview()
  open func loadView() {}
  /// https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdidload()
  open func viewDidLoad() {}
  /// https://developer.apple.com/documentation/appkit/nsviewcontroller/viewdidlayout()
  open func viewDidLayout() {}
}

// MARK: - Events

/// https://developer.apple.com/documentation/appkit/nsevent
open class NSEvent {
  /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct
  public struct Phase: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/began
    public static let began = Phase(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/stationary
    public static let stationary = Phase(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/changed
    public static let changed = Phase(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/ended
    public static let ended = Phase(rawValue: 1 << 3)
    /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/cancelled
    public static let cancelled = Phase(rawValue: 1 << 4)
    /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.struct/maybegin
    public static let mayBegin = Phase(rawValue: 1 << 5)
  }

  /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct
  public struct ModifierFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/capslock
    public static let capsLock = ModifierFlags(rawValue: 1 << 16)
    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/shift
    public static let shift = ModifierFlags(rawValue: 1 << 17)
    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/control
    public static let control = ModifierFlags(rawValue: 1 << 18)
    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/option
    public static let option = ModifierFlags(rawValue: 1 << 19)
    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/command
    public static let command = ModifierFlags(rawValue: 1 << 20)
    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/numericpad
    public static let numericPad = ModifierFlags(rawValue: 1 << 21)
    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/function
    public static let function = ModifierFlags(rawValue: 1 << 23)
    /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.struct/deviceindependentflagsmask
    public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xffff_0000)
  }

  /// https://developer.apple.com/documentation/appkit/nsevent/scrollingdeltax
  open var scrollingDeltaX: CGFloat { 0 }
  /// https://developer.apple.com/documentation/appkit/nsevent/scrollingdeltay
  open var scrollingDeltaY: CGFloat { 0 }
  /// https://developer.apple.com/documentation/appkit/nsevent/hasprecisescrollingdeltas
  open var hasPreciseScrollingDeltas: Bool { false }
  /// https://developer.apple.com/documentation/appkit/nsevent/phase-swift.property
  /// (empty for a mouse wheel, which reports no phase)
  open var phase: NSEvent.Phase { [] }
  /// https://developer.apple.com/documentation/appkit/nsevent/momentumphase
  open var momentumPhase: NSEvent.Phase { [] }
  /// https://developer.apple.com/documentation/appkit/nsevent/magnification
  /// (the increment: add it to 1 for this event's scale factor)
  open var magnification: CGFloat { 0 }
  /// https://developer.apple.com/documentation/appkit/nsevent/rotation
  /// (degrees)
  open var rotation: Float { 0 }
  /// https://developer.apple.com/documentation/appkit/nsevent/locationinwindow
  open var locationInWindow: NSPoint { .zero }
  /// https://developer.apple.com/documentation/appkit/nsevent/keycode
  open var keyCode: UInt16 { 0 }
  /// https://developer.apple.com/documentation/appkit/nsevent/clickcount
  open var clickCount: Int { 0 }
  /// https://developer.apple.com/documentation/appkit/nsevent/charactersignoringmodifiers
  open var charactersIgnoringModifiers: String? { nil }
  /// https://developer.apple.com/documentation/appkit/nsevent/modifierflags-swift.property
  open var modifierFlags: NSEvent.ModifierFlags { [] }
  /// https://developer.apple.com/documentation/appkit/nsevent/timestamp
  /// (seconds since system startup)
  open var timestamp: TimeInterval { 0 }
}

// MARK: - Gesture recognizers

/// https://developer.apple.com/documentation/appkit/nsgesturerecognizer
@MainActor
open class NSGestureRecognizer {
  /// https://developer.apple.com/documentation/appkit/nsgesturerecognizer/init(target:action:)
  public init(target: Any?, action: Selector?) {}
  /// `NSObject`'s `init()`.
  public convenience init() { self.init(target: nil, action: nil) }

  /// https://developer.apple.com/documentation/appkit/nsgesturerecognizer/state-swift.enum
  public enum State: Int, Sendable {
    case possible = 0, began, changed, ended, cancelled, failed
    /// https://developer.apple.com/documentation/appkit/nsgesturerecognizer/state-swift.enum/recognized
    public static var recognized: NSGestureRecognizer.State { .ended }
  }

  /// https://developer.apple.com/documentation/appkit/nsgesturerecognizer/state-swift.property
  open var state: NSGestureRecognizer.State = .possible
  /// https://developer.apple.com/documentation/appkit/nsgesturerecognizer/delegate
  open weak var delegate: (any NSGestureRecognizerDelegate)?
  /// https://developer.apple.com/documentation/appkit/nsgesturerecognizer/view
  open var view: NSView? { nil }
  /// https://developer.apple.com/documentation/appkit/nsgesturerecognizer/isenabled
  open var isEnabled: Bool = true
  /// https://developer.apple.com/documentation/appkit/nsgesturerecognizer/location(in:)
  open func location(in view: NSView?) -> NSPoint { .zero }
}

/// https://developer.apple.com/documentation/appkit/nsgesturerecognizerdelegate
@MainActor
public protocol NSGestureRecognizerDelegate: AnyObject {
  /// https://developer.apple.com/documentation/appkit/nsgesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
  /// (an optional requirement in Apple's; the default, `false`, stands in for not implementing it)
  func gestureRecognizer(
    _ gestureRecognizer: NSGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: NSGestureRecognizer
  ) -> Bool
}

extension NSGestureRecognizerDelegate {
  public func gestureRecognizer(
    _ gestureRecognizer: NSGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: NSGestureRecognizer
  ) -> Bool { false }
}

/// https://developer.apple.com/documentation/appkit/nsclickgesturerecognizer
@MainActor
open class NSClickGestureRecognizer: NSGestureRecognizer {
  /// https://developer.apple.com/documentation/appkit/nsclickgesturerecognizer/numberofclicksrequired
  open var numberOfClicksRequired: Int = 1
}

/// https://developer.apple.com/documentation/appkit/nsmagnificationgesturerecognizer
@MainActor
open class NSMagnificationGestureRecognizer: NSGestureRecognizer {
  /// https://developer.apple.com/documentation/appkit/nsmagnificationgesturerecognizer/magnification
  /// (the total since the gesture began, added to 1 for the scale factor)
  open var magnification: CGFloat = 0
}

/// https://developer.apple.com/documentation/appkit/nsrotationgesturerecognizer
@MainActor
open class NSRotationGestureRecognizer: NSGestureRecognizer {
  /// https://developer.apple.com/documentation/appkit/nsrotationgesturerecognizer/rotation
  /// (radians)
  open var rotation: CGFloat = 0
  /// https://developer.apple.com/documentation/appkit/nsrotationgesturerecognizer/rotationindegrees
  open var rotationInDegrees: CGFloat {
    get { rotation * 180 / .pi }
    set { rotation = newValue * .pi / 180 }
  }
}

/// https://developer.apple.com/documentation/appkit/nspangesturerecognizer
@MainActor
open class NSPanGestureRecognizer: NSGestureRecognizer {
  /// https://developer.apple.com/documentation/appkit/nspangesturerecognizer/translation(in:)
  /// (the total since the gesture began)
  open func translation(in view: NSView?) -> NSPoint { .zero }
  /// https://developer.apple.com/documentation/appkit/nspangesturerecognizer/settranslation(_:in:)
  open func setTranslation(_ translation: NSPoint, in view: NSView?) {}
  /// https://developer.apple.com/documentation/appkit/nspangesturerecognizer/velocity(in:)
  /// (points per second)
  open func velocity(in view: NSView?) -> NSPoint { .zero }
}

// MARK: - Core Animation (macOS's display link; the rest is in the QuartzCore stand-in)

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
/// (on macOS 14, made by `NSView.displayLink(target:selector:)`)
open class CADisplayLink {
  /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
  open var timestamp: CFTimeInterval { 0 }
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
