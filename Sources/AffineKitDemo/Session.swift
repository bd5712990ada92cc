import AffineKit

/// A short description of an engine event for the demo's table, for example
/// `pinch 0.9 (changed)`.
func label(of event: CropEvent) -> String {
  let f: (Double) -> String = { DemoFormat.number($0) }
  switch event {
  case .pinch(let phase, let k, let p, _, _, _):
    return "pinch \(f(k))" + (p.map { " about \(DemoFormat.point($0))" } ?? "") + " (\(phase))"
  case .pan(let phase, let t, _, _):
    return "pan \(DemoFormat.point(t)) (\(phase))"
  case .touchDrag(let phase, let p):
    return "touch \(DemoFormat.point(p)) (\(phase))"
  case .doubleTap(let p):
    return "double tap at \(DemoFormat.point(p))"
  case .zoomTo(imageRect: let r):
    return "zoom to \(DemoFormat.rect(r)) px"
  case .layout(let box):
    return "crop box \(DemoFormat.rect(box))"
  case .rotation(let phase, let a, _, _, _):
    return "rotate \(f(a)) rad (\(phase))"
  case .straighten(let a):
    return "straighten to \(f(a)) rad"
  case .perspective(let h, let v):
    return "perspective \(f(h)), \(f(v)) rad"
  case .turn(let n):
    return "turn \(n) quarter turns"
  case .flip(let axis):
    return "flip \(axis)"
  case .reset:
    return "reset"
  case .restore:
    return "restore a saved crop"
  case .configure:
    return "configure"
  case .scroll(let d, let unit, let isPinch, let p):
    return (isPinch ? "trackpad pinch " : "scroll ") + "\(DemoFormat.point(d)) \(unit) at "
      + DemoFormat.point(p)
  case .scrollEnded:
    return "scroll ended"
  case .key(let key):
    return "key \(key)"
  case .quickZoom(let phase, let p):
    return "quick zoom \(DemoFormat.point(p)) (\(phase))"
  case .layoutCropArea(let area):
    return "crop area \(DemoFormat.rect(area))"
  case .handleDrag(let handle, let phase, let t, _):
    return "drag \(handle) handle \(DemoFormat.point(t)) (\(phase))"
  case .ratio(let preset, let locked):
    let shape: String
    switch preset {
    case .free: return "free ratio"
    case .original: shape = "the photo's ratio"
    case .exactly(let r): shape = "ratio \(r.width):\(r.height)"
    }
    return locked ? shape : "\(shape), unlocked"
  case .cropShape(let shape):
    return "crop shape \(shape)"
  case .revert:
    return "revert to a history step"
  case .handleStep(let handle, let outward):
    return "step the \(handle) handle " + (outward ? "out" : "in")
  }
}

/// One row of a replayed session: the event and the state after it.
public struct SessionStep: Hashable, Sendable {
  /// The event.
  public var event: CropEvent
  /// The zoom after the event.
  public var zoom: Double
  /// The content frame right after the event, view space: for a pinch or pan, where the
  /// fingers left it (before any settle animation runs); for a double tap, the state after the tap.
  public var frame: Rect
  /// Where the content settles, when the event ended the gesture and the content moved.
  public var settleTarget: Rect?
  /// The point the event acted about, view space: a pinch's focal point (the content's centre
  /// before the event when the pinch gave none, as the engine does) or a double tap's location;
  /// `nil` for a pan.
  public var point: Point?
  /// The image view's geometry right after the event (whose frame is ``frame``).
  public var geometry: ViewGeometry
  /// The image view's geometry where it settles (whose frame is ``settleTarget``).
  public var settleGeometry: ViewGeometry?
}

/// A crop session: an image behind a crop box, a list of events replayed through the engine's
/// one entry point, ``CropEngine/apply(_:at:)``, and the crop at the end.
public struct Session: Sendable {
  /// The starting state.
  public var start: CropEngine
  /// The events, in order.
  public var events: [CropEvent]

