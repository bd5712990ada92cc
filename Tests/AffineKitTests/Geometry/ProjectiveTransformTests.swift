import AffineKit
import Testing

import struct Foundation.Data

/// The keystone of the type's doc examples: `w = 0.5·x + 1`, so the horizon is the line x = −2.
let keystone = ProjectiveTransform(
  m11: 1, m12: 0, m14: 0.5, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)

/// A transform from its nine entries row by row, for compact literals.
func projective(_ e: [Double]) -> ProjectiveTransform {
  ProjectiveTransform(
    m11: e[0], m12: e[1], m14: e[2], m21: e[3], m22: e[4], m24: e[5], m41: e[6], m42: e[7],
    m44: e[8])
}

extension ProjectiveTransform: CustomTestStringConvertible {
  /// The transform's description, so a failing case prints its nine entries.
  public var testDescription: String { description }
}

@Suite("ProjectiveTransform")
struct ProjectiveTransformTests {
  @Suite("Initializers")
  struct Initializers {
    @Test func `identity is the 3 × 3 identity matrix`() {
      #expect(ProjectiveTransform.identity == projective([1, 0, 0, 0, 1, 0, 0, 0, 1]))
    }

    @Test func `the nine entries are stored as given, row by row`() {
      let t = ProjectiveTransform(
        m11: 1, m12: 2, m14: 3, m21: 4, m22: 5, m24: 6, m41: 7, m42: 8, m44: 9)
      #expect(
        [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44] == [
          1, 2, 3, 4, 5, 6, 7, 8, 9,
        ])
    }

    @Test func `an affine transform embeds as (a, b, 0; c, d, 0; tx, ty, 1)`() {
      let t = ProjectiveTransform(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
      #expect(t == projective([1, 2, 0, 3, 4, 0, 5, 6, 1]))
    }

    @Test func `the embedding keeps non-finite entries as they are`() {
      let t = ProjectiveTransform(AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: .nan, ty: 0))
      #expect(t.m11 == .infinity && t.m41.isNaN && t.m44 == 1)
    }

