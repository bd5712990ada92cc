import AffineKit
import Testing

/// Laws of the crop output helpers over seeded samples: pixel rounding stays inside the image,
/// keeps a ratio exact, moves the centre by at most half a pixel plus the clamp, and is idempotent.
@Suite("CropOutput: laws")
struct CropOutputLawTests {
  /// A whole-pixel image, a crop rect around it (often sticking out, sometimes thinner than a
  /// pixel), and a ratio or none.
  struct Sample: Sendable, CustomTestStringConvertible {
    var image: Size
    var rect: Rect
    var ratio: CropRatio?
    var testDescription: String {
      "\(rect) in \(image), ratio \(ratio.map { "\($0.width):\($0.height)" } ?? "free")"
    }
  }

  static let ratios: [CropRatio?] = [
    nil, .square, CropRatio(width: 4, height: 3), CropRatio(width: 3, height: 4),
    CropRatio(width: 16, height: 9), CropRatio(width: 9, height: 16),
    CropRatio(width: 4, height: 5), CropRatio(width: 3, height: 2), CropRatio(width: 7, height: 5),
  ]

  static let samples: [Sample] = {
    var rng = SplitMix64(seed: 0xC209)
    return (0..<2000).map { i in
      let w = Double(Int.random(in: 16...4000, using: &rng))
      let h = Double(Int.random(in: 16...4000, using: &rng))
      // Mostly inside, some sticking out by up to a fifth, one in eight thinner than 2 pixels.
      let thin = Int.random(in: 0..<8, using: &rng) == 0
      let rw =
        thin
        ? Double.random(in: 0.01...2, using: &rng) : Double.random(in: 0.5...w * 1.2, using: &rng)
      let rh =
        thin
        ? Double.random(in: 0.01...2, using: &rng) : Double.random(in: 0.5...h * 1.2, using: &rng)
      let x = Double.random(in: -0.2 * w...w, using: &rng)
      let y = Double.random(in: -0.2 * h...h, using: &rng)
      return Sample(
        image: Size(width: w, height: h), rect: Rect(x: x, y: y, width: rw, height: rh),
        ratio: ratios[i % ratios.count])
    }
  }()

  /// How far `low...high` sticks out of `0...limit` (0 when inside).
  static func overflow(_ low: Double, _ high: Double, limit: Double) -> Double {
    max(0, -low, high - limit)
  }

  @Test(arguments: samples)
  func `the result has whole edges, at least one pixel a side, inside the image`(_ s: Sample) throws
  {
    let r = try CropOutput.pixelRect(s.rect, imagePixelSize: s.image, ratio: s.ratio)
    #expect(r.minX == r.minX.rounded() && r.maxX == r.maxX.rounded())
    #expect(r.minY == r.minY.rounded() && r.maxY == r.maxY.rounded())
    #expect(r.width >= 1 && r.height >= 1)
    #expect(r.minX >= 0 && r.minY >= 0 && r.maxX <= s.image.width && r.maxY <= s.image.height)
  }

  @Test(arguments: samples.filter { $0.ratio != nil })
  func `with a ratio the size is exactly n·p × n·q for a whole n of at least 1`(_ s: Sample) throws
  {
    let ratio = try #require(s.ratio)
    let r = try CropOutput.pixelRect(s.rect, imagePixelSize: s.image, ratio: ratio)
    let n = r.width / Double(ratio.width)
    #expect(n >= 1 && n == n.rounded())
    #expect(r.height == n * Double(ratio.height))
  }

  @Test(arguments: samples)
  func `the centre moves at most half a pixel, plus how far the crop sticks out`(_ s: Sample) throws
  {
    let r = try CropOutput.pixelRect(s.rect, imagePixelSize: s.image, ratio: s.ratio)
    let cx = s.rect.minX * 0.5 + s.rect.maxX * 0.5
    let cy = s.rect.minY * 0.5 + s.rect.maxY * 0.5
    let (ox, oy): (Double, Double)
    let (boundX, boundY): (Double, Double)
    if s.ratio != nil {
      // The exactly centred result-sized rect: the centre moves at most max(½, its overflow).
      ox = Self.overflow(cx - r.width / 2, cx + r.width / 2, limit: s.image.width)
      oy = Self.overflow(cy - r.height / 2, cy + r.height / 2, limit: s.image.height)
      (boundX, boundY) = (max(0.5, ox), max(0.5, oy))
    } else {
      // The input rect: the centre moves at most ½ plus its overflow.
      ox = Self.overflow(s.rect.minX, s.rect.maxX, limit: s.image.width)
      oy = Self.overflow(s.rect.minY, s.rect.maxY, limit: s.image.height)
      (boundX, boundY) = (0.5 + ox, 0.5 + oy)
    }
    // 1e-9 pixels absorbs the rounding of the centre and the overflow in the check itself.
    #expect(abs(r.midX - cx) <= boundX + 1e-9)
    #expect(abs(r.midY - cy) <= boundY + 1e-9)
  }

