import AffineKit
import Testing

/// Bad input to ``CropEngine``: an invalid configuration makes no engine, and every event with a
/// bad payload is rejected with its reason and leaves the engine bit-identical (placement,
/// configuration and gesture memory), except that an end or cancel still ends its gesture and
/// settles when it was the last. Nothing traps.
@Suite("CropEngine: bad input")
struct CropEngineBadInputTests {
  /// A 300 × 300 image filling a 300 × 300 crop box at the origin, at zoom 2, centred at (120, 170):
  /// its frame is (-180, -130, 600, 600).
  static let zoomed = EngineFixture.make(zoom: 2, center: Point(x: 120, y: 170))

  /// Which gestures are active before the bad event.
  enum Start: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case idle, pinching, panning, holding
    var testDescription: String { rawValue }

    /// ``zoomed`` with the gesture begun (a pinch about (100, 100) by 1.5, a pan by (10, 0), a
    /// touch on the image).
    var engine: CropEngine {
      var e = CropEngineBadInputTests.zoomed
      switch self {
      case .idle: break
      case .pinching: e.apply(.pinch(.began, scale: 1.5, centroid: Point(x: 100, y: 100)))
      case .panning: e.apply(.pan(.began, translation: Point(x: 10, y: 0)))
      case .holding: e.apply(.touchDrag(.began, location: Point(x: 120, y: 170)))
      }
      return e
    }
  }

  static let badScales: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, -1, -.leastNonzeroMagnitude,
  ]
  static let badPoints: [Point] = [
    Point(x: .nan, y: 0), Point(x: 0, y: .infinity), Point(x: -.infinity, y: -.infinity),
  ]

  /// Applies `event` to `start` and expects it rejected for `reason`, the engine bit-identical.
  static func expectRejected(
    _ event: CropEvent, on start: CropEngine, as reason: CropEventRejection,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var e = start
    let result = e.apply(event)
    #expect(result == .rejected(reason), sourceLocation: sourceLocation)
    #expect(bitIdentical(e, start), sourceLocation: sourceLocation)
  }

  // MARK: Pinch

  @Test(arguments: badScales, [Start.idle, .pinching])
  func `a non-finite or non-positive pinch scale is rejected as an invalid scale`(
    bad: Double, start: Start
  ) {
    Self.expectRejected(.pinch(.changed, scale: bad), on: start.engine, as: .invalidScale)
  }

  @Test(arguments: badScales, [GestureValues.incremental, .cumulative])
  func `a bad scale is rejected with or without a centroid, incremental or cumulative`(
    bad: Double, values: GestureValues
  ) {
    let start = Start.pinching.engine
    Self.expectRejected(
      .pinch(.began, scale: bad, centroid: Point(x: 1, y: 1), values: values), on: start,
      as: .invalidScale)
    Self.expectRejected(.pinch(.changed, scale: bad, values: values), on: start, as: .invalidScale)
  }

  @Test(arguments: badPoints, [GesturePhase.began, .changed])
  func `a non-finite pinch centroid is rejected as an invalid centroid`(
    bad: Point, phase: GesturePhase
  ) {
    Self.expectRejected(
      .pinch(phase, scale: 1.5, centroid: bad), on: Start.pinching.engine, as: .invalidCentroid)
  }

  /// Zero is not bad input: UIKit reports `numberOfTouches == 0` when the fingers have lifted
  /// (at `.ended`); the rule is "a negative touch count".
  @Test(arguments: [-1, -2, Int.min], [GesturePhase.began, .changed])
  func `a negative touch count is rejected as an invalid touch count`(
    count: Int, phase: GesturePhase
  ) {
    Self.expectRejected(
      .pinch(phase, scale: 1.5, centroid: Point(x: 1, y: 1), touchCount: count),
      on: Start.pinching.engine, as: .invalidTouchCount)
  }

  // MARK: Cumulative values

  /// A cumulative pinch that began at a total of 2.
  static var cumulativePinch: CropEngine {
    var e = zoomed
    e.apply(.pinch(.began, scale: 2, centroid: Point(x: 150, y: 150), values: .cumulative))
    return e
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -2])
  func
    `a rejected cumulative scale is not remembered: the next increment is from the last accepted total`(
      bad: Double
    )
  {
    let focus = Point(x: 150, y: 150)
    var e = Self.cumulativePinch
    Self.expectRejected(
      .pinch(.changed, scale: bad, centroid: focus, values: .cumulative), on: e, as: .invalidScale)
    e.apply(.pinch(.changed, scale: bad, centroid: focus, values: .cumulative))
    e.apply(.pinch(.changed, scale: 3, centroid: focus, values: .cumulative))
    // 3 / 2 = 1.5 on zoom 4 about (150, 150): zoom 6, centre 150 + 1.5 · (90 − 150) = 60, and
    // 150 + 1.5 · (190 − 150) = 210 (the began step took (120, 170) to (90, 190)).
    #expect(e.zoom == 6)
    #expect(e.center == Point(x: 60, y: 210))
  }

  struct CumulativeIncrement: Sendable, CustomTestStringConvertible {
    var began: Double
    var changed: Double
    var testDescription: String { "total \(began) then \(changed)" }
  }

  /// Positive, finite totals whose ratio, the increment, is not finite and positive.
  static let badIncrements = [
    CumulativeIncrement(began: 1e-300, changed: 1e300),  // 1e600: +inf
    CumulativeIncrement(began: .leastNonzeroMagnitude, changed: 2),  // 4e323: +inf
    CumulativeIncrement(began: 1e300, changed: .leastNonzeroMagnitude),  // 5e-624: 0
  ]

  @Test(arguments: badIncrements)
  func
    `a cumulative scale whose increment is not finite and positive is rejected as an invalid scale`(
      c: CumulativeIncrement
    )
  {
    // Whatever the began step did (clamped to the limits), the increment to the next total is bad.
    var e = EngineFixture.make(limits: ZoomLimits(minimumZoom: 0.5, maximumZoom: 2))
    e.apply(.pinch(.began, scale: c.began, values: .cumulative))
    Self.expectRejected(
      .pinch(.changed, scale: c.changed, values: .cumulative), on: e, as: .invalidScale)
  }

  @Test(arguments: [
    Point(x: .nan, y: 0), Point(x: 0, y: .infinity), Point(x: -.infinity, y: .nan),
  ])
  func
    `a rejected cumulative translation is not remembered: the next increment is from the last accepted total`(
      bad: Point
    )
  {
    var e = Self.zoomed
    e.apply(.pan(.began, translation: Point(x: 10, y: 10), values: .cumulative))
    Self.expectRejected(
      .pan(.changed, translation: bad, values: .cumulative), on: e, as: .invalidTranslation)
    e.apply(.pan(.changed, translation: bad, values: .cumulative))
    e.apply(.pan(.changed, translation: Point(x: 30, y: 20), values: .cumulative))
    // (120, 170) + (10, 10) + (20, 10)
    #expect(e.center == Point(x: 150, y: 190))
  }

  @Test func `a cumulative translation whose increment overflows is rejected as an overflow`() {
    var e = Self.zoomed
    e.apply(.pan(.began, translation: Point(x: -1e308, y: 0), values: .cumulative))
    Self.expectRejected(
      .pan(.changed, translation: Point(x: 1e308, y: 0), values: .cumulative), on: e,
      as: .overflow)
  }

  @Test func `a rejected cumulative value does not begin the gesture: a later began starts from 1`()
  {
    var e = Self.zoomed
    Self.expectRejected(
      .pinch(.changed, scale: .nan, values: .cumulative), on: e, as: .invalidScale)
    e.apply(.pinch(.changed, scale: .nan, values: .cumulative))
    #expect(!e.isInteracting)
    e.apply(.pinch(.began, scale: 1.5, values: .cumulative))
    #expect(e.zoom == 3)
  }

  // MARK: Pan

  @Test(arguments: badPoints, [Start.idle, .panning])
  func `a non-finite pan translation is rejected as an invalid translation`(
    bad: Point, start: Start
  ) {
    Self.expectRejected(.pan(.changed, translation: bad), on: start.engine, as: .invalidTranslation)
    Self.expectRejected(
      .pan(.began, translation: bad, values: .cumulative), on: start.engine,
      as: .invalidTranslation)
  }

  @Test(arguments: badPoints, [Start.idle, .panning])
  func `a non-finite pan velocity is rejected as an invalid velocity`(bad: Point, start: Start) {
    Self.expectRejected(
      .pan(.changed, translation: Point(x: 5, y: 5), velocity: bad), on: start.engine,
      as: .invalidVelocity)
  }

  // MARK: Touch drag and double tap

  @Test(arguments: badPoints, Start.allCases)
  func `a non-finite touch location is rejected as an invalid location, held or not`(
    bad: Point, start: Start
  ) {
    Self.expectRejected(.touchDrag(.began, location: bad), on: start.engine, as: .invalidLocation)
    Self.expectRejected(.touchDrag(.changed, location: bad), on: start.engine, as: .invalidLocation)
  }

  @Test(arguments: badPoints)
  func
    `a rejected touch location leaves a held image held: the next move drags it from the last accepted location`(
      bad: Point
    )
  {
    var e = Start.holding.engine
    e.apply(.touchDrag(.changed, location: bad))
    let result = e.apply(.touchDrag(.changed, location: Point(x: 100, y: 100)))
    #expect(result == .moved)
    // (120, 170) + ((100, 100) − (120, 170))
    #expect(e.center == Point(x: 100, y: 100))
  }

  @Test(arguments: badPoints)
  func `a non-finite double-tap location is rejected as an invalid location`(bad: Point) {
    Self.expectRejected(.doubleTap(at: bad), on: Self.zoomed, as: .invalidLocation)
  }

  // MARK: Zoom to a rectangle

  static let badRects: [Rect] = [
    .null, Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 0, width: 10, height: -0.0),
    Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
    Rect(x: 0, y: -.infinity, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: .nan),
  ]

  @Test(arguments: badRects)
  func `a null, empty or non-finite rectangle to zoom to is rejected as an invalid rect`(bad: Rect)
  {
    Self.expectRejected(.zoomTo(imageRect: bad), on: Self.zoomed, as: .invalidRect)
  }

  // MARK: Layout

  struct BadBox: Sendable, CustomTestStringConvertible {
    var box: Rect
    var reason: CropConfigurationError
    var testDescription: String { "\(box): \(reason)" }
  }

  static let badBoxes = [
    BadBox(box: .null, reason: .invalidCropBox),
    BadBox(box: Rect(x: 0, y: 0, width: 0, height: 300), reason: .invalidCropBox),
    BadBox(box: Rect(x: 0, y: 0, width: 300, height: -0.0), reason: .invalidCropBox),
    BadBox(box: Rect(x: .nan, y: 0, width: 300, height: 300), reason: .invalidCropBox),
    BadBox(box: Rect(x: 0, y: .infinity, width: 300, height: 300), reason: .invalidCropBox),
    BadBox(box: Rect(x: 0, y: 0, width: -.infinity, height: 300), reason: .invalidCropBox),
    BadBox(box: Rect(x: 0, y: 0, width: 300, height: .nan), reason: .invalidCropBox),
    BadBox(box: Rect(x: 1e308, y: 0, width: 1e308, height: 300), reason: .invalidCropBox),
    BadBox(box: Rect(x: 300, y: 0, width: -300, height: 300), reason: .negativeCropBoxSize),
    BadBox(box: Rect(x: 0, y: 300, width: 300, height: -0.5), reason: .negativeCropBoxSize),
    // The 1 × 1e300-pixel image filling a box 1e10 points wide would be 1e310 points tall.
    BadBox(box: Rect(x: 0, y: 0, width: 1e10, height: 300), reason: .fittedSizeOutOfRange),
  ]

  @Test(arguments: badBoxes, [Start.idle, .pinching])
  func `a layout with an invalid crop box is rejected with the reason, gestures still active`(
    c: BadBox, start: Start
  ) {
    var e = EngineFixture.make(imagePixelSize: Size(width: 1, height: 1e300))
    if start == .pinching { e.apply(.pinch(.began, scale: 1.5, centroid: Point(x: 10, y: 10))) }
    Self.expectRejected(.layout(cropBox: c.box), on: e, as: .invalidCropBox(c.reason))
  }

  // MARK: Ends

  static let unknownEnds: [CropEvent] = [
    .pinch(.ended, scale: 1), .pinch(.cancelled, scale: 1.5, centroid: Point(x: 1, y: 1)),
    .pinch(.ended, scale: .nan), .pan(.ended, translation: .zero),
    .pan(.cancelled, translation: Point(x: 5, y: 0)),
    .pan(.ended, translation: Point(x: .nan, y: 0)),
    .touchDrag(.ended, location: Point(x: 120, y: 170)),
    .touchDrag(.cancelled, location: Point(x: .nan, y: 0)),
  ]

  @Test(arguments: unknownEnds)
  func `an end or cancel of a gesture that is not active is rejected as gesture not active`(
    event: CropEvent
  ) {
    Self.expectRejected(event, on: Self.zoomed, as: .gestureNotActive)
  }

  @Test(arguments: [
    CropEvent.pan(.ended, translation: Point(x: 5, y: 0)),
    .touchDrag(.cancelled, location: Point(x: 0, y: 0)),
  ])
  func `ending a gesture that is not active leaves the active one active`(event: CropEvent) {
    Self.expectRejected(event, on: Start.pinching.engine, as: .gestureNotActive)
  }

  @Test func `a second end of the same gesture is rejected as gesture not active`() {
    var e = Start.panning.engine
    e.apply(.pan(.ended, translation: .zero))
    Self.expectRejected(.pan(.ended, translation: .zero), on: e, as: .gestureNotActive)
  }

  /// The rest state: a 300 × 300 image filling a 300 × 300 box at the origin at zoom 1.
  static let rest = EngineFixture.make()

  /// The 300 × 300 image view's geometry at a centre and zoom.
  static func geometry(center: Point, zoom: Double) -> ViewGeometry {
    var g = ViewGeometry()
    g.bounds = Rect(x: 0, y: 0, width: 300, height: 300)
    g.center = center
    g.transform = AffineTransform(scaleX: zoom, y: zoom)
    return g
  }

  struct BadEnd: Sendable, CustomTestStringConvertible {
    var name: String
    /// Events that begin the gesture and move the image away from ``rest``.
    var begin: [CropEvent]
    /// Where the image is after them.
    var moved: ViewGeometry
    var end: CropEvent
    var reason: CropEventRejection
    var testDescription: String { name }
  }

  static let shrunk = geometry(center: Point(x: 150, y: 150), zoom: 0.6)
  static let shifted = geometry(center: Point(x: 190, y: 125), zoom: 1)

  static let badEnds: [BadEnd] = [
    BadEnd(
      name: "a pinch ended with a NaN scale", begin: [.pinch(.began, scale: 0.5)], moved: shrunk,
      end: .pinch(.ended, scale: .nan), reason: .invalidScale),
    BadEnd(
      name: "a pinch cancelled with a zero scale", begin: [.pinch(.began, scale: 0.5)],
      moved: shrunk, end: .pinch(.cancelled, scale: 0), reason: .invalidScale),
    BadEnd(
      name: "a pinch ended with a NaN centroid", begin: [.pinch(.began, scale: 0.5)],
      moved: shrunk, end: .pinch(.ended, scale: 1, centroid: Point(x: .nan, y: 0)),
      reason: .invalidCentroid),
    BadEnd(
      name: "a pinch ended with a negative touch count", begin: [.pinch(.began, scale: 0.5)],
      moved: shrunk, end: .pinch(.ended, scale: 1, touchCount: -1), reason: .invalidTouchCount),
    BadEnd(
      name: "a pinch ended with a scale whose zoom overflows",
      begin: [.pinch(.began, scale: 0.5)], moved: shrunk, end: .pinch(.ended, scale: 1e308),
      reason: .overflow),
    BadEnd(
      name: "a cumulative pinch ended with an infinite increment",
      begin: [.pinch(.began, scale: 1e-300, values: .cumulative)], moved: shrunk,
      end: .pinch(.ended, scale: 1e300, values: .cumulative), reason: .invalidScale),
    BadEnd(
      name: "a pan ended with a NaN translation",
      begin: [.pan(.began, translation: Point(x: 40, y: -25))], moved: shifted,
      end: .pan(.ended, translation: Point(x: .nan, y: 0)), reason: .invalidTranslation),
    BadEnd(
      name: "a pan cancelled with an infinite velocity",
      begin: [.pan(.began, translation: Point(x: 40, y: -25))], moved: shifted,
      end: .pan(.cancelled, translation: .zero, velocity: Point(x: .infinity, y: 0)),
      reason: .invalidVelocity),
    BadEnd(
      name: "a touch drag ended at a NaN location",
      begin: [
        .touchDrag(.began, location: Point(x: 150, y: 150)),
        .touchDrag(.changed, location: Point(x: 190, y: 125)),
      ], moved: shifted, end: .touchDrag(.ended, location: Point(x: 0, y: .nan)),
      reason: .invalidLocation),
  ]

  @Test(arguments: badEnds)
  func `an end or cancel with a bad payload still ends the last gesture and settles`(c: BadEnd) {
    var e = Self.rest
    for event in c.begin { e.apply(event) }
    #expect(e.geometry == c.moved)
    let result = e.apply(c.end)
    #expect(result == .rejected(c.reason, animates: true))
    let settle = e.runningSettle
    #expect(settle?.motion == .eased && settle?.duration == 0.3)
    #expect(settle?.start == c.moved && settle?.end == Self.rest.geometry)
    // Settled: once its settle animation has run (an accepted event after its end changes
    // nothing but forgets it), the engine is the resting one bit for bit.
    #expect(e.apply(.layout(cropBox: e.cropBox)) == .unchanged)
    #expect(bitIdentical(e, Self.rest))
    #expect(!e.isInteracting)
  }

  @Test func `a bad end of a gesture that is not the last ends it without settling`() {
    var e = Self.rest
    e.apply(.pan(.began, translation: Point(x: 40, y: -25)))
    e.apply(.pinch(.began, scale: 1, centroid: Point(x: 150, y: 150)))
    let result = e.apply(.pan(.ended, translation: Point(x: .nan, y: 0)))
    #expect(result == .rejected(.invalidTranslation, animates: false))
    #expect(e.geometry == Self.shifted)
    #expect(e.isInteracting)
    #expect(e.apply(.pan(.ended, translation: .zero)) == .rejected(.gestureNotActive))
    let last = e.apply(.pinch(.ended, scale: 1))
    #expect(last == .animated)
    let settle = e.runningSettle
    #expect(settle?.motion == .eased && settle?.duration == 0.3)
    #expect(settle?.start == Self.shifted && settle?.end == Self.rest.geometry)
  }

  @Test func `a bad end with the image at rest ends the gesture and has nothing to settle`() {
    var e = Self.rest
    e.apply(.pan(.began, translation: .zero))
    let result = e.apply(.pan(.ended, translation: Point(x: .infinity, y: 0)))
    #expect(result == .rejected(.invalidTranslation, animates: false))
    #expect(bitIdentical(e, Self.rest))
  }

  // MARK: Overflow

  /// A finite event whose result would not be finite.
  struct Overflow: Sendable, CustomTestStringConvertible {
    var name: String
    var start: CropEngine
    var events: [CropEvent]
    var testDescription: String { name }
  }

  static let overflows: [Overflow] = {
    let seed = EngineFixture.make()
    return [
      Overflow(
        name: "zoom to a subnormal rectangle (zoom +inf)", start: seed,
        events: [
          .zoomTo(
            imageRect: Rect(
              x: 0, y: 0, width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude))
        ]),
      Overflow(
        name: "a pinch of 1e308 with no maximum (the frame size overflows)", start: seed,
        events: [.pinch(.began, scale: 1e308)]),
      Overflow(
        name: "a pinch of 1e308 at zoom 2 with no maximum (the zoom overflows)",
        start: EngineFixture.make(zoom: 2), events: [.pinch(.changed, scale: 1e308)]),
      Overflow(
        name: "a pinch about a focal point at 1e308", start: seed,
        events: [.pinch(.began, scale: 4, centroid: Point(x: 1e308, y: 1e308))]),
      Overflow(
        name: "doubling the zoom about a focal point at 1e308 (2·(c − p) overflows)", start: seed,
        events: [.pinch(.changed, scale: 2, centroid: Point(x: 1e308, y: 150))]),
      Overflow(
        name: "a pan of 1e308 from a centre at 1.5e308",
        start: EngineFixture.make(center: Point(x: 1.5e308, y: 150)),
        events: [.pan(.began, translation: Point(x: 1e308, y: 0))]),
      Overflow(
        name: "a rubber-band pan of 1e308", start: EngineFixture.make(overscroll: .rubberBand),
        events: [.pan(.changed, translation: Point(x: 1e308, y: 0))]),
      Overflow(
        name: "a double tap at 1.7e308", start: seed,
        events: [.doubleTap(at: Point(x: 1.7e308, y: 0))]),
      Overflow(
        name: "a centroid jump from -1e308 to 1e308", start: seed,
        events: [
          .pinch(.began, scale: 1, centroid: Point(x: -1e308, y: 0)),
          .pinch(.changed, scale: 1, centroid: Point(x: 1e308, y: 0)),
        ]),
      Overflow(
        name: "a touch move from -7e307 to 1.7e308 on a 1.5e308-point-wide image",
        start: EngineFixture.make(
          fit: .natural(Size(width: 1.5e308, height: 300)), center: Point(x: 0, y: 150)),
        events: [
          .touchDrag(.began, location: Point(x: -7e307, y: 150)),
          .touchDrag(.changed, location: Point(x: 1.7e308, y: 150)),
        ]),
    ]
  }()

  @Test(arguments: overflows)
  func `a finite event whose result overflows is rejected as an overflow`(c: Overflow) {
    var e = c.start
    for event in c.events.dropLast() { e.apply(event) }
    Self.expectRejected(c.events.last!, on: e, as: .overflow)
  }

  @Test
  func
    `a huge rubber-band pan in a crop box as large as CoreGraphics' infinite rect keeps the state finite`()
  {
    // A 10537 × 10537-point image centred on CoreGraphics' infinite rectangle as the crop box:
    // the rubber band's band and unband of an overshoot near 1.8e308 overflow.
    var e = EngineFixture.make(
      cropBox: .infinite, fit: .natural(Size(width: 10537, height: 10537)), limits: .viewer,
      overscroll: .rubberBand)
    let start = e
    let result = e.apply(.pan(.began, translation: Point(x: 10537, y: -1.7976931348623157e308)))
    #expect(result == .rejected(.overflow))
    #expect(bitIdentical(e, start))
  }

  @Test func `a pan that would put the image's edge at infinity is rejected as an overflow`() {
    // A 1e308-point-wide image centred at the origin: a pan of -1.7e308 keeps the centre finite,
    // but the left edge, -1.7e308 − 5e307, is -inf.
    let start = EngineFixture.make(
      fit: .natural(Size(width: 1e308, height: 300)), center: Point(x: 0, y: 150))
    Self.expectRejected(
      .pan(.began, translation: Point(x: -1.7e308, y: 0)), on: start, as: .overflow)
  }

  // MARK: Configuration

  struct Configuration: Sendable, CustomTestStringConvertible {
    var name: String
    var imagePixelSize = Size(width: 300, height: 300)
    var cropBox = Rect(x: 0, y: 0, width: 300, height: 300)
    var fit = FitMode.fill
    var limits = ZoomLimits.crop
    var zoom = 1.0
    var center: Point? = nil
    var error: CropConfigurationError
    var testDescription: String { name }

    func make() throws(CropConfigurationError) -> CropEngine {
      try CropEngine(
        image: .upright(imagePixelSize), cropBox: cropBox,
        configuration: CropConfiguration(fit: fit, limits: limits), zoom: zoom, center: center)
    }
  }

  static let invalidConfigurations: [Configuration] = [
    .init(
      name: "zero pixel width", imagePixelSize: Size(width: 0, height: 300),
      error: .invalidImagePixelSize),
    .init(
      name: "-0 pixel width", imagePixelSize: Size(width: -0.0, height: 300),
      error: .invalidImagePixelSize),
    .init(
      name: "negative pixel height", imagePixelSize: Size(width: 300, height: -10),
      error: .invalidImagePixelSize),
    .init(
      name: "NaN pixel width", imagePixelSize: Size(width: .nan, height: 300),
      error: .invalidImagePixelSize),
    .init(
      name: "+inf pixel height", imagePixelSize: Size(width: 300, height: .infinity),
      error: .invalidImagePixelSize),
    .init(
      name: "-inf pixel width", imagePixelSize: Size(width: -.infinity, height: 300),
      error: .invalidImagePixelSize),
    .init(name: "null crop box", cropBox: .null, error: .invalidCropBox),
    .init(
      name: "empty crop box", cropBox: Rect(x: 0, y: 0, width: 0, height: 300),
      error: .invalidCropBox),
    .init(
      name: "-0 crop box height", cropBox: Rect(x: 0, y: 0, width: 300, height: -0.0),
      error: .invalidCropBox),
    .init(
      name: "NaN crop box origin", cropBox: Rect(x: .nan, y: 0, width: 300, height: 300),
      error: .invalidCropBox),
    .init(
      name: "+inf crop box origin", cropBox: Rect(x: 0, y: .infinity, width: 300, height: 300),
      error: .invalidCropBox),
    .init(
      name: "-inf crop box height", cropBox: Rect(x: 0, y: 0, width: 300, height: -.infinity),
      error: .invalidCropBox),
    .init(
      name: "NaN crop box height", cropBox: Rect(x: 0, y: 0, width: 300, height: .nan),
      error: .invalidCropBox),
    .init(
      name: "crop box whose max x overflows",
      cropBox: Rect(x: 1e308, y: 0, width: 1e308, height: 300), error: .invalidCropBox),
    .init(
      name: "negative crop box width", cropBox: Rect(x: 300, y: 0, width: -300, height: 300),
      error: .negativeCropBoxSize),
    .init(
      name: "negative crop box height", cropBox: Rect(x: 0, y: 300, width: 300, height: -300),
      error: .negativeCropBoxSize),
    .init(
      name: "zero natural width", fit: .natural(Size(width: 0, height: 300)),
      error: .invalidNaturalSize),
    .init(
      name: "negative natural height", fit: .natural(Size(width: 300, height: -1)),
      error: .invalidNaturalSize),
    .init(
      name: "NaN natural width", fit: .natural(Size(width: .nan, height: 300)),
      error: .invalidNaturalSize),
    .init(
      name: "infinite natural height", fit: .natural(Size(width: 300, height: .infinity)),
      error: .invalidNaturalSize),
    .init(
      name: "a fill whose other side overflows", imagePixelSize: Size(width: 1, height: 1e308),
      error: .fittedSizeOutOfRange),
    .init(
      name: "a fitted size whose sides add up past the largest Double",
      imagePixelSize: Size(width: 1e308, height: 1e308),
      cropBox: Rect(x: 0, y: 0, width: 1e308, height: 1e308),
      error: .fittedSizeOutOfRange),
    .init(
      name: "a fit whose other side underflows to zero",
      imagePixelSize: Size(width: 1e308, height: 1e-20), fit: .fit, error: .fittedSizeOutOfRange),
    .init(name: "NaN zoom", zoom: .nan, error: .invalidZoom),
    .init(name: "zero zoom", zoom: 0, error: .invalidZoom),
    .init(name: "negative zoom", zoom: -1, error: .invalidZoom),
    .init(name: "infinite zoom", zoom: .infinity, error: .invalidZoom),
    .init(name: "zoom below the gesture floor", zoom: 0.5, error: .invalidZoom),
    .init(
      name: "zoom above the gesture ceiling", limits: ZoomLimits(maximumZoom: 8), zoom: 9,
      error: .invalidZoom),
    .init(name: "NaN centre", center: Point(x: .nan, y: 0), error: .invalidCenter),
    .init(name: "+inf centre", center: Point(x: 0, y: .infinity), error: .invalidCenter),
    .init(name: "-inf centre", center: Point(x: -.infinity, y: 0), error: .invalidCenter),
  ]

  @Test
  func `a tap that catches a box animation whose sizes underflow is refused, never zero-sized`()
    throws
  {
    // A 1e-300-pixel photo in a box 1e-300 points wide, editable with no minimum size: the
    // ratio's box animation interpolates its box and fit so far below a point that they round to
    // zero. Found by the fuzzer (on a fixed box, which now refuses ratios).
    var e = try CropEngine(
      image: .stored(Size(width: 1e-300, height: 1e-300), orientation: .leftMirrored),
      cropBox: Rect(x: 2, y: -1.7976931348623157e+308, width: 1e-300, height: 35.89),
      configuration: CropConfiguration(
        limits: ZoomLimits(restingMinimumZoom: 0.6), overscroll: .rubberBand,
        input: CropInputOptions(doubleTap: DoubleTapCycle(1, 2, 4)),
        boxEditing: CropBoxEditing(minimumSize: 0, minimumPixels: 0)),
      zoom: 2, center: Point(x: 2, y: 2))
    #expect(e.apply(.ratio(.square), at: 1.3399999999999999) == .animated)
    let before = e
    #expect(
      e.apply(.doubleTap(at: Point(x: 0, y: 2)), at: 1.6399999999999995) == .rejected(.overflow))
    #expect(bitIdentical(e, before))
    #expect(e.cropBox.size.width > 0 && e.cropBox.size.height > 0)
  }

  @Test(arguments: invalidConfigurations)
  func `an invalid configuration cannot make an engine, and says why`(c: Configuration) {
    #expect(throws: c.error) { try c.make() }
  }

  @Test func `a zoom whose image size overflows cannot make an engine: an invalid zoom`() {
    // 1.7e308 · 300 points is +inf. The zoom is within the limits (no maximum) and the centre is
    // the box's: the zoom is what is wrong.
    #expect(throws: CropConfigurationError.invalidZoom) {
      try CropEngine(
        image: .upright(Size(width: 300, height: 300)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300), zoom: 1.7e308)
    }
  }

  @Test func `a centre so far away that the image's frame is not finite cannot make an engine`() {
    // A 1e308-point-wide image centred at -1.7e308: its left edge, -1.7e308 − 5e307, is -inf.
    #expect(throws: CropConfigurationError.invalidCenter) {
      try CropEngine(
        image: .upright(Size(width: 300, height: 300)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
        configuration: CropConfiguration(fit: .natural(Size(width: 1e308, height: 300))),
        center: Point(x: -1.7e308, y: 150))
    }
  }
}

