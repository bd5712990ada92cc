/// The crop and zoom engine: an always-valid placement of an image behind a crop box, and the one
/// reducer, ``apply(_:at:)``, that turns every gesture event into the next placement.
///
/// Build it from what a screen knows: the image's size in pixels, the crop box (the rectangle the
/// image must cover at rest, in the screen view's coordinates; it may be smaller than the view), a
/// ``FitMode``, the ``ZoomLimits`` and the ``Overscroll`` mode. Zoom 1 is the image fitted to the
/// crop box by the fit mode, so the limits mean the same on every screen. Then send it events and
/// draw ``geometry``:
///
///     // a 4000 × 3000 photo behind a 300 × 300 crop box in a 390 × 844 view
///     var engine = try CropEngine(
///       image: .upright(Size(width: 4000, height: 3000)),
///       cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
///     engine.contentFrame   // (-5.0, 272.0, 400.0, 300.0): the photo covers the box
///     engine.cropRect       // (500.0, 0.0, 3000.0, 3000.0), in image pixels
///     engine.apply(.pinch(.began, scale: 2, centroid: Point(x: 195, y: 422)), at: 1)
///     engine.zoom           // 2.0
///
/// For a photo editor, whose user resizes the box with its handles, make the engine from the crop
/// area instead (``init(image:cropArea:lockedRatio:configuration:)``): it places the box,
/// and ``CropEvent/handleDrag(_:_:translation:values:)`` edits it.
///
/// The image view to draw is derived, never stored: ``geometry`` is a ``ViewGeometry`` with bounds
/// `(0, 0, w, h)` (``fittedSize``, the image's size in points at zoom 1), a centred anchor, its
/// ``center`` in the view's coordinates and a uniform scale of ``zoom`` as its transform (times the
/// rotation by ``angle`` and the exact quarter turns and mirror of ``orientation``, when there are
/// any): exactly the `bounds`, `center` and `transform` to give a `UIImageView`. Under a
/// ``perspective`` the transform is projective: give the layer ``projectiveTransform`` as its
/// `CATransform3D` (`UIView.setGeometry(_:transform:)` in `AffineKitFoundation`).
///
/// The state cannot be invalid: the initializer refuses an invalid configuration with a
/// ``CropConfigurationError``, and ``apply(_:at:)`` rejects every event whose input is bad or whose
/// result would not be finite, leaving the state bit-identical. Gesture memory (which gestures are
/// active, their last centroid and cumulative values) is internal.
public struct CropEngine: Hashable, Sendable {
  /// The image's size upright, in pixels: as it is shown, after its ``imageOrientation``.
  /// Finite and positive on both axes.
  ///
  /// Every pixel coordinate the engine reports (``cropRect``, ``cropRegion``, ``visibleRect``,
  /// ``savedCrop``) is in this upright grid, origin at its top-left, y down; ``storedCropRect``
  /// and ``storedCropRegion`` are the same crop in the stored grid. It is the ``CropImage``'s
  /// ``CropImage/pixelSize``: for an image made with ``CropImage/stored(_:orientation:)``, the
  /// stored size with its sides swapped when the orientation turns the image a quarter turn.
  public let imagePixelSize: Size
  /// The crop area: the rectangle the crop box may use, in the view's coordinates (the view less
  /// its toolbars and padding). Finite and non-empty, and it contains ``cropBox``. For an engine
  /// made with a crop box it is that box; a ``CropEvent/layoutCropArea(_:)`` event changes it, a
  /// ``CropEvent/layout(cropBox:)`` event sets both, and a ``CropEvent/revert(_:)`` puts back a
  /// snapshot's (refitted to the current area when it differs).
  public internal(set) var cropArea: Rect
  /// The ratio the crop box is locked to, `width:height` as seen on screen, or `nil` for a free
  /// box (``aspect`` is the box's shape in one form).
  @usableFromInline var lockedRatio: CropRatio?
  /// Where the crop box came from, for a reset: given by the caller, or derived from the crop area
  /// (a reset derives it again, of the user's lock).
  @usableFromInline let initialBox: InitialBox
  /// How the engine behaves: the fit, the zoom limits, the overscroll, the angle limit, the
  /// motion and the input options. A ``CropEvent/configure(_:)`` event replaces it.
  public internal(set) var configuration: CropConfiguration
  /// Where the image is: the crop box, the fitted size, the centre, zoom, angle and orientation.
  @usableFromInline var placement: Placement
  /// What the user is doing: nothing, gestures with their baselines, a handle drag, or a run of
  /// quarter turns and flips.
  @usableFromInline var interaction: Interaction
  /// The animation the last event that animated started, or `nil` when there is none or an
  /// event has moved the image since. It may have finished: the placement is its end.
  @usableFromInline var animation: CropAnimation?
  /// How the image's stored pixels are shown upright: its EXIF orientation, the ``CropImage``'s
  /// (``ImageOrientation/up`` for ``CropImage/upright(_:)``: the stored grid is the upright grid).
  /// No event changes it: it belongs to the image, while ``orientation`` is the user's turns and
  /// flips.
  public let imageOrientation: ImageOrientation

