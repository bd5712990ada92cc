import AffineKit
import Testing

import struct Foundation.Data
import class Foundation.JSONDecoder
import class Foundation.JSONEncoder

@Suite("Codable")
struct CodableTests {
  static func json<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  @Test func `a point encodes as CoreGraphics' unkeyed [x, y]`() throws {
    #expect(try Self.json(Point(x: 3, y: 4.5)) == "[3,4.5]")
  }

  @Test func `a size encodes as CoreGraphics' unkeyed [width, height]`() throws {
    #expect(try Self.json(Size(width: -3, height: 4)) == "[-3,4]")
  }

  @Test func `a rect encodes as [[x, y], [width, height]] with its stored size`() throws {
    #expect(try Self.json(Rect(x: 1, y: 2, width: -3, height: 4)) == "[[1,2],[-3,4]]")
  }

  @Test func `a transform encodes as [a, b, c, d, tx, ty]`() throws {
    #expect(
      try Self.json(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)) == "[1,2,3,4,5,6]")
  }

  @Test func `JSON written by an Apple app decodes`() throws {
    // What JSONEncoder writes for CGRect(x: 80, y: 120, width: 100, height: 50) on iOS.
    let r = try Self.decode(Rect.self, "[[80,120],[100,50]]")
    #expect(r.origin == Point(x: 80, y: 120) && r.size == Size(width: 100, height: 50))
    let t = try Self.decode(AffineTransform.self, "[2,0,0,2,10,20]")
    #expect(t == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    var type: String
    var json: String
    var testDescription: String { "\(type) from \(json)" }
  }

  @Test(arguments: [
    Malformed(type: "Point", json: "[1]"),
    Malformed(type: "Point", json: "[1,2,3]"),
    Malformed(type: "Point", json: "[1,\"2\"]"),
    Malformed(type: "Point", json: "{\"x\":1,\"y\":2}"),
    Malformed(type: "Point", json: "[1,null]"),
    Malformed(type: "Size", json: "[]"),
    Malformed(type: "Rect", json: "[[1,2]]"),
    Malformed(type: "Rect", json: "[[1,2],[3,4],[5,6]]"),
    Malformed(type: "Rect", json: "[1,2,3,4]"),
    Malformed(type: "AffineTransform", json: "[1,2,3,4,5]"),
    Malformed(type: "AffineTransform", json: "[1,2,3,4,5,6,7]"),
    Malformed(type: "AffineTransform", json: "\"identity\""),
    Malformed(type: "RectEdge", json: "7"),
  ])
  func `malformed input fails with a DecodingError, never a trap`(m: Malformed) {
    #expect(throws: DecodingError.self) {
      switch m.type {
      case "Point": _ = try Self.decode(Point.self, m.json)
      case "Size": _ = try Self.decode(Size.self, m.json)
      case "Rect": _ = try Self.decode(Rect.self, m.json)
      case "RectEdge": _ = try Self.decode(RectEdge.self, m.json)
      default: _ = try Self.decode(AffineTransform.self, m.json)
      }
    }
  }

  @Test(arguments: Sample.rects(100, seed: 31))
  func `a rect survives an encode-decode round trip bit for bit`(rect: Rect) throws {
    let back = try Self.decode(Rect.self, try Self.json(rect))
    #expect(back.origin == rect.origin && back.size == rect.size)
  }

  @Test(arguments: Sample.rawTransforms(100, seed: 32))
  func `a transform survives an encode-decode round trip bit for bit`(t: AffineTransform) throws {
    #expect(try Self.decode(AffineTransform.self, try Self.json(t)) == t)
  }

  @Test(arguments: RectEdge.allCases)
  func `a rect edge round-trips through its CGRectEdge raw value`(edge: RectEdge) throws {
    #expect(try Self.json(edge) == "\(edge.rawValue)")
    #expect(try Self.decode(RectEdge.self, "\(edge.rawValue)") == edge)
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
