import AffineKit

/// Decodes fuzz bytes into values. Reading past the end yields zeros, so every input decodes.
///
/// A double is one selector byte: the low values pick a special (±0, ±∞, NaN, subnormal, huge,
/// tiny, the numbers of the crop screen's examples), the middle ones a small "screen" number, and the rest take the next
/// eight bytes as a raw bit pattern (any double, including signalling and negative NaNs).
struct ByteReader {
  var bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

  static let specials: [Double] = [
    0, -0.0, 1, -1, 0.5, 2, .nan, .infinity, -.infinity, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .leastNormalMagnitude, 1e-300, 1e300, 300, 0.6, 0.9, 1e-9, 1e9, 150, -150, 0.81, 1e154,
    1e-154, Double(bitPattern: 0x7FF4_0000_0000_0001), -Double.nan, 4, 600, 3, 0.55,
  ]

  mutating func double() -> Double {
    let selector = byte()
    switch selector {
    case 0..<32:
      return ByteReader.specials[Int(selector)]
    case 32..<160:
      // A screen-sized number: −327.68 ... 327.67 in steps of 0.01, or an integer.
      let raw = Int16(bitPattern: uint16())
      return selector < 96 ? Double(raw) : Double(raw) / 100
    default:
      var bits: UInt64 = 0
      for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(byte()) << UInt64(shift) }
      return Double(bitPattern: bits)
    }
  }

  mutating func point() -> Point { Point(x: double(), y: double()) }
  mutating func size() -> Size { Size(width: double(), height: double()) }

  mutating func rect() -> Rect {
    switch byte() % 8 {
    case 0: return .null
    case 1: return .infinite
    case 2: return .zero
    default: return Rect(origin: point(), size: size())
    }
  }

  mutating func transform() -> AffineTransform {
    switch byte() % 8 {
    case 0: return .identity
    case 1: return AffineTransform(scaleX: double(), y: double())
    case 2: return AffineTransform(rotationAngle: double())
    case 3: return AffineTransform(translationX: double(), y: double())
    default:
      return AffineTransform(
        a: double(), b: double(), c: double(), d: double(), tx: double(), ty: double())
    }
  }

  mutating func edge() -> RectEdge {
    switch byte() % 4 {
    case 0: return .minXEdge
    case 1: return .minYEdge
    case 2: return .maxXEdge
    default: return .maxYEdge
    }
  }

  mutating func phase() -> GesturePhase {
    switch byte() % 4 {
    case 0: return .began
    case 1: return .changed
    case 2: return .ended
    default: return .cancelled
    }
  }

  mutating func overscroll() -> Overscroll {
    switch byte() % 3 {
    case 0: return .free
    case 1: return .clamped
    default: return .rubberBand
    }
  }

  mutating func layer() -> LayerGeometry {
    LayerGeometry(
      bounds: rect(), position: point(), anchorPoint: point(), transform: transform(),
      isHidden: byte() % 8 == 0, masksToBounds: bool())
  }

  mutating func view() -> ViewGeometry {
    ViewGeometry(
      layer: layer(), isHidden: byte() % 8 == 0, isUserInteractionEnabled: byte() % 8 != 0,
      alpha: double(), clipsToBounds: bool())
  }

  mutating func limits() -> ZoomLimits {
    switch byte() % 4 {
    case 0: return .crop
    case 1: return .viewer
    case 2: return ZoomLimits(minimumZoom: double(), maximumZoom: double())
    default:
      return ZoomLimits(
        minimumZoom: double(), maximumZoom: double(), restingMinimumZoom: double(),
        restingMaximumZoom: bool() ? double() : nil, zoomOverscroll: bool() ? .hard : .rubberBand)
    }
  }

  mutating func fit() -> FitMode {
    switch byte() % 3 {
    case 0: return .fill
    case 1: return .fit
    default: return .natural(size())
    }
  }

  mutating func values() -> GestureValues { bool() ? .incremental : .cumulative }

  /// An engine configuration: usually the 300 × 300 profile-photo box or one built the way an app
  /// builds it, sometimes raw (possibly invalid) fields, which the initializer must refuse with the
  /// right reason or accept.
  mutating func engineConfiguration() -> (
    pixels: Size, box: Rect, fit: FitMode, limits: ZoomLimits, overscroll: Overscroll,
    zoom: Double, center: Point?
  ) {
    switch byte() % 3 {
    case 0:
      return (
        Size(width: 1200, height: 1200), Rect(x: 0, y: 0, width: 300, height: 300), .fill, .crop,
        overscroll(), 1, nil
      )
    case 1:
      return (
        Size(width: 1 + Double(uint16()), height: 1 + Double(uint16())),
        Rect(
          x: Double(byte()), y: Double(byte()), width: 1 + Double(uint16()),
          height: 1 + Double(uint16())),
        fit(), limits(), overscroll(), 1, nil
      )
    default:
      return (size(), rect(), fit(), limits(), overscroll(), double(), bool() ? point() : nil)
    }
  }
}
