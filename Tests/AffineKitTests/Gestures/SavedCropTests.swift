import AffineKit
import Testing

import struct Foundation.Data
import class Foundation.JSONDecoder
import class Foundation.JSONEncoder

/// The saved crop: what it holds, its keyed JSON layout, and restoring it into other crop boxes.
@Suite("SavedCrop")
struct SavedCropTests {
  static let photo = Size(width: 4000, height: 3000)

  /// A photo zoomed, panned, straightened, turned and mirrored behind a 300 × 300 box, at rest.
  static func edited() -> CropEngine {
    var e = try! CropEngine(
      image: .upright(photo), cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
    e.apply(.pinch(.began, scale: 2.5, centroid: Point(x: 120, y: 350)))
    e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 120, y: 350)))
    e.apply(.straighten(angle: -0.2))
    e.apply(.turn(quarterTurns: 1))
    e.apply(.flip(.horizontal))
    return e
  }

  @Suite("CropEngine.savedCrop")
  struct Saving {
    @Test func `a new engine saves the image's centre pixel at the covering zoom`() throws {
      let e = try CropEngine(
        image: .upright(SavedCropTests.photo), cropBox: Rect(x: 45, y: 272, width: 300, height: 300)
      )
      #expect(
        e.savedCrop
          == SavedCrop(
            center: Point(x: 2000, y: 1500), zoomRelativeToCover: 1,
            aspect: .free(widthOverHeight: 1)))
    }

    @Test func `the saved crop records the crop box's width over its height`() throws {
      let e = try CropEngine(
        image: .upright(SavedCropTests.photo), cropBox: Rect(x: 10, y: 20, width: 360, height: 240)
      )
      #expect(e.savedCrop.aspect == .free(widthOverHeight: 1.5))
    }

    @Test func `the saved crop carries the engine's locked ratio, and none for a free box`() throws
    {
      #expect(SavedCropTests.edited().savedCrop.aspect?.lockedRatio == nil)
      let locked = try CropEngine(
        image: .upright(SavedCropTests.photo), cropArea: Rect(x: 0, y: 0, width: 390, height: 600),
        lockedRatio: CropRatio(width: 16, height: 9))
      #expect(locked.savedCrop.aspect == .locked(CropRatio(width: 16, height: 9)!))
    }

    @Test func `the saved crop keeps the angle, the turns and the mirror`() {
      let saved = SavedCropTests.edited().savedCrop
      #expect(saved.angle == 0.2)
      #expect(saved.orientation == CropOrientation(quarterTurns: 3, isMirrored: true))
    }
  }

  @Suite("CropEngine.apply(.restore(_:))")
  struct Restoring {
    @Test(arguments: [
      Rect(x: 45, y: 272, width: 300, height: 300), Rect(x: 0, y: 0, width: 150, height: 150),
      Rect(x: 10, y: 20, width: 600, height: 600),
      Rect(x: -3.5, y: 7.25, width: 777.7, height: 777.7),
    ])
    func `a box of the same aspect ratio shows the same pixels`(box: Rect) throws {
      let original = SavedCropTests.edited()
      var e = try CropEngine(image: .upright(SavedCropTests.photo), cropBox: box)
      #expect(e.apply(.restore(original.savedCrop)) == .moved)
      let a = original.cropRegion
      let b = e.cropRegion
      let tolerance = 1e-9 * 4000
      #expect(isClose(a.topLeft, b.topLeft, tolerance: tolerance))
      #expect(isClose(a.topRight, b.topRight, tolerance: tolerance))
      #expect(isClose(a.bottomRight, b.bottomRight, tolerance: tolerance))
      #expect(isClose(a.bottomLeft, b.bottomLeft, tolerance: tolerance))
      #expect(b.angle == a.angle && b.orientation == a.orientation)
    }

    @Test(arguments: [
      Rect(x: 0, y: 0, width: 320, height: 180), Rect(x: 10, y: 20, width: 336, height: 189),
      Rect(x: 0.5, y: 0.25, width: 352, height: 198),
      Rect(x: 7, y: 300, width: 390, height: 219.375),
      Rect(x: 0, y: 0, width: 1024, height: 576), Rect(x: 3, y: 5, width: 375, height: 210.9375),
      Rect(x: 0, y: 0, width: 1600, height: 900), Rect(x: 0, y: 0, width: 160, height: 90),
      // Boxes whose crop comes out as 2520 × 1417.4999999999995 or 2519.9999999999995 × 1417.5.
      Rect(x: 1.2, y: 1, width: 184.5, height: 103.781_25),
      Rect(x: 0.6, y: 3, width: 93, height: 52.3125),
      Rect(x: 1.8, y: 0, width: 81, height: 45.5625),
      Rect(x: 0.9, y: 2, width: 69, height: 38.8125),
    ])
    func `one saved crop gives the same whole pixels in every box of its aspect`(box: Rect) throws {
      let saved = SavedCrop(
        center: Point(x: 2016, y: 1512), zoomRelativeToCover: 1.6, angle: 0, orientation: .identity)
      var e = try CropEngine(image: .upright(Size(width: 4032, height: 3024)), cropBox: box)
      e.apply(.restore(saved))
      let pixels = try CropOutput.pixelRect(
        e.cropRect, imagePixelSize: e.imagePixelSize, ratio: CropRatio(width: 16, height: 9)!)
      // 4032/1.6 × 2268/1.6 = 2520 × 1417.5: n = 157.5 rounds up to 158 (2528 × 1422).
      #expect(pixels == Rect(x: 752, y: 801, width: 2528, height: 1422))
    }

    @Test(arguments: [
      Rect(x: 0, y: 0, width: 600, height: 300), Rect(x: 0, y: 0, width: 200, height: 400),
    ])
    func `a box of another aspect ratio keeps a centred crop's centre and covers it`(box: Rect)
      throws
    {
      let saved = SavedCrop(
        center: Point(x: 2000, y: 1500), zoomRelativeToCover: 1.5, angle: 0.1,
        orientation: CropOrientation(quarterTurns: 1))
      var e = try CropEngine(image: .upright(SavedCropTests.photo), cropBox: box)
      e.apply(.restore(saved))
      #expect(isClose(e.savedCrop.center, Point(x: 2000, y: 1500), tolerance: 1e-9 * 4000))
      #expect(isClose(e.savedCrop.zoomRelativeToCover, 1.5, tolerance: 1e-12))
      #expect(e.isCovered)
    }

    @Test func `a saved centre too near an edge for the new box moves just enough to cover it`()
      throws
    {
      var e = try CropEngine(
        image: .upright(SavedCropTests.photo), cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
      e.apply(.restore(SavedCrop(center: Point(x: 10, y: 10), zoomRelativeToCover: 1)))
      // At zoom 1 the 400 × 300-point photo can only put pixel (1500, 1500) under the box's centre.
      #expect(isClose(e.savedCrop.center, Point(x: 1500, y: 1500), tolerance: 1e-9))
      #expect(e.isCovered)
    }

    @Test func `restoring does not read the saved box's shape`() throws {
      let saved = SavedCrop(
        center: Point(x: 1800, y: 1400), zoomRelativeToCover: 1.25, angle: 0.1,
        orientation: CropOrientation(quarterTurns: 1))
      var shaped = saved
      shaped.aspect = .locked(CropRatio(width: 4, height: 1)!)
      let box = Rect(x: 0, y: 0, width: 300, height: 300)
      var a = try CropEngine(image: .upright(SavedCropTests.photo), cropBox: box)
      var b = a
      a.apply(.restore(saved))
      b.apply(.restore(shaped))
      #expect(bitIdentical(a, b))
    }

    @Test func `restoring cancels the gestures in progress`() throws {
      var e = SavedCropTests.edited()
      let saved = e.savedCrop
      e.apply(.pinch(.began, scale: 1.2))
      e.apply(.restore(saved))
      #expect(!e.isInteracting)
    }

    static let bad: [SavedCrop] = [
      SavedCrop(center: Point(x: .nan, y: 0), zoomRelativeToCover: 1),
      SavedCrop(center: Point(x: 0, y: 0), zoomRelativeToCover: 0),
      SavedCrop(center: Point(x: 0, y: 0), zoomRelativeToCover: .infinity),
      SavedCrop(center: Point(x: 0, y: 0), zoomRelativeToCover: 1, angle: .nan),
    ]
    static let reasons: [CropEventRejection] = [
      .invalidLocation, .invalidScale, .invalidScale, .invalidAngle,
    ]

    @Test(arguments: zip(bad, reasons))
    func `a saved crop with a bad value is rejected and changes nothing`(
      saved: SavedCrop, reason: CropEventRejection
    ) {
      var e = SavedCropTests.edited()
      let before = e
      #expect(e.apply(.restore(saved)) == .rejected(reason))
      #expect(bitIdentical(e, before))
    }

    @Test func `an angle this box cannot cover within its maximum zoom is refused`() throws {
      var e = try CropEngine(
        image: .upright(Size(width: 300, height: 300)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
        configuration: CropConfiguration(limits: ZoomLimits(maximumZoom: 1.1)))
      let before = e
      #expect(
        e.apply(
          .restore(SavedCrop(center: Point(x: 150, y: 150), zoomRelativeToCover: 1, angle: 0.2)))
          == .rejected(.angleNotCoverable))
      #expect(bitIdentical(e, before))
    }
  }

  @Suite("cropBox(centeredIn:)")
  struct RebuildingTheBox {
    static let sixteenNine = CropRatio(width: 16, height: 9)!

    struct BoxCase: Sendable, CustomTestStringConvertible {
      var name: String
      var aspect: CropAspect?
      var area: Rect
      var expected: Rect
      var testDescription: String { name }
    }

    @Test func `the documented example: aspect 2 in a 400 × 300 area is 400 × 200, centred`() {
      let saved = SavedCrop(
        center: Point(x: 2000, y: 1500), zoomRelativeToCover: 1,
        aspect: .free(widthOverHeight: 2))
      #expect(
        saved.cropBox(centeredIn: Rect(x: 0, y: 0, width: 400, height: 300))
          == Rect(x: 0, y: 50, width: 400, height: 200))
    }

    @Test(arguments: [
      BoxCase(
        name: "a wide box in a landscape area touches left and right",
        aspect: .free(widthOverHeight: 2),
        area: Rect(x: 0, y: 0, width: 400, height: 300),
        expected: Rect(x: 0, y: 50, width: 400, height: 200)),
      BoxCase(
        name: "a tall box in a landscape area touches top and bottom",
        aspect: .free(widthOverHeight: 0.5),
        area: Rect(x: 0, y: 0, width: 400, height: 300),
        expected: Rect(x: 125, y: 0, width: 150, height: 300)),
      BoxCase(
        name: "3:2 in an offset square keeps the area's origin",
        aspect: .free(widthOverHeight: 1.5),
        area: Rect(x: 10, y: 20, width: 300, height: 300),
        expected: Rect(x: 10, y: 70, width: 300, height: 200)),
      BoxCase(
        name: "an area of the box's own shape is the box", aspect: .free(widthOverHeight: 1.25),
        area: Rect(x: -8, y: 4, width: 500, height: 400),
        expected: Rect(x: -8, y: 4, width: 500, height: 400)),
      BoxCase(
        name: "a negative-size area is read standardized", aspect: .free(widthOverHeight: 1),
        area: Rect(x: 400, y: 300, width: -400, height: -300),
        expected: Rect(x: 50, y: 0, width: 300, height: 300)),
      BoxCase(
        name: "a locked 16:9 is the exact largest 16:9 box", aspect: .locked(sixteenNine),
        area: Rect(x: 0, y: 0, width: 375, height: 667),
        expected: Rect(x: 0, y: 228.031_25, width: 375, height: 210.9375)),
      BoxCase(
        name: "a locked 4:3 is the exact largest 4:3 box",
        aspect: .locked(CropRatio(width: 4, height: 3)!),
        area: Rect(x: 0, y: 0, width: 375, height: 667),
        expected: Rect(x: 0, y: 192.875, width: 375, height: 281.25)),
      BoxCase(
        name: "a locked 1:1 is the largest square", aspect: .locked(.square),
        area: Rect(x: 0, y: 0, width: 400, height: 300),
        expected: Rect(x: 50, y: 0, width: 300, height: 300)),
      BoxCase(
        name: "the infinite rect is read as the finite rect it is stored as",
        aspect: .free(widthOverHeight: 1),
        area: .infinite, expected: .infinite),
      BoxCase(
        name: "a side that underflows is zero",
        aspect: .free(widthOverHeight: .leastNonzeroMagnitude),
        area: Rect(x: 0, y: 0, width: 0.5, height: 0.5),
        expected: Rect(x: 0.25, y: 0, width: 0, height: 0.5)),
    ])
    func `is the largest box of the saved shape, centred in the area`(_ c: BoxCase) {
      let saved = SavedCrop(
        center: Point(x: 2000, y: 1500), zoomRelativeToCover: 1, aspect: c.aspect)
      #expect(saved.cropBox(centeredIn: c.area) == c.expected)
    }

    @Test(arguments: [
      Rect.null, Rect(x: 0, y: 0, width: 0, height: 300), Rect(x: 0, y: 0, width: 400, height: 0),
      Rect(x: 5, y: 5, width: 0, height: 0), Rect(x: .nan, y: 0, width: 400, height: 300),
      Rect(x: 0, y: -.infinity, width: 400, height: 300),
      Rect(x: 0, y: 0, width: .infinity, height: 300), Rect(x: 0, y: 0, width: 400, height: .nan),
      // Finite parts whose far edge overflows (found by the fuzzer: the centred box's origin was
      // infinite).
      Rect(x: 9527, y: .greatestFiniteMagnitude, width: 17673, height: .greatestFiniteMagnitude),
      Rect(x: .greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude, height: 300),
    ])
    func `is nil for a null, empty or non-finite area, or one whose far edge overflows`(
      _ area: Rect
    ) {
      let free = SavedCrop(
        center: Point(x: 2000, y: 1500), zoomRelativeToCover: 1,
        aspect: .free(widthOverHeight: 1.5))
      var locked = free
      locked.aspect = .locked(Self.sixteenNine)
      #expect(free.cropBox(centeredIn: area) == nil)
      #expect(locked.cropBox(centeredIn: area) == nil)
    }

    @Test(arguments: [nil, 0, -1.5, .nan, .infinity, -.infinity] as [Double?])
    func `is nil when the aspect is unknown, or free and not finite and positive`(
      aspect: Double?
    ) {
      let saved = SavedCrop(
        center: Point(x: 2000, y: 1500), zoomRelativeToCover: 1,
        aspect: aspect.map { .free(widthOverHeight: $0) })
      #expect(saved.cropBox(centeredIn: Rect(x: 0, y: 0, width: 400, height: 300)) == nil)
    }

    /// A 4000 × 3000 photo behind a 320 × 180 box, showing pixels (200, 500) to (3400, 2300): the
    /// covering crop is the photo's full width, 4000 × 2250, and 1.25 times that zoom shows
    /// 3200 × 1800 about pixel (1800, 1400). The box rebuilt in a 1000-point square is 1000 ×
    /// 562.5, so restoring there shows the same pixels; a square box would not.
    @Test(arguments: [sixteenNine, nil] as [CropRatio?])
    func `a box rebuilt from the saved crop alone shows the same pixels after restoring`(
      locked: CropRatio?
    ) throws {
      var original = try CropEngine(
        image: .upright(SavedCropTests.photo), cropBox: Rect(x: 0, y: 0, width: 320, height: 180))
      original.apply(
        .restore(SavedCrop(center: Point(x: 1800, y: 1400), zoomRelativeToCover: 1.25)))
      var saved = original.savedCrop
      if let locked { saved.aspect = .locked(locked) }
      let box = try #require(
        saved.cropBox(centeredIn: Rect(x: 0, y: 0, width: 1000, height: 1000)))
      #expect(isClose(box, Rect(x: 0, y: 218.75, width: 1000, height: 562.5), tolerance: 1e-12))
      var restored = try CropEngine(image: .upright(SavedCropTests.photo), cropBox: box)
      #expect(restored.apply(.restore(saved)) == .moved)
      let pixels = Rect(x: 200, y: 500, width: 3200, height: 1800)
      #expect(isClose(original.cropRect, pixels, tolerance: 1e-9 * 4000))
      #expect(isClose(restored.cropRect, pixels, tolerance: 1e-9 * 4000))
      #expect(
        try CropOutput.pixelRect(
          restored.cropRect, imagePixelSize: SavedCropTests.photo, ratio: Self.sixteenNine)
          == pixels)
    }
  }

  @Suite("Codable")
  struct Coding {
    typealias Bad = JSONCoding.Bad

    static func decode(_ json: String) throws -> SavedCrop {
      try JSONDecoder().decode(SavedCrop.self, from: Data(json.utf8))
    }

    /// The saved crop's JSON with sorted keys, so that the layout compares as text.
    static func sortedJSON(_ saved: SavedCrop) throws -> String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      return String(decoding: try encoder.encode(saved), as: UTF8.self)
    }

    static let v2 = SavedCrop(
      center: Point(x: 2000, y: 1500.5), zoomRelativeToCover: 1.25, angle: -0.5,
      orientation: CropOrientation(quarterTurns: 3, isMirrored: true),
      aspect: .locked(CropRatio(width: 3, height: 2)!))

    @Test func `a saved crop survives a JSON round trip`() throws {
      let saved = SavedCropTests.edited().savedCrop
      let data = try JSONEncoder().encode(saved)
      #expect(try JSONDecoder().decode(SavedCrop.self, from: data) == saved)
    }

    @Test(arguments: [
      v2, SavedCrop(center: Point(x: 1, y: 2), zoomRelativeToCover: 3),
      SavedCrop(
        center: Point(x: 1, y: 2), zoomRelativeToCover: 3,
        aspect: .free(widthOverHeight: 1.777_777_777_777_777_7)),
      SavedCrop(
        center: Point(x: 1, y: 2), zoomRelativeToCover: 3,
        aspect: .locked(CropRatio(width: 9, height: 16)!)),
    ])
    func `a crop survives a JSON round trip with or without its box's shape`(saved: SavedCrop)
      throws
    {
      let data = try JSONEncoder().encode(saved)
      #expect(try JSONDecoder().decode(SavedCrop.self, from: data) == saved)
    }

    @Test func `version 2 writes the box's aspect ratio and its locked ratio's terms`() throws {
      #expect(
        try Self.sortedJSON(Self.v2)
          == #"{"angle":-0.5,"center":[2000,1500.5],"cropBoxAspectRatio":1.5,"isMirrored":true,"lockedRatio":[3,2],"quarterTurns":3,"version":2,"zoomRelativeToCover":1.25}"#
      )
    }

    @Test func `version 2 leaves out an unknown aspect ratio and a free box's locked ratio`() throws
    {
      #expect(
        try Self.sortedJSON(SavedCrop(center: Point(x: 1, y: 2), zoomRelativeToCover: 3))
          == #"{"angle":0,"center":[1,2],"isMirrored":false,"quarterTurns":0,"version":2,"zoomRelativeToCover":3}"#
      )
    }

    @Test func `a crop with a perspective writes version 3 with its two angles`() throws {
      let saved = SavedCrop(
        center: Point(x: 1, y: 2), zoomRelativeToCover: 3,
        perspective: Perspective(horizontal: 0.25, vertical: -0.5)!)
      #expect(
        try Self.sortedJSON(saved)
          == #"{"angle":0,"center":[1,2],"isMirrored":false,"perspective":[0.25,-0.5],"quarterTurns":0,"version":3,"zoomRelativeToCover":3}"#
      )
      let data = try JSONEncoder().encode(saved)
      #expect(try JSONDecoder().decode(SavedCrop.self, from: data) == saved)
    }

    @Test func `a version 2 crop reads with no perspective, and one without writes version 2`()
      throws
    {
      let saved = try Self.decode(#"{"version": 2, \#(Self.valid), "perspective": [0.25, 0]}"#)
      #expect(saved.perspective == .none)
      #expect(SavedCrop.currentVersion == 4)
    }

    @Test func `a version 1 crop still decodes, with the values it had and no box shape`() throws {
      let saved = try Self.decode(
        """
        {"version": 1, "center": [2000, 1500.5], "zoomRelativeToCover": 1.25, "angle": -0.5,
         "quarterTurns": 3, "isMirrored": true}
        """)
      #expect(
        saved
          == SavedCrop(
            center: Point(x: 2000, y: 1500.5), zoomRelativeToCover: 1.25, angle: -0.5,
            orientation: CropOrientation(quarterTurns: 3, isMirrored: true), aspect: nil))
    }

    @Test func `a version 1 crop does not read the keys version 2 added`() throws {
      let saved = try Self.decode(
        #"{"version": 1, \#(Self.valid), "cropBoxAspectRatio": 2, "lockedRatio": [2, 1]}"#)
      #expect(saved == SavedCrop(center: Point(x: 1, y: 2), zoomRelativeToCover: 1))
    }

    @Test func `a version 2 crop decodes with its box's aspect ratio and locked ratio`() throws {
      let saved = try Self.decode(
        """
        {"version": 2, "center": [2000, 1500.5], "zoomRelativeToCover": 1.25, "angle": -0.5,
         "quarterTurns": 3, "isMirrored": true, "cropBoxAspectRatio": 1.5, "lockedRatio": [3, 2]}
        """)
      #expect(saved == Self.v2)
    }

    @Test(arguments: [
      #"{"version": 2, \#(valid)}"#,
      #"{"version": 2, \#(valid), "cropBoxAspectRatio": null, "lockedRatio": null}"#,
    ])
    func `a version 2 crop reads a missing or null shape as nil`(json: String) throws {
      #expect(try Self.decode(json) == SavedCrop(center: Point(x: 1, y: 2), zoomRelativeToCover: 1))
    }

    @Test func `a locked ratio not in lowest terms reads reduced`() throws {
      let saved = try Self.decode(#"{"version": 2, \#(Self.valid), "lockedRatio": [32, 18]}"#)
      #expect(saved.aspect == .locked(CropRatio(width: 16, height: 9)!))
    }

    @Test func `a locked ratio is the aspect whatever the aspect ratio beside it says`() throws {
      let saved = try Self.decode(
        #"{"version": 2, \#(Self.valid), "cropBoxAspectRatio": 1, "lockedRatio": [16, 9]}"#)
      #expect(saved.aspect == .locked(CropRatio(width: 16, height: 9)!))
      #expect(
        saved.cropBox(centeredIn: Rect(x: 0, y: 0, width: 375, height: 667))
          == Rect(x: 0, y: 228.031_25, width: 375, height: 210.9375))
    }

    @Test func `an aspect ratio alone reads as a free aspect`() throws {
      let saved = try Self.decode(#"{"version": 2, \#(Self.valid), "cropBoxAspectRatio": 1.5}"#)
      #expect(saved.aspect == .free(widthOverHeight: 1.5))
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
      var name: String
      var json: String
      var testDescription: String { name }
    }

    static let valid =
      #""center": [1, 2], "zoomRelativeToCover": 1, "angle": 0, "quarterTurns": 0, "isMirrored": false"#

    static let malformed: [Malformed] = [
      Malformed(name: "a later version", json: #"{"version": 5, \#(valid)}"#),
      Malformed(name: "no version", json: "{\(valid)}"),
      Malformed(
        name: "quarter turns out of range",
        json:
          #"{"version": 1, "center": [1, 2], "zoomRelativeToCover": 1, "angle": 0, "quarterTurns": 4, "isMirrored": false}"#
      ),
      Malformed(
        name: "a zero zoom",
        json:
          #"{"version": 1, "center": [1, 2], "zoomRelativeToCover": 0, "angle": 0, "quarterTurns": 0, "isMirrored": false}"#
      ),
      Malformed(
        name: "a centre with three numbers",
        json:
          #"{"version": 1, "center": [1, 2, 3], "zoomRelativeToCover": 1, "angle": 0, "quarterTurns": 0, "isMirrored": false}"#
      ),
      Malformed(name: "an array", json: "[1, 2]"),
      Malformed(
        name: "a string angle",
        json:
          #"{"version": 1, "center": [1, 2], "zoomRelativeToCover": 1, "angle": "0", "quarterTurns": 0, "isMirrored": false}"#
      ),
    ]

    @Test(arguments: malformed)
    func `malformed JSON fails with a DecodingError, never a trap`(m: Malformed) {
      #expect(throws: DecodingError.self) { try Self.decode(m.json) }
    }

    /// Version 2 JSON with `fields` after the version 1 keys.
    static func version2(_ fields: String) -> String { #"{"version": 2, \#(valid), \#(fields)}"# }

    static let badFields: [Bad] = [
      Bad(#"{"version": 0, \#(valid)}"#, .dataCorrupted, at: ["version"]),
      Bad(#"{"version": 5, \#(valid)}"#, .dataCorrupted, at: ["version"]),
      // Version 3 needs a perspective: two finite angles within ±π/6.
      // A missing key is reported at its container, the top level.
      Bad(#"{"version": 3, \#(valid)}"#, .keyNotFound, at: []),
      Bad(
        #"{"version": 3, \#(valid), "perspective": [0.6, 0]}"#, .dataCorrupted, at: ["perspective"]),
      Bad(
        #"{"version": 3, \#(valid), "perspective": [0.1]}"#, .valueNotFound,
        at: ["perspective", "Index 1"]),
      Bad(#"{"version": 3, \#(valid), "perspective": 0.1}"#, .typeMismatch, at: ["perspective"]),
      Bad(version2(#""cropBoxAspectRatio": 0"#), .dataCorrupted, at: ["cropBoxAspectRatio"]),
      Bad(version2(#""cropBoxAspectRatio": -1.5"#), .dataCorrupted, at: ["cropBoxAspectRatio"]),
      Bad(version2(#""cropBoxAspectRatio": "1.5""#), .typeMismatch, at: ["cropBoxAspectRatio"]),
      Bad(version2(#""cropBoxAspectRatio": [16, 9]"#), .typeMismatch, at: ["cropBoxAspectRatio"]),
      Bad(version2(#""lockedRatio": [0, 1]"#), .dataCorrupted, at: ["lockedRatio"]),
      Bad(version2(#""lockedRatio": [16, -9]"#), .dataCorrupted, at: ["lockedRatio"]),
      // 2⁵³ + 1 has no exact Double, so CropRatio refuses it.
      Bad(version2(#""lockedRatio": [9007199254740993, 1]"#), .dataCorrupted, at: ["lockedRatio"]),
      Bad(version2(#""lockedRatio": [16]"#), .valueNotFound, at: ["lockedRatio", "Index 1"]),
      Bad(version2(#""lockedRatio": [16, 9, 1]"#), .dataCorrupted, at: ["lockedRatio", "Index 2"]),
      Bad(version2(#""lockedRatio": [16, "9"]"#), .typeMismatch, at: ["lockedRatio", "Index 1"]),
      Bad(version2(#""lockedRatio": "16:9""#), .typeMismatch, at: ["lockedRatio"]),
      Bad(
        version2(#""lockedRatio": {"width": 16, "height": 9}"#), .typeMismatch, at: ["lockedRatio"]),
    ]

    @Test(arguments: badFields)
    func `a bad version, aspect ratio or locked ratio fails with the right DecodingError`(bad: Bad)
    {
      JSONCoding.check(SavedCrop.self, bad)
    }

    @Test(arguments: ["inf", "-inf", "nan"])
    func `a non-finite aspect ratio is rejected, even from a decoder that delivers one`(
      value: String
    ) {
      do {
        _ = try JSONCoding.nonConformingDecoder.decode(
          SavedCrop.self, from: Data(Self.version2(#""cropBoxAspectRatio": "\#(value)""#).utf8))
        Issue.record("decoded an aspect ratio of \(value)")
      } catch DecodingError.dataCorrupted(let context) {
        #expect(context.codingPath.map(\.stringValue) == ["cropBoxAspectRatio"])
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }

    @Test func `a later version's error says which version it found`() {
      do {
        _ = try Self.decode(#"{"version": 5, \#(Self.valid)}"#)
        Issue.record("decoded a version 5 crop")
      } catch DecodingError.dataCorrupted(let context) {
        #expect(context.debugDescription.contains("version 5"))
        #expect(context.codingPath.map(\.stringValue) == ["version"])
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }
}
