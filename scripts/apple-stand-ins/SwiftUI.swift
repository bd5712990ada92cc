// A stand-in for Apple's SwiftUI module, for type-checking SwiftUI adapters (README.md,
// Docs/Gestures.md) on Linux (scripts/typecheck-apple). It declares the Apple signatures that a
// crop-screen adapter and its host (SwiftUIAdapterHost.swift) use, each linked to Apple's
// documentation, with Apple's names, types, default arguments and main-actor isolation as the
// current SDK declares them (`View` and `Gesture` are `@MainActor @preconcurrency`, most modifiers
// `nonisolated`); bodies do nothing. It is never built into the package: it exists only inside the
// script's scratch directory.
//
// Covered: `View` (its `body`, `@ViewBuilder`, `some View`), `@State`, a minimal `Binding`,
// `@GestureState`; `Image` (`init(_:bundle:)`, `resizable`), `Color`, `Rectangle`, `ZStack`,
// `GeometryReader`/`GeometryProxy`, coordinate spaces (`.local`, `.global`, `.named`),
// `TimelineView` with the `.animation(minimumInterval:paused:)` schedule and its context's `date`;
// `Angle`, `UnitPoint`, `Alignment`, `EdgeInsets`; the modifiers `frame` (fixed and flexible),
// `position`, `offset`, `rotationEffect`, `scaleEffect`, `transformEffect`, `projectionEffect`
// (with `ProjectionTransform`), `clipped`,
// `contentShape`, `coordinateSpace`, `gesture`, `simultaneousGesture`, `highPriorityGesture`,
// `onTapGesture` (with and without the location), `onGeometryChange` and `onChange`; the
// `Gesture` protocol with `onChanged`, `onEnded`, `updating` and `simultaneously(with:)`, and
// `MagnifyGesture`, `RotateGesture`, `DragGesture`, `SpatialTapGesture`, `TapGesture` with
// their values.
// For a whole editor: `VStack`, `HStack`, `ForEach` over identified data, `Text`, `Button` with a
// title, `Slider` over a range with its editing callback, `@Environment` with
// `\.undoManager`, `Shape.stroke`, `onAppear` and `sensoryFeedback(_:trigger:)`.
// Not covered: other controls and text styling, other environment values, animation
// (`withAnimation`, `.animation`), styles and shapes' paths, the deprecated `MagnificationGesture`
// and `RotationGesture`, and everything that needs UIKit or AppKit (`Image(uiImage:)`,
// representables).
//
// How a cancelled gesture is observable: SwiftUI's `Gesture` has no cancel callback. `onEnded`
// runs only when the gesture ends successfully ("Important: The action is only performed if the
// gesture ends successfully. Use a `@GestureState` property to track state that is reset regardless
// of how the gesture ends.", Gesture/onEnded(_:)). A `@GestureState` property "implicitly resets
// when the gesture becomes inactive" (GestureState), whether it ended or was cancelled, and SwiftUI
// does not call the `updating` callback for that reset: Apple's article "Adding interactivity with
// gestures" says SwiftUI doesn't call the updating callback when the user ends or cancels a
// gesture, and that the gesture state property resets to its initial value instead. So an adapter
// detects a cancel as a `@GestureState` flag (set to `true` in `updating`) going back to `false`
// without `onEnded` having run, e.g. in `.onChange(of: isPinching) { _, active in … }`. Apple does
// not document whether, when a gesture ends successfully, that reset is observed before or after
// `onEnded`, so an adapter must not depend on the order (Docs/Gestures.md's sends its cancel a
// main-actor turn after the reset, and the engine refuses it once `onEnded` has ended the gesture).
//
// `import SwiftUI` makes Foundation and CoreGraphics available on Apple platforms (through the UI
// framework SwiftUI re-exports there), and typical SwiftUI code uses `Date`, `CGFloat` and
// `CGPoint` without importing Foundation, so this module re-exports Foundation and CoreGraphics,
// and QuartzCore, which that UI framework re-exports too (`CATransform3D`, which
// `ProjectionTransform(_:)` takes). It does not re-export a UIKit or AppKit stand-in.
//
// To extend it when an adapter uses more of SwiftUI: copy the declaration from Apple's page
// (linked beside it) with its isolation (`nonisolated`, `@MainActor @preconcurrency`), give it an
// empty body (a modifier returns `EmptyView()` as its `some View`; a primitive view's `body`
// calls `fatalError()`), and keep the link.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

