import AffineKit
import AffineKitDemo
import Foundation
import Testing

@Suite("Straighten scenario")
struct StraightenScenarioTests {
  /// A 1200 × 900 photo (400 × 300 points at zoom 1) behind a 300 × 300 box, straightened by 10°:
  /// the box's bounding box in the photo's axes is 300·(cos 10° + sin 10°) = 347.537 points, so the
  /// covering zoom is 347.537 / 300 = 1.158. At rest after a pan past the left edge, the crop is a
  /// square of side 900 / (cos 10° + sin 10°) = 776.91 pixels turned by 10°, touching the photo's
  /// left, top and bottom edges: corners (0, 776.91·sin 10°), (776.91·cos 10°, 0), …
  @Test func `straightening by 10 degrees keeps the box covered at rest and crops a turned square`()
  {
    let table = Scenario.straighten.table()
    #expect(table.contains("straighten to 10°: zoomed just enough     1.158  10°    yes"))
    #expect(table.contains("pan (120, 0): an empty corner shows       1.158  10°    no"))
    #expect(table.contains("release: settles covering the box         1.158  10°    yes"))
    #expect(table.contains("(0, 134.907), (765.093, 0), (900, 765.093), (134.907, 900)"))
  }
}

@Suite("Perspective scenario")
struct PerspectiveScenarioTests {
  /// The table's rows of steps, each cut into its columns (separated by two spaces or more).
  static func rows() -> [[String]] {
    Scenario.perspective.table().split(separator: "\n").dropFirst(2).prefix(5).map { line in
      line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
  }

  /// A 1200 × 900 photo behind a 300 × 300 box: the keystone and the horizontal tilt each raise
  /// the zoom, the pan past the left edge uncovers the box, and the release covers it again at
  /// the same zoom.
  @Test func `the keystone keeps the box covered at rest and crops a quadrilateral`() throws {
    let rows = Self.rows()
    #expect(rows.map { $0.last } == ["yes", "yes", "yes", "no", "yes"])
    #expect(rows.map { $0[3] } == ["0°, 0°", "0°, -15°", "10°, -15°", "10°, -15°", "10°, -15°"])
    let zooms = rows.map { Double($0[2]) ?? .nan }
    #expect(zooms[0] == 1 && zooms[1] > 1 && zooms[2] > zooms[1])
    #expect(zooms[3] == zooms[2] && zooms[4] == zooms[2])
    // A quadrilateral, not a rectangle: the top edge's pixels are not the bottom edge's.
    let table = Scenario.perspective.table()
    let line = try #require(
      table.split(separator: "\n").first { $0.hasPrefix("(") }.map(String.init))
    let numbers = line.split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
    try #require(numbers.count == 8)
    let top = numbers[2] - numbers[0]
    let bottom = numbers[4] - numbers[6]
    #expect(abs(top - bottom) > 10, "\(line)")
  }
}

@Suite("Crop-box scenario")
struct CropBoxScenarioTests {
  /// The table's rows, each cut into its columns (separated by two spaces or more).
  static func rows() -> [[String]] {
    Scenario.editableBox.table().split(separator: "\n").dropFirst(2).prefix(6).map { line in
      line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
  }

  /// A 1200 × 900 photo in the crop area (20, 20, 280, 360): the 4:3 box is 280 × 210 at
  /// y = 20 + (360 − 210) / 2 = 95, and at zoom 2 the photo is 560 × 420 points, its middle half
  /// in the box. The corner drag leaves the photo where it is (560 points for 1200 pixels): the box
  /// of 180 × 150 points shows 180 · 1200 / 560 = 385.714 × 321.429 pixels.
  @Test func `a corner drag holds the photo still`() {
    let rows = Self.rows()
    #expect(
      rows[0] == [
        "0", "start: the photo at zoom 2", "(20, 95, 280, 210)", "560 × 420",
        "(300, 225, 600, 450)",
      ])
    #expect(
      rows[1] == [
        "1", "the bottom-right corner in by (100, 60)", "(20, 95, 180, 150)", "560 × 420",
        "(300, 225, 385.714, 321.429)",
      ])
  }

  /// The recentre makes the 180 × 150 box the largest 6:5 box in the area, 280 × 233.333 at
  /// y = 83.333, and scales the photo by the same 280 / 180 (560 · 14/9 = 871.111 points): the
  /// same pixels half way (the eased progress is ½ at half the time: a box 230 wide) and at the
  /// end.
  @Test func `the recentre scales the box and the photo together, the same pixels at every frame`()
  {
    let rows = Self.rows()
    #expect(
      rows[2] == [
        "2", "0.8 s after the release: half way", "(20, 89.167, 230, 191.667)", "715.556 × 536.667",
        "(300, 225, 385.714, 321.429)",
      ])
    #expect(
      rows[3] == [
        "3", "recentred: a larger box", "(20, 83.333, 280, 233.333)", "871.111 × 653.333",
        "(300, 225, 385.714, 321.429)",
      ])
  }

  /// The box already spans the area's width, so the right edge pulled 60 past it zooms the photo
  /// out by 280 / 340 about the left edge's midpoint (871.111 · 14/17 = 717.386 points); 600
  /// further, the zoom stops at 3/7, where the photo's right edge meets the box's: the crop ends
  /// at the photo's last column, 300 + 900 = 1200.
  @Test func `an edge pulled past the crop area zooms the photo out, as far as the photo's edge`() {
    let rows = Self.rows()
    #expect(
      rows[4] == [
        "4", "the right edge 60 past the crop area", "(20, 83.333, 280, 233.333)",
        "717.386 × 538.039", "(300, 190.561, 468.367, 390.306)",
      ])
    #expect(
      rows[5] == [
        "5", "600 further: as far as it goes", "(20, 83.333, 280, 233.333)", "373.333 × 280",
        "(300, 10.714, 900, 750)",
      ])
  }
}

@Suite("Motion plots")
struct MotionPlotTests {
  @Test func `the fling plot rests Apple's projection further: 150 + 499 = 649 points`() {
    #expect(Scenario.fling.table().contains("1000 pt/s: rests at x = 649 pt"))
  }

  @Test func `the fling into an edge rests on the edge of the resting range, 1500 points`() {
    #expect(Scenario.flingEdge.table().contains("8000 pt/s: rests at x = 1500 pt"))
  }

  @Test func `the release spring plot shows three releases, each resting on the target`() {
    let table = Scenario.releaseSpring.table()
    for name in ["−3000 pt/s", "−1000 pt/s", "+1000 pt/s"] {
      #expect(table.contains("\(name): rests at x = 0 pt"))
    }
  }

  @Test(arguments: [Scenario.fling, .flingEdge, .releaseSpring])
  func `a motion plot draws the position and the velocity, each at its own scale`(
    scenario: Scenario
  ) {
    let panels = scenario.panels()
    #expect(panels.count == 2)
    #expect(panels.allSatisfy { $0.world == Rect(x: 0, y: 0, width: 400, height: 200) })
    #expect(
      panels.allSatisfy { panel in
        panel.shapes.contains { if case .polyline(_, _, false) = $0 { true } else { false } }
      })
  }
}
