extension CropEngine {
  /// The crop: the part of the image inside the crop box, in image pixels (origin at the image's
  /// top-left, y down), unrounded.
  ///
  /// The crop box is mapped into the fitted image's points, `(box − contentFrame.origin) / zoom`,
  /// intersected with the image, and scaled to pixels on each axis by `imagePixelSize /
  /// fittedSize` (computed as a fraction of the image first, so it stays finite for any valid
  /// state). At rest with ``FitMode/fill`` and a resting minimum of at least 1 the box is covered, so
  /// the crop has the box's aspect ratio.
  ///
  ///     // a 4000 × 3000 photo at zoom 1 behind a 300 × 300 box
  ///     engine.cropRect   // (500.0, 0.0, 3000.0, 3000.0)
  ///
  /// Edge cases:
  /// - The image entirely outside the crop box (possible only during a gesture with
  ///   ``Overscroll/free``): ``Rect/null``.
  /// - The image partly outside the box: only the covered part, so the crop is smaller than the
  ///   box's share of the image.
  /// - A zoom so small that the box's extent in the image overflows: the extent is clipped to the
  ///   image (the whole image when the box straddles it), never a NaN.
  /// - With a rotation, crop region corners that overflow (the image's centre near ±1e308 view
  ///   points away): ``Rect/null``, since the box then lies outside the image.
  /// - With a rotation or a perspective: the bounding rectangle of ``cropRegion``'s corners,
  ///   intersected with the image (``Rect/null`` when they do not meet); the crop itself is then
  ///   ``cropRegion``, not this rectangle.
  @inlinable
  public var cropRect: Rect {
    if !placement.frame.isIdentity {
      let region = cropRegion.boundingRect
      // Corners that overflow (an image centre near ±1e308 in view points, a box about 1e308
      // pixels from the image) give an infinite or NaN bounding rect: such a box lies outside any
      // image with a finite size, so there is no crop.
      guard region.origin.x.magnitude < .infinity, region.origin.y.magnitude < .infinity,
        region.size.width < .infinity, region.size.height < .infinity
      else { return .null }
      return region.intersection(imagePixelRect)
    }
    guard let v = visibleEdges else { return .null }
    let pw = imagePixelSize.width
    let ph = imagePixelSize.height
    let fw = fittedSize.width
    let fh = fittedSize.height
    // Fractions of the image first: (x / fw)·pw stays finite where x·(pw / fw) could overflow.
    let left = v.minX / fw * pw
    let top = v.minY / fh * ph
    return Rect(x: left, y: top, width: v.maxX / fw * pw - left, height: v.maxY / fh * ph - top)
  }

  /// The part of the image inside the crop box, in the image view's bounds coordinates: points of
  /// the image at zoom 1 (``fittedSize``), origin at its top-left. UIScrollView's visible rect of
  /// the zoomed view, `convert(bounds, to: imageView)` clipped to the image.
  ///
  ///     // a 300 × 300 image at zoom 2, frame (-150, -150, 600, 600), box (0, 0, 300, 300)
  ///     engine.visibleRect   // (75.0, 75.0, 150.0, 150.0)
  ///
  /// Edge cases: as ``cropRect``'s (``Rect/null`` when the image is entirely outside the box).
  /// With a rotation, the bounding box of the crop box's corners in those coordinates, clipped to
  /// the image.
  @inlinable
  public var visibleRect: Rect {
    if !placement.frame.isIdentity {
      // The crop region's bounding rect, from pixels back to the fitted image's points.
      let r = cropRect
      if r.isNull { return .null }
      let sx = fittedSize.width / imagePixelSize.width
      let sy = fittedSize.height / imagePixelSize.height
      return Rect(
        x: r.origin.x * sx, y: r.origin.y * sy, width: r.size.width * sx,
        height: r.size.height * sy)
    }
    guard let v = visibleEdges else { return .null }
    return Rect(x: v.minX, y: v.minY, width: v.maxX - v.minX, height: v.maxY - v.minY)
  }

