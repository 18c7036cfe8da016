/// A property wrapper the graph updates a view from, as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
  /// Updates the property before the view's body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing: the model installs its own properties itself.
  public mutating func update() {}
}

/// A value a view owns, as SwiftUI's `@State`: kept by the view's place in the tree while it
/// stays there, reset when it leaves.
///
/// Set it from a `Button` action, a `.task` or a binding; the model evaluates the bodies again
/// after every user action and when the app settles.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// Creates a state with an initial value.
  ///
  /// - Parameter value: The value the view starts with.
  public init(wrappedValue value: Value) {
    box = StateBox(value)
  }

  /// Creates a state with an initial value.
  ///
  /// - Parameter value: The value the view starts with.
  public init(initialValue value: Value) {
    box = StateBox(value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.value = newValue }
  }

  /// A binding to the value, for `$name`.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.storage.value }, trackedSet: { box.storage.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state whose value starts as `nil`.
  public init() {
    box = StateBox(nil)
  }
}

/// The storage of a `@State`: the first box made at a place in the tree keeps the value, and the
/// boxes of later view values at that place point to it.
final class StateBox<Value> {
  /// The value; a render that reads it evaluates again when it is written.
  @Tracked var value: Value
  private var target: StateBox<Value>?

  init(_ value: Value) {
    self.value = value
  }

  /// The box that holds the value.
  var storage: StateBox<Value> { target ?? self }

  /// Points this box at the one that holds the value at its place.
  func adopt(_ stored: AnyObject) {
    if let stored = stored as? StateBox<Value>, stored !== self { target = stored.storage }
  }
}

extension State: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    box.adopt(graph.storage(at: path, label: label, default: box))
  }
}
