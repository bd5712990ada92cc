import AffineKit
import Foundation
import Testing

/// The crop shape: what the photo must cover is the shape inscribed in the crop box, checked here
/// against an independent model (the shape's outline sampled as points and mapped back onto the
/// photo through the engine's drawn transform), never against the engine's own support function.
@Suite("CropShape")
struct CropShapeTests {
  // MARK: An independent model of the shapes

  /// The corner radii of `shape` in a box of `size`, from the shapes' definitions.
  static func radii(_ shape: CropShape, _ size: Size) -> Size {
    switch shape {
    case .rectangle: return Size(width: 0, height: 0)
    case .ellipse: return Size(width: size.width / 2, height: size.height / 2)
    case .roundedRectangle(let r):
      let clamped = min(r, size.width / 2, size.height / 2)
      return Size(width: clamped, height: clamped)
    }
  }

  /// `count` points on the outline of `shape` in `box`: the four corner arcs, each from its
  /// centre (the box's corner moved in by the radii). With radii 0 these are the box's corners.
  static func outline(_ shape: CropShape, in box: Rect, count: Int = 2048) -> [Point] {
    let r = radii(shape, box.size)
    let cx = box.origin.x + box.size.width / 2
    let cy = box.origin.y + box.size.height / 2
    let hx = box.size.width / 2 - r.width
    let hy = box.size.height / 2 - r.height
    return (0..<count).map { i in
      let phi = (Double(i) + 0.5) / Double(count) * 2 * Double.pi
      let c = cos(phi)
      let s = sin(phi)
      return Point(
        x: cx + (c >= 0 ? hx : -hx) + r.width * c, y: cy + (s >= 0 ? hy : -hy) + r.height * s)
    }
  }

  /// How far the point `p` of the view is outside the photo as the engine draws it, in fitted
  /// points (0 when it is on the photo): mapped back through the inverse of the image view's
  /// transform.
  static func overhang(_ p: Point, _ e: CropEngine) -> Double {
    let d = Point(x: p.x - e.center.x, y: p.y - e.center.y)
    guard let q = d.projected(by: e.projectiveTransform.inverted()) else { return .infinity }
    let w = e.fittedSize.width / 2
    let h = e.fittedSize.height / 2
    return max(0, q.x.magnitude - w, q.y.magnitude - h)
  }

  /// The largest overhang of the shape's outline, relative to the photo's fitted size.
  static func worstOverhang(_ e: CropEngine) -> Double {
    outline(e.cropShape, in: e.cropBox).map { overhang($0, e) }.max()!
      / (e.fittedSize.width + e.fittedSize.height)
  }

  /// The smallest covering zoom with no perspective from the sampled outline: twice the shape's
  /// largest reach along each of the photo's axes on screen, over the photo's fitted size.
  static func sampledCoverZoom(_ e: CropEngine) -> Double {
    let t = e.geometry.transform
    let ax = Point(x: t.a, y: t.b)
    let ay = Point(x: t.c, y: t.d)
    let b = Point(x: e.cropBox.midX, y: e.cropBox.midY)
    func reach(_ axis: Point) -> Double {
      let n = (axis.x * axis.x + axis.y * axis.y).squareRoot()
      return outline(e.cropShape, in: e.cropBox, count: 8192).map {
        (($0.x - b.x) * axis.x + ($0.y - b.y) * axis.y) / n
      }.max()!
    }
    return max(2 * reach(ax) / e.fittedSize.width, 2 * reach(ay) / e.fittedSize.height)
  }

  /// A 4000 × 3000 photo in a 300 × 300 box, filled (fitted 400 × 300).
  static func square() -> CropEngine {
    try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
  }

  // MARK: Worked examples

  struct CoverCase: Sendable, CustomTestStringConvertible {
    var shape: CropShape
    var zoom: Double
    var testDescription: String { "\(shape)" }
  }