// MARK: - Views

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is a `View` and a `Gesture` (the body type of primitive views and gestures).
/// https://developer.apple.com/documentation/swiftui/view#relationships
extension Never: View {
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent() }
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
@frozen public struct EmptyView: View {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  nonisolated public init() {}
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@frozen nonisolated public struct TupleView<T>: View {
  /// https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T
  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@frozen public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  nonisolated init() {}
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/anyview
@frozen public struct AnyView: View {
  /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  nonisolated public init<V: View>(_ view: V) {}
  public var body: Never { fatalError("stand-in") }
}

/// `Optional: View where Wrapped: View`, what `buildIf` produces.
/// https://developer.apple.com/documentation/swiftui/view#relationships
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("stand-in") }
}

// MARK: - State

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper @frozen
public struct State<Value>: DynamicProperty {
  private let initial: Value
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { initial = value }
  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { initial = value }
  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { initial }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { .constant(initial) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// https://developer.apple.com/documentation/swiftui/state/init()
  public init() { initial = nil }
}

/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup @frozen
public struct Binding<Value> {
  private let value: Value
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }
  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { Binding(value: value) }
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { Binding<Subject>(value: value[keyPath: keyPath]) }
}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper @frozen
public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/undomanager
  public var undoManager: UndoManager? { nil }
}

/// https://developer.apple.com/documentation/swiftui/gesturestate
@propertyWrapper @frozen
public struct GestureState<Value>: DynamicProperty {
  private let initial: Value
  /// https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
  public init(wrappedValue: Value) { initial = wrappedValue }
  /// https://developer.apple.com/documentation/swiftui/gesturestate/init(initialvalue:)
  public init(initialValue: Value) { initial = initialValue }
  /// https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:resettransaction:)
  public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
  /// https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
  public var wrappedValue: Value { initial }
  /// https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// https://developer.apple.com/documentation/swiftui/gesturestate/init(resettransaction:)
  public init(resetTransaction: Transaction = Transaction()) { initial = nil }
}

/// https://developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {
  /// https://developer.apple.com/documentation/swiftui/transaction/init()
  public init() {}
}

// MARK: - Geometry values

/// https://developer.apple.com/documentation/swiftui/angle
@frozen public struct Angle: Hashable, Comparable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/angle/radians
  public var radians: Double
  /// https://developer.apple.com/documentation/swiftui/angle/degrees
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  /// https://developer.apple.com/documentation/swiftui/angle/init()
  public init() { radians = 0 }
  /// https://developer.apple.com/documentation/swiftui/angle/init(radians:)
  public init(radians: Double) { self.radians = radians }
  /// https://developer.apple.com/documentation/swiftui/angle/init(degrees:)
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// https://developer.apple.com/documentation/swiftui/angle/radians(_:)
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// https://developer.apple.com/documentation/swiftui/angle/degrees(_:)
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// https://developer.apple.com/documentation/swiftui/angle/zero
  public static let zero = Angle()
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// https://developer.apple.com/documentation/swiftui/projectiontransform
/// (a 3 × 3 matrix acting on row vectors `(x, y, 1)`, CoreGraphics' convention: `m31 m32` the
/// translation, `m13 m23` the perspective, `m33` the last)
@frozen public struct ProjectionTransform: Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
  /// https://developer.apple.com/documentation/swiftui/projectiontransform/init()
  /// (the identity)
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/projectiontransform/init(_:)
  /// (a layer transform's 2-D part: `m14 m24 m44` as `m13 m23 m33`; the z row and column dropped)
  public init(_ m: CATransform3D) {
    (m11, m12, m13) = (m.m11, m.m12, m.m14)
    (m21, m22, m23) = (m.m21, m.m22, m.m24)
    (m31, m32, m33) = (m.m41, m.m42, m.m44)
  }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/unitpoint/x
  public var x: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/y
  public var y: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/init()
  public init() { (x, y) = (0, 0) }
  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
  /// https://developer.apple.com/documentation/swiftui/unitpoint/zero
  public static let zero = UnitPoint(x: 0, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/center
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/leading
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/trailing
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/top
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottom
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/topleading
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/toptrailing
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottomleading
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// https://developer.apple.com/documentation/swiftui/unitpoint/bottomtrailing
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// https://developer.apple.com/documentation/swiftui/alignment
/// (Apple's stores a horizontal and a vertical alignment guide; the stand-in stores none.)
@frozen public struct Alignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/leading
  public static let leading = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/trailing
  public static let trailing = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/top
  public static let top = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/bottom
  public static let bottom = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/topleading
  public static let topLeading = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/toptrailing
  public static let topTrailing = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/bottomleading
  public static let bottomLeading = Alignment()
  /// https://developer.apple.com/documentation/swiftui/alignment/bottomtrailing
  public static let bottomTrailing = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
@frozen public struct EdgeInsets: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/top
  public var top: CGFloat
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/leading
  public var leading: CGFloat
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
  public var bottom: CGFloat
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
  public var trailing: CGFloat
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/init()
  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
  /// https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
}

