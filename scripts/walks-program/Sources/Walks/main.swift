// Each walk's state is built first; then `walk(_:_:at:)` applies the one event the walk follows.
// `scripts/walks` collects instructions only inside `walk`, so only that event's code is listed.

/// Applies the walk's event: the only function whose callees callgrind records.
@inline(never)
func walk(_ engine: inout CropEngine, _ event: CropEvent, at time: Double) -> CropEventResult {
  engine.apply(event, at: time)
}

let photo = CropImage.upright(Size(width: 4000, height: 3000))
let box = Rect(x: 0, y: 0, width: 390, height: 700)
let area = Rect(x: 15, y: 100, width: 360, height: 600)
let name = CommandLine.arguments.dropFirst().first ?? ""

func fixedBox() -> CropEngine { try! CropEngine(image: photo, cropBox: box) }
func editableBox() -> CropEngine { try! CropEngine(image: photo, cropArea: area) }

func run(_ name: String) -> CropEventResult? {
  var engine: CropEngine
  switch name {
  case "pinch-end":
    // A pinch below the fit, released: the photo settles back with an animation.
    engine = fixedBox()
    engine.apply(.pinch(.began, scale: 0.8, centroid: Point(x: 195, y: 350)), at: 0)
    return walk(&engine, .pinch(.ended, scale: 1, centroid: Point(x: 195, y: 350)), at: 0.1)
  case "quarter-turn":
    engine = fixedBox()
    return walk(&engine, .turn(quarterTurns: 1), at: 0)
  case "quarter-turn-editable":
    engine = editableBox()
    return walk(&engine, .turn(quarterTurns: 1), at: 0)
  case "edge-drag":
    engine = editableBox()
    engine.apply(.handleDrag(.right, .began, translation: .zero), at: 0)
    return walk(&engine, .handleDrag(.right, .changed, translation: Point(x: -40, y: 0)), at: 0.1)
  case "corner-drag":
    engine = editableBox()
    engine.apply(.handleDrag(.bottomRight, .began, translation: .zero), at: 0)
    return walk(
      &engine, .handleDrag(.bottomRight, .changed, translation: Point(x: 60, y: -100)), at: 0.1)
  case "corner-drag-perspective":
    engine = editableBox()
    engine.apply(.perspective(horizontal: 0.1, vertical: 0.05), at: 0)
    engine.apply(.handleDrag(.bottomRight, .began, translation: .zero), at: 1)
    return walk(
      &engine, .handleDrag(.bottomRight, .changed, translation: Point(x: 60, y: -100)), at: 1.1)
  case "drag-end":
    // The right edge's drag, 40 points in, ends where the finger was (an incremental end of
    // zero): the box recentres with an animation.
    engine = editableBox()
    engine.apply(.handleDrag(.right, .began, translation: .zero), at: 0)
    engine.apply(.handleDrag(.right, .changed, translation: Point(x: -40, y: 0)), at: 0.1)
    return walk(&engine, .handleDrag(.right, .ended, translation: .zero), at: 0.2)
  case "perspective":
    engine = fixedBox()
    return walk(&engine, .perspective(horizontal: 0.1, vertical: 0.05), at: 0)
  default:
    return nil
  }
}

if let result = run(name) {
  print(result)
} else {
  print(
    "usage: Walks pinch-end | quarter-turn | quarter-turn-editable | edge-drag | corner-drag"
      + " | corner-drag-perspective | drag-end | perspective")
}
