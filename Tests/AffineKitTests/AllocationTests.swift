import AffineKit
import AllocationCounter
import Testing

/// No geometry operation and no crop engine event allocates.
///
/// The AllocationCounter target interposes glibc's `malloc` family in the test executable and
/// counts calls per thread (see its header). Each case runs once to warm up (lazy metadata,
/// witness tables and the like may allocate on first use), then `repetitions` more times; the
/// thread's allocation count must not change across those runs.
@Suite("Allocations")
struct AllocationTests {
  static let countingAvailable = affinekit_allocation_counting_available() != 0
  static let repetitions = 100

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// How many errors one run of `body` throws (a refused configuration throws one).
    var throwsPerRun: Int
    var body: @Sendable () -> Void
    var testDescription: String { name }
    init(_ name: String, throwsPerRun: Int = 0, _ body: @escaping @Sendable () -> Void) {
      self.name = name
      self.throwsPerRun = throwsPerRun
      self.body = body
    }
  }

  /// Expects `operation` not to allocate, in debug and release builds alike, beyond what the test
  /// harness allocates for each error it throws (see ``allocationsPerThrow``).
  static func expectNoAllocations(_ operation: Case) {
    #expect(
      allocations(operation.body) == operation.throwsPerRun * repetitions * allocationsPerThrow)
  }

  /// An error for ``allocationsPerThrow``.
  enum ProbeError: Error { case thrown }

  /// Throws a payload-free typed error: a throw that allocates nothing by itself.
  @inline(never)
  static func probeThrow() throws(ProbeError) -> Int { throw .thrown }

  /// The heap allocations of one typed throw of a payload-free error in this process. Swift
  /// Testing hooks every throw to capture a backtrace for the error (swift_willThrowTyped), and
  /// that capture allocates; a program without the hook allocates nothing for it, and neither
  /// does this process with `SWT_SWIFT_ERROR_BACKTRACING_ENABLED=0`. Measured, not assumed, so
  /// the expectation stays exact either way.
  static var allocationsPerThrow: Int {
    allocations { sink(try? probeThrow()) } / repetitions
  }

  /// Hands `value` to C code the optimizer cannot see, so computing it is not optimized away.
  @inline(never)
  static func sink<T>(_ value: T) {
    withUnsafePointer(to: value) { affinekit_blackhole($0) }
  }

  /// Runs `body` once to warm up, then `repetitions` times, and returns the allocations those
  /// repetitions made on this thread.
  static func allocations(_ body: () -> Void) -> Int {
    body()
    let before = affinekit_allocation_count()
    for _ in 0..<repetitions { body() }
    return affinekit_allocation_count() - before
  }

  // Inputs. Computed properties, so every case reads fresh values (no shared mutable state).
  static var p: Point { Point(x: 3.25, y: -7.5) }
  static var s: Size { Size(width: 40, height: -25) }
  static var r: Rect { Rect(x: 10, y: 20, width: 300, height: -150) }
  static var r2: Rect { Rect(x: 100, y: -50, width: 80, height: 400) }
  static var t: AffineTransform { AffineTransform(a: 1.5, b: 0.5, c: -0.25, d: 2, tx: 7, ty: -3) }
  static var layer: LayerGeometry {
    var layer = LayerGeometry(frame: Rect(x: 20, y: 40, width: 200, height: 100))
    layer.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75)
    layer.anchorPoint = Point(x: 0.25, y: 0.75)
    return layer
  }
  static var view: ViewGeometry {
    var view = ViewGeometry(frame: Rect(x: 20, y: 40, width: 200, height: 100))
    view.transform = AffineTransform(rotationAngle: -0.4).translatedBy(x: 5, y: 9)
    return view
  }
  static var cropBox: Rect { Rect(x: 0, y: 0, width: 320, height: 320) }
  static func zoomed(_ overscroll: Overscroll = .free) -> CropEngine {
    var engine = EngineFixture.make(
      imagePixelSize: Size(width: 4032, height: 3024), cropBox: cropBox, overscroll: overscroll)
    engine.apply(.pinch(.began, scale: 2, centroid: Point(x: 100, y: 120)))
    engine.apply(.pinch(.ended, scale: 1))
    return engine
  }

  /// Trees are built once, outside the measured body (building one appends to an array).
  static let viewTree: (GeometryTree<ViewGeometry>, [GeometryTree<ViewGeometry>.NodeID]) = {
    var tree = GeometryTree<ViewGeometry>()
    let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    let middle = tree.add(view, to: root)!
    let leaf = tree.add(ViewGeometry(frame: Rect(x: 10, y: 10, width: 50, height: 50)), to: middle)!
    let sibling = tree.add(
      ViewGeometry(frame: Rect(x: 300, y: 600, width: 40, height: 40)), to: root)!
    return (tree, [root, middle, leaf, sibling])
  }()
  static let layerTree: (GeometryTree<LayerGeometry>, [GeometryTree<LayerGeometry>.NodeID]) = {
    var tree = GeometryTree<LayerGeometry>()
    let root = tree.addRoot(LayerGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    let middle = tree.add(layer, to: root)!
    let leaf = tree.add(
      LayerGeometry(frame: Rect(x: 10, y: 10, width: 50, height: 50)), to: middle)!
    let sibling = tree.add(
      LayerGeometry(frame: Rect(x: 300, y: 600, width: 40, height: 40)), to: root)!
    return (tree, [root, middle, leaf, sibling])
  }()

  static let geometryCases: [Case] = [
    Case("Point.applying") { sink(p.applying(t)) },
    Case("Point ==, hash") {
      sink(p == Point(x: 1, y: 2)); sink(p.hashValue)
    },
    Case("Size.applying") { sink(s.applying(t)) },
    Case("Rect coordinates (min/mid/max, width, height)") {
      sink((r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY, r.width, r.height))
    },
    Case("Rect isNull, isEmpty, isInfinite") {
      sink((r.isNull, r.isEmpty, Rect.infinite.isInfinite))
    },
    Case("Rect.standardized") { sink(r.standardized) },
    Case("Rect.integral") { sink(r.integral) },
    Case("Rect.insetBy") { sink(r.insetBy(dx: 5, dy: -3)) },
    Case("Rect.offsetBy") { sink(r.offsetBy(dx: 5, dy: -3)) },
    Case("Rect.union") { sink(r.union(r2)) },
    Case("Rect.intersection") { sink(r.intersection(r2)) },
    Case("Rect.intersects") { sink(r.intersects(r2)) },
    Case("Rect.contains(Point)") { sink(r.contains(Point(x: 50, y: -60))) },
    Case("Rect.contains(Rect)") { sink(r.contains(r2)) },
    Case("Rect.divided") {
      sink(r.divided(atDistance: 30, from: .minXEdge))
      sink(r.divided(atDistance: 30, from: .minYEdge))
      sink(r.divided(atDistance: 30, from: .maxXEdge))
      sink(r.divided(atDistance: 500, from: .maxYEdge))
    },
    Case("Rect.applying") { sink(r.applying(t)) },
    Case("Rect ==, hash") {
      sink(r == r2); sink(r.hashValue); sink(Rect.null.hashValue)
    },
    Case("AffineTransform initializers") {
      sink(AffineTransform(translationX: 3, y: 4))
      sink(AffineTransform(scaleX: 2, y: -1))
      sink(AffineTransform(rotationAngle: 0.7))
      sink(AffineTransform(rotationAngle: 1e22))  // Payne–Hanek reduction
    },
    Case("AffineTransform.isIdentity, determinant") { sink((t.isIdentity, t.determinant)) },
    Case("AffineTransform.concatenating") {
      sink(t.concatenating(AffineTransform(rotationAngle: 1)))
    },
    Case("AffineTransform.translatedBy, scaledBy, rotated") {
      sink(t.translatedBy(x: 3, y: 4).scaledBy(x: 2, y: 0.5).rotated(by: 0.25))
    },
    Case("AffineTransform.inverted") { sink(t.inverted()) },
    Case("AffineTransform.inverse") {
      sink(t.inverse); sink(AffineTransform(scaleX: 0, y: 1).inverse)
    },
    Case("AffineTransform.decomposed and init(decomposition)") {
      let d = t.decomposed()
      sink(d)
      sink(AffineTransform(d))
    },
  ]

  static let layerCases: [Case] = [
    Case("LayerGeometry.frame get") { sink(layer.frame) },
    Case("LayerGeometry.frame set") {
      var l = layer
      l.frame = Rect(x: 5, y: 6, width: 70, height: 80)
      sink(l)
    },
    Case("LayerGeometry.setAnchorPointPreservingFrame") {
      var l = layer
      l.setAnchorPointPreservingFrame(Point(x: 0.9, y: 0.1))
      sink(l)
    },
    Case("LayerGeometry.anchorInBounds, transforms to and from the superlayer") {
      sink((layer.anchorInBounds, layer.transformToSuperlayer, layer.transformFromSuperlayer))
    },
    Case("LayerGeometry conversions and contains") {
      let l = layer
      sink(l.convertToSuperlayer(p))
      sink(l.convertFromSuperlayer(p))
      sink(l.convertToSuperlayer(r))
      sink(l.convertFromSuperlayer(r))
      sink(l.contains(p))
    },
    Case("ViewGeometry.frame get") { sink(view.frame) },
    Case("ViewGeometry.frame set") {
      var v = view
      v.frame = Rect(x: 5, y: 6, width: 70, height: 80)
      sink(v)
    },
    Case("ViewGeometry bounds, center, transform, anchorPoint set") {
      var v = view
      v.bounds = Rect(x: 1, y: 2, width: 30, height: 40)
      v.center = Point(x: 9, y: 8)
      v.transform = t
      v.anchorPoint = Point(x: 0, y: 1)
      sink(v)
    },
    Case("ViewGeometry.setAnchorPointPreservingFrame") {
      var v = view
      v.setAnchorPointPreservingFrame(Point(x: 0.9, y: 0.1))
      sink(v)
    },
    Case("ViewGeometry conversions and point(inside:)") {
      let v = view
      sink(v.convertToSuperview(p))
      sink(v.convertFromSuperview(p))
      sink(v.convertToSuperview(r))
      sink(v.convertFromSuperview(r))
      sink((v.transformToSuperview, v.transformFromSuperview, v.point(inside: p)))
    },
    Case("GeometryTree<ViewGeometry> transform and convert") {
      let (tree, ids) = viewTree
      sink(tree.transform(from: ids[2], to: ids[3]))
      sink(tree.convert(p, from: ids[2], to: ids[3]))
      sink(tree.convert(r, from: ids[3], to: ids[2]))
    },
    Case("GeometryTree<ViewGeometry>.hitTest") {
      let (tree, ids) = viewTree
      sink(tree.hitTest(Point(x: 310, y: 610), in: ids[0]))
      sink(tree.hitTest(Point(x: 60, y: 70), in: ids[0]))
    },
    Case("GeometryTree<LayerGeometry> transform and convert") {
      let (tree, ids) = layerTree
      sink(tree.transform(from: ids[2], to: ids[3]))
      sink(tree.convert(p, from: ids[2], to: ids[3]))
      sink(tree.convert(r, from: ids[3], to: ids[2]))
    },
    Case("GeometryTree<LayerGeometry>.hitTest") {
      let (tree, ids) = layerTree
      sink(tree.hitTest(Point(x: 310, y: 610), in: ids[0]))
      sink(tree.hitTest(Point(x: 60, y: 70), in: ids[0]))
    },
    Case("GeometryTree lookups: contains, subscript, parent") {
      let (tree, ids) = viewTree
      sink((tree.contains(ids[2]), tree[ids[2]], tree.parent(of: ids[2]), tree.count))
    },
  ]

  static let engineCases: [Case] = [
    Case("CropEngine initializer") {
      sink(try? CropEngine(image: .upright(Size(width: 4032, height: 3024)), cropBox: cropBox))
      sink(
        try? CropEngine(
          image: .upright(Size(width: 4032, height: 3024)), cropBox: cropBox,
          configuration: CropConfiguration(fit: .fit, limits: .viewer, overscroll: .clamped),
          zoom: 2, center: Point(x: 10, y: 20)))
    },
    Case("CropEngine initializer from a stored size and an EXIF orientation") {
      sink(
        try? CropEngine(
          image: .stored(Size(width: 4032, height: 3024), orientation: .right),
          cropBox: cropBox))
      sink(ImageOrientation(exifValue: 7))
    },
    Case("storedPixelSize, storedCropRect, storedCropRegion with an EXIF orientation") {
      var engine =
        (try? CropEngine(
          image: .stored(Size(width: 4032, height: 3024), orientation: .leftMirrored),
          cropBox: cropBox, zoom: 2)) ?? zoomed()
      engine.apply(.turn(quarterTurns: 1))
      engine.apply(.straighten(angle: 0.1))
      sink((engine.storedPixelSize, engine.storedCropRect, engine.storedCropRegion))
    },
    Case("ImageOrientation's maps between the stored and upright grids") {
      let o = ImageOrientation.rightMirrored
      let size = Size(width: 4032, height: 3024)
      sink(o.uprightSize(ofStored: size))
      sink(o.storedPoint(ofUpright: p, storedSize: size))
      sink(o.uprightPoint(ofStored: p, storedSize: size))
      sink(o.storedRect(ofUpright: r, storedSize: size))
      sink(o.uprightRect(ofStored: r2, storedSize: size))
      sink(o.transformFromUpright(storedSize: size))
    },
    Case("CropEngine initializer, refused", throwsPerRun: 2) {
      sink(try? CropEngine(image: .upright(Size(width: 0, height: 3024)), cropBox: cropBox))
      sink(try? CropEngine(image: .upright(Size(width: 4032, height: 3024)), cropBox: .null))
    },
    Case("pinch, each phase, incremental") { pinch(.incremental) },
    Case("pinch, each phase, cumulative") { pinch(.cumulative) },
    Case("pan with free overscroll") { pan(.free) },
    Case("pan with clamped overscroll") { pan(.clamped) },
    Case("pan with rubber-band overscroll") { pan(.rubberBand) },
    Case("pan, cumulative") { pan(.rubberBand, values: .cumulative) },
    Case("touchDrag, each phase") {
      var engine = zoomed()
      sink(engine.apply(.touchDrag(.began, location: Point(x: 160, y: 160))))
      sink(engine.apply(.touchDrag(.changed, location: Point(x: 190, y: 140))))
      sink(engine.apply(.touchDrag(.ended, location: Point(x: 200, y: 100))))
      sink(engine.apply(.touchDrag(.began, location: Point(x: 160, y: 160))))
      sink(engine.apply(.touchDrag(.cancelled, location: Point(x: 150, y: 150))))
    },
    Case("box editing: handle drags and steps, the recentre, ratios, turns, revert, restore") {
      var engine = try! CropEngine(
        image: .upright(Size(width: 4032, height: 3024)),
        cropArea: Rect(x: 16, y: 100, width: 358, height: 600))
      let snapshot = engine.snapshot
      let saved = engine.savedCrop
      sink(engine.apply(.handleDrag(.topLeft, .began, translation: Point(x: 40, y: 30)), at: 1))
      sink(engine.apply(.handleDrag(.topLeft, .changed, translation: Point(x: 60, y: 50)), at: 1.1))
      sink(engine.apply(.handleDrag(.topLeft, .ended, translation: Point(x: 60, y: 50)), at: 1.2))
      sink((engine.cropBox(at: 2.1), engine.geometry(at: 2.1)))
      sink(engine.apply(.handleStep(.right, outward: false), at: 3))
      sink(engine.apply(.ratio(.square), at: 5))
      sink(engine.apply(.turn(quarterTurns: 1), at: 6))
      sink((engine.cropBoxTransform(at: 6.1), engine.geometry(at: 6.1)))
      sink(engine.apply(.layoutCropArea(Rect(x: 0, y: 80, width: 390, height: 640)), at: 7))
      sink(engine.apply(.revert(snapshot), at: 8))
      sink(engine.apply(.restore(saved), at: 9))
      sink(engine.snapshot)
    },
    Case("doubleTap") {
      var engine = zoomed()
      sink(engine.apply(.doubleTap(at: Point(x: 100, y: 200))))
      sink(engine.apply(.doubleTap(at: Point(x: 100, y: 200))))
    },
    Case("zoomTo") {
      var engine = zoomed()
      sink(engine.apply(.zoomTo(imageRect: Rect(x: 200, y: 300, width: 1000, height: 1000))))
    },
    Case("layout") {
      var engine = zoomed()
      sink(engine.apply(.layout(cropBox: Rect(x: 10, y: 40, width: 240, height: 240))))
    },
    Case("layout to an invalid crop box", throwsPerRun: 1) {
      var engine = zoomed()
      sink(engine.apply(.layout(cropBox: Rect(x: 0, y: 0, width: 0, height: 240))))
    },
    Case("a rejected event") {
      var engine = zoomed()
      sink(engine.apply(.pinch(.changed, scale: .nan)))
      sink(engine.apply(.pan(.ended, translation: .zero)))
    },
    Case("a rejected final end that settles") {
      var engine = zoomed()
      engine.apply(.pan(.began, translation: Point(x: 400, y: -250)))
      sink(engine.apply(.pan(.ended, translation: Point(x: .nan, y: 0))))
    },
    Case("CropAnimation sampling and TimingCurve") {
      var engine = zoomed()
      engine.apply(.pan(.began, translation: Point(x: 400, y: -250)))
      guard let animation = engine.animation(applying: .pan(.ended, translation: .zero)) else {
        return
      }
      sink(animation.geometry(at: 0))
      sink(animation.geometry(at: 0.15))
      sink(animation.geometry(at: 1))
      sink(animation.frame(at: 0.05))
      sink(animation.frame(at: 0.3))
      sink(TimingCurve.easeInOut.value(at: 0.4))
      sink(TimingCurve.linear.value(at: 0.4))
    },
    Case("CropAnimation.sample(at:), eased") {
      var engine = zoomed()
      engine.apply(.pan(.began, translation: Point(x: 400, y: -250)))
      guard let eased = engine.animation(applying: .pan(.ended, translation: .zero)) else { return }
      sink(eased.sample(at: 0.1))
    },
    Case("a release spring and its sampling") {
      var engine = zoomed()
      engine.apply(.pan(.began, translation: Point(x: 400, y: -250)))
      guard
        let spring = engine.animation(
          applying: .pan(.ended, translation: .zero, velocity: Point(x: 30, y: -10)))
      else { return }
      sink(spring.sample(at: 0.05))
      sink(spring.geometry(at: 0.05))
      sink(spring.sample(at: .infinity))
    },
    Case("a pinch's release spring in ln(zoom) and its sampling") {
      var engine = zoomed()
      engine.apply(.pinch(.began, scale: 0.8))
      // Force-unwrapped: a release that started no spring would crash the run, not pass it.
      let spring = engine.animation(applying: .pinch(.ended, scale: 1, velocity: 0.5))!
      sink(spring.sample(at: 0.05))
      sink(spring.geometry(at: 0.05))
    },
    Case("a rotation's release swing and its sampling") {
      var engine = zoomed()
      engine.apply(.rotation(.began, angle: 0.1))
      let swing = engine.animation(applying: .rotation(.ended, angle: 0, velocity: 0.25))!
      sink(swing.sample(at: 0.05))
      sink(swing.geometry(at: 0.05))
    },
    Case("CropAnimation fling sampling") {
      var roomy = zoomed()
      roomy.apply(.pan(.began, translation: .zero))
      guard
        let fling = roomy.animation(
          applying: .pan(.ended, translation: .zero, velocity: Point(x: 6000, y: 200)))
      else { return }
      sink(fling.sample(at: 0.01))
      sink(fling.sample(at: fling.duration * 0.8))
      sink(fling.frame(at: 0.2))
    },
    Case("pan end with a velocity: fling and release spring") {
      var roomy = zoomed()
      roomy.apply(.pan(.began, translation: .zero))
      sink(roomy.apply(.pan(.ended, translation: .zero, velocity: Point(x: -2500, y: 1800))))
      var off = zoomed()
      off.apply(.pan(.began, translation: Point(x: 400, y: -250)))
      sink(off.apply(.pan(.ended, translation: .zero, velocity: Point(x: 20, y: -30))))
    },
    Case("events while an animation runs, after it, and at bad times; drawing at a time") {
      var engine = zoomed()
      engine.apply(.pan(.began, translation: .zero), at: 1)
      engine.apply(.pan(.ended, translation: .zero, velocity: Point(x: 3000, y: -1000)), at: 1)
      var after = engine
      var relaid = engine
      sink(engine.geometry(at: 1.05))
      sink(engine.isAnimating(at: 1.05))
      sink(engine.apply(.pan(.began, translation: .zero), at: 1.05))
      sink(engine.apply(.pan(.ended, translation: .zero), at: 1.05))
      sink(relaid.apply(.layout(cropBox: Rect(x: 0, y: 0, width: 200, height: 200)), at: 1.05))
      sink(after.apply(.pan(.began, translation: .zero), at: 1000))
      sink(after.apply(.pan(.began, translation: .zero), at: .nan))
      sink(after.apply(.pan(.began, translation: .zero), at: 0.5))
    },
    Case("CropEventResult accessors") {
      var engine = zoomed()
      let result = engine.apply(.pinch(.began, scale: 1.5))
      sink((result.startsAnimation, result.imageMoved, result.rejection, engine.runningAnimation))
    },
    Case("cropRect, geometry, contentFrame, isInteracting") {
      let engine = zoomed()
      sink((engine.cropRect, engine.geometry, engine.contentFrame, engine.isInteracting))
    },
    Case("scroll that zooms, then scrollEnded") {
      var engine = zoomed()
      sink(engine.apply(.scroll(delta: Point(x: 0, y: 120), at: Point(x: 40, y: 60))))
      sink(engine.apply(.scroll(delta: Point(x: 0, y: -3), unit: .lines, isPinch: true, at: p)))
      sink(engine.apply(.scroll(delta: Point(x: 0, y: -1e6), at: p)))
      sink(engine.apply(.scrollEnded))
    },
    Case("scroll that pans, then scrollEnded") {
      var engine = inputEngine(CropInputOptions(plainScroll: .pans))
      sink(engine.apply(.scroll(delta: Point(x: 30, y: -45), at: p)))
      sink(engine.apply(.scroll(delta: Point(x: 1, y: 0.5), unit: .pages, at: p)))
      sink(engine.apply(.scrollEnded))
    },
    Case("key, each command") {
      var engine = zoomed()
      sink(engine.apply(.key(.zoomIn)))
      sink(engine.apply(.key(.zoomOut)))
      sink(engine.apply(.key(.left)))
      sink(engine.apply(.key(.right)))
      sink(engine.apply(.key(.up)))
      sink(engine.apply(.key(.down)))
      sink(engine.apply(.reset))
      engine.apply(.pinch(.began, scale: 1))
      sink(engine.apply(.key(.zoomOut)))
      sink(engine.apply(.key(.left)))
    },
    Case("doubleTap with a cycle of levels") {
      var engine = inputEngine(CropInputOptions(doubleTap: DoubleTapCycle(1, 2, 4, 8)))
      sink(engine.apply(.doubleTap(at: Point(x: 100, y: 200))))
      sink(engine.apply(.doubleTap(at: Point(x: 100, y: 200))))
    },
    Case("quickZoom, each phase") {
      var engine = zoomed()
      sink(engine.apply(.quickZoom(.began, location: Point(x: 160, y: 160))))
      sink(engine.apply(.quickZoom(.changed, location: Point(x: 160, y: 220))))
      sink(engine.apply(.quickZoom(.ended, location: Point(x: 160, y: 100))))
    },
    Case("pinch through the zoom's rubber band") {
      var engine = inputEngine(
        CropInputOptions(),
        limits: ZoomLimits(maximumZoom: 8, restingMaximumZoom: 4, zoomOverscroll: .rubberBand))
      sink(engine.apply(.pinch(.began, scale: 0.2, centroid: p)))
      sink(engine.apply(.pinch(.changed, scale: 80, centroid: p)))
      sink(engine.apply(.pinch(.ended, scale: 1)))
    },
  ]

  /// An engine with input options and limits, for the input-device events.
  static func inputEngine(_ input: CropInputOptions, limits: ZoomLimits = .crop) -> CropEngine {
    (try? CropEngine(
      image: .upright(Size(width: 4032, height: 3024)), cropBox: cropBox,
      configuration: CropConfiguration(limits: limits, input: input), zoom: 2)) ?? zoomed()
  }

  static func pinch(_ values: GestureValues) {
    var engine = zoomed()
    let focus = Point(x: 30, y: 40)
    sink(engine.apply(.pinch(.began, scale: 1.25, centroid: focus, values: values)))
    sink(engine.apply(.pinch(.changed, scale: 1.5, centroid: focus, values: values)))
    sink(engine.apply(.pinch(.changed, scale: 0.1, centroid: focus, touchCount: 3, values: values)))
    sink(engine.apply(.pinch(.ended, scale: 0.5, values: values)))
    sink(engine.apply(.pinch(.began, scale: 1.25, values: values)))
    sink(engine.apply(.pinch(.cancelled, scale: 0.5, centroid: focus, values: values)))
  }

  static func pan(_ overscroll: Overscroll, values: GestureValues = .incremental) {
    var engine = zoomed(overscroll)
    let velocity = Point(x: 300, y: -20)
    sink(engine.apply(.pan(.began, translation: Point(x: 500, y: -700), values: values)))
    sink(engine.apply(.pan(.changed, translation: Point(x: -900, y: 1200), values: values)))
    sink(
      engine.apply(
        .pan(.ended, translation: Point(x: 30, y: 40), velocity: velocity, values: values)))
    sink(engine.apply(.pan(.began, translation: Point(x: 5, y: 5), values: values)))
    sink(engine.apply(.pan(.cancelled, translation: Point(x: 5, y: 5), values: values)))
  }

  @Test(.enabled(if: countingAvailable, "needs glibc's malloc to interpose"))
  func `the counter sees a deliberate allocation`() {
    let count = Self.allocations {
      var array = [Int]()
      array.reserveCapacity(16)
      Self.sink(array)
    }
    #expect(count >= Self.repetitions)
  }

  @Test(
    .enabled(if: countingAvailable, "needs glibc's malloc to interpose"), arguments: geometryCases)
  func `a geometry operation does not allocate`(_ operation: Case) {
    Self.expectNoAllocations(operation)
  }

  @Test(.enabled(if: countingAvailable, "needs glibc's malloc to interpose"), arguments: layerCases)
  func `a layer, view or tree operation does not allocate`(_ operation: Case) {
    Self.expectNoAllocations(operation)
  }

  @Test(
    .enabled(if: countingAvailable, "needs glibc's malloc to interpose"), arguments: engineCases)
  func `a crop engine event, its construction or its output does not allocate`(_ operation: Case) {
    Self.expectNoAllocations(operation)
  }
}