// MARK: - Coordinate spaces

/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace: Hashable {
  /// https://developer.apple.com/documentation/swiftui/coordinatespace/global
  case global
  /// https://developer.apple.com/documentation/swiftui/coordinatespace/local
  case local
  /// https://developer.apple.com/documentation/swiftui/coordinatespace/named(_:)
  case named(AnyHashable)
  /// https://developer.apple.com/documentation/swiftui/coordinatespace/isglobal
  public var isGlobal: Bool { self == .global }
  /// https://developer.apple.com/documentation/swiftui/coordinatespace/islocal
  public var isLocal: Bool { self == .local }
}

/// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
public protocol CoordinateSpaceProtocol {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/coordinatespace
  var coordinateSpace: CoordinateSpace { get }
}

/// https://developer.apple.com/documentation/swiftui/localcoordinatespace
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// https://developer.apple.com/documentation/swiftui/localcoordinatespace/init()
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// https://developer.apple.com/documentation/swiftui/globalcoordinatespace
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// https://developer.apple.com/documentation/swiftui/globalcoordinatespace/init()
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// https://developer.apple.com/documentation/swiftui/namedcoordinatespace
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/global
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/named(_:)
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

// MARK: - Built-in views

/// https://developer.apple.com/documentation/swiftui/image
@frozen public struct Image: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
  public init(_ name: String, bundle: Bundle? = nil) {}

  /// https://developer.apple.com/documentation/swiftui/image/resizingmode
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image { self }
}

extension Image: View {
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/color
@frozen public struct Color: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/color/black
  public static let black = Color()
  /// https://developer.apple.com/documentation/swiftui/color/white
  public static let white = Color()
  /// https://developer.apple.com/documentation/swiftui/color/gray
  public static let gray = Color()
  /// https://developer.apple.com/documentation/swiftui/color/clear
  public static let clear = Color()
}

extension Color: View {
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/shape
/// (Apple's also refines `Animatable` and requires `path(in:)`; the stand-in declares neither.)
nonisolated public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

extension Shape {
  /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:antialiased:)
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View { EmptyView() }
}

/// https://developer.apple.com/documentation/swiftui/vstack
@frozen public struct VStack<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/hstack
@frozen public struct HStack<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
@frozen public struct VerticalAlignment: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/text
@frozen public struct Text: Equatable, Sendable, View {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  nonisolated public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/button
@MainActor @preconcurrency
public struct Button<Label: View>: View {
  public var body: Never { fatalError("stand-in") }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/slider
@MainActor @preconcurrency
public struct Slider<Label: View, ValueLabel: View>: View {
  public var body: Never { fatalError("stand-in") }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:onediting
  /// changed:)-2xs0a (`Slider(value:in:onEditingChanged:)` with no label)
  @preconcurrency nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

/// https://developer.apple.com/documentation/swiftui/sensoryfeedback
public struct SensoryFeedback: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/selection
  public static let selection = SensoryFeedback()
}

/// https://developer.apple.com/documentation/swiftui/rectangle
@frozen nonisolated public struct Rectangle: Shape {
  /// https://developer.apple.com/documentation/swiftui/rectangle/init()
  public init() {}
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/zstack
@frozen public struct ZStack<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader
@frozen nonisolated public struct GeometryReader<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/geometryreader/content
  public var content: (GeometryProxy) -> Content
  /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
  public var size: CGSize { .zero }
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
  /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }
}

// MARK: - Timeline

/// https://developer.apple.com/documentation/swiftui/timelineview
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// https://developer.apple.com/documentation/swiftui/timelineview/context
  public struct Context {
    /// https://developer.apple.com/documentation/swiftui/timelineview/context/cadence-swift.enum
    public enum Cadence: Comparable, Sendable {
      case live, seconds, minutes
    }
    /// https://developer.apple.com/documentation/swiftui/timelineview/context/date
    public let date: Date
    /// https://developer.apple.com/documentation/swiftui/timelineview/context/cadence-swift.property
    public let cadence: Cadence
  }
}

