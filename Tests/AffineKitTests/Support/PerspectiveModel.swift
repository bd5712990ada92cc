import AffineKit

/// An independent model of the photo as an engine draws it under a perspective, from the
/// documented formulas (``Perspective``): `π(x, y) = (x·cos h, y·cos v − x·sin h·sin v) / (1 − Z/d)`
/// with `Z = x·sin h·cos v + y·sin v` and `d = 0.6 × the fitted diagonal`, then the zoom and the
/// frame's linear map (the affine `geometry.transform`), then the centre. The laws check the engine
/// against it, never against the engine's own coverage rule.
enum PerspectiveModel {
  /// `π(x, y)` for a point relative to the photo's centre, in fitted points.
  static func project(_ x: Double, _ y: Double, _ p: Perspective, fitted: Size) -> Point {
    let d = 0.6 * (fitted.width * fitted.width + fitted.height * fitted.height).squareRoot()
    // The sines and cosines of the rotations by the two angles (CoreGraphics' rotation matrix).
    let rh = AffineTransform(rotationAngle: p.horizontal)
    let rv = AffineTransform(rotationAngle: p.vertical)
    let (sinH, cosH, sinV, cosV) = (rh.b, rh.a, rv.b, rv.a)
    let z = x * sinH * cosV + y * sinV
    let w = 1 - z / d
    return Point(x: x * cosH / w, y: (y * cosV - x * sinH * sinV) / w)
  }

  /// The photo's corners as `e` draws it at zoom `s` about `centre`, in the view's coordinates:
  /// top-left, top-right, bottom-right, bottom-left of the photo.
  static func corners(_ e: CropEngine, zoom s: Double? = nil, centre: Point? = nil) -> [Point] {
    let f = e.fittedSize
    let t = e.geometry.transform
    let k = (s ?? e.zoom) / e.zoom
    let c = centre ?? e.center
    return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { (sx, sy) in
      let q = project(sx * f.width / 2, sy * f.height / 2, e.perspective, fitted: f)
      return Point(
        x: c.x + k * (t.a * q.x + t.c * q.y), y: c.y + k * (t.b * q.x + t.d * q.y))
    }
  }

  /// The photo's edges at zoom `s` relative to its centre: inward unit normals `n` and offsets
  /// `o`, so that a point `p` is on the photo iff `n·(p − c) + o ≥ 0` for all four.
  static func edges(_ e: CropEngine, zoom s: Double) -> [(n: Point, o: Double)] {
    let q = corners(e, zoom: s, centre: .zero)
    return (0..<4).map { i in
      let a = q[i]
      let b = q[(i + 1) % 4]
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      var n = Point(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
      // Inward: toward the centre (the origin here).
      if n.x * a.x + n.y * a.y > 0 { n = Point(x: -n.x, y: -n.y) }
      return (n, -(n.x * a.x + n.y * a.y))
    }
  }

  /// The crop box's corners.
  static func boxCorners(_ box: Rect) -> [Point] {
    [
      Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
      Point(x: box.maxX, y: box.maxY), Point(x: box.minX, y: box.maxY),
    ]
  }

  /// The photo's size on screen, the scale of the tolerances: the longer fitted side times the
  /// zoom.
  static func size(_ e: CropEngine) -> Double {
    e.zoom * Swift.max(e.fittedSize.width, e.fittedSize.height)
  }

  /// How far the box's worst corner is outside the photo as drawn, in points (negative: inside by
  /// that much).
  static func outside(_ e: CropEngine, box: Rect? = nil) -> Double {
    let edges = edges(e, zoom: e.zoom)
    var worst = -Double.infinity
    for p in boxCorners(box ?? e.cropBox) {
      for (n, o) in edges {
        worst = Swift.max(worst, -(n.x * (p.x - e.center.x) + n.y * (p.y - e.center.y) + o))
      }
    }
    return worst
  }

  /// Whether the photo covers the box, to 1e-9 of its size on screen.
  static func covers(_ e: CropEngine) -> Bool { outside(e) <= 1e-9 * size(e) }

  /// Whether some centre lets the photo at zoom `s` cover the box, to `tolerance` points: the
  /// centres that do form a bounded convex polygon (`n·(p − c) + o ≥ 0` for every box corner `p`
  /// and edge), so it is not empty iff one of its edges' lines' pairwise intersections is in it.
  static func coverable(_ e: CropEngine, zoom s: Double, tolerance: Double) -> Bool {
    // Each edge gives n·c ≤ min over corners of n·p + o.
    let lines = edges(e, zoom: s).map { (n, o) in
      (n, boxCorners(e.cropBox).map { n.x * $0.x + n.y * $0.y }.min()! + o)
    }
    for i in 0..<4 {
      for j in (i + 1)..<4 {
        let (a, ra) = lines[i]
        let (b, rb) = lines[j]
        let det = a.x * b.y - a.y * b.x
        if det.magnitude < 1e-12 { continue }
        let c = Point(x: (ra * b.y - a.y * rb) / det, y: (a.x * rb - ra * b.x) / det)
        if lines.allSatisfy({ $0.0.x * c.x + $0.0.y * c.y <= $0.1 + tolerance }) { return true }
      }
    }
    return false
  }
}
