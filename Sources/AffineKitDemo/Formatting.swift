import AffineKit

/// Formats numbers, points and rects for the demo's table and pictures: at most three decimals,
/// no trailing zeros, so the output is short and identical on every platform.
public enum DemoFormat {
  /// A number with at most `decimals` decimals (three by default), no trailing zeros: `28.5`,
  /// `-150`, `0.81`, `133.333`.
  public static func number(_ x: Double, decimals: Int = 3) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf") }
    if x.magnitude >= 1e12 { return "\(x)" }
    var unit: Int64 = 1
    for _ in 0..<max(0, min(decimals, 6)) { unit *= 10 }
    let scaled = (x * Double(unit)).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let units = Int64(scaled.magnitude)
    var text = String(units / unit)
    var fraction = units % unit
    if fraction != 0 {
      var digits = String(unit).count - 1
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let raw = String(fraction)
      text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return negative ? "-" + text : text
  }

  /// A point as `(x, y)`.
  public static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

  /// A size as `w × h`, each number as ``number(_:)`` writes it.
  public static func size(_ s: Size) -> String { "\(number(s.width)) × \(number(s.height))" }

  /// A rect as `(x, y, width, height)`.
  public static func rect(_ r: Rect) -> String {
    if r.isNull { return "null" }
    return
      "(\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height)))"
  }
}
