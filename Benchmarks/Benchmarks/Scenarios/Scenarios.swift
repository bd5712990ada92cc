// Scenario benchmarks (ordo-one/package-benchmark): a recorded gesture stream through the crop
// engine, and layer-tree conversions. Each measures time and malloc counts; the static
// thresholds in ../../Thresholds/ hold mallocCountTotal at 0 (run `./run --scenarios`, which calls
// `swift package benchmark thresholds check`). The streams are built before measurement.

import AffineKit
import Benchmark

/// A pinch in and out about a drifting centroid, a pan with a fling past the edge, a double tap,
/// and a few stray pans: 1 000 engine events, as a 60 Hz recognizer would report them over ~17 s.
let recordedStream: [CropEvent] = {
  var events: [CropEvent] = []
  events.reserveCapacity(1000)
  for cycle in 0..<10 {
    let c = Double(cycle)
    events.append(.pinch(.began, scale: 1, centroid: Point(x: 195 + c, y: 195 - c)))
    for i in 0..<40 {
      let k = i < 20 ? 1.04 : 0.97
      events.append(.pinch(.changed, scale: k, centroid: Point(x: 195 + Double(i), y: 180 + c)))
    }
    events.append(.pinch(.ended, scale: 1, centroid: Point(x: 200, y: 200)))
    events.append(.pan(.began, translation: .zero))
    for i in 0..<50 {
      events.append(
        .pan(.changed, translation: Point(x: 6 - Double(i % 7), y: Double(i % 5) - 2)))
    }
    events.append(.pan(.ended, translation: Point(x: 40, y: -30), velocity: Point(x: 900, y: 0)))
    events.append(.doubleTap(at: Point(x: 120 + 10 * c, y: 240 - 5 * c)))
    events.append(.pan(.began, translation: .zero))
    for _ in 0..<4 { events.append(.pan(.changed, translation: Point(x: -3, y: 2))) }
  }
  return events
}()

/// A 1200 × 800-pixel photo behind a 390 × 390 crop box, with UIScrollView's rubber band.
let initialState: CropEngine = {
  guard
    let e = try? CropEngine(
      image: .upright(Size(width: 1200, height: 800)),
      cropBox: Rect(x: 0, y: 0, width: 390, height: 390),
      configuration: CropConfiguration(overscroll: .rubberBand))
  else { fatalError("a valid configuration") }
  return e
}()

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
      // One event a frame at 60 Hz: the animations the stream starts are caught by later events.
      for (i, event) in recordedStream.enumerated()
      where state.apply(event, at: Double(i) / 60).startsAnimation {
        animations += 1
      }
      blackHole(state)
      blackHole(animations)
    }
  }

  Benchmark("SettleAnimationFrames") { benchmark in
    var state = initialState
    _ = state.apply(.pinch(.began, scale: 2.5, centroid: Point(x: 10, y: 10)), at: 0)
    _ = state.apply(.pinch(.ended, scale: 1, centroid: Point(x: 10, y: 10)), at: 0.1)
    _ = state.apply(.pan(.began, translation: Point(x: 300, y: -200)), at: 1)
    _ = state.apply(.pan(.ended, translation: .zero), at: 1.1)
    let animation = state.runningAnimation
    for _ in benchmark.scaledIterations {
      guard let animation else { continue }
      for frame in 0..<18 {  // 0.3 s at 60 Hz
        blackHole(animation.sample(at: Double(frame) / 60).geometry)
      }
    }
  }

  layerTreeEditBenchmarks()

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
