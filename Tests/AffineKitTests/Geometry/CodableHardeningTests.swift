import AffineKit
import Testing

import struct Foundation.Data
import class Foundation.JSONDecoder

/// Issue 7 item 4: malformed JSON fails with the right `DecodingError`, never a trap.
///
/// Which layer rejects what (observed with swift-corelibs-foundation's `JSONDecoder`, Swift 6.3.1,
/// Linux): invalid JSON (truncated text, `NaN`/`Infinity` literals, numbers that overflow or
/// underflow a `Double` such as `1e999`) is `dataCorrupted` at the root from the parser; a
/// non-array where a container is expected, or a string, bool, array or object where a number is
/// expected, is `typeMismatch`; a missing element or a `null` is `valueNotFound`; an extra
/// element is `dataCorrupted` from AffineKit's own end-of-container check.
@Suite("Codable hardening")
struct CodableHardeningTests {
  enum Kind: String, Sendable {
    case typeMismatch, valueNotFound, dataCorrupted, keyNotFound, other
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var json: String
    /// The expected error case.
    var kind: Kind
    /// The expected coding path, as `stringValue`s (`"Index 1"`…).
    var path: [String]
    init(_ json: String, _ kind: Kind, at path: [String] = []) {
      self.json = json
      self.kind = kind
      self.path = path
    }
    var testDescription: String { "\(json) → \(kind.rawValue) at \(path)" }
  }

  /// Decodes `json` as `type` and returns the error's case and coding path (`nil` if decoding
  /// succeeded or threw something other than a `DecodingError`, which the callers reject).
  static func failure<T: Decodable>(_ type: T.Type, _ json: String) -> (Kind, [String])? {
    do {
      _ = try JSONDecoder().decode(type, from: Data(json.utf8))
      return nil
    } catch let error as DecodingError {
      switch error {
      case .typeMismatch(_, let context):
        return (.typeMismatch, context.codingPath.map(\.stringValue))
      case .valueNotFound(_, let context):
        return (.valueNotFound, context.codingPath.map(\.stringValue))
      case .dataCorrupted(let context):
        return (.dataCorrupted, context.codingPath.map(\.stringValue))
      case .keyNotFound(_, let context):
        return (.keyNotFound, context.codingPath.map(\.stringValue))
      @unknown default:
        return (.other, [])
      }
    } catch {
      return nil
    }
  }

  static func check<T: Decodable>(_ type: T.Type, _ bad: Bad) {
    let result = failure(type, bad.json)
    #expect(result?.0 == bad.kind)
    #expect(result?.1 == bad.path)
  }

  // Rows shared by the two-number types, Point and Size.
  static let pairCases: [Bad] = [
    // Truncated.
    Bad("[]", .valueNotFound, at: ["Index 0"]),
    Bad("[1]", .valueNotFound, at: ["Index 1"]),
    Bad("[1,2", .dataCorrupted),
    Bad("[1,", .dataCorrupted),
    Bad("", .dataCorrupted),
    // Oversized.
    Bad("[1,2,3]", .dataCorrupted, at: ["Index 2"]),
    Bad("[1,2,null]", .dataCorrupted, at: ["Index 2"]),
    Bad("[1,2,[]]", .dataCorrupted, at: ["Index 2"]),
    Bad("[1,2]]", .dataCorrupted),
    // Wrongly typed.
    Bad("[1,\"2\"]", .typeMismatch, at: ["Index 1"]),
    Bad("[true,2]", .typeMismatch, at: ["Index 0"]),
    Bad("[1,{}]", .typeMismatch, at: ["Index 1"]),
    Bad("[[1],2]", .typeMismatch, at: ["Index 0"]),
    Bad("[1,null]", .valueNotFound, at: ["Index 1"]),
    Bad("null", .valueNotFound),
    Bad("{\"x\":1,\"y\":2}", .typeMismatch),
    Bad("{\"width\":1,\"height\":2}", .typeMismatch),
    Bad("\"1,2\"", .typeMismatch),
    Bad("12", .typeMismatch),
    Bad("false", .typeMismatch),
    // Non-finite or not a JSON number.
    Bad("[1e999,0]", .dataCorrupted),
    Bad("[0,-1e999]", .dataCorrupted),
    Bad("[4.9e-325,0]", .dataCorrupted),
    Bad("[NaN,0]", .dataCorrupted),
    Bad("[0,Infinity]", .dataCorrupted),
    Bad("[0,-Infinity]", .dataCorrupted),
    Bad("[\"NaN\",0]", .typeMismatch, at: ["Index 0"]),
    Bad("[0,\"inf\"]", .typeMismatch, at: ["Index 1"]),
    Bad("[0x10,0]", .dataCorrupted),
    Bad("[+1,0]", .dataCorrupted),
  ]

  @Test(arguments: pairCases)
  func `malformed point JSON fails with the right DecodingError`(bad: Bad) {
    Self.check(Point.self, bad)
  }

  @Test(arguments: pairCases)
  func `malformed size JSON fails with the right DecodingError`(bad: Bad) {
    Self.check(Size.self, bad)
  }