/// Valid but extreme configurations: the engine stays finite and its derived values exact.
@Suite("CropEngine: extreme valid configurations")
struct CropEngineExtremeConfigurationTests {
  @Test(arguments: [1e-200, 1e-160, Double.leastNonzeroMagnitude, 1e200, 1e300])
  func `a tiny or huge zoom is kept exactly, and the geometry scales by exactly that zoom`(
    zoom: Double
  ) {
    let e = EngineFixture.make(
      fit: .natural(Size(width: 1, height: 1)),
      limits: ZoomLimits(minimumZoom: .leastNonzeroMagnitude, maximumZoom: 1e300), zoom: zoom)
    #expect(e.zoom == zoom)
    #expect(e.geometry.transform == AffineTransform(scaleX: zoom, y: zoom))
  }

  @Test func `zoom to the infinite rectangle with subnormal limits rests at those limits`() {
    let tiny = Double.leastNonzeroMagnitude
    var e = EngineFixture.make(
      limits: ZoomLimits(minimumZoom: tiny, maximumZoom: tiny), zoom: tiny)
    e.apply(.zoomTo(imageRect: .infinite))
    #expect(e.zoom == tiny)
    let start = e
    e.apply(.pan(.began, translation: .zero))
    #expect(e.apply(.pan(.ended, translation: .zero)) == .unchanged)
    #expect(bitIdentical(e, start))
  }