  /// Straightened by 45°, a shape of extents E along the photo's axes needs max(E/400, E/300):
  /// the square's E is 300·√2, the circle's 300, a rounded square's (300 − 2r)·√2 + 2r.
  static let coverCases: [CoverCase] = [
    CoverCase(shape: .rectangle, zoom: 2.0.squareRoot()),
    CoverCase(shape: .ellipse, zoom: 1),
    CoverCase(
      shape: .roundedRectangle(cornerRadius: 50), zoom: (200 * 2.0.squareRoot() + 100) / 300),
    CoverCase(shape: .roundedRectangle(cornerRadius: 0), zoom: 2.0.squareRoot()),
    CoverCase(shape: .roundedRectangle(cornerRadius: 1000), zoom: 1),
  ]

  @Test(arguments: coverCases)
  func
    `a photo straightened by 45 degrees in a square box needs root 2 as a square and 1 as a circle`(
      _ c: CoverCase
    )
  {
    var e = Self.square()
    #expect(e.apply(.cropShape(c.shape)) == (c.shape == .rectangle ? .unchanged : .moved))
    #expect(e.apply(.straighten(angle: .pi / 4)).rejection == nil)
    #expect(isClose(e.coverZoom, c.zoom, tolerance: 1e-12))
    #expect(isClose(e.zoom, c.zoom, tolerance: 1e-12))
    #expect(e.isCovered)
    #expect(Self.worstOverhang(e) <= 1e-12)
  }

  @Test func `a circle straightened by 45 degrees rests at the fit, below the square's cover`() {
    var e = Self.square()
    e.apply(.cropShape(.ellipse))
    e.apply(.straighten(angle: .pi / 4))
    // A pinch out to 0.5 springs back to the smallest zoom that covers the circle, not to √2.
    e.apply(.pinch(.began, scale: 1, centroid: Point(x: 195, y: 422)))
    e.apply(.pinch(.changed, scale: 0.5, centroid: Point(x: 195, y: 422)))
    e.apply(.pinch(.ended, scale: 0.5, centroid: Point(x: 195, y: 422)))
    let settled = forgettingAnimation(e)
    #expect(isClose(settled.zoom, 1, tolerance: 1e-12))
    #expect(Self.worstOverhang(settled) <= 1e-12)
    // Its corners are off the photo: only the mask hides them.
    #expect(Self.overhang(Point(x: 45, y: 272), settled) > 10)
  }

  @Test func `a tilted circle changed to a square zooms in to cover the square, with an animation`()
  {
    var e = Self.square()
    e.apply(.cropShape(.ellipse))
    e.apply(.straighten(angle: .pi / 4))
    #expect(e.apply(.cropShape(.rectangle)) == .animated)
    let settled = forgettingAnimation(e)
    #expect(isClose(settled.zoom, 2.0.squareRoot(), tolerance: 1e-12))
    #expect(settled.isCovered)
    // And back: the circle is covered where the square was, so nothing moves.
    var back = settled
    #expect(back.apply(.cropShape(.ellipse)) == .moved)
    #expect(back.zoom == settled.zoom && back.center == settled.center)
  }

