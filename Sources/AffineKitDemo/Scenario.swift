import AffineKit

/// A named thing the demo can show: a crop session replayed through the engine, or a picture of
/// the layer model.
public enum Scenario: String, CaseIterable, Sendable {
  /// A whole profile-photo crop session: pinch below 1 and release, pinch out about a point, pan
  /// past an edge and release, a double tap; then the crop of a 1200 × 1200 photo.
  case crop
  /// Pinch in below 1 and release: the photo snaps back to fill the crop box.
  case pinchIn = "pinch-in"
  /// Pinch out about a point: the point under the fingers stays there.
  case pinchOut = "pinch-out"
  /// Pan 2× content past the left edge and release: the gap closes, the zoom stays.
  case panEdge = "pan-edge"
  /// Double tap: zoom to twice the resting minimum about the tap, and back.
  case doubleTap = "double-tap"
  /// Straighten a 4:3 photo by 10°, pan past an edge and release: the box stays covered, and the
  /// crop region is a turned rectangle of the photo's pixels.
  case straighten
  /// Keystone correction of a 4:3 photo (its top 15° nearer, its right side 10°), a pan past an
  /// edge and release: the box stays covered, and the crop is a quadrilateral of the photo's
  /// pixels.
  case perspective
  /// A photo editor's crop box: a corner dragged in with the photo held still, the recentre after
  /// the release, and an edge pulled past the crop area, which zooms the photo out (pull back).
  case editableBox = "crop-box"
  /// A layer's four anchor points, with the position kept.
  case anchors
  /// Frame vs bounds vs center under a scale, a rotation and a bounds origin offset.
  case frames
  /// A 1000 pt/s fling with room to stop: position and velocity over time.
  case fling
  /// An 8000 pt/s fling into an edge: the decay, the bounce, and the velocity with no jump.
  case flingEdge = "fling-edge"
  /// The release spring: three releases toward a target 100 pt away.
  case releaseSpring = "release-spring"

  /// The motion plot this scenario draws, or `nil`.
  var motionPlot: MotionPlot? {
    switch self {
    case .fling: return .fling
    case .flingEdge: return .flingEdge
    case .releaseSpring: return .releaseSpring
    default: return nil
    }
  }

  /// A one-line description for `--help`.
  public var summary: String {
    switch self {
    case .crop: return "a profile-photo crop session, start to crop (default)"
    case .pinchIn: return "pinch in below 1 and release: snaps back to fill the crop box"
    case .pinchOut: return "pinch out about a point: the point stays under the fingers"
    case .panEdge: return "pan zoomed content past an edge and release: the gap closes"
    case .doubleTap: return "double tap to zoom in about the tap, and again to zoom out"
    case .straighten: return "straighten by 10°, pan past an edge, release: the crop region"
    case .perspective: return "keystone correction, pan past an edge, release: the crop's quad"
    case .editableBox: return "drag the crop box's handles: the recentre, then pull back"
    case .anchors: return "a layer's four anchor points with the position kept"
    case .frames: return "frame vs bounds vs center under scale, rotation, bounds origin"
    case .fling: return "a fast pan released with room: the fling's position and velocity"
    case .flingEdge: return "a fling into an edge: it decelerates, bounces and rests on it"
    case .releaseSpring: return "the release spring for three release velocities"
    }
  }

  /// The picture's title: what happens in the scenario and what the picture shows, in words.
  public var title: String {
    if let motionPlot { return motionPlot.title }
    switch self {
    case .crop:
      return "A profile-photo crop session: pinch in and release, pinch out about a point, "
        + "pan past an edge, double tap, then crop"
    case .pinchIn:
      return "Pinching in below zoom 1 and releasing: the photo settles back to fill the crop box"
    case .pinchOut:
      return "Pinching out about a point: the point under the fingers stays where it is"
    case .panEdge:
      return
        "Panning a zoomed photo past its left edge and releasing: the gap closes, the zoom stays"
    case .doubleTap:
      return "Double tapping zooms in about the tap, and a second double tap zooms back out"
    case .straighten:
      return "Straightening a photo by 10°: it zooms just enough to keep the crop box covered, "
        + "and the crop is a turned square of its pixels"
    case .perspective:
      return "Correcting a photo's perspective (keystone): it zooms just enough to keep the crop "
        + "box covered, and the crop is a quadrilateral of its pixels"
    case .editableBox:
      return "Dragging the crop box's handles: the photo holds still, the box recentres with it "
        + "after the release, and an edge pulled past the crop area zooms the photo out"
    case .anchors:
      return "Changing a layer's anchor point moves the layer while its position stays at (50, 50)"
    case .frames:
      return "A view's frame, bounds and center under a scale, a rotation and a moved bounds origin"
    case .fling, .flingEdge, .releaseSpring:
      return ""  // the motion plot's title, above
    }
  }

  /// The crop box of every session: a 300 × 300 profile-photo box at the view's origin.
  static let cropBox = Rect(x: 0, y: 0, width: 300, height: 300)