    @Test func `the doc example: the keystone maps (2, 4) to (1, 2)`() {
      #expect(Point(x: 2, y: 4).projected(by: keystone) == Point(x: 1, y: 2))
    }
  }

  @Suite("isIdentity")
  struct IsIdentity {
    @Test(
      arguments: zip(
        [
          ProjectiveTransform.identity, ProjectiveTransform(AffineTransform.identity),
          projective([1, -0.0, -0.0, -0.0, 1, -0.0, -0.0, -0.0, 1]),
          projective([2, 0, 0, 0, 2, 0, 0, 0, 2]), keystone,
          projective([1, 0, 0, 0, 1, 0, 0, 0, .nan]),
        ],
        [true, true, true, false, false, false]))
    func `isIdentity compares the nine entries exactly, not up to a factor`(
      t: ProjectiveTransform, expected: Bool
    ) {
      #expect(t.isIdentity == expected)
    }
  }

  @Suite("isAffine and affine")
  struct Affine {
    @Test(
      arguments: zip(
        [
          ProjectiveTransform(AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: 5)),
          projective([2, 1, -0.0, -1, 3, -0.0, 4, 5, 1]),
          projective([2, 0, 0, 0, 2, 0, 0, 0, 2]), keystone,
          projective([1, 0, 0, 0, 1, 1e-300, 0, 0, 1]),
          projective([1, 0, 0, 0, 1, 0, 0, 0, .nan]),
          projective([.nan, 0, 0, 0, .infinity, 0, 0, 0, 1]),
        ],
        [true, true, false, false, false, false, true]))
    func `isAffine means the last column is exactly (0, 0, 1), without normalizing`(
      t: ProjectiveTransform, expected: Bool
    ) {
      #expect(t.isAffine == expected)
      #expect((t.affine != nil) == expected)
    }

    @Test(arguments: Sample.rawTransforms(50, seed: 0x9A01))
    func `an embedded affine transform comes back bit for bit`(t: AffineTransform) {
      #expect(ProjectiveTransform(t).affine == t)
    }

    @Test func `the doc examples: a scale comes back, the keystone has no affine form`() {
      #expect(
        ProjectiveTransform(AffineTransform(scaleX: 2, y: 3)).affine
          == AffineTransform(scaleX: 2, y: 3))
      #expect(keystone.affine == nil)
      #expect(
        ProjectiveTransform(AffineTransform(translationX: 3, y: 4)).affine
          == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
    }
  }

  @Suite("concatenating(_:)")
  struct Concatenating {
    static let first = projective([1, 2, 0, 0, 1, 1, 1, 0, 1])
    static let second = projective([2, 0, 1, 1, 1, 0, 0, 3, 1])

    @Test func `concatenating multiplies the matrices, self first`() {
      // Rows of first times columns of second, worked by hand.
      #expect(Self.first.concatenating(Self.second) == projective([4, 2, 1, 1, 4, 1, 2, 3, 2]))
    }

    @Test func `applies self first, then other (probe point)`() {
      // (1, 1) → first: [2 3 2] = (1, 1.5) → second: [3.5 4.5 2] = (1.75, 2.25).
      let p = Point(x: 1, y: 1)
      #expect(p.projected(by: Self.first)?.projected(by: Self.second) == Point(x: 1.75, y: 2.25))
      #expect(p.projected(by: Self.first.concatenating(Self.second)) == Point(x: 1.75, y: 2.25))
    }

    @Test func `identity is neutral on both sides`() {
      #expect(keystone.concatenating(.identity) == keystone)
      #expect(ProjectiveTransform.identity.concatenating(keystone) == keystone)
    }

    @Test func `the doc example: translate (10, 0) then scale (2, 2) is the affine product`() {
      let t = ProjectiveTransform(AffineTransform(translationX: 10, y: 0))
        .concatenating(ProjectiveTransform(AffineTransform(scaleX: 2, y: 2)))
      #expect(t == ProjectiveTransform(AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0)))
    }

    @Test(
      arguments: zip(Sample.rawTransforms(60, seed: 0x9A02), Sample.transforms(60, seed: 0x9A03)))
    func `affine transforms concatenate exactly as AffineTransform does`(
      a: AffineTransform, b: AffineTransform
    ) {
      #expect(
        ProjectiveTransform(a).concatenating(ProjectiveTransform(b))
          == ProjectiveTransform(a.concatenating(b)))
    }

    @Test func `an infinite entry meeting a zero gives NaN where the affine product is finite`() {
      // m11 = (1·1 + 0·0) + 0·∞: the affine product's a is 1.
      let t = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .infinity, ty: 0)
      #expect(ProjectiveTransform.identity.concatenating(ProjectiveTransform(t)).m11.isNaN)
      #expect(AffineTransform.identity.concatenating(t).a == 1)
    }
  }

  @Suite("Point.projected(by:)")
  struct PointApplying {
    @Test(
      arguments: zip(
        [
          Point(x: 2, y: 4), Point(x: 0, y: 0), Point(x: -1, y: 6), Point(x: 6, y: -2),
          Point(x: -2, y: 0), Point(x: -2, y: 100), Point(x: -4, y: 0), Point(x: -3, y: 5),
          Point(x: -1e300, y: 0),
        ],
        [
          Point(x: 1, y: 2), Point(x: 0, y: 0), Point(x: -2, y: 12), Point(x: 1.5, y: -0.5),
          nil, nil, nil, nil, nil,
        ] as [Point?]))
    func `points in front of the horizon divide by w, points on or behind it give nil`(
      p: Point, expected: Point?
    ) {
      // keystone: w = 0.5·x + 1, the horizon x = −2; x < −2 is behind it.
      #expect(p.projected(by: keystone) == expected)
    }

    @Test func `w of -0 is on the horizon: nil`() {
      let t = projective([1, 0, -0.0, 0, 1, -0.0, 0, 0, -0.0])
      #expect(Point(x: 1, y: 1).projected(by: t) == nil)
    }

    @Test func `a point just in front of the horizon maps far away, exactly`() {
      // x = −(2 − 2⁻⁵¹): w = 2⁻⁵³ exactly, x/w = −(2⁵⁴ − 2).
      let p = Point(x: -0x1.fffffffffffffp0, y: 0).projected(by: keystone)
      #expect(p == Point(x: -18_014_398_509_481_982, y: 0))
    }

    @Test func `a NaN w is not nil: the point's coordinates are NaN`() throws {
      let p = try #require(Point(x: .nan, y: 0).projected(by: keystone))
      #expect(p.x.isNaN && p.y.isNaN)
    }

    @Test(arguments: [
      Point(x: 3, y: 4), Point(x: .infinity, y: 1), Point(x: 0.1, y: -0.3), Point(x: .nan, y: 2),
    ])
    func `an affine transform gives exactly the affine result, non-finite points included`(p: Point)
    {
      let t = AffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 0.25, ty: 7)
      let mapped = p.projected(by: ProjectiveTransform(t))
      let expected = p.applying(t)
      #expect(
        mapped.map { [$0.x.bitPattern, $0.y.bitPattern] } == [
          expected.x.bitPattern, expected.y.bitPattern,
        ])
    }
  }

  @Suite("Rect.projected(by:)")
  struct RectApplying {
    @Test func `the doc example: the keystone maps (0, 0, 2, 4) to (0, 0, 1, 4)`() {
      #expect(
        Rect(x: 0, y: 0, width: 2, height: 4).projected(by: keystone)
          == Rect(x: 0, y: 0, width: 1, height: 4))
    }

    @Test(
      arguments: zip(
        [
          Rect(x: -3, y: 0, width: 2, height: 1), Rect(x: -2, y: 0, width: 2, height: 1),
          Rect(x: 0, y: 0, width: -3, height: 1), Rect(x: -6, y: 0, width: 2, height: 1),
          Rect(x: -4, y: 0, width: 2, height: 1), Rect(x: -2, y: 0, width: 0, height: 5),
        ],
        [Rect.infinite, .infinite, .infinite, .null, .null, .null]))
    func `a rect crossing the horizon maps to infinite, one wholly behind it to null`(
      r: Rect, expected: Rect
    ) {
      // keystone: w = 0.5·x + 1, so x = −2 is on the horizon and x < −2 behind it.
      #expect(r.projected(by: keystone) == expected)
    }

    @Test func `a rect in front, with a corner just before the horizon, maps to a huge box`() {
      let r = Rect(x: -0x1.fffffffffffffp0, y: 0, width: 2, height: 0).projected(by: keystone)
      #expect(r == Rect(x: -18_014_398_509_481_982, y: 0, width: 18_014_398_509_481_982, height: 0))
    }

    @Test(arguments: [keystone, projective([1, 0, 0, 0, 1, 0, 0, 0, 2])])
    func `null stays null and infinite stays infinite`(t: ProjectiveTransform) {
      #expect(Rect.null.projected(by: t).isNull)
      #expect(Rect.infinite.projected(by: t) == .infinite)
    }

    @Test(arguments: zip(Sample.rawTransforms(60, seed: 0x9A04), Sample.rects(60, seed: 0x9A05)))
    func `an affine transform gives exactly the affine bounding box`(t: AffineTransform, r: Rect) {
      let box = r.projected(by: ProjectiveTransform(t))
      let expected = r.applying(t)
      #expect(
        [box.origin.x, box.origin.y, box.size.width, box.size.height].map(\.bitPattern)
          == [expected.origin.x, expected.origin.y, expected.size.width, expected.size.height].map(
            \.bitPattern))
    }

    @Test func `a fractional rect under an embedded scale keeps the affine exact size`() {
      let r = Rect(x: 0.1, y: 0.2, width: 0.3, height: 0.7)
      let t = AffineTransform(scaleX: 3, y: -5)
      #expect(r.projected(by: ProjectiveTransform(t)) == r.applying(t))
    }

    @Test func `a NaN coordinate propagates into the box`() {
      let r = Rect(x: .nan, y: 0, width: 1, height: 1).projected(by: keystone)
      #expect(r.origin.x.isNaN && r.size.width.isNaN)
    }
  }

  @Suite("determinant")
  struct Determinant {
    @Test(
      arguments: zip(
        [
          ProjectiveTransform.identity,
          projective([2, 0, 1, 0, 3, 0, 0, 0, 4]),
          projective([0, 1, 0, 0, 0, 1, 1, 0, 0]),
          keystone,
          projective([1, 2, 3, 4, 5, 6, 5, 7, 9]),
          projective([1, 0, 0, 0, 1, 0, 0, 0, 0]),
          projective([2, 0, 0, 0, 4, 0, 0, 0, 8]),
        ],
        [1, 24, 1, 1, 0, 0, 64] as [Double]))
    func `determinant is the 3 × 3 determinant`(t: ProjectiveTransform, expected: Double) {
      #expect(t.determinant == expected)
    }

    @Test func `a rank-two matrix whose textbook determinant is 8 has determinant exactly 0`() {
      // Third row = integer combination of the others (from the accuracy table's singular rows);
      // a(ei − fh) − b(di − fg) + c(dh − eg) in doubles gives 8.
      let t = projective([
        -217788.0, 196585.5, -393648.5, -252579.0, 676098.0, -1313257.0, 91498.5, 141463.5,
        -262980.0,
      ])
      #expect(t.determinant == 0)
      #expect(t.inverse == nil)
    }

    @Test(
      arguments: Sample.rawTransforms(60, seed: 0x9A06) + [
        AffineTransform(a: 0x1p1023, b: 0x1.8p1019, c: 1, d: 2, tx: 0, ty: 0),
        AffineTransform(a: 1e-200, b: 0, c: 0, d: 1e-200, tx: 1, ty: 1),
        // A determinant of −0 keeps its sign (found by the fuzzer: 0 + 0 + (−0) was +0).
        AffineTransform(a: -290.73, b: 1, c: 0, d: 0, tx: 0, ty: 0),
        AffineTransform(a: 0, b: 1, c: 0, d: 0, tx: 5, ty: 7),
      ])
    func `an affine matrix has AffineTransform's determinant bit for bit`(t: AffineTransform) {
      #expect(ProjectiveTransform(t).determinant.bitPattern == t.determinant.bitPattern)
    }

    @Test func `a NaN entry gives a NaN determinant`() {
      #expect(projective([1, 0, 0, 0, 1, 0, 0, 0, .nan]).determinant.isNaN)
    }
  }

  @Suite("inverted() and inverse")
  struct Inversion {
    @Test func `the doc example: diag(2, 4, 8) inverts to diag(0.5, 0.25, 0.125)`() {
      let t = projective([2, 0, 0, 0, 4, 0, 0, 0, 8])
      #expect(t.inverted() == projective([0.5, 0, 0, 0, 0.25, 0, 0, 0, 0.125]))
    }

    @Test func `the keystone inverts to the opposite keystone`() {
      #expect(keystone.inverse == projective([1, 0, -0.5, 0, 1, 0, 0, 0, 1]))
    }

    @Test func `inverting twice gives back a dyadic matrix exactly`() {
      let t = projective([2, 0, 1, 0, 4, 0, 0, 0, 1])
      #expect(t.inverted() == projective([0.5, 0, -0.5, 0, 0.25, 0, 0, 0, 1]))
      #expect(t.inverted().inverted() == t)
    }

    @Test(arguments: [
      projective([0, 0, 0, 0, 0, 0, 0, 0, 0]),
      projective([1, 2, 3, 4, 5, 6, 5, 7, 9]),
      projective([1, 0, 0, 0, 1, 0, 0, 0, 0]),
      ProjectiveTransform(AffineTransform(scaleX: 0, y: 1)),
      projective([1e-110, 0, 0, 0, 1e-110, 0, 0, 0, 1e-110]),
    ])
    func `a singular matrix inverts to itself and has no inverse`(t: ProjectiveTransform) {
      #expect(t.inverted() == t)
      #expect(t.inverse == nil)
    }

    @Test func `a subnormal determinant is not singular, and an entry may overflow to infinity`() {
      let t = projective([1, 0, 0, 0, 1, 0, 0, 0, 0x1p-1030])
      #expect(t.determinant == 0x1p-1030)
      #expect(t.inverse?.m44 == .infinity)
      #expect(t.inverse?.m11 == 1)
    }

    @Test func `a NaN entry is not singular: the inverse exists and is NaN`() {
      let t = projective([.nan, 0, 0, 0, 1, 0, 0, 0, 1])
      #expect(t.inverse != nil)
      #expect(t.inverted().m22.isNaN)
    }

    @Test(arguments: Sample.rawTransforms(60, seed: 0x9A07))
    func `an affine matrix inverts exactly as AffineTransform does`(t: AffineTransform) {
      #expect(ProjectiveTransform(t).inverted() == ProjectiveTransform(t.inverted()))
    }

    @Test func `inverted undoes the transform on a probe point`() throws {
      let t = projective([2, 1, 0.001, -1, 3, 0.002, 10, -4, 1])
      let p = Point(x: 3, y: 5)
      let there = try #require(p.projected(by: t))
      let back = try #require(there.projected(by: t.inverted()))
      #expect(isClose(back, p, tolerance: 1e-13))
    }
  }

  @Suite("Codable")
  struct Coding {
    typealias Bad = JSONCoding.Bad

    @Test func `a transform encodes as its nine entries row by row`() throws {
      #expect(
        try JSONCoding.json(projective([1, 2, 3, 4, 5, 6, 7, 8, 9])) == "[1,2,3,4,5,6,7,8,9]")
    }

    @Test func `an affine layout with the column (0, 0, 1) decodes to the embedding`() throws {
      let t = try JSONCoding.decode(ProjectiveTransform.self, "[2,0,0,0,2,0,10,20,1]")
      #expect(t == ProjectiveTransform(AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20)))
    }

    @Test(arguments: [
      Bad("[]", .valueNotFound, at: ["Index 0"]),
      Bad("[1,0,0,0,1,0,0,0]", .valueNotFound, at: ["Index 8"]),
      Bad("[1,0,0,0,1,0]", .valueNotFound, at: ["Index 6"]),
      Bad("[1,0,0,0,1,0,0,0,1,0]", .dataCorrupted, at: ["Index 9"]),
      Bad("[1,0,0,0,1,0,0,0,\"1\"]", .typeMismatch, at: ["Index 8"]),
      Bad("[1,0,0,0,1,0,0,null,1]", .valueNotFound, at: ["Index 7"]),
      Bad("[[1,0,0],[0,1,0],[0,0,1]]", .typeMismatch, at: ["Index 0"]),
      Bad("{\"m11\":1}", .typeMismatch),
      Bad("null", .valueNotFound),
      Bad("[1,0,0,0,1,0,0,0,1e999]", .dataCorrupted),
    ])
    func `malformed transform JSON fails with the right DecodingError`(bad: Bad) {
      JSONCoding.check(ProjectiveTransform.self, bad)
    }

    @Test(
      arguments: zip(
        [
          "[\"nan\",0,0,0,1,0,0,0,1]", "[1,0,0,0,1,0,0,0,\"inf\"]", "[1,0,0,0,1,\"-inf\",0,0,1]",
        ],
        ["Index 0", "Index 8", "Index 5"]))
    func `a non-finite entry is rejected as dataCorrupted at its index`(json: String, index: String)
    {
      do {
        _ = try JSONCoding.nonConformingDecoder.decode(
          ProjectiveTransform.self, from: Data(json.utf8))
        Issue.record("decoded \(json)")
      } catch DecodingError.dataCorrupted(let context) {
        #expect(context.codingPath.map(\.stringValue) == [index])
      } catch {
        Issue.record("unexpected \(error)")
      }
    }

    @Test(arguments: [
      keystone, projective([0.1, -2.5e-300, 1e-3, 7, 1e300, -0.0, 3, 4, 0.5]),
      projective([0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ])
    func `a finite transform survives an encode-decode round trip bit for bit`(
      t: ProjectiveTransform
    ) throws {
      let back = try JSONCoding.decode(ProjectiveTransform.self, try JSONCoding.json(t))
      #expect(back.description == t.description)
    }
  }

  @Suite("Descriptions")
  struct Descriptions {
    @Test func `a transform prints its nine labelled entries`() {
      #expect(
        "\(keystone)"
          == "ProjectiveTransform(m11: 1.0, m12: 0.0, m14: 0.5, m21: 0.0, m22: 1.0, m24: 0.0, "
          + "m41: 0.0, m42: 0.0, m44: 1.0)")
      #expect(String(reflecting: keystone) == "\(keystone)")
    }
  }
}
