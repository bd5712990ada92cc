// SavedCrop in a keyed, versioned layout, so a crop saved today reads back in a later version.
// Version 2, which this library writes:
//   {"version": 2, "center": [x, y], "zoomRelativeToCover": z, "angle": a,
//    "quarterTurns": k, "isMirrored": false, "cropBoxAspectRatio": r, "lockedRatio": [p, q]}
// They hold the crop's `aspect`: a locked one writes both (`cropBoxAspectRatio` the ratio's
// width over height), a free one `cropBoxAspectRatio` alone, an unknown one neither; reading takes
// a missing key and `null` alike as absent, and a `lockedRatio` as the aspect whatever
// `cropBoxAspectRatio` says. `lockedRatio` is the ratio's two whole terms, width first, in lowest
// terms.
// Version 1, which this library still reads, is version 2 without those two keys (it did not
// record the crop box), so a version 1 crop reads with no aspect:
//   {"version": 1, "center": [x, y], "zoomRelativeToCover": z, "angle": a,
//    "quarterTurns": k, "isMirrored": false}
// Decoding checks every value's type and range (finite numbers, a positive zoom and aspect ratio,
// ratio terms `CropRatio` accepts, a known version); restoring can still refuse a valid value for a
// given engine (an angle its maximum zoom cannot cover, a result that overflows), as
// `CropEvent.restore(_:)` documents.
// Version 3 is version 2 with "perspective": [horizontal, vertical] (radians, each within ±π/6);
// this library writes it for a crop with a perspective, and version 2 for one without (which
// version 2 holds exactly). Versions 1 and 2 read with no perspective.
// Version 4 is version 3 with the crop shape, "shape" and, for a rounded rectangle,
// "cornerRadius" (a fraction of the crop box's shorter side, 0 to 0.5; CropShape+Codable); this
// library writes it for a shape other than the rectangle. Versions 1 to 3 read with the rectangle.
// Embedded Swift has no Codable; this conformance is compiled out there.