  /// The crop box's edges in the fitted image's points, measured from its top-left corner and
  /// clipped to the image, or `nil` when the box and the image do not overlap.
  @inlinable
  var visibleEdges: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    let s = zoom
    let fw = fittedSize.width
    let fh = fittedSize.height
    // A tiny zoom can make the box's extent infinite here (and −∞ + ∞ a NaN): the comparisons
    // below send such an edge to the image's edge.
    let x0 = (cropBox.origin.x - center.x) / s + fw * 0.5
    let y0 = (cropBox.origin.y - center.y) / s + fh * 0.5
    var x1 = x0 + cropBox.size.width / s
    var y1 = y0 + cropBox.size.height / s
    // −∞ + ∞: both edges overflowed; the far edge's own sign says where the box ends.
    if x1.isNaN { x1 = (cropBox.origin.x + cropBox.size.width - center.x) / s + fw * 0.5 }
    if y1.isNaN { y1 = (cropBox.origin.y + cropBox.size.height - center.y) / s + fh * 0.5 }
    let minX = x0 > 0 ? x0 : 0
    let minY = y0 > 0 ? y0 : 0
    let maxX = x1 < fw ? x1 : fw
    let maxY = y1 < fh ? y1 : fh
    if minX > maxX || minY > maxY { return nil }
    return (minX, minY, maxX, maxY)
  }

  /// The image's pixel rectangle, `(0, 0, width, height)`.
  @inlinable
  var imagePixelRect: Rect {
    Rect(x: 0, y: 0, width: imagePixelSize.width, height: imagePixelSize.height)
  }

  /// The crop region: the crop box's four corners in the image's pixels (origin at the image's
  /// top-left, y down, before any turn or mirror), in the order of the output image's top-left,
  /// top-right, bottom-right and bottom-left corners, with the angle, orientation and
  /// perspective.
  ///
  /// A box corner `P` maps to the fitted image's point `q = Lᵀ·(P − c) / s` (relative to its
  /// centre, `w × h` the ``fittedSize``), then to pixels by `(q_x / w + 1/2)·pixelWidth` (a
  /// fraction of the image first, so it stays finite for any valid state), and likewise on y. With
  /// a ``perspective``, `q` is first taken back through its projection, `π⁻¹(q)`: the corners are
  /// then a general convex quadrilateral, the four points `CIPerspectiveCorrection` takes (its
  /// `inputTopLeft` is ``CropRegion/topLeft``, and so on; Core Image's y axis points up, so pass
  /// `imagePixelSize.height − y`, and for a `CIImage` of the stored, unrotated pixels use
  /// ``storedCropRegion`` and ``storedPixelSize``), and
  /// ``CropRegion/projectiveTransform(outputSize:)`` maps the output's pixels onto it. At rest with
  /// ``CropConfiguration/coversCropBox``, the crop shape lies inside the image
  /// (``CropRegion/shape``, drawn as ``CropRegion/cornerRadii(outputSize:)``): with the rectangle,
  /// all four corners; with an ellipse or a rounded rectangle the corners may lie outside it, only
  /// where the mask hides them.
  ///
  ///     // a 300 × 300 image in a 300 × 300 box at zoom 2, centred
  ///     engine.cropRegion.topLeft       // (75.0, 75.0)
  ///     engine.cropRegion.bottomRight   // (225.0, 225.0)
  @inlinable
  public var cropRegion: CropRegion {
    let frame = placement.frame
    let l = frame.matrix
    let c = center
    let s = zoom
    let fitted = fittedSize
    let pixels = imagePixelSize
    func pixel(_ x: Double, _ y: Double) -> Point {
      frame.pixel(ofView: Point(x: x, y: y), center: c, zoom: s, fitted: fitted, pixels, l: l)
    }
    let box = cropBox
    let x1 = box.origin.x + box.size.width
    let y1 = box.origin.y + box.size.height
    return CropRegion(
      topLeft: pixel(box.origin.x, box.origin.y), topRight: pixel(x1, box.origin.y),
      bottomRight: pixel(x1, y1), bottomLeft: pixel(box.origin.x, y1), angle: frame.angle,
      orientation: frame.orientation, perspective: frame.perspective,
      aspect: aspect, shape: cropShape.relative(to: box.size))
  }
  /// The crop region as drawn at `time`, in seconds on the caller's clock: ``cropRegion`` of the
  /// box and the photo the running animation draws then (a settle, the box's recentre or a ratio
  /// change; a quarter turn's animation draws the turn's end), or ``cropRegion`` when no animation
  /// runs. A readout of the crop's size or ratio that follows an animation reads this each frame.
  /// Its ``CropRegion/aspect`` is the drawn box's: on the way to a new ratio the box is free at
  /// its shape then, and locked only once it has the ratio's shape.
  ///
  ///     sizeLabel.text = "\(engine.cropRegion(at: link.targetTimestamp).size)"
  ///
  /// Edge cases: as ``geometry(at:)``'s (NaN gives ``cropRegion``).
  ///
  /// - Parameter time: Seconds on the clock the events' times are on.
  @inlinable
  public func cropRegion(at time: Double) -> CropRegion {
    guard let animation, animation.isRunning(atClock: time) else {
      return cropRegion
    }
    var drawn = self
    drawn.take(animation.sample(at: time - animation.startTime))
    // The lock holds only where the drawn box has its shape (a recentre keeps it; a ratio change
    // does not, until its end).
    if let r = lockedRatio, !r.isShape(of: drawn.cropBox.size) { drawn.lockedRatio = nil }
    return drawn.cropRegion
  }

}

