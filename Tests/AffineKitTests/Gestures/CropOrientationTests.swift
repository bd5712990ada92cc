import AffineKit
import Testing

@Suite("CropOrientation")
struct CropOrientationTests {
  @Test(arguments: [
    (CropOrientation.identity, "CropOrientation(quarterTurns: 0, isMirrored: false)"),
    (CropOrientation(quarterTurns: -1), "CropOrientation(quarterTurns: 3, isMirrored: false)"),
    (
      CropOrientation(quarterTurns: 6, isMirrored: true),
      "CropOrientation(quarterTurns: 2, isMirrored: true)"
    ),
  ])
  func `an orientation prints as its initializer takes it, the turns taken modulo 4`(
    orientation: CropOrientation, printed: String
  ) {
    #expect(String(describing: orientation) == printed)
  }
}
