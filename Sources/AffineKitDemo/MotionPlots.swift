import AffineKit

/// The motion model's plots: a fling with room to stop, a fling into an edge, and the release
/// spring, each sampled from a real ``SettleAnimation`` the engine returned (or built), drawn as
/// position and velocity over time.
enum MotionPlot: CaseIterable {
  /// A 1000 pt/s fling with room to stop: Apple's projection, 499 pt.
  case fling
  /// An 8000 pt/s fling into the edge of the resting range: the decay, then the spring.
  case flingEdge
  /// Three releases of the critically damped spring toward a target 100 pt away.
  case releaseSpring

  /// The engine of the fling plots: a 3000 × 3000 photo filling a 300 × 300 box, at zoom 10, so
  /// the centre may rest anywhere in -1200...1500 on each axis.
  static func roomyEngine() -> CropEngine {
    // A valid literal configuration: the initializer cannot throw for it.
    (try? CropEngine(
      imagePixelSize: Size(width: 3000, height: 3000),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300), zoom: 10))!
  }

  /// The fling animation the engine returns for a pan released at `speed` along x.
  static func fling(speed: Double) -> SettleAnimation {
    var engine = roomyEngine()
    engine.apply(.pan(.began, translation: .zero))
    let result = engine.apply(
      .pan(.ended, translation: .zero, velocity: Point(x: speed, y: 0)))
    return result.animation!
  }

  /// The spring from 100 pt at `velocity` to 0.
  static func spring(velocity: Double) -> SettleAnimation {
    SettleAnimation(
      springFrom: Point(x: 100, y: 0), zoom: 1, to: .zero, zoom: 1,
      velocity: Point(x: velocity, y: 0), fittedSize: Size(width: 300, height: 300))
  }

  /// The curves to plot: a name, the animation, and its colour.
  var curves: [(name: String, animation: SettleAnimation, color: String)] {
    switch self {
    case .fling: return [("1000 pt/s at 0.998", Self.fling(speed: 1000), "#1f6feb")]
    case .flingEdge:
      return [("8000 pt/s into the edge at 1500", Self.fling(speed: 8000), "#1f6feb")]
    case .releaseSpring:
      return [
        (
          "−3000 pt/s: toward, faster than ω·d: one overshoot", Self.spring(velocity: -3000),
          "#d1242f"
        ),
        (
          "−1000 pt/s: toward, slower than ω·d: no crossing", Self.spring(velocity: -1000),
          "#1f6feb"
        ),
        ("+1000 pt/s: away: no crossing", Self.spring(velocity: 1000), "#1a7f37"),
      ]
    }
  }

  /// The plot's title, in words.
  var title: String {
    switch self {
    case .fling:
      return "A fling with room to stop: 1000 pt/s decelerates over 499 pt (UIScrollView, 0.998)"
    case .flingEdge:
      return "A fling into an edge: it decelerates to the edge, bounces, and rests on it"
    case .releaseSpring:
      return "The release spring: a target 100 pt away, three release velocities"
    }
  }

  /// The samples of every curve: `count + 1` times from 0 to the longest duration.
  func samples(count: Int = 120) -> (times: [Double], curves: [[SettleSample]]) {
    let longest = curves.map(\.animation.duration).max() ?? 1
    let times = (0...count).map { Double($0) * longest / Double(count) }
    return (times, curves.map { curve in times.map { curve.animation.sample(at: $0) } })
  }

  /// A table of the samples: time, then each curve's x and velocity.
  func table(rows: Int = 12) -> String {
    let (times, curves) = samples(count: rows)
    var text =
      "time (s)   "
      + self.curves.indices.map { "x\($0 + 1) (pt)    v\($0 + 1) (pt/s)  " }
      .joined()
    text += "\n"
    for (i, t) in times.enumerated() {
      text += DemoFormat.number(t).padding(11)
      for c in curves {
        text += DemoFormat.number(c[i].center.x).padding(12)
        text += DemoFormat.number(c[i].velocity.x).padding(14)
      }
      text += "\n"
    }
    return text
  }

  /// The SVG: position over time above, velocity over time below, with a legend.
  func svg() -> String {
    let width = 720.0
    let panel = 200.0
    let left = 70.0
    let right = 20.0
    let top = 50.0
    let gap = 50.0
    let legend = 22.0 * Double(curves.count)
    let height = top + panel + gap + panel + 40 + legend
    let (times, series) = samples()
    let duration = times.last ?? 1
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
      viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" \
      font-size="12">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="\(Int(left))" y="24" font-size="14" font-weight="bold">\(escaped(title))</text>

      """
    func plot(y0: Double, label: String, values: [[Double]], marks: [Double]) {
      let all = values.flatMap { $0 } + marks
      var low = all.min() ?? 0
      var high = all.max() ?? 1
      if high - low < 1e-9 { high = low + 1 }
      let pad = (high - low) * 0.08
      low -= pad
      high += pad
      let plotWidth = width - left - right
      func px(_ t: Double) -> Double { left + t / duration * plotWidth }
      func py(_ v: Double) -> Double { y0 + panel - (v - low) / (high - low) * panel }
      out += "<rect x=\"\(left)\" y=\"\(y0)\" width=\"\(plotWidth)\" height=\"\(panel)\" "
      out += "fill=\"none\" stroke=\"#8c959f\"/>\n"
      for mark in marks {
        out +=
          "<line x1=\"\(left)\" y1=\"\(py(mark))\" x2=\"\(left + plotWidth)\" y2=\"\(py(mark))\" "
        out += "stroke=\"#57606a\" stroke-dasharray=\"4 3\"/>\n"
        out += "<text x=\"\(left - 6)\" y=\"\(py(mark) + 4)\" text-anchor=\"end\">"
        out += "\(DemoFormat.number(mark))</text>\n"
      }
      for tick in 0...4 {
        let t = duration * Double(tick) / 4
        out += "<text x=\"\(px(t))\" y=\"\(y0 + panel + 16)\" text-anchor=\"middle\">"
        out += "\(DemoFormat.number((t * 1000).rounded() / 1000)) s</text>\n"
      }
      out += "<text x=\"\(left - 56)\" y=\"\(y0 + panel / 2)\" "
      out += "transform=\"rotate(-90 \(left - 56) \(y0 + panel / 2))\" text-anchor=\"middle\">"
      out += "\(label)</text>\n"
      for (index, curve) in values.enumerated() {
        let points = zip(times, curve).map { "\(px($0)),\(py($1))" }.joined(separator: " ")
        out += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(curves[index].color)\" "
        out += "stroke-width=\"2\"/>\n"
      }
    }
    let positions = series.map { $0.map(\.center.x) }
    let velocities = series.map { $0.map(\.velocity.x) }
    let ends = curves.map(\.animation.endCenter.x)
    plot(y0: top, label: "position (pt)", values: positions, marks: Array(Set(ends)).sorted())
    plot(y0: top + panel + gap, label: "velocity (pt/s)", values: velocities, marks: [0])
    var y = top + 2 * panel + gap + 44
    for curve in curves {
      out += "<line x1=\"\(left)\" y1=\"\(y - 4)\" x2=\"\(left + 24)\" y2=\"\(y - 4)\" "
      out += "stroke=\"\(curve.color)\" stroke-width=\"2\"/>\n"
      out += "<text x=\"\(left + 32)\" y=\"\(y)\">\(escaped(curve.name)), "
      out += "\(DemoFormat.number((curve.animation.duration * 1000).rounded() / 1000)) s</text>\n"
      y += 22
    }
    out += "</svg>\n"
    return out
  }

  /// Escapes the XML special characters of a text node.
  func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