extension CropEngine {
  /// The crop in the image's stored pixel grid (a `CGImage`'s, before its EXIF orientation):
  /// ``cropRect`` mapped by ``imageOrientation``, the rect to pass to `CGImage.cropping(to:)`.
  ///
  /// Each edge of ``cropRect`` is mapped by
  /// ``ImageOrientation/storedRect(ofUpright:storedSize:)`` with ``storedPixelSize``: the same
  /// pixels, so the sides are swapped for EXIF values 5…8, and a whole-pixel rect maps to a
  /// whole-pixel rect exactly. With ``ImageOrientation/up`` it is ``cropRect``.
  ///
  ///     // a portrait iPhone photo (4032 × 3024 stored, .right) at rest in a square box
  ///     engine.cropRect         // (0.0, 504.0, 3024.0, 3024.0)
  ///     engine.storedCropRect   // (504.0, 0.0, 3024.0, 3024.0)
  ///
  /// To get whole pixels, round the upright rect first (``CropOutput/pixelRect(_:imagePixelSize:ratio:)``
  /// with ``imagePixelSize``, so a ratio is the ratio the user sees) and map the result with
  /// ``ImageOrientation/storedRect(ofUpright:storedSize:)``: a whole-pixel rect maps exactly.
  ///
  /// Edge cases: as ``cropRect``'s (``Rect/null`` when the image is entirely outside the box).
  @inlinable
  public var storedCropRect: Rect {
    imageOrientation.storedRect(ofUpright: cropRect, storedSize: storedPixelSize)
  }

  /// The crop region in the image's stored pixel grid: ``cropRegion``'s four corners mapped by
  /// ``ImageOrientation/storedPoint(ofUpright:storedSize:)``, in the same output order.
  ///
  /// A renderer that samples the stored image (a `CGImage` read without applying its
  /// orientation) takes ``CropRegion/transform(outputSize:)`` of this region: output pixels map
  /// to stored pixels, and the output comes out upright, as the screen showed it. Its
  /// ``CropRegion/angle`` is ``angle``; its ``CropRegion/orientation`` is the quarter turns and
  /// mirror from the stored grid to the output, ``orientation`` after the image's own (for a
  /// `.right` photo with no turn, one quarter turn). With ``ImageOrientation/up`` it is
  /// ``cropRegion``.
  ///
  ///     // the portrait photo at rest in a square box
  ///     engine.storedCropRegion.topLeft    // (504.0, 3024.0)
  ///     engine.storedCropRegion.topRight   // (504.0, 0.0)
  ///
  /// Edge cases: a non-finite corner of ``cropRegion`` (an image centre near ±1e308 view points)
  /// stays non-finite.
  @inlinable
  public var storedCropRegion: CropRegion {
    let r = cropRegion
    let o = imageOrientation
    let s = storedPixelSize
    // Output = R(θ)·O·(upright) and upright = E·(stored) + t, so the linear map from stored
    // pixels to the output is R(θ)·O·E: the angle stays, and O·E is again turns and a mirror.
    return CropRegion(
      topLeft: o.storedPoint(ofUpright: r.topLeft, storedSize: s),
      topRight: o.storedPoint(ofUpright: r.topRight, storedSize: s),
      bottomRight: o.storedPoint(ofUpright: r.bottomRight, storedSize: s),
      bottomLeft: o.storedPoint(ofUpright: r.bottomLeft, storedSize: s), angle: r.angle,
      orientation: r.orientation.composed(after: o.uprightTurns), perspective: r.perspective,
      aspect: r.aspect, shape: r.shape)
  }
}