  /// The crop box: the rectangle the image covers at rest (with ``FitMode/fill`` and a resting
  /// minimum zoom of at least 1), in the screen view's coordinates. Finite and non-empty; a
  /// ``CropEvent/layout(cropBox:)`` event changes it.
  @inlinable public var cropBox: Rect { placement.cropBox }
  /// The zoom, unitless: 1 is the fit (``fittedSize``). Finite and positive; within
  /// `limits.minimumZoom...limits.maximumZoom` of the ``configuration`` after every event that
  /// changes it.
  @inlinable public var zoom: Double { placement.zoom }
  /// The centre of the image, in the view's coordinates (the image view's `center`). Finite.
  @inlinable public var center: Point { placement.center }
  /// The image's size in points at zoom 1: the image's pixel size fitted to the crop box by the
  /// configuration's ``CropConfiguration/fit`` (with its sides swapped by an odd number of quarter
  /// turns). Finite and positive.
  @inlinable public var fittedSize: Size { placement.fittedSize }

  /// The image's stored size, in pixels: the pixel grid before its ``imageOrientation`` (a
  /// `CGImage`'s `width` and `height`). ``imagePixelSize`` with its sides swapped when the
  /// orientation turns the image a quarter turn (EXIF values 5…8), equal to it otherwise.
  @inlinable
  public var storedPixelSize: Size { imageOrientation.uprightSize(ofStored: imagePixelSize) }

