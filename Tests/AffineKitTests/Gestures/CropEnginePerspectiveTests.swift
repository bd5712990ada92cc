import AffineKit
import Testing

/// The keystone correction: ``CropEvent/perspective(horizontal:vertical:)``, its coverage and
/// output, checked against ``PerspectiveModel`` (the documented formulas, computed apart from the
/// engine).
struct CropEnginePerspectiveTests {
  static let pixels = Size(width: 4000, height: 3000)
  static let box = Rect(x: 45, y: 272, width: 300, height: 300)

  static func engine(
    box: Rect = box, limits: ZoomLimits = .crop, overscroll: Overscroll = .free
  ) -> CropEngine {
    try! CropEngine(
      image: .upright(pixels), cropBox: box,
      configuration: CropConfiguration(limits: limits, overscroll: overscroll))
  }

  /// Tilts, straighten angles and quarter turns, in degrees and quarters.
  static let cases: [(h: Double, v: Double, angle: Double, turns: Int)] = [
    (10, 0, 0, 0), (0, -10, 0, 0), (30, 30, 0, 0), (-30, 30, 0, 0), (-30, -30, 0, 1),
    (12, -7, 5, 0), (-20, 15, -30, 1), (25, 5, 44, 2), (-3, 28, -12, 3), (30, -30, 45, 1),
  ]

  static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

  static func tilted(
    _ c: (h: Double, v: Double, angle: Double, turns: Int), overscroll: Overscroll = .free
  ) -> CropEngine {
    var e = engine(overscroll: overscroll)
    e.apply(.turn(quarterTurns: c.turns))
    e.apply(.straighten(angle: radians(c.angle)))
    e.apply(.perspective(horizontal: radians(c.h), vertical: radians(c.v)))
    return e
  }

  @Test(arguments: cases)
  func `A perspective keeps every corner of the box on the photo as drawn`(
    c: (h: Double, v: Double, angle: Double, turns: Int)
  ) {
    let e = Self.tilted(c)
    #expect(e.perspective.horizontal == Self.radians(c.h))
    #expect(PerspectiveModel.covers(e), "a corner is \(PerspectiveModel.outside(e)) pt outside")
  }

  @Test(arguments: cases)
  func
    `The covering zoom is the smallest: a zoom 1e-9 smaller leaves a corner out wherever the photo is`(
      c: (h: Double, v: Double, angle: Double, turns: Int)
    )
  {
    let e = Self.tilted(c)
    let tolerance = 1e-12 * PerspectiveModel.size(e)
    #expect(PerspectiveModel.coverable(e, zoom: e.coverZoom, tolerance: tolerance))
    #expect(!PerspectiveModel.coverable(e, zoom: e.coverZoom * (1 - 1e-9), tolerance: tolerance))
  }

  @Test(arguments: cases)
  func `A settle after zooming out rests at the covering zoom with the box covered`(
    c: (h: Double, v: Double, angle: Double, turns: Int)
  ) {
    var e = Self.tilted(c)
    let p = Point(x: Self.box.midX, y: Self.box.midY)
    e.apply(.pinch(.began, scale: 0.5, centroid: Point(x: p.x + 40, y: p.y - 25)))
    e.apply(.pan(.began, translation: Point(x: 70, y: -40)))
    e.apply(.pan(.ended, translation: .zero))
    e.apply(.pinch(.ended, scale: 1))
    #expect(e.zoom == e.coverZoom)
    #expect(PerspectiveModel.covers(e))
    let tolerance = 1e-12 * PerspectiveModel.size(e)
    #expect(!PerspectiveModel.coverable(e, zoom: e.zoom * (1 - 1e-9), tolerance: tolerance))
  }

