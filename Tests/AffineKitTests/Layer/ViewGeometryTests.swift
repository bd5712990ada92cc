import AffineKit
import Testing

@Suite("ViewGeometry")
struct ViewGeometryTests {
  static let seedView = ViewGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50))

  @Test func `init(frame:) gives bounds (0, 0, w, h) and the frame's midpoint as center`() {
    let view = Self.seedView
    #expect(view.bounds.origin == .zero && view.bounds.size == Size(width: 100, height: 50))
    #expect(view.center == Point(x: 130, y: 145))
    #expect(view.frame == Rect(x: 80, y: 120, width: 100, height: 50))
  }

  @Test func `a new view is visible, interactive, opaque and does not clip`() {
    let view = ViewGeometry()
    #expect(
      !view.isHidden && view.isUserInteractionEnabled && view.alpha == 1 && !view.clipsToBounds)
  }

  @Test func `center is the layer's position`() {
    var view = Self.seedView
    view.center = Point(x: 10, y: 20)
    #expect(view.layer.position == Point(x: 10, y: 20))
    view.layer.position = Point(x: 1, y: 2)
    #expect(view.center == Point(x: 1, y: 2))
  }

  @Test func `center is the frame's midpoint only while the anchor is centred`() {
    var view = Self.seedView
    view.anchorPoint = Point(x: 0, y: 0)
    #expect(view.center == Point(x: 130, y: 145))
    #expect(view.frame == Rect(x: 130, y: 145, width: 100, height: 50))
    #expect(view.frame.midX != view.center.x)
  }

  @Test func `seed 003: scaling changes the frame but not bounds or center`() {
    var view = Self.seedView
    view.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == Rect(x: 30, y: 95, width: 200, height: 100))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == Point(x: 130, y: 145))
  }

  @Test func `seed 003: translating changes the frame but not bounds or center`() {
    var view = Self.seedView
    view.transform = AffineTransform(translationX: 10, y: 0)
    #expect(view.frame == Rect(x: 90, y: 120, width: 100, height: 50))
    #expect(view.center == Point(x: 130, y: 145))
  }

  @Test func `seed 003: a bounds change keeps the center`() {
    var view = Self.seedView
    view.bounds = Rect(x: 0, y: 0, width: 50, height: 25)
    #expect(view.frame == Rect(x: 105, y: 132.5, width: 50, height: 25))
    #expect(view.center == Point(x: 130, y: 145))
  }

  @Test func `the frame setter is the layer's`() {
    var view = ViewGeometry()
    view.transform = AffineTransform(scaleX: 2, y: 2)
    view.frame = Rect(x: 10, y: 10, width: 60, height: 40)
    #expect(view.bounds.size == Size(width: 30, height: 20))
    #expect(view.center == Point(x: 40, y: 30))
  }

  @Test func `setAnchorPointPreservingFrame keeps the frame and moves the center`() {
    var view = Self.seedView
    view.setAnchorPointPreservingFrame(Point(x: 1, y: 1))
    #expect(view.frame == Rect(x: 80, y: 120, width: 100, height: 50))
    #expect(view.center == Point(x: 180, y: 170))
  }

  @Test
  func `point(inside:) tests the bounds: (99, 99) is in and (100, 100) is out of a 100 x 100 view`()
  {
    let view = ViewGeometry(frame: Rect(x: 10, y: 10, width: 100, height: 100))
    #expect(view.point(inside: Point(x: 99, y: 99)))
    #expect(!view.point(inside: Point(x: 100, y: 100)))
  }

  @Test func `conversion to and from the superview is the layer's`() {
    var view = Self.seedView
    view.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(view.convertToSuperview(Point(x: 0, y: 0)) == Point(x: 30, y: 95))
    #expect(view.convertFromSuperview(Point(x: 30, y: 95)) == Point(x: 0, y: 0))
    let up = view.convertToSuperview(Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(up.origin == Point(x: 30, y: 95) && up.size == Size(width: 200, height: 100))
    let down = view.convertFromSuperview(Rect(x: 30, y: 95, width: 200, height: 100))
    #expect(down.origin == Point(x: 0, y: 0) && down.size == Size(width: 100, height: 50))
    #expect(view.transformToSuperview == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 30, ty: 95))
    #expect(
      view.transformFromSuperview == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: -15, ty: -47.5)
    )
  }
}
