import AffineKit
import Testing

/// The EXIF orientation and its maps between the stored and upright pixel grids, checked against
/// the TIFF 6.0 Orientation tag's definitions (where the stored row 0 and column 0 are shown) on
/// a 4 × 3 stored image, with the expected values worked out by hand from those definitions.
@Suite("ImageOrientation")
struct ImageOrientationTests {
  /// The 4 × 3 stored image of the tables.
  static let stored = Size(width: 4, height: 3)

  /// One EXIF value with its literal answers for the 4 × 3 stored image.
  struct Case: Sendable, Codable, CustomTestStringConvertible {
    var exifValue: Int
    var name: String
    /// The upright size of the 4 × 3 image.
    var upright: Size
    /// Where the stored pixel (0, 0, 1, 1) is shown upright.
    var firstPixel: Rect
    /// Where the stored pixels (0, 0, 2, 1), the start of row 0, are shown upright.
    var firstTwoPixels: Rect
    /// The stored point shown at the upright top-left corner, (0, 0).
    var storedOfUprightOrigin: Point
    /// The upright-to-stored transform.
    var transform: AffineTransform
    var orientation: ImageOrientation { ImageOrientation(exifValue: exifValue)! }
    var testDescription: String { "\(exifValue) \(name)" }
  }

  // Derivations, W × H = 4 × 3. Each row's words are the tag's definition: where the stored row 0
  // and column 0 are shown. The stored pixel (0, 0) lies in both, so it is shown in the corner
  // they share; the pixel (1, 0) is next to it along row 0.
  static let cases: [Case] = [
    // 1: row 0 top, column 0 left: nothing moves.
    Case(
      exifValue: 1, name: "up", upright: Size(width: 4, height: 3),
      firstPixel: Rect(x: 0, y: 0, width: 1, height: 1),
      firstTwoPixels: Rect(x: 0, y: 0, width: 2, height: 1),
      storedOfUprightOrigin: Point(x: 0, y: 0),
      transform: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
    // 2: row 0 top, column 0 right: pixel (0, 0) at the top-right, row 0 runs leftward.
    Case(
      exifValue: 2, name: "upMirrored", upright: Size(width: 4, height: 3),
      firstPixel: Rect(x: 3, y: 0, width: 1, height: 1),
      firstTwoPixels: Rect(x: 2, y: 0, width: 2, height: 1),
      storedOfUprightOrigin: Point(x: 4, y: 0),
      transform: AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 4, ty: 0)),
    // 3: row 0 bottom, column 0 right: pixel (0, 0) at the bottom-right.
    Case(
      exifValue: 3, name: "down", upright: Size(width: 4, height: 3),
      firstPixel: Rect(x: 3, y: 2, width: 1, height: 1),
      firstTwoPixels: Rect(x: 2, y: 2, width: 2, height: 1),
      storedOfUprightOrigin: Point(x: 4, y: 3),
      transform: AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 4, ty: 3)),
    // 4: row 0 bottom, column 0 left: pixel (0, 0) at the bottom-left.
    Case(
      exifValue: 4, name: "downMirrored", upright: Size(width: 4, height: 3),
      firstPixel: Rect(x: 0, y: 2, width: 1, height: 1),
      firstTwoPixels: Rect(x: 0, y: 2, width: 2, height: 1),
      storedOfUprightOrigin: Point(x: 0, y: 3),
      transform: AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 3)),
    // 5: row 0 left, column 0 top: shown 3 × 4, pixel (0, 0) at the top-left, row 0 runs down
    // the left side.
    Case(
      exifValue: 5, name: "leftMirrored", upright: Size(width: 3, height: 4),
      firstPixel: Rect(x: 0, y: 0, width: 1, height: 1),
      firstTwoPixels: Rect(x: 0, y: 0, width: 1, height: 2),
      storedOfUprightOrigin: Point(x: 0, y: 0),
      transform: AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)),
    // 6: row 0 right, column 0 top: pixel (0, 0) at the top-right, row 0 runs down the right
    // side; the upright top-left is the stored column 0's far end, (0, 3).
    Case(
      exifValue: 6, name: "right", upright: Size(width: 3, height: 4),
      firstPixel: Rect(x: 2, y: 0, width: 1, height: 1),
      firstTwoPixels: Rect(x: 2, y: 0, width: 1, height: 2),
      storedOfUprightOrigin: Point(x: 0, y: 3),
      transform: AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 3)),
    // 7: row 0 right, column 0 bottom: pixel (0, 0) at the bottom-right, row 0 runs up the right
    // side.
    Case(
      exifValue: 7, name: "rightMirrored", upright: Size(width: 3, height: 4),
      firstPixel: Rect(x: 2, y: 3, width: 1, height: 1),
      firstTwoPixels: Rect(x: 2, y: 2, width: 1, height: 2),
      storedOfUprightOrigin: Point(x: 4, y: 3),
      transform: AffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 4, ty: 3)),
    // 8: row 0 left, column 0 bottom: pixel (0, 0) at the bottom-left, row 0 runs up the left
    // side.
    Case(
      exifValue: 8, name: "left", upright: Size(width: 3, height: 4),
      firstPixel: Rect(x: 0, y: 3, width: 1, height: 1),
      firstTwoPixels: Rect(x: 0, y: 2, width: 1, height: 2),
      storedOfUprightOrigin: Point(x: 4, y: 0),
      transform: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 4, ty: 0)),
  ]

  @Suite("init?(exifValue:) and exifValue")
  struct ExifValue {
    @Test(
      arguments: zip(
        1...8,
        [
          ImageOrientation.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right,
          .rightMirrored, .left,
        ]))
    func `each value 1…8 is the case with CGImagePropertyOrientation's raw value`(
      value: Int, expected: ImageOrientation
    ) {
      #expect(ImageOrientation(exifValue: value) == expected)
      #expect(expected.exifValue == value)
    }

    @Test(arguments: [0, 9, -1, 274, Int.min, Int.max])
    func `a value outside 1…8 is rejected with nil, not a trap`(value: Int) {
      #expect(ImageOrientation(exifValue: value) == nil)
    }
  }

  @Suite("uprightSize(ofStored:)")
  struct UprightSize {
    @Test(arguments: cases)
    func `the sides are swapped for 5…8 and kept for 1…4`(_ c: Case) {
      #expect(c.orientation.uprightSize(ofStored: stored) == c.upright)
      #expect(c.orientation.swapsWidthAndHeight == (c.exifValue >= 5))
    }

    @Test func `the documented portrait photo is 3024 × 4032 upright`() {
      #expect(
        ImageOrientation.right.uprightSize(ofStored: Size(width: 4032, height: 3024))
          == Size(width: 3024, height: 4032))
    }
  }

  @Suite("uprightRect(ofStored:storedSize:)")
  struct UprightRect {
    @Test(arguments: cases)
    func `the stored first pixel is shown where the tag puts row 0 and column 0`(_ c: Case) {
      #expect(
        c.orientation.uprightRect(
          ofStored: Rect(x: 0, y: 0, width: 1, height: 1), storedSize: stored) == c.firstPixel)
    }

    @Test(arguments: cases)
    func `the start of the stored row 0 is shown along the side the tag names`(_ c: Case) {
      #expect(
        c.orientation.uprightRect(
          ofStored: Rect(x: 0, y: 0, width: 2, height: 1), storedSize: stored) == c.firstTwoPixels
      )
    }

    @Test(arguments: [ImageOrientation.up, .down, .right, .leftMirrored])
    func `null and infinite rects come back unchanged`(_ o: ImageOrientation) {
      #expect(o.uprightRect(ofStored: .null, storedSize: stored).isNull)
      #expect(o.uprightRect(ofStored: .infinite, storedSize: stored).isInfinite)
    }

    @Test func `a negative size is read standardized`() {
      #expect(
        ImageOrientation.right.uprightRect(
          ofStored: Rect(x: 2, y: 1, width: -2, height: -1), storedSize: stored)
          == Rect(x: 2, y: 0, width: 1, height: 2))
    }
  }

  @Suite("storedRect(ofUpright:storedSize:)")
  struct StoredRect {
    @Test(arguments: cases)
    func `the rect where stored pixels are shown maps back to those pixels`(_ c: Case) {
      #expect(
        c.orientation.storedRect(ofUpright: c.firstTwoPixels, storedSize: stored)
          == Rect(x: 0, y: 0, width: 2, height: 1))
    }

    @Test func `the documented portrait photo's square crop is stored at (504, 0)`() {
      #expect(
        ImageOrientation.right.storedRect(
          ofUpright: Rect(x: 0, y: 504, width: 3024, height: 3024),
          storedSize: Size(width: 4032, height: 3024))
          == Rect(x: 504, y: 0, width: 3024, height: 3024))
    }

    @Test(arguments: [ImageOrientation.upMirrored, .rightMirrored, .left])
    func `null and infinite rects come back unchanged`(_ o: ImageOrientation) {
      #expect(o.storedRect(ofUpright: .null, storedSize: stored).isNull)
      #expect(o.storedRect(ofUpright: .infinite, storedSize: stored).isInfinite)
    }

    @Test func `a NaN origin gives the NaN origin it maps to, never a finite rect`() {
      // Under .right the upright x axis is the stored y axis, flipped: y' = (H − x) − width.
      let r = ImageOrientation.right.storedRect(
        ofUpright: Rect(x: .nan, y: 0, width: 1, height: 1), storedSize: stored)
      #expect(r.origin.y.isNaN)
      #expect(r.origin.x == 0 && r.size == Size(width: 1, height: 1))
    }

    @Test(arguments: [ImageOrientation.leftMirrored, .left, .right, .down])
    func `a finite rect whose far edge would overflow maps to a finite rect of its size`(
      _ o: ImageOrientation
    ) {
      // A photo as tall as the largest double: the crop's y + height rounds past it to +∞.
      let y = 8.470279021808892e307
      let h = 9.506652326814266e307
      let upright = Size(width: 1, height: .greatestFiniteMagnitude)
      let rect = Rect(x: 0, y: y, width: 1, height: h)
      #expect(rect.maxY == .infinity)
      let size = o.swapsWidthAndHeight ? Size(width: upright.height, height: 1) : upright
      let r = o.storedRect(ofUpright: rect, storedSize: size)
      #expect(r.origin.x.isFinite && r.origin.y.isFinite)
      let swapped = o.swapsWidthAndHeight
      #expect(r.size == (swapped ? Size(width: h, height: 1) : Size(width: 1, height: h)))
      let back = o.uprightRect(ofStored: r, storedSize: size)
      #expect(back.origin.x.isFinite && back.origin.y.isFinite && back.size == rect.size)
    }
  }

  @Suite("storedPoint(ofUpright:storedSize:) and uprightPoint(ofStored:storedSize:)")
  struct Points {
    @Test(arguments: cases)
    func `the upright top-left corner is the stored corner the tag puts there`(_ c: Case) {
      #expect(
        c.orientation.storedPoint(ofUpright: Point(x: 0, y: 0), storedSize: stored)
          == c.storedOfUprightOrigin)
    }

    @Test(arguments: cases)
    func `the stored corner goes back to the upright top-left corner`(_ c: Case) {
      #expect(
        c.orientation.uprightPoint(ofStored: c.storedOfUprightOrigin, storedSize: stored)
          == Point(x: 0, y: 0))
    }

    @Test func `the documented portrait photo's upright top-left is stored at (0, 3024)`() {
      #expect(
        ImageOrientation.right.storedPoint(
          ofUpright: Point(x: 0, y: 0), storedSize: Size(width: 4032, height: 3024))
          == Point(x: 0, y: 3024))
    }

    @Test func `an infinite coordinate moves to one coordinate and makes no NaN`() {
      #expect(
        ImageOrientation.right.storedPoint(
          ofUpright: Point(x: .infinity, y: 1), storedSize: stored)
          == Point(x: 1, y: -.infinity))
    }
  }

  @Suite("transformFromUpright(storedSize:)")
  struct Transform {
    @Test(arguments: cases)
    func `each value's transform has the matrix its definition gives`(_ c: Case) {
      #expect(c.orientation.transformFromUpright(storedSize: stored) == c.transform)
    }

    @Test(arguments: cases)
    func `the transform maps the upright image onto the stored image`(_ c: Case) {
      let t = c.orientation.transformFromUpright(storedSize: stored)
      #expect(
        Rect(origin: .zero, size: c.upright).applying(t) == Rect(x: 0, y: 0, width: 4, height: 3))
    }
  }

  /// Laws over seeded whole-pixel images, points and rects: the maps are exact.
  @Suite("laws")
  struct Laws {
    static let all: [ImageOrientation] = [
      .up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left,
    ]
    static let n = 256

    /// A whole-pixel stored size up to 10000 a side and a whole-pixel rect near it, negative
    /// sizes included.
    static func sample(_ rng: inout SplitMix64) -> (Size, Rect) {
      let size = Size(
        width: Double(Int.random(in: 1...10000, using: &rng)),
        height: Double(Int.random(in: 1...10000, using: &rng)))
      let rect = Rect(
        x: Double(Int.random(in: -2000...12000, using: &rng)),
        y: Double(Int.random(in: -2000...12000, using: &rng)),
        width: Double(Int.random(in: -5000...5000, using: &rng)),
        height: Double(Int.random(in: -5000...5000, using: &rng)))
      return (size, rect)
    }

    @Test(arguments: Law.seeds)
    func `upright to stored to upright gives a whole-pixel rect back exactly`(seed: UInt64) {
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let (size, r) = Self.sample(&rng)
        let o = Self.all[i % 8]
        let stored = o.storedRect(ofUpright: r, storedSize: size)
        let back = o.uprightRect(ofStored: stored, storedSize: size)
        // Exact components, not only CoreGraphics' equality: the standardized rect, bit for bit.
        let ok = back.origin == r.standardized.origin && back.size == r.standardized.size
        #expect(ok, "seed \(seed) case \(i): \(o) \(r) in \(size) came back as \(back)")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func `stored to upright to stored gives a whole-pixel rect back exactly`(seed: UInt64) {
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let (size, r) = Self.sample(&rng)
        let o = Self.all[i % 8]
        let upright = o.uprightRect(ofStored: r, storedSize: size)
        let back = o.storedRect(ofUpright: upright, storedSize: size)
        let ok = back == r
        #expect(ok, "seed \(seed) case \(i): \(o) \(r) in \(size) came back as \(back)")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func `a whole-pixel rect keeps its size, swapped for 5…8`(seed: UInt64) {
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let (size, r) = Self.sample(&rng)
        let o = Self.all[i % 8]
        let s = o.storedRect(ofUpright: r, storedSize: size).size
        let w = r.width
        let h = r.height
        let ok =
          o.swapsWidthAndHeight ? s == Size(width: h, height: w) : s == Size(width: w, height: h)
        #expect(ok, "seed \(seed) case \(i): \(o) \(r) gave size \(s)")
        if !ok { return }
      }
    }

    /// What `CGImage.cropping(to:)` then `UIImage(cgImage:scale:orientation:)` with the same
    /// orientation rely on: the stored sub-rectangle, read as an image of its own size with the
    /// same orientation, shows each of its pixels where the whole image shows it, less the
    /// upright crop's origin.
    @Test(arguments: Law.seeds)
    func `a stored crop read with the same orientation shows the upright crop's pixels`(
      seed: UInt64
    ) {
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let w = Int.random(in: 1...5000, using: &rng)
        let h = Int.random(in: 1...5000, using: &rng)
        let x0 = Int.random(in: 0..<w, using: &rng)
        let y0 = Int.random(in: 0..<h, using: &rng)
        let x1 = Int.random(in: x0 + 1...w, using: &rng)
        let y1 = Int.random(in: y0 + 1...h, using: &rng)
        // The centre of one pixel of the crop.
        let px = Double(Int.random(in: x0..<x1, using: &rng)) + 0.5
        let py = Double(Int.random(in: y0..<y1, using: &rng)) + 0.5
        let o = Self.all[i % 8]
        let image = Size(width: Double(w), height: Double(h))
        let crop = Rect(
          x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0))
        let upright = o.uprightRect(ofStored: crop, storedSize: image)
        let inWhole = o.uprightPoint(ofStored: Point(x: px, y: py), storedSize: image)
        let inCrop = o.uprightPoint(
          ofStored: Point(x: px - crop.origin.x, y: py - crop.origin.y), storedSize: crop.size)
        let ok =
          inCrop == Point(x: inWhole.x - upright.origin.x, y: inWhole.y - upright.origin.y)
          && o.uprightSize(ofStored: crop.size) == upright.size
        #expect(ok, "seed \(seed) case \(i): \(o) crop \(crop) of \(image), pixel (\(px), \(py))")
        if !ok { return }
      }
    }

    @Test(arguments: Law.seeds)
    func `the point maps are the transform and its inverse, exactly, on whole pixels`(
      seed: UInt64
    ) {
      var rng = SplitMix64(seed: seed)
      for i in 0..<Self.n {
        let (size, r) = Self.sample(&rng)
        let o = Self.all[i % 8]
        let p = r.origin
        let t = o.transformFromUpright(storedSize: size)
        let stored = o.storedPoint(ofUpright: p, storedSize: size)
        let ok = stored == p.applying(t) && o.uprightPoint(ofStored: stored, storedSize: size) == p
        #expect(ok, "seed \(seed) case \(i): \(o) \(p) in \(size)")
        if !ok { return }
      }
    }
  }
}
