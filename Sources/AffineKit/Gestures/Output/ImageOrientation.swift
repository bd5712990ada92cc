/// How a photo's stored pixels are shown upright: the EXIF and TIFF Orientation tag (274), with
/// the case names and values of ImageIO's `CGImagePropertyOrientation`.
///
/// A camera stores its sensor's landscape grid and records how to show it: a portrait iPhone photo
/// is a 4032 × 3024 `CGImage` tagged ``right`` (6), shown upright as 3024 × 4032. Two pixel grids
/// follow, both with the origin at the top-left, y down, one unit a pixel: the *stored* grid (the
/// `CGImage`'s `width × height`) and the *upright* grid (what a viewer shows, `UIImage.size ×
/// scale`). For a stored image of `W × H` pixels the tag's definitions say where the stored row 0
/// and column 0 appear upright, which gives these maps from an upright point `(X, Y)` to a stored
/// one:
///
///     value  case           stored row 0, column 0      stored point of (X, Y)   upright size
///       1    up             top, left                   (X, Y)                   W × H
///       2    upMirrored     top, right                  (W − X, Y)               W × H
///       3    down           bottom, right               (W − X, H − Y)           W × H
///       4    downMirrored   bottom, left                (X, H − Y)               W × H
///       5    leftMirrored   left, top                   (Y, X)                   H × W
///       6    right          right, top                  (Y, H − X)               H × W
///       7    rightMirrored  right, bottom               (W − Y, H − X)           H × W
///       8    left           left, bottom                (W − Y, X)               H × W
///
/// Every map is a signed permutation of the axes plus a translation by a side of the image, so it
/// is exact for whole pixels (up to 2⁵³ a side) and its inverse is exact too.
///
///     let o = ImageOrientation.right
///     o.uprightSize(ofStored: Size(width: 4032, height: 3024))   // (3024.0, 4032.0)
///     o.storedRect(ofUpright: Rect(x: 0, y: 504, width: 3024, height: 3024),
///                  storedSize: Size(width: 4032, height: 3024))   // (504.0, 0.0, 3024.0, 3024.0)
///
/// See [CGImagePropertyOrientation](https://developer.apple.com/documentation/imageio/cgimagepropertyorientation)
/// and the TIFF 6.0 specification's Orientation tag. `UIImage.Orientation` has the same cases with
/// other raw values; `AffineKitFoundation` converts both by case name.
public enum ImageOrientation: Hashable, Sendable {
  /// 1: the stored pixels are upright (row 0 is the top, column 0 the left).
  case up
  /// 2: the stored pixels are mirrored left to right (row 0 is the top, column 0 the right).
  case upMirrored
  /// 3: the stored pixels are turned a half turn (row 0 is the bottom, column 0 the right).
  case down
  /// 4: the stored pixels are mirrored top to bottom (row 0 is the bottom, column 0 the left).
  case downMirrored
  /// 5: the stored pixels are transposed (row 0 is the left, column 0 the top).
  case leftMirrored
  /// 6: shown upright after a quarter turn that takes stored +x toward +y, clockwise on a y-down
  /// screen (row 0 is the right, column 0 the top). A portrait iPhone photo.
  case right
  /// 7: the stored pixels are transposed across the other diagonal (row 0 is the right, column 0
  /// the bottom).
  case rightMirrored
  /// 8: shown upright after a quarter turn that takes stored +y toward +x, counterclockwise on a
  /// y-down screen (row 0 is the left, column 0 the bottom).
  case left

  /// Creates the orientation of an EXIF or TIFF Orientation value, `1...8`.
  ///
  /// Edge cases:
  /// - Any other value (0, 9, a negative number: a missing or corrupt tag): `nil`. A host
  ///   typically shows such a photo as stored, ``up``; the choice is the caller's.
  ///
  /// - Parameter exifValue: The Orientation tag's value.
  @inlinable
  public init?(exifValue: Int) {
    switch exifValue {
    case 1: self = .up
    case 2: self = .upMirrored
    case 3: self = .down
    case 4: self = .downMirrored
    case 5: self = .leftMirrored
    case 6: self = .right
    case 7: self = .rightMirrored
    case 8: self = .left
    default: return nil
    }
  }

