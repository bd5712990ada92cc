extension ZoomableContent {
  /// Settles the content at rest: clamps the zoom into the resting range about the content's
  /// centre, then, per axis, moves content at least as large as the wrapper back by exactly the gap
  /// on a crossed edge and centres smaller content. Returns the animation from the previous state,
  /// or `nil` when the content was already at rest.
  ///
  /// This is what `.ended` and `.cancelled` do in every reducer. It is idempotent (a second call
  /// changes nothing and returns `nil`), and pure in (content, wrapper, limits), so call it again
  /// after the wrapper changes size.
  ///
  ///     // seed 000: pinched to 0.81 about the centre, then released
  ///     state.contentFrame   // (28.5, 28.5, 243.0, 243.0), to rounding
  ///     state.settle()       // animates 0.3 s, ease-in-out
  ///     state.contentFrame   // (0.0, 0.0, 300.0, 300.0)
  ///
  /// Edge cases:
  /// - Invalid state: unchanged, `nil`.
  /// - With ``ZoomLimits/viewer``, a zoom of 0.6 to 1 is kept and the content is centred.
  /// - A wrapper with a negative width or height is read standardized.
  /// - Content bounds with a non-zero origin: only the size matters (the frame is placed by
  ///   `center`, the anchor is the bounds' centre).
  ///
  /// - Returns: The settle animation (0.3 s, ease-in-out), or `nil` if nothing moved.
  @inlinable
  @discardableResult
  public mutating func settle() -> SettleAnimation? {
    guard isValid else { return nil }
    return settle(fromCenter: content.center, transform: content.transform)
  }

  /// Settles, then commits or restores `center` and `transform` (the geometry before the event
  /// that ends here), clears the tracking record and returns the animation from that geometry:
  /// the last part of ``settle()``, ``doubleTap(at:)`` and ``zoom(to:)``.
  @inlinable
  mutating func settle(fromCenter center: Point, transform: AffineTransform) -> SettleAnimation? {
    settleGeometry()
    guard commit(orRestoreCenter: center, transform: transform) else { return nil }
    tracking = nil
    return settleAnimation(fromCenter: center, transform: transform)
  }

  /// The settle step without validation or animation.
  @inlinable
  mutating func settleGeometry() {
    let s = content.transform.a
    let rest = limits.clampedToRest(s)
    if rest != s { zoom(to: rest, about: content.center) }
    clampCenter()
  }
}
