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
      imagePixelSize: photo, cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
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
        imagePixelSize: SavedCropTests.photo, cropBox: Rect(x: 45, y: 272, width: 300, height: 300)
      )
      #expect(
        e.savedCrop == SavedCrop(center: Point(x: 2000, y: 1500), zoomRelativeToCover: 1))
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
      var e = try CropEngine(imagePixelSize: SavedCropTests.photo, cropBox: box)
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
      var e = try CropEngine(imagePixelSize: Size(width: 4032, height: 3024), cropBox: box)
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
      var e = try CropEngine(imagePixelSize: SavedCropTests.photo, cropBox: box)
      e.apply(.restore(saved))
      #expect(isClose(e.savedCrop.center, Point(x: 2000, y: 1500), tolerance: 1e-9 * 4000))
      #expect(isClose(e.savedCrop.zoomRelativeToCover, 1.5, tolerance: 1e-12))
      #expect(e.isCovered)
    }

    @Test func `a saved centre too near an edge for the new box moves just enough to cover it`()
      throws
    {
      var e = try CropEngine(
        imagePixelSize: SavedCropTests.photo, cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
      e.apply(.restore(SavedCrop(center: Point(x: 10, y: 10), zoomRelativeToCover: 1)))
      // At zoom 1 the 400 × 300-point photo can only put pixel (1500, 1500) under the box's centre.
      #expect(isClose(e.savedCrop.center, Point(x: 1500, y: 1500), tolerance: 1e-9))
      #expect(e.isCovered)
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
        imagePixelSize: Size(width: 300, height: 300),
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

  @Suite("Codable")
  struct Coding {
    static func decode(_ json: String) throws -> SavedCrop {
      try JSONDecoder().decode(SavedCrop.self, from: Data(json.utf8))
    }

    @Test func `a saved crop survives a JSON round trip`() throws {
      let saved = SavedCropTests.edited().savedCrop
      let data = try JSONEncoder().encode(saved)
      #expect(try JSONDecoder().decode(SavedCrop.self, from: data) == saved)
    }

    @Test func `the layout is keyed, with a version`() throws {
      let saved = try Self.decode(
        """
        {"version": 1, "center": [2000, 1500.5], "zoomRelativeToCover": 1.25, "angle": -0.5,
         "quarterTurns": 3, "isMirrored": true}
        """)
      #expect(
        saved
          == SavedCrop(
            center: Point(x: 2000, y: 1500.5), zoomRelativeToCover: 1.25, angle: -0.5,
            orientation: CropOrientation(quarterTurns: 3, isMirrored: true)))
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
      var name: String
      var json: String
      var testDescription: String { name }
    }

    static let valid =
      #""center": [1, 2], "zoomRelativeToCover": 1, "angle": 0, "quarterTurns": 0, "isMirrored": false"#

    static let malformed: [Malformed] = [
      Malformed(name: "a later version", json: #"{"version": 2, \#(valid)}"#),
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

    @Test func `a later version's error says which version it found`() {
      do {
        _ = try Self.decode(#"{"version": 2, \#(Self.valid)}"#)
        Issue.record("decoded a version 2 crop")
      } catch DecodingError.dataCorrupted(let context) {
        #expect(context.debugDescription.contains("version 2"))
        #expect(context.codingPath.map(\.stringValue) == ["version"])
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }
}
