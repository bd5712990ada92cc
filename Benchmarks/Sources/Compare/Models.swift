// The independent models the engine's rows are checked against before any counting: closed forms
// of the engine's documented contract, written here from its documentation (not from its code),
// and the documented ends of an animation. Each check reads the engine through its public API
// only, so it holds whatever the engine's internal layout is.

import AffineKit
import CReference

/// Whether `x` is within `tolerance` of `expected`, relative to max(1, |expected|).
func isClose(_ x: Double, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
  (x - expected).magnitude <= tolerance * Swift.max(1, expected.magnitude)
}

func isClose(_ p: Point, _ expected: Point) -> Bool {
  isClose(p.x, expected.x) && isClose(p.y, expected.y)
}

/// A placement as the checks compare it: the image's centre and zoom.
struct Placement: CustomStringConvertible {
  var center: Point
  var zoom: Double

  init(center: Point, zoom: Double) {
    self.center = center
    self.zoom = zoom
  }

  init(_ e: CropEngine) { self.init(center: e.center, zoom: e.zoom) }

  var description: String { "centre \(center), zoom \(zoom)" }

  /// Whether it is within 1e-9 (relative) of `expected`.
  func matches(_ expected: Placement) -> Bool {
    isClose(center, expected.center) && isClose(zoom, expected.zoom)
  }
}

/// Where an unrotated engine settles when a gesture ends without a velocity: the zoom clamped into
/// the resting range, s = clamp(zoom, restingMinimumZoom, restingMaximumZoom), about the image's
/// centre (which it leaves in place); then per axis the centre clamped into
/// [boxMax − s·w/2, boxMin + s·w/2], w the fitted size on that axis, or centred on the box when the
/// image (s·w) is shorter than the box.
func settledPlacement(_ e: CropEngine) -> Placement {
  precondition(
    e.angle == 0 && e.orientation == .identity, "the closed form is for unrotated engines")
  let s = Swift.min(
    Swift.max(e.zoom, e.configuration.limits.restingMinimumZoom),
    e.configuration.limits.restingMaximumZoom)
  func axis(_ c: Double, fitted w: Double, boxMin: Double, boxLength: Double) -> Double {
    let half = s * w / 2
    if 2 * half < boxLength { return boxMin + boxLength / 2 }
    return Swift.min(Swift.max(c, boxMin + boxLength - half), boxMin + half)
  }
  let box = e.cropBox
  return Placement(
    center: Point(
      x: axis(
        e.center.x, fitted: e.fittedSize.width, boxMin: box.origin.x, boxLength: box.size.width),
      y: axis(
        e.center.y, fitted: e.fittedSize.height, boxMin: box.origin.y, boxLength: box.size.height)
    ),
    zoom: s)
}

/// A problem with an engine that should be at rest: where it is unless the settle's closed form
/// puts it elsewhere.
func restProblem(_ e: CropEngine) -> String? {
  let settled = settledPlacement(e)
  return Placement(e).matches(settled) ? nil : "not at rest: \(Placement(e)), settles to \(settled)"
}

/// The result codes the rows store per element (`kind(_:)`).
enum ResultCode {
  static let unchanged: UInt8 = 0
  static let moved: UInt8 = 1
  static let animated: UInt8 = 2
  static let rejected: UInt8 = 3
}

/// The settle an animation is, or `nil` for another kind.
func settle(_ a: CropAnimation?) -> SettleAnimation? {
  if case .settle(let settle)? = a?.kind { return settle }
  return nil
}

/// A problem with a settle's documented ends: the sample at time 0 is the start and the sample at
/// its duration is the end, exactly.
func animationProblem(_ animation: CropAnimation) -> String? {
  guard let a = settle(animation) else { return "not a settle" }
  let first = animation.sample(at: 0)
  let last = animation.sample(at: a.duration)
  if first.center != a.startCenter || first.zoom != a.startZoom {
    return "the sample at 0 (\(first.center), \(first.zoom)) is not the start"
  }
  if last.center != a.endCenter || last.zoom != a.endZoom || last.angle != a.angle {
    return "the sample at the duration (\(last.center), \(last.zoom)) is not the end"
  }
  return nil
}

/// Whether every number of a sample is finite.
func isFinite(_ s: CropAnimation.Sample) -> Bool {
  [
    s.center.x, s.center.y, s.zoom, s.angle, s.velocity.x, s.velocity.y, s.zoomVelocity,
    s.angleVelocity,
  ].allSatisfy(\.isFinite)
}

/// A problem with one event's outcome, whatever the event: every input is valid, so nothing is
/// rejected; the placement is finite and its zoom within the gesture limits; an unchanged result
/// leaves the placement and angle as they were; an animated one runs from the placement before to
/// the placement after, with the documented ends, and the engine keeps it.
func eventProblem(before: CropEngine, after: CropEngine, kind: UInt8) -> String? {
  if kind == ResultCode.rejected { return "rejected" }
  if !(after.center.x.isFinite && after.center.y.isFinite && after.angle.isFinite) {
    return "a non-finite placement: \(Placement(after)), angle \(after.angle)"
  }
  if !(after.zoom >= after.configuration.limits.minimumZoom
    && after.zoom <= after.configuration.limits.maximumZoom)
  {
    return "zoom \(after.zoom) outside the gesture limits"
  }
  if kind == ResultCode.unchanged
    && (after.center != before.center || after.zoom != before.zoom || after.angle != before.angle)
  {
    return "unchanged, but moved from \(Placement(before)) to \(Placement(after))"
  }
  if kind == ResultCode.animated {
    guard let running = after.runningAnimation, let animation = settle(running) else {
      return "animated, but the engine keeps no settle"
    }
    if animation.startCenter != before.center || animation.startZoom != before.zoom {
      return "the animation starts at \(animation.startCenter), not at \(Placement(before))"
    }
    if animation.endCenter != after.center || animation.endZoom != after.zoom {
      return "the animation ends at \(animation.endCenter), not at \(Placement(after))"
    }
    return animationProblem(running)
  }
  return nil
}

/// An engine row: `swift` steps `n` engines into `out` (recording each result's kind in
/// `kinds`), both sunk after the pass so that the work is kept; `check` says what is wrong with
/// element `i`, or `nil`.
func engineOperation(
  _ name: String, n: Int, out: UnsafeMutablePointer<CropEngine>, kinds: UnsafeMutablePointer<UInt8>,
  swift: @escaping () -> Void, check: @escaping (Int) -> String?
) -> Operation {
  Operation(
    name: name,
    implementations: [
      Implementation(
        name: "AffineKit",
        pass: {
          swift()
          ak_sink(out)
          ak_sink(kinds)
        })
    ], elementsPerPass: n, check: { firstProblem(n, check) })
}

/// The first element `problem` reports, described; nil when there is none.
func firstProblem(_ n: Int, _ problem: (Int) -> String?) -> String? {
  for i in 0..<n {
    if let p = problem(i) { return "element \(i): \(p)" }
  }
  return nil
}