  @Test(arguments: [1.0, 0.0, -1.0])
  func `a rubber-band pan in a crop box with a subnormal side keeps the state finite`(dy: Double) {
    // The rubber band's unband of an overshoot near a subnormal side d divides by d − b.
    var e = EngineFixture.make(
      cropBox: Rect(x: 0, y: 0, width: 300, height: .leastNonzeroMagnitude),
      fit: .natural(Size(width: 300, height: 300)), overscroll: .rubberBand,
      center: Point(x: 150, y: 400))
    e.apply(.pan(.changed, translation: Point(x: 0, y: dy)))
    #expect(e.center.x.isFinite && e.center.y.isFinite)
    #expect(e.contentFrame.origin.y.isFinite)
  }

  @Test func `a double tap with the largest resting minimum zoom keeps the state: nothing moves`() {
    // 2 × the largest double is +inf: there is no zoom to toggle to, and the state stays finite.
    let largest = Double.greatestFiniteMagnitude
    let start = EngineFixture.make(
      fit: .natural(Size(width: 1e-300, height: 1e-300)),
      limits: ZoomLimits(minimumZoom: largest, restingMinimumZoom: largest), zoom: largest)
    var e = start
    #expect(e.apply(.doubleTap(at: Point(x: 150, y: 150))) == .unchanged)
    #expect(bitIdentical(e, start))
  }

