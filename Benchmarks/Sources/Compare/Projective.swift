// ProjectiveTransform's determinant and inverse against the naive C 3 × 3 formulas (the cofactor
// expansion along the first row; the adjugate divided by it) and the same-math C, on two sets of
// matrices: UI (the affine UI transforms of `Inputs`, embedded, and the perspective corrections
// a document scanner makes) and random (every entry uniform in ±4, the translation in ±500).

import AffineKit
import CReference

func cProjective(_ t: ProjectiveTransform) -> ak_projective {
  ak_projective(
    m11: t.m11, m12: t.m12, m14: t.m14, m21: t.m21, m22: t.m22, m24: t.m24, m41: t.m41,
    m42: t.m42, m44: t.m44)
}
func numbers(_ t: ProjectiveTransform) -> [Double] {
  [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
}
func numbers(_ t: ak_projective) -> [Double] {
  [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
}

/// The projective matrices an operation is measured on.
func projectiveInputs(rngState: UInt64, set: InputSet) -> [ProjectiveTransform] {
  var g = SplitMix64(state: rngState)
  switch set {
  case .random:
    return (0..<elements).map { _ in
      ProjectiveTransform(
        m11: g.uniform(-4, 4), m12: g.uniform(-4, 4), m14: g.uniform(-4, 4),
        m21: g.uniform(-4, 4), m22: g.uniform(-4, 4), m24: g.uniform(-4, 4),
        m41: g.uniform(-500, 500), m42: g.uniform(-500, 500), m44: g.uniform(-4, 4))
    }
  case .ui:
    // Half the affine UI transforms (identity, scales, rotations, compositions, quarter turns),
    // half the map that straightens a photographed page: the page's corners, each moved by up
    // to 15 % of its size (a camera held at an angle), to the upright rectangle.
    let affine = Inputs(rngState: rngState, set: .ui).transforms
    return (0..<elements).map { i in
      if i % 2 == 0 { return ProjectiveTransform(affine[i]) }
      let width = g.uniform(600, 4000)
      let height = g.uniform(600, 4000)
      let upright = (
        Point(x: 0, y: 0), Point(x: width, y: 0), Point(x: width, y: height),
        Point(x: 0, y: height)
      )
      func moved(_ p: Point) -> Point {
        Point(
          x: p.x + g.uniform(-0.15, 0.15) * width, y: p.y + g.uniform(-0.15, 0.15) * height)
      }
      let photographed = (
        moved(upright.0), moved(upright.1), moved(upright.2), moved(upright.3)
      )
      // Corners moved by at most 15 % keep the quadrilateral convex, so the map exists.
      return ProjectiveTransform(mapping: photographed, to: upright)!
    }
  }
}

/// ProjectiveTransform.determinant and inverted() on one input set.
func projectiveOperations(set: InputSet) -> [Operation] {
  let n = elements
  let tag = " [\(set.rawValue)]"
  let inputs = projectiveInputs(rngState: 0xAFF1_4E0D, set: set)
  let tfs = buffer(inputs)
  let outT = buffer(Array(repeating: ProjectiveTransform.identity, count: n))
  let outD = buffer(Array(repeating: 0.0, count: n))
  let ctfs = buffer(inputs.map(cProjective))
  let coutT = buffer(Array(repeating: ak_projective(), count: n))
  let coutD = buffer(Array(repeating: 0.0, count: n))
  let noutT = buffer(Array(repeating: ak_projective(), count: n))
  let noutD = buffer(Array(repeating: 0.0, count: n))
  func results<T>(_ p: UnsafeMutablePointer<T>, _ f: (T) -> [Double]) -> [Double] {
    (0..<n).flatMap { f(p[$0]) }
  }
  return [
    Operation(
      name: "ProjectiveTransform.determinant" + tag,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outD[i] = tfs[i].determinant }
            ak_sink(outD)
          }, results: { results(outD) { [$0] } }),
        Implementation(
          name: naiveC, pass: { ak_naive_projective_determinant(ctfs, noutD, n) },
          results: { results(noutD) { [$0] } }),
        Implementation(
          name: sameMathC, pass: { ak_c_projective_determinant(ctfs, coutD, n) },
          results: { results(coutD) { [$0] } }),
      ], elementsPerPass: n),
    Operation(
      name: "ProjectiveTransform.inverted" + tag,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outT[i] = tfs[i].inverted() }
            ak_sink(outT)
          }, results: { results(outT, numbers) }),
        Implementation(
          name: naiveC, pass: { ak_naive_projective_inverted(ctfs, noutT, n) },
          results: { results(noutT, numbers) }),
        Implementation(
          name: sameMathC, pass: { ak_c_projective_inverted(ctfs, coutT, n) },
          results: { results(coutT, numbers) }),
      ], elementsPerPass: n),
  ]
}