/// The part of an image a crop shows, in the image's pixels (origin at its top-left, y down), as
/// a renderer needs it: the four corners of the output image and the transform from output pixels
/// to image pixels.
///
/// Corners are in the output's order: ``topLeft``, ``topRight``, ``bottomRight``, ``bottomLeft``
/// of the output image. With a straighten angle or a turn they are not the corners of an
/// axis-aligned rectangle of the image; with a perspective they are a general convex
/// quadrilateral. ``boundingRect`` is their bounding box.
public struct CropRegion: Hashable, Sendable {
  /// The image pixel at the output's top-left corner.
  public var topLeft: Point
  /// The image pixel at the output's top-right corner.
  public var topRight: Point
  /// The image pixel at the output's bottom-right corner.
  public var bottomRight: Point
  /// The image pixel at the output's bottom-left corner.
  public var bottomLeft: Point
  /// The straighten angle of the crop, in radians (``CropEngine/angle``).
  public var angle: Double
  /// The quarter turns and mirror of the crop (``CropEngine/orientation``).
  public var orientation: CropOrientation
  /// The keystone correction of the crop (``CropEngine/perspective``): with one, the corners are
  /// a general quadrilateral and ``projectiveTransform(outputSize:)`` is the output's map.
  public var perspective: Perspective
  /// The output's shape, the crop box's (``CropEngine/aspect``): locked to an exact ratio, or free
  /// with the box's width over its height; `nil` for a region made from its corners alone.
  /// ``CropEngine/cropRegion`` sets it. Under a ``perspective`` it is the only source of the
  /// output's shape (a quadrilateral is the image of a rectangle of any shape), and ``size`` reads
  /// it; without one the corners give the shape, and this says whether it is locked (the ratio to
  /// pass to ``CropOutput/pixelSize(ofRegionSize:ratio:)``).
  public var aspect: CropAspect?
  /// The crop's shape in the output, the mask to clip it with (``CropEngine/cropShape``), with a
  /// rounded rectangle's corner radius as a fraction of the output's shorter side (0 to 0.5), as a
  /// ``SavedCrop`` keeps it: ``cornerRadii(outputSize:)`` gives it in output pixels.
  public var shape: CropShape

  /// Creates a region from its corners, angle and orientation, storing them as given.
  ///
  /// - Parameters:
  ///   - topLeft: The image pixel at the output's top-left corner.
  ///   - topRight: The image pixel at the output's top-right corner.
  ///   - bottomRight: The image pixel at the output's bottom-right corner.
  ///   - bottomLeft: The image pixel at the output's bottom-left corner.
  ///   - angle: The straighten angle, in radians.
  ///   - orientation: The quarter turns and mirror.
  ///   - perspective: The keystone correction. Defaults to none.
  ///   - aspect: The crop box's shape, or `nil` (the default) for the region's own, its top edge
  ///     over its left edge.
  ///   - shape: The crop's shape in the output, a rounded rectangle's radius as a fraction of the
  ///     output's shorter side. Defaults to the rectangle.
  @inlinable
  public init(
    topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point, angle: Double,
    orientation: CropOrientation, perspective: Perspective = .none,
    aspect: CropAspect? = nil, shape: CropShape = .rectangle
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
    self.angle = angle
    self.orientation = orientation
    self.perspective = perspective
    self.aspect = aspect
    self.shape = shape
  }

  /// The mask of an output image of `outputSize`: the corner radii, in output pixels, of the
  /// rounded rectangle `(0, 0, width, height)` that is the crop's ``shape``. `(0, 0)` for the
  /// rectangle (no mask), half the output's width and height for the ellipse, and the relative
  /// radius times the output's shorter side on both axes for a rounded rectangle. Clip the output
  /// to it, for example with `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`, or a
  /// canvas's `ellipse` or `roundRect`; the output's pixels outside the photo are all outside it.
  ///
  ///     // a circle crop into a 512 × 512 avatar
  ///     region.cornerRadii(outputSize: Size(width: 512, height: 512))   // (256.0, 256.0)
  ///
  /// Edge cases: a relative radius above 0.5 counts as 0.5 (the engine's regions never have one).
  /// The radii are computed from the size given, unchecked: pass a finite, positive output size.
  @inlinable
  public func cornerRadii(outputSize: Size) -> Size {
    guard case .roundedRectangle(let f) = shape else { return shape.cornerRadii(in: outputSize) }
    // The relative radius in output pixels; the shape clamps it to half the shorter side.
    let side = Swift.min(outputSize.width, outputSize.height)
    return CropShape.roundedRectangle(cornerRadius: f * side).cornerRadii(in: outputSize)
  }

