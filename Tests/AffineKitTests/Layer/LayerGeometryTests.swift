import AffineKit
import Testing

/// The frame round trip's bound (stated on `LayerGeometry.frame`): each origin coordinate within
/// one ulp of the larger of |position| and |F.origin|, each size within one ulp of F's.
private func originClose(_ got: Double, _ want: Double, position: Double) -> Bool {
  Swift.abs(got - want) <= Swift.max(Swift.abs(position), Swift.abs(want)).ulp
}

private func sizeClose(_ got: Double, _ want: Double) -> Bool {
  Swift.abs(got - want) <= want.ulp
}

@Suite("LayerGeometry")
struct LayerGeometryTests {
  /// The layer of a 100 × 50 view with frame (80, 120, 100, 50) and a centred anchor: the view
  /// whose frame, bounds and center UIKit prints in the post "frame과 bounds를 observe할 때
  /// 차이는?".
  static let exampleLayer = LayerGeometry(
    bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 130, y: 145))

  /// The 100 × 100 layer of the post "CALayer의 anchorPoint 톺아보기":
  /// `blueLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)`.
  static let blueLayer = LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100))

  @Suite("init")
  struct Initializers {
    @Test func `a new layer has a centred anchor, an identity transform and is visible`() {
      let layer = LayerGeometry()
      #expect(layer.anchorPoint == Point(x: 0.5, y: 0.5))
      #expect(layer.transform == .identity)
      #expect(!layer.isHidden && !layer.masksToBounds)
      #expect(layer.bounds == .zero && layer.position == .zero)
    }

    @Test func `init(frame:) gives bounds (0, 0, w, h) and a position at the frame's centre`() {
      let layer = LayerGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50))
      #expect(layer.bounds.origin == .zero && layer.bounds.size == Size(width: 100, height: 50))
      #expect(layer.position == Point(x: 130, y: 145))
    }
  }

  @Suite("anchorInBounds")
  struct AnchorInBounds {
    @Test func `the anchor in bounds space is bounds.origin + anchorPoint * bounds.size`() {
      var layer = LayerGeometry(bounds: Rect(x: 10, y: 0, width: 100, height: 50))
      #expect(layer.anchorInBounds == Point(x: 60, y: 25))
      layer.anchorPoint = Point(x: 1, y: 0)
      #expect(layer.anchorInBounds == Point(x: 110, y: 0))
    }
  }

  @Suite("frame")
  struct Frame {
    @Test func `with an identity transform the frame is position - anchorPoint * size`() {
      var layer = LayerGeometryTests.exampleLayer
      #expect(layer.frame == Rect(x: 80, y: 120, width: 100, height: 50))
      layer.anchorPoint = Point(x: 0.25, y: 1)
      #expect(layer.frame == Rect(x: 105, y: 95, width: 100, height: 50))
    }

    @Test func `a scale of 2 about the centre gives frame (30, 95, 200, 100)`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.transform = AffineTransform(scaleX: 2, y: 2)
      #expect(layer.frame == Rect(x: 30, y: 95, width: 200, height: 100))
      #expect(layer.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
      #expect(layer.position == Point(x: 130, y: 145))
    }

    @Test
    func
      `a translation of 10 moves the frame to (90, 120, 100, 50) and not the position`()
    {
      var layer = LayerGeometryTests.exampleLayer
      layer.transform = AffineTransform(translationX: 10, y: 0)
      #expect(layer.frame == Rect(x: 90, y: 120, width: 100, height: 50))
      #expect(layer.position == Point(x: 130, y: 145))
    }

    @Test
    func `shrinking the bounds to 50 x 25 keeps the centre: frame (105, 132.5, 50, 25)`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.bounds = Rect(x: 0, y: 0, width: 50, height: 25)
      #expect(layer.frame == Rect(x: 105, y: 132.5, width: 50, height: 25))
      #expect(layer.position == Point(x: 130, y: 145))
    }

    @Test func `a bounds origin does not move the layer`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.bounds.origin = Point(x: -200, y: 0)
      #expect(layer.frame == Rect(x: 80, y: 120, width: 100, height: 50))
    }

    @Test func `an exact quarter turn about the centre swaps width and height about the position`()
    {
      var layer = LayerGeometryTests.exampleLayer
      layer.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
      #expect(layer.frame == Rect(x: 105, y: 95, width: 50, height: 100))
    }

    @Test func `a quarter turn by rotationAngle keeps the raw cosine's rounding`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.transform = AffineTransform(rotationAngle: .pi / 2)
      #expect(isClose(layer.frame, Rect(x: 105, y: 95, width: 50, height: 100), tolerance: 1e-13))
    }

    @Test
    func `a quarter turn about the top-left corner swings the layer to the left of its position`() {
      // Core Animation rotates about the anchor: (0, 0, 50, 100) turned +90° about its top-left
      // corner covers x in -100...0. (flowkey's position - anchor * bboxSize gets (0, 0, 100, 50).)
      var layer = LayerGeometry(
        bounds: Rect(x: 0, y: 0, width: 50, height: 100), anchorPoint: Point(x: 0, y: 0))
      layer.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
      #expect(layer.frame == Rect(x: -100, y: 0, width: 100, height: 50))
    }

    @Test func `a 45 degree rotation gives the bounding box of the turned rectangle`() {
      var layer = LayerGeometry(
        bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 200, y: 200))
      layer.transform = AffineTransform(rotationAngle: .pi / 4)
      let half = 70.71067811865476  // 100 * √2 / 2
      #expect(
        isClose(
          layer.frame, Rect(x: 200 - half, y: 200 - half, width: 2 * half, height: 2 * half),
          tolerance: 1e-12))
    }

    @Test func `a non-centred anchor and a scale grow the layer away from the anchor`() {
      var layer = LayerGeometry(
        bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 80, y: 120),
        anchorPoint: Point(x: 0, y: 0))
      layer.transform = AffineTransform(scaleX: 2, y: 2)
      #expect(layer.frame == Rect(x: 80, y: 120, width: 200, height: 100))
      layer.anchorPoint = Point(x: 1, y: 1)
      #expect(layer.frame == Rect(x: -120, y: 20, width: 200, height: 100))
    }

    @Test func `a singular transform gives a degenerate frame without trapping`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.transform = AffineTransform(scaleX: 0, y: 1)
      #expect(layer.frame == Rect(x: 130, y: 120, width: 0, height: 50))
      #expect(!layer.frame.isNull)
    }

    @Test func `NaN in a field propagates into the frame`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.position.x = .nan
      #expect(layer.frame.origin.x.isNaN)
      #expect(layer.frame.origin.y == 120)
    }

    @Test func `a scale of 1.5 then grows the layer from its top-left anchor`() {
      var layer = LayerGeometryTests.blueLayer
      layer.position = Point(x: 0, y: 0)
      layer.anchorPoint = Point(x: 0, y: 0)
      layer.transform = AffineTransform(scaleX: 1.5, y: 1.5)
      #expect(layer.frame == Rect(x: 0, y: 0, width: 150, height: 150))
    }

    @Test func `NaN in bounds, anchor or transform makes the frame NaN`() {
      var a = LayerGeometry(bounds: Rect(x: 0, y: 0, width: .nan, height: 10))
      #expect(a.frame.size.width.isNaN)
      a = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
      a.anchorPoint = Point(x: .nan, y: 0.5)
      #expect(a.frame.origin.x.isNaN)
      #expect(a.convertToSuperlayer(Point(x: 1, y: 1)).x.isNaN)
      var b = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
      b.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
      #expect(b.frame.origin.x.isNaN && b.frame.size.width.isNaN)
      #expect(b.frame.size.height == 10)
    }
  }

  @Suite("frame setter")
  struct FrameSetter {
    @Test func `with an identity transform setting the frame sets bounds.size and position`() {
      var layer = LayerGeometry(anchorPoint: Point(x: 0.25, y: 1))
      layer.frame = Rect(x: 10, y: 20, width: 40, height: 60)
      #expect(layer.bounds.size == Size(width: 40, height: 60))
      #expect(layer.position == Point(x: 20, y: 80))
      #expect(layer.frame == Rect(x: 10, y: 20, width: 40, height: 60))
    }

    @Test func `with a translation the frame round-trips and the position leaves room for it`() {
      var layer = LayerGeometry(transform: AffineTransform(translationX: 50, y: 20))
      layer.frame = Rect(x: 80, y: 124, width: 254, height: 100)
      #expect(layer.position == Point(x: 157, y: 154))
      #expect(layer.frame == Rect(x: 80, y: 124, width: 254, height: 100))
    }

    @Test func `under a scale of 2 the bounds get half the frame's size (flowkey's iOS-run test)`()
    {
      var layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
      layer.transform = AffineTransform(scaleX: 2, y: 2)
      layer.frame = Rect(x: 10, y: 10, width: 60, height: 40)
      #expect(layer.bounds.size == Size(width: 30, height: 20))
      #expect(layer.position == Point(x: 40, y: 30))
    }

    struct RoundTrip: Sendable, CustomTestStringConvertible {
      var name: String
      var transform: AffineTransform
      var anchor: Point
      var testDescription: String { name }
    }

    @Test(arguments: [
      RoundTrip(
        name: "scale 0.25 x 0.75", transform: AffineTransform(scaleX: 0.25, y: 0.75),
        anchor: Point(x: 0.5, y: 0.5)),
      RoundTrip(
        name: "scale 2, top-left anchor", transform: AffineTransform(scaleX: 2, y: 2),
        anchor: Point(x: 0, y: 0)),
      RoundTrip(
        name: "mirror x", transform: AffineTransform(scaleX: -1, y: 1),
        anchor: Point(x: 0.25, y: 0.5)),
      RoundTrip(
        name: "mirror both and scale", transform: AffineTransform(scaleX: -2, y: -0.5),
        anchor: Point(x: 1, y: 0)),
      RoundTrip(
        name: "exact 90°", transform: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
        anchor: Point(x: 0.5, y: 0.5)),
      RoundTrip(
        name: "exact 180°", transform: AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0),
        anchor: Point(x: 0.25, y: 0.75)),
      RoundTrip(
        name: "exact 270° with translation",
        transform: AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 8, ty: -4),
        anchor: Point(x: 0, y: 1)),
      RoundTrip(
        name: "scale 4 with translation",
        transform: AffineTransform(a: 4, b: 0, c: 0, d: 4, tx: -16, ty: 32),
        anchor: Point(x: 0.5, y: 0.5)),
    ])
    func `for scales, mirrors and exact multiples of 90 degrees the frame round-trips exactly`(
      c: RoundTrip
    ) {
      var layer = LayerGeometry(anchorPoint: c.anchor, transform: c.transform)
      layer.frame = Rect(x: 16, y: 32, width: 64, height: 128)
      #expect(layer.frame == Rect(x: 16, y: 32, width: 64, height: 128))
    }

    @Test func `a quarter turn by rotationAngle round-trips to within rounding`() {
      var layer = LayerGeometry(transform: AffineTransform(rotationAngle: .pi / 2))
      layer.frame = Rect(x: 16, y: 32, width: 64, height: 128)
      #expect(isClose(layer.frame, Rect(x: 16, y: 32, width: 64, height: 128), tolerance: 1e-12))
      #expect(isClose(layer.bounds.size, Size(width: 128, height: 64), tolerance: 1e-12))
    }

    @Test
    func `under 45 degrees no bounds can give the frame: the centre is kept and the frame grows`() {
      var layer = LayerGeometry(transform: AffineTransform(rotationAngle: .pi / 4))
      layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
      // bounds = box of the frame under the inverse rotation: 100·√2 square.
      #expect(
        isClose(
          layer.bounds.size, Size(width: 141.4213562373095, height: 141.4213562373095),
          tolerance: 1e-12))
      #expect(isClose(layer.position, Point(x: 50, y: 50), tolerance: 1e-12))
      // Read back: the rotated 141.4 square's box is 200 x 200 about the same centre.
      #expect(isClose(layer.frame, Rect(x: -50, y: -50, width: 200, height: 200), tolerance: 1e-12))
    }

    @Test func `under a shear the centre is kept and the frame grows`() {
      var layer = LayerGeometry(transform: AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0))
      layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
      // L⁻¹ = [1 0; -1 1]: the 100 x 100 box maps to a box 200 wide and 100 high.
      #expect(layer.bounds.size == Size(width: 200, height: 100))
      #expect(layer.position == Point(x: 50, y: 50))
      #expect(layer.frame == Rect(x: -100, y: 0, width: 300, height: 100))
    }

    @Test func `under a singular transform the bounds size is kept and the layer only moves`() {
      var layer = LayerGeometry(
        bounds: Rect(x: 0, y: 0, width: 10, height: 20), transform: AffineTransform(scaleX: 0, y: 1)
      )
      layer.frame = Rect(x: 100, y: 100, width: 50, height: 50)
      #expect(layer.bounds.size == Size(width: 10, height: 20))
      #expect(layer.position == Point(x: 125, y: 125))
      #expect(layer.frame == Rect(x: 125, y: 115, width: 0, height: 20))
    }

    @Test func `setting the frame keeps bounds.origin`() {
      var layer = LayerGeometry(bounds: Rect(x: -200, y: 7, width: 10, height: 10))
      layer.frame = Rect(x: 0, y: 0, width: 30, height: 40)
      #expect(layer.bounds.origin == Point(x: -200, y: 7))
    }

    @Test func `a negative-size frame is standardized first`() {
      var layer = LayerGeometry()
      layer.frame = Rect(x: 100, y: 100, width: -50, height: -20)
      #expect(layer.bounds.size == Size(width: 50, height: 20))
      #expect(layer.frame == Rect(x: 50, y: 80, width: 50, height: 20))
    }

    @Test func `a NaN frame propagates without trapping`() {
      var layer = LayerGeometry()
      layer.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
      #expect(layer.position.x.isNaN)
    }

    static let roundTripFrames = [
      Rect(x: 10, y: 10, width: 100, height: 100),
      Rect(x: 51.5, y: 27.7, width: 147.5, height: 146.6),
      Rect(x: -0.1, y: 0.3, width: 0.7, height: 33.3),
    ]

    static let roundTripTransforms: [(String, AffineTransform)] = [
      ("identity", .identity),
      ("scale 1.5", AffineTransform(scaleX: 1.5, y: 1.5)),
      ("scale 3", AffineTransform(scaleX: 3, y: 3)),
      ("scale 10 by 0.1", AffineTransform(scaleX: 10, y: 0.1)),
      ("mirror x", AffineTransform(scaleX: -1, y: 1)),
      ("mirror y, scale 3", AffineTransform(scaleX: 2, y: -3)),
      ("exact 90°", AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
      ("exact 180°", AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)),
      ("exact 270°, scale 3", AffineTransform(a: 0, b: -3, c: 3, d: 0, tx: 0, ty: 0)),
      ("translate (7.3, -2.1)", AffineTransform(translationX: 7.3, y: -2.1)),
    ]

    @Test(
      "reading the frame back gives F to within the documented bound",
      arguments: roundTripFrames, roundTripTransforms)
    func roundTrip(frame: Rect, named: (String, AffineTransform)) {
      var layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 5, height: 5))
      layer.transform = named.1
      layer.frame = frame
      let back = layer.frame
      #expect(originClose(back.origin.x, frame.origin.x, position: layer.position.x), "\(named.0)")
      #expect(originClose(back.origin.y, frame.origin.y, position: layer.position.y), "\(named.0)")
      #expect(sizeClose(back.size.width, frame.size.width), "\(named.0)")
      #expect(sizeClose(back.size.height, frame.size.height), "\(named.0)")
    }

    @Test(
      "with entries ±1 and dyadic values the round trip is exact",
      arguments: [
        AffineTransform.identity, AffineTransform(scaleX: -1, y: 1),
        AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
        AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0.5, ty: 0),
      ])
    func exactRoundTrip(t: AffineTransform) {
      var layer = LayerGeometry()
      layer.transform = t
      layer.frame = Rect(x: 51.5, y: 27.25, width: 147.5, height: 146.75)
      #expect(layer.frame.origin == Point(x: 51.5, y: 27.25))
      #expect(layer.frame.size == Size(width: 147.5, height: 146.75))
    }

    @Test func `scale 3 with (10, 10, 100, 100) divides by 3: bounds (100 / 3) square`() {
      var layer = LayerGeometry()
      layer.transform = AffineTransform(scaleX: 3, y: 3)
      layer.frame = Rect(x: 10, y: 10, width: 100, height: 100)
      #expect(layer.bounds.size == Size(width: 100.0 / 3.0, height: 100.0 / 3.0))
      #expect(layer.position == Point(x: 60, y: 60))
    }

    @Test func `setting the frame (0, 0, 100, 100) puts the position at (50, 50)`() {
      #expect(LayerGeometryTests.blueLayer.position == Point(x: 50, y: 50))
      #expect(LayerGeometryTests.blueLayer.anchorPoint == Point(x: 0.5, y: 0.5))
    }
  }

  @Suite("anchorPoint")
  struct AnchorPoint {
    @Test func `assigning the anchor point keeps the position, so the layer moves`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.anchorPoint = Point(x: 0, y: 0)
      #expect(layer.position == Point(x: 130, y: 145))
      #expect(layer.frame == Rect(x: 130, y: 145, width: 100, height: 50))
    }

    @Test(
      arguments: zip(
        [Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 0), Point(x: 1, y: 1)],
        [
          Rect(x: 50, y: 50, width: 100, height: 100), Rect(x: 50, y: -50, width: 100, height: 100),
          Rect(x: -50, y: 50, width: 100, height: 100),
          Rect(x: -50, y: -50, width: 100, height: 100),
        ]))
    func `assigning an anchor point keeps the position (50, 50), so the layer moves`(
      anchor: Point, frame: Rect
    ) {
      var layer = LayerGeometryTests.blueLayer
      layer.anchorPoint = anchor
      #expect(layer.position == Point(x: 50, y: 50))
      #expect(layer.frame == frame)
    }

    @Test
    func
      `setting the position to (0, 0) with anchor (0, 0) puts the layer back at (0, 0, 100, 100)`()
    {
      var layer = LayerGeometryTests.blueLayer
      layer.position = Point(x: 0, y: 0)
      layer.anchorPoint = Point(x: 0, y: 0)
      #expect(layer.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }
  }

  @Suite("setAnchorPointPreservingFrame(_:)")
  struct SetAnchorPreservingFrame {
    @Test func `the doc example moves the position to (80, 120) and keeps the frame`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.setAnchorPointPreservingFrame(Point(x: 0, y: 0))
      #expect(layer.position == Point(x: 80, y: 120))
      #expect(layer.anchorPoint == Point(x: 0, y: 0))
      #expect(layer.frame == Rect(x: 80, y: 120, width: 100, height: 50))
    }

    @Test func `under a scale and non-centred anchors the frame and the map are kept`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.transform = AffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 8, ty: -8)
      let frame = layer.frame
      let map = layer.transformToSuperlayer
      layer.setAnchorPointPreservingFrame(Point(x: 1, y: 0.25))
      #expect(layer.frame == frame)
      #expect(layer.transformToSuperlayer == map)
      // The post's helper (position += (a' - a) ⊙ size, without L) would be off by L - 1:
      // position += L·((1, 0.25) - (0.5, 0.5)) ⊙ (100, 50) = diag(2, 4)·(50, -12.5) = (100, -50)
      #expect(layer.position == Point(x: 230, y: 95))
    }

    @Test(arguments: Sample.transforms(50, seed: 0xA4C4))
    func `under any transform every converted point stays where it was`(t: AffineTransform) {
      var layer = LayerGeometry(
        bounds: Rect(x: 3, y: -5, width: 120, height: 80), position: Point(x: 40, y: 60),
        anchorPoint: Point(x: 0.2, y: 0.7), transform: t)
      let probe = Point(x: 17, y: 29)
      let before = layer.convertToSuperlayer(probe)
      let frame = layer.frame
      layer.setAnchorPointPreservingFrame(Point(x: 0.9, y: 0.1))
      #expect(isClose(layer.convertToSuperlayer(probe), before, tolerance: 1e-9))
      #expect(isClose(layer.frame, frame, tolerance: 1e-9))
    }

    @Test func `under a singular transform the map to the superlayer is still kept`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.transform = AffineTransform(scaleX: 0, y: 2)
      let map = layer.transformToSuperlayer
      layer.setAnchorPointPreservingFrame(Point(x: 0, y: 1))
      #expect(layer.transformToSuperlayer == map)
    }

    /// The post "CALayer의 anchorPoint 톺아보기" changes the anchor with a `setAnchorPoint` helper
    /// that moves the position by `(new − old) ⊙ bounds.size`.
    @Test
    func
      `the post's setAnchorPoint helper and setAnchorPointPreservingFrame agree without a transform`()
    {
      // The helper: position += (new - old) ⊙ bounds.size, for anchor (0.5, 1.0).
      var layer = LayerGeometryTests.blueLayer
      layer.setAnchorPointPreservingFrame(Point(x: 0.5, y: 1))
      #expect(layer.position == Point(x: 50, y: 100))
      #expect(layer.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test
    func
      `under a scale the post's helper would move the layer; setAnchorPointPreservingFrame does not`()
    {
      var layer = LayerGeometryTests.blueLayer
      layer.transform = AffineTransform(scaleX: 1.5, y: 1.5)
      let frame = layer.frame  // (-25, -25, 150, 150)
      #expect(frame == Rect(x: -25, y: -25, width: 150, height: 150))
      layer.setAnchorPointPreservingFrame(Point(x: 0.5, y: 1))
      #expect(layer.frame == frame)
      // The helper's position (50, 100) would give frame (-25, -50, 150, 150); ours is (50, 125).
      #expect(layer.position == Point(x: 50, y: 125))
    }
  }

  @Suite("Conversion to and from the superlayer")
  struct Conversion {
    @Test func `a point maps to position + L(p - anchor) + t`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.transform = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 7)
      // p = (0, 0): anchor (50, 25) → (130, 145) + 2·(-50, -25) + (5, 7) = (35, 102)
      #expect(layer.convertToSuperlayer(Point(x: 0, y: 0)) == Point(x: 35, y: 102))
      #expect(layer.convertFromSuperlayer(Point(x: 35, y: 102)) == Point(x: 0, y: 0))
    }

    @Test
    func
      `the map to the superlayer is translate(-anchor), then transform, then translate(position)`()
    {
      var layer = LayerGeometryTests.exampleLayer
      layer.bounds.origin = Point(x: -8, y: 4)
      layer.transform = AffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 3, ty: 1)
      // A = (-8 + 50, 4 + 25) = (42, 29); t = position + (3, 1) − L·A = (130 + 3 + 2·29,
      // 145 + 1 − 2·42).
      #expect(
        layer.transformToSuperlayer == AffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 191, ty: 62))
    }

    @Test func `the bounds rect converts to the frame (30, 95, 200, 100)`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.bounds.origin = Point(x: -200, y: 0)
      layer.transform = AffineTransform(scaleX: 2, y: 2)
      let converted = layer.convertToSuperlayer(layer.bounds)
      #expect(converted.origin == Point(x: 30, y: 95))
      #expect(converted.size == Size(width: 200, height: 100))
      #expect(layer.frame.origin == Point(x: 30, y: 95))
    }

    @Test func `a bounds origin of (-200, 0) shifts the layer's own space right by 200`() {
      var layer = LayerGeometryTests.exampleLayer
      layer.bounds.origin = Point(x: -200, y: 0)
      // A sublayer at (0, 0) of the bounds space now sits 200 points right of the top-left corner.
      #expect(layer.convertToSuperlayer(Point(x: 0, y: 0)) == Point(x: 280, y: 120))
    }

    @Test func `a rect converts to the bounding box of its converted corners`() {
      var layer = LayerGeometry(
        bounds: Rect(x: 0, y: 0, width: 100, height: 100), position: Point(x: 0, y: 0))
      layer.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
      let r = layer.convertToSuperlayer(Rect(x: 50, y: 50, width: 50, height: 10))
      #expect(r == Rect(x: -10, y: 0, width: 10, height: 50))
    }

    @Test
    func `conversion from a singular layer follows inverted(): the singular map is used unchanged`()
    {
      var layer = LayerGeometryTests.exampleLayer
      layer.transform = AffineTransform(scaleX: 0, y: 1)
      #expect(layer.transformFromSuperlayer == layer.transformToSuperlayer)
      #expect(layer.transformToSuperlayer.inverse == nil)
    }

    @Test func `contains uses the bounds: min edges in, max edges out`() {
      let layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
      #expect(layer.contains(Point(x: 99, y: 99)))
      #expect(!layer.contains(Point(x: 100, y: 100)))
    }
  }

  @Suite("==")
  struct Equality {
    @Test(
      "layers whose bounds differ componentwise are unequal, though Rect's == equates them",
      arguments: [
        (Rect(x: 0, y: 0, width: -10, height: 10), Rect(x: -10, y: 0, width: 10, height: 10)),
        (Rect(x: 0, y: 5, width: 10, height: -5), Rect(x: 0, y: 0, width: 10, height: 5)),
      ])
    func boundsEquality(lhs: Rect, rhs: Rect) {
      #expect(lhs == rhs)
      #expect(LayerGeometry(bounds: lhs) != LayerGeometry(bounds: rhs))
      #expect(
        ViewGeometry(layer: LayerGeometry(bounds: lhs))
          != ViewGeometry(layer: LayerGeometry(bounds: rhs)))
      #expect(LayerGeometry(bounds: lhs) == LayerGeometry(bounds: lhs))
      #expect(LayerGeometry(bounds: lhs).hashValue == LayerGeometry(bounds: lhs).hashValue)
    }

    @Test func `a NaN field makes a layer unequal to itself; -0 equals 0`() {
      let nan = LayerGeometry(position: Point(x: .nan, y: 0))
      #expect(nan != nan)
      #expect(
        LayerGeometry(bounds: Rect(x: -0.0, y: 0, width: 1, height: 1))
          == LayerGeometry(bounds: Rect(x: 0, y: 0, width: 1, height: 1)))
    }
  }
}