  /// The EXIF and TIFF Orientation value, `1...8`: `CGImagePropertyOrientation`'s raw value.
  @inlinable
  public var exifValue: Int {
    switch self {
    case .up: 1
    case .upMirrored: 2
    case .down: 3
    case .downMirrored: 4
    case .leftMirrored: 5
    case .right: 6
    case .rightMirrored: 7
    case .left: 8
    }
  }

  /// Whether the upright image's width is the stored image's height: ``leftMirrored``,
  /// ``right``, ``rightMirrored`` and ``left`` (5…8).
  @inlinable
  public var swapsWidthAndHeight: Bool {
    switch self {
    case .up, .upMirrored, .down, .downMirrored: false
    case .leftMirrored, .right, .rightMirrored, .left: true
    }
  }

  /// Returns the size the image is shown at upright, in pixels, for its stored size: the sides
  /// swapped for 5…8 (``swapsWidthAndHeight``), as given otherwise.
  ///
  /// Swapping is its own inverse, so the same call turns an upright size back into the stored one.
  ///
  ///     ImageOrientation.right.uprightSize(ofStored: Size(width: 4032, height: 3024))
  ///     // (3024.0, 4032.0)
  ///
  /// - Parameter size: The stored image's size (a `CGImage`'s `width` and `height`).
  /// - Returns: The upright size.
  @inlinable
  public func uprightSize(ofStored size: Size) -> Size {
    swapsWidthAndHeight ? Size(width: size.height, height: size.width) : size
  }

  /// Returns the stored pixel grid's point that is shown at an upright point.
  ///
  /// The table in the type's overview gives the map for each value, `W × H` being `storedSize`.
  /// Equivalent to `point.applying(transformFromUpright(storedSize:))` for finite points; here
  /// each coordinate comes from one coordinate only, so an infinite `X` never makes a NaN `y`.
  ///
  ///     // a 4032 × 3024 portrait photo (.right): the upright top-left corner is stored at the
  ///     // start of the last row
  ///     ImageOrientation.right.storedPoint(
  ///       ofUpright: Point(x: 0, y: 0), storedSize: Size(width: 4032, height: 3024))
  ///     // (0.0, 3024.0)
  ///
  /// - Parameters:
  ///   - point: A point of the upright grid, in pixels.
  ///   - storedSize: The stored image's size, in pixels.
  /// - Returns: The point of the stored grid, in pixels.
  @inlinable
  public func storedPoint(ofUpright point: Point, storedSize: Size) -> Point {
    let (x, y) = (point.x, point.y)
    let (w, h) = (storedSize.width, storedSize.height)
    switch self {
    case .up: return point
    case .upMirrored: return Point(x: w - x, y: y)
    case .down: return Point(x: w - x, y: h - y)
    case .downMirrored: return Point(x: x, y: h - y)
    case .leftMirrored: return Point(x: y, y: x)
    case .right: return Point(x: y, y: h - x)
    case .rightMirrored: return Point(x: w - y, y: h - x)
    case .left: return Point(x: w - y, y: x)
    }
  }

  /// Returns the upright grid's point at which a stored pixel grid's point is shown: the inverse
  /// of ``storedPoint(ofUpright:storedSize:)``.
  ///
  /// For a stored image of `W × H` pixels, a stored point `(x, y)` is shown at `(x, y)` (1),
  /// `(W − x, y)` (2), `(W − x, H − y)` (3), `(x, H − y)` (4), `(y, x)` (5), `(H − y, x)` (6),
  /// `(H − y, W − x)` (7) or `(y, W − x)` (8).
  ///
  /// - Parameters:
  ///   - point: A point of the stored grid, in pixels.
  ///   - storedSize: The stored image's size, in pixels.
  /// - Returns: The point of the upright grid, in pixels.
  @inlinable
  public func uprightPoint(ofStored point: Point, storedSize: Size) -> Point {
    let (x, y) = (point.x, point.y)
    let (w, h) = (storedSize.width, storedSize.height)
    switch self {
    case .up: return point
    case .upMirrored: return Point(x: w - x, y: y)
    case .down: return Point(x: w - x, y: h - y)
    case .downMirrored: return Point(x: x, y: h - y)
    case .leftMirrored: return Point(x: y, y: x)
    case .right: return Point(x: h - y, y: x)
    case .rightMirrored: return Point(x: h - y, y: w - x)
    case .left: return Point(x: y, y: w - x)
    }
  }

