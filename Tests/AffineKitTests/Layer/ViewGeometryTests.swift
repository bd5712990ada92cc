import AffineKit
import Testing

@Suite("ViewGeometry")
struct ViewGeometryTests {
  /// `view1` of the post "frame과 bounds를 observe할 때 차이는?", whose frame, bounds and center
  /// UIKit prints there: `UIView(frame: CGRect(x: 80, y: 120, width: 100, height: 50))`.
  static let view1 = ViewGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50))

  @Test func `init(frame:) gives bounds (0, 0, w, h) and the frame's midpoint as center`() {
    let view = Self.view1
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
    var view = Self.view1
    view.center = Point(x: 10, y: 20)
    #expect(view.layer.position == Point(x: 10, y: 20))
    view.layer.position = Point(x: 1, y: 2)
    #expect(view.center == Point(x: 1, y: 2))
  }

  @Test func `center is the frame's midpoint only while the anchor is centred`() {
    var view = Self.view1
    view.anchorPoint = Point(x: 0, y: 0)
    #expect(view.center == Point(x: 130, y: 145))
    #expect(view.frame == Rect(x: 130, y: 145, width: 100, height: 50))
    #expect(view.frame.midX != view.center.x)
  }

  @Test func `scaling changes the frame but not bounds or center`() {
    var view = Self.view1
    view.transform = AffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == Rect(x: 30, y: 95, width: 200, height: 100))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == Point(x: 130, y: 145))
  }

  @Test func `translating changes the frame but not bounds or center`() {
    var view = Self.view1
    view.transform = AffineTransform(translationX: 10, y: 0)
    #expect(view.frame == Rect(x: 90, y: 120, width: 100, height: 50))
    #expect(view.center == Point(x: 130, y: 145))
  }

  @Test func `a bounds change keeps the center`() {
    var view = Self.view1
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
    var view = Self.view1
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
    var view = Self.view1
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

  /// The frames, bounds and centers UIKit prints in the post "frame과 bounds를 observe할 때
  /// 차이는?" (a view laid out in code, then a storyboard view translated by (50, 20)),
  /// reproduced to the last digit.
  @Suite("frame, bounds and center as UIKit prints them")
  struct Printed {
    /// testView laid out by frame, then translated by (50, 20).
    static func translatedTestView() -> ViewGeometry {
      var testView = ViewGeometry()
      testView.frame = Rect(x: 80, y: 124, width: 254, height: 100)
      testView.transform = AffineTransform(translationX: 50, y: 20)
      return testView
    }

    @Test func `view1 prints frame (80, 120, 100, 50), bounds (0, 0, 100, 50), center (130, 145)`()
    {
      #expect("\(ViewGeometryTests.view1.frame)" == "(80.0, 120.0, 100.0, 50.0)")
      #expect("\(ViewGeometryTests.view1.bounds)" == "(0.0, 0.0, 100.0, 50.0)")
      #expect("\(ViewGeometryTests.view1.center)" == "(130.0, 145.0)")
    }

    @Test
    func
      `after a scale of 2 view1 prints frame (30, 95, 200, 100) with the same bounds and center`()
    {
      var view1 = ViewGeometryTests.view1
      view1.transform = AffineTransform(scaleX: 2, y: 2)
      #expect("\(view1.frame)" == "(30.0, 95.0, 200.0, 100.0)")
      #expect("\(view1.bounds)" == "(0.0, 0.0, 100.0, 50.0)")
      #expect("\(view1.center)" == "(130.0, 145.0)")
    }

    @Test
    func
      `after a translation of 10 view1 prints frame (90, 120, 100, 50) with the same bounds and center`()
    {
      var view1 = ViewGeometryTests.view1
      view1.transform = AffineTransform(translationX: 10, y: 0)
      #expect("\(view1.frame)" == "(90.0, 120.0, 100.0, 50.0)")
      #expect("\(view1.center)" == "(130.0, 145.0)")
    }

    @Test
    func `bounds (0, 0, 50, 25) gives frame (105, 132.5, 50, 25) and keeps center (130, 145)`() {
      var view1 = ViewGeometryTests.view1
      view1.bounds = Rect(x: 0, y: 0, width: 50, height: 25)
      #expect("\(view1.frame)" == "(105.0, 132.5, 50.0, 25.0)")
      #expect("\(view1.bounds)" == "(0.0, 0.0, 50.0, 25.0)")
      #expect("\(view1.center)" == "(130.0, 145.0)")
    }

    @Test func `the observed frame: view.bounds inset by 20 is (20, 20, 374, 856)`() {
      let bounds = Rect(x: 0, y: 0, width: 414, height: 896)
      let test = ViewGeometry(frame: bounds.insetBy(dx: 20, dy: 20))
      #expect("\(test.frame)" == "(20.0, 20.0, 374.0, 856.0)")
    }

    @Test func `the storyboard's bounds and center describe the same frames`() {
      var view = ViewGeometry()
      view.bounds = Rect(x: 0, y: 0, width: 215, height: 100)
      view.center = Point(x: 187.5, y: 130)
      #expect(view.frame == Rect(x: 80, y: 80, width: 215, height: 100))
      view.bounds = Rect(x: 0, y: 0, width: 254, height: 100)
      view.center = Point(x: 207, y: 174)
      #expect(view.frame == Rect(x: 80, y: 124, width: 254, height: 100))
    }

    @Test func `translating testView moves its frame but keeps the child centred in its bounds`() {
      let testView = Self.translatedTestView()
      #expect(testView.frame == Rect(x: 130, y: 144, width: 254, height: 100))
      #expect(testView.center == Point(x: 207, y: 174))
      let child = Rect(
        x: testView.bounds.midX - 50, y: testView.bounds.midY - 25, width: 100, height: 50)
      #expect(child == Rect(x: 77, y: 25, width: 100, height: 50))
    }

    @Test func `a sibling laid out from testView's frame follows the translation`() {
      let testView = Self.translatedTestView()
      let sibling = ViewGeometry(
        frame: Rect(x: testView.frame.minX, y: testView.frame.maxY + 30, width: 100, height: 60))
      #expect(sibling.frame == Rect(x: 130, y: 274, width: 100, height: 60))
    }

    @Test func `a sibling laid out with bounds and center stays where the storyboard put it`() {
      let testView = Self.translatedTestView()
      var sibling = ViewGeometry()
      sibling.bounds = Rect(x: 0, y: 0, width: 100, height: 60)
      sibling.center = Point(x: testView.center.x - 77, y: testView.center.y + 110)
      #expect(sibling.center == Point(x: 130, y: 284))
      #expect(sibling.frame == Rect(x: 80, y: 254, width: 100, height: 60))
    }

    @Test func `UIView() has zero bounds, frame and center`() {
      let view = ViewGeometry()
      #expect(
        view.bounds.origin == Point(x: 0, y: 0) && view.bounds.size == Size(width: 0, height: 0))
      #expect(
        view.frame.origin == Point(x: 0, y: 0) && view.frame.size == Size(width: 0, height: 0))
      #expect(view.center == Point(x: 0, y: 0))
    }

    @Test func `translating view1 by 10 keeps bounds (0, 0, 100, 50)`() {
      var view1 = ViewGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50))
      view1.transform = AffineTransform(translationX: 10, y: 0)
      #expect(view1.bounds.origin == Point(x: 0, y: 0))
      #expect(view1.bounds.size == Size(width: 100, height: 50))
      #expect(view1.frame.origin == Point(x: 90, y: 120))
    }
  }

  @Suite("init(frame:)")
  struct InitFrame {
    @Test
    func
      `a frame of (51.5, 27.7, 147.5, 146.6) keeps x and size exactly and y within 1 ulp of 101`()
    {
      let view = ViewGeometry(frame: Rect(x: 51.5, y: 27.7, width: 147.5, height: 146.6))
      #expect(view.frame.origin.x == 51.5)
      #expect(view.frame.size == Size(width: 147.5, height: 146.6))
      #expect(view.center == Point(x: 125.25, y: 27.7 + 73.3))
      #expect(Swift.abs(view.frame.origin.y - 27.7) <= (101.0).ulp)
    }
  }

  @Suite("isHidden and clipsToBounds")
  struct Flags {
    @Test func `isHidden and clipsToBounds forward to the layer both ways`() {
      var view = ViewGeometry()
      view.isHidden = true
      view.clipsToBounds = true
      #expect(view.layer.isHidden && view.layer.masksToBounds)
      view.layer.isHidden = false
      view.layer.masksToBounds = false
      #expect(!view.isHidden && !view.clipsToBounds)
      let fromLayer = ViewGeometry(layer: LayerGeometry(isHidden: true, masksToBounds: true))
      #expect(fromLayer.isHidden && fromLayer.clipsToBounds)
      let overridden = ViewGeometry(
        layer: LayerGeometry(isHidden: true), isHidden: false, clipsToBounds: true)
      #expect(!overridden.layer.isHidden && overridden.layer.masksToBounds)
    }
  }
}