  @Test func `a quarter turn and a reset keep the shape, and the photo covers it after each`() {
    var e = try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 0, y: 0, width: 390, height: 700))
    e.apply(.cropShape(.ellipse))
    e.apply(.straighten(angle: 0.4))
    e.apply(.turn(quarterTurns: 1))
    e = forgettingAnimation(e)
    #expect(e.cropShape == .ellipse)
    #expect(Self.worstOverhang(e) <= 1e-12)
    e.apply(.reset)
    e = forgettingAnimation(e)
    #expect(e.cropShape == .ellipse)
    #expect(e.angle == 0)
    #expect(Self.worstOverhang(e) <= 1e-12)
  }

  @Test func `the same shape again changes nothing`() {
    var e = Self.square()
    e.apply(.cropShape(.ellipse))
    let before = e
    #expect(e.apply(.cropShape(.ellipse)) == .unchanged)
    #expect(bitIdentical(e, before))
  }

  // MARK: Corner radii

  struct RadiiCase: Sendable, CustomTestStringConvertible {
    var shape: CropShape
    var size: Size
    var radii: Size
    var testDescription: String { "\(shape) in \(size)" }
  }

  static let radiiCases: [RadiiCase] = [
    RadiiCase(
      shape: .rectangle, size: Size(width: 300, height: 200), radii: Size(width: 0, height: 0)),
    RadiiCase(
      shape: .ellipse, size: Size(width: 300, height: 200), radii: Size(width: 150, height: 100)),
    RadiiCase(
      shape: .roundedRectangle(cornerRadius: 20), size: Size(width: 300, height: 200),
      radii: Size(width: 20, height: 20)),
    RadiiCase(
      shape: .roundedRectangle(cornerRadius: 40), size: Size(width: 300, height: 60),
      radii: Size(width: 30, height: 30)),
  ]

  @Test(arguments: radiiCases)
  func `a corner radius in effect is at most half the box's shorter side`(_ c: RadiiCase) {
    #expect(c.shape.cornerRadii(in: c.size) == c.radii)
  }

  @Test(arguments: [-1, -Double.leastNonzeroMagnitude, .nan, .infinity, -.infinity])
  func `a corner radius that is negative or not finite is refused with the state bit-identical`(
    _ r: Double
  ) {
    var e = Self.square()
    e.apply(.straighten(angle: 0.3))
    let before = e
    #expect(e.apply(.cropShape(.roundedRectangle(cornerRadius: r))) == .rejected(.invalidShape))
    #expect(bitIdentical(e, before))
    #expect(e.cropShape == .rectangle)
  }

  @Test func `a radius above half the box's shorter side follows the box as it shrinks`() {
    var e = try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 0, y: 0, width: 390, height: 700))
    e.apply(.cropShape(.roundedRectangle(cornerRadius: 500)))
    e.apply(.straighten(angle: 0.3))
    e = forgettingAnimation(e)
    for t in stride(from: 0.0, through: 150, by: 10) {
      e.apply(.handleDrag(.right, .changed, translation: Point(x: -t, y: 0)))
      #expect(Self.worstOverhang(e) <= 1e-9)
    }
    e.apply(.handleDrag(.right, .ended, translation: Point(x: -150, y: 0)))
    let settled = forgettingAnimation(e)
    #expect(settled.isCovered)
    #expect(Self.worstOverhang(settled) <= 1e-12)
  }

  @Test
  func
    `a shape set on a box a few hundred orders of magnitude below a point keeps the state valid`()
  {
    var e = try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 1e-300, height: 1e-300))
    for shape in [CropShape.ellipse, .roundedRectangle(cornerRadius: 1e300), .rectangle] {
      let result = e.apply(.cropShape(shape))
      #expect(result.rejection == nil)
      #expect(e.zoom.isFinite && e.zoom > 0 && e.center.x.isFinite && e.center.y.isFinite)
    }
    #expect(e.apply(.straighten(angle: 0.5)).rejection == nil)
    #expect(e.isCovered)
  }

  // MARK: Laws

  /// Events that straighten, turn, flip, tilt, pinch, pan and change the shape, at random.
  static func randomEvent(_ g: inout Hostile, _ e: CropEngine) -> [CropEvent] {
    let p = Point(
      x: e.cropBox.midX + g.uniform(-100...100), y: e.cropBox.midY + g.uniform(-100...100))
    switch g.below(8) {
    case 0: return [.straighten(angle: g.uniform(-0.8...0.8))]
    case 1: return [.turn(quarterTurns: 1)]
    case 2: return [.flip(.horizontal)]
    case 3:
      return [.perspective(horizontal: g.uniform(-0.4...0.4), vertical: g.uniform(-0.4...0.4))]
    case 4:
      let k = g.uniform(0.3...3)
      return [
        .pinch(.began, scale: 1, centroid: p), .pinch(.changed, scale: k, centroid: p),
        .pinch(.ended, scale: k, centroid: p),
      ]
    case 5:
      let t = Point(x: g.uniform(-300...300), y: g.uniform(-300...300))
      return [.pan(.began, translation: .zero), .pan(.ended, translation: t)]
    case 6:
      return [
        .cropShape(
          [.rectangle, .ellipse, .roundedRectangle(cornerRadius: g.uniform(0...200))][g.below(3)])
      ]
    default:
      return [
        .handleDrag(.bottomRight, .began, translation: .zero),
        .handleDrag(
          .bottomRight, .ended, translation: Point(x: g.uniform(-150...50), y: g.uniform(-150...50))
        ),
      ]
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func `after every settle the shape is covered, at the smallest zoom when it rests at the cover`(
    seed: UInt64
  ) {
    var g = Hostile(seed: seed)
    var e = try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 0, y: 0, width: 390, height: 700))
    for _ in 0..<60 {
      for event in Self.randomEvent(&g, e) { e.apply(event) }
      let settled = forgettingAnimation(e)
      #expect(Self.worstOverhang(settled) <= 1e-9, "\(settled.cropShape)")
      if settled.perspective == .none {
        #expect(
          isClose(
            settled.coverZoom, Self.sampledCoverZoom(settled), tolerance: 1e-6 * settled.coverZoom))
      }
      e = settled
    }
  }

  @Test(arguments: [UInt64(5), 6, 7])
  func `a rounded rectangle of radius 0 is the rectangle bit for bit`(seed: UInt64) {
    var g = Hostile(seed: seed)
    var rectangle = try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 0, y: 0, width: 390, height: 700))
    var rounded = rectangle
    rounded.apply(.cropShape(.roundedRectangle(cornerRadius: 0)))
    for _ in 0..<60 {
      let events = Self.randomEvent(&g, rectangle).filter {
        if case .cropShape = $0 { return false }
        return true
      }
      for event in events {
        #expect(rectangle.apply(event) == rounded.apply(event))
      }
      #expect(bitIdentical(numbers(rectangle), numbers(rounded)))
      #expect(rectangle.cropRegion.topLeft == rounded.cropRegion.topLeft)
    }
  }

  @Test
  func `a locked square box dragged under a straighten keeps its circle on the photo throughout`() {
    var e = try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 0, y: 0, width: 390, height: 700), lockedRatio: .square)
    e.apply(.cropShape(.ellipse))
    e.apply(.straighten(angle: 0.6))
    e = forgettingAnimation(e)
    e.apply(.handleDrag(.topLeft, .began, translation: .zero))
    for step in 1...40 {
      let d = Double(step) * 5
      e.apply(.handleDrag(.topLeft, .changed, translation: Point(x: d, y: d)))
      #expect(Self.worstOverhang(e) <= 1e-9)
      e.apply(.handleDrag(.topLeft, .changed, translation: Point(x: -d, y: -d)))
      #expect(Self.worstOverhang(e) <= 1e-9)
    }
  }

  // MARK: Output, saving and history

  @Test func `the output's mask is the shape in output pixels`() {
    var e = Self.square()
    e.apply(.cropShape(.roundedRectangle(cornerRadius: 30)))
    let region = e.cropRegion
    #expect(region.shape == .roundedRectangle(cornerRadius: 0.1))
    #expect(
      region.cornerRadii(outputSize: Size(width: 1000, height: 1000))
        == Size(width: 100, height: 100))
    e.apply(.cropShape(.ellipse))
    #expect(
      e.cropRegion.cornerRadii(outputSize: Size(width: 512, height: 512))
        == Size(width: 256, height: 256))
    e.apply(.cropShape(.rectangle))
    #expect(
      e.cropRegion.cornerRadii(outputSize: Size(width: 512, height: 512))
        == Size(width: 0, height: 0))
  }

  @Test func `a circle crop's output pixels off the photo all lie outside the circle`() {
    var e = Self.square()
    e.apply(.cropShape(.ellipse))
    e.apply(.straighten(angle: .pi / 4))
    let region = e.cropRegion
    let size = Size(width: 300, height: 300)
    let t = region.transform(outputSize: size)!
    var offPhoto = 0
    for i in 0..<60 {
      for j in 0..<60 {
        let p = Point(x: (Double(i) + 0.5) * 5, y: (Double(j) + 0.5) * 5)
        let q = p.applying(t)
        let on = q.x >= -1e-6 && q.x <= 4000 + 1e-6 && q.y >= -1e-6 && q.y <= 3000 + 1e-6
        let r = region.cornerRadii(outputSize: size)
        let dx = (p.x - 150) / r.width
        let dy = (p.y - 150) / r.height
        if !on {
          offPhoto += 1
          #expect(dx * dx + dy * dy > 1)
        }
      }
    }
    #expect(offPhoto > 0)
  }

  @Test
  func
    `a saved crop carries the shape, its radius relative to the box, into a box of another size`()
    throws
  {
    var e = Self.square()
    e.apply(.cropShape(.roundedRectangle(cornerRadius: 30)))
    e.apply(.straighten(angle: 0.4))
    let saved = e.savedCrop
    #expect(saved.shape == .roundedRectangle(cornerRadius: 0.1))
    let data = try JSONEncoder().encode(saved)
    let json = String(decoding: data, as: UTF8.self)
    #expect(json.contains(#""version":4"#) && json.contains(#""shape":"roundedRectangle""#))
    #expect(try JSONDecoder().decode(SavedCrop.self, from: data) == saved)
    var other = try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 600, height: 600))
    #expect(other.apply(.restore(saved)).rejection == nil)
    #expect(other.cropShape == .roundedRectangle(cornerRadius: 60))
    #expect(isClose(other.cropRect, e.cropRect, tolerance: 1e-6))
    #expect(Self.worstOverhang(other) <= 1e-12)
  }

  @Test(arguments: [CropShape.ellipse, .roundedRectangle(cornerRadius: 30)])
  func `restoring a shape into an engine where nothing else would move sets the shape`(
    _ shape: CropShape
  ) {
    var e = Self.square()
    e.apply(.cropShape(shape))
    let saved = e.savedCrop
    var other = Self.square()
    #expect(other.apply(.restore(saved)) == .moved)
    #expect(other.cropShape == shape)
    #expect(other.cropRegion.shape == saved.shape)
  }

  @Test func `Gestures.md's version 4 example decodes with its shape`() throws {
    let json = #"""
      {"version": 4, "center": [2016, 1512], "zoomRelativeToCover": 1, "angle": 0.7853981633974483,
       "quarterTurns": 0, "isMirrored": false, "cropBoxAspectRatio": 1, "perspective": [0, 0],
       "shape": "roundedRectangle", "cornerRadius": 0.1}
      """#
    let saved = try JSONDecoder().decode(SavedCrop.self, from: Data(json.utf8))
    #expect(saved.shape == .roundedRectangle(cornerRadius: 0.1))
    #expect(saved.center == Point(x: 2016, y: 1512))
  }

  @Test func `a saved crop without a shape is written as before and reads as the rectangle`() throws
  {
    let e = Self.square()
    let json = String(decoding: try JSONEncoder().encode(e.savedCrop), as: UTF8.self)
    #expect(json.contains(#""version":2"#) && !json.contains("shape"))
    let bad =
      #"{"version": 4, "center": [1, 2], "zoomRelativeToCover": 1, "angle": 0, "quarterTurns": 0, "isMirrored": false, "perspective": [0, 0], "shape": "roundedRectangle", "cornerRadius": 0.6}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SavedCrop.self, from: Data(bad.utf8))
    }
    let star =
      #"{"version": 4, "center": [1, 2], "zoomRelativeToCover": 1, "angle": 0, "quarterTurns": 0, "isMirrored": false, "perspective": [0, 0], "shape": "star"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SavedCrop.self, from: Data(star.utf8))
    }
  }

  @Test func `undo puts the shape back, and a snapshot with a shape round-trips as version 3`()
    throws
  {
    var e = Self.square()
    var history = CropHistory(e)
    e.apply(.straighten(angle: 0.5))
    history.record(e, after: .straighten(angle: 0.5))
    e.apply(.cropShape(.ellipse))
    let recorded = history.record(e, after: .cropShape(.ellipse))
    #expect(recorded)
    let data = try JSONEncoder().encode(e.snapshot)
    #expect(String(decoding: data, as: UTF8.self).contains(#""version":3"#))
    #expect(try JSONDecoder().decode(CropSnapshot.self, from: data) == e.snapshot)
    let previous = history.undo()!
    #expect(e.apply(.revert(previous)).rejection == nil)
    #expect(e.cropShape == .rectangle)
    #expect(e.snapshot == previous)
  }
}