  /// Returns the stored pixel grid's rectangle that is shown as an upright rectangle: the rect
  /// to pass to `CGImage.cropping(to:)` for an upright crop.
  ///
  /// The rect is mapped axis by axis, as ``storedPoint(ofUpright:storedSize:)`` maps its
  /// corners: an axis the orientation keeps keeps its origin, one it flips in a stored side `S`
  /// starts at `(S − origin) − length`, and the sides are swapped for 5…8. So the stored rect
  /// has exactly the upright size (swapped for 5…8), no edge is formed by adding the size to the
  /// origin (a finite rect whose far edge would overflow, near the largest double, maps to a
  /// finite rect), and for whole-pixel rects ``uprightRect(ofStored:storedSize:)`` gives the
  /// upright rect back exactly.
  ///
  ///     // a 4032 × 3024 portrait photo (.right), its upright square crop
  ///     ImageOrientation.right.storedRect(
  ///       ofUpright: Rect(x: 0, y: 504, width: 3024, height: 3024),
  ///       storedSize: Size(width: 4032, height: 3024))   // (504.0, 0.0, 3024.0, 3024.0)
  ///
  /// Edge cases:
  /// - ``Rect/null`` and ``Rect/infinite`` come back unchanged (as `applying(_:)` treats them).
  /// - A rect with a negative width or height is read standardized, as CoreGraphics does; the
  ///   result is standardized.
  /// - A NaN or infinite origin or size propagates to the origin or size it maps to (a flipped
  ///   axis's origin reads both).
  ///
  /// - Parameters:
  ///   - rect: A rectangle of the upright grid, in pixels (``CropEngine/cropRect``, say).
  ///   - storedSize: The stored image's size, in pixels.
  /// - Returns: The rectangle of the stored grid, in pixels.
  @inlinable
  public func storedRect(ofUpright rect: Rect, storedSize: Size) -> Rect {
    let flips: (x: Bool, y: Bool)
    switch self {
    case .up, .leftMirrored: flips = (false, false)
    case .upMirrored, .left: flips = (true, false)
    case .downMirrored, .right: flips = (false, true)
    case .down, .rightMirrored: flips = (true, true)
    }
    return mapped(rect, flips: flips, sides: (storedSize.width, storedSize.height))
  }

  /// Returns the upright grid's rectangle at which a stored pixel grid's rectangle is shown: the
  /// inverse of ``storedRect(ofUpright:storedSize:)``, with the same edge cases.
  ///
  ///     ImageOrientation.right.uprightRect(
  ///       ofStored: Rect(x: 0, y: 0, width: 1, height: 1),
  ///       storedSize: Size(width: 4, height: 3))   // (2.0, 0.0, 1.0, 1.0)
  ///
  /// - Parameters:
  ///   - rect: A rectangle of the stored grid, in pixels.
  ///   - storedSize: The stored image's size, in pixels.
  /// - Returns: The rectangle of the upright grid, in pixels.
  @inlinable
  public func uprightRect(ofStored rect: Rect, storedSize: Size) -> Rect {
    let flips: (x: Bool, y: Bool)
    switch self {
    case .up, .leftMirrored: flips = (false, false)
    case .upMirrored, .right: flips = (true, false)
    case .downMirrored, .left: flips = (false, true)
    case .down, .rightMirrored: flips = (true, true)
    }
    let s = storedSize
    return mapped(
      rect, flips: flips, sides: swapsWidthAndHeight ? (s.height, s.width) : (s.width, s.height))
  }

