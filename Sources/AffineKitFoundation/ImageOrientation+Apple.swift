// The photo's EXIF orientation from UIKit's and ImageIO's orientation types, and back, so a host
// passes `image.imageOrientation` or a file's orientation property straight to the engine.
//
// Apple-only: these compile only where UIKit or ImageIO exist, not on the Linux CI. Each is a
// plain switch by case name (UIKit's raw values are not the EXIF values), kept trivial for that
// reason.

#if canImport(UIKit)
  import AffineKit
  import UIKit

  extension ImageOrientation {
    /// Creates the orientation of a `UIImage.Orientation`, case by case name.
    ///
    /// `UIImage.Orientation`'s raw values (up 0, down 1, left 2, right 3, upMirrored 4,
    /// downMirrored 5, leftMirrored 6, rightMirrored 7) are not the EXIF values, so the cases are
    /// matched by name, as UIKit documents each one against `CGImagePropertyOrientation`'s.
    ///
    /// Edge cases:
    /// - A case UIKit adds after this was written: `nil`.
    ///
    /// See [UIImage.Orientation](https://developer.apple.com/documentation/uikit/uiimage/orientation).
    ///
    /// - Parameter orientation: A `UIImage`'s `imageOrientation`.
    @inlinable
    public init?(_ orientation: UIImage.Orientation) {
      switch orientation {
      case .up: self = .up
      case .upMirrored: self = .upMirrored
      case .down: self = .down
      case .downMirrored: self = .downMirrored
      case .leftMirrored: self = .leftMirrored
      case .right: self = .right
      case .rightMirrored: self = .rightMirrored
      case .left: self = .left
      @unknown default: return nil
      }
    }
  }

  extension UIImage.Orientation {
    /// Creates the `UIImage.Orientation` of an EXIF orientation, case by case name: the
    /// orientation to pass to `UIImage(cgImage:scale:orientation:)` with a crop of the stored
    /// `CGImage`.
    ///
    /// - Parameter orientation: The EXIF orientation (`CropEngine.imageOrientation`).
    @inlinable
    public init(_ orientation: ImageOrientation) {
      switch orientation {
      case .up: self = .up
      case .upMirrored: self = .upMirrored
      case .down: self = .down
      case .downMirrored: self = .downMirrored
      case .leftMirrored: self = .leftMirrored
      case .right: self = .right
      case .rightMirrored: self = .rightMirrored
      case .left: self = .left
      }
    }
  }
#endif

#if canImport(ImageIO)
  import AffineKit
  import ImageIO

  extension ImageOrientation {
    /// Creates the orientation of a `CGImagePropertyOrientation`, case by case name (its raw
    /// value is the EXIF value, so this is also `ImageOrientation(exifValue:
    /// Int(orientation.rawValue))`).
    ///
    /// See [CGImagePropertyOrientation](https://developer.apple.com/documentation/imageio/cgimagepropertyorientation).
    ///
    /// - Parameter orientation: The image file's orientation.
    @inlinable
    public init(_ orientation: CGImagePropertyOrientation) {
      switch orientation {
      case .up: self = .up
      case .upMirrored: self = .upMirrored
      case .down: self = .down
      case .downMirrored: self = .downMirrored
      case .leftMirrored: self = .leftMirrored
      case .right: self = .right
      case .rightMirrored: self = .rightMirrored
      case .left: self = .left
      }
    }
  }

  extension CGImagePropertyOrientation {
    /// Creates the `CGImagePropertyOrientation` of an EXIF orientation, case by case name.
    ///
    /// - Parameter orientation: The EXIF orientation.
    @inlinable
    public init(_ orientation: ImageOrientation) {
      switch orientation {
      case .up: self = .up
      case .upMirrored: self = .upMirrored
      case .down: self = .down
      case .downMirrored: self = .downMirrored
      case .leftMirrored: self = .leftMirrored
      case .right: self = .right
      case .rightMirrored: self = .rightMirrored
      case .left: self = .left
      }
    }
  }
#endif
