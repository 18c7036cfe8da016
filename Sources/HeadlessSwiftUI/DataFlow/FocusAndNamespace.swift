import PresentationHierarchy

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes, as SwiftUI's `@FocusState`.
///
/// Focus is inert in the model (nothing takes focus by itself), but the value is state kept
/// by the view's place, as `@State`'s, and `$focus` bindings read and write it.
@propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  let box: StateBox<Value>

  /// A property wrapper type that can read and write a value that indicates the current
  /// focus location, as SwiftUI's `FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>

    /// The focus value.
    public var wrappedValue: Value {
      get { box.storage.value }
      nonmutating set { box.storage.value = newValue }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// Creates a focus state that is `false` until set.
  public init() where Value == Bool {
    box = StateBox(false)
  }

  /// Creates a focus state that is `nil` until set.
  public init<T>() where Value == T?, T: Hashable {
    box = StateBox(nil)
  }

  /// The focus value.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.value = newValue }
  }

  /// A binding to the focus value, for `$focus` and `.focused(_:)`.
  public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
}

extension FocusState: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    box.adopt(graph.storage(at: path, label: label, default: box))
  }
}

extension View {
  /// Modifies this view by binding its focus state to a Boolean value; inert: nothing takes
  /// focus in the model, and the binding keeps what the app sets.
  ///
  /// - Parameter condition: The focus binding.
  /// - Returns: The view, unchanged.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    self
  }

  /// Modifies this view by binding its focus state to a value; inert: nothing takes focus in
  /// the model, and the binding keeps what the app sets.
  ///
  /// - Parameters:
  ///   - binding: The focus binding.
  ///   - value: The value the binding has while this view is focused.
  /// - Returns: The view, unchanged.
  nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View where Value: Hashable
  {
    self
  }

  /// Specifies whether the view is focusable; inert: nothing takes focus in the model.
  ///
  /// - Parameter isFocusable: Whether the view takes part in focus.
  /// - Returns: The view, unchanged.
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }

  /// Specifies whether the view is focusable, and which focus-driven interactions it
  /// supports; inert: nothing takes focus in the model.
  ///
  /// - Parameters:
  ///   - isFocusable: Whether the view takes part in focus.
  ///   - interactions: The focus interactions the view supports.
  /// - Returns: The view, unchanged.
  nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
    -> some View
  { self }
}

/// The focus interactions a view supports, as SwiftUI's `FocusInteractions`; inert.
public struct FocusInteractions: Hashable, Sendable {
  let name: String

  /// The focus-driven interactions commonly expected of interactive content on the platform.
  public static var automatic: FocusInteractions { FocusInteractions(name: "automatic") }

  /// A primary action the user can activate with focus gestures.
  public static let activate = FocusInteractions(name: "activate")
}

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property, as SwiftUI's `@Namespace`.
///
/// Its identifier stays the same while the view stays at its place in the tree.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identifier, as SwiftUI's `Namespace.ID`.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  let box = StateBox(NamespaceCounter.next())

  /// Creates a namespace.
  public init() {}

  /// The namespace's identifier.
  public var wrappedValue: Namespace.ID { ID(value: box.storage.value) }
}

extension Namespace: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    box.adopt(graph.storage(at: path, label: label, default: box))
  }
}

/// Hands out namespace identifiers.
enum NamespaceCounter {
  private static let counter = Locked(0)

  static func next() -> Int {
    counter.withLock { value in
      value += 1
      return value
    }
  }
}

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends, as SwiftUI's
/// `@GestureState`.
///
/// The model's gestures end at once, so the value is its initial value between actions.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let initialValue: Value

  /// Creates a gesture state with an initial value.
  ///
  /// - Parameter wrappedValue: The value.
  public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  /// Creates a gesture state with an initial value.
  ///
  /// - Parameter initialValue: The value.
  public init(initialValue: Value) {
    self.initialValue = initialValue
  }

  /// The value: the initial one, since no gesture is under way between the model's actions.
  public var wrappedValue: Value { initialValue }

  /// The gesture state itself, for `$state` in `.updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

/// A dynamic property that scales a numeric value, as SwiftUI's `@ScaledMetric`.
///
/// The model's Dynamic Type size is the default one, so the value is the base value.
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
  private let base: Value

  /// The value: the base value, at the model's default Dynamic Type size.
  public var wrappedValue: Value { base }

  /// Creates a scaled metric relative to a text style.
  ///
  /// - Parameters:
  ///   - wrappedValue: The base value.
  ///   - textStyle: The text style it scales with.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
  }

  /// Creates a scaled metric relative to the body text style.
  ///
  /// - Parameter wrappedValue: The base value.
  public init(wrappedValue: Value) {
    base = wrappedValue
  }
}