  /// The size of the region, in image pixels: the length of its top edge (``topLeft`` to
  /// ``topRight``) by the length of its left edge (``topLeft`` to ``bottomLeft``). The output
  /// image's size at one output pixel per image pixel; with a straighten angle it differs from
  /// ``boundingRect``'s size. With a ``perspective`` opposite edges differ: the size is the
  /// smallest of the ``aspect`` (the box's shape, so the output is not squashed) whose
  /// width is at least the longer of the top and bottom edges and whose height at least the longer
  /// of the left and right ones, so that the output has at least one pixel per image pixel along
  /// every edge.
  ///
  ///     // the 300 × 300 profile photo at zoom 2: the middle 150 × 150 pixels
  ///     engine.cropRegion.size   // (150.0, 150.0)
  ///
  /// Edge cases:
  /// - Each length is computed scaled by its larger component, so it overflows only where the
  ///   length itself is past the largest `Double`; an infinite corner gives an infinite length and
  ///   a NaN one a NaN length.
  @inlinable
  public var size: Size {
    func length(_ dx: Double, _ dy: Double) -> Double {
      if dx.isNaN || dy.isNaN { return .nan }
      let m = Swift.max(dx.magnitude, dy.magnitude)
      if m == 0 || m == .infinity { return m }
      let x = dx / m
      let y = dy / m
      return m * (x * x + y * y).squareRoot()
    }
    let top = length(topRight.x - topLeft.x, topRight.y - topLeft.y)
    let left = length(bottomLeft.x - topLeft.x, bottomLeft.y - topLeft.y)
    if perspective.isNone { return Size(width: top, height: left) }
    let wide = Swift.max(top, length(bottomRight.x - bottomLeft.x, bottomRight.y - bottomLeft.y))
    let tall = Swift.max(left, length(bottomRight.x - topRight.x, bottomRight.y - topRight.y))
    let aspect = self.aspect?.widthOverHeight ?? top / left
    let width = Swift.max(wide, aspect * tall)
    return Size(width: width, height: width / aspect)
  }

  /// The bounding box of the four corners, in image pixels.
  @inlinable
  public var boundingRect: Rect {
    Rect.boundingBox(topLeft, topRight, bottomRight, bottomLeft)
  }

  /// The transform from the pixels of an output image of `outputSize` to the image's pixels:
  /// output `(0, 0)` maps to ``topLeft``, `(width, 0)` to ``topRight`` and `(0, height)` to
  /// ``bottomLeft`` (row-vector convention, `x' = a·x + c·y + tx`).
  ///
  /// To render, draw the source image through the inverse of this transform (or sample the source
  /// at the transformed output pixel centres).
  ///
  ///     // the crop region (75, 75)…(225, 225), unrotated, into a 300 × 300 output
  ///     region.transform(outputSize: Size(width: 300, height: 300))
  ///     // AffineTransform(a: 0.5, b: 0.0, c: 0.0, d: 0.5, tx: 75.0, ty: 75.0)
  ///
  /// Edge cases:
  /// - An output size with a zero, negative, NaN or infinite side, or one so small that the
  ///   transform overflows: `nil` (never a NaN transform).
  /// - A region collapsed to a point or a segment (at a zoom so large that its corners round
  ///   together): `nil`, since a singular transform has no inverse to draw through.
  /// - A region with a ``perspective``: `nil`. Its corners are a general quadrilateral, which no
  ///   affine transform maps the output onto; use ``projectiveTransform(outputSize:)``.
  ///
  /// - Parameter outputSize: The output image's size, in pixels.
  /// - Returns: The output-to-image transform, or `nil` for an unusable output size, a collapsed
  ///   region or a perspective.
  @inlinable
  public func transform(outputSize: Size) -> AffineTransform? {
    let w = outputSize.width
    let h = outputSize.height
    guard 0 < w && w < .infinity && 0 < h && h < .infinity, perspective.isNone else { return nil }
    let t = AffineTransform(
      a: (topRight.x - topLeft.x) / w, b: (topRight.y - topLeft.y) / w,
      c: (bottomLeft.x - topLeft.x) / h, d: (bottomLeft.y - topLeft.y) / h,
      tx: topLeft.x, ty: topLeft.y)
    guard
      t.a.magnitude < .infinity && t.b.magnitude < .infinity && t.c.magnitude < .infinity
        && t.d.magnitude < .infinity && t.tx.magnitude < .infinity && t.ty.magnitude < .infinity
    else { return nil }
    // A region that collapsed to a point or a segment (a huge zoom restored from a saved crop) has
    // no inverse to draw through.
    guard t.inverse != nil else { return nil }
    return t
  }

