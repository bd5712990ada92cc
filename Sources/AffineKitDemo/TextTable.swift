/// Renders rows as left-aligned columns separated by two spaces, with a rule under the header.
enum TextTable {
  static func render(_ rows: [[String]]) -> String {
    guard let header = rows.first else { return "" }
    let widths = header.indices.map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    var text = ""
    for (index, row) in rows.enumerated() {
      let cells = row.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - cell.count)
      }
      var line = cells.joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      text += line + "\n"
      if index == 0 {
        text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
      }
    }
    return text
  }
}
