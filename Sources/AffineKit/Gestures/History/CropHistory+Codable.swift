// CropHistory in a keyed, versioned layout (version 1):
//   {"version": 1, "depth": n, "position": i, "steps": [snapshot, ...]}
// with each step in CropSnapshot's layout, and while a group is open "groupingLevel": l and, once
// the group has recorded its step, "groupRecorded": true (no keys otherwise). Embedded Swift has
// no Codable; this conformance is compiled out there.

#if !hasFeature(Embedded)
  extension CropHistory: Codable {
    /// The keys of the layout: `{"version": 1, "depth": n, "position": i, "steps": [...]}`, and
    /// `"groupingLevel"` and `"groupRecorded"` while a group is open.
    @usableFromInline
    enum CodingKeys: String, CodingKey {
      case version, depth, position, steps, groupingLevel, groupRecorded
    }

    /// Decodes a history from its keyed layout.
    ///
    /// Edge cases (`DecodingError`, `dataCorrupted` at the key): a version other than 1, a depth
    /// below 1, no steps or more than `depth + 1` (the current one and `depth` to undo; one more
    /// while a group's step is open), a
    /// position outside the steps, steps of more than one photo, a negative grouping level, or a
    /// recorded group step that is not the last step or has none before it (or no group open);
    /// a step that is not a valid ``CropSnapshot`` fails as its decoder says.
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
      let level = try c.decodeIfPresent(Int.self, forKey: .groupingLevel) ?? 0
      guard level >= 0 else { throw corrupt(.groupingLevel, "A grouping level is at least 0.") }
      let recorded = try c.decodeIfPresent(Bool.self, forKey: .groupRecorded) ?? false
      let steps = try c.decode([CropSnapshot].self, forKey: .steps)
      guard let first = steps.first, steps.count <= depth + 1 + (recorded ? 1 : 0) else {
        throw corrupt(.steps, "A history has 1 to depth + 1 steps; found \(steps.count).")
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
      guard !recorded || (level > 0 && position > 0 && position == steps.count - 1) else {
        throw corrupt(
          .groupRecorded, "A group's step is the last step, after another, in an open group.")
      }
      self.init(
        steps: steps, position: position, depth: depth, groupingLevel: level,
        groupRecorded: recorded)
    }

    /// Encodes the history in its keyed layout, version 1.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(1, forKey: .version)
      try c.encode(depth, forKey: .depth)
      try c.encode(position, forKey: .position)
      try c.encode(steps, forKey: .steps)
      if groupingLevel > 0 { try c.encode(groupingLevel, forKey: .groupingLevel) }
      if groupRecorded { try c.encode(true, forKey: .groupRecorded) }
    }
  }
#endif
