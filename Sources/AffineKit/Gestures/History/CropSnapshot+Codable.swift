// CropSnapshot in a keyed, versioned layout (version 1, 2 with a perspective, 3 with a shape):
//   {"version": 1, "imagePixelSize": [w, h], "imageOrientation": e,
//    "cropArea": [[x, y], [w, h]], "cropBox": [[x, y], [w, h]], "center": [x, y], "zoom": z, "angle": a, "quarterTurns": k,
//    "isMirrored": false, "lockedRatio": [p, q]}
// Version 2 adds "perspective": [horizontal, vertical] (radians). Version 3 is version 2 with the
// crop shape, "shape" and, for a rounded rectangle, "cornerRadius" (view points; CropShape+Codable).
// A snapshot is written in the oldest version that holds it exactly: version 1 without a
// perspective or a shape, 2 with a perspective only, 3 with a shape other than the rectangle;
// versions 1 and 2 read with no perspective (version 1) and the rectangle.
// `imageOrientation` is the EXIF value (1…8); `lockedRatio` is left out for a free box (a missing
// key and `null` read alike as nil). Decoding checks the values' types, a known version and EXIF
// value, finite numbers, positive sizes and zoom, quarter turns in 0…3 and ratio terms CropRatio
// accepts; reverting can still refuse a snapshot a given engine cannot be in
// (`CropEvent.revert(_:)`). Embedded Swift has no Codable; this conformance is compiled out there.

#if !hasFeature(Embedded)
  extension CropSnapshot: Codable {
    /// The keys of the layout.
    @usableFromInline
    enum CodingKeys: String, CodingKey {
      case version, imagePixelSize, imageOrientation, cropArea, cropBox, center, zoom, angle
      case quarterTurns, isMirrored, lockedRatio, perspective, shape, cornerRadius
    }

    /// Decodes a snapshot from its keyed layout.
    ///
    /// Edge cases (`DecodingError`, at the key): a missing key (`keyNotFound`), a wrong type
    /// (`typeMismatch`), a version other than 1, 2 or 3, an unknown EXIF value, a non-finite number, a
    /// size or zoom that is not positive, quarter turns outside `0...3`, or ratio terms
    /// ``CropRatio/init(width:height:)`` refuses, a version 3 shape CropShape does not know or
    /// a corner radius that is negative or not finite, or a version 2 or 3 perspective that is not finite
    /// or is past ``Perspective/maximumAngle`` (`dataCorrupted`).
    ///
    /// - Throws: `DecodingError` when the data is not a valid snapshot.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      func corrupt(_ key: CodingKeys, _ what: String) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: what)
      }
      let version = try c.decode(Int.self, forKey: .version)
      guard (1...3).contains(version) else {
        throw corrupt(
          .version,
          "CropSnapshot version \(version) is not supported; this library reads versions 1 to 3.")
      }
      let size = try c.decode(Size.self, forKey: .imagePixelSize)
      guard size.width > 0, size.width < .infinity, size.height > 0, size.height < .infinity
      else { throw corrupt(.imagePixelSize, "The image's pixel size must be finite and positive.") }
      let exif = try c.decode(Int.self, forKey: .imageOrientation)
      guard let imageOrientation = ImageOrientation(exifValue: exif) else {
        throw corrupt(.imageOrientation, "The EXIF orientation must be 1 to 8; found \(exif).")
      }
      let area = try c.decode(Rect.self, forKey: .cropArea)
      guard Self.isFinitePositive(area) else {
        throw corrupt(.cropArea, "The crop area must be finite with a positive size.")
      }
      let box = try c.decode(Rect.self, forKey: .cropBox)
      guard Self.isFinitePositive(box) else {
        throw corrupt(.cropBox, "The crop box must be finite with a positive size.")
      }
      let center = try c.decode(Point.self, forKey: .center)
      guard center.x.isFinite, center.y.isFinite else {
        throw corrupt(.center, "The centre must be finite.")
      }
      let zoom = try c.decode(Double.self, forKey: .zoom)
      guard zoom > 0, zoom < .infinity else {
        throw corrupt(.zoom, "The zoom must be finite and positive.")
      }
      let angle = try c.decode(Double.self, forKey: .angle)
      guard angle.isFinite else { throw corrupt(.angle, "The angle must be finite.") }
      let turns = try c.decode(Int.self, forKey: .quarterTurns)
      guard (0...3).contains(turns) else {
        throw corrupt(.quarterTurns, "The quarter turns must be 0, 1, 2 or 3; found \(turns).")
      }
      let mirrored = try c.decode(Bool.self, forKey: .isMirrored)
      var ratio: CropRatio? = nil
      if c.contains(.lockedRatio), try !c.decodeNil(forKey: .lockedRatio) {
        var terms = try c.nestedUnkeyedContainer(forKey: .lockedRatio)
        let p = try terms.decode(Int.self)
        let q = try terms.decode(Int.self)
        try terms.expectEnd(of: "CropRatio", count: 2)
        guard let r = CropRatio(width: p, height: q) else {
          throw corrupt(
            .lockedRatio, "The locked ratio's terms must be positive; found [\(p), \(q)].")
        }
        ratio = r
      }
      let perspective =
        version >= 2 ? try Perspective.decode(from: c, forKey: .perspective) : .none
      let shape =
        version == 3
        ? try CropShape.decode(from: c, shapeKey: .shape, radiusKey: .cornerRadius) : .rectangle
      self.init(
        imagePixelSize: size, imageOrientation: imageOrientation, cropArea: area, cropBox: box,
        center: center, zoom: zoom, angle: angle,
        orientation: CropOrientation(quarterTurns: turns, isMirrored: mirrored), lockedRatio: ratio,
        perspective: perspective, shape: shape)
    }

    /// Whether a rect is finite with a positive width and height.
    static func isFinitePositive(_ r: Rect) -> Bool {
      r.origin.x.isFinite && r.origin.y.isFinite && r.size.width > 0
        && r.size.width < .infinity && r.size.height > 0 && r.size.height < .infinity
    }

    /// Encodes the snapshot in its keyed layout: version 1, 2 with a perspective, or 3 with a
    /// shape other than the rectangle; `lockedRatio` is left out when `nil`.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      let version = shape != .rectangle ? 3 : perspective.isNone ? 1 : 2
      try c.encode(version, forKey: .version)
      if version >= 2 { try perspective.encode(into: &c, forKey: .perspective) }
      if version == 3 { try shape.encode(into: &c, shapeKey: .shape, radiusKey: .cornerRadius) }
      try c.encode(imagePixelSize, forKey: .imagePixelSize)
      try c.encode(imageOrientation.exifValue, forKey: .imageOrientation)
      try c.encode(cropArea, forKey: .cropArea)
      try c.encode(cropBox, forKey: .cropBox)
      try c.encode(center, forKey: .center)
      try c.encode(zoom, forKey: .zoom)
      try c.encode(angle, forKey: .angle)
      try c.encode(orientation.quarterTurns, forKey: .quarterTurns)
      try c.encode(orientation.isMirrored, forKey: .isMirrored)
      if let lockedRatio {
        var terms = c.nestedUnkeyedContainer(forKey: .lockedRatio)
        try terms.encode(lockedRatio.width)
        try terms.encode(lockedRatio.height)
      }
    }
  }
#endif
