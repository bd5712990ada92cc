// Codable in CoreGraphics' unkeyed layouts (the Foundation overlay's CGPoint, CGSize, CGRect and
// CGAffineTransform conformances), so JSON written by an Apple app decodes here and back:
//   Point [x, y] · Size [width, height] · Rect [[x, y], [width, height]] ·
//   AffineTransform [a, b, c, d, tx, ty] ·
//   ProjectiveTransform [m11, m12, m14, m21, m22, m24, m41, m42, m44] (finite entries only) · RectEdge its raw value (CGRectEdge's).
// Unlike the overlay, decoding also rejects trailing elements, so a wrong count is always an error.
// Embedded Swift has no Codable; these conformances are compiled out there.

#if !hasFeature(Embedded)
  extension Point: Codable {
    /// Decodes a point from an unkeyed container `[x, y]`, as `CGPoint` is encoded.
    ///
    /// Edge cases (what is rejected, with the error a JSON decoder reports):
    /// - Not an array (an object, a string, a number, a bool): `typeMismatch`; `null`:
    ///   `valueNotFound`.
    /// - Fewer than two elements, or a `null` element: `valueNotFound` at the missing index.
    /// - An element that is not a number (a string such as `"NaN"`, a bool, an array, an
    ///   object): `typeMismatch` at that index.
    /// - More than two elements: `dataCorrupted` at the first extra index (CoreGraphics' own
    ///   overlay ignores extra elements; AffineKit does not).
    /// - Non-finite values are not rejected here: a decoder that delivers them (for example
    ///   `JSONDecoder` with `.convertFromString`) gets them back, as CoreGraphics does. With its
    ///   default strategy `JSONDecoder` itself rejects `NaN`, `Infinity` and numbers out of
    ///   `Double`'s range (`1e999`) as invalid JSON (`dataCorrupted`).
    ///
    /// - Throws: `DecodingError` when there are not exactly two numbers.
    @inlinable
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      let x = try container.decode(Double.self)
      let y = try container.decode(Double.self)
      try container.expectEnd(of: "Point", count: 2)
      self.init(x: x, y: y)
    }

    /// Encodes the point as an unkeyed container `[x, y]`.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(x)
      try container.encode(y)
    }
  }

  extension Size: Codable {
    /// Decodes a size from an unkeyed container `[width, height]`, as `CGSize` is encoded.
    ///
    /// Edge cases: as for ``Point/init(from:)``: a non-array is `typeMismatch`, a missing or
    /// `null` element `valueNotFound`, a non-number element `typeMismatch`, a third element
    /// `dataCorrupted`. Negative and non-finite sizes are kept as decoded.
    ///
    /// - Throws: `DecodingError` when there are not exactly two numbers.
    @inlinable
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      let width = try container.decode(Double.self)
      let height = try container.decode(Double.self)
      try container.expectEnd(of: "Size", count: 2)
      self.init(width: width, height: height)
    }

    /// Encodes the size as an unkeyed container `[width, height]`.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(width)
      try container.encode(height)
    }
  }

  extension Rect: Codable {
    /// Decodes a rectangle from `[[x, y], [width, height]]`, as `CGRect` is encoded. The size is
    /// kept as stored (not standardized).
    ///
    /// Edge cases: the outer array must hold exactly a point and a size, each an array of two
    /// numbers. A flat `[x, y, width, height]` or a number where a pair belongs is
    /// `typeMismatch`; a missing pair or element is `valueNotFound`; a third pair, or a third
    /// number inside a pair, is `dataCorrupted` (the coding path names the nested index). A null
    /// origin (`[["inf", "inf"], [0, 0]]` through a decoder that delivers infinities) decodes to
    /// ``Rect/null``.
    ///
    /// - Throws: `DecodingError` when the layout is not exactly a point and a size.
    @inlinable
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      let origin = try container.decode(Point.self)
      let size = try container.decode(Size.self)
      try container.expectEnd(of: "Rect", count: 2)
      self.init(origin: origin, size: size)
    }

    /// Encodes the rectangle as `[[x, y], [width, height]]`, with its stored (not standardized)
    /// size.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(origin)
      try container.encode(size)
    }
  }

  extension AffineTransform: Codable {
    /// Decodes a transform from `[a, b, c, d, tx, ty]`, as `CGAffineTransform` is encoded.
    ///
    /// Edge cases: a non-array is `typeMismatch`; fewer than six elements or a `null` element
    /// `valueNotFound`; a non-number element (including a nested array) `typeMismatch`; a
    /// seventh element `dataCorrupted`. Singular and non-finite transforms are kept as decoded.
    ///
    /// - Throws: `DecodingError` when there are not exactly six numbers.
    @inlinable
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      let a = try container.decode(Double.self)
      let b = try container.decode(Double.self)
      let c = try container.decode(Double.self)
      let d = try container.decode(Double.self)
      let tx = try container.decode(Double.self)
      let ty = try container.decode(Double.self)
      try container.expectEnd(of: "AffineTransform", count: 6)
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the transform as `[a, b, c, d, tx, ty]`.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(a)
      try container.encode(b)
      try container.encode(c)
      try container.encode(d)
      try container.encode(tx)
      try container.encode(ty)
    }
  }

  extension ProjectiveTransform: Codable {
    /// Decodes a transform from its nine entries row by row, `[m11, m12, m14, m21, m22, m24,
    /// m41, m42, m44]`: the unkeyed layout of ``AffineTransform`` (whose six entries are this
    /// layout without the last column), so `[a, b, 0, c, d, 0, tx, ty, 1]` is an affine transform.
    ///
    /// Edge cases: as for ``AffineTransform/init(from:)``, a non-array is `typeMismatch`; fewer
    /// than nine elements or a `null` element `valueNotFound`; a non-number element
    /// `typeMismatch`; a tenth element `dataCorrupted`. Unlike the affine layouts (which keep
    /// what CoreGraphics keeps), a NaN or infinite entry delivered by the decoder (for example
    /// `JSONDecoder` with `.convertFromString`) is `dataCorrupted` at its index: a perspective
    /// matrix read from a file is applied to images, and no non-finite entry describes a usable
    /// map. Singular matrices are kept as decoded.
    ///
    /// - Throws: `DecodingError` when there are not exactly nine finite numbers.
    @inlinable
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      let m11 = try container.decodeFinite(of: "ProjectiveTransform")
      let m12 = try container.decodeFinite(of: "ProjectiveTransform")
      let m14 = try container.decodeFinite(of: "ProjectiveTransform")
      let m21 = try container.decodeFinite(of: "ProjectiveTransform")
      let m22 = try container.decodeFinite(of: "ProjectiveTransform")
      let m24 = try container.decodeFinite(of: "ProjectiveTransform")
      let m41 = try container.decodeFinite(of: "ProjectiveTransform")
      let m42 = try container.decodeFinite(of: "ProjectiveTransform")
      let m44 = try container.decodeFinite(of: "ProjectiveTransform")
      try container.expectEnd(of: "ProjectiveTransform", count: 9)
      self.init(
        m11: m11, m12: m12, m14: m14, m21: m21, m22: m22, m24: m24, m41: m41, m42: m42, m44: m44)
    }

    /// Encodes the transform as `[m11, m12, m14, m21, m22, m24, m41, m42, m44]`, row by row.
    /// Non-finite entries are handed to the encoder as they are (`JSONEncoder` rejects them by
    /// default).
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(m11)
      try container.encode(m12)
      try container.encode(m14)
      try container.encode(m21)
      try container.encode(m22)
      try container.encode(m24)
      try container.encode(m41)
      try container.encode(m42)
      try container.encode(m44)
    }
  }

  /// `RectEdge` encodes as its raw value, `CGRectEdge`'s (0 to 3). Decoding any other number,
  /// including a fraction, a negative number or one past `UInt32`, throws `dataCorrupted`;
  /// a string is `typeMismatch`.
  extension RectEdge: Codable {}

  extension UnkeyedDecodingContainer {
    /// Decodes the next element as a finite `Double`; a NaN or infinity throws
    /// `DecodingError.dataCorrupted` at that element's index.
    @inlinable
    mutating func decodeFinite(of type: String) throws -> Double {
      let index = currentIndex
      let value = try decode(Double.self)
      if !value.isFinite {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: codingPath + [ElementIndex(index)],
            debugDescription: "\(type) expects finite numbers; found \(value) at index \(index)."))
      }
      return value
    }

    /// Throws `DecodingError.dataCorrupted` unless every element has been read.
    @inlinable
    mutating func expectEnd(of type: String, count: Int) throws {
      if !isAtEnd {
        throw DecodingError.dataCorruptedError(
          in: self, debugDescription: "\(type) expects exactly \(count) elements; found more.")
      }
    }
  }

  /// The coding key of an element of an unkeyed container (its index), for error paths.
  @usableFromInline
  struct ElementIndex: CodingKey {
    @usableFromInline var intValue: Int?
    @usableFromInline var stringValue: String { "Index \(intValue ?? 0)" }
    @usableFromInline init(_ index: Int) { intValue = index }
    @usableFromInline init?(stringValue: String) { return nil }
    @usableFromInline init?(intValue: Int) { self.intValue = intValue }
  }
#endif
