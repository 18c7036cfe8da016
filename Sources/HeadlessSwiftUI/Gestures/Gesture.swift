/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states, as SwiftUI's `Gesture`.
///
/// Modelled: a gesture attached to a view with ``View/gesture(_:including:)`` (or its
/// high-priority and simultaneous variants) responds to what a test drives on the view: a tap
/// (`app.tap(_:)`), a long press (`app.longPress(_:)`) and a drag (`app.pan(_:by:)`). Each
/// driven gesture ends at once, so a gesture's values change, then it ends, within one action
/// (see the article "SwiftUI symbols" for which gesture takes which input). A custom gesture's
/// ``body`` is evaluated as SwiftUI does.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value
  /// The type of gesture representing the body of `Self`.
  associatedtype Body: Gesture

  /// The content and behavior of the gesture.
  @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Gesture {
  /// A primitive gesture's body has no value.
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// A primitive gesture has no body: the model runs it itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A gesture the model runs itself instead of evaluating a body.
@MainActor
protocol PrimitiveGesture {
  /// The gesture's run for an event (a `GestureRun<Value>`), or `nil` when the gesture doesn't
  /// recognize it.
  func makeRun(for event: GestureEvent) -> Any?
}

/// The run of a gesture for an event, or `nil` when it doesn't recognize the event: a
/// primitive gesture's own, else its body's.
@MainActor
func gestureRun<G: Gesture>(_ gesture: G, for event: GestureEvent) -> GestureRun<G.Value>? {
  if let primitive = gesture as? any PrimitiveGesture {
    return primitive.makeRun(for: event) as? GestureRun<G.Value>
  }
  if G.Body.self == Never.self { return nil }
  return gestureRun(gesture.body, for: event) as Any as? GestureRun<G.Value>
}

/// A gesture with an action run when it ends, what ``Gesture/onEnded(_:)`` returns.
@frozen
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void

  func makeRun(for event: GestureEvent) -> Any? {
    guard var run = gestureRun(content, for: event) else { return nil }
    let base = run.end
    let action = action
    let last = run.values.last
    run.end = {
      base()
      if let last { action(last) }
    }
    return run
  }
}

/// A gesture with an action run when its value changes, what ``Gesture/onChanged(_:)``
/// returns.
@frozen
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture
where Content.Value: Equatable {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void

  func makeRun(for event: GestureEvent) -> Any? {
    guard var run = gestureRun(content, for: event) else { return nil }
    let base = run.step
    let values = run.values
    let action = action
    run.step = { index in
      base(index)
      if index == 0 || values[index] != values[index - 1] { action(values[index]) }
    }
    return run
  }
}

/// A gesture whose values are mapped to others, what ``Gesture/map(_:)`` returns.
@frozen
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  let content: Content
  let transform: (Content.Value) -> Value

  func makeRun(for event: GestureEvent) -> Any? {
    gestureRun(content, for: event)?.map(transform)
  }
}

/// A gesture that updates the state provided by a gesture's updating callback, as SwiftUI's
/// `GestureStateGesture`.
///
/// Modelled: the callback runs for each of the gesture's values with the state, which goes back
/// to its initial value when the gesture ends or fails; the model's gestures end within one
/// action, so the view reads the initial value between actions.
@frozen
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  /// The type representing the gesture's value.
  public typealias Value = Base.Value

  /// The originating gesture.
  public var base: Base
  /// A value that changes as the user performs the gesture.
  public var state: GestureState<State>
  /// The updating gesture containing the originating gesture's value, the updated state of the
  /// gesture, and a transaction.
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

  /// Creates a new gesture that's the result of an ongoing gesture.
  ///
  /// - Parameters:
  ///   - base: The originating gesture.
  ///   - state: The wrapped value of a `GestureState` property.
  ///   - body: The callback that SwiftUI invokes as the gesture's value changes.
  public init(
    base: Base, state: GestureState<State>,
    body:
      @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) ->
      Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  func makeRun(for event: GestureEvent) -> Any? {
    guard var run = gestureRun(base, for: event) else { return nil }
    let step = run.step
    let values = run.values
    let update = body
    let initial = state.initialValue
    let current = GestureStateBox(initial)
    run.step = { index in
      step(index)
      var transaction = Transaction()
      update(values[index], &current.value, &transaction)
    }
    let finish = run.finish
    // The state resets when the gesture ends or fails [DOC: `swiftui/gesture/updating(_:body:)`:
    // "resets the state to its initial value when the user or the system ends or cancels the
    // gesture"].
    run.finish = {
      finish()
      current.value = initial
    }
    return run
  }
}

/// The state a `GestureStateGesture` updates during one run.
///
/// No view reads it (a `GestureState`'s value is its initial one between the model's actions),
/// so a change of it makes nothing evaluate again.
final class GestureStateBox<State> {
  var value: State
  init(_ value: State) { self.value = value }
}

/// A type-erased gesture, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  let run: @MainActor (GestureEvent) -> GestureRun<Value>?

  /// Creates an instance from another gesture.
  ///
  /// - Parameter gesture: A gesture that you use to create a new gesture.
  public init<T: Gesture>(_ gesture: T) where Value == T.Value {
    run = { gestureRun(gesture, for: $0) }
  }

  func makeRun(for event: GestureEvent) -> Any? { run(event) }
}

extension Gesture {
  /// Adds an action to perform when the gesture ends.
  ///
  /// Modelled: runs with the gesture's last value when a driven gesture ends (a tap ends a
  /// `TapGesture`, a long press a `LongPressGesture`, a drag a `DragGesture`).
  ///
  /// - Parameter action: The action to perform when this gesture ends.
  /// - Returns: A gesture that triggers `action` when this gesture ends.
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Returns a gesture that's the result of mapping the given closure over the gesture.
  ///
  /// - Parameter body: The closure that maps the gesture's values.
  /// - Returns: The mapped gesture.
  public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// Updates the provided gesture state property as the gesture's value changes.
  ///
  /// Modelled: `body` runs for each value; the state goes back to its initial value when the
  /// gesture ends, within the same action.
  ///
  /// - Parameters:
  ///   - state: A binding to a view's `GestureState` property.
  ///   - body: The callback that SwiftUI invokes as the gesture's value changes.
  /// - Returns: A version of the gesture that updates the provided `state`.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Combines a gesture with another gesture to create a new gesture that recognizes both
  /// gestures at the same time.
  ///
  /// - Parameter other: A gesture that you want to combine with your gesture.
  /// - Returns: A simultaneous gesture.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<
    Self, Other
  > {
    SimultaneousGesture(self, other)
  }

  /// Sequences a gesture with another one to create a composed gesture, which results in the
  /// second gesture only receiving events after the first gesture succeeded.
  ///
  /// - Parameter other: A gesture you want to combine with another gesture.
  /// - Returns: A sequenced gesture.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
  /// giving precedence to the first gesture.
  ///
  /// - Parameter other: A gesture you combine with your gesture.
  /// - Returns: An exclusive gesture.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

extension Gesture where Value: Equatable {
  /// Adds an action to perform when the gesture's value changes.
  ///
  /// Modelled: runs for each new value of a driven gesture, before it ends.
  ///
  /// - Parameter action: The action to perform when this gesture's value changes.
  /// - Returns: A gesture that triggers `action` when this gesture's value changes.
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}
