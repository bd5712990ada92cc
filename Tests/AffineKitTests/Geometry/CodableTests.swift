import AffineKit
import Testing

import struct Foundation.Data
import class Foundation.JSONDecoder
import class Foundation.JSONEncoder

/// JSON helpers for the types' `Codable` suites.
///
/// Which layer rejects what (observed with swift-corelibs-foundation's `JSONDecoder`, Swift 6.3.1,
/// Linux): invalid JSON (truncated text, `NaN`/`Infinity` literals, numbers that overflow or
/// underflow a `Double` such as `1e999`) is `dataCorrupted` at the root from the parser; a
/// non-array where a container is expected, or a string, bool, array or object where a number is
/// expected, is `typeMismatch`; a missing element or a `null` is `valueNotFound`; an extra
/// element is `dataCorrupted` from AffineKit's own end-of-container check.
enum JSONCoding {
  static func json<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// A decoder that delivers non-finite values written as strings.
  static var nonConformingDecoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return decoder
  }

  enum Kind: String, Sendable {
    case typeMismatch, valueNotFound, dataCorrupted, keyNotFound, other
  }

  /// Malformed JSON and the `DecodingError` it must fail with.
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
}

extension PointTests {
  @Suite("Codable")
  struct Coding {
    typealias Bad = JSONCoding.Bad

    @Test func `a point encodes as CoreGraphics' unkeyed [x, y]`() throws {
      #expect(try JSONCoding.json(Point(x: 3, y: 4.5)) == "[3,4.5]")
    }

    @Test(arguments: ["[1]", "[1,2,3]", "[1,\"2\"]", "{\"x\":1,\"y\":2}", "[1,null]"])
    func `malformed input fails with a DecodingError, never a trap`(json: String) {
      #expect(throws: DecodingError.self) { _ = try JSONCoding.decode(Point.self, json) }
    }

    @Test(arguments: JSONCoding.pairCases)
    func `malformed point JSON fails with the right DecodingError`(bad: Bad) {
      JSONCoding.check(Point.self, bad)
    }

    /// Non-finite values are not rejected by AffineKit itself: when a decoder is configured to
    /// deliver them (`.convertFromString`), they decode and propagate as in CoreGraphics.
    @Test func `non-finite values pass through a decoder configured to deliver them`() throws {
      let point = try JSONCoding.nonConformingDecoder.decode(
        Point.self, from: Data(#"["nan","-inf"]"#.utf8))
      #expect(point.x.isNaN && point.y == -.infinity)
    }
  }
}

extension SizeTests {
  @Suite("Codable")
  struct Coding {
    typealias Bad = JSONCoding.Bad

    @Test func `a size encodes as CoreGraphics' unkeyed [width, height]`() throws {
      #expect(try JSONCoding.json(Size(width: -3, height: 4)) == "[-3,4]")
    }

    @Test func `malformed input fails with a DecodingError, never a trap`() {
      #expect(throws: DecodingError.self) { _ = try JSONCoding.decode(Size.self, "[]") }
    }

    @Test(arguments: JSONCoding.pairCases)
    func `malformed size JSON fails with the right DecodingError`(bad: Bad) {
      JSONCoding.check(Size.self, bad)
    }
  }
}

extension RectTests {
  @Suite("Codable")
  struct Coding {
    typealias Bad = JSONCoding.Bad

    @Test func `a rect encodes as [[x, y], [width, height]] with its stored size`() throws {
      #expect(try JSONCoding.json(Rect(x: 1, y: 2, width: -3, height: 4)) == "[[1,2],[-3,4]]")
    }

    @Test func `a rect written by an Apple app decodes`() throws {
      // What JSONEncoder writes for CGRect(x: 80, y: 120, width: 100, height: 50) on iOS.
      let r = try JSONCoding.decode(Rect.self, "[[80,120],[100,50]]")
      #expect(r.origin == Point(x: 80, y: 120) && r.size == Size(width: 100, height: 50))
    }

    @Test(arguments: ["[[1,2]]", "[[1,2],[3,4],[5,6]]", "[1,2,3,4]"])
    func `malformed input fails with a DecodingError, never a trap`(json: String) {
      #expect(throws: DecodingError.self) { _ = try JSONCoding.decode(Rect.self, json) }
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
      JSONCoding.check(Rect.self, bad)
    }

    @Test(arguments: [1_000, 100_000])
    func `deeply nested arrays fail with dataCorrupted, not a stack overflow`(depth: Int) {
      let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      let result = JSONCoding.failure(Rect.self, json)
      #expect(result?.0 == .dataCorrupted)
    }

