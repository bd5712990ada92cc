import AffineKit
import Testing

/// The dials' detent at 0 (``CropInputOptions/detentBand``): a straighten or a perspective tilt
/// within the band applies exactly 0, and the event's result says when a dial enters or leaves it.
@Suite("CropEngine detent")
struct CropDetentTests {
  /// Half a degree, the default band, in radians.
  static let halfDegree = Double.pi / 360
  static let oneDegree = Double.pi / 180

  /// A 4000 × 3000 photo filling a 400 × 300 box, level, with the default detent unless `band`
  /// is given.
  static func photo(band: Double? = nil) -> CropEngine {
    let input = band.map { CropInputOptions(detentBand: $0) } ?? CropInputOptions()
    return try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 400, height: 300),
      configuration: CropConfiguration(input: input))
  }

  @Test func `the default band is half a degree`() {
    #expect(CropInputOptions().detentBand == 0.5 * Double.pi / 180)
  }

  @Test(arguments: [
    halfDegree, -halfDegree, 0.003, -0.0001, 1e-300, -0.0, 0.0, .leastNonzeroMagnitude,
  ])
  func `a straighten within the band of 0 applies exactly 0`(angle: Double) {
    var e = Self.photo()
    e.apply(.straighten(angle: 0.1))
    #expect(e.apply(.straighten(angle: angle)) == .detent(.entered))
    #expect(e.angle.bitPattern == 0.0.bitPattern)
  }

  @Test(arguments: [halfDegree.nextUp, -halfDegree.nextUp, 0.0088, -0.5])
  func `a straighten just outside the band applies its angle`(angle: Double) {
    var e = Self.photo()
    #expect(e.apply(.straighten(angle: angle)) == .detent(.left))
    #expect(e.angle == angle)
  }

  @Test
  func `a dial says when it enters and leaves the detent, and a level photo counts as inside`() {
    var e = Self.photo()
    let steps: [(Double, CropEventResult)] = [
      (0.003, .unchanged),  // the first straighten, inside: still level
      (0.02, .detent(.left)),
      (0.05, .moved),
      (-0.004, .detent(.entered)),
      (0.0, .unchanged),
      (-0.3, .detent(.left)),
      (-0.2, .moved),
    ]
    for (angle, expected) in steps {
      #expect(e.apply(.straighten(angle: angle)) == expected, "straighten(\(angle))")
    }
    #expect(e.angle == -0.2)
  }

  @Test
  func `a detent result is a move: the image is redrawn, and it starts no animation of its own`() {
    let entered = CropEventResult.detent(.entered)
    #expect(entered.imageMoved && !entered.startsAnimation && !entered.isRejected)
    #expect(entered.detentCrossing == .entered && entered.rejection == nil)
    let caught = CropEventResult.detent(.left, animates: true)
    #expect(caught.imageMoved && caught.startsAnimation && caught.detentCrossing == .left)
    #expect(CropEventResult.moved.detentCrossing == nil)
    #expect(CropEventResult.rejected(.invalidAngle).detentCrossing == nil)
  }

  @Test func `a band of 0 turns the detent off: tiny angles apply and no event reports a crossing`()
  {
    var e = Self.photo(band: 0)
    #expect(e.apply(.straighten(angle: 0.003)) == .moved)
    #expect(e.angle == 0.003)
    #expect(e.apply(.straighten(angle: 0)) == .moved)
    #expect(e.angle == 0)
    #expect(e.apply(.perspective(horizontal: 0.001, vertical: 0)) == .moved)
    #expect(e.perspective.horizontal == 0.001)
  }

  @Test func `a wider band snaps wider`() {
    var e = Self.photo(band: 2 * Self.oneDegree)
    e.apply(.straighten(angle: 0.2))
    #expect(e.apply(.straighten(angle: 1.5 * Self.oneDegree)) == .detent(.entered))
    #expect(e.angle == 0)
    #expect(e.apply(.straighten(angle: 2.5 * Self.oneDegree)) == .detent(.left))
    #expect(e.angle == 2.5 * Self.oneDegree)
  }

  @Test func `steps of one degree from three degrees land on 0 exactly`() {
    // An adapter's key or VoiceOver step sends the current angle plus or minus a degree; the
    // third step down is a rounding away from 0 (3·d − d − d − d), which the detent makes exact.
    var e = Self.photo()
    e.apply(.straighten(angle: 3 * Self.oneDegree))
    var results: [CropEventResult] = []
    for _ in 0..<3 { results.append(e.apply(.straighten(angle: e.angle - Self.oneDegree))) }
    #expect(results == [.moved, .moved, .detent(.entered)])
    #expect(e.angle == 0)
    #expect(e.apply(.straighten(angle: e.angle - Self.oneDegree)) == .detent(.left))
    #expect(e.angle == -Self.oneDegree)
  }

  @Test
  func
    `each perspective tilt has the detent, and entering wins when one axis enters as the other leaves`()
  {
    var e = Self.photo()
    #expect(e.apply(.perspective(horizontal: 0.003, vertical: -0.008)) == .unchanged)
    #expect(e.perspective == .none)
    #expect(e.apply(.perspective(horizontal: 0.2, vertical: 0.001)) == .detent(.left))
    #expect(e.perspective.horizontal == 0.2 && e.perspective.vertical == 0)
    #expect(e.apply(.perspective(horizontal: 0.25, vertical: 0)) == .moved)
    #expect(e.apply(.perspective(horizontal: 0.004, vertical: 0.1)) == .detent(.entered))
    #expect(e.perspective.horizontal == 0 && e.perspective.vertical == 0.1)
    #expect(e.apply(.perspective(horizontal: -0.002, vertical: 0.002)) == .detent(.entered))
    #expect(e.perspective == .none)
  }

  @Test func `a reset or an undo back to level is no dial and reports a plain move`() {
    var e = Self.photo()
    let level = e
    e.apply(.straighten(angle: 0.1), at: 1)
    #expect(e.apply(.reset, at: 2) == .moved)
    #expect(e.angle == 0)
    e.apply(.straighten(angle: 0.1), at: 3)
    #expect(e.apply(.revert(level.snapshot), at: 4) == .moved)
    #expect(e.angle == 0)
  }

  @Test
  func
    `a straighten into the detent that catches a settle says both: the crossing and the settle it starts again`()
  {
    // With the fit mode the box need not be covered: the straighten keeps the zoom it catches.
    var e = try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 400, height: 300),
      configuration: CropConfiguration(fit: .fit))
    e.apply(.straighten(angle: 0.1), at: 0)
    e.apply(.pinch(.began, scale: 0.5), at: 1)
    #expect(e.apply(.pinch(.ended, scale: 1), at: 1.1) == .animated)
    // Caught halfway back to the resting zoom, the photo settles again from where it is drawn.
    let result = e.apply(.straighten(angle: 0.001), at: 1.25)
    #expect(result == .detent(.entered, animates: true))
    #expect(e.angle == 0)
    #expect(e.zoom == 1)  // the state is where the new settle ends
    #expect(e.isAnimating(at: 1.3))
  }

  @Test(arguments: [-Double.pi / 360, -1e-300, .nan, .infinity, -.infinity])
  func `a detent band that is negative or not finite is refused`(band: Double) {
    #expect(throws: CropConfigurationError.invalidInputOptions) {
      try CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 0, y: 0, width: 400, height: 300),
        configuration: CropConfiguration(input: CropInputOptions(detentBand: band)))
    }
    var e = Self.photo()
    e.apply(.straighten(angle: 0.1))
    let before = e
    #expect(
      e.apply(.configure(CropConfiguration(input: CropInputOptions(detentBand: band))))
        == .rejected(.invalidConfiguration(.invalidInputOptions)))
    #expect(bitIdentical(e, before))
  }
}
