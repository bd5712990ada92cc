// SavedCrop in a keyed, versioned layout, so a crop saved today reads back in a later version:
//   {"version": 1, "center": [x, y], "zoomRelativeToCover": z, "angle": a,
//    "quarterTurns": k, "isMirrored": false}
// Decoding checks every value's type and range (finite numbers, a positive zoom, a known version);
// restoring can still refuse a valid value for a given engine (an angle its maximum zoom cannot
// cover, a result that overflows), as `CropEvent.restore(_:)` documents.
// Embedded Swift has no Codable; this conformance is compiled out there.

#if !hasFeature(Embedded)
  extension SavedCrop: Codable {
    /// The keys of the saved layout.
    @usableFromInline
    enum CodingKeys: String, CodingKey {
      case version, center, zoomRelativeToCover, angle, quarterTurns, isMirrored
    }

    /// Decodes a saved crop from its keyed layout.
    ///
    /// Edge cases (what is rejected, with the error a JSON decoder reports):
    /// - A missing key: `keyNotFound`; a value of the wrong type: `typeMismatch`; `null`:
    ///   `valueNotFound`.
    /// - A `version` other than ``currentVersion`` (a crop saved by a later version of the layout):
    ///   `dataCorrupted` at `version`, saying which version was found.
    /// - A non-finite centre or angle, a zoom that is not finite and positive, or quarter turns
    ///   outside `0...3`: `dataCorrupted` at that key.
    ///
    /// - Throws: `DecodingError` when the data is not a valid saved crop.
    @inlinable
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let version = try container.decode(Int.self, forKey: .version)
      guard version == Self.currentVersion else {
        throw DecodingError.dataCorruptedError(
          forKey: .version, in: container,
          debugDescription:
            "SavedCrop version \(version) is not supported; this library reads version \(Self.currentVersion)."
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
      self.init(
        center: center, zoomRelativeToCover: zoom, angle: angle,
        orientation: CropOrientation(quarterTurns: turns, isMirrored: mirrored))
    }

    /// Encodes the saved crop in its keyed layout, with `version` ``currentVersion``.
    @inlinable
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(Self.currentVersion, forKey: .version)
      try container.encode(center, forKey: .center)
      try container.encode(zoomRelativeToCover, forKey: .zoomRelativeToCover)
      try container.encode(angle, forKey: .angle)
      try container.encode(orientation.quarterTurns, forKey: .quarterTurns)
      try container.encode(orientation.isMirrored, forKey: .isMirrored)
    }
  }
#endif