    @Test(arguments: Sample.rects(100, seed: 31))
    func `a rect survives an encode-decode round trip bit for bit`(rect: Rect) throws {
      let back = try JSONCoding.decode(Rect.self, try JSONCoding.json(rect))
      #expect(back.origin == rect.origin && back.size == rect.size)
    }

    /// Non-finite values are not rejected by AffineKit itself: when a decoder is configured to
    /// deliver them (`.convertFromString`), they decode and propagate as in CoreGraphics, so
    /// `Rect.null` round-trips through such a coder.
    @Test func `non-finite values pass through a decoder configured to deliver them`() throws {
      let rect = try JSONCoding.nonConformingDecoder.decode(
        Rect.self, from: Data(#"[["inf","inf"],[0,0]]"#.utf8))
      #expect(rect.isNull)
    }
  }
}

extension AffineTransformTests {
  @Suite("Codable")
  struct Coding {
    typealias Bad = JSONCoding.Bad

    @Test func `a transform encodes as [a, b, c, d, tx, ty]`() throws {
      #expect(
        try JSONCoding.json(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
          == "[1,2,3,4,5,6]")
    }

    @Test func `a transform written by an Apple app decodes`() throws {
      let t = try JSONCoding.decode(AffineTransform.self, "[2,0,0,2,10,20]")
      #expect(t == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
    }

    @Test(arguments: ["[1,2,3,4,5]", "[1,2,3,4,5,6,7]", "\"identity\""])
    func `malformed input fails with a DecodingError, never a trap`(json: String) {
      #expect(throws: DecodingError.self) { _ = try JSONCoding.decode(AffineTransform.self, json) }
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
      JSONCoding.check(AffineTransform.self, bad)
    }

    @Test func `a huge array fails with dataCorrupted after the expected elements`() {
      let json = "[" + Array(repeating: "0", count: 100_000).joined(separator: ",") + "]"
      let result = JSONCoding.failure(AffineTransform.self, json)
      #expect(result?.0 == .dataCorrupted)
      #expect(result?.1 == ["Index 6"])
    }

    @Test(arguments: Sample.rawTransforms(100, seed: 32))
    func `a transform survives an encode-decode round trip bit for bit`(t: AffineTransform) throws {
      #expect(try JSONCoding.decode(AffineTransform.self, try JSONCoding.json(t)) == t)
    }
  }
}

extension RectEdgeTests {
  @Suite("Codable")
  struct Coding {
    typealias Bad = JSONCoding.Bad

    @Test(arguments: RectEdge.allCases)
    func `a rect edge round-trips through its CGRectEdge raw value`(edge: RectEdge) throws {
      #expect(try JSONCoding.json(edge) == "\(edge.rawValue)")
      #expect(try JSONCoding.decode(RectEdge.self, "\(edge.rawValue)") == edge)
    }

    @Test func `malformed input fails with a DecodingError, never a trap`() {
      #expect(throws: DecodingError.self) { _ = try JSONCoding.decode(RectEdge.self, "7") }
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
      JSONCoding.check(RectEdge.self, bad)
    }
  }
}

@Suite("Descriptions")
struct DescriptionTests {
  @Test(
    arguments: zip(
      [
        String(describing: Rect(x: 80, y: 120, width: 100, height: 50)),
        String(describing: Rect.null),
        String(describing: Point(x: 3, y: 4)),
        String(describing: Size(width: 3, height: 4)),
        String(describing: AffineTransform.identity),
        String(describing: Rect(x: 1, y: 2, width: -3, height: 4)),
        String(reflecting: Point(x: -0.0, y: .nan)),
      ],
      [
        "(80.0, 120.0, 100.0, 50.0)", "(inf, inf, 0.0, 0.0)", "(3.0, 4.0)", "(3.0, 4.0)",
        "AffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)",
        "(1.0, 2.0, -3.0, 4.0)", "(-0.0, nan)",
      ]))
  func `values print as CoreGraphics types print in Swift on Apple platforms`(
    printed: String, expected: String
  ) {
    #expect(printed == expected)
  }

  @Test func `a transform prints its six labelled entries`() {
    let t = AffineTransform(translationX: 1, y: 2).scaledBy(x: 3, y: 4)
    #expect("\(t)" == "AffineTransform(a: 3.0, b: 0.0, c: 0.0, d: 4.0, tx: 1.0, ty: 2.0)")
  }
}
