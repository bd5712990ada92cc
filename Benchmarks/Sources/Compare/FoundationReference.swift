// Foundation's equivalents on Linux (swift-corelibs-foundation): AffineTransform, CGPoint, CGRect.
// Kept in its own file because Foundation's `AffineTransform` would clash with AffineKit's.

import CReference
import Foundation

/// Foundation-typed copies of the inputs, and one pass of each operation Foundation has.
struct FoundationReference {
  let n: Int
  let points: UnsafeMutablePointer<CGPoint>
  let transforms: UnsafeMutablePointer<AffineTransform>
  let transforms2: UnsafeMutablePointer<AffineTransform>
  let rects: UnsafeMutablePointer<CGRect>
  let rects2: UnsafeMutablePointer<CGRect>
  let outPoints: UnsafeMutablePointer<CGPoint>
  let outTransforms: UnsafeMutablePointer<AffineTransform>
  let outRects: UnsafeMutablePointer<CGRect>
  let outBools: UnsafeMutablePointer<Bool>

  /// `t` and `t2` are (a, b, c, d, tx, ty); `r` and `r2` are (x, y, width, height).
  init(
    points p: [(Double, Double)], transforms t: [[Double]], transforms2 t2: [[Double]],
    rects r: [[Double]], rects2 r2: [[Double]]
  ) {
    n = p.count
    func make<T>(_ xs: [T]) -> UnsafeMutablePointer<T> {
      let m = UnsafeMutablePointer<T>.allocate(capacity: xs.count)
      m.initialize(from: xs, count: xs.count)
      return m
    }
    func transform(_ e: [Double]) -> AffineTransform {
      AffineTransform(m11: e[0], m12: e[1], m21: e[2], m22: e[3], tX: e[4], tY: e[5])
    }
    points = make(p.map { CGPoint(x: $0.0, y: $0.1) })
    transforms = make(t.map(transform))
    transforms2 = make(t2.map(transform))
    rects = make(r.map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) })
    rects2 = make(r2.map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) })
    outPoints = make(Array(repeating: CGPoint.zero, count: n))
    outTransforms = make(Array(repeating: AffineTransform.identity, count: n))
    outRects = make(Array(repeating: CGRect.zero, count: n))
    outBools = make(Array(repeating: false, count: n))
  }

  func pointApplying() {
    for i in 0..<n { outPoints[i] = transforms[i].transform(points[i]) }
    ak_sink(outPoints)
  }

  /// `append(_:)`: "Mutates an affine transform by appending the specified matrix", i.e. self
  /// first, then the argument, as AffineKit's `concatenating(_:)`.
  func concatenating() {
    for i in 0..<n {
      var r = transforms[i]
      r.append(transforms2[i])
      outTransforms[i] = r
    }
    ak_sink(outTransforms)
  }

  /// `inverted()` returns nil for a singular matrix; AffineKit returns self there, so do we.
  func inverted() {
    for i in 0..<n { outTransforms[i] = transforms[i].inverted() ?? transforms[i] }
    ak_sink(outTransforms)
  }

  func union() {
    for i in 0..<n { outRects[i] = rects[i].union(rects2[i]) }
    ak_sink(outRects)
  }

  func intersection() {
    for i in 0..<n { outRects[i] = rects[i].intersection(rects2[i]) }
    ak_sink(outRects)
  }

  func contains() {
    for i in 0..<n { outBools[i] = rects[i].contains(points[i]) }
    ak_sink(outBools)
  }

  var pointResults: [Double] {
    (0..<n).flatMap { [Double(outPoints[$0].x), Double(outPoints[$0].y)] }
  }
  var transformResults: [Double] {
    (0..<n).flatMap { i -> [Double] in
      let t = outTransforms[i]
      return [t.m11, t.m12, t.m21, t.m22, t.tX, t.tY].map { Double($0) }
    }
  }
  /// Rects as (minX, minY, width, height) of the standardized rect (null as (inf, inf, 0, 0)).
  var rectResults: [Double] {
    (0..<n).flatMap { i -> [Double] in
      let r = outRects[i]
      if r.isNull { return [.infinity, .infinity, 0, 0] }
      return [r.minX, r.minY, r.width, r.height].map { Double($0) }
    }
  }
  var boolResults: [Double] { (0..<n).map { outBools[$0] ? 1 : 0 } }
}
