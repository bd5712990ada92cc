// A crop shape in the saved layouts (SavedCrop, CropSnapshot): two keys of the container it is in,
//   "shape": "rectangle" | "ellipse" | "roundedRectangle"
//   "cornerRadius": r            (only with "roundedRectangle": finite, not negative)
// A layout without a "shape" key has the rectangle. Embedded Swift has no Codable; this is compiled
// out there.

#if !hasFeature(Embedded)
  extension CropShape {
    /// Reads a shape from `shapeKey` (and its radius from `radiusKey`): the rectangle when
    /// `shapeKey` is missing. An unknown name, or a radius that is missing, negative or not
    /// finite, is `dataCorrupted` (or the decoder's error) at that key.
    @usableFromInline
    static func decode<Key: CodingKey>(
      from c: KeyedDecodingContainer<Key>, shapeKey: Key, radiusKey: Key
    ) throws -> CropShape {
      guard c.contains(shapeKey) else { return .rectangle }
      let name = try c.decode(String.self, forKey: shapeKey)
      switch name {
      case "rectangle": return .rectangle
      case "ellipse": return .ellipse
      case "roundedRectangle":
        let r = try c.decode(Double.self, forKey: radiusKey)
        guard r >= 0, r < .infinity else {
          throw DecodingError.dataCorruptedError(
            forKey: radiusKey, in: c,
            debugDescription: "The corner radius must be finite and not negative; found \(r).")
        }
        return .roundedRectangle(cornerRadius: r)
      default:
        throw DecodingError.dataCorruptedError(
          forKey: shapeKey, in: c,
          debugDescription:
            "The shape must be \"rectangle\", \"ellipse\" or \"roundedRectangle\"; found \"\(name)\"."
        )
      }
    }

    /// Writes the shape's name at `shapeKey`, and a rounded rectangle's radius at `radiusKey`.
    @usableFromInline
    func encode<Key: CodingKey>(
      into c: inout KeyedEncodingContainer<Key>, shapeKey: Key, radiusKey: Key
    ) throws {
      switch self {
      case .rectangle: try c.encode("rectangle", forKey: shapeKey)
      case .ellipse: try c.encode("ellipse", forKey: shapeKey)
      case .roundedRectangle(let r):
        try c.encode("roundedRectangle", forKey: shapeKey)
        try c.encode(r, forKey: radiusKey)
      }
    }
  }
#endif
