// Printing matches what Swift prints for the CoreGraphics types on Apple platforms, where the
// overlay's debugDescription is what print() shows: a rect prints "(80.0, 120.0, 100.0, 50.0)",
// a point or size "(3.0, 4.0)". CGAffineTransform has no custom description there and prints by
// reflection, "CGAffineTransform(a: 1.0, ...)"; ours reads "AffineTransform(a: 1.0, ...)".
// Compiled out under Embedded Swift, where a String needs a heap (and Double formatting
// compiler-rt's __multi3) that a bare-metal target may not have; see Docs/Robustness.md.

#if !hasFeature(Embedded)
  /// The point's text, as the CoreGraphics type prints.
  ///
  /// Compiled out under Embedded Swift (`#if !hasFeature(Embedded)`): formatting a `Double` into
  /// a `String` needs a heap and compiler-rt's `__multi3` there, which bare-metal targets may
  /// lack. See Docs/Robustness.md.
  extension Point: CustomStringConvertible, CustomDebugStringConvertible {
    /// The point as `(x, y)`, as a `CGPoint` prints: `"(3.0, 4.0)"`.
    @inlinable
    public var description: String { "(\(x), \(y))" }
    /// The same text as ``description``.
    @inlinable
    public var debugDescription: String { description }
  }

  /// The size's text, as the CoreGraphics type prints.
  ///
  /// Compiled out under Embedded Swift (`#if !hasFeature(Embedded)`): formatting a `Double` into
  /// a `String` needs a heap and compiler-rt's `__multi3` there, which bare-metal targets may
  /// lack. See Docs/Robustness.md.
  extension Size: CustomStringConvertible, CustomDebugStringConvertible {
    /// The size as `(width, height)`, as a `CGSize` prints: `"(3.0, 4.0)"`.
    @inlinable
    public var description: String { "(\(width), \(height))" }
    /// The same text as ``description``.
    @inlinable
    public var debugDescription: String { description }
  }

  /// The rectangle's text, as the CoreGraphics type prints.
  ///
  /// Compiled out under Embedded Swift (`#if !hasFeature(Embedded)`): formatting a `Double` into
  /// a `String` needs a heap and compiler-rt's `__multi3` there, which bare-metal targets may
  /// lack. See Docs/Robustness.md.
  extension Rect: CustomStringConvertible, CustomDebugStringConvertible {
    /// The rectangle as `(x, y, width, height)` with its stored (not standardized) values, as a
    /// `CGRect` prints: `"(80.0, 120.0, 100.0, 50.0)"`; the null rectangle prints
    /// `"(inf, inf, 0.0, 0.0)"`.
    @inlinable
    public var description: String {
      "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
    /// The same text as ``description``.
    @inlinable
    public var debugDescription: String { description }
  }

  /// The transform's text, as the CoreGraphics type prints.
  ///
  /// Compiled out under Embedded Swift (`#if !hasFeature(Embedded)`): formatting a `Double` into
  /// a `String` needs a heap and compiler-rt's `__multi3` there, which bare-metal targets may
  /// lack. See Docs/Robustness.md.
  extension AffineTransform: CustomStringConvertible, CustomDebugStringConvertible {
    /// The transform with its six labelled entries:
    /// `"AffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)"`.
    @inlinable
    public var description: String {
      "AffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
    /// The same text as ``description``.
    @inlinable
    public var debugDescription: String { description }
  }

  /// The projective transform's text, in the style of ``AffineTransform``'s.
  ///
  /// Compiled out under Embedded Swift (`#if !hasFeature(Embedded)`): formatting a `Double` into
  /// a `String` needs a heap and compiler-rt's `__multi3` there, which bare-metal targets may
  /// lack. See Docs/Robustness.md.
  extension ProjectiveTransform: CustomStringConvertible, CustomDebugStringConvertible {
    /// The transform with its nine labelled entries, row by row:
    /// `"ProjectiveTransform(m11: 1.0, m12: 0.0, m14: 0.0, m21: 0.0, m22: 1.0, m24: 0.0,
    /// m41: 0.0, m42: 0.0, m44: 1.0)"` (on one line).
    @inlinable
    public var description: String {
      "ProjectiveTransform(m11: \(m11), m12: \(m12), m14: \(m14), m21: \(m21), m22: \(m22), "
        + "m24: \(m24), m41: \(m41), m42: \(m42), m44: \(m44))"
    }
    /// The same text as ``description``.
    @inlinable
    public var debugDescription: String { description }
  }

  /// The edge's CoreGraphics name.
  ///
  /// Compiled out under Embedded Swift (`#if !hasFeature(Embedded)`) with the other descriptions,
  /// so that the Embedded build has no `CustomStringConvertible` conformances at all. See
  /// Docs/Robustness.md.
  extension RectEdge: CustomStringConvertible {
    /// The edge's CoreGraphics name, for example `"minXEdge"`.
    @inlinable
    public var description: String {
      switch self {
      case .minXEdge: return "minXEdge"
      case .minYEdge: return "minYEdge"
      case .maxXEdge: return "maxXEdge"
      case .maxYEdge: return "maxYEdge"
      }
    }
  }
#endif
