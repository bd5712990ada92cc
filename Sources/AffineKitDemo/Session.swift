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
  /// The content frame right after the event (before any settle animation runs), wrapper space.
  public var frame: Rect
  /// Where the content settles, when the event ended the gesture and the content moved.
  public var settleTarget: Rect?
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
      var shownFrame: Rect
      switch event {
      case .pinch(let k, let p, let phase):
        var scale = k
        animation = state.pinch(scale: &scale, focalPoint: p, phase: phase)
      case .pan(let t, let phase):
        var translation = t
        animation = state.pan(translation: &translation, phase: phase)
      case .doubleTap(let p):
        animation = state.doubleTap(at: p)
      }
      // A settle animation starts where the fingers left the content.
      shownFrame = animation?.start.frame ?? state.contentFrame
      let zoom = animation.map { g in (g.start.transform.a * g.start.transform.a).squareRoot() }
      steps.append(
        SessionStep(
          event: event, zoom: zoom ?? state.zoomScale, frame: shownFrame,
          settleTarget: animation?.end.frame))
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