  /// Creates a session.
  public init(start: CropEngine, events: [CropEvent]) {
    self.start = start
    self.events = events
  }

  /// The image's size in pixels.
  public var imagePixelSize: Size { start.imagePixelSize }

  /// Replays the events, ten seconds apart (every animation has ended before the next event),
  /// and returns each step and the final state.
  public func replay() -> (steps: [SessionStep], final: CropEngine) {
    var state = start
    var steps: [SessionStep] = []
    for (index, event) in events.enumerated() {
      var point: Point?
      var showsSettleStart = true
      switch event {
      case .pinch(_, _, let p, _, _, _): point = p ?? state.center
      case .doubleTap(let p):
        point = p
        showsSettleStart = false
      case .zoomTo: showsSettleStart = false
      case .scroll(_, _, _, let p): point = p
      case .key: showsSettleStart = false
      case .pan, .touchDrag, .layout, .rotation, .straighten, .perspective, .turn, .flip, .reset,
        .restore,
        .configure, .scrollEnded, .quickZoom, .layoutCropArea, .handleDrag, .ratio, .revert,
        .handleStep, .cropShape:
        break
      }
      let animation =
        state.apply(event, at: 10 * Double(index)).startsAnimation
        ? state.runningAnimation : nil
      // The state the row shows: for a gesture that ends, where the fingers left the content (the
      // settle animation's start); for a double tap, the state after the tap (the engine jumps
      // there and the animation only shows the way).
      let start = animation?.sample(at: 0).geometry
      let end = animation.map { $0.sample(at: $0.duration).geometry }
      let shown = showsSettleStart ? (start ?? state.geometry) : state.geometry
      steps.append(
        SessionStep(
          event: event, zoom: shown.transform.a, frame: shown.frame,
          settleTarget: end?.frame, point: point, geometry: shown, settleGeometry: end))
    }
    return (steps, state)
  }

  /// The session as an aligned text table, then the final crop.
  public func table() -> String {
    let (steps, final) = replay()
    var rows: [[String]] = [["step", "event", "zoom", "content frame", "settle target"]]
    rows.append([
      "0", "start", DemoFormat.number(start.zoom), DemoFormat.rect(start.contentFrame), "",
    ])
    for (i, step) in steps.enumerated() {
      rows.append([
        "\(i + 1)", label(of: step.event), DemoFormat.number(step.zoom),
        DemoFormat.rect(step.frame),
        step.settleTarget.map(DemoFormat.rect) ?? "",
      ])
    }
    var text = TextTable.render(rows)
    let crop = final.cropRect
    text += "\nfinal zoom \(DemoFormat.number(final.zoom)), content frame "
    text += "\(DemoFormat.rect(final.contentFrame))\n"
    text += "crop for a \(DemoFormat.number(imagePixelSize.width)) × "
    text += "\(DemoFormat.number(imagePixelSize.height)) image: \(DemoFormat.rect(crop)) pixels\n"
    return text
  }

  /// The session as panels: the photo as the engine places it after each event, with the outside
  /// of the crop box dimmed, its settle target, and the crop.
  public func panels() -> [Panel] {
    let (steps, final) = replay()
    let box = start.cropBox
    let pixels = imagePixelSize
    var panels: [Panel] = [
      Panel(
        shapes: EngineShapes.photo(pixels, start.geometry, cropBox: box) + [
          .rect(box, stroke: DemoColor.box, fill: nil, dashed: false)
        ],
        caption: ["0. start", "frame \(DemoFormat.rect(start.contentFrame))"])
    ]
    for (i, step) in steps.enumerated() {
      var shapes = EngineShapes.photo(pixels, step.geometry, cropBox: box)
      shapes.append(.rect(box, stroke: DemoColor.box, fill: nil, dashed: false))
      var caption = [
        "\(i + 1). \(label(of: step.event))",
        "zoom \(DemoFormat.number(step.zoom)), frame \(DemoFormat.rect(step.frame))",
      ]
      if let target = step.settleTarget {
        shapes.append(.rect(target, stroke: DemoColor.target, fill: nil, dashed: true))
        caption.append("settles to \(DemoFormat.rect(target))")
      }
      if let point = step.point {
        let name = if case .doubleTap = step.event { "tap" } else { "focal point" }
        shapes.append(.dot(point, color: DemoColor.layer))
        shapes.append(.label(name, at: point, color: DemoColor.layer))
      }
      panels.append(Panel(shapes: shapes, caption: caption))
    }
    let crop = final.cropRect
    panels.append(
      Panel(
        shapes: EngineShapes.photo(pixels, final.geometry, cropBox: box) + [
          .rect(box, stroke: DemoColor.crop, fill: nil, dashed: true)
        ],
        caption: [
          "crop: the crop box over the final photo",
          "\(DemoFormat.rect(crop)) px of \(DemoFormat.number(imagePixelSize.width))"
            + " × \(DemoFormat.number(imagePixelSize.height))",
        ]))
    return panels
  }
}

