import AffineKit
import AllocationCounter
import Testing

/// Worked examples of the crop output helpers, with hand-computed numbers.
@Suite("CropOutput")
struct CropOutputTests {
  static let image = Size(width: 400, height: 300)
  static let fourThree = CropRatio(width: 4, height: 3)!
  static let sixteenNine = CropRatio(width: 16, height: 9)!

  /// Hands `value` to C code the optimizer cannot see, so computing it is not optimized away.
  @inline(never)
  static func sink<T>(_ value: T) {
    withUnsafePointer(to: value) { affinekit_blackhole($0) }
  }

  /// Calls every helper (on input it accepts) once to warm up, then 100 times, and expects the
  /// thread's allocation count unchanged. AllocationCounter interposes glibc's `malloc` family.
  @Test(
    .enabled(
      if: affinekit_allocation_counting_available() != 0, "needs glibc's malloc to interpose"))
  func `none of the helpers allocates`() {
    let image = Size(width: 4000, height: 3000)
    let crop = Rect(x: 10.3, y: 20.6, width: 99.8, height: 99.7)
    func body() {
      Self.sink(try? CropOutput.pixelRect(crop, imagePixelSize: image, ratio: .square))
      Self.sink(try? CropOutput.pixelRect(crop, imagePixelSize: image))
      Self.sink(try? CropOutput.pixelSize(ofRegionSize: crop.size, ratio: Self.sixteenNine))
      Self.sink(
        try? CropOutput.zoomLimits(
          imagePixelSize: image, cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
          minimumOutputWidth: 512, maximumOutputWidth: 2048))
      Self.sink(CropOutput.largestCropBox(in: crop, ratio: Self.fourThree))
      Self.sink(CropRatio(width: 1920, height: 1080))
    }
    body()
    let before = affinekit_allocation_count()
    for _ in 0..<100 { body() }
    #expect(affinekit_allocation_count() - before == 0)
  }

