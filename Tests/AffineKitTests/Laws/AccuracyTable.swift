import class Foundation.FileManager

/// Inputs and exact results for `AccuracyTests`, read from `Fixtures/AccuracyTable.txt` (generated
/// by `scripts/accuracy`: each row is the inputs, then the exact result rounded once to the nearest
/// double, as hexadecimal doubles).
enum AccuracyTable {
  /// a b c d tx ty x y | exact x' y'
  static let applying = table("applying")
  /// t1 (6) t2 (6) | exact t1·t2 (6)
  static let concatenating = table("concatenating")
  /// t (6) | exact a·d − b·c (every third case near-singular)
  static let determinant = table("determinant")
  /// t (6) | exact inverse (6) (every third case near-singular)
  static let inverted = table("inverted")
  /// x y w h, t (6) | exact bounding box x y w h
  static let rectApplying = table("rectApplying")
  /// bounds x y w h, position x y, anchor x y, transform (6), point x y | exact superlayer x y
  static let layerPoint = table("layerPoint")
  /// bounds x y w h, position x y, anchor x y, transform (6) | exact frame x y w h
  static let layerFrame = table("layerFrame")
  /// t (6) | exact a·d − b·c, where the naive formula does not cancel: the candidates (products
  /// of the same sign 7 to 7.3 apart) on which it errs most
  static let determinantFiltered = table("determinantFiltered")
  /// t (6) | exact a·d − b·c, where the naive formula is more than 2 ulps off (products less
  /// than 2 apart, or nearly equal)
  static let determinantFallback = table("determinantFallback")
  /// t (6) | exact inverse (6), where none of the naive formula's three differences of products
  /// cancels (the determinant's products at least 7 apart, each numerator's at least 3): the
  /// candidates (a numerator's products about 3 apart) on which the naive inverse errs most
  static let invertedFiltered = table("invertedFiltered")
  /// t (6) | exact inverse (6), where a difference of products cancels and the naive inverse is
  /// more than 4 ulps (linear entries) or 6 ulps (translation) off
  static let invertedFallback = table("invertedFallback")

  /// The fixture, found next to this file's folder so that the tests read it from the checkout.
  static let path: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(2)  // "Laws", "AccuracyTable.swift"
    return (components + ["Fixtures", "AccuracyTable.txt"]).joined(separator: "/")
  }()

  /// Every table of the fixture by name, each row parsed into doubles. A missing or malformed
  /// fixture stops the tests (a missing table must not pass vacuously).
  static let tables: [String: [[Double]]] = {
    guard let data = FileManager.default.contents(atPath: path) else {
      fatalError("cannot read the accuracy fixture at \(path): run scripts/accuracy")
    }
    var tables: [String: [[Double]]] = [:]
    var current: String?
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("#") { continue }
      if line.hasPrefix("table ") {
        let name = line.dropFirst("table ".count).prefix { $0 != ":" }
        current = String(name)
        tables[String(name), default: []] = []
        continue
      }
      guard let current else { fatalError("a row before the first table in \(path)") }
      let row = line.split(separator: " ").map { cell in
        guard let value = Double(String(cell)) else {
          fatalError("not a double in \(path): \(cell)")
        }
        return value
      }
      tables[current, default: []].append(row)
    }
    return tables
  }()

  static func table(_ name: String) -> [[Double]] {
    guard let rows = tables[name], !rows.isEmpty else {
      fatalError("the accuracy fixture at \(path) has no table \(name): run scripts/accuracy")
    }
    return rows
  }
}
