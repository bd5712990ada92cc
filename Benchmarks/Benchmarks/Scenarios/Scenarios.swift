// Scenario benchmarks (ordo-one/package-benchmark): a recorded gesture stream through the
// reducers, and layer-tree conversions. Each measures time and malloc counts; the static
// thresholds in ../../Thresholds/ hold mallocCountTotal at 0 (run `./run --scenarios`, which calls
// `swift package benchmark thresholds check`). The streams are built before measurement.

import AffineKit
import Benchmark

/// One recorded event of a profile-photo crop session.
enum Event: Sendable {
  case pinch(scale: Double, focus: Point, phase: GesturePhase)
  case pan(Point, phase: GesturePhase)
  case doubleTap(Point)
  case settle
}

/// A pinch in and out about a drifting focus, a pan with a fling past the edge, a double tap, and
/// settles: 1 000 events, as a 60 Hz recognizer would report them over ~17 s.
let recordedStream: [Event] = {
  var events: [Event] = []
  events.reserveCapacity(1000)
  for cycle in 0..<10 {
    let c = Double(cycle)
    events.append(.pinch(scale: 1, focus: Point(x: 195 + c, y: 195 - c), phase: .began))
    for i in 0..<40 {
      let k = i < 20 ? 1.04 : 0.97
      events.append(
        .pinch(scale: k, focus: Point(x: 195 + Double(i), y: 180 + c), phase: .changed))
    }
    events.append(.pinch(scale: 1, focus: Point(x: 200, y: 200), phase: .ended))
    events.append(.pan(.zero, phase: .began))
    for i in 0..<50 {
      events.append(.pan(Point(x: 6 - Double(i % 7), y: Double(i % 5) - 2), phase: .changed))
    }
    events.append(.pan(Point(x: 40, y: -30), phase: .ended))
    events.append(.doubleTap(Point(x: 120 + 10 * c, y: 240 - 5 * c)))
    events.append(.settle)
    for _ in 0..<4 { events.append(.pan(Point(x: -3, y: 2), phase: .changed)) }
  }
  return events
}()

let initialState = ZoomableContent(
  wrapper: Rect(x: 0, y: 0, width: 390, height: 390),
  contentSize: Size(width: 1200, height: 800), overscroll: .rubberBand)

/// A four-level view tree: window, crop screen, scroll wrapper, zoomed photo (rotated, scaled).
let tree: (tree: ViewTree, root: ViewTree.NodeID, leaf: ViewTree.NodeID) = {
  var t = ViewTree()
  let root = t.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 390, height: 844)))
  let screen = t.add(ViewGeometry(frame: Rect(x: 0, y: 47, width: 390, height: 763)), to: root)!
  let wrapper = t.add(ViewGeometry(frame: Rect(x: 0, y: 186, width: 390, height: 390)), to: screen)!
  var photo = ViewGeometry(frame: Rect(x: -405, y: -205, width: 1200, height: 800))
  photo.transform = AffineTransform(a: 0.75, b: 0.25, c: -0.25, d: 0.75, tx: 12, ty: -8)
  let leaf = t.add(photo, to: wrapper)!
  return (t, root, leaf)
}()

let touches: [Point] = (0..<1000).map { i in
  Point(x: Double(i % 390), y: Double((i * 7) % 844))
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .seconds(2),
    maxIterations: 2000
  )

  Benchmark("GestureStream") { benchmark in
    for _ in benchmark.scaledIterations {
      var state = initialState
      var animations = 0
      for event in recordedStream {
        switch event {
        case .pinch(var scale, let focus, let phase):
          if state.pinch(scale: &scale, focalPoint: focus, phase: phase) != nil { animations += 1 }
        case .pan(var translation, let phase):
          if state.pan(translation: &translation, phase: phase) != nil { animations += 1 }
        case .doubleTap(let location):
          if state.doubleTap(at: location) != nil { animations += 1 }
        case .settle:
          if state.settle() != nil { animations += 1 }
        }
      }
      blackHole(state)
      blackHole(animations)
    }
  }

  Benchmark("SettleAnimationFrames") { benchmark in
    var state = initialState
    var scale = 2.5
    state.pinch(scale: &scale, focalPoint: Point(x: 10, y: 10), phase: .changed)
    var translation = Point(x: 300, y: -200)
    let animation = state.pan(translation: &translation, phase: .ended)
    for _ in benchmark.scaledIterations {
      guard let animation else { continue }
      for frame in 0..<18 {  // 0.3 s at 60 Hz
        blackHole(animation.frame(at: Double(frame) / 60))
      }
    }
  }

  Benchmark("LayerTreeConversions") { benchmark in
    let (t, root, leaf) = tree
    for _ in benchmark.scaledIterations {
      for p in touches {
        blackHole(t.convert(p, from: root, to: leaf))
        blackHole(
          t.convert(Rect(origin: p, size: Size(width: 44, height: 44)), from: leaf, to: root))
      }
    }
  }
}
