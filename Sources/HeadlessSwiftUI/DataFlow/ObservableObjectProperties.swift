public import HeadlessCombine

/// A property wrapper type that instantiates an observable object, as SwiftUI's
/// `@StateObject`.
///
/// The object is made once per place of the view in the tree, the first time the view is
/// evaluated there, and kept while the view stays there, across re-evaluations that make new
/// view values; it is released when the view leaves, as `@State`'s value is.
@MainActor @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  let box: StateObjectBox<ObjectType>

  /// Creates a state object with an initial value, made when the view is first installed.
  ///
  /// - Parameter thunk: Makes the object.
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk)
  }

  /// The object.
  @MainActor @preconcurrency
  public var wrappedValue: ObjectType { box.storage.object }

  /// A projection of the object that creates bindings to its properties, `$model.name`.
  @MainActor @preconcurrency
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// The storage of a `@StateObject`: the first box made at a place in the tree makes and keeps
/// the object; the boxes of later view values at that place point to it and never call their
/// own thunk.
@MainActor
final class StateObjectBox<ObjectType: AnyObject> {
  /// Set once, by the nonisolated initializer `StateObject(wrappedValue:)` calls (as SwiftUI's
  /// is), and only called on the main actor, when the view is installed.
  nonisolated(unsafe) private let thunk: () -> ObjectType
  private var made: ObjectType?
  private var target: StateObjectBox<ObjectType>?

  nonisolated init(_ thunk: @escaping () -> ObjectType) {
    self.thunk = thunk
  }

  /// The box that holds the object.
  var storage: StateObjectBox<ObjectType> { target ?? self }

  /// The object, made on first use.
  var object: ObjectType {
    if let made { return made }
    let object = thunk()
    made = object
    return object
  }

  /// Points this box at the one that holds the object at its place.
  func adopt(_ stored: AnyObject) {
    if let stored = stored as? StateObjectBox<ObjectType>, stored !== self {
      target = stored.storage
    }
  }
}

extension StateObject: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    box.adopt(graph.storage(at: path, label: label, default: box))
    graph.observedObjects.watch(box.storage.object)
  }
}

extension ObservedObject: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    graph.observedObjects.watch(wrappedValue)
  }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes, as SwiftUI's `@ObservedObject`.
///
/// The model evaluates every body again on each settle, so a change to the object shows on
/// the next one.
@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// A wrapper of the underlying observable object that can create bindings to its
  /// properties, as SwiftUI's `ObservedObject.Wrapper`.
  @MainActor @dynamicMemberLookup @preconcurrency
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object, `$model.name`.
    ///
    /// - Parameter keyPath: The property.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = object
      return Binding(
        get: { object[keyPath: keyPath] }, trackedSet: { object[keyPath: keyPath] = $0 })
    }
  }

  /// The object.
  @MainActor @preconcurrency
  public var wrappedValue: ObjectType

  /// Creates an observed object with an initial value.
  ///
  /// - Parameter initialValue: The object.
  @MainActor @preconcurrency
  public init(initialValue: ObjectType) {
    wrappedValue = initialValue
  }

  /// Creates an observed object with an initial wrapped value.
  ///
  /// - Parameter wrappedValue: The object.
  @MainActor @preconcurrency
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// A projection of the object that creates bindings to its properties, `$model.name`.
  @MainActor @preconcurrency
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies,
/// as SwiftUI's `@EnvironmentObject`.
///
/// It reads the object an ancestor set with `.environmentObject(_:)`. Where none did, SwiftUI
/// stops the app; the model shows the view as empty (its body is not evaluated) and records
/// an exception in the app, `HeadlessSwiftUI.MissingEnvironmentObject`, with SwiftUI's message
/// naming the type and the missing `.environmentObject(_:)`.
@MainActor @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// A wrapper of the underlying environment object that can create bindings to its
  /// properties, as SwiftUI's `EnvironmentObject.Wrapper`.
  @MainActor @dynamicMemberLookup @preconcurrency
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object, `$model.name`.
    ///
    /// - Parameter keyPath: The property.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = object
      return Binding(
        get: { object[keyPath: keyPath] }, trackedSet: { object[keyPath: keyPath] = $0 })
    }
  }

  private let box = EnvironmentBox()

  /// Creates an environment object.
  public init() {}

  /// The object an ancestor supplied.
  @MainActor @preconcurrency
  public var wrappedValue: ObjectType { resolvedObject }

  private var resolvedObject: ObjectType {
    guard let object = box.values[EnvironmentObjectKey<ObjectType>.self] else {
      fatalError(Self.missingMessage)
    }
    return object
  }

  /// A projection of the object that creates bindings to its properties, `$model.name`.
  @MainActor @preconcurrency
  public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
    Wrapper(object: resolvedObject)
  }

  /// SwiftUI's message when no ancestor supplied the object.
  static var missingMessage: String {
    let name = ViewTypeName.of(ObjectType.self)
    return "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) "
      + "may be missing as an ancestor of this view."
  }
}

extension EnvironmentObject: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    box.values = environment
    if let object = environment[EnvironmentObjectKey<ObjectType>.self] {
      graph.observedObjects.watch(object)
    } else {
      graph.markUnavailable(at: path, reason: Self.missingMessage)
    }
  }
}

/// The observable object of a type an ancestor set with `.environmentObject(_:)`.
struct EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}

extension View {
  /// Supplies an observable object to a view subhierarchy, for `@EnvironmentObject`.
  ///
  /// - Parameter object: The object.
  /// - Returns: The modified view.
  public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
    EnvironmentWriter(content: self) { $0[EnvironmentObjectKey<T>.self] = object }
  }

  /// Adds an action to perform when this view detects data emitted by the given publisher.
  ///
  /// The view subscribes when it appears and cancels when it disappears; the model's
  /// publishers deliver at once, so the action runs inside the `send` (a button's action, a
  /// `.task`), and the next evaluation shows what it changed.
  ///
  /// - Parameters:
  ///   - publisher: The publisher to subscribe to.
  ///   - action: The action to perform when an event is emitted by `publisher`.
  /// - Returns: A view that triggers `action` when `publisher` emits an event.
  public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View where P: Publisher, P.Failure == Never
  {
    ReceiveView(content: self, publisher: publisher, action: action)
  }
}

/// A view that subscribes to a publisher while it is on screen.
struct ReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
  let content: Content
  let publisher: P
  let action: (P.Output) -> Void

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let stored = context.graph.storage(
      at: context.path, label: "onReceive", default: ReceiveBox<P.Output>())
    let box = stored as? ReceiveBox<P.Output> ?? ReceiveBox()
    // The latest evaluation's action runs, as SwiftUI updates it with the view.
    box.action = action
    let nodes = context.child("receive").resolve(content)
    let publisher = publisher
    if let node = nodes.first {
      node.lifecycle.append(.appear { box.subscribe(to: publisher) })
      node.lifecycle.append(.disappear { box.cancel() })
    }
    return nodes
  }
}

/// What an `onReceive` keeps at its place: the subscription and the latest action.
@MainActor
final class ReceiveBox<Output> {
  var action: ((Output) -> Void)?
  private var subscription: AnyCancellable?

  func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
    subscription = publisher.sink { [weak self] value in
      MainActor.assumeIsolated { self?.action?(value) }
      // The action ran the app's code.
      ContentChanges.note()
    }
  }

  func cancel() {
    subscription = nil
  }
}
