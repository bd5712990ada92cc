import AffineKit
import Testing

@Suite("CropAnimation")
struct CropAnimationTests {
  /// A 4000 × 3000 photo in an editable box in a 358 × 600 crop area.
  static func editor() throws -> CropEngine {
    try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 16, y: 100, width: 358, height: 600),
      configuration: CropConfiguration(boxEditing: CropBoxEditing()))
  }

  /// Events that start each kind of animation, from `editor()` zoomed in by 1.5 at time 0.
  enum Starter: String, CaseIterable, CustomTestStringConvertible {
    case fling, ratio, recentre, turn
    var testDescription: String { rawValue }

    /// The kind's name, as the test reads it from the animation.
    func matches(_ kind: CropAnimation.Kind) -> Bool {
      switch (self, kind) {
      case (.fling, .settle), (.ratio, .box), (.recentre, .box), (.turn, .turn): return true
      default: return false
      }
    }

    /// Starts the animation at time 1.
    func start(_ e: inout CropEngine) -> CropEventResult {
      switch self {
      case .fling:
        e.apply(.pan(.began, translation: .zero), at: 1)
        return e.apply(.pan(.ended, translation: .zero, velocity: Point(x: 900, y: -400)), at: 1)
      case .ratio: return e.apply(.ratio(.square), at: 1)
      case .recentre:
        e.apply(.handleDrag(.right, .began, translation: Point(x: -80, y: 0)), at: 1)
        return e.apply(.handleDrag(.right, .ended, translation: .zero), at: 1)
      case .turn: return e.apply(.turn(quarterTurns: 1), at: 1)
      }
    }
  }

  static func zoomed() throws -> CropEngine {
    var e = try editor()
    e.apply(.pinch(.began, scale: 1.5, centroid: Point(x: 195, y: 400)), at: 0)
    e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 195, y: 400)), at: 0)
    return e
  }

  @Test(arguments: Starter.allCases)
  func
    `every kind is the one running animation, started at its event's time and ending at the state`(
      starter: Starter
    ) throws
  {
    var e = try Self.zoomed()
    #expect(starter.start(&e) == .animated)
    let a = try #require(e.runningAnimation)
    #expect(starter.matches(a.kind))
    #expect(a.startTime == 1)
    #expect(a.duration > 0 && !a.isFinished(at: a.duration * 0.5) && a.isFinished(at: a.duration))
    #expect(!a.isFinished(at: .nan))
    let end = a.sample(at: a.duration)
    #expect(end.geometry == e.geometry && end.cropBox == e.cropBox)
    #expect(end.transform == .identity && end.velocity == .zero && end.zoomVelocity == 0)
    // After the end, the engine draws the state.
    #expect(!e.isAnimating(at: 1 + a.duration) && e.geometry(at: 1 + a.duration) == e.geometry)
  }

  @Test(arguments: Starter.allCases)
  func `the engine draws the running animation's sample at the time since its start`(
    starter: Starter
  ) throws {
    var e = try Self.zoomed()
    #expect(starter.start(&e) == .animated)
    let a = try #require(e.runningAnimation)
    for fraction in [0.0, 0.25, 0.5, 0.9] {
      let time = 1 + fraction * a.duration
      let s = a.sample(at: time - a.startTime)
      #expect(e.isAnimating(at: time))
      #expect(e.geometry(at: time) == s.geometry)
      #expect(e.cropBox(at: time) == s.cropBox)
      #expect(e.cropBoxTransform(at: time) == s.transform)
    }
  }

  @Test func `a turn's sample is the turned placement under the transform that turns the picture`()
    throws
  {
    var e = try Self.zoomed()
    e.apply(.turn(quarterTurns: 1), at: 1)
    let a = try #require(e.runningAnimation)
    let s = a.sample(at: 0.1)
    // The placement is the turn's end; the picture is drawn under a similarity that is not yet
    // the identity: the image view's centre is the end centre mapped by it.
    #expect(s.cropBox == e.cropBox && s.center == e.center && s.zoom == e.zoom)
    #expect(s.transform != .identity)
    #expect(isClose(s.geometry.center, e.center.applying(s.transform), tolerance: 1e-12))
    // A quarter turn moves on a timing curve and hands no velocity on.
    #expect(s.velocity == .zero && s.zoomVelocity == 0 && s.angleVelocity == 0)
  }

  @Test func `a settle's sample carries its velocity, the release's at the start`() throws {
    var e = try Self.zoomed()
    e.apply(.pan(.began, translation: .zero), at: 1)
    e.apply(.pan(.ended, translation: .zero, velocity: Point(x: 900, y: -400)), at: 1)
    let a = try #require(e.runningAnimation)
    #expect(a.sample(at: 0).velocity == Point(x: 900, y: -400))
    #expect(a.sample(at: -1) == a.sample(at: 0) && a.sample(at: .nan) == a.sample(at: 0))
    #expect(a.sample(at: .infinity) == a.sample(at: a.duration))
  }

  @Test
  func `under a perspective the frame drawn just before a recentre's end is the frame at rest`()
    throws
  {
    var e = try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 16, y: 100, width: 358, height: 600))
    e.apply(.perspective(horizontal: 0.2, vertical: 0.1), at: 0)
    e.apply(.handleDrag(.right, .began, translation: .zero), at: 10)
    e.apply(.handleDrag(.right, .changed, translation: Point(x: -80, y: 0)), at: 10.1)
    e.apply(.handleDrag(.right, .ended, translation: Point(x: -80, y: 0)), at: 10.2)
    let a = try #require(e.runningAnimation)
    let end = a.startTime + a.duration
    let rest = e.contentFrame
    #expect(e.contentFrame(at: end + 1) == rest)
    // Just before the end the picture is where it comes to rest, so its frame as drawn, the
    // projection included, is the frame at rest; the affine geometry's frame leaves the
    // projection out and is tens of points off.
    #expect(isClose(e.contentFrame(at: end - 1e-9), rest, tolerance: 1e-6))
    #expect(!isClose(a.sample(at: a.duration).frame, rest, tolerance: 10))
  }
}
