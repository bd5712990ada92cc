// The crop as pixels on Apple platforms: a `CGImage` cut to a `CropRegion` under any straighten,
// quarter turn, mirror and EXIF orientation, drawn through the region's drawing transform into a
// bitmap context of the output's size; under a perspective, corrected by Core Image's
// `CIPerspectiveCorrection` from the region's four corners. A crop shape other than the rectangle
// (a circle, a rounded rectangle) is the output's alpha: every pixel outside it is transparent.
//
// Apple-only: this compiles only where CoreGraphics exists (and Core Image for a perspective), not
// on the Linux CI, where it is type-checked against stand-ins. The arithmetic it relies on, the
// region's drawing transform (`CropRegion.drawingTransform(outputSize:imagePixelSize:)`), is
// AffineKit's and tested on Linux against the region's corners.

#if canImport(CoreGraphics)
  import AffineKit
  import CoreGraphics
  import Foundation
  #if canImport(CoreImage)
    import CoreImage
  #endif

  extension CGImage {
    /// The crop `region` of this bitmap as a new bitmap of `outputSize` pixels: the region's
    /// top-left corner at the output's top-left, as the crop box showed it, sampled with
    /// high-quality interpolation into 8-bit RGBA (premultiplied alpha, device RGB).
    ///
    /// `region` must be in this bitmap's own grid: for the stored pixels of a camera photo (a
    /// `UIImage`'s `cgImage`, whatever its EXIF orientation), pass the engine's
    /// `storedCropRegion`; for an upright bitmap, `cropRegion`. Take the output size from
    /// `CropOutput.pixelSize(ofRegionSize:ratio:)` of the region's `size`.
    ///
    ///     let size = try CropOutput.pixelSize(
    ///       ofRegionSize: engine.cropRegion.size, ratio: engine.aspect.lockedRatio)
    ///     let avatar = cgImage.cropped(to: engine.storedCropRegion, outputSize: size)
    ///
    /// - Without a perspective: the image is drawn through
    ///   `region.drawingTransform(outputSize:imagePixelSize:)` into a `CGContext`.
    /// - Under a perspective: Core Image's `CIPerspectiveCorrection` takes the region's four
    ///   corners (with y counted from the bottom, Core Image's convention), and its result is
    ///   scaled to the output size. `nil` where Core Image does not exist.
    /// - A circle or a rounded rectangle (`region.shape`): the output is clipped to its mask
    ///   (`region.cornerRadii(outputSize:)`), transparent outside it. The engine's crops show photo
    ///   pixels everywhere inside the shape.
    ///
    /// Edge cases: `nil` for an output size that is not whole, positive pixels, for a region with
    /// no drawing transform (collapsed, or not finite), and when CoreGraphics or Core Image cannot
    /// make the bitmap.
    ///
    /// - Parameters:
    ///   - region: The crop, in this bitmap's pixels.
    ///   - outputSize: The output's size, in whole pixels.
    /// - Returns: The cropped bitmap, or `nil`.
    public func cropped(to region: CropRegion, outputSize: AffineKit.Size) -> CGImage? {
      guard let w = Int(exactly: outputSize.width), let h = Int(exactly: outputSize.height),
        w > 0, h > 0
      else { return nil }
      let imageSize = AffineKit.Size(width: Double(width), height: Double(height))
      if !region.perspective.isNone {
        #if canImport(CoreImage)
          guard let corrected = perspectiveCorrected(region, width: w, height: h) else {
            return nil
          }
          if region.shape == .rectangle { return corrected }
          return Self.draw(width: w, height: h, in: rgbSpace, clippedTo: region) { context in
            context.draw(corrected, in: CGRect(x: 0, y: 0, width: w, height: h))
          }
        #else
          return nil
        #endif
      }
      guard let m = region.drawingTransform(outputSize: outputSize, imagePixelSize: imageSize)
      else {
        return nil
      }
      return Self.draw(width: w, height: h, in: rgbSpace, clippedTo: region) { context in
        context.concatenate(CGAffineTransform(m))
        context.draw(self, in: CGRect(x: 0, y: 0, width: width, height: height))
      }
    }

    /// The colour space of the output: the image's own when it is an RGB one (a camera photo's
    /// Display P3 stays P3), else device RGB.
    var rgbSpace: CGColorSpace {
      if let space = colorSpace, space.model == .rgb { return space }
      return CGColorSpaceCreateDeviceRGB()
    }

    /// A new `width × height` RGBA bitmap in `space`, drawn by `body`, clipped first to the mask
    /// of `region`'s shape (nothing for the rectangle).
    static func draw(
      width: Int, height: Int, in space: CGColorSpace, clippedTo region: CropRegion,
      _ body: (CGContext) -> Void
    ) -> CGImage? {
      guard
        let context = CGContext(
          data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
          space: space,
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      else { return nil }
      context.interpolationQuality = .high
      let radii = region.cornerRadii(
        outputSize: AffineKit.Size(width: Double(width), height: Double(height)))
      if radii.width > 0 && radii.height > 0 {
        // The mask is symmetric about the output's centre, so it is the same rect in the context's
        // y-up space as in the output's y-down one.
        context.addPath(
          CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: width, height: height),
            cornerWidth: CGFloat(radii.width), cornerHeight: CGFloat(radii.height), transform: nil))
        context.clip()
      }
      body(context)
      return context.makeImage()
    }

    #if canImport(CoreImage)
      /// The region under its perspective, corrected by `CIPerspectiveCorrection` and scaled to
      /// `width × height` pixels.
      func perspectiveCorrected(_ region: CropRegion, width w: Int, height h: Int) -> CGImage? {
        guard let filter = CIFilter(name: "CIPerspectiveCorrection") else { return nil }
        // Core Image counts y from the bottom of the image.
        let imageHeight = Double(height)
        func vector(_ p: AffineKit.Point) -> CIVector {
          CIVector(cgPoint: CGPoint(AffineKit.Point(x: p.x, y: imageHeight - p.y)))
        }
        filter.setValue(CIImage(cgImage: self), forKey: kCIInputImageKey)
        filter.setValue(vector(region.topLeft), forKey: "inputTopLeft")
        filter.setValue(vector(region.topRight), forKey: "inputTopRight")
        filter.setValue(vector(region.bottomRight), forKey: "inputBottomRight")
        filter.setValue(vector(region.bottomLeft), forKey: "inputBottomLeft")
        guard let corrected = filter.outputImage else { return nil }
        let extent = AffineKit.Rect(corrected.extent)
        guard extent.size.width > 0 && extent.size.height > 0 else { return nil }
        // Moved to the origin, then scaled to the output's size.
        let fit = AffineKit.AffineTransform(translationX: -extent.origin.x, y: -extent.origin.y)
          .concatenating(
            AffineKit.AffineTransform(
              scaleX: Double(w) / extent.size.width, y: Double(h) / extent.size.height))
        // Clamped first, so that the scaled edge samples the image's own edge pixels rather than
        // the clear outside (which would fringe the border).
        return CIContext().createCGImage(
          corrected.clampedToExtent().transformed(by: CGAffineTransform(fit)),
          from: CGRect(x: 0, y: 0, width: w, height: h))
      }
    #endif
  }
#endif
