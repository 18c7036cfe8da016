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
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
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
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox()

  /// Creates a property that reads an environment value.
  ///
  /// - Parameter keyPath: The value's key path, such as `\.dismiss`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value the view inherited.
  public var wrappedValue: Value { box.values[keyPath: keyPath] }
}

/// The environment a view's body was last evaluated with.
final class EnvironmentBox {
  var values = EnvironmentValues()
}

extension Environment: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    box.values = environment
  }
}

/// Dismisses the presentation or pushed screen a view is in, as SwiftUI's `DismissAction`.
///
/// Call it as a function: `dismiss()`. Outside a presentation it does nothing, as in SwiftUI.
@MainActor
public struct DismissAction {
  let perform: (@MainActor () -> Void)?

  /// Dismisses.
  public func callAsFunction() {
    perform?()
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
