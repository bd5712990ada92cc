// Timing, verification and reporting for the per-operation comparison.

import AffineKit
import CReference

#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic nanoseconds.
@inline(__always)
func nowNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// One implementation of one operation: `pass()` runs the operation over every input once and
/// hands the outputs to the opaque C sink; `results()` returns the outputs as numbers (after one
/// pass) for comparison with the C reference (an operation without one, an engine row, has none).
struct Implementation {
  var name: String
  var pass: () -> Void
  var results: () -> [Double] = { [] }
  /// The C reference's results in the form this implementation is compared in, when that differs
  /// from the reference's own (Foundation reports rects standardized).
  var expected: (() -> [Double])? = nil
}

/// An operation, its implementations (the first is AffineKit, then the C references and
/// Foundation) and the relative tolerance for comparing each implementation's results with C's
/// (0 = bit for bit). An engine row has AffineKit only and a `check` instead: after one pass, the
/// first result its independent model rejects, described, or nil.
struct Operation {
  var name: String
  var implementations: [Implementation]
  var tolerance: [String: Double] = [:]
  var elementsPerPass: Int
  var check: (() -> String?)? = nil
}

/// Whether two result lists agree: bit for bit (NaN matching NaN) when `tolerance` is 0, else
/// within `tolerance` relative to max(1, |expected|).
func agree(_ got: [Double], _ expected: [Double], tolerance: Double) -> (Bool, Int) {
  if got.count != expected.count { return (false, -1) }
  for i in got.indices {
    let g = got[i]
    let e = expected[i]
    if g.isNaN && e.isNaN { continue }
    if g == e { continue }  // also infinities, where g - e is NaN
    if tolerance == 0 {
      if g != e { return (false, i) }
    } else if !((g - e).magnitude <= tolerance * Swift.max(1, e.magnitude)) {
      return (false, i)
    }
  }
  return (true, 0)
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  if s.isEmpty { return .nan }
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Median nanoseconds per element of each implementation, with repetitions interleaved
/// (AffineKit, C, Foundation, AffineKit, C, Foundation, ...), so drift hits all of them alike.
func measure(_ op: Operation, repetitions: Int, passesPerSample: Int) -> [String: Double] {
  var samples: [String: [Double]] = [:]
  for impl in op.implementations { impl.pass() }  // warm up
  for _ in 0..<repetitions {
    for impl in op.implementations {
      let start = nowNanoseconds()
      for _ in 0..<passesPerSample { impl.pass() }
      let elapsed = Double(nowNanoseconds() - start)
      samples[impl.name, default: []].append(
        elapsed / Double(passesPerSample * op.elementsPerPass))
    }
  }
  return samples.mapValues(median)
}

func format(_ x: Double?, digits: Int = 2) -> String {
  guard let x, x.isFinite else { return "—" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let r = (x * scale).rounded() / scale
  var s = String(r)
  if let dot = s.firstIndex(of: ".") {
    let decimals = s.distance(from: dot, to: s.endIndex) - 1
    if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
  }
  return s
}

/// The time of every measured event: later than every animation the inputs started, so each
/// measured event starts from its state's placement.
let eventTime = 1e9

extension CropEngine {
  /// Applies a setup event once every animation this engine started has ended: a thousand seconds
  /// after the running animation's start, or at 0 when there is none.
  mutating func applyLater(_ event: CropEvent) -> CropEventResult {
    apply(
      event,
      at: (runningAnimation?.startTime ?? 0) + 1000)
  }
}
