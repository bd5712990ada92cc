// Conversions between AffineKit's values and Foundation's CGPoint, CGSize, CGRect and
// AffineTransform (and, on Apple platforms, CoreGraphics' CGAffineTransform). They live in their
// own target so that AffineKit itself needs nothing but the standard library.
//
// In a file that imports both modules, `AffineTransform` is ambiguous: write
// `AffineKit.AffineTransform` or `Foundation.AffineTransform`.

import AffineKit
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension AffineKit.Point {
  /// Creates a point from a `CGPoint`, component by component (CGFloat is Double on 64-bit
  /// platforms, so the conversion is exact there).
  ///
  /// - Parameter point: The CoreGraphics point.
  @inlinable
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGPoint {
  /// Creates a `CGPoint` from an AffineKit point, component by component.
  ///
  /// - Parameter point: The AffineKit point.
  @inlinable
  public init(_ point: AffineKit.Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}

extension AffineKit.Size {
  /// Creates a size from a `CGSize`, component by component; negative sizes are kept.
  ///
  /// - Parameter size: The CoreGraphics size.
  @inlinable
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension CGSize {
  /// Creates a `CGSize` from an AffineKit size, component by component; negative sizes are kept.
  ///
  /// - Parameter size: The AffineKit size.
  @inlinable
  public init(_ size: AffineKit.Size) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}

extension AffineKit.Rect {
  /// Creates a rect from a `CGRect` with the same stored origin and size (not standardized), so
  /// `CGRect.null` becomes `Rect.null` and `CGRect.infinite` becomes `Rect.infinite`.
  ///
  /// - Parameter rect: The CoreGraphics rectangle.
  @inlinable
  public init(_ rect: CGRect) {
    self.init(origin: AffineKit.Point(rect.origin), size: AffineKit.Size(rect.size))
  }
}

extension CGRect {
  /// Creates a `CGRect` with the same stored origin and size (not standardized).
  ///
  /// - Parameter rect: The AffineKit rectangle.
  @inlinable
  public init(_ rect: AffineKit.Rect) {
    self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
  }
}

extension AffineKit.AffineTransform {
  /// Creates a transform from Foundation's `AffineTransform`, whose entries are the same matrix:
  /// `a = m11`, `b = m12`, `c = m21`, `d = m22`, `tx = tX`, `ty = tY`.
  ///
  /// Only the matrix carries over: Foundation's `translate`, `scale` and `rotate` methods compose
  /// in a different order on Linux (they append), so do not port code that uses them verbatim.
  ///
  /// - Parameter transform: Foundation's transform.
  @inlinable
  public init(_ transform: Foundation.AffineTransform) {
    self.init(
      a: Double(transform.m11), b: Double(transform.m12), c: Double(transform.m21),
      d: Double(transform.m22), tx: Double(transform.tX), ty: Double(transform.tY))
  }
}

extension Foundation.AffineTransform {
  /// Creates Foundation's `AffineTransform` with the same matrix as an AffineKit transform.
  ///
  /// - Parameter transform: The AffineKit transform.
  @inlinable
  public init(_ transform: AffineKit.AffineTransform) {
    self.init(
      m11: CGFloat(transform.a), m12: CGFloat(transform.b), m21: CGFloat(transform.c),
      m22: CGFloat(transform.d), tX: CGFloat(transform.tx), tY: CGFloat(transform.ty))
  }
}

#if canImport(CoreGraphics)
  extension AffineKit.AffineTransform {
    /// Creates a transform from a `CGAffineTransform` with the same six entries.
    ///
    /// - Parameter transform: The CoreGraphics transform.
    @inlinable
    public init(_ transform: CGAffineTransform) {
      self.init(
        a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
        d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
    }
  }

  extension CGAffineTransform {
    /// Creates a `CGAffineTransform` with the same six entries as an AffineKit transform.
    ///
    /// - Parameter transform: The AffineKit transform.
    @inlinable
    public init(_ transform: AffineKit.AffineTransform) {
      self.init(
        a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
        d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
  }
#endif
