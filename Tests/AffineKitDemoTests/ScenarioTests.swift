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
