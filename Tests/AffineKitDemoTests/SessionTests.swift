import AffineKit
import AffineKitDemo
import Foundation
import Testing

@Suite("Session")
struct SessionTests {
  @Test func `the pinch-in session table shows each step and the settle target`() {
    let expected = """
      step  event                zoom  content frame           settle target
      ----  -------------------  ----  ----------------------  ----------------
      0     start                1     (0, 0, 300, 300)
      1     pinch 0.9 (began)    0.9   (15, 15, 270, 270)
      2     pinch 0.9 (changed)  0.81  (28.5, 28.5, 243, 243)
      3     pinch 1 (ended)      0.81  (28.5, 28.5, 243, 243)  (0, 0, 300, 300)

      final zoom 1, content frame (0, 0, 300, 300)
      crop for a 1200 × 1200 image: (0, 0, 1200, 1200) pixels

      """
    #expect(Scenario.pinchIn.table() == expected)
  }

  @Test func `the double-tap table shows the state after each tap and its settle target`() {
    // Tap at (75, 75) at zoom 1: zoom 2 about the tap, origin 75 + 2 · (0 − 75) = −75. Tap at
    // (200, 40) at zoom 2: zoom 1 about the tap gives (62.5, −17.5, 300, 300), which settles to
    // the wrapper.
    let expected = """
      step  event                    zoom  content frame         settle target
      ----  -----------------------  ----  --------------------  --------------------
      0     start                    1     (0, 0, 300, 300)
      1     double tap at (75, 75)   2     (-75, -75, 600, 600)  (-75, -75, 600, 600)
      2     double tap at (200, 40)  1     (0, 0, 300, 300)      (0, 0, 300, 300)

      final zoom 1, content frame (0, 0, 300, 300)
      crop for a 1200 × 1200 image: (0, 0, 1200, 1200) pixels

      """
    #expect(Scenario.doubleTap.table() == expected)
  }

  @Test func `the zoom column is the engine's zoom where the fingers left the image`() throws {
    // Pinch 0.9 twice, then release: the release row shows where the fingers left it (0.81), not
    // where it settles (1).
    let session = try #require(Scenario.pinchIn.session)
    let zooms = session.replay().steps.map(\.zoom)
    #expect(zooms.count == 3)
    #expect(zooms[0] == 0.9 && zooms[1] == 0.81 && zooms[2] == 0.81)
  }

  @Test func `the crop session's gestures run began, changed, ended as a recognizer reports them`()
    throws
  {
    let session = try #require(Scenario.crop.session)
    let phases = session.events.map { event -> String in
      switch event {
      case .pinch(let phase, _, _, _, _, _): return "pinch \(phase)"
      case .pan(let phase, _, _, _): return "pan \(phase)"
      case .doubleTap: return "double tap"
      default: return "other"
      }
    }
    #expect(
      phases == [
        "pinch began", "pinch changed", "pinch ended", "pinch began", "pinch changed",
        "pinch ended", "pan began", "pan changed", "pan ended", "double tap",
      ])
  }

  @Test func `each pinch step records its focal point and each double tap its location`() throws {
    // A pinch without a focal point scales about the content's centre, (150, 150) here.
    let session = try #require(Scenario.crop.session)
    let points = session.replay().steps.map(\.point)
    let centre = Point(x: 150, y: 150)
    let focal = Point(x: 60, y: 90)
    #expect(
      points == [
        centre, centre, centre, focal, focal, focal, nil, nil, nil, Point(x: 200, y: 100),
      ])
  }

  @Test func `the crop session ends zoomed 2x with the crop (133.333, 186.667, 600, 600)`() throws {
    // After the pan settles the content is (0, −45, 450, 450) at zoom 1.5; the double tap at
    // (200, 100) zooms to 2 about it: x = 200 + 4/3 · (0 − 200) = −66.667,
    // y = 100 + 4/3 · (−45 − 100) = −93.333, so the crop starts at 2 × (66.667, 93.333) pixels.
    let session = try #require(Scenario.crop.session)
    let (steps, final) = session.replay()
    #expect(steps.count == 10)
    #expect(final.zoom == 2)
    #expect(DemoFormat.rect(final.cropRect) == "(133.333, 186.667, 600, 600)")
  }

  @Test func `the pan-edge session closes the gap and keeps the zoom`() throws {
    let session = try #require(Scenario.panEdge.session)
    let (steps, final) = session.replay()
    #expect(DemoFormat.rect(steps[1].frame) == "(50, -150, 600, 600)")
    #expect(DemoFormat.rect(final.contentFrame) == "(0, -150, 600, 600)")
    #expect(final.zoom == 2)
  }
}