  /// Creates an engine for an image behind a crop box the screen lays out, validating the
  /// configuration.
  ///
  /// The engine's two initializers have one shape: the image (``CropImage``: its pixel size, and
  /// for a camera photo stored turned its EXIF orientation), then where the crop box comes from
  /// (here the box itself; ``init(image:cropArea:lockedRatio:configuration:)`` places it in a crop
  /// area), then the configuration.
  ///
  ///     // a portrait iPhone photo: 4032 × 3024 stored, EXIF 6, shown 3024 × 4032
  ///     let engine = try CropEngine(
  ///       image: .stored(Size(width: 4032, height: 3024), orientation: .right),
  ///       cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
  ///     engine.imagePixelSize   // (3024.0, 4032.0)
  ///     engine.cropRect         // (0.0, 504.0, 3024.0, 3024.0), upright
  ///     engine.storedCropRect   // (504.0, 0.0, 3024.0, 3024.0), stored
  ///
  /// The engine works in the upright grid: the photo is shown and cropped as a viewer shows it.
  /// ``cropRect`` and ``cropRegion`` are upright; ``storedCropRect`` and ``storedCropRegion`` are
  /// the same crop in the stored grid, for `CGImage.cropping(to:)` or a renderer that samples the
  /// stored pixels.
  ///
  /// The image starts at `zoom`, centred on the crop box unless `center` says where. The placement
  /// is taken as given, not settled: with the defaults (zoom 1, centred) an engine with
  /// ``FitMode/fill`` and ``ZoomLimits/crop`` starts at rest, covering its box; an explicit zoom
  /// or centre (a placement being restored, a test's literal state) starts exactly there, and the
  /// first event that moves the image or lets go of it (the end of the first gesture, a button, a
  /// layout) settles it.
  ///
  /// Edge cases (each throws, and no engine exists):
  /// - A pixel size with a zero, negative or non-finite side: ``CropConfigurationError/invalidImagePixelSize``.
  /// - A null, empty or non-finite crop box: ``CropConfigurationError/invalidCropBox``.
  /// - A crop box with a negative width or height: ``CropConfigurationError/negativeCropBoxSize``.
  ///   A crop box comes from a layout, which never makes one, so it is a caller's bug, not a box
  ///   to standardize.
  /// - A natural size with a zero, negative or non-finite side: ``CropConfigurationError/invalidNaturalSize``.
  /// - A fitted size that overflows or underflows, or whose width and height add up past the
  ///   largest `Double`: ``CropConfigurationError/fittedSizeOutOfRange``.
  /// - A zoom that is not finite and positive, outside the gesture limits, or so large that the
  ///   image's frame is not finite: ``CropConfigurationError/invalidZoom``.
  /// - A non-finite centre, or one so far away that an edge of the image's frame is not finite:
  ///   ``CropConfigurationError/invalidCenter``.
  /// - A maximum angle that is negative, NaN or infinite: ``CropConfigurationError/invalidAngleLimit``.
  /// - A motion or input option out of range: ``CropConfigurationError/invalidMotion``,
  ///   ``CropConfigurationError/invalidInputOptions``.
  ///
  /// - Parameters:
  ///   - image: The image: `.upright(pixelSize)`, or `.stored(storedPixelSize, orientation:)` for a
  ///     photo stored with an EXIF orientation.
  ///   - cropBox: The crop box, in the view's coordinates (points).
  ///   - configuration: How the engine behaves. Defaults to a cropper's: ``FitMode/fill``,
  ///     ``ZoomLimits/crop``, free overscroll, no angle limit, the normal motion and input.
  ///   - zoom: The initial zoom. Defaults to 1.
  ///   - center: The image's initial centre in the view's coordinates, or `nil` (the default) for
  ///     the crop box's centre.
  /// - Throws: ``CropConfigurationError`` when the configuration is invalid.
  public init(
    image: CropImage, cropBox: Rect, configuration: CropConfiguration = CropConfiguration(),
    zoom: Double = 1, center: Point? = nil
  ) throws(CropConfigurationError) {
    try self.init(
      image: image, cropBox: cropBox, configuration: configuration, zoom: zoom, center: center,
      initialBox: .given)
  }

  /// The designated initializer: every public one comes here, saying where its box came from.
  init(
    image: CropImage, cropBox: Rect, configuration: CropConfiguration, zoom: Double = 1,
    center: Point? = nil, initialBox: InitialBox
  ) throws(CropConfigurationError) {
    let imagePixelSize = image.pixelSize
    guard Self.isFinitePositive(imagePixelSize.width), Self.isFinitePositive(imagePixelSize.height)
    else { throw .invalidImagePixelSize }
    let box = try Self.validatedCropBox(cropBox)
    let fitted = try configuration.fit.fittedSize(ofImage: imagePixelSize, in: box.size)
    let limits = configuration.limits
    guard Self.isFinitePositive(zoom), zoom >= limits.minimumZoom, zoom <= limits.maximumZoom,
      Self.isFinite(zoom * (fitted.width + fitted.height))
    else { throw .invalidZoom }
    // The zoom and the fit are valid, so a placement that cannot be kept has its centre too far.
    let placement = Placement(
      cropBox: box, fittedSize: fitted, center: center ?? Self.centre(of: box), zoom: zoom)
    guard placement.isCommittable else { throw .invalidCenter }
    if let reason = configuration.invalidity { throw reason }
    self.imagePixelSize = imagePixelSize
    self.cropArea = box
    self.lockedRatio = nil
    self.initialBox = initialBox
    self.imageOrientation = image.orientation
    self.configuration = configuration
    self.placement = placement
    self.interaction = .idle
    self.animation = nil
  }