extension TimelineView: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {}
  public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

/// https://developer.apple.com/documentation/swiftui/timelineschedule
public protocol TimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/entries
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/entries(from:mode:)
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Self.Entries
}

/// https://developer.apple.com/documentation/swiftui/timelineschedulemode
public enum TimelineScheduleMode: Hashable, Sendable {
  case normal, lowFrequency
}

/// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
  /// https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries(from:mode:)
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries { Entries() }
  /// https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { nil }
  }
}

/// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/entries(from:mode:)
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries() }
  /// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule/entries
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { nil }
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  { AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused) }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// https://developer.apple.com/documentation/swiftui/timelineschedule/everyminute
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

// MARK: - View modifiers

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/position(_:)
  nonisolated public func position(_ position: CGPoint) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/position(x:y:)
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    EmptyView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    EmptyView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-7q7as
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    EmptyView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/projectioneffect(_:)
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    EmptyView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/transformeffect(_:)
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
    EmptyView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  nonisolated public func clipped(antialiased: Bool = false) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    EmptyView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
  nonisolated public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/highprioritygesture(_:including:)
  nonisolated public func highPriorityGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:coordinatespace:perform:)
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
  /// (iOS 16, macOS 13: back-deployed; the action receives the new value)
  @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
  /// (the overload whose action receives the old and the new value)
  @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    EmptyView()
  }

  /// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  { EmptyView() }
}

// MARK: - Gestures

/// https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// https://developer.apple.com/documentation/swiftui/gesture/value
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
  associatedtype Body: Gesture
  /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.property
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// The body of a primitive gesture, whose `Body` is `Never`. Apple's is not public API; the
/// stand-in needs it because `GestureStateGesture` has a stored property named `body`.
extension Gesture where Body == Never {
  public var body: Never { fatalError("stand-in") }
}

extension Gesture where Value: Equatable {
  /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void)
    -> _ChangedGesture<Self>
  { _ChangedGesture() }
}

extension Gesture {
  /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
  /// Runs only when the gesture ends successfully, not when it is cancelled: see the top of this
  /// file.
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture()
  }

  /// https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
  /// The state resets to its initial value when the gesture ends or is cancelled, without a call
  /// to `body`.
  @MainActor @preconcurrency public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// https://developer.apple.com/documentation/swiftui/gesture/simultaneously(with:)
  nonisolated public func simultaneously<Other: Gesture>(with other: Other)
    -> SimultaneousGesture<Self, Other>
  { SimultaneousGesture(self, other) }
}

/// https://developer.apple.com/documentation/swiftui/_changedgesture
@frozen nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/_endedgesture
@frozen nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/gesturestategesture
@frozen nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/gesturestategesture/base
  public var base: Base
  /// https://developer.apple.com/documentation/swiftui/gesturestategesture/state
  public var state: GestureState<State>
  /// https://developer.apple.com/documentation/swiftui/gesturestategesture/body
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  /// https://developer.apple.com/documentation/swiftui/gesturestategesture/init(base:state:body:)
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  ) { (self.base, self.state, self.body) = (base, state, body) }
}

/// https://developer.apple.com/documentation/swiftui/simultaneousgesture
@frozen nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// https://developer.apple.com/documentation/swiftui/simultaneousgesture/first
  public var first: First
  /// https://developer.apple.com/documentation/swiftui/simultaneousgesture/second
  public var second: Second
  /// https://developer.apple.com/documentation/swiftui/simultaneousgesture/init(_:_:)
  public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }

  /// https://developer.apple.com/documentation/swiftui/simultaneousgesture/value
  /// Each is `nil` while its gesture has not (yet) received events.
  @frozen public struct Value {
    /// https://developer.apple.com/documentation/swiftui/simultaneousgesture/value/first
    public var first: First.Value?
    /// https://developer.apple.com/documentation/swiftui/simultaneousgesture/value/second
    public var second: Second.Value?
  }

  public typealias Body = Never
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/gesturemask
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/gesturemask/none
  public static let none = GestureMask([])
  /// https://developer.apple.com/documentation/swiftui/gesturemask/gesture
  public static let gesture = GestureMask(rawValue: 1)
  /// https://developer.apple.com/documentation/swiftui/gesturemask/subviews
  public static let subviews = GestureMask(rawValue: 2)
  /// https://developer.apple.com/documentation/swiftui/gesturemask/all
  public static let all = GestureMask(rawValue: 3)
}

