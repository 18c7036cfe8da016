/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]
  var dismissAction = DismissAction(perform: nil)
  var presented = false
  /// Pushes a value on the enclosing navigation stack's path, inside one.
  var navigationAppend: ((AnyHashable) -> Void)?

  /// Creates an environment with every key at its default.
  public init() {}

  /// The value for a key.
  ///
  /// - Parameter key: The key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // Unwrapped first: `nil as? Optional<…>` would succeed and hide an optional default.
      guard let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value else {
        return K.defaultValue
      }
      return value
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Dismisses the presentation or the pushed screen the view is in.
  public var dismiss: DismissAction { dismissAction }

  /// Whether the view is in a presentation or a pushed screen.
  public var isPresented: Bool { presented }
}

/// Reads a value from the environment, as SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads the value from the environment; `nil` only for an `@Observable` object no
  /// ancestor set.
  private let read: (EnvironmentValues) -> Value?
  /// What SwiftUI says when the value is missing.
  private let missing: String
  private let box = EnvironmentBox()

  /// Creates a property that reads an environment value.
  ///
  /// - Parameter keyPath: The value's key path, such as `\.dismiss`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    missing = ""
  }

  /// Creates a property that reads an `@Observable` object an ancestor set with
  /// `.environment(_:)`; a view that reads one no ancestor set shows as empty and the app
  /// records an exception naming the type, where SwiftUI stops the app with that message.
  ///
  /// - Parameter objectType: The object's type.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0[ObservableObjectKey<Value>.self] }
    missing =
      "No Observable object of type \(ViewTypeName.of(Value.self)) found. A "
      + "View.environment(_:) for \(ViewTypeName.of(Value.self)) may be missing as an ancestor "
      + "of this view."
  }

  /// Creates a property that reads an `@Observable` object an ancestor set with
  /// `.environment(_:)`, `nil` when none did.
  ///
  /// - Parameter objectType: The object's type.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { .some($0[ObservableObjectKey<T>.self]) }
    missing = ""
  }

  /// The value the view inherited.
  public var wrappedValue: Value {
    guard let value = read(box.values) else { fatalError(missing) }
    return value
  }
}

/// The `@Observable` object of a type an ancestor set with `.environment(_:)`.
struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}

/// The environment a view's body was last evaluated with.
final class EnvironmentBox {
  var values = EnvironmentValues()
}

extension Environment: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    box.values = environment
    if read(environment) == nil { graph.markUnavailable(at: path, reason: missing) }
  }
}

/// Dismisses the presentation or pushed screen a view is in, as SwiftUI's `DismissAction`.
///
/// Call it as a function: `dismiss()`. Outside a presentation it does nothing, as in SwiftUI.
@MainActor @preconcurrency
public struct DismissAction {
  let perform: (@MainActor () -> Void)?

  /// Dismisses.
  public func callAsFunction() {
    guard let perform else { return }
    // The presentation or the stack changes under SwiftUI: the bindings that drive them
    // (`isPresented`, a path, a column) follow at the next evaluation, as tracked writes.
    perform()
  }
}

extension View {
  /// Sets an environment value for the view and its descendants.
  ///
  /// - Parameters:
  ///   - keyPath: The value's key path.
  ///   - value: The value.
  /// - Returns: The modified view.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
  }
}

extension View {
  /// Places an `@Observable` object in the environment of the view and its descendants, for
  /// `@Environment(Type.self)`.
  ///
  /// - Parameter object: The object; `nil` removes one an ancestor set.
  /// - Returns: The modified view.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    EnvironmentWriter(content: self) { $0[ObservableObjectKey<T>.self] = object }
  }
}

/// A view whose descendants see a changed environment.
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    change(&inner.environment)
    return inner.resolve(content)
  }
}
