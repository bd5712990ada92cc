import AffineKit
import Testing

/// Rotation, straighten, quarter turns, flips and reset, step by step from literal states, and the
/// crop region they give in image pixels.
@Suite("CropEngine rotation")
struct CropEngineRotationTests {
  /// A 300 × 300 image behind a 300 × 300 crop box at the origin (one pixel a point at zoom 1).
  static let box = Rect(x: 0, y: 0, width: 300, height: 300)
  static let square = Size(width: 300, height: 300)
  static let tenDegrees = Double.pi / 18

  /// The 300 × 300 image in its box with the dials' detent off unless `detentBand` is given, so
  /// that tiny angles are angles (the detent's rules are in `CropDetentTests`).
  static func profile(
    zoom: Double = 1, center: Point? = nil, limits: ZoomLimits = .crop, fit: FitMode = .fill,
    maximumAngle: Double? = nil, detentBand: Double = 0
  ) -> CropEngine {
    try! CropEngine(
      image: .upright(square), cropBox: box,
      configuration: CropConfiguration(
        fit: fit, limits: limits, maximumAngle: maximumAngle,
        input: CropInputOptions(detentBand: detentBand)),
      zoom: zoom, center: center)
  }

  /// A 4000 × 3000 photo zoomed, panned and straightened behind a 400 × 300 box, at rest.
  static func editedPhoto() -> CropEngine {
    var e = try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 20, y: 100, width: 400, height: 300))
    e.apply(.pinch(.began, scale: 1.8, centroid: Point(x: 150, y: 200)))
    e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 150, y: 200)))
    e.apply(.straighten(angle: 0.15))
    return e
  }

  @Suite("CropOrientation")
  struct Orientation {
    @Test func `quarter turns are taken modulo 4, so -1 is 3`() {
      #expect(CropOrientation(quarterTurns: 5).quarterTurns == 1)
      #expect(CropOrientation.identity.turned(by: -1) == CropOrientation(quarterTurns: 3))
      #expect(CropOrientation(quarterTurns: Int.min).quarterTurns == 0)
    }

    @Test func `a horizontal flip mirrors without turning, a vertical one adds a half turn`() {
      #expect(
        CropOrientation.identity.flipped(.horizontal)
          == CropOrientation(quarterTurns: 0, isMirrored: true))
      #expect(
        CropOrientation.identity.flipped(.vertical)
          == CropOrientation(quarterTurns: 2, isMirrored: true))
      #expect(
        CropOrientation(quarterTurns: 1).flipped(.horizontal).flipped(.horizontal)
          == CropOrientation(quarterTurns: 1))
      #expect(
        CropOrientation(quarterTurns: 1).flipped(.vertical).flipped(.vertical)
          == CropOrientation(quarterTurns: 1))
    }
  }

  @Suite("init")
  struct Init {
    @Test func `a new engine has angle 0 and no turn or mirror`() {
      let e = CropEngineRotationTests.profile()
      #expect(e.angle == 0)
      #expect(e.orientation == .identity)
      #expect(e.coverZoom == 1)
      #expect(e.isCovered)
    }

    @Test(arguments: [-1, Double.nan, .infinity, -.infinity])
    func `a maximum angle that is negative or not finite is refused`(limit: Double) {
      #expect(throws: CropConfigurationError.invalidAngleLimit) {
        try CropEngine(
          image: .upright(CropEngineRotationTests.square), cropBox: CropEngineRotationTests.box,
          configuration: CropConfiguration(maximumAngle: limit))
      }
    }
  }

  @Suite("apply(.straighten)")
  struct Straighten {
    @Test func `a straighten never stops below the covering zoom, so it rests`() {
      // 300 × 300 in a 300 box: E/(w − 2|q|) rounds to 1.0000999949998333, an ulp or two below
      // the covering zoom 1.0000999949998335.
      var e = CropEngineRotationTests.profile()
      e.apply(.straighten(angle: 0.0001))
      #expect(e.zoom == e.coverZoom)
      #expect(e.zoom == 1.0000999949998335)
    }

    @Test(
      arguments: [0.0001, -0.0001, 0.01, 0.1, -0.3, 0.7, 1e-9, -0.585_017_209_420_158_1],
      [
        (zoom: 1.0, center: Point(x: 150, y: 150)), (zoom: 1.25, center: Point(x: 120, y: 170)),
      ])
    func `a straightened engine is at rest: an empty gesture after it changes nothing`(
      angle: Double, start: (zoom: Double, center: Point)
    ) {
      var e = CropEngineRotationTests.profile(zoom: start.zoom, center: start.center)
      e.apply(.pan(.began, translation: .zero))
      e.apply(.pan(.ended, translation: .zero))
      e.apply(.straighten(angle: angle))
      let straightened = e
      e.apply(.pan(.began, translation: .zero))
      #expect(e.apply(.pan(.ended, translation: .zero)) == .unchanged)
      #expect(bitIdentical(e, straightened))
    }

    @Test func `straightening a 300 x 300 image by 10 degrees needs zoom 1.15846`() {
      var e = CropEngineRotationTests.profile()
      #expect(e.apply(.straighten(angle: CropEngineRotationTests.tenDegrees)) == .moved)
      // W' = H' = 300·(cos 10° + sin 10°) = 300·1.158456; w = h = 300.
      #expect(isClose(e.zoom, 1.15846, tolerance: 5e-6))
      #expect(e.angle == CropEngineRotationTests.tenDegrees)
      #expect(e.isCovered)
    }

    @Test func `with the crop centre 50 pt right of the image centre it needs zoom 1.73768`() {
      // The image's centre at x = 100, the box's at 150: q = (50, 0), so
      // s' = 300·(cos 10° + sin 10°) / (300 − 2·50) = 347.5368 / 200.
      var e = CropEngineRotationTests.profile(center: Point(x: 100, y: 150))
      e.apply(.straighten(angle: CropEngineRotationTests.tenDegrees))
      #expect(isClose(e.zoom, 1.73768, tolerance: 5e-6))
    }

    @Test func `straighten keeps the image point under the crop box's centre`() {
      var e = CropEngineRotationTests.profile(center: Point(x: 100, y: 150))
      #expect(e.savedCrop.center == Point(x: 200, y: 150))
      e.apply(.straighten(angle: CropEngineRotationTests.tenDegrees))
      #expect(isClose(e.savedCrop.center, Point(x: 200, y: 150), tolerance: 1e-9))
    }

    @Test func `at the covering zoom a straightened square crop touches all four image edges`() {
      var e = CropEngineRotationTests.profile()
      e.apply(.straighten(angle: CropEngineRotationTests.tenDegrees))
      let region = e.cropRegion
      // Top-left corner: (0, 150 − 150·(cos − sin)/(cos + sin)) = (0, 44.968…).
      #expect(isClose(region.topLeft.x, 0, tolerance: 1e-9))
      #expect(isClose(region.topLeft.y, 44.968, tolerance: 1e-3))
      #expect(
        isClose(region.boundingRect, Rect(x: 0, y: 0, width: 300, height: 300), tolerance: 1e-9))
      #expect(isClose(e.cropRect, Rect(x: 0, y: 0, width: 300, height: 300), tolerance: 1e-9))
    }

    @Test func `the transform to draw is the zoom times a rotation by the angle`() {
      var e = CropEngineRotationTests.profile()
      e.apply(.straighten(angle: CropEngineRotationTests.tenDegrees))
      let t = e.geometry.transform
      #expect(t.a == t.d && t.b == -t.c)
      // tan 10° = 0.176327…
      #expect(isClose(t.b / t.a, 0.1763269807, tolerance: 1e-9))
      #expect(isClose((t.a * t.a + t.b * t.b).squareRoot(), e.zoom, tolerance: 1e-12))
    }

    @Test func `an angle past the maximum angle is clamped to it`() {
      var e = CropEngineRotationTests.profile(maximumAngle: .pi / 4)
      e.apply(.straighten(angle: 1))
      #expect(e.angle == .pi / 4)
      e.apply(.straighten(angle: -2))
      #expect(e.angle == -.pi / 4)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func `a non-finite angle is rejected and changes nothing`(angle: Double) {
      var e = CropEngineRotationTests.profile(zoom: 2)
      let before = e
      #expect(e.apply(.straighten(angle: angle)) == .rejected(.invalidAngle))
      #expect(bitIdentical(e, before))
    }

    @Test func `an angle the maximum zoom cannot cover is refused and changes nothing`() {
      // 10° needs zoom 1.158; the maximum is 1.1.
      var e = CropEngineRotationTests.profile(limits: ZoomLimits(maximumZoom: 1.1))
      let before = e
      #expect(
        e.apply(.straighten(angle: CropEngineRotationTests.tenDegrees))
          == .rejected(.angleNotCoverable))
      #expect(bitIdentical(e, before))
      // 0.05 rad needs cos 0.05 + sin 0.05 = 1.04873.
      #expect(e.apply(.straighten(angle: 0.05)) == .moved)
      #expect(isClose(e.zoom, 1.04873, tolerance: 5e-6))
    }

    @Test func `with the fit mode the zoom is kept and the image turns about the box's centre`() {
      var e = CropEngineRotationTests.profile(fit: .fit)
      e.apply(.straighten(angle: 0.25))
      #expect(e.zoom == 1)
      #expect(e.center == Point(x: 150, y: 150))
      #expect(e.angle == 0.25)
    }

    @Test func `straightening to 0 and back keeps the crop covered at every angle`() {
      var e = CropEngineRotationTests.profile()
      for angle in [0.3, -0.2, 0] {
        e.apply(.straighten(angle: angle))
        #expect(e.isCovered)
      }
    }
  }

  @Suite("apply(.rotation)")
  struct Rotation {
    @Test func `a quarter-turn rotation about a centroid turns the centre about it`() {
      var e = CropEngineRotationTests.profile(zoom: 2)
      #expect(e.apply(.rotation(.began, angle: .pi / 2, centroid: Point(x: 200, y: 100))) == .moved)
      // c − p = (−50, 50) turned +x toward +y by 90° is (−50, −50): c' = (150, 50).
      #expect(isClose(e.center, Point(x: 150, y: 50), tolerance: 1e-12))
      #expect(e.angle == .pi / 2)
      #expect(e.isInteracting)
    }

    @Test func `without a centroid it turns about the crop box's centre`() {
      var e = CropEngineRotationTests.profile(zoom: 2)
      e.apply(.rotation(.began, angle: 0.4))
      #expect(e.center == Point(x: 150, y: 150))
      #expect(e.angle == 0.4)
    }

    @Test func `cumulative angles become increments`() {
      var incremental = CropEngineRotationTests.profile(zoom: 2)
      var cumulative = incremental
      let p = Point(x: 120, y: 90)
      incremental.apply(.rotation(.began, angle: 0.125, centroid: p))
      incremental.apply(.rotation(.changed, angle: 0.25, centroid: p))
      cumulative.apply(.rotation(.began, angle: 0.125, centroid: p, values: .cumulative))
      cumulative.apply(.rotation(.changed, angle: 0.375, centroid: p, values: .cumulative))
      #expect(incremental.angle == 0.375 && cumulative.angle == 0.375)
      #expect(isClose(incremental.center, cumulative.center, tolerance: 1e-12))
    }

    @Test func `ending the rotation settles the image over the crop box`() throws {
      var e = CropEngineRotationTests.profile()
      e.apply(.rotation(.began, angle: 0.2, centroid: Point(x: 40, y: 60)))
      #expect(!e.isCovered)
      let animation = try #require(
        e.animation(applying: .rotation(.ended, angle: 0, centroid: Point(x: 40, y: 60)))
          as RunningSettle?)
      #expect(animation.end == e.geometry)
      #expect(e.isCovered)
      #expect(e.zoom >= e.coverZoom)
      #expect(!e.isInteracting)
    }

    @Test func `a rotation and a pinch settle once, when the last of them ends`() {
      var e = CropEngineRotationTests.profile()
      e.apply(.pinch(.began, scale: 0.8))
      e.apply(.rotation(.began, angle: 0.1))
      #expect(e.apply(.rotation(.ended, angle: 0)) == .unchanged)
      #expect(e.animation(applying: .pinch(.ended, scale: 1)) != nil)
      #expect(e.isCovered)
    }

    @Test func `an angle the maximum zoom cannot cover is refused during the gesture`() {
      var e = CropEngineRotationTests.profile(limits: ZoomLimits(maximumZoom: 1.1))
      let before = e
      #expect(e.apply(.rotation(.began, angle: 0.2)) == .rejected(.angleNotCoverable))
      #expect(bitIdentical(e, before))
    }

    @Test func `the angle stops at the maximum angle`() {
      var e = CropEngineRotationTests.profile(maximumAngle: 0.5)
      e.apply(.rotation(.began, angle: 0.4))
      e.apply(.rotation(.changed, angle: 0.4))
      #expect(e.angle == 0.5)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func `a non-finite angle or centroid is rejected and changes nothing`(x: Double) {
      var e = CropEngineRotationTests.profile(zoom: 2)
      let before = e
      #expect(e.apply(.rotation(.began, angle: x)) == .rejected(.invalidAngle))
      #expect(
        e.apply(.rotation(.began, angle: 0.1, centroid: Point(x: x, y: 0)))
          == .rejected(.invalidCentroid))
      #expect(bitIdentical(e, before))
    }

    @Test func `an end for a rotation that never began is rejected`() {
      var e = CropEngineRotationTests.profile()
      #expect(e.apply(.rotation(.ended, angle: 0.1)) == .rejected(.gestureNotActive))
    }
  }

  @Suite("Pan, touch drag and zoom with a rotation")
  struct Moves {
    @Test func `a clamped pan keeps a straightened image over the crop box`() {
      var e = try! CropEngine(
        image: .upright(CropEngineRotationTests.square), cropBox: CropEngineRotationTests.box,
        configuration: CropConfiguration(overscroll: .clamped), zoom: 2)
      e.apply(.straighten(angle: 0.3))
      e.apply(.pan(.began, translation: Point(x: 1000, y: -400)))
      #expect(e.isCovered)
      #expect(e.center != Point(x: 150, y: 150))
    }

    @Test func `a rubber-band pan resists in the image's axes and the release settles back`() {
      var e = try! CropEngine(
        image: .upright(CropEngineRotationTests.square), cropBox: CropEngineRotationTests.box,
        configuration: CropConfiguration(overscroll: .rubberBand), zoom: 2)
      e.apply(.straighten(angle: 0.3))
      e.apply(.pan(.began, translation: Point(x: 5000, y: 0)))
      // Free, the centre would be 5000 pt to the right; the band keeps it within a box's extents.
      #expect(e.center.x - 150 < 600)
      #expect(!e.isCovered)
      e.apply(.pan(.ended, translation: .zero))
      #expect(e.isCovered)
    }

    @Test func `a touch hit-tests the turned image, not its bounding box`() {
      var e = CropEngineRotationTests.profile()
      e.apply(.straighten(angle: 0.3))
      // The bounding box's corner is outside the turned image.
      let corner = Point(x: e.contentFrame.minX + 1, y: e.contentFrame.minY + 1)
      e.apply(.touchDrag(.began, location: corner))
      let before = e.center
      e.apply(.touchDrag(.changed, location: Point(x: corner.x + 20, y: corner.y)))
      #expect(e.center == before)
      e.apply(.touchDrag(.ended, location: Point(x: corner.x + 20, y: corner.y)))
      // The box's centre is on the image.
      e.apply(.touchDrag(.began, location: Point(x: 150, y: 150)))
      e.apply(.touchDrag(.changed, location: Point(x: 170, y: 150)))
      #expect(e.center == Point(x: before.x + 20, y: before.y))
    }

    @Test func `zoom to a rectangle with a quarter turn fits its turned sides`() {
      var e = try! CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 0, y: 0, width: 400, height: 300))
      e.apply(.turn(quarterTurns: 1))
      // 1000 × 2000 pixels shown turned are 2000 × 1000 wide on screen: 400/2000 of the
      // pixels per point, i.e. (2/15 · 2000)·s = 400, s = 1.5.
      e.apply(.zoomTo(imageRect: Rect(x: 1500, y: 500, width: 1000, height: 2000)))
      #expect(isClose(e.zoom, 1.5, tolerance: 1e-12))
      #expect(isClose(e.savedCrop.center, Point(x: 2000, y: 1500), tolerance: 1e-9))
    }
  }

  @Suite("Quarter turns and mirrors keep the view's axes")
  struct AxisAligned {
    /// The eight orientations: 0 to 3 quarter turns, without and with a mirror.
    static let orientations: [(turns: Int, mirrored: Bool)] =
      (0..<4).flatMap { [($0, false), ($0, true)] }

    /// A 3000 × 3000 image at zoom 10 behind a 300 × 300 box at the origin, centred at
    /// (1400, 150) with clamped overscroll, then mirrored and turned. The resting range of the
    /// centre is -1200...1500 on both axes in every orientation.
    static func turned(
      _ turns: Int, mirrored: Bool, overscroll: Overscroll = .clamped
    ) throws -> CropEngine {
      var e = try CropEngine(
        image: .upright(Size(width: 3000, height: 3000)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
        configuration: CropConfiguration(overscroll: overscroll), zoom: 10,
        center: Point(x: 1400, y: 150))
      if mirrored { e.apply(.flip(.horizontal)) }
      e.apply(.turn(quarterTurns: turns))
      return e
    }

    @Test(arguments: orientations)
    func `a clamped pan stops with the image's edge exactly on the box's edge`(
      turns: Int, mirrored: Bool
    ) throws {
      var e = try Self.turned(turns, mirrored: mirrored)
      e.apply(.pan(.began, translation: Point(x: 10_000, y: 10_000)))
      // No rounding margin: with no angle the clamp works on the centre itself.
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 3000, height: 3000))
      e.apply(.pan(.changed, translation: Point(x: -10_000, y: -10_000)))
      #expect(e.contentFrame == Rect(x: -2700, y: -2700, width: 3000, height: 3000))
    }

    @Test(arguments: orientations)
    func `the settle puts the image's edge exactly on the box's edge`(
      turns: Int, mirrored: Bool
    ) throws {
      var e = try Self.turned(turns, mirrored: mirrored, overscroll: .free)
      e.apply(.pan(.began, translation: Point(x: 10_000, y: -10_000)))
      e.apply(.pan(.ended, translation: .zero))
      // No rounding margin: with no angle the clamp works on the centre itself.
      #expect(e.contentFrame == Rect(x: 0, y: -2700, width: 3000, height: 3000))
    }

    @Test(arguments: orientations)
    func `a fling past the edge with clamped overscroll brakes onto it as without a turn`(
      turns: Int, mirrored: Bool
    ) throws {
      var e = try Self.turned(turns, mirrored: mirrored)
      // The turn carried the centre's 1250 pt offset from the box's centre onto one axis.
      let unit = Point(x: (e.center.x - 150) / 1250, y: (e.center.y - 150) / 1250)
      #expect(unit.x.magnitude + unit.y.magnitude == 1 && unit.x * unit.y == 0)
      e.apply(.pan(.began, translation: .zero))
      e.apply(
        .pan(.ended, translation: .zero, velocity: Point(x: 1000 * unit.x, y: 1000 * unit.y)))
      let a = try #require(e.runningSettle)
      // Outward along that axis, 100 pt from the edge: the decay at 1000/100 per second, as
      // the unturned engine brakes (1400 + 100·(1 − e^(−1)) at 0.1 s).
      #expect(e.center == Point(x: 150 + 1350 * unit.x, y: 150 + 1350 * unit.y))
      let s = a.sample(at: 0.1)
      #expect(isClose(s.center.x, 150 + 1313.2120558828558 * unit.x, tolerance: 1e-9))
      #expect(isClose(s.center.y, 150 + 1313.2120558828558 * unit.y, tolerance: 1e-9))
      for i in 0...400 {
        let c = a.sample(at: Double(i) * a.duration / 400).center
        #expect(c.x >= -1200 && c.x <= 1500 && c.y >= -1200 && c.y <= 1500)
      }
    }
  }

  @Suite("apply(.turn) and apply(.flip)")
  struct Turn {
    @Test func `a quarter turn refits a 4000 x 3000 photo so it fills a 400 x 300 box`() {
      var e = try! CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 0, y: 0, width: 400, height: 300))
      #expect(e.apply(.turn(quarterTurns: 1)) == .moved)
      #expect(e.orientation == CropOrientation(quarterTurns: 1))
      // Fitted for the box turned to 300 × 400: max(300/4000, 400/3000) = 2/15, so 533.3 × 400.
      #expect(isClose(e.fittedSize.width, 1600.0 / 3, tolerance: 1e-12))
      #expect(e.fittedSize.height == 400)
      #expect(e.zoom == 1)
      #expect(e.geometry.transform == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
      #expect(e.contentFrame.minX == 0 && e.contentFrame.width == 400)
      #expect(e.isCovered)
    }

    @Test func `after a quarter turn the output's top-left corner is the image's bottom-left side`()
    {
      var e = try! CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 0, y: 0, width: 400, height: 300))
      e.apply(.turn(quarterTurns: 1))
      let r = e.cropRegion
      // The box shows 300 of the 533.3 points of the image's width: pixels 875…3125, all rows.
      #expect(isClose(r.topLeft, Point(x: 875, y: 3000), tolerance: 1e-9))
      #expect(isClose(r.topRight, Point(x: 875, y: 0), tolerance: 1e-9))
      #expect(isClose(r.bottomRight, Point(x: 3125, y: 0), tolerance: 1e-9))
      #expect(isClose(r.bottomLeft, Point(x: 3125, y: 3000), tolerance: 1e-9))
    }

    static let identities: [[CropEvent]] = [
      Array(repeating: .turn(quarterTurns: 1), count: 4),
      Array(repeating: .turn(quarterTurns: -1), count: 4),
      [.turn(quarterTurns: 2), .turn(quarterTurns: 2)],
      [.flip(.horizontal), .flip(.horizontal)],
      [.flip(.vertical), .flip(.vertical)],
      [.flip(.horizontal), .flip(.vertical), .turn(quarterTurns: 2)],
      [.turn(quarterTurns: 1), .flip(.horizontal), .turn(quarterTurns: 1), .flip(.horizontal)],
    ]

    @Test(arguments: identities)
    func `turns and flips that compose to nothing give the state back bit for bit`(
      events: [CropEvent]
    ) {
      let start = CropEngineRotationTests.editedPhoto()
      var e = start
      for event in events { e.apply(event) }
      #expect(bitIdentical(e, start))
    }

    @Test func `a horizontal flip mirrors the image and changes the angle's sign`() {
      var e = CropEngineRotationTests.editedPhoto()
      let centre = e.savedCrop.center
      e.apply(.flip(.horizontal))
      #expect(e.angle == -0.15)
      #expect(e.orientation == CropOrientation(isMirrored: true))
      #expect(isClose(e.savedCrop.center, centre, tolerance: 1e-9 * 4000))
      #expect(e.geometry.transform.a < 0)
    }

    @Test func `a vertical flip is a horizontal flip then a half turn`() {
      var e = CropEngineRotationTests.editedPhoto()
      e.apply(.flip(.vertical))
      #expect(e.orientation == CropOrientation(quarterTurns: 2, isMirrored: true))
      #expect(e.angle == -0.15)
    }

    @Test func `a turn keeps the image point under the box's centre and the box covered`() {
      var e = CropEngineRotationTests.editedPhoto()
      let centre = e.savedCrop.center
      e.apply(.turn(quarterTurns: -1))
      #expect(e.orientation == CropOrientation(quarterTurns: 3))
      #expect(e.angle == 0.15)
      #expect(isClose(e.savedCrop.center, centre, tolerance: 1e-9 * 4000))
      #expect(e.isCovered)
    }

    @Test func `a turn cancels the gestures in progress`() {
      var e = CropEngineRotationTests.profile()
      e.apply(.pinch(.began, scale: 1.5))
      e.apply(.turn(quarterTurns: 1))
      #expect(!e.isInteracting)
      #expect(e.apply(.pinch(.ended, scale: 1)) == .rejected(.gestureNotActive))
    }
  }

  @Suite("apply(.reset)")
  struct Reset {
    @Test func `reset gives back a new engine bit for bit`() {
      var e = CropEngineRotationTests.editedPhoto()
      e.apply(.turn(quarterTurns: 1))
      e.apply(.flip(.horizontal))
      #expect(e.apply(.reset) == .moved)
      let fresh = try! CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 20, y: 100, width: 400, height: 300))
      #expect(bitIdentical(e, fresh))
    }

    @Test func `reset at the start changes nothing`() {
      var e = CropEngineRotationTests.profile()
      #expect(e.apply(.reset) == .unchanged)
    }
  }

  @Suite("cropRegion")
  struct Region {
    @Test func `the region's size is its edges' lengths in pixels, whatever the turn`() {
      var e = CropEngineRotationTests.profile(zoom: 2)
      #expect(e.cropRegion.size == Size(width: 150, height: 150))
      e.apply(.turn(quarterTurns: 1))
      #expect(e.cropRegion.size == Size(width: 150, height: 150))
      e.apply(.straighten(angle: CropEngineRotationTests.tenDegrees))
      // Straightened, the region is the box over the zoom: 300/s pixels a side.
      #expect(isClose(e.cropRegion.size.width, 300 / e.zoom, tolerance: 1e-9))
      #expect(isClose(e.cropRegion.size.height, 300 / e.zoom, tolerance: 1e-9))
      #expect(e.cropRegion.boundingRect.size.width > e.cropRegion.size.width)
    }

    @Test func `a region with a non-finite corner has a non-finite size`() {
      let r = CropRegion(
        topLeft: Point(x: 0, y: 0), topRight: Point(x: .infinity, y: 0),
        bottomRight: Point(x: 1, y: 1), bottomLeft: Point(x: 0, y: .nan), angle: 0,
        orientation: .identity)
      #expect(r.size.width == .infinity)
      #expect(r.size.height.isNaN)
    }

    @Test func `at zoom 2 the region is the middle of the image, corners in output order`() {
      let e = CropEngineRotationTests.profile(zoom: 2)
      let r = e.cropRegion
      #expect(r.topLeft == Point(x: 75, y: 75))
      #expect(r.topRight == Point(x: 225, y: 75))
      #expect(r.bottomRight == Point(x: 225, y: 225))
      #expect(r.bottomLeft == Point(x: 75, y: 225))
      #expect(r.boundingRect == Rect(x: 75, y: 75, width: 150, height: 150))
      #expect(r.boundingRect == e.cropRect)
    }

    @Test func `the output transform maps output pixels to image pixels`() throws {
      let r = CropEngineRotationTests.profile(zoom: 2).cropRegion
      let t = try #require(r.transform(outputSize: Size(width: 300, height: 300)))
      #expect(t == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 75, ty: 75))
    }

    @Test
    func `the output transform of a straightened crop maps the output's corners to the region's`()
      throws
    {
      var e = CropEngineRotationTests.editedPhoto()
      e.apply(.turn(quarterTurns: 1))
      let r = e.cropRegion
      let t = try #require(r.transform(outputSize: Size(width: 1200, height: 900)))
      #expect(isClose(Point(x: 0, y: 0).applying(t), r.topLeft, tolerance: 1e-9))
      #expect(isClose(Point(x: 1200, y: 0).applying(t), r.topRight, tolerance: 1e-9))
      #expect(isClose(Point(x: 1200, y: 900).applying(t), r.bottomRight, tolerance: 1e-9))
      #expect(isClose(Point(x: 0, y: 900).applying(t), r.bottomLeft, tolerance: 1e-9))
    }

    @Test func `a region collapsed by a huge restored zoom gives no transform, not a singular one`()
      throws
    {
      // A saved crop at 1e300 × the covering zoom: the box is 1e-298 pixels wide in a 4000-pixel
      // image, so its corners round together and the transform would be all zeros.
      var e = try CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 0, y: 0, width: 400, height: 300),
        configuration: CropConfiguration(limits: .noCeiling))
      var saved = e.savedCrop
      saved.zoomRelativeToCover = 1e300
      _ = e.apply(.restore(saved))
      #expect(e.cropRegion.transform(outputSize: Size(width: 400, height: 300)) == nil)
    }

    @Test(arguments: [
      Size(width: 0, height: 100), Size(width: 100, height: -1), Size(width: .nan, height: 100),
      Size(width: 100, height: .infinity), Size(width: 0x1p-1063, height: 100),
    ])
    func `an unusable output size gives no transform, never a NaN one`(size: Size) {
      let r = CropEngineRotationTests.profile(zoom: 2).cropRegion
      #expect(r.transform(outputSize: size) == nil)
    }

    @Test func `the region of a straightened image with a 1e308-pixel side is finite`() {
      var e = try! CropEngine(
        image: .upright(Size(width: 1, height: 1e308)),
        cropBox: Rect(x: 0, y: 0, width: 0.5, height: 300),
        configuration: CropConfiguration(fit: .fit))
      e.apply(.straighten(angle: 0.3))
      let r = e.cropRegion
      for p in [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft] {
        #expect(p.x.isFinite && p.y.isFinite)
      }
      let crop = e.cropRect
      #expect(!crop.origin.x.isNaN && !crop.size.height.isNaN)
    }
  }

  @Suite("settle with a rotation")
  struct SettleWithRotation {
    @Test func `the settle is idempotent with a crop box on the subnormal grid`() throws {
      // Found by the fuzzer: a box 5e-324 points wide, a restored angle of 50 rad and a key step;
      // the relative rounding margin underflowed to 0 while the centre rounded to the grid.
      var e = try CropEngine(
        image: .upright(Size(width: 1200, height: 1200)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
      let tiny = Double.leastNonzeroMagnitude  // 5e-324
      e.apply(.layout(cropBox: Rect(x: tiny, y: tiny, width: tiny, height: tiny)))
      e.apply(
        .restore(
          SavedCrop(
            center: Point(x: -2.56, y: 6.852442960752252e-115), zoomRelativeToCover: 10240,
            angle: 50, orientation: .identity)))
      e.apply(.key(.zoomIn))
      let settled = forgettingAnimation(e)
      var probe = settled
      probe.apply(.pan(.began, translation: .zero))
      #expect(probe.apply(.pan(.ended, translation: .zero)) == .unchanged)
      #expect(bitIdentical(probe, settled))
    }

    @Test
    func `a double tap far outside the view with a rotation settles covered with a finite crop`()
      throws
    {
      // Zooming out about a tap at y = 1.8e308 puts the image's centre near 1.35e308; in the
      // image's axes the box's centre is then about (−9.2e307, −9.9e307), whose magnitudes sum past
      // the largest Double. The settle's rounding margin must stay finite, or every placement
      // would count as covered and the crop would be NaN. Found by the fuzzer.
      var e = try CropEngine(
        image: .upright(Size(width: 12804, height: 11265)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
        configuration: CropConfiguration(
          overscroll: .clamped, input: CropInputOptions(doubleTap: DoubleTapCycle(1, 2, 4))))
      e.apply(.rotation(.changed, angle: 0.75, values: .cumulative))
      e.apply(.rotation(.ended, angle: 0.75, values: .cumulative))
      e.apply(.doubleTap(at: Point(x: 0, y: 32257)))
      e.apply(.doubleTap(at: Point(x: 0, y: 1)))
      #expect(e.zoom == 4)
      let result = e.apply(.doubleTap(at: Point(x: 8.2e-304, y: .greatestFiniteMagnitude)))
      #expect(result == .animated)
      // The margin is then far larger than the box, so the settle centres the box on the image.
      #expect(e.center == Point(x: 150, y: 150))
      #expect(e.isCovered)
      let crop = e.cropRect
      #expect(crop.origin.x.isFinite && crop.origin.y.isFinite && crop.size.width.isFinite)
    }
  }

  @Test func `with a rotation, an image centre near 1e308 points away gives no crop, never NaN`()
    throws
  {
    // A tiny angle takes the rotated path; a pinch to 0.6 about a centroid at 1.8e308 puts the
    // image's centre at about 7.2e307: the crop region's corners overflow, and the box lies
    // outside the image. Found by the fuzzer.
    var e = try CropEngine(
      image: .upright(Size(width: 1200, height: 1200)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
    e.apply(.rotation(.began, angle: 2.2250738585072014e-308))
    e.apply(.pinch(.began, scale: 0.6, centroid: Point(x: .greatestFiniteMagnitude, y: 91.6)))
    #expect(e.center.x > 7e307 && e.zoom == 0.6)
    #expect(e.cropRect.isNull)
  }

  @Test func `a rotation that would make the turned frame infinite is refused as an overflow`()
    throws
  {
    // An 8e307-point box filled at zoom 1, turned by 1 radian about a centroid 1.7e308 points
    // away: the centre lands 1.43e308 points down, and the frame's far edge past the largest
    // Double. (A 1.8e308-point box, whose turned frame alone would be infinite, cannot make an
    // engine: its fitted sides add up past the largest Double. Found by the fuzzer.)
    #expect(throws: CropConfigurationError.fittedSizeOutOfRange) {
      try CropEngine(
        image: .upright(Size(width: 1200, height: 1200)),
        cropBox: Rect(
          x: -8.988465674311579e+307, y: -8.988465674311579e+307,
          width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
        configuration: CropConfiguration(limits: .noCeiling))
    }
    var e = try CropEngine(
      image: .upright(Size(width: 1200, height: 1200)),
      cropBox: Rect(x: -4e307, y: -4e307, width: 8e307, height: 8e307),
      configuration: CropConfiguration(limits: .noCeiling))
    let before = e
    #expect(
      e.apply(.rotation(.began, angle: -1, centroid: Point(x: 1.7e308, y: 0)))
        == .rejected(.overflow))
    #expect(bitIdentical(e, before))
    #expect(e.contentFrame.size.width.isFinite)
  }
}