  @Test(arguments: samples)
  func `rounding a rounded rect again changes nothing`(_ s: Sample) throws {
    let once = try CropOutput.pixelRect(s.rect, imagePixelSize: s.image, ratio: s.ratio)
    let twice = try CropOutput.pixelRect(once, imagePixelSize: s.image, ratio: s.ratio)
    #expect(twice == once)
  }

  @Test(arguments: samples)
  func `a whole-pixel move inside the image moves the result by the same amount`(_ s: Sample)
    throws
  {
    // Shift the image's frame of reference: a larger image, the rect moved by (37, 11).
    let image = Size(width: s.image.width + 100, height: s.image.height + 100)
    let inside = try CropOutput.pixelRect(s.rect, imagePixelSize: image, ratio: s.ratio)
    let moved = try CropOutput.pixelRect(
      s.rect.offsetBy(dx: 37, dy: 11), imagePixelSize: image, ratio: s.ratio)
    // Only where neither result touched the clamp; elsewhere the clamp decides.
    let clear =
      inside.minX > 0 && inside.minY > 0 && s.rect.minX > 0 && s.rect.minY > 0
      && s.rect.maxX + 37 < image.width && s.rect.maxY + 11 < image.height
      && moved.maxX < image.width && moved.maxY < image.height
    #expect(!clear || moved == inside.offsetBy(dx: 37, dy: 11))
  }

  @Test(arguments: samples)
  func `the output size of a region keeps the ratio and is the nearest n`(_ s: Sample) throws {
    let region = Size(width: s.rect.width, height: s.rect.height)
    let size = try CropOutput.pixelSize(ofRegionSize: region, ratio: s.ratio)
    if let ratio = s.ratio {
      let p = Double(ratio.width)
      let q = Double(ratio.height)
      let n = size.width / p
      let exact = min(region.width / p, region.height / q)
      #expect(n == n.rounded() && size.height == n * q)
      #expect(n == 1 ? exact < 1.5 : abs(n - exact) <= 0.5)
    } else {
      #expect(size.width >= 1 && abs(size.width - region.width) <= max(0.5, 1 - region.width))
      #expect(size.height >= 1 && abs(size.height - region.height) <= max(0.5, 1 - region.height))
    }
  }

  /// A seeded area and ratio for the crop-box law.
  struct AreaSample: Sendable, CustomTestStringConvertible {
    var area: Rect
    var ratio: CropRatio?
    var testDescription: String { "\(area)" }
  }

  static let areas: [AreaSample] = {
    var rng = SplitMix64(seed: 0xA2EA)
    return (0..<500).map { i in
      AreaSample(
        area: Rect(
          x: Double.random(in: -500...500, using: &rng),
          y: Double.random(in: -500...500, using: &rng),
          width: Double.random(in: -1000...1000, using: &rng),
          height: Double.random(in: -1000...1000, using: &rng)),
        ratio: ratios[i % ratios.count])
    }
  }()

  @Test(arguments: areas)
  func `the largest crop box lies in the area, touches it on one axis and is centred`(
    _ s: AreaSample
  ) {
    let box = CropOutput.largestCropBox(in: s.area, ratio: s.ratio)
    let a = s.area.standardized
    let tolerance = 1e-9
    #expect(box.minX >= a.minX - tolerance && box.maxX <= a.maxX + tolerance)
    #expect(box.minY >= a.minY - tolerance && box.maxY <= a.maxY + tolerance)
    #expect(isClose(box.midX, a.midX, tolerance: tolerance))
    #expect(isClose(box.midY, a.midY, tolerance: tolerance))
    #expect(box.width == a.width || box.height == a.height)
    if let ratio = s.ratio {
      #expect(
        isClose(
          box.width * Double(ratio.height), box.height * Double(ratio.width),
          tolerance: 1e-12 * max(a.width, a.height) * Double(ratio.width * ratio.height)))
    }
  }
}