  @Test(arguments: [
    // Truncated.
    Bad("[]", .valueNotFound, at: ["Index 0"]),
    Bad("[[1,2]]", .valueNotFound, at: ["Index 1"]),
    Bad("[[1,2],[3]]", .valueNotFound, at: ["Index 1", "Index 1"]),
    Bad("[[1],[3,4]]", .valueNotFound, at: ["Index 0", "Index 1"]),
    Bad("[[1,2],[3,4]", .dataCorrupted),
    // Oversized.
    Bad("[[1,2],[3,4],[5,6]]", .dataCorrupted, at: ["Index 2"]),
    Bad("[[1,2,9],[3,4]]", .dataCorrupted, at: ["Index 0", "Index 2"]),
    Bad("[[1,2],[3,4,9]]", .dataCorrupted, at: ["Index 1", "Index 2"]),
    // Wrongly typed or nested wrongly.
    Bad("[1,2,3,4]", .typeMismatch, at: ["Index 0"]),
    Bad("[[1,2],3]", .typeMismatch, at: ["Index 1"]),
    Bad("[[[1,2]],[3,4]]", .typeMismatch, at: ["Index 0", "Index 0"]),
    Bad("[[1,2],[3,\"4\"]]", .typeMismatch, at: ["Index 1", "Index 1"]),
    Bad("[[1,true],[3,4]]", .typeMismatch, at: ["Index 0", "Index 1"]),
    Bad("[null,[3,4]]", .valueNotFound, at: ["Index 0"]),
    Bad("[[1,2],[null,4]]", .valueNotFound, at: ["Index 1", "Index 0"]),
    Bad("{\"origin\":[1,2],\"size\":[3,4]}", .typeMismatch),
    Bad("null", .valueNotFound),
    // Non-finite.
    Bad("[[1e999,2],[3,4]]", .dataCorrupted),
    Bad("[[1,2],[3,NaN]]", .dataCorrupted),
    Bad("[[\"inf\",\"inf\"],[0,0]]", .typeMismatch, at: ["Index 0", "Index 0"]),
  ])
  func `malformed rect JSON fails with the right DecodingError`(bad: Bad) {
    Self.check(Rect.self, bad)
  }

  @Test(arguments: [
    // Truncated.
    Bad("[]", .valueNotFound, at: ["Index 0"]),
    Bad("[1,2,3,4,5]", .valueNotFound, at: ["Index 5"]),
    Bad("[1,2,3,4,5,", .dataCorrupted),
    // Oversized.
    Bad("[1,2,3,4,5,6,7]", .dataCorrupted, at: ["Index 6"]),
    Bad("[1,2,3,4,5,6,7,8,9]", .dataCorrupted, at: ["Index 6"]),
    // Wrongly typed or nested wrongly.
    Bad("[1,0,0,1,0,\"0\"]", .typeMismatch, at: ["Index 5"]),
    Bad("[1,0,0,1,false,0]", .typeMismatch, at: ["Index 4"]),
    Bad("[[1,0],[0,1],[0,0]]", .typeMismatch, at: ["Index 0"]),
    Bad("[1,0,0,1,null,0]", .valueNotFound, at: ["Index 4"]),
    Bad("{\"a\":1,\"b\":0,\"c\":0,\"d\":1,\"tx\":0,\"ty\":0}", .typeMismatch),
    Bad("\"identity\"", .typeMismatch),
    Bad("null", .valueNotFound),
    // Non-finite.
    Bad("[1,0,0,1,1e999,0]", .dataCorrupted),
    Bad("[1,0,0,1,0,-Infinity]", .dataCorrupted),
    Bad("[\"NaN\",0,0,1,0,0]", .typeMismatch, at: ["Index 0"]),
  ])
  func `malformed transform JSON fails with the right DecodingError`(bad: Bad) {
    Self.check(AffineTransform.self, bad)
  }

  @Test(arguments: [
    Bad("4", .dataCorrupted),
    Bad("-1", .dataCorrupted),
    Bad("4294967296", .dataCorrupted),
    Bad("0.5", .dataCorrupted),
    Bad("\"minXEdge\"", .typeMismatch),
    Bad("null", .valueNotFound),
    Bad("[0]", .typeMismatch),
  ])
  func `malformed rect edge JSON fails with the right DecodingError`(bad: Bad) {
    Self.check(RectEdge.self, bad)
  }

  @Test(arguments: [1_000, 100_000])
  func `deeply nested arrays fail with dataCorrupted, not a stack overflow`(depth: Int) {
    let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let result = Self.failure(Rect.self, json)
    #expect(result?.0 == .dataCorrupted)
  }

  @Test func `a huge array fails with dataCorrupted after the expected elements`() {
    let json = "[" + Array(repeating: "0", count: 100_000).joined(separator: ",") + "]"
    let result = Self.failure(AffineTransform.self, json)
    #expect(result?.0 == .dataCorrupted)
    #expect(result?.1 == ["Index 6"])
  }

  /// Non-finite values are not rejected by AffineKit itself: when a decoder is configured to
  /// deliver them (`.convertFromString`), they decode and propagate as in CoreGraphics
  /// (DESIGN.md §7), so `Rect.null` round-trips through such a coder.
  @Test func `non-finite values pass through a decoder configured to deliver them`() throws {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let rect = try decoder.decode(Rect.self, from: Data(#"[["inf","inf"],[0,0]]"#.utf8))
    #expect(rect.isNull)
    let point = try decoder.decode(Point.self, from: Data(#"["nan","-inf"]"#.utf8))
    #expect(point.x.isNaN && point.y == -.infinity)
  }
}
