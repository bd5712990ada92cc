import AffineKit

extension CropAnimation {
  /// The settle this animation is, or `nil` for another kind.
  var settle: SettleAnimation? {
    if case .settle(let settle) = kind { return settle }
    return nil
  }

  /// The box animation this is, or `nil` for another kind.
  var box: BoxAnimation? {
    if case .box(let box) = kind { return box }
    return nil
  }

  /// The turn this animation is, or `nil` for another kind.
  var turn: TurnAnimation? {
    if case .turn(let turn) = kind { return turn }
    return nil
  }

  /// The image view's geometry `time` seconds after the start: `sample(at: time).geometry`.
  func geometry(at time: Double) -> ViewGeometry { sample(at: time).geometry }

  /// The image's frame `time` seconds after the start: `sample(at: time).frame`.
  func frame(at time: Double) -> Rect { sample(at: time).frame }

  /// The image view's geometry at the start.
  var start: ViewGeometry { geometry(at: 0) }

  /// The image view's geometry at the end.
  var end: ViewGeometry { geometry(at: duration) }
}

/// A running settle, for the tests of its motion: its parameters, read through to the
/// ``SettleAnimation``, and its samples, through the engine's ``CropAnimation``.
@dynamicMemberLookup
struct RunningSettle {
  /// The engine's running animation.
  let animation: CropAnimation
  /// Its settle.
  let settle: SettleAnimation

  subscript<T>(dynamicMember key: KeyPath<SettleAnimation, T>) -> T { settle[keyPath: key] }

  /// When it started, on the events' clock.
  var startTime: Double { animation.startTime }
  /// What it draws `time` seconds after the start.
  func sample(at time: Double) -> CropAnimation.Sample { animation.sample(at: time) }
  /// The image view's geometry `time` seconds after the start.
  func geometry(at time: Double) -> ViewGeometry { animation.geometry(at: time) }
  /// The image's frame `time` seconds after the start.
  func frame(at time: Double) -> Rect { animation.frame(at: time) }
  /// The image view's geometry at the start.
  var start: ViewGeometry { animation.start }
  /// The image view's geometry at the end.
  var end: ViewGeometry { animation.end }
  /// Whether it has ended `time` seconds after the start.
  func isFinished(at time: Double) -> Bool { animation.isFinished(at: time) }
}

extension CropEngine {
  /// The running animation when it is a settle, or `nil`.
  var runningSettle: RunningSettle? {
    guard let animation = runningAnimation, let settle = animation.settle else { return nil }
    return RunningSettle(animation: animation, settle: settle)
  }
}