  /// The image view's geometry to draw, in the view's coordinates: bounds `(0, 0, w, h)` with
  /// `(w, h)` the ``fittedSize``, ``center`` as its centre, a centred anchor and a uniform scale of
  /// ``zoom`` as its transform.
  ///
  /// With a rotation, the transform is `zoom · L` with `L = R(angle) · O` (``orientation``'s exact
  /// matrix, then the straighten angle), in column-vector terms; as an ``AffineTransform``,
  /// `a = s·L₀₀`, `b = s·L₁₀`, `c = s·L₀₁`, `d = s·L₁₁`.
  ///
  ///     // the 4000 × 3000 photo at zoom 2, centred on a 300 × 300 box at (45, 272)
  ///     engine.geometry.bounds      // (0.0, 0.0, 400.0, 300.0)
  ///     engine.geometry.center      // (195.0, 422.0)
  ///     engine.geometry.transform   // AffineTransform(a: 2.0, b: 0.0, c: 0.0, d: 2.0, tx: 0.0, ty: 0.0)
  @inlinable
  public var geometry: ViewGeometry { geometry(center: center, zoom: zoom) }

  /// The image's frame in the view's coordinates: ``fittedSize`` scaled by ``zoom`` about
  /// ``center`` (with a rotation, the bounding box of the turned image, as `geometry.frame`; with
  /// a ``perspective``, the bounding box of the image as drawn, ``projectiveTransform``'s image of
  /// its bounds).
  @inlinable
  public var contentFrame: Rect {
    placement.frame.bounds(center: center, zoom: zoom, fitted: fittedSize)
  }

  /// Whether a gesture (pinch, pan, rotation, touch drag, a run of scrolls, a quick zoom or a
  /// handle drag) is in progress: it began and has not yet ended or been cancelled. The engine
  /// settles when the last one ends (a handle drag's end starts the recentre instead).
  @inlinable
  public var isInteracting: Bool { interaction.isActive }

  /// The geometry of an image view of bounds `(0, 0, fittedSize)` at `center`, with a centred
  /// anchor and `transform` (the zoom times the frame's linear map).
  @inlinable
  static func geometry(fittedSize: Size, center: Point, transform: AffineTransform) -> ViewGeometry
  {
    ViewGeometry(
      layer: LayerGeometry(
        bounds: Rect(origin: .zero, size: fittedSize), position: center,
        anchorPoint: Point(x: 0.5, y: 0.5), transform: transform))
  }

  // MARK: Configuration

  /// The crop box, or the reason it cannot be one.
  @inlinable
  static func validatedCropBox(_ box: Rect) throws(CropConfigurationError) -> Rect {
    let (x, y, w, h) = (box.origin.x, box.origin.y, box.size.width, box.size.height)
    guard Self.isFinite(x), Self.isFinite(y), Self.isFinite(w), Self.isFinite(h) else {
      throw .invalidCropBox
    }
    guard w >= 0 && h >= 0 else { throw .negativeCropBoxSize }
    guard w > 0, h > 0, Self.isFinite(x + w), Self.isFinite(y + h) else { throw .invalidCropBox }
    return box
  }

  /// The centre of a crop box as the settle computes it, `origin + size / 2` on each axis: the
  /// centre of a new or reset engine, so that an image that fits the box exactly starts at rest
  /// bit for bit (`(minX + maxX) / 2` can differ from it in the last bit).
  @inlinable
  static func centre(of box: Rect) -> Point {
    Point(x: box.origin.x + box.size.width * 0.5, y: box.origin.y + box.size.height * 0.5)
  }

  // MARK: Validity helpers

  /// `x.isFinite`, spelled as one floating-point comparison (`|x| < ∞`, false for NaN): these
  /// checks run in every event, and `isFinite` compiles to several integer instructions on the bit
  /// pattern.
  @inlinable
  static func isFinite(_ x: Double) -> Bool { x.magnitude < .infinity }

  /// `x.isFinite && x > 0` as two floating-point comparisons (`0 < x < ∞`, false for NaN).
  @inlinable
  static func isFinitePositive(_ x: Double) -> Bool { 0 < x && x < .infinity }

  /// Whether both coordinates are finite.
  @inlinable
  static func isFinite(_ p: Point) -> Bool { isFinite(p.x) && isFinite(p.y) }
}

/// Where an engine's crop box came from: what ``CropEvent/reset`` puts back.
@usableFromInline
enum InitialBox: Hashable, Sendable {
  /// The caller gave the box (a fixed box): a reset keeps the box it has.
  case given
  /// The engine derived the box from the crop area: a reset derives it again in the current crop
  /// area, of the ratio the user has locked (or of the image's own shape when free).
  case derived
}
