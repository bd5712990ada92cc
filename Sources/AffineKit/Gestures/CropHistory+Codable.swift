// CropHistory in a keyed, versioned layout (version 1):
//   {"version": 1, "depth": n, "position": i, "steps": [snapshot, ...]}
// with each step in CropSnapshot's layout, and "group": "open" or "recorded" while a group is open
// (no key otherwise). Embedded Swift has no Codable; this conformance is
// compiled out there.

#if !hasFeature(Embedded)
  extension CropHistory: Codable {
    /// The keys of the layout: `{"version": 1, "depth": n, "position": i, "steps": [...]}`, and
    /// `"group"` while a group is open.
    @usableFromInline
    enum CodingKeys: String, CodingKey {
      case version, depth, position, steps, group
    }

    /// Decodes a history from its keyed layout.
    ///
    /// Edge cases (`DecodingError`, `dataCorrupted` at the key): a version other than 1, a depth
    /// below 1, no steps or more than the depth, a position outside the steps, or steps of more
    /// than one photo, or a group other than `"open"` or `"recorded"`; a step that is not a valid ``CropSnapshot`` fails as its decoder says.
    ///
    /// - Throws: `DecodingError` when the data is not a valid history.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      func corrupt(_ key: CodingKeys, _ what: String) -> DecodingError {
        DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: what)
      }
      let version = try c.decode(Int.self, forKey: .version)
      guard version == 1 else {
        throw corrupt(
          .version, "CropHistory version \(version) is not supported; this library reads version 1."
        )
      }
      let depth = try c.decode(Int.self, forKey: .depth)
      guard depth >= 1 else { throw corrupt(.depth, "The depth must be at least 1.") }
      let steps = try c.decode([CropSnapshot].self, forKey: .steps)
      guard let first = steps.first, steps.count <= depth else {
        throw corrupt(.steps, "A history has 1 to depth steps; found \(steps.count).")
      }
      guard
        steps.allSatisfy({
          $0.imagePixelSize == first.imagePixelSize && $0.imageOrientation == first.imageOrientation
        })
      else { throw corrupt(.steps, "Every step must be of the same photo.") }
      let position = try c.decode(Int.self, forKey: .position)
      guard steps.indices.contains(position) else {
        throw corrupt(.position, "The position must index a step; found \(position).")
      }
      let group: Group?
      switch try c.decodeIfPresent(String.self, forKey: .group) {
      case nil: group = nil
      case "open": group = .open
      case "recorded": group = .recorded
      default: throw corrupt(.group, "A group is \"open\" or \"recorded\".")
      }
      self.init(steps: steps, position: position, depth: depth, group: group)
    }

    /// Encodes the history in its keyed layout, version 1.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(1, forKey: .version)
      try c.encode(depth, forKey: .depth)
      try c.encode(position, forKey: .position)
      try c.encode(steps, forKey: .steps)
      switch group {
      case nil: break
      case .open: try c.encode("open", forKey: .group)
      case .recorded: try c.encode("recorded", forKey: .group)
      }
    }
  }
#endif