  @Test(arguments: cases)
  func `Under a perspective the rubber band is stateless: pan(a) then pan(b) equals pan(a + b)`(
    c: (h: Double, v: Double, angle: Double, turns: Int)
  ) {
    var twice = Self.tilted(c, overscroll: .rubberBand)
    var once = twice
    let start = twice.center
    let a = Point(x: 600, y: -300)
    let b = Point(x: -150, y: 450)
    twice.apply(.pan(.began, translation: a))
    twice.apply(.pan(.changed, translation: b))
    once.apply(.pan(.began, translation: Point(x: a.x + b.x, y: a.y + b.y)))
    #expect(isClose(twice.center, once.center, tolerance: 1e-9))
    // The fingers' pan would leave the box uncovered (free overscroll follows them 1:1): the band
    // resists, moving the photo less and leaving less of the box uncovered.
    var free = Self.tilted(c)
    free.apply(.pan(.began, translation: Point(x: a.x + b.x, y: a.y + b.y)))
    #expect(!PerspectiveModel.covers(free))
    let moved = Point(x: once.center.x - start.x, y: once.center.y - start.y)
    let fingers = Point(x: free.center.x - start.x, y: free.center.y - start.y)
    #expect(
      (moved.x * moved.x + moved.y * moved.y).squareRoot()
        < (fingers.x * fingers.x + fingers.y * fingers.y).squareRoot())
    #expect(PerspectiveModel.outside(once) < PerspectiveModel.outside(free))
  }

  @Test
  func
    `A positive horizontal tilt draws the photo's right edge taller, a positive vertical its bottom edge wider`()
  {
    func length(_ a: Point, _ b: Point) -> Double {
      ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
    var e = Self.engine()
    e.apply(.perspective(horizontal: Self.radians(10), vertical: 0))
    var q = PerspectiveModel.corners(e)
    #expect(length(q[1], q[2]) > length(q[0], q[3]) * 1.05)
    e.apply(.perspective(horizontal: 0, vertical: Self.radians(10)))
    q = PerspectiveModel.corners(e)
    #expect(length(q[3], q[2]) > length(q[0], q[1]) * 1.05)
  }

  @Test
  func `The image view's transform draws the photo's corners where the perspective puts them`() {
    let e = Self.tilted((12, -7, 5, 1))
    let t = e.projectiveTransform
    let f = e.fittedSize
    let model = PerspectiveModel.corners(e)
    for (i, (sx, sy)) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].enumerated() {
      let p = try! #require(Point(x: sx * f.width / 2, y: sy * f.height / 2).projected(by: t))
      #expect(isClose(p.x + e.center.x, model[i].x, tolerance: 1e-12))
      #expect(isClose(p.y + e.center.y, model[i].y, tolerance: 1e-12))
    }
    #expect(!t.isAffine)
    #expect(e.projectiveTransform(at: 0) == t)
  }

  @Test func `With no perspective the image view's transform is the geometry's, exactly affine`() {
    var e = Self.engine()
    e.apply(.straighten(angle: 0.2))
    e.apply(.perspective(horizontal: 0.3, vertical: 0))
    e.apply(.perspective(horizontal: 0, vertical: -0.0))
    #expect(e.projectiveTransform.isAffine)
    #expect(e.projectiveTransform == ProjectiveTransform(e.geometry.transform))
    let region = e.cropRegion
    #expect(region.perspective == .none)
    #expect(region.projectiveTransform(outputSize: Size(width: 300, height: 300))!.isAffine)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func `A non-finite perspective is rejected with the state bit-identical`(bad: Double) {
    var e = Self.tilted((12, -7, 5, 1))
    let before = e
    #expect(e.apply(.perspective(horizontal: bad, vertical: 0)).rejection == .invalidPerspective)
    #expect(e.apply(.perspective(horizontal: 0, vertical: bad)).rejection == .invalidPerspective)
    #expect(bitIdentical(e, before))
  }

  @Test func `A perspective past the range is clamped to it`() {
    var e = Self.engine()
    e.apply(.perspective(horizontal: 2, vertical: -9))
    #expect(e.perspective.horizontal == Double.pi / 6)
    #expect(e.perspective.vertical == -Double.pi / 6)
    #expect(PerspectiveModel.covers(e))
  }

  @Test
  func `A perspective the maximum zoom cannot cover is rejected with the state bit-identical`() {
    var free = Self.engine(limits: .noCeiling)
    free.apply(.perspective(horizontal: 0.5, vertical: 0.5))
    let needed = free.coverZoom
    #expect(needed > 1.05)
    var e = Self.engine(
      limits: ZoomLimits(minimumZoom: 1, maximumZoom: needed * 0.999, restingMinimumZoom: 1))
    let before = e
    #expect(
      e.apply(.perspective(horizontal: 0.5, vertical: 0.5)).rejection == .perspectiveNotCoverable)
    #expect(bitIdentical(e, before))
  }

  @Test func `A perspective keeps the photo's point under the box's centre there`() {
    var e = Self.engine()
    e.apply(.pinch(.began, scale: 2.5, centroid: Point(x: 120, y: 330)))
    e.apply(.pinch(.ended, scale: 1))
    let before = e.savedCrop.center
    e.apply(.perspective(horizontal: 0.1, vertical: -0.15))
    let after = e.savedCrop.center
    #expect(isClose(after.x, before.x, tolerance: 1e-9))
    #expect(isClose(after.y, before.y, tolerance: 1e-9))
  }

  @Test(arguments: cases)
  func
    `At rest the crop region's corners are on the photo, and the output transform maps the output onto them`(
      c: (h: Double, v: Double, angle: Double, turns: Int)
    )
  {
    let e = Self.tilted(c)
    let r = e.cropRegion
    let tolerance = 1e-9 * Swift.max(Self.pixels.width, Self.pixels.height)
    for p in [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft] {
      #expect(p.x >= -tolerance && p.x <= Self.pixels.width + tolerance, "\(p)")
      #expect(p.y >= -tolerance && p.y <= Self.pixels.height + tolerance, "\(p)")
    }
    let size = Size(width: 600, height: 600)
    let t = try! #require(r.projectiveTransform(outputSize: size))
    let output = [
      Point(x: 0, y: 0), Point(x: 600, y: 0), Point(x: 600, y: 600), Point(x: 0, y: 600),
    ]
    for (o, p) in zip(output, [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft]) {
      let q = try! #require(o.projected(by: t))
      #expect(isClose(q.x, p.x, tolerance: 1e-9) && isClose(q.y, p.y, tolerance: 1e-9))
    }
  }

  @Test
  func
    `A saved crop with a perspective restores the same pixels into a box of its shape elsewhere`()
  {
    let e = Self.tilted((12, -7, 5, 1))
    let saved = e.savedCrop
    #expect(saved.perspective == e.perspective)
    let other = Rect(x: 10, y: 60, width: 200, height: 200)
    var f = Self.engine(box: other)
    f.apply(.restore(saved))
    let a = e.cropRegion
    let b = f.cropRegion
    for (p, q) in zip(
      [a.topLeft, a.topRight, a.bottomRight, a.bottomLeft],
      [b.topLeft, b.topRight, b.bottomRight, b.bottomLeft])
    {
      #expect(isClose(p.x, q.x, tolerance: 1e-9) && isClose(p.y, q.y, tolerance: 1e-9), "\(p) \(q)")
    }
    #expect(f.perspective == e.perspective)
  }

  @Test(arguments: cases)
  func
    `Under a perspective the output has the crop box's shape, at least one pixel per photo pixel along every edge, and no affine transform`(
      c: (h: Double, v: Double, angle: Double, turns: Int)
    )
  {
    let e = Self.tilted(c)
    let r = e.cropRegion
    let size = r.size
    #expect(isClose(size.width / size.height, e.cropBox.width / e.cropBox.height, tolerance: 1e-12))
    func length(_ a: Point, _ b: Point) -> Double {
      ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
    let slack = 1 + 1e-12
    #expect(size.width * slack >= length(r.topLeft, r.topRight))
    #expect(size.width * slack >= length(r.bottomLeft, r.bottomRight))
    #expect(size.height * slack >= length(r.topLeft, r.bottomLeft))
    #expect(size.height * slack >= length(r.topRight, r.bottomRight))
    #expect(r.transform(outputSize: size) == nil)
  }

  @Test func `Undo brings a perspective back bit for bit`() {
    var e = Self.tilted((12, -7, 5, 1))
    let snapshot = e.snapshot
    e.apply(.perspective(horizontal: -0.2, vertical: 0.05))
    e.apply(.revert(snapshot))
    #expect(e.snapshot == snapshot)
    #expect(e.perspective == snapshot.perspective)
  }

  @Test
  func `A photo too thin to have an area under a perspective is centred on the box, and stays`()
    throws
  {
    // Found by the fuzzer: a natural size of 1 × 1.2e-178 points, tilted, zoomed by a double tap
    // about a point 1e154 points away. The outline has no area in floating point.
    var e = try CropEngine(
      image: .stored(Size(width: 1, height: 12589), orientation: .left),
      cropBox: Rect(x: 40, y: 0, width: 10241, height: 515),
      configuration: CropConfiguration(
        fit: .natural(Size(width: 1, height: 1.2338789709326765e-178)),
        limits: ZoomLimits(minimumZoom: 0.6, maximumZoom: 15, restingMinimumZoom: 1),
        overscroll: .clamped))
    e.apply(.perspective(horizontal: 0.6, vertical: 0.6), at: 0)
    e.apply(.doubleTap(at: Point(x: 1e154, y: 1e154)), at: 0.12)
    #expect(e.center == Point(x: 5160.5, y: 257.5))
    var f = e
    f.apply(.pan(.began, translation: .zero), at: 1e6)
    f.apply(.pan(.ended, translation: .zero), at: 1e6)
    #expect(f.center == e.center && f.zoom == e.zoom)
  }

  @Test func `A reset draws the photo flat again`() {
    var e = Self.tilted((12, -7, 5, 1))
    e.apply(.reset)
    #expect(e.perspective == .none)
    #expect(e.projectiveTransform.isAffine)
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func `Under a perspective, every handle drag keeps the box on the photo as drawn`(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let area = Rect(x: 16, y: 100, width: 358, height: 600)
    let ratios: [CropRatio?] = [nil, .square, CropRatio(width: 16, height: 9)]
    for _ in 0..<25 {
      var e = try! CropEngine(
        image: .upright(Self.pixels), cropArea: area,
        lockedRatio: ratios[Int.random(in: 0..<3, using: &rng)])
      e.apply(.turn(quarterTurns: Int.random(in: 0..<4, using: &rng)))
      e.apply(.straighten(angle: Double.random(in: -0.4...0.4, using: &rng)))
      e.apply(
        .perspective(
          horizontal: Double.random(in: -0.5...0.5, using: &rng),
          vertical: Double.random(in: -0.5...0.5, using: &rng)))
      let c = Point(x: e.cropBox.midX, y: e.cropBox.midY)
      e.apply(.pinch(.began, scale: Double.random(in: 1...3, using: &rng), centroid: c))
      e.apply(.pinch(.ended, scale: 1, centroid: c))
      #expect(PerspectiveModel.covers(e))
      for step in 0..<6 {
        let handle = CropHandle.allCases[Int.random(in: 0..<8, using: &rng)]
        let t = Point(
          x: Double.random(in: -400...400, using: &rng),
          y: Double.random(in: -400...400, using: &rng))
        let time = Double(step) * 10
        #expect(e.apply(.handleDrag(handle, .began, translation: t), at: time).rejection == nil)
        #expect(
          PerspectiveModel.covers(e), "the drag left a corner \(PerspectiveModel.outside(e)) pt out"
        )
        let box = e.cropBox
        #expect(box.minX >= area.minX && box.maxX <= area.maxX && box.minY >= area.minY)
        #expect(box.maxY <= area.maxY && box.width >= 42 - 1e-9 && box.height >= 42 - 1e-9)
        e.apply(.handleDrag(handle, .ended, translation: .zero), at: time)
        e.apply(.layoutCropArea(area), at: time + 5)
        #expect(PerspectiveModel.covers(e), "the recentre left a corner out")
      }
    }
  }

  /// A random event for a cropper with a fixed box: gestures (with flings), taps, keys, zooms to a
  /// rectangle, straightens, perspectives, turns, flips, layouts and resets.
  static func event(_ rng: inout SplitMix64) -> CropEvent {
    let phases: [GesturePhase] = [.began, .changed, .changed, .ended, .cancelled]
    let phase = phases[Int.random(in: 0..<phases.count, using: &rng)]
    func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    let p = Point(x: r(0...390), y: r(200...650))
    let t = Point(x: r(-150...150), y: r(-150...150))
    switch Int.random(in: 0..<13, using: &rng) {
    case 0, 1: return .pinch(phase, scale: r(0.5...1.8), centroid: p, velocity: r(-3...3))
    case 2, 3:
      return .pan(phase, translation: t, velocity: Point(x: r(-3000...3000), y: r(-3000...3000)))
    case 4: return .rotation(phase, angle: r(-0.3...0.3), centroid: p, velocity: r(-2...2))
    case 5: return .doubleTap(at: p)
    case 6:
      return .key([CropKey.zoomIn, .zoomOut, .left, .down][Int.random(in: 0..<4, using: &rng)])
    case 7: return .straighten(angle: r(-0.5...0.5))
    case 8, 9: return .perspective(horizontal: r(-0.6...0.6), vertical: r(-0.6...0.6))
    case 10: return .turn(quarterTurns: Int.random(in: -1...2, using: &rng))
    case 11:
      return .layout(
        cropBox: Rect(x: r(0...60), y: r(150...250), width: r(200...330), height: r(200...400)))
    default:
      return .zoomTo(
        imageRect: Rect(x: r(0...2000), y: r(0...1500), width: r(300...2000), height: r(300...1500))
      )
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func
    `Whatever the events and their times, every settle leaves the box covered and the output's corners on the photo, at the smallest zoom when it rests at the cover`(
      seed: UInt64
    )
  {
    var rng = SplitMix64(seed: seed)
    let overscrolls: [Overscroll] = [.free, .clamped, .rubberBand]
    var e = try! CropEngine(
      image: .upright(Self.pixels), cropBox: Self.box,
      configuration: CropConfiguration(overscroll: overscrolls[Int(seed % 3)]))
    var clock = 0.0
    for _ in 0..<300 {
      clock += [0, 0.05, 0.2, 0.6, 1.5][Int.random(in: 0..<5, using: &rng)]
      let event = Self.event(&rng)
      let result = e.apply(event, at: clock)
      if e.isInteracting { continue }
      #expect(
        PerspectiveModel.covers(e),
        "\(event) gave \(result) and left a corner \(PerspectiveModel.outside(e)) pt out")
      // The output's corners, taken back through the projection, on the photo to 1e-9 of its size.
      let r = e.cropRegion
      let slack = 1e-9 * Swift.max(Self.pixels.width, Self.pixels.height)
      for p in [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft] {
        #expect(
          p.x >= -slack && p.x <= Self.pixels.width + slack && p.y >= -slack
            && p.y <= Self.pixels.height + slack,
          "\(event) left the output corner \(p) off the photo")
      }
      if e.zoom == e.coverZoom {
        let tolerance = 1e-12 * PerspectiveModel.size(e)
        #expect(!PerspectiveModel.coverable(e, zoom: e.zoom * (1 - 1e-9), tolerance: tolerance))
      }
      if let animation = e.runningAnimation {
        #expect(animation.geometry(at: animation.duration) == e.geometry)
      }
    }
  }

  @Test(arguments: EngineStream.batches)
  func
    `A perspective of zero changes nothing: any stream with it interleaved is bit-identical to the stream without`(
      batch: EngineStream.Batch
    )
  {
    for stream in batch.streams {
      var plain = stream.start
      var tilted = stream.start
      for (i, event) in stream.events.enumerated() {
        let a = plain.apply(event, at: Double(i))
        // An accepted event forgets an animation kept after its end, a zero perspective as any
        // other: it comes in where none is kept.
        if i % 3 == 0 && tilted.runningAnimation == nil {
          #expect(
            tilted.apply(
              .perspective(horizontal: i % 2 == 0 ? 0 : -0.0, vertical: 0), at: Double(i))
              == .unchanged)
        }
        let b = tilted.apply(event, at: Double(i))
        #expect(a == b, "\(stream) event \(i)")
        #expect(bitIdentical(plain, tilted), "\(stream) event \(i)")
        #expect(tilted.projectiveTransform == ProjectiveTransform(tilted.geometry.transform))
      }
    }
  }
}
