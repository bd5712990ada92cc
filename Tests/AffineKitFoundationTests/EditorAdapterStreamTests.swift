import AffineKit
import AffineKitFoundation
import Testing

/// The whole UIKit and SwiftUI editors of Docs/Gestures.md ("Driving it from UIKit", "A whole
/// editor in SwiftUI"), replayed: what their drags, ratio bars and straighten dials send through
/// their `CropUndoBridge`, the haptics their `send` plays, and the undo manager's steps. The photo
/// is 4000 × 3000 pixels in a 358 × 600 crop area at (16, 100), so the box starts at
/// (16, 265.75, 358, 268.5).
@MainActor
@Suite("The editors' streams")
struct EditorAdapterStreamTests {
  /// The editor's state: its bridge, its pan's grabbed handle, the haptics played, the clock.
  @MainActor
  final class Editor {
    let manager = FakeUndoManager()
    let bridge: CropUndoBridge<FakeUndoManager>
    var grabbed: CropHandle?
    var haptics = 0
    var now = 0.0

    init() {
      let engine = try! CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropArea: Rect(x: 16, y: 100, width: 358, height: 600))
      bridge = CropUndoBridge(engine: engine, undoManager: manager, clock: { 1000 })
    }

    /// The editor's `send`: the haptic on a detent crossing.
    func send(_ event: CropEvent) {
      if bridge.apply(event, at: now).detentCrossing != nil { haptics += 1 }
    }

    /// The editor's `panned`: at the beginning the engine's hit test at the finger's first point
    /// chooses a handle drag or a pan.
    func pan(_ phase: GesturePhase, down: Point, moved: Point) {
      if phase == .began {
        let target = bridge.engine.touchTarget(at: down, time: now)
        if case .handle(let handle) = target { grabbed = handle } else { grabbed = nil }
      }
      if let handle = grabbed {
        send(.handleDrag(handle, phase, translation: moved, values: .cumulative))
      } else {
        send(.pan(phase, translation: moved, values: .cumulative))
      }
    }

    /// A whole pan from `down` by `moved`, then five seconds for its animations.
    func pan(from down: Point, by moved: Point) {
      pan(.began, down: down, moved: .zero)
      pan(.changed, down: down, moved: moved)
      pan(.ended, down: down, moved: moved)
      now += 5
    }

    /// The SwiftUI editor's drag target, asked at a drag's first change and kept until its end.
    var target: CropTouchTarget?

    /// The SwiftUI editor's `drag`: `onChanged` (`.changed`) and `onEnded` (`.ended`).
    func swiftUIDrag(_ phase: GesturePhase, start: Point, translation: Point) {
      let grabbed = target ?? bridge.engine.touchTarget(at: start, time: now)
      target = phase == .changed ? grabbed : nil
      if case .handle(let handle) = grabbed {
        send(.handleDrag(handle, phase, translation: translation, values: .cumulative))
      } else {
        send(.pan(phase, translation: translation, values: .cumulative))
      }
    }

    /// The SwiftUI editor's `cancelDrag`, a turn after the drag's flag resets.
    func swiftUICancel() {
      guard let grabbed = target else { return }
      target = nil
      if case .handle(let handle) = grabbed {
        send(.handleDrag(handle, .cancelled, translation: .zero))
      } else {
        send(.pan(.cancelled, translation: .zero))
      }
    }

