import AffineKit

/// Seeded samples of geometry for law suites. Every sample is fixed by its seed.
enum Sample {
  /// `count` finite points with coordinates in `-range...range`.
  static func points(_ count: Int, seed: UInt64, range: Double = 1000) -> [Point] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      Point(
        x: Double.random(in: -range...range, using: &rng),
        y: Double.random(in: -range...range, using: &rng))
    }
  }

  /// `count` finite rects with origins in `-range...range` and sizes in `-range...range`
  /// (negative sizes included on purpose).
  static func rects(_ count: Int, seed: UInt64, range: Double = 1000) -> [Rect] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      Rect(
        x: Double.random(in: -range...range, using: &rng),
        y: Double.random(in: -range...range, using: &rng),
        width: Double.random(in: -range...range, using: &rng),
        height: Double.random(in: -range...range, using: &rng))
    }
  }

  /// `count` rects whose components are small integers (so unions, intersections and equality
  /// are exact), sizes possibly negative or zero.
  static func integerRects(_ count: Int, seed: UInt64) -> [Rect] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      Rect(
        x: Double(Int.random(in: -20...20, using: &rng)),
        y: Double(Int.random(in: -20...20, using: &rng)),
        width: Double(Int.random(in: -20...20, using: &rng)),
        height: Double(Int.random(in: -20...20, using: &rng)))
    }
  }

  /// `count` well-conditioned transforms: a rotation, a scale in `0.25...4` (either sign), a
  /// shear in `-1...1` and a translation in `-1000...1000`.
  static func transforms(_ count: Int, seed: UInt64) -> [AffineTransform] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let sx = Double.random(in: 0.25...4, using: &rng)
      let sy = Double.random(in: 0.25...4, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
      let rotation = Double.random(in: -Double.pi...Double.pi, using: &rng)
      return AffineTransform(
        AffineTransformComponents(
          scale: Size(width: sx, height: sy),
          horizontalShear: Double.random(in: -1...1, using: &rng),
          rotation: rotation,
          translation: Vector(
            dx: Double.random(in: -1000...1000, using: &rng),
            dy: Double.random(in: -1000...1000, using: &rng))))
    }
  }

  /// `count` arbitrary transforms with entries in `-range...range` (some badly conditioned).
  static func rawTransforms(_ count: Int, seed: UInt64, range: Double = 10) -> [AffineTransform] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      AffineTransform(
        a: Double.random(in: -range...range, using: &rng),
        b: Double.random(in: -range...range, using: &rng),
        c: Double.random(in: -range...range, using: &rng),
        d: Double.random(in: -range...range, using: &rng),
        tx: Double.random(in: -100 * range...100 * range, using: &rng),
        ty: Double.random(in: -100 * range...100 * range, using: &rng))
    }
  }
}