/// One step of a scenario: what happened and the engine after it.
struct EngineStep {
  var label: String
  var engine: CropEngine
}

/// The shapes that show the engine's image: the ``TestImage`` placed by the image view's
/// geometry, and the dimmed outside of the crop box.
enum EngineShapes {
  /// The map from the image's pixels to the view: pixels to the image view's bounds (the fitted
  /// size), then the view's own map to its superview (centre, zoom, rotation, flips).
  static func imageToView(_ pixelSize: Size, _ geometry: ViewGeometry) -> AffineTransform {
    let b = geometry.bounds
    return AffineTransform(scaleX: b.width / pixelSize.width, y: b.height / pixelSize.height)
      .concatenating(AffineTransform(translationX: b.minX, y: b.minY))
      .concatenating(geometry.transformToSuperview)
  }

  /// A rect's corners: top-left, top-right, bottom-right, bottom-left.
  static func corners(_ r: Rect) -> [Point] {
    [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
      Point(x: r.minX, y: r.maxY),
    ]
  }

  /// The photo in its pixels with `r`, the crop region, drawn on it (the outside dimmed, its
  /// output's top-left corner marked), both through `scale` to the view panels' scale.
  static func regionOnPhoto(_ r: CropRegion, pixels: Size, scaled scale: AffineTransform)
    -> [Shape]
  {
    let region = [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].map { $0.applying(scale) }
    return [
      .photo(TestImage(pixelSize: pixels), transform: scale, clip: nil),
      .dimOutside(region),
      .polygon(region, stroke: DemoColor.crop, fill: nil),
      .dot(region[0], color: DemoColor.crop),
      .label("output's top-left", at: region[0], color: DemoColor.crop),
    ]
  }

  /// Whether all four corners of `e`'s crop region lie inside its photo (to 1e-9 of its size):
  /// the box is covered, read from the output rather than from the engine's covering rule.
  static func regionOnPhoto(_ e: CropEngine) -> Bool {
    let r = e.cropRegion
    let pixels = e.imagePixelSize
    let slack = 1e-9 * Swift.max(pixels.width, pixels.height)
    return [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].allSatisfy {
      $0.x >= -slack && $0.x <= pixels.width + slack && $0.y >= -slack
        && $0.y <= pixels.height + slack
    }
  }

  /// The photo as the engine places it, and the outside of the crop box dimmed.
  static func photo(_ pixelSize: Size, _ geometry: ViewGeometry, cropBox: Rect) -> [Shape] {
    [
      .photo(
        TestImage(pixelSize: pixelSize), transform: imageToView(pixelSize, geometry), clip: nil),
      .dimOutside(corners(cropBox)),
    ]
  }
}

/// The demo's palette.
enum DemoColor {
  static let box = "#222222"
  static let content = "#1f6fd1"
  static let target = "#2a9d3a"
  static let crop = "#d62828"
  static let layer = "#e07a1f"
  static let frame = "#7b2cbf"
}
