import AffineKit
import Testing

/// The reducer's transaction and its post-step: what every accepted event leaves behind, whatever
/// the event.
@Suite("CropEngine reducer")
struct CropEngineReducerTests {
  /// A photo editor's screen: a 4000 × 3000 photo in a 390 × 700 crop area, with box editing.
  static func editor(lockedRatio: CropRatio? = nil) -> CropEngine {
    try! CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 0, y: 0, width: 390, height: 700), lockedRatio: lockedRatio)
  }

  /// The editor zoomed ×2 about the box's centre, then a pan released fast to the right at 1.1:
  /// a fling that runs from 1.1 on.
  static func flinging(lockedRatio: CropRatio? = nil) -> CropEngine {
    var e = editor(lockedRatio: lockedRatio)
    e.apply(.pinch(.began, scale: 2, centroid: Point(x: 195, y: 350)), at: 0)
    e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 195, y: 350)), at: 0.1)
    e.apply(.pan(.began, translation: .zero), at: 1)
    e.apply(
      .pan(.ended, translation: Point(x: 100, y: 0), velocity: Point(x: 3000, y: 0)), at: 1.1)
    return e
  }

  /// An event that sends again what the engine already has.
  struct ResentCase: Sendable, CustomTestStringConvertible {
    var name: String
    var lockedRatio: CropRatio?
    var event: @Sendable (CropEngine) -> CropEvent
    var testDescription: String { name }
  }

  static let resentCases: [ResentCase] = [
    ResentCase(name: "no ratio on a free box", lockedRatio: nil) { _ in .ratio(.free) },
    ResentCase(name: "the locked ratio", lockedRatio: .square) { _ in .ratio(.square) },
    ResentCase(name: "the current straighten angle", lockedRatio: nil) {
      .straighten(angle: $0.angle)
    },
    ResentCase(name: "the current perspective", lockedRatio: nil) {
      .perspective(horizontal: $0.perspective.horizontal, vertical: $0.perspective.vertical)
    },
    ResentCase(name: "the current crop area", lockedRatio: nil) { .layoutCropArea($0.cropArea) },
    ResentCase(name: "a revert to the current snapshot", lockedRatio: nil) { .revert($0.snapshot) },
  ]

  @Test(arguments: resentCases)
  func `a value sent again during a fling changes nothing and the fling goes on`(
    _ c: ResentCase
  ) {
    let before = Self.flinging(lockedRatio: c.lockedRatio)
    #expect(before.isAnimating(at: 1.2))
    var e = before
    #expect(e.apply(c.event(e), at: 1.2) == .unchanged)
    #expect(e == before)
    #expect(e.isAnimating(at: 1.2))
  }

  @Test
  func `a revert during a quarter turn's animation ends the run and shows the turn's end at once`()
  {
    var e = Self.editor()
    e.apply(.turn(quarterTurns: 1), at: 1)
    let turned = e
    // The run of turns is cancelled, and with it the turn's animation: the picture jumps to where
    // it was going, the snapshot's placement, which the result says.
    #expect(e.apply(.revert(e.snapshot), at: 1.1) == .moved)
    #expect(!e.isAnimating(at: 1.1))
    #expect(e.geometry(at: 1.1) == turned.geometry)
    #expect(e.cropBox(at: 1.1) == turned.cropBox)
  }

  @Test func `a fling ends covering the box with the crop the fling's target`() {
    var e = Self.flinging()
    e.apply(.ratio(.free), at: 1.2)
    // Any later event lands after the fling's end, where the photo rests.
    e.apply(.ratio(.free), at: 100)
    #expect(!e.isAnimating(at: 100))
    #expect(e.isCovered)
    #expect(e.cropRect == Rect(x: 0, y: 750, width: 2000, height: 1500))
  }

  @Test func `a value sent again during a release spring keeps the spring, which ends at rest`() {
    var e = Self.editor()
    e.apply(.pinch(.began, scale: 0.7, centroid: Point(x: 100, y: 300)), at: 0)
    e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 100, y: 300), velocity: -2), at: 0.05)
    #expect(e.isAnimating(at: 0.1))
    #expect(e.apply(.ratio(.free), at: 0.1) == .unchanged)
    e.apply(.ratio(.free), at: 100)
    #expect(e.zoom == 1)
    #expect(e.isCovered)
  }

  @Test func `an engine made away from rest settles once an event lets go of it`() throws {
    // A 300 × 300 photo in a 300 × 300 box, made at zoom 0.8: below the resting minimum of 1.
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300), zoom: 0.8)
    let start = e
    // An event that changes nothing changes nothing (the perspective it has).
    #expect(e.apply(.perspective(horizontal: 0, vertical: 0), at: 0) == .unchanged)
    #expect(e == start)
    // A revert to where it is cancels the pinch holding it, and nothing else moves it: it settles.
    #expect(e.apply(.pinch(.began, scale: 1), at: 0) == .unchanged)
    #expect(e.apply(.revert(start.snapshot), at: 0.1) == .animated)
    #expect(e.zoom == 1)
    #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
  }

  @Test func `a revert to a step not at rest in the current configuration settles from the step`() {
    var e = Self.editor()
    e.apply(.pinch(.began, scale: 2, centroid: Point(x: 195, y: 350)), at: 0)
    e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 195, y: 350)), at: 0.1)
    let zoomed = e.snapshot
    #expect(zoomed.zoom == 2)
    var limited = e.configuration
    limited.limits = ZoomLimits(restingMaximumZoom: 1.5)
    e.apply(.configure(limited), at: 1)
    #expect(e.zoom == 1.5)
    #expect(e.apply(.revert(zoomed), at: 2) == .animated)
    let settle = e.runningSettle
    #expect(settle?.startZoom == 2 && settle?.startCenter == zoomed.center)
    #expect(e.zoom == 1.5)
  }

  /// Events during a fling that change something other than the placement: an unlock applies
  /// beside the fling (at its end), the others catch it.
  static let catchingEvents: [CropEvent] = [
    .ratio(.free),
    .ratio(.exactly(CropRatio(width: 16, height: 9)!)),
    .configure(CropConfiguration(boxEditing: CropBoxEditing(minimumSize: 50))),
    .straighten(angle: 0.05),
    .key(.left),
  ]

  @Test(arguments: catchingEvents)
  func `an event during a fling that changes more than the placement leaves it at rest at the end`(
    _ event: CropEvent
  ) {
    var e = Self.flinging(lockedRatio: .square)
    let result = e.apply(event, at: 1.2)
    #expect(result.rejection == nil)
    let later = (e.runningAnimation?.startTime ?? 1.2) + 100
    #expect(!e.isAnimating(at: later))
    #expect(e.isCovered)
    // Nothing left to settle: a gesture that begins and ends without moving changes nothing.
    e.apply(.pan(.began, translation: .zero), at: later)
    #expect(e.apply(.pan(.ended, translation: .zero), at: later) == .unchanged)
  }
}
