/// The image an engine crops, as its file describes it: the stored pixel grid's size and how its
/// stored pixels are shown upright (its EXIF orientation).
///
///     CropImage.upright(Size(width: 4000, height: 3000))        // a decoded, upright bitmap
///     CropImage.stored(Size(width: 4032, height: 3024), orientation: .right)
///                                                              // a portrait iPhone photo
///
/// A camera photo is stored turned: pass the stored size (a `CGImage`'s `width` and `height`)
/// with the orientation from the same file (`UIImage.imageOrientation` or
/// `kCGImagePropertyOrientation`, converted by `AffineKitFoundation`), and the engine derives the
/// upright size. The stored size travels with the orientation on purpose: a value that took the
/// upright size and an orientation would accept `cgImage.width × cgImage.height` with `.right`
/// without complaint and crop a square from a photo of the wrong shape.
public struct CropImage: Hashable, Sendable {
  /// The stored pixel grid's size, in pixels, before ``orientation``.
  public let storedPixelSize: Size
  /// How the stored pixels are shown upright.
  public let orientation: ImageOrientation

  /// An image stored with `orientation`.
  @inlinable
  init(storedPixelSize: Size, orientation: ImageOrientation) {
    self.storedPixelSize = storedPixelSize
    self.orientation = orientation
  }

  /// An upright image of `pixelSize` (its stored grid is its upright grid,
  /// ``ImageOrientation/up``).
  ///
  /// - Parameter pixelSize: The image's size, in pixels, as it is shown.
  @inlinable
  public static func upright(_ pixelSize: Size) -> CropImage {
    CropImage(storedPixelSize: pixelSize, orientation: .up)
  }

  /// An image stored with an EXIF orientation: `storedPixelSize` is the stored grid's size (a
  /// `CGImage`'s `width` and `height`), `orientation` how it is shown upright.
  ///
  /// - Parameters:
  ///   - storedPixelSize: The stored image's size, in pixels, before its orientation.
  ///   - orientation: How the stored pixels are shown upright.
  @inlinable
  public static func stored(_ storedPixelSize: Size, orientation: ImageOrientation) -> CropImage {
    CropImage(storedPixelSize: storedPixelSize, orientation: orientation)
  }

  /// The image's size as it is shown, in pixels: ``storedPixelSize`` with its sides swapped when
  /// ``orientation`` turns the image a quarter turn (EXIF values 5…8).
  @inlinable
  public var pixelSize: Size { orientation.uprightSize(ofStored: storedPixelSize) }
}