  /// A rectangle in, a rectangle (or an error) out.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var rect: Rect
    var image: Size = CropOutputTests.image
    var ratio: CropRatio? = nil
    var expected: Rect
    var testDescription: String { name }
  }

  /// A rectangle in, an error out.
  struct Failure: Sendable, CustomTestStringConvertible {
    var name: String
    var rect: Rect
    var image: Size = CropOutputTests.image
    var ratio: CropRatio? = nil
    var error: CropOutputError
    var testDescription: String { name }
  }

  @Suite("pixelRect(_:imagePixelSize:ratio:)")
  struct PixelRect {
    @Test(arguments: [1417.5, 1417.4999999999995])
    func `a side a few ulps below a half rounds as the half`(height: Double) throws {
      let rect = Rect(x: 756, y: 1512 - height * 0.5, width: 2520, height: height)
      let pixels = try CropOutput.pixelRect(
        rect, imagePixelSize: Size(width: 4032, height: 3024),
        ratio: CropRatio(width: 16, height: 9)!)
      #expect(pixels == Rect(x: 752, y: 801, width: 2528, height: 1422))
    }

    @Test(arguments: [
      Case(
        name: "the documented free example",
        rect: Rect(x: 10.4, y: 20.5, width: 99.2, height: 50.1),
        expected: Rect(x: 10, y: 21, width: 100, height: 50)),
      Case(
        name: "edges, not origin and size: 0.4...10.6 becomes 0...11",
        rect: Rect(x: 0.4, y: 0, width: 10.2, height: 5),
        expected: Rect(x: 0, y: 0, width: 11, height: 5)),
      Case(
        name: "halves round up on both edges",
        rect: Rect(x: 0.5, y: 1.5, width: 2, height: 2),
        expected: Rect(x: 1, y: 2, width: 2, height: 2)),
      Case(
        name: "a negative size is read standardized",
        rect: Rect(x: 110.25, y: 70.75, width: -100.5, height: -50.5),
        expected: Rect(x: 10, y: 20, width: 100, height: 51)),
      Case(
        name: "edges outside the image are clamped to it",
        rect: Rect(x: -3.25, y: 290.5, width: 50, height: 20),
        expected: Rect(x: 0, y: 291, width: 47, height: 9)),
      Case(
        name: "a rect thinner than a pixel becomes the pixel holding its centre",
        rect: Rect(x: 10.625, y: 5, width: 0.25, height: 4),
        expected: Rect(x: 10, y: 5, width: 1, height: 4)),
      Case(
        name: "a tiny rect inside one pixel becomes that pixel",
        rect: Rect(x: 10.25, y: 10.25, width: 0.125, height: 0.125),
        expected: Rect(x: 10, y: 10, width: 1, height: 1)),
      Case(
        name: "a rect outside the image becomes the nearest corner pixel",
        rect: Rect(x: 500, y: -40, width: 10, height: 10),
        expected: Rect(x: 399, y: 0, width: 1, height: 1)),
      Case(
        name: "a fractional image size counts whole pixels only",
        rect: Rect(x: 390, y: 0, width: 20, height: 10),
        image: Size(width: 400.75, height: 300.5),
        expected: Rect(x: 390, y: 0, width: 10, height: 10)),
      Case(
        name: "the infinite rect, stored as a finite one, becomes the whole image",
        rect: .infinite, expected: Rect(x: 0, y: 0, width: 400, height: 300)),
      Case(
        name: "a whole rect inside the image comes back unchanged",
        rect: Rect(x: 12, y: 34, width: 56, height: 78),
        expected: Rect(x: 12, y: 34, width: 56, height: 78)),
    ])
    func `without a ratio rounds each edge to nearest, then clamps into the image`(_ c: Case) throws
    {
      let rounded = try CropOutput.pixelRect(c.rect, imagePixelSize: c.image, ratio: c.ratio)
      #expect(rounded == c.expected)
    }

    @Test(arguments: [
      Case(
        name: "the documented square example",
        rect: Rect(x: 10.3, y: 20.6, width: 99.8, height: 99.7), ratio: .square,
        expected: Rect(x: 10, y: 20, width: 100, height: 100)),
      Case(
        name: "a nearly square 513.625 × 512.875 crop is 513 × 513, not 514 × 513",
        rect: Rect(x: 100.25, y: 50.375, width: 513.625, height: 512.875),
        image: Size(width: 1000, height: 1000), ratio: .square,
        expected: Rect(x: 101, y: 50, width: 513, height: 513)),
      Case(
        name: "a 4:5 crop stays exactly 4:5 (800 × 1000)",
        rect: Rect(x: 12.25, y: 7.75, width: 800.5, height: 1000.5),
        image: Size(width: 1000, height: 1200), ratio: CropRatio(width: 4, height: 5),
        expected: Rect(x: 13, y: 8, width: 800, height: 1000)),
      Case(
        name: "the documented 4:3 example moves inside the image",
        rect: Rect(x: 350, y: 0, width: 100, height: 75), ratio: fourThree,
        expected: Rect(x: 300, y: 0, width: 100, height: 75)),
      Case(
        name: "a crop larger than the image becomes the largest n that fits",
        rect: Rect(x: -50, y: -50, width: 500, height: 400), ratio: fourThree,
        expected: Rect(x: 0, y: 0, width: 400, height: 300)),
      Case(
        name: "a tiny crop becomes n = 1, 16 × 9 about its centre",
        rect: Rect(x: 10.25, y: 10.25, width: 0.25, height: 0.25), ratio: sixteenNine,
        expected: Rect(x: 2, y: 6, width: 16, height: 9)),
      Case(
        name: "n is the rounded smaller of width/p and height/q",
        rect: Rect(x: 0, y: 0, width: 100, height: 50), ratio: fourThree,
        expected: Rect(x: 16, y: 0, width: 68, height: 51)),
      Case(
        name: "a ratio given as 8:6 is 4:3",
        rect: Rect(x: 0, y: 0, width: 100, height: 50), ratio: CropRatio(width: 8, height: 6),
        expected: Rect(x: 16, y: 0, width: 68, height: 51)),
      Case(
        name: "an exact whole n·p × n·q rect comes back unchanged",
        rect: Rect(x: 7, y: 9, width: 160, height: 90), ratio: sixteenNine,
        expected: Rect(x: 7, y: 9, width: 160, height: 90)),
    ])
    func `with a ratio gives n·p × n·q pixels centred on the exact centre, then inside`(_ c: Case)
      throws
    {
      let rounded = try CropOutput.pixelRect(c.rect, imagePixelSize: c.image, ratio: c.ratio)
      #expect(rounded == c.expected)
    }

    @Test(arguments: [
      Failure(name: "null", rect: .null, error: .invalidCropRegion),
      Failure(
        name: "zero width", rect: Rect(x: 1, y: 1, width: 0, height: 5), error: .invalidCropRegion),
      Failure(
        name: "zero height", rect: Rect(x: 1, y: 1, width: 5, height: 0),
        ratio: .square, error: .invalidCropRegion),
      Failure(
        name: "NaN x", rect: Rect(x: .nan, y: 1, width: 5, height: 5), error: .invalidCropRegion),
      Failure(
        name: "infinite width", rect: Rect(x: 1, y: 1, width: .infinity, height: 5),
        error: .invalidCropRegion),
      Failure(
        name: "max edge overflows", rect: Rect(x: 1e308, y: 1, width: 1e308, height: 5),
        error: .invalidCropRegion),
      Failure(
        name: "NaN image width", rect: Rect(x: 1, y: 1, width: 5, height: 5),
        image: Size(width: .nan, height: 10), error: .invalidImagePixelSize),
      Failure(
        name: "infinite image height", rect: Rect(x: 1, y: 1, width: 5, height: 5),
        image: Size(width: 10, height: .infinity), error: .invalidImagePixelSize),
      Failure(
        name: "image less than a pixel wide", rect: Rect(x: 0, y: 0, width: 0.5, height: 5),
        image: Size(width: 0.75, height: 10), error: .invalidImagePixelSize),
      Failure(
        name: "negative image size", rect: Rect(x: 1, y: 1, width: 5, height: 5),
        image: Size(width: -10, height: -10), error: .invalidImagePixelSize),
      Failure(
        name: "a 16:9 ratio in a 10 × 10 image", rect: Rect(x: 0, y: 0, width: 10, height: 10),
        image: Size(width: 10, height: 10), ratio: sixteenNine, error: .ratioDoesNotFit),
      Failure(
        name: "a 1:3 ratio in a 20 × 2 image", rect: Rect(x: 0, y: 0, width: 2, height: 2),
        image: Size(width: 20, height: 2), ratio: CropRatio(width: 1, height: 3),
        error: .ratioDoesNotFit),
    ])
    func `refuses input with no whole-pixel crop, with the reason`(_ c: Failure) {
      #expect(throws: c.error) {
        try CropOutput.pixelRect(c.rect, imagePixelSize: c.image, ratio: c.ratio)
      }
    }

    @Test(arguments: [
      Case(
        name: "a 1e308-pixel image and crop", rect: Rect(x: 0, y: 0, width: 1e308, height: 1e308),
        image: Size(width: 1e308, height: 1e308), ratio: .square,
        expected: Rect(x: 0, y: 0, width: 1e308, height: 1e308)),
      Case(
        name: "edges near the largest double, free",
        rect: Rect(x: -1e308, y: 0, width: 1.5e308, height: 10),
        image: Size(width: 1e308, height: 100),
        expected: Rect(x: 0, y: 0, width: 0.5e308, height: 10)),
      Case(
        name: "the infinite rect with a ratio: the largest box at the top-left",
        rect: .infinite, ratio: .square, expected: Rect(x: 0, y: 0, width: 300, height: 300)),
      Case(
        name: "a crop of the smallest subnormal size is one ratio box",
        rect: Rect(
          x: 0, y: 0, width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude),
        ratio: fourThree, expected: Rect(x: 0, y: 0, width: 4, height: 3)),
      Case(
        name: "a crop of the smallest subnormal size, free, is one pixel",
        rect: Rect(
          x: 0, y: 0, width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude),
        expected: Rect(x: 0, y: 0, width: 1, height: 1)),
    ])
    func `extreme but valid input gives a finite whole-pixel result`(_ c: Case) throws {
      let rounded = try CropOutput.pixelRect(c.rect, imagePixelSize: c.image, ratio: c.ratio)
      #expect(rounded == c.expected)
    }

    @Test func `a whole-pixel move of the input moves the result by the same amount`() throws {
      let a = Rect(x: 10.5, y: 20.5, width: 30.5, height: 40.5)
      let b = Rect(x: 13.5, y: 25.5, width: 30.5, height: 40.5)
      let ra = try CropOutput.pixelRect(a, imagePixelSize: CropOutputTests.image)
      let rb = try CropOutput.pixelRect(b, imagePixelSize: CropOutputTests.image)
      #expect(ra == Rect(x: 11, y: 21, width: 30, height: 40))
      #expect(rb == Rect(x: 14, y: 26, width: 30, height: 40))
    }
  }

  struct SizeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var size: Size
    var ratio: CropRatio? = nil
    var expected: Size
    var testDescription: String { name }
  }

  @Suite("pixelSize(ofRegionSize:ratio:)")
  struct PixelSize {
    @Test(arguments: [
      SizeCase(
        name: "a nearly square region, square", size: Size(width: 513.625, height: 512.875),
        ratio: .square, expected: Size(width: 513, height: 513)),
      SizeCase(
        name: "the documented square example", size: Size(width: 513.6, height: 512.9),
        ratio: .square, expected: Size(width: 513, height: 513)),
      SizeCase(
        name: "16:9: n = round(min(62.53125, 62.52...)) = 63",
        size: Size(width: 1000.5, height: 562.75), ratio: sixteenNine,
        expected: Size(width: 1008, height: 567)),
      SizeCase(
        name: "a tiny region with a ratio is one n", size: Size(width: 0.5, height: 0.5),
        ratio: fourThree, expected: Size(width: 4, height: 3)),
      SizeCase(
        name: "free: each side rounded", size: Size(width: 1919.5, height: 1080.25),
        expected: Size(width: 1920, height: 1080)),
      SizeCase(
        name: "free: the documented example, at least one pixel",
        size: Size(width: 0.25, height: 99.5), expected: Size(width: 1, height: 100)),
    ])
    func `rounds the output size, keeping a ratio exact`(_ c: SizeCase) throws {
      #expect(try CropOutput.pixelSize(ofRegionSize: c.size, ratio: c.ratio) == c.expected)
    }

    @Test(arguments: [
      Size(width: 0, height: 10), Size(width: 10, height: -1), Size(width: .nan, height: 10),
      Size(width: 10, height: .infinity), Size(width: -.infinity, height: 10),
    ])
    func `refuses a zero, negative or non-finite region`(_ size: Size) {
      #expect(throws: CropOutputError.invalidCropRegion) {
        try CropOutput.pixelSize(ofRegionSize: size, ratio: .square)
      }
      #expect(throws: CropOutputError.invalidCropRegion) {
        try CropOutput.pixelSize(ofRegionSize: size)
      }
    }
  }

  @Suite("zoomLimits(imagePixelSize:cropBox:fit:minimumOutputWidth:maximumOutputWidth:narrowing:)")
  struct ZoomLimitsFromOutput {
    static let photo = Size(width: 4000, height: 3000)
    static let box = Rect(x: 0, y: 0, width: 300, height: 300)

    @Test func `an avatar of 512 to 2048 pixels from a 4000 × 3000 photo`() throws {
      // fill: 400 × 300 points at zoom 1, so the 300-point box is 3000 pixels wide at zoom 1;
      // 3000 / 512 = 5.859375, 3000 / 2048 = 1.46484375.
      let limits = try CropOutput.zoomLimits(
        imagePixelSize: Self.photo, cropBox: Self.box, minimumOutputWidth: 512,
        maximumOutputWidth: 2048)
      #expect(
        limits
          == ZoomLimits(
            minimumZoom: 0.6, maximumZoom: 5.859375, restingMinimumZoom: 1.46484375,
            restingMaximumZoom: 5.859375))
    }

    @Test func `an engine at the resting bounds outputs the minimum and maximum widths`() throws {
      let limits = try CropOutput.zoomLimits(
        imagePixelSize: Self.photo, cropBox: Self.box, minimumOutputWidth: 512,
        maximumOutputWidth: 2048)
      let narrowest = try CropEngine(
        image: .upright(Self.photo), cropBox: Self.box,
        configuration: CropConfiguration(limits: limits), zoom: limits.restingMaximumZoom)
      let widest = try CropEngine(
        image: .upright(Self.photo), cropBox: Self.box,
        configuration: CropConfiguration(limits: limits), zoom: limits.restingMinimumZoom)
      #expect(isClose(narrowest.cropRect.size.width, 512, tolerance: 1e-9))
      #expect(isClose(widest.cropRect.size.width, 2048, tolerance: 1e-9))
    }

    @Test func `a viewer's fit keeps its 0.6 resting floor when the range sets none`() throws {
      // fit: 300 × 225 points at zoom 1, the box 4000 pixels wide; 4000 / 500 = 8.
      let limits = try CropOutput.zoomLimits(
        imagePixelSize: Self.photo, cropBox: Self.box, fit: .fit, minimumOutputWidth: 500,
        narrowing: .viewer)
      #expect(
        limits
          == ZoomLimits(
            minimumZoom: 0.6, maximumZoom: 8, restingMinimumZoom: 0.6, restingMaximumZoom: 8))
    }

    @Test func `a natural fit measures the box against the natural width`() throws {
      // 1000 pixels over 500 points; a 250-point box is 500 pixels; 500 / 125 = 4, 500 / 250 = 2.
      let limits = try CropOutput.zoomLimits(
        imagePixelSize: Size(width: 1000, height: 1000),
        cropBox: Rect(x: 0, y: 0, width: 250, height: 100),
        fit: .natural(Size(width: 500, height: 500)), minimumOutputWidth: 125,
        maximumOutputWidth: 250)
      #expect(
        limits
          == ZoomLimits(
            minimumZoom: 0.6, maximumZoom: 4, restingMinimumZoom: 2, restingMaximumZoom: 4))
    }

    @Test func `a lower ceiling in the narrowed limits is kept`() throws {
      let limits = try CropOutput.zoomLimits(
        imagePixelSize: Self.photo, cropBox: Self.box, minimumOutputWidth: 512,
        maximumOutputWidth: 2048, narrowing: ZoomLimits(maximumZoom: 3))
      #expect(
        limits
          == ZoomLimits(
            minimumZoom: 0.6, maximumZoom: 3, restingMinimumZoom: 1.46484375,
            restingMaximumZoom: 3))
    }

    @Test func `a range of one width gives one resting zoom`() throws {
      // 3000 / 600 = 5.
      let limits = try CropOutput.zoomLimits(
        imagePixelSize: Self.photo, cropBox: Self.box, minimumOutputWidth: 600,
        maximumOutputWidth: 600)
      #expect(
        limits
          == ZoomLimits(
            minimumZoom: 0.6, maximumZoom: 5, restingMinimumZoom: 5, restingMaximumZoom: 5))
    }

    @Test func `a 1e308-pixel photo gives finite limits`() throws {
      // fill: 300 points a side, so the box is 1e308 pixels wide at zoom 1.
      let limits = try CropOutput.zoomLimits(
        imagePixelSize: Size(width: 1e308, height: 1e308), cropBox: Self.box,
        minimumOutputWidth: 512, maximumOutputWidth: 2048, narrowing: .noCeiling)
      #expect(
        limits
          == ZoomLimits(
            minimumZoom: 0.6, maximumZoom: 1e308 / 512, restingMinimumZoom: 1e308 / 2048,
            restingMaximumZoom: 1e308 / 512))
    }

    @Test func `a ceiling that overflows is no ceiling`() throws {
      // 300 points over a 1e-300-point natural width is 3e302 widths, times 1e308 pixels: +∞.
      let limits = try CropOutput.zoomLimits(
        imagePixelSize: Size(width: 1e308, height: 1), cropBox: Self.box,
        fit: .natural(Size(width: 1e-300, height: 1)), minimumOutputWidth: 512)
      #expect(limits == .crop)
    }

    @Test func `a maximum width that needs an overflowing zoom is unreachable`() {
      #expect(throws: CropOutputError.outputWidthRangeUnreachable) {
        try CropOutput.zoomLimits(
          imagePixelSize: Size(width: 1e308, height: 1), cropBox: Self.box,
          fit: .natural(Size(width: 1e-300, height: 1)), minimumOutputWidth: 512,
          maximumOutputWidth: 2048)
      }
    }

    @Test func `a photo too small for the minimum width is unreachable`() {
      // 400 × 300 pixels behind the 300-point box: 300 pixels wide at zoom 1, 512 needs 0.5859375.
      #expect(throws: CropOutputError.outputWidthRangeUnreachable) {
        try CropOutput.zoomLimits(
          imagePixelSize: Size(width: 400, height: 300), cropBox: Self.box,
          minimumOutputWidth: 512)
      }
    }

    @Test func `a ceiling below the zoom the maximum width needs is unreachable`() {
      // 2048 pixels wide needs zoom 1.46484375 or more; the limits stop at 1.25.
      #expect(throws: CropOutputError.outputWidthRangeUnreachable) {
        try CropOutput.zoomLimits(
          imagePixelSize: Self.photo, cropBox: Self.box, minimumOutputWidth: 512,
          maximumOutputWidth: 2048, narrowing: ZoomLimits(maximumZoom: 1.25))
      }
    }

    struct Range: Sendable, CustomTestStringConvertible {
      var minimum, maximum: Double
      var testDescription: String { "\(minimum)...\(maximum)" }
    }

    @Test(arguments: [
      Range(minimum: .nan, maximum: 2048), Range(minimum: 0, maximum: 2048),
      Range(minimum: -512, maximum: 2048), Range(minimum: .infinity, maximum: .infinity),
      Range(minimum: 512, maximum: .nan), Range(minimum: 2048, maximum: 512),
      Range(minimum: 512, maximum: -.infinity),
    ])
    func `refuses an empty, inverted or non-finite width range`(_ r: Range) {
      #expect(throws: CropOutputError.invalidOutputWidthRange) {
        try CropOutput.zoomLimits(
          imagePixelSize: Self.photo, cropBox: Self.box, minimumOutputWidth: r.minimum,
          maximumOutputWidth: r.maximum)
      }
    }

    struct Configuration: Sendable, CustomTestStringConvertible {
      var name: String
      var image: Size
      var box: Rect
      var fit: FitMode = .fill
      var reason: CropConfigurationError
      var testDescription: String { name }
    }

    @Test(arguments: [
      Configuration(
        name: "NaN image width", image: Size(width: .nan, height: 10), box: box,
        reason: .invalidImagePixelSize),
      Configuration(
        name: "zero image height", image: Size(width: 10, height: 0), box: box,
        reason: .invalidImagePixelSize),
      Configuration(
        name: "empty crop box", image: photo, box: Rect(x: 0, y: 0, width: 0, height: 300),
        reason: .invalidCropBox),
      Configuration(
        name: "null crop box", image: photo, box: .null, reason: .invalidCropBox),
      Configuration(
        name: "zero natural size", image: photo, box: box,
        fit: .natural(Size(width: 0, height: 10)), reason: .invalidNaturalSize),
      Configuration(
        name: "fitted size overflows", image: Size(width: 1, height: 1e308), box: box,
        reason: .fittedSizeOutOfRange),
    ])
    func `refuses an invalid configuration with the engine's reason`(_ c: Configuration) {
      #expect(throws: CropOutputError.invalidConfiguration(c.reason)) {
        try CropOutput.zoomLimits(
          imagePixelSize: c.image, cropBox: c.box, fit: c.fit, minimumOutputWidth: 512)
      }
    }
  }

  struct BoxCase: Sendable, CustomTestStringConvertible {
    var name: String
    var area: Rect
    var ratio: CropRatio?
    var expected: Rect
    var testDescription: String { name }
  }

  @Suite("largestCropBox(in:ratio:)")
  struct LargestCropBox {
    @Test(arguments: [
      BoxCase(
        name: "4:3 on a 375 × 667 screen (the documented example)",
        area: Rect(x: 0, y: 0, width: 375, height: 667), ratio: fourThree,
        expected: Rect(x: 0, y: 192.875, width: 375, height: 281.25)),
      BoxCase(
        name: "16:9 in an offset square", area: Rect(x: 10, y: 20, width: 300, height: 300),
        ratio: sixteenNine, expected: Rect(x: 10, y: 85.625, width: 300, height: 168.75)),
      BoxCase(
        name: "1:1 in a landscape area touches top and bottom",
        area: Rect(x: 0, y: 0, width: 400, height: 300), ratio: .square,
        expected: Rect(x: 50, y: 0, width: 300, height: 300)),
      BoxCase(
        name: "a negative-size area is read standardized",
        area: Rect(x: 400, y: 300, width: -400, height: -300), ratio: .square,
        expected: Rect(x: 50, y: 0, width: 300, height: 300)),
      BoxCase(
        name: "free: the documented example", area: Rect(x: 0, y: 0, width: 375, height: 667),
        ratio: nil, expected: Rect(x: 0, y: 0, width: 375, height: 667)),
      BoxCase(
        name: "free: the area standardized", area: Rect(x: 100, y: 50, width: -100, height: -50),
        ratio: nil, expected: Rect(x: 0, y: 0, width: 100, height: 50)),
      BoxCase(
        name: "1:1 in a zero-width area is a point at its centre",
        area: Rect(x: 10, y: 20, width: 0, height: 100), ratio: .square,
        expected: Rect(x: 10, y: 70, width: 0, height: 0)),
      BoxCase(
        name: "16:9 in a zero-height area is a point at its centre",
        area: Rect(x: 10, y: 20, width: 100, height: 0), ratio: sixteenNine,
        expected: Rect(x: 60, y: 20, width: 0, height: 0)),
      BoxCase(
        name: "free in a zero-width area is the area",
        area: Rect(x: 10, y: 20, width: 0, height: 100), ratio: nil,
        expected: Rect(x: 10, y: 20, width: 0, height: 100)),
      BoxCase(
        name: "the infinite rect is read as the finite rect it is stored as",
        area: .infinite, ratio: .square, expected: .infinite),
    ])
    func `touches the area on the limiting axis and centres on the other`(_ c: BoxCase) {
      #expect(CropOutput.largestCropBox(in: c.area, ratio: c.ratio) == c.expected)
    }

    @Test func `a 3:2 box in a 100-point square is 100 × 66.67, centred`() {
      // 100 / 3 · 2 = 66.666…, (100 − 66.666…) / 2 = 16.666….
      let box = CropOutput.largestCropBox(
        in: Rect(x: 0, y: 0, width: 100, height: 100), ratio: CropRatio(width: 3, height: 2))
      #expect(
        isClose(
          box, Rect(x: 0, y: 16.666_666_666_666_67, width: 100, height: 66.666_666_666_666_67),
          tolerance: 1e-12))
    }

    @Test func `a 9:16 box on a 375 × 667 screen leaves a sixth of a point above and below`() {
      // 375 / 9 = 41.666… ≤ 667 / 16 = 41.6875: the width limits; 375 / 9 · 16 = 666.666…,
      // (667 − 666.666…) / 2 = 0.1666….
      let box = CropOutput.largestCropBox(
        in: Rect(x: 0, y: 0, width: 375, height: 667), ratio: CropRatio(width: 9, height: 16))
      #expect(
        isClose(
          box, Rect(x: 0, y: 0.166_666_666_666_67, width: 375, height: 666.666_666_666_666_7),
          tolerance: 1e-9))
    }

    @Test(arguments: [
      Rect.null, Rect(x: .nan, y: 0, width: 10, height: 10),
      Rect(x: 0, y: 0, width: .infinity, height: 10),
      Rect(x: 0, y: -.infinity, width: 10, height: 10),
      Rect(x: 0, y: 0, width: 10, height: .nan),
      Rect(x: 9527, y: .greatestFiniteMagnitude, width: 17673, height: .greatestFiniteMagnitude),
      Rect(x: -.greatestFiniteMagnitude, y: 0, width: -.greatestFiniteMagnitude, height: 10),
    ])
    func `is null for a null or non-finite area, or one whose far edge overflows`(_ area: Rect) {
      #expect(CropOutput.largestCropBox(in: area, ratio: .square).isNull)
      #expect(CropOutput.largestCropBox(in: area, ratio: nil).isNull)
    }
  }
}
