/// A part of an app's user interface, as SwiftUI's `View`: a value whose ``body`` describes
/// other views.
///
/// Write views exactly as for SwiftUI; the model evaluates ``body`` when a hosting controller
/// renders, keeps `@State` by the view's place in the tree, and lays the result out.
@MainActor @preconcurrency
public protocol View {
  /// The type of view that makes up the body.
  associatedtype Body: View

  /// The view's content.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// A primitive view has no body.
  public var body: Never { primitiveBody(of: Never.self) }
}

/// Stops with a message: SwiftUI's primitive views have no body to evaluate.
func primitiveBody<V>(of type: V.Type) -> Never {
  preconditionFailure("\(type) is a primitive view; its body is never evaluated")
}

/// A view the model lowers itself instead of evaluating a body.
@MainActor
protocol PrimitiveView {
  /// Returns the nodes the view stands for at a place in the tree.
  func makeNodes(in context: ResolveContext) -> [ViewNode]
}

/// A view that displays nothing, as SwiftUI's `EmptyView`.
public struct EmptyView: View {
  /// Creates an empty view.
  nonisolated public init() {}

  public var body: Never { primitiveBody(of: Self.self) }
}

extension EmptyView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { [] }
}

/// A type-erased view, as SwiftUI's `AnyView`; its identity is the wrapped view's type.
public struct AnyView: View {
  let wrapped: any View

  /// Creates a type-erased view.
  ///
  /// - Parameter view: The view to wrap.
  public init<V: View>(_ view: V) {
    wrapped = (view as? AnyView)?.wrapped ?? view
  }

  /// Creates a type-erased view, as `init(_:)` does.
  ///
  /// - Parameter view: The view to wrap.
  public init<V: View>(erasing view: V) {
    self.init(wrapping: view)
  }

  /// Wraps a view whose type is not known statically.
  init(wrapping view: any View) {
    wrapped = (view as? AnyView)?.wrapped ?? view
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension AnyView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    context.child(ViewTypeName.of(type(of: wrapped))).resolve(wrapped)
  }
}
