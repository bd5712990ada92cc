import AffineKit

/// One event of a recorded crop session, in wrapper coordinates.
public enum DemoEvent: Hashable, Sendable {
  /// A pinch increment about an optional focal point.
  case pinch(Double, focalPoint: Point?, phase: GesturePhase)
  /// A pan increment.
  case pan(Point, phase: GesturePhase)
  /// A double tap.
  case doubleTap(Point)

  /// A short description for the table, for example `pinch 0.9 (changed)`.
  public var label: String {
    let f = DemoFormat.number
    switch self {
    case .pinch(let k, let p, let phase):
      return "pinch \(f(k))" + (p.map { " about \(DemoFormat.point($0))" } ?? "") + " (\(phase))"
    case .pan(let t, let phase):
      return "pan \(DemoFormat.point(t)) (\(phase))"
    case .doubleTap(let p):
      return "double tap at \(DemoFormat.point(p))"
    }
  }
}

/// One row of a replayed session: the event and the state after it.
public struct SessionStep: Hashable, Sendable {
  /// The event.
  public var event: DemoEvent
  /// The zoom after the event.
  public var zoom: Double
  /// The content frame right after the event, wrapper space: for a pinch or pan, where the
  /// fingers left it (before any settle animation runs); for a double tap, the state after the tap.
  public var frame: Rect
  /// Where the content settles, when the event ended the gesture and the content moved.
  public var settleTarget: Rect?
  /// The point the event acted about, wrapper space: a pinch's focal point (the content's centre
  /// before the event when the pinch gave none, as the reducer does) or a double tap's location;
  /// `nil` for a pan.
  public var point: Point?
}

/// A crop session: a wrapper with an image filling it, a list of events replayed through
/// AffineKit's reducers, and the crop at the end.
public struct Session: Sendable {
  /// The starting state.
  public var start: ZoomableContent
  /// The events, in order.
  public var events: [DemoEvent]
  /// The image's size in pixels, for the crop.
  public var imagePixelSize: Size

  /// Creates a session.
  public init(start: ZoomableContent, events: [DemoEvent], imagePixelSize: Size) {
    self.start = start
    self.events = events
    self.imagePixelSize = imagePixelSize
  }

  /// Replays the events and returns each step and the final state.
  public func replay() -> (steps: [SessionStep], final: ZoomableContent) {
    var state = start
    var steps: [SessionStep] = []
    for event in events {
      var animation: SettleAnimation?
      var point: Point?
      var showsSettleStart = true
      switch event {
      case .pinch(let k, let p, let phase):
        var scale = k
        point = p ?? state.content.center
        animation = state.pinch(scale: &scale, focalPoint: p, phase: phase)
      case .pan(let t, let phase):
        var translation = t
        animation = state.pan(translation: &translation, phase: phase)
      case .doubleTap(let p):
        point = p
        animation = state.doubleTap(at: p)
        showsSettleStart = false
      }
      // The state the row shows: for a gesture that ends, where the fingers left the content (the
      // settle animation's start); for a double tap, the state after the tap (the reducer jumps
      // there and the animation only shows the way).
      var shown = state
      if showsSettleStart, let animation { shown.content = animation.start }
      steps.append(
        SessionStep(
          event: event, zoom: shown.zoomScale, frame: shown.contentFrame,
          settleTarget: animation?.end.frame, point: point))
    }
    return (steps, state)
  }

  /// The session as an aligned text table, then the final crop.
  public func table() -> String {
    let (steps, final) = replay()
    var rows: [[String]] = [["step", "event", "zoom", "content frame", "settle target"]]
    rows.append([
      "0", "start", DemoFormat.number(start.zoomScale), DemoFormat.rect(start.contentFrame), "",
    ])
    for (i, step) in steps.enumerated() {
      rows.append([
        "\(i + 1)", step.event.label, DemoFormat.number(step.zoom), DemoFormat.rect(step.frame),
        step.settleTarget.map(DemoFormat.rect) ?? "",
      ])
    }
    var text = TextTable.render(rows)
    let crop = final.cropRect(imagePixelSize: imagePixelSize)
    text += "\nfinal zoom \(DemoFormat.number(final.zoomScale)), content frame "
    text += "\(DemoFormat.rect(final.contentFrame))\n"
    text += "crop for a \(DemoFormat.number(imagePixelSize.width)) × "
    text += "\(DemoFormat.number(imagePixelSize.height)) image: \(DemoFormat.rect(crop)) pixels\n"
    return text
  }

  /// The session as panels: the state after each event, with its settle target, and the crop.
  public func panels() -> [Panel] {
    let (steps, final) = replay()
    let wrapper = start.wrapper
    var panels: [Panel] = [
      Panel(
        shapes: [
          .rect(
            start.contentFrame, stroke: DemoColor.content, fill: DemoColor.content, dashed: false),
          .rect(wrapper, stroke: DemoColor.wrapper, fill: nil, dashed: false),
        ],
        caption: ["0. start", "frame \(DemoFormat.rect(start.contentFrame))"])
    ]
    for (i, step) in steps.enumerated() {
      var shapes: [Shape] = [
        .rect(step.frame, stroke: DemoColor.content, fill: DemoColor.content, dashed: false),
        .rect(wrapper, stroke: DemoColor.wrapper, fill: nil, dashed: false),
      ]
      var caption = [
        "\(i + 1). \(step.event.label)",
        "zoom \(DemoFormat.number(step.zoom)), frame \(DemoFormat.rect(step.frame))",
      ]
      if let target = step.settleTarget {
        shapes.append(.rect(target, stroke: DemoColor.target, fill: nil, dashed: true))
        caption.append("settles to \(DemoFormat.rect(target))")
      }
      if let point = step.point {
        let name = if case .doubleTap = step.event { "tap" } else { "focal point" }
        shapes.append(.dot(point, color: DemoColor.layer))
        shapes.append(
          .label(name, at: Point(x: point.x + 8, y: point.y - 6), color: DemoColor.layer))
      }
      panels.append(Panel(shapes: shapes, caption: caption))
    }
    let crop = final.cropRect(imagePixelSize: imagePixelSize)
    panels.append(
      Panel(
        shapes: [
          .rect(
            final.contentFrame, stroke: DemoColor.content, fill: DemoColor.content, dashed: false),
          .rect(wrapper, stroke: DemoColor.crop, fill: nil, dashed: true),
        ],
        caption: [
          "crop: the wrapper over the final content",
          "\(DemoFormat.rect(crop)) px of \(DemoFormat.number(imagePixelSize.width))"
            + " × \(DemoFormat.number(imagePixelSize.height))",
        ]))
    return panels
  }
}

/// The demo's palette.
enum DemoColor {
  static let wrapper = "#222222"
  static let content = "#1f6fd1"
  static let target = "#2a9d3a"
  static let crop = "#d62828"
  static let layer = "#e07a1f"
  static let frame = "#7b2cbf"
}