  @Test func `a pinch clamped to the largest zoom leaves the placement bit-identical`() {
    let largest = Double.greatestFiniteMagnitude
    let start = EngineFixture.make(
      fit: .natural(Size(width: 1e-300, height: 1e-300)),
      limits: ZoomLimits(minimumZoom: largest, maximumZoom: largest), zoom: largest)
    var e = start
    #expect(e.apply(.pinch(.began, scale: 2, centroid: Point(x: 0, y: 0))) == .unchanged)
    #expect(bitIdentical(numbers(e), numbers(start)))
  }

  @Test
  func
    `the derived geometry has a zero bounds origin, a centred anchor, full alpha and a uniform scale`()
  {
    // Derived, not stored, so never NaN, off-centre, mirrored or sheared: a settle at rest cannot
    // report a move because of them, and no event can make them invalid.
    let e = EngineFixture.make(zoom: 2, center: Point(x: 120, y: 170))
    #expect(e.geometry.transform == AffineTransform(scaleX: 2, y: 2))
    #expect(e.geometry.bounds == Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(e.geometry.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(e.geometry.alpha == 1)
    #expect(e.geometry.center == Point(x: 120, y: 170))
  }

  @Test func `a bad last end whose settle moves nothing leaves the placement's bits, −0 included`()
    throws
  {
    // The clamp max(−0, +0) gives +0: the same number, not the same bits. The settle moved
    // nothing, so the rejected end must leave the centre −0. Found by the fuzzer.
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: -150, y: -150, width: 300, height: 300), center: Point(x: -0.0, y: 0))
    e.apply(.pan(.began, translation: .zero))
    let before = numbers(e)
    #expect(
      e.apply(.pan(.ended, translation: Point(x: .nan, y: 0))) == .rejected(.invalidTranslation))
    #expect(bitIdentical(numbers(e), before))
    #expect(e.center.x.sign == .minus)
  }
}
