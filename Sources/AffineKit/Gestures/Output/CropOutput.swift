/// Crop output helpers: whole-pixel crop rectangles and output sizes that keep a ratio exact, zoom
/// limits from an output pixel range, and crop boxes for ratio presets.
///
/// Pure functions of their arguments; none allocates. Pixel coordinates are the image's: origin at
/// its top-left, y down, one unit a pixel, as ``CropEngine/cropRect`` reports them. Crop boxes are
/// in view points, as ``CropEngine/cropBox``.
///
///     let crop = Rect(x: 10.3, y: 20.6, width: 99.8, height: 99.7)
///     try CropOutput.pixelRect(crop, imagePixelSize: Size(width: 400, height: 300),
///                              ratio: .square)   // (10.0, 20.0, 100.0, 100.0)
public enum CropOutput {
  /// Returns `rect` rounded to whole pixels, inside the image, with an exact ratio when one is given.
  ///
  /// The image's whole pixels span `0...⌊W⌋ × 0...⌊H⌋`, `W × H` being `imagePixelSize`.
  ///
  /// - With a ratio `p:q` (in lowest terms), the result is `n·p × n·q` pixels for a whole `n ≥ 1`:
  ///   `n` is `min(width/p, height/q)` rounded to nearest (halves up), kept between 1 and the largest
  ///   `n` that fits in the image. The result is centred on the exact centre of `rect`, its origin
  ///   rounded to nearest (halves up), then moved, if it sticks out, just enough to lie inside the
  ///   image. So on each axis the centre moves at most `max(½, o)` pixels, where `o` is how far the
  ///   exactly centred `n·p × n·q` rectangle sticks out of the image on that axis (0 when inside).
  /// - Without a ratio, each edge (`minX`, `maxX`, `minY`, `maxY`) is rounded to nearest (halves
  ///   up), not the origin and size separately, so an edge moves at most half a pixel and a rect
  ///   that shares an edge with another still shares it. Each edge is then clamped into the image.
  ///   A side that would have no pixel (a rect thinner than a pixel, or outside the image) becomes
  ///   the one pixel column or row that holds the centre, clamped into the image. On each axis the
  ///   centre moves at most `½ + o` pixels, where `o` is how far `rect` sticks out of the image on
  ///   that axis.
  ///
  /// Rounding halves up (toward +∞) in both cases, so moving `rect` by whole pixels moves the result
  /// by the same amount. A rect that is already whole, inside the image and (with a ratio) exactly
  /// `n·p × n·q` comes back unchanged, so rounding twice is rounding once.
  ///
  ///     let image = Size(width: 400, height: 300)
  ///     try CropOutput.pixelRect(Rect(x: 10.4, y: 20.5, width: 99.2, height: 50.1),
  ///                              imagePixelSize: image)   // (10.0, 21.0, 100.0, 50.0)
  ///     try CropOutput.pixelRect(Rect(x: 350, y: 0, width: 100, height: 75),
  ///                              imagePixelSize: image,
  ///                              ratio: CropRatio(width: 4, height: 3))   // (300.0, 0.0, 100.0, 75.0)
  ///
  /// Edge cases:
  /// - A rect with a negative width or height is read standardized, as CoreGraphics does.
  /// - An image side that is NaN, infinite or below one pixel:
  ///   ``CropOutputError/invalidImagePixelSize``. A fractional side counts its whole pixels only.
  /// - A null rect, an empty one (zero width or height) or one with a non-finite edge:
  ///   ``CropOutputError/invalidCropRegion``.
  /// - A ratio whose smallest size, `p × q` pixels, is larger than the image:
  ///   ``CropOutputError/ratioDoesNotFit``.
  /// - ``Rect/infinite`` is read as the finite rect it is stored as, centred on (0, 0): free, the
  ///   whole image; with a ratio, the largest box that fits, at the image's top-left corner.
  /// - Exact for images up to 2⁵³ pixels a side (beyond that `Double` has no whole pixel spacing).
  ///
  /// - Parameters:
  ///   - rect: The crop, in the image's pixels (``CropEngine/cropRect`` at rest, for instance).
  ///   - imagePixelSize: The image's size, in pixels.
  ///   - ratio: The exact ratio to keep, or `nil` (the default) for a free crop.
  /// - Returns: A rectangle with whole-number edges inside the image, at least one pixel a side.
  /// - Throws: ``CropOutputError`` when the inputs have no whole-pixel crop.
  @inlinable
  public static func pixelRect(
    _ rect: Rect, imagePixelSize: Size, ratio: CropRatio? = nil
  ) throws(CropOutputError) -> Rect {
    let iw = imagePixelSize.width.rounded(.down)
    let ih = imagePixelSize.height.rounded(.down)
    guard 1 <= iw, iw < .infinity, 1 <= ih, ih < .infinity else { throw .invalidImagePixelSize }
    guard !rect.isNull else { throw .invalidCropRegion }
    let minX = rect.minX
    let maxX = rect.maxX
    let minY = rect.minY
    let maxY = rect.maxY
    guard CropEngine.isFinite(minX), CropEngine.isFinite(maxX), CropEngine.isFinite(minY),
      CropEngine.isFinite(maxY), minX < maxX, minY < maxY
    else { throw .invalidCropRegion }
    // Half of each edge first: exact (bar subnormals) and finite even for edges near ±1e308.
    let cx = minX * 0.5 + maxX * 0.5
    let cy = minY * 0.5 + maxY * 0.5
    guard let ratio else {
      let (x0, x1) = Self.roundedSpan(minX, maxX, center: cx, limit: iw)
      let (y0, y1) = Self.roundedSpan(minY, maxY, center: cy, limit: ih)
      return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    let p = Double(ratio.width)
    let q = Double(ratio.height)
    let largest = Swift.min((iw / p).rounded(.down), (ih / q).rounded(.down))
    guard largest >= 1 else { throw .ratioDoesNotFit }
    let wanted = Self.roundedHalfUp(Swift.min((maxX - minX) / p, (maxY - minY) / q))
    let n = Swift.min(Swift.max(wanted, 1), largest)
    let w = n * p
    let h = n * q
    // Centred, origin rounded, then shifted inside: 0 ≤ x ≤ iw − w (iw − w ≥ 0 since n ≤ largest).
    let x = Swift.max(Swift.min(Self.roundedHalfUp(cx - w * 0.5), iw - w), 0)
    let y = Swift.max(Swift.min(Self.roundedHalfUp(cy - h * 0.5), ih - h), 0)
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// Returns the whole-pixel size of an output image for a crop region of a real size, with an
  /// exact ratio when one is given.
  ///
  /// For a rotated crop the output image is the crop region scaled to the output size, so only the
  /// size is rounded; the region itself is not moved or snapped to the image's pixel grid.
  ///
  /// - With a ratio `p:q` (in lowest terms): `n·p × n·q` with `n = min(width/p, height/q)` rounded
  ///   to nearest (halves up), at least 1.
  /// - Without a ratio: each side rounded to nearest (halves up), at least 1.
  ///
  ///     try CropOutput.pixelSize(ofRegionSize: Size(width: 513.6, height: 512.9),
  ///                              ratio: .square)   // (513.0, 513.0)
  ///     try CropOutput.pixelSize(ofRegionSize: Size(width: 0.25, height: 99.5))   // (1.0, 100.0)
  ///
  /// Edge cases:
  /// - A zero, negative or non-finite side, or a size so large that the rounded size overflows:
  ///   ``CropOutputError/invalidCropRegion``.
  ///
  /// - Parameters:
  ///   - size: The crop region's size, in image pixels (the lengths of its sides; for a rotated
  ///     region, not its bounding box).
  ///   - ratio: The exact ratio to keep, or `nil` (the default) for a free crop.
  /// - Returns: A size with whole, positive sides, in pixels.
  /// - Throws: ``CropOutputError/invalidCropRegion`` when the size has no output.
  @inlinable
  public static func pixelSize(
    ofRegionSize size: Size, ratio: CropRatio? = nil
  ) throws(CropOutputError) -> Size {
    let w = size.width
    let h = size.height
    guard CropEngine.isFinitePositive(w), CropEngine.isFinitePositive(h)
    else { throw .invalidCropRegion }
    let result: Size
    if let ratio {
      let p = Double(ratio.width)
      let q = Double(ratio.height)
      let n = Swift.max(Self.roundedHalfUp(Swift.min(w / p, h / q)), 1)
      result = Size(width: n * p, height: n * q)
    } else {
      result = Size(
        width: Swift.max(Self.roundedHalfUp(w), 1), height: Swift.max(Self.roundedHalfUp(h), 1))
    }
    guard CropEngine.isFinite(result.width), CropEngine.isFinite(result.height)
    else { throw .invalidCropRegion }
    return result
  }

  /// Returns the largest crop box of a ratio centred in an available area, or the whole area for a
  /// free ratio.
  ///
  /// For screens that offer ratio presets: the box touches the area on the limiting axis and is
  /// centred on the other. Coordinates are the area's (view points, typically).
  ///
  ///     let area = Rect(x: 0, y: 0, width: 375, height: 667)
  ///     CropOutput.largestCropBox(in: area, ratio: CropRatio(width: 4, height: 3))
  ///     // (0.0, 192.875, 375.0, 281.25)
  ///     CropOutput.largestCropBox(in: area, ratio: nil)   // (0.0, 0.0, 375.0, 667.0)
  ///
  /// Edge cases:
  /// - An area with a negative width or height is read standardized, as CoreGraphics does.
  /// - A null area, one with a NaN or infinite component, or one whose far edge (origin + size)
  ///   overflows: ``Rect/null``.
  /// - An empty area (zero width or height): with a ratio, a zero-size rect at the area's centre;
  ///   free, the area standardized.
  /// - ``Rect/infinite`` is treated as the finite rect it is stored as.
  ///
  /// - Parameters:
  ///   - area: The available area.
  ///   - ratio: The crop box's ratio, or `nil` for a free crop box (the whole area).
  /// - Returns: The crop box, in the area's coordinates.
  @inlinable
  public static func largestCropBox(in area: Rect, ratio: CropRatio?) -> Rect {
    guard let a = finiteArea(area) else { return .null }
    guard let ratio else { return a }
    return largestBox(in: a, width: Double(ratio.width), height: Double(ratio.height))
  }

  /// `area` standardized, or `nil` when it is null, has a NaN or infinite component, or a far
  /// edge (origin + size) that overflows: a box centred in such an area could have an infinite
  /// origin.
  @inlinable
  static func finiteArea(_ area: Rect) -> Rect? {
    guard !area.isNull else { return nil }
    let a = area.standardized
    guard CropEngine.isFinite(a.origin.x), CropEngine.isFinite(a.origin.y),
      CropEngine.isFinite(a.size.width), CropEngine.isFinite(a.size.height),
      CropEngine.isFinite(a.origin.x + a.size.width),
      CropEngine.isFinite(a.origin.y + a.size.height)
    else { return nil }
    return a
  }

  /// The largest rectangle of aspect `p:q` (finite and positive) centred in the standardized,
  /// finite area `a`: it touches the area on the limiting axis and is centred on the other.
  @inlinable
  static func largestBox(in a: Rect, width p: Double, height q: Double) -> Rect {
    let aw = a.size.width
    let ah = a.size.height
    // Compare aw/p with ah/q (not aw·q with ah·p, which can overflow), and clamp the computed
    // side so that rounding never makes it exceed the area.
    if aw / p <= ah / q {
      let h = Swift.min(aw / p * q, ah)
      return Rect(x: a.origin.x, y: a.origin.y + (ah - h) * 0.5, width: aw, height: h)
    } else {
      let w = Swift.min(ah / q * p, aw)
      return Rect(x: a.origin.x + (aw - w) * 0.5, y: a.origin.y, width: w, height: ah)
    }
  }

  // MARK: Rounding

  /// `x` rounded to the nearest whole number, halves toward +∞ (so `x + k` rounds to the rounded
  /// `x` plus `k` for every whole `k`), where a value less than 8 ulps below a half counts as the
  /// half. `x − ⌊x⌋` is exact, so no double rounding.
  ///
  /// The snap makes the rounding stable under the few ulps of error that computing a crop rect
  /// leaves: the same saved crop restored into crop boxes of the same aspect and different sizes
  /// gives edges like `1417.5` on one and `1417.4999999999995` on the other, which must round alike.
  @inlinable
  static func roundedHalfUp(_ x: Double) -> Double {
    let down = x.rounded(.down)
    return x - down >= 0.5 - 8 * x.ulp ? down + 1 : down
  }

  /// The edges `low < high` rounded and clamped into `0...limit` (`limit ≥ 1`, whole); when that
  /// leaves no pixel, the one pixel holding `center`, clamped into the image.
  @inlinable
  static func roundedSpan(
    _ low: Double, _ high: Double, center: Double, limit: Double
  ) -> (Double, Double) {
    let a = Swift.min(Swift.max(Self.roundedHalfUp(low), 0), limit)
    let b = Swift.min(Swift.max(Self.roundedHalfUp(high), 0), limit)
    if a < b { return (a, b) }
    let i = Swift.min(Swift.max(center.rounded(.down), 0), limit - 1)
    return (i, i + 1)
  }
}

/// Why a crop output helper has no result.
public enum CropOutputError: Error, Hashable, Sendable {
  /// The image's pixel size has a side that is NaN, infinite or less than one whole pixel.
  case invalidImagePixelSize
  /// The crop rect is null, empty or not finite, or the crop region's size is zero, negative or
  /// not finite: there is nothing to output.
  case invalidCropRegion
  /// The ratio's smallest whole-pixel size, `p × q` in lowest terms, does not fit in the image.
  case ratioDoesNotFit
  /// The image, crop box and fit mode are not a valid configuration, for the reason given (as the
  /// engine's initializer,
  /// ``CropEngine/init(image:cropBox:configuration:zoom:center:)``,
  /// would throw).
  case invalidConfiguration(CropConfigurationError)
  /// The output width range is not a range of positive widths: a minimum that is NaN, infinite,
  /// zero or negative, or a maximum that is NaN or below the minimum.
  case invalidOutputWidthRange
  /// No zoom in the resting range of the limits being narrowed gives an output width in the range
  /// (the image has too few pixels for the minimum width, or the limits' ceiling keeps the output
  /// wider than the maximum).
  case outputWidthRangeUnreachable
}
