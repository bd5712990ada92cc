import AffineKit
import Testing

/// The examples in README.md and in doc comments that no other suite already checks.
@Suite("Documentation examples")
struct DocExampleTests {
  @Test func `README: pinch steps compound and concatenating applies self first`() {
    var transform = AffineTransform.identity
    transform = transform.scaledBy(x: 1.1, y: 1.1)
    transform = transform.scaledBy(x: 1.2, y: 1.2)
    #expect(transform.a == 1.1 * 1.2)
    let t = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
    #expect(Point(x: 1, y: 1).applying(t) == Point(x: 22, y: 2))
  }

  @Test
  func `README: a frame's max edge is outside and touching rects intersect in a zero-width rect`() {
    let frame = Rect(x: 50, y: 50, width: 100, height: 100)
    #expect(!frame.contains(Point(x: 150, y: 100)))
    let touching = frame.intersection(Rect(x: 150, y: 60, width: 10, height: 10))
    #expect(touching.origin == Point(x: 150, y: 60) && touching.size == Size(width: 0, height: 10))
  }

  @Test func `README: a pinch to 2 about the box's centre crops the photo's middle 1500 pixels`()
    throws
  {
    var engine = try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
    let centre = Point(x: 195, y: 422)
    engine.apply(.pinch(.began, scale: 1, centroid: centre, values: .cumulative), at: 0)
    engine.apply(.pinch(.changed, scale: 2, centroid: centre, values: .cumulative), at: 0.1)
    #expect(
      engine.apply(.pinch(.ended, scale: 2, centroid: centre, values: .cumulative), at: 0.2)
        == .unchanged)
    // Fill: 300 / 3000 points a pixel, so 400 × 300 points at zoom 1 and 800 × 600 at zoom 2,
    // centred on (195, 422); the 300-point box is 1500 pixels (5 pixels a point) about the
    // photo's centre (2000, 1500).
    #expect(engine.zoom == 2)
    #expect(engine.contentFrame == Rect(x: -205, y: 122, width: 800, height: 600))
    #expect(engine.cropRect == Rect(x: 1250, y: 750, width: 1500, height: 1500))
  }

  @Test
  func `README, Gestures.md: a right-edge drag's end recentres the new shape, keeping the crop`()
    throws
  {
    var engine = try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 16, y: 100, width: 358, height: 600))
    #expect(engine.cropBox == Rect(x: 16, y: 265.75, width: 358, height: 268.5))
    engine.apply(.handleDrag(.right, .began, translation: Point(x: -100, y: 0)), at: 0)
    #expect(engine.cropBox == Rect(x: 16, y: 265.75, width: 258, height: 268.5))
    #expect(engine.apply(.handleDrag(.right, .ended, translation: .zero), at: 0.5) == .animated)
    // 258 × 268.5 grown to the area's width: 358 × 268.5 · 358 / 258, centred in 600.
    let height = 268.5 * 358 / 258
    #expect(
      isClose(
        engine.cropBox, Rect(x: 16, y: 100 + (600 - height) / 2, width: 358, height: height),
        tolerance: 1e-9))
    #expect(
      isClose(
        engine.cropRect, Rect(x: 0, y: 0, width: 4000 * 258 / 358, height: 3000),
        tolerance: 1e-9))
    #expect(engine.runningAnimation?.duration == 0.8 + 0.3)
  }

  @Test func `GeometryTree: the child's origin is (100, 100) in the root`() {
    var tree = ViewTree()
    let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
    let child = tree.add(ViewGeometry(frame: Rect(x: 100, y: 100, width: 50, height: 50)), to: root)
    #expect(child != nil)
    #expect(tree.convert(Point(x: 0, y: 0), from: child!, to: root) == Point(x: 100, y: 100))
  }

  @Test
  func `LayerGeometry: frame (80, 120, 100, 50) becomes (30, 95, 200, 100) under a scale of 2`() {
    var layer = LayerGeometry(
      bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 130, y: 145))
    #expect(layer.frame == Rect(x: 80, y: 120, width: 100, height: 50))
    layer.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(layer.frame == Rect(x: 30, y: 95, width: 200, height: 100))
  }
}
