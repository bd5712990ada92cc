import AffineKit

/// The motion model's plots: a fling with room to stop, a fling into an edge, and the release
/// spring, each sampled from a real ``CropAnimation`` the engine returned, drawn as position and
/// velocity over time.
enum MotionPlot: CaseIterable {
  /// A 1000 pt/s fling with room to stop: Apple's projection, 499 pt.
  case fling
  /// An 8000 pt/s fling into the edge of the resting range: the decay, then the spring.
  case flingEdge
  /// Three releases of the critically damped spring toward a target 100 pt away.
  case releaseSpring

  /// The engine of the fling plots: a 3000 × 3000 photo filling a 300 × 300 box, at zoom 10, so
  /// the centre may rest anywhere in -1200...1500 on each axis.
  static func roomyEngine() -> CropEngine? {
    try? CropEngine(
      image: .upright(Size(width: 3000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300), zoom: 10)
  }

  /// The fling animation the engine returns for a pan released at `speed` along x, from the
  /// centre at x = 150.
  static func fling(speed: Double) -> CropAnimation? {
    guard var engine = roomyEngine() else { return nil }
    engine.apply(.pan(.began, translation: .zero), at: 0)
    engine.apply(.pan(.ended, translation: .zero, velocity: Point(x: speed, y: 0)), at: 0)
    return engine.runningAnimation
  }

  /// The spring of a release at `velocity` along x, 100 pt right of the only place the image may
  /// rest: a 300 × 300 photo at zoom 1 in a 300 × 300 box centred on the origin, its centre at
  /// x = 100. An axis released outside its resting range moves on the release spring.
  static func spring(velocity: Double) -> CropAnimation? {
    guard
      var engine = try? CropEngine(
        image: .upright(Size(width: 300, height: 300)),
        cropBox: Rect(x: -150, y: -150, width: 300, height: 300), center: Point(x: 100, y: 0))
    else { return nil }
    engine.apply(.pan(.began, translation: .zero), at: 0)
    engine.apply(.pan(.ended, translation: .zero, velocity: Point(x: velocity, y: 0)), at: 0)
    return engine.runningAnimation
  }

  /// One curve: what it shows, the animation, and its colour.
  struct Curve {
    var name: String
    var animation: CropAnimation
    var color: String

    /// The x the image's centre comes to rest at.
    var restingX: Double { animation.sample(at: animation.duration).center.x }
  }

  /// The curves to plot.
  var curves: [Curve] {
    switch self {
    case .fling:
      return Self.fling(speed: 1000).map { [Curve(name: "1000 pt/s", animation: $0, color: blue)] }
        ?? []
    case .flingEdge:
      return Self.fling(speed: 8000).map { [Curve(name: "8000 pt/s", animation: $0, color: blue)] }
        ?? []
    case .releaseSpring:
      return [
        (-3000.0, "−3000 pt/s", red), (-1000, "−1000 pt/s", blue), (1000, "+1000 pt/s", green),
      ]
      .compactMap { velocity, name, color in
        Self.spring(velocity: velocity).map { Curve(name: name, animation: $0, color: color) }
      }
    }
  }

  var blue: String { "#1f6feb" }
  var red: String { "#d1242f" }
  var green: String { "#1a7f37" }

  /// The picture's title, in words.
  var title: String {
    switch self {
    case .fling:
      return "A fling with room to stop: 1000 points per second glide 499 points and rest"
    case .flingEdge:
      return "A fling into an edge: it slows down to the edge, bounces once and rests on it"
    case .releaseSpring:
      return
        "The release spring: three releases toward a target 100 points away, and where each goes"
    }
  }

  /// The legend under the title.
  var legend: String {
    switch self {
    case .fling:
      return "blue: the image's centre (x) and its velocity over time · dashed: where it rests, "
        + "150 + 499 = 649 pt, and zero velocity · UIScrollView's normal deceleration, 0.998 per ms"
    case .flingEdge:
      return "blue: the image's centre (x) and its velocity over time · dashed: the edge of the "
        + "resting range, 1500 pt, and zero velocity · the velocity is continuous at the edge"
    case .releaseSpring:
      return "red: −3000 pt/s, toward the target faster than ω × 100 pt: one overshoot · "
        + "blue: −1000 pt/s, toward it slower: no crossing · green: +1000 pt/s, away: no crossing "
        + "· dashed: the target and zero velocity · ω = 2π / 0.3 s"
    }
  }

  /// The samples of every curve: `count + 1` times from 0 to the longest duration.
  func samples(count: Int) -> (times: [Double], curves: [[CropAnimation.Sample]]) {
    let longest = curves.map(\.animation.duration).max() ?? 1
    let times = (0...count).map { Double($0) * longest / Double(count) }
    return (times, curves.map { curve in times.map { curve.animation.sample(at: $0) } })
  }

  /// A table of the samples: time, then each curve's x and velocity.
  func table(rows: Int = 12) -> String {
    let (times, series) = samples(count: rows)
    var text = "time (s)   "
    for curve in curves {
      text += ("x, " + curve.name).padded(16) + ("v, " + curve.name).padded(18)
    }
    text += "\n"
    for (i, t) in times.enumerated() {
      text += DemoFormat.number((t * 1e4).rounded() / 1e4).padded(11)
      for c in series {
        text += DemoFormat.number((c[i].center.x * 1e3).rounded() / 1e3).padded(16)
        text += DemoFormat.number((c[i].velocity.x * 1e3).rounded() / 1e3).padded(18)
      }
      text += "\n"
    }
    for curve in curves {
      let d = (curve.animation.duration * 1e3).rounded() / 1e3
      text += "\(curve.name): rests at x = \(DemoFormat.number(curve.restingX)) pt "
      text += "after \(DemoFormat.number(d)) s\n"
    }
    return text
  }

  /// The plot's world: 400 × 200, time along x, the value up.
  static let world = Rect(x: 0, y: 0, width: 400, height: 200)

  /// Two panels: the position over time, and the velocity over time.
  func panels() -> [Panel] {
    let (times, series) = samples(count: 160)
    let duration = times.last ?? 1
    let ends = curves.map(\.restingX)
    let seconds = DemoFormat.number((duration * 100).rounded() / 100)
    return [
      panel(
        times: times, duration: duration, values: series.map { $0.map(\.center.x) },
        marks: ends,
        caption: ["the image's centre x (pt), from 0 to \(seconds) s"]),
      panel(
        times: times, duration: duration, values: series.map { $0.map(\.velocity.x) },
        marks: [0],
        caption: ["its velocity (pt/s), from 0 to \(seconds) s"]),
    ]
  }

  /// One plot: a frame, a dashed line per mark, a polyline per curve, and labels for the marks
  /// and the extremes.
  func panel(
    times: [Double], duration: Double, values: [[Double]], marks: [Double], caption: [String]
  ) -> Panel {
    let w = Self.world
    let all = values.flatMap { $0 } + marks
    var low = all.min() ?? 0
    var high = all.max() ?? 1
    if high - low < 1e-9 { high = low + 1 }
    let pad = (high - low) * 0.12
    low -= pad
    high += pad
    func point(_ t: Double, _ v: Double) -> Point {
      Point(x: t / duration * w.width, y: w.height - (v - low) / (high - low) * w.height)
    }
    var shapes: [Shape] = [.rect(w, stroke: "#8c959f", fill: nil, dashed: false)]
    var labelled: [Double] = []
    for mark in Array(Set(marks)).sorted() {
      shapes.append(
        .polyline([point(0, mark), point(duration, mark)], stroke: "#57606a", dashed: true))
      labelled.append(mark)
    }
    for (index, curve) in values.enumerated() {
      shapes.append(
        .polyline(
          zip(times, curve).map { point($0, $1) }, stroke: curves[index].color, dashed: false))
    }
    // The value each curve starts at (once per value), and the marks at the right.
    var started: [Double] = []
    for (index, curve) in values.enumerated() {
      guard let first = curve.first, !started.contains(first) else { continue }
      started.append(first)
      shapes.append(
        .label(
          DemoFormat.number((first * 10).rounded() / 10), at: point(0, first),
          color: curves[index].color))
    }
    for mark in labelled {
      shapes.append(
        .label(DemoFormat.number(mark), at: point(duration, mark), color: "#57606a"))
    }
    return Panel(shapes: shapes, caption: caption, world: w)
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters (and one space after it when
  /// it is already that long).
  fileprivate func padded(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
