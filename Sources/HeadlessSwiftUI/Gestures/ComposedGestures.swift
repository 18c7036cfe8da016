/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other, as SwiftUI's `SimultaneousGesture`.
///
/// Modelled: it recognizes an input when either gesture does; each runs its own callbacks.
@frozen
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The value of a simultaneous gesture that indicates which of its two gestures receives
  /// events.
  @frozen
  public struct Value {
    /// The value of the first gesture.
    public var first: First.Value?
    /// The value of the second gesture.
    public var second: Second.Value?
  }

  /// The first of two gestures that can happen simultaneously.
  public var first: First
  /// The second of two gestures that can happen simultaneously.
  public var second: Second

  /// Creates a gesture with two gestures that can receive updates or succeed independently of
  /// each other.
  ///
  /// - Parameters:
  ///   - first: The first of two gestures that can happen simultaneously.
  ///   - second: The second of two gestures that can happen simultaneously.
  @inlinable public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRun(for event: GestureEvent) -> Any? {
    let one = gestureRun(first, for: event)
    let two = gestureRun(second, for: event)
    guard one != nil || two != nil else { return nil }
    let count = max(one?.values.count ?? 0, two?.values.count ?? 0)
    let values = (0..<count).map { index in
      Value(
        first: one.flatMap { $0.values.isEmpty ? nil : $0.values[min(index, $0.values.count - 1)] },
        second: two.flatMap { $0.values.isEmpty ? nil : $0.values[min(index, $0.values.count - 1)] }
      )
    }
    var run = GestureRun(values: values, ends: one?.ends == true || two?.ends == true)
    run.step = { index in
      if let one, index < one.values.count { one.step(index) }
      if let two, index < two.values.count { two.step(index) }
    }
    run.end = {
      if let one, one.ends { one.end() }
      if let two, two.ends { two.end() }
    }
    run.finish = {
      one?.finish()
      two?.finish()
    }
    return run
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that's a sequence of two gestures, as SwiftUI's `SequenceGesture`.
///
/// Partial: the first gesture runs on the driven input and, when it ends, the value becomes
/// `.second(firstValue, nil)`; the model's drivers deliver one input at a time, so the second
/// gesture never receives its own and the sequence never ends (a known gap).
@frozen
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
  /// so the second gesture can start.
  @frozen
  public enum Value {
    /// The first gesture hasn't ended.
    case first(First.Value)
    /// The first gesture has ended.
    case second(First.Value, Second.Value?)
  }

  /// The first gesture in a sequence of two gestures.
  public var first: First
  /// The second gesture in a sequence of two gestures.
  public var second: Second

  /// Creates a sequence gesture with two gestures.
  ///
  /// - Parameters:
  ///   - first: The first gesture of the sequence.
  ///   - second: The second gesture of the sequence.
  @inlinable public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRun(for event: GestureEvent) -> Any? {
    guard let one = gestureRun(first, for: event) else { return nil }
    var values = one.values.map { Value.first($0) }
    if one.ends, let last = one.values.last { values.append(.second(last, nil)) }
    var run = GestureRun(values: values, ends: false)
    let count = one.values.count
    run.step = { index in
      if index < count { one.step(index) } else { one.end() }
    }
    run.finish = { one.finish() }
    return run
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that consists of two gestures where only one of them can succeed, as SwiftUI's
/// `ExclusiveGesture`.
///
/// Modelled: the first gesture takes an input it recognizes; the second one only an input the
/// first doesn't.
@frozen
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The value of an exclusive gesture that indicates which of two gestures succeeded.
  @frozen
  public enum Value {
    /// The first of two gestures succeeded.
    case first(First.Value)
    /// The second of two gestures succeeded.
    case second(Second.Value)
  }

  /// The first of two gestures.
  public var first: First
  /// The second of two gestures.
  public var second: Second

  /// Creates a gesture from two gestures where only one of them succeeds.
  ///
  /// - Parameters:
  ///   - first: The first of two gestures. This gesture has precedence over the other gesture.
  ///   - second: The second of two gestures.
  @inlinable public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  func makeRun(for event: GestureEvent) -> Any? {
    if let one = gestureRun(first, for: event) { return one.map { Value.first($0) } }
    return gestureRun(second, for: event)?.map { Value.second($0) }
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