#if !hasFeature(Embedded)
  extension SavedCrop: Codable {
    /// The keys of the saved layout.
    @usableFromInline
    enum CodingKeys: String, CodingKey {
      case version, center, zoomRelativeToCover, angle, quarterTurns, isMirrored
      case cropBoxAspectRatio, lockedRatio, perspective, shape, cornerRadius
    }

    /// Decodes a saved crop from its keyed layout, version 1 to 4.
    ///
    /// A version 1 crop has no `cropBoxAspectRatio` or `lockedRatio` (its keys are not read): its
    /// ``aspect`` is `nil`. From version 2 each is optional (a missing key or `null` is absent):
    /// the aspect is locked to `lockedRatio` when there is one, else free at `cropBoxAspectRatio`,
    /// else `nil`.
    ///
    /// Edge cases (what is rejected, with the error a JSON decoder reports):
    /// - A missing key: `keyNotFound`; a value of the wrong type: `typeMismatch`; `null`:
    ///   `valueNotFound`.
    /// - A version 3 or 4 perspective that is not two finite angles within
    ///   ±``Perspective/maximumAngle``: `dataCorrupted` at `perspective` (a missing one:
    ///   `keyNotFound`).
    /// - A version 4 shape that is not `"rectangle"`, `"ellipse"` or `"roundedRectangle"`:
    ///   `dataCorrupted` at `shape`; a rounded rectangle's radius that is missing (`keyNotFound`),
    ///   or negative, above 0.5 or not finite (`dataCorrupted` at `cornerRadius`).
    /// - A `version` other than 1 to 4 (a crop saved by a later version of the layout):
    ///   `dataCorrupted` at `version`, saying which version was found.
    /// - A non-finite centre or angle, a zoom that is not finite and positive, or quarter turns
    ///   outside `0...3`: `dataCorrupted` at that key.
    /// - An aspect ratio that is not finite and positive: `dataCorrupted` at
    ///   `cropBoxAspectRatio`.
    /// - A locked ratio that is not an array (`typeMismatch`), has fewer than two terms
    ///   (`valueNotFound`) or more (`dataCorrupted`), has a term that is not a whole number
    ///   (`typeMismatch` or `dataCorrupted`, as the decoder reports it), or whose terms
    ///   ``CropRatio/init(width:height:)`` refuses (zero, negative, above 2⁵³ in lowest terms):
    ///   `dataCorrupted` at `lockedRatio`. Terms not in lowest terms are reduced (`[32, 18]` is
    ///   16:9).
    ///
    /// - Throws: `DecodingError` when the data is not a valid saved crop.
    @inlinable
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let version = try container.decode(Int.self, forKey: .version)
      guard (1...Self.currentVersion).contains(version) else {
        throw DecodingError.dataCorruptedError(
          forKey: .version, in: container,
          debugDescription:
            "SavedCrop version \(version) is not supported; this library reads versions 1 to \(Self.currentVersion)."
        )
      }
      let center = try container.decode(Point.self, forKey: .center)
      guard center.x.isFinite && center.y.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: .center, in: container, debugDescription: "The centre must be finite.")
      }
      let zoom = try container.decode(Double.self, forKey: .zoomRelativeToCover)
      guard zoom.isFinite && zoom > 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .zoomRelativeToCover, in: container,
          debugDescription: "The zoom relative to the covering zoom must be finite and positive.")
      }
      let angle = try container.decode(Double.self, forKey: .angle)
      guard angle.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: .angle, in: container, debugDescription: "The angle must be finite.")
      }
      let turns = try container.decode(Int.self, forKey: .quarterTurns)
      guard (0...3).contains(turns) else {
        throw DecodingError.dataCorruptedError(
          forKey: .quarterTurns, in: container,
          debugDescription: "The quarter turns must be 0, 1, 2 or 3; found \(turns).")
      }
      let mirrored = try container.decode(Bool.self, forKey: .isMirrored)
      var aspect: CropAspect? = nil
      if version >= 2 {
        let measured = try container.decodeIfPresent(Double.self, forKey: .cropBoxAspectRatio)
        if let measured, !(measured.isFinite && measured > 0) {
          throw DecodingError.dataCorruptedError(
            forKey: .cropBoxAspectRatio, in: container,
            debugDescription: "The crop box's aspect ratio must be finite and positive.")
        }
        if let locked = try Self.decodeLockedRatio(from: container) {
          aspect = .locked(locked)
        } else if let measured {
          aspect = .free(widthOverHeight: measured)
        }
      }
      let perspective =
        version >= 3 ? try Perspective.decode(from: container, forKey: .perspective) : .none
      var shape = CropShape.rectangle
      if version >= 4 {
        shape = try CropShape.decode(from: container, shapeKey: .shape, radiusKey: .cornerRadius)
        if case .roundedRectangle(let f) = shape, !(f <= 0.5) {
          throw DecodingError.dataCorruptedError(
            forKey: .cornerRadius, in: container,
            debugDescription:
              "The corner radius is a fraction of the box's shorter side, at most 0.5; found \(f).")
        }
      }
      self.init(
        center: center, zoomRelativeToCover: zoom, angle: angle,
        orientation: CropOrientation(quarterTurns: turns, isMirrored: mirrored),
        aspect: aspect, perspective: perspective, shape: shape)
    }

    /// The locked ratio `[width, height]`, or `nil` when the key is missing or `null`.
    @inlinable
    static func decodeLockedRatio(
      from container: KeyedDecodingContainer<CodingKeys>
    ) throws -> CropRatio? {
      guard container.contains(.lockedRatio), try !container.decodeNil(forKey: .lockedRatio)
      else { return nil }
      var terms = try container.nestedUnkeyedContainer(forKey: .lockedRatio)
      let width = try terms.decode(Int.self)
      let height = try terms.decode(Int.self)
      try terms.expectEnd(of: "CropRatio", count: 2)
      guard let ratio = CropRatio(width: width, height: height) else {
        throw DecodingError.dataCorruptedError(
          forKey: .lockedRatio, in: container,
          debugDescription:
            "The locked ratio's terms must be positive and at most 2^53 in lowest terms; found [\(width), \(height)]."
        )
      }
      return ratio
    }

    /// Encodes the saved crop in its keyed layout, the oldest version that holds it exactly:
    /// version 4 (``currentVersion``) with a shape other than the rectangle, 3 with a perspective,
    /// 2 otherwise; the ``aspect`` as `cropBoxAspectRatio` (its width over height) and, when it is
    /// locked, `lockedRatio`; neither when it is `nil`. A free aspect that is not finite (one made
    /// in code; an engine never saves one) is written as it is, which JSON cannot hold:
    /// `JSONEncoder` throws `EncodingError.invalidValue` at `cropBoxAspectRatio`.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      let version = shape != .rectangle ? Self.currentVersion : perspective.isNone ? 2 : 3
      try container.encode(version, forKey: .version)
      if version >= 3 { try perspective.encode(into: &container, forKey: .perspective) }
      if version >= 4 {
        try shape.encode(into: &container, shapeKey: .shape, radiusKey: .cornerRadius)
      }
      try container.encode(center, forKey: .center)
      try container.encode(zoomRelativeToCover, forKey: .zoomRelativeToCover)
      try container.encode(angle, forKey: .angle)
      try container.encode(orientation.quarterTurns, forKey: .quarterTurns)
      try container.encode(orientation.isMirrored, forKey: .isMirrored)
      try container.encodeIfPresent(aspect?.widthOverHeight, forKey: .cropBoxAspectRatio)
      if let lockedRatio = aspect?.lockedRatio {
        var terms = container.nestedUnkeyedContainer(forKey: .lockedRatio)
        try terms.encode(lockedRatio.width)
        try terms.encode(lockedRatio.height)
      }
    }
  }
#endif