    /// The dial: its touch down, its values in degrees, its touch up.
    func dial(_ degrees: [Double]) {
      bridge.beginGrouping()
      for d in degrees { send(.straighten(angle: d * .pi / 180)) }
      bridge.endGrouping()
      now += 5
    }
  }

  @Test func `a pan that starts on a corner drags it, and one inside the box moves the photo`() {
    let editor = Editor()
    // The bottom-right corner (374, 534.25), up and left.
    editor.pan(from: Point(x: 374, y: 534.25), by: Point(x: -60, y: -40))
    #expect(editor.manager.undoNames == ["Crop"])
    let cropped = editor.bridge.engine.cropRect
    #expect(cropped.width < 4000 && cropped.height < 3000)
    // The box's middle: the photo moves left under the box, which shows more of its right.
    editor.pan(from: Point(x: 195, y: 400), by: Point(x: -20, y: 0))
    #expect(editor.bridge.engine.cropRect.minX > cropped.minX)
    #expect(editor.manager.undoNames == ["Crop", "Move"])
  }

  @Test func `the ratio bar's segments send their presets`() {
    let editor = Editor()
    // The segments in the editors' order: Free, Original, 1:1, 4:3, 16:9.
    let ratios: [CropRatioPreset] = [
      .free, .original, .square, .exactly(CropRatio(width: 4, height: 3)!),
      .exactly(CropRatio(width: 16, height: 9)!),
    ]
    let locks: [CropRatio?] = [
      nil, CropRatio(width: 4, height: 3), .square, CropRatio(width: 4, height: 3),
      CropRatio(width: 16, height: 9),
    ]
    for (segment, lock) in zip([0, 1, 2, 3, 4, 2], locks + [.square]) {
      editor.send(.ratio(ratios[segment]))
      editor.now += 5
      #expect(editor.bridge.engine.aspect.lockedRatio == lock, "segment \(segment)")
    }
    // The last, 1:1: the largest square in the area.
    #expect(editor.bridge.engine.cropBox == Rect(x: 16, y: 221, width: 358, height: 358))
    #expect(editor.manager.undoNames.allSatisfy { $0 == "Aspect Ratio" })
  }

  @Test func `the dial ticks at each crossing of 0 and its drag is one undo step`() {
    let editor = Editor()
    // 0 → 5° leaves the detent, 0.3° enters it (exactly 0), −0.6° leaves it again; 2° does not
    // cross.
    editor.dial([5, 0.3, -0.6, 2])
    #expect(editor.haptics == 3)
    #expect(editor.bridge.engine.angle == 2 * .pi / 180)
    #expect(editor.manager.undoNames == ["Straighten"])
    editor.manager.undo()
    #expect(editor.bridge.engine.angle == 0)
    // Back to 0 from the dial is a haptic-free undo: the undo manager, not a dial, moved it.
    #expect(editor.haptics == 3)
    // A drag that ends where it began (at 0, inside the detent) leaves no step.
    editor.dial([0.2, -0.4])
    #expect(editor.haptics == 3 && editor.manager.undoStack.isEmpty)
  }

  @Test func `a SwiftUI drag asks its target once, so a corner dragged far stays a handle drag`() {
    let editor = Editor()
    let corner = Point(x: 374, y: 534.25)
    editor.swiftUIDrag(.changed, start: corner, translation: Point(x: -60, y: -40))
    editor.swiftUIDrag(.changed, start: corner, translation: Point(x: -120, y: -80))
    // Asked again now, the start point is far from the dragged corner: no handle.
    #expect(editor.bridge.engine.touchTarget(at: corner, time: editor.now) != .handle(.bottomRight))
    #expect(editor.bridge.engine.cropBox.maxX == 254)
    editor.swiftUIDrag(.ended, start: corner, translation: Point(x: -120, y: -80))
    // The flag's reset after onEnded sends nothing.
    editor.swiftUICancel()
    #expect(editor.manager.undoNames == ["Crop"])
    #expect(!editor.bridge.engine.isInteracting)
  }

  @Test
  func `a SwiftUI drag cancelled without onEnded ends with its cancel, and the box recentres`() {
    let editor = Editor()
    let corner = Point(x: 374, y: 534.25)
    editor.swiftUIDrag(.changed, start: corner, translation: Point(x: -60, y: -40))
    #expect(editor.bridge.engine.isInteracting)
    editor.swiftUICancel()
    #expect(!editor.bridge.engine.isInteracting)
    #expect(editor.bridge.engine.isAnimating(at: editor.now))
    #expect(editor.bridge.engine.cropBox.width == 358)  // the recentre's end: the area's width
  }

  @Test(arguments: [[5.0], [9.1, 12]])
  func `after an undo the SwiftUI dial set to the engine's angle sends it back: no step, no haptic`(
    degrees: [Double]
  ) {
    let editor = Editor()
    for d in degrees { editor.dial([d]) }
    let haptics = editor.haptics
    editor.manager.undo()
    // The SwiftUI dial holds the engine's angle in radians, and its onChange sends it back.
    editor.send(.straighten(angle: editor.bridge.engine.angle))
    #expect(editor.haptics == haptics)
    #expect(editor.manager.undoStack.count == degrees.count - 1)
    #expect(editor.manager.redoStack.map(\.name) == ["Straighten"])
  }

}