  /// Returns the transform from the upright grid's pixels to the stored grid's pixels
  /// (row-vector convention, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
  ///
  /// `a`, `b`, `c` and `d` are exactly 0 or ±1 and the translation is 0 or a side of the stored
  /// image; `W × H` being `storedSize`:
  ///
  ///     value   a   b   c   d   tx  ty
  ///       1     1   0   0   1   0   0
  ///       2    −1   0   0   1   W   0
  ///       3    −1   0   0  −1   W   H
  ///       4     1   0   0  −1   0   H
  ///       5     0   1   1   0   0   0
  ///       6     0  −1   1   0   0   H
  ///       7     0  −1  −1   0   W   H
  ///       8     0   1  −1   0   W   0
  ///
  /// A renderer that draws the stored image into an upright canvas draws it through the inverse
  /// of this transform. To take a ``CropRegion`` of the upright grid into the stored one, map its
  /// corners (``CropEngine/storedCropRegion`` does).
  ///
  /// - Parameter storedSize: The stored image's size, in pixels.
  /// - Returns: The upright-to-stored transform.
  @inlinable
  public func transformFromUpright(storedSize: Size) -> AffineTransform {
    let (w, h) = (storedSize.width, storedSize.height)
    switch self {
    case .up: return AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    case .upMirrored: return AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
    case .down: return AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
    case .downMirrored: return AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
    case .leftMirrored: return AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
    case .right: return AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
    case .rightMirrored: return AffineTransform(a: 0, b: -1, c: -1, d: 0, tx: w, ty: h)
    case .left: return AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
    }
  }

  /// The linear part of the map from stored to upright pixels as quarter turns and a mirror
  /// (`E` with `upright = E·stored + t`, column vectors, y down): a ``CropOrientation`` whose
  /// turns take +x toward +y. ``right`` is one quarter turn; ``leftMirrored``, the transpose, is
  /// a mirror then three quarter turns.
  @inlinable
  var uprightTurns: CropOrientation {
    switch self {
    case .up: CropOrientation(quarterTurns: 0, isMirrored: false)
    case .upMirrored: CropOrientation(quarterTurns: 0, isMirrored: true)
    case .down: CropOrientation(quarterTurns: 2, isMirrored: false)
    case .downMirrored: CropOrientation(quarterTurns: 2, isMirrored: true)
    case .leftMirrored: CropOrientation(quarterTurns: 3, isMirrored: true)
    case .right: CropOrientation(quarterTurns: 1, isMirrored: false)
    case .rightMirrored: CropOrientation(quarterTurns: 1, isMirrored: true)
    case .left: CropOrientation(quarterTurns: 3, isMirrored: false)
    }
  }

  /// `rect` in the other grid, axis by axis: its axes swapped for 5…8, then each axis flipped in
  /// its side of the other grid or kept (``start(_:_:flipped:side:)``). `null` and `infinite`
  /// come back unchanged; the rect is read standardized.
  @inlinable
  func mapped(_ rect: Rect, flips: (x: Bool, y: Bool), sides: (x: Double, y: Double)) -> Rect {
    if rect.isNull || rect.isInfinite { return rect }
    let r = rect.standardized
    let (u, v) = swapsWidthAndHeight ? (r.origin.y, r.origin.x) : (r.origin.x, r.origin.y)
    let (w, h) = swapsWidthAndHeight ? (r.size.height, r.size.width) : (r.size.width, r.size.height)
    return Rect(
      x: Self.start(u, w, flipped: flips.x, side: sides.x),
      y: Self.start(v, h, flipped: flips.y, side: sides.y), width: w, height: h)
  }

  /// Where an interval `[origin, origin + length]` of one axis starts in a grid of `side` pixels
  /// along it, flipped or not: `origin`, or `(side − origin) − length`, which never forms
  /// `origin + length` (that sum can overflow where the interval is finite).
  @inlinable
  static func start(_ origin: Double, _ length: Double, flipped: Bool, side: Double) -> Double {
    flipped ? (side - origin) - length : origin
  }
}