  /// The transform a drawing context whose y axis points up (Quartz's `CGContext`, a PDF page)
  /// concatenates to draw the image so that this crop fills an output of `outputSize` pixels: with
  /// it, drawing the image into the rect `(0, 0, imagePixelSize)` (which such a context draws with
  /// the image's first row at the top) puts the image pixel ``topLeft`` at the output's top-left
  /// corner, ``topRight`` at its top-right and ``bottomLeft`` at its bottom-left. It is
  /// ``transform(outputSize:)`` inverted between two flips of the y axis: the image's, in its
  /// height `H`, and the output's, in its height `h` (row-vector convention, applied left to
  /// right):
  ///
  ///     F(H) · transform⁻¹ · F(h),   F(k) = (x, y) ↦ (x, k − y)
  ///
  ///     // a 4000 × 3000 image's crop (1250, 750)…(2750, 2250) into 300 × 300 pixels
  ///     region.drawingTransform(
  ///       outputSize: Size(width: 300, height: 300),
  ///       imagePixelSize: Size(width: 4000, height: 3000))
  ///     // AffineTransform(a: 0.2, b: 0.0, c: 0.0, d: 0.2, tx: -250.0, ty: -150.0)
  ///
  /// Pass the size of the grid the region is in: the stored bitmap's for
  /// ``CropEngine/storedCropRegion`` (a `CGImage`'s `width` and `height`), the upright one's for
  /// ``CropEngine/cropRegion``.
  ///
  /// Edge cases: `nil` wherever ``transform(outputSize:)`` is (an unusable output size, a
  /// collapsed region, a perspective, which no affine map draws), and for an image size with a
  /// side that is zero, negative or not finite, or a transform that overflows.
  ///
  /// - Parameters:
  ///   - outputSize: The output image's size, in pixels.
  ///   - imagePixelSize: The size of the image the region is in, in pixels.
  /// - Returns: The image-to-output transform of a y-up context, or `nil`.
  @inlinable
  public func drawingTransform(outputSize: Size, imagePixelSize: Size) -> AffineTransform? {
    let imageHeight = imagePixelSize.height
    guard 0 < imagePixelSize.width && imagePixelSize.width < .infinity,
      0 < imageHeight && imageHeight < .infinity,
      let inverse = transform(outputSize: outputSize)?.inverse
    else { return nil }
    let flipImage = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: imageHeight)
    let flipOutput = AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: outputSize.height)
    let m = flipImage.concatenating(inverse).concatenating(flipOutput)
    guard
      m.a.isFinite && m.b.isFinite && m.c.isFinite && m.d.isFinite && m.tx.isFinite
        && m.ty.isFinite
    else { return nil }
    return m
  }

  /// The projective transform from the pixels of an output image of `outputSize` to the image's
  /// pixels: the output's four corners `(0, 0)`, `(width, 0)`, `(width, height)`, `(0, height)`
  /// map to ``topLeft``, ``topRight``, ``bottomRight`` and ``bottomLeft``
  /// (``ProjectiveTransform/init(mapping:to:)``, `m44 = 1`). It maps the output to the image, the
  /// direction a renderer samples in: a Metal or WebGL shader maps each output pixel's centre
  /// through it and reads the image there; to draw the image onto the output instead, draw it
  /// through the inverse. (A 2-D canvas or Core Graphics context draws affine maps only.) Without
  /// one the region is a parallelogram and the transform is ``transform(outputSize:)`` exactly,
  /// embedded (``ProjectiveTransform/isAffine``).
  ///
  /// Edge cases: an output size with a zero, negative, NaN or infinite side, a region with a
  /// non-finite corner, or one collapsed so that three corners are on a line: `nil`.
  ///
  /// - Parameter outputSize: The output image's size, in pixels.
  /// - Returns: The output-to-image transform, or `nil`.
  @inlinable
  public func projectiveTransform(outputSize: Size) -> ProjectiveTransform? {
    let w = outputSize.width
    let h = outputSize.height
    guard 0 < w && w < .infinity && 0 < h && h < .infinity else { return nil }
    if perspective.isNone { return transform(outputSize: outputSize).map(ProjectiveTransform.init) }
    let output = (Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h))
    return ProjectiveTransform(
      mapping: output, to: (topLeft, topRight, bottomRight, bottomLeft))
  }
}