/// https://developer.apple.com/documentation/swiftui/magnifygesture (iOS 17, macOS 14)
nonisolated public struct MagnifyGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/magnifygesture/minimumscaledelta
  public var minimumScaleDelta: CGFloat
  /// https://developer.apple.com/documentation/swiftui/magnifygesture/init(minimumscaledelta:)
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// https://developer.apple.com/documentation/swiftui/magnifygesture/value
  public struct Value: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/magnifygesture/value/time
    public var time: Date
    /// https://developer.apple.com/documentation/swiftui/magnifygesture/value/magnification
    /// (the total since the gesture began: 2 is twice the size it had then)
    public var magnification: CGFloat
    /// https://developer.apple.com/documentation/swiftui/magnifygesture/value/velocity
    public var velocity: CGFloat
    /// https://developer.apple.com/documentation/swiftui/magnifygesture/value/startanchor
    public var startAnchor: UnitPoint
    /// https://developer.apple.com/documentation/swiftui/magnifygesture/value/startlocation
    /// (where the pinch started, in the modified view's space; SwiftUI reports no live centroid)
    public var startLocation: CGPoint
  }

  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/rotategesture (iOS 17, macOS 14)
nonisolated public struct RotateGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/rotategesture/minimumangledelta
  public var minimumAngleDelta: Angle
  /// https://developer.apple.com/documentation/swiftui/rotategesture/init(minimumangledelta:)
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// https://developer.apple.com/documentation/swiftui/rotategesture/value
  public struct Value: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/rotategesture/value/time
    public var time: Date
    /// https://developer.apple.com/documentation/swiftui/rotategesture/value/rotation
    /// (the total since the gesture began)
    public var rotation: Angle
    /// https://developer.apple.com/documentation/swiftui/rotategesture/value/velocity
    /// (an angle per second)
    public var velocity: Angle
    /// https://developer.apple.com/documentation/swiftui/rotategesture/value/startanchor
    public var startAnchor: UnitPoint
    /// https://developer.apple.com/documentation/swiftui/rotategesture/value/startlocation
    public var startLocation: CGPoint
  }

  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/draggesture
@MainActor @preconcurrency
public struct DragGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/draggesture/minimumdistance
  @MainActor @preconcurrency public var minimumDistance: CGFloat
  /// https://developer.apple.com/documentation/swiftui/draggesture/coordinatespace
  @MainActor @preconcurrency public var coordinateSpace: CoordinateSpace

  /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
  /// (iOS 17, macOS 14; the `CoordinateSpace` overload of iOS 13 is not declared)
  @MainActor @preconcurrency public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// https://developer.apple.com/documentation/swiftui/draggesture/value
  public struct Value: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/time
    public var time: Date
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/location
    public var location: CGPoint
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/startlocation
    public var startLocation: CGPoint
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/translation
    /// (the total since the drag began: `location - startLocation`)
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/velocity
    /// (points per second; iOS 17, macOS 14)
    public var velocity: CGSize { .zero }
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/predictedendlocation
    public var predictedEndLocation: CGPoint { location }
    /// https://developer.apple.com/documentation/swiftui/draggesture/value/predictedendtranslation
    public var predictedEndTranslation: CGSize { translation }
  }

  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/spatialtapgesture
nonisolated public struct SpatialTapGesture: Gesture {
  /// https://developer.apple.com/documentation/swiftui/spatialtapgesture/count
  public var count: Int
  /// https://developer.apple.com/documentation/swiftui/spatialtapgesture/coordinatespace
  public var coordinateSpace: CoordinateSpace

  /// https://developer.apple.com/documentation/swiftui/spatialtapgesture/init(count:coordinatespace:)-75s7q
  /// (iOS 17, macOS 14; the `CoordinateSpace` overload of iOS 16 is not declared)
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// https://developer.apple.com/documentation/swiftui/spatialtapgesture/value
  public struct Value: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/spatialtapgesture/value/location
    public var location: CGPoint
  }

  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/tapgesture
nonisolated public struct TapGesture: Gesture {
  public typealias Value = Void
  /// https://developer.apple.com/documentation/swiftui/tapgesture/count
  public var count: Int
  /// https://developer.apple.com/documentation/swiftui/tapgesture/init(count:)
  public init(count: Int = 1) { self.count = count }
  public typealias Body = Never
}
