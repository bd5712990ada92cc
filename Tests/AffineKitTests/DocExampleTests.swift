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