  /// The session this scenario replays, or `nil` for the layer-model pictures.
  public var session: Session? {
    // A 1200 × 1200-pixel photo filling the box at zoom 1 (4 pixels a point).
    let image = Size(width: 1200, height: 1200)
    // The configuration is valid by construction, so these cannot throw.
    guard let start = try? CropEngine(image: .upright(image), cropBox: Self.cropBox),
      let zoomed = try? CropEngine(image: .upright(image), cropBox: Self.cropBox, zoom: 2)
    else { return nil }
    let focus = Point(x: 60, y: 90)
    switch self {
    case .crop:
      return Session(
        start: start,
        events: [
          .pinch(.began, scale: 0.9),
          .pinch(.changed, scale: 0.9),
          .pinch(.ended, scale: 1),
          .pinch(.began, scale: 1.25, centroid: focus),
          .pinch(.changed, scale: 1.2, centroid: focus),
          .pinch(.ended, scale: 1, centroid: focus),
          .pan(.began, translation: Point(x: 120, y: 0)),
          .pan(.changed, translation: Point(x: 80, y: 0)),
          .pan(.ended, translation: Point(x: 0, y: 0)),
          .doubleTap(at: Point(x: 200, y: 100)),
        ])
    case .pinchIn:
      return Session(
        start: start,
        events: [
          .pinch(.began, scale: 0.9),
          .pinch(.changed, scale: 0.9),
          .pinch(.ended, scale: 1),
        ])
    case .pinchOut:
      return Session(
        start: start,
        events: [
          .pinch(.began, scale: 1.5, centroid: focus),
          .pinch(.changed, scale: 4.0 / 3.0, centroid: focus),
          .pinch(.ended, scale: 1, centroid: focus),
        ])
    case .panEdge:
      return Session(
        start: zoomed,
        events: [
          .pan(.began, translation: Point(x: 120, y: 0)),
          .pan(.changed, translation: Point(x: 80, y: 0)),
          .pan(.ended, translation: Point(x: 0, y: 0)),
        ])
    case .doubleTap:
      return Session(
        start: start,
        events: [.doubleTap(at: Point(x: 75, y: 75)), .doubleTap(at: Point(x: 200, y: 40))])
    case .anchors, .frames, .straighten, .perspective, .editableBox, .fling, .flingEdge,
      .releaseSpring:
      return nil
    }
  }

  /// The text the demo prints for this scenario.
  public func table() -> String {
    if let session { return session.table() }
    if let motionPlot { return motionPlot.table() }
    switch self {
    case .anchors: return LayerPictures.anchorTable()
    case .straighten: return StraightenPictures.table()
    case .perspective: return PerspectivePictures.table()
    case .editableBox: return BoxEditPictures.table()
    default: return LayerPictures.frameTable()
    }
  }

  /// The panels of this scenario's picture.
  public func panels() -> [Panel] {
    if let session { return session.panels() }
    if let motionPlot { return motionPlot.panels() }
    switch self {
    case .anchors: return LayerPictures.anchorPanels()
    case .straighten: return StraightenPictures.panels()
    case .perspective: return PerspectivePictures.panels()
    case .editableBox: return BoxEditPictures.panels()
    default: return LayerPictures.framePanels()
    }
  }

  /// The legend under the title.
  public var legend: String {
    if let motionPlot { return motionPlot.legend }
    let photo =
      "the photo is a test pattern placed as the engine places it · dimmed: outside the crop box"
    switch self {
    case .anchors:
      return "red: the superlayer (0, 0, 100, 100) · blue: the layer's frame · dot: its position"
    case .frames:
      return
        "blue: bounds, mapped to the superview (view1 as drawn) · green dot: view1's own (0, 0) · "
        + "orange: subview (10, 10, 50, 30) · purple dashed: frame · red dot: center"
    case .straighten:
      return "black: the 300 × 300 crop box · \(photo) · "
        + "red: the crop region in the 1200 × 900 photo's pixels, and the output it gives"
    case .perspective:
      return "black: the 300 × 300 crop box · blue: the photo's outline and a grid of its pixels, "
        + "as the engine draws them · dimmed: outside the crop box · "
        + "red: the crop in the 1200 × 900 photo's pixels"
    case .editableBox:
      return "red: the crop box · purple dashed: the crop area · black: the 320 × 400 view · "
        + "\(photo) · orange dot: the point the photo zooms about as it pulls back"
    default:
      let marker: String
      switch self {
      case .crop: marker = "orange dot: the pinch's focal point or the tap · "
      case .doubleTap: marker = "orange dot: the tap · "
      case .panEdge: marker = ""
      default: marker = "orange dot: the pinch's focal point · "
      }
      // Only a session whose content moves on release has a settle target to explain.
      let settles = session?.replay().steps.contains { $0.settleTarget != nil } ?? false
      let target =
        settles
        ? "green dashed: where it settles (drawn just outside the box when it is the box) · " : ""
      return "black: the 300 × 300 crop box · \(photo) · " + target + marker
        + "red dashed: the crop"
    }
  }

  /// The writer that draws this scenario's picture.
  var writer: SVGWriter {
    if motionPlot != nil {
      return SVGWriter(title: title, subtitle: legend, columns: 2, panelSize: 400)
    }
    switch self {
    case .anchors: return SVGWriter(title: title, subtitle: legend, columns: 4)
    // The frames world is wide and short (x 30…320, y 90…225): two larger columns.
    case .frames: return SVGWriter(title: title, subtitle: legend, columns: 2, panelSize: 340)
    // The crop-box view is tall and the pictures need detail: larger panels.
    case .editableBox: return SVGWriter(title: title, subtitle: legend, panelSize: 260)
    default: return SVGWriter(title: title, subtitle: legend)
    }
  }

  /// Where everything in this scenario's picture goes (see ``SVGWriter/layout(_:)``).
  public func layout() -> PictureLayout { writer.layout(panels()) }

  /// This scenario's picture as an SVG document.
  public func svg() -> String { writer.render(panels()) }
}
