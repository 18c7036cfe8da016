/// A reusable modifier, as SwiftUI's `ViewModifier`: its `body(content:)` wraps the view it
/// modifies; its `@State` is kept by the modified view's place.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View

  /// The view being modified.
  typealias Content = _ViewModifier_Content<Self>

  /// Returns the modified view.
  ///
  /// - Parameter content: The view being modified.
  /// - Returns: The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a ``ViewModifier`` modifies, as SwiftUI's `_ViewModifier_Content`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let view: AnyView
  let context: ResolveContext

  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    self.context.resolve(view.wrapped)
  }
}

/// A view with a ``ViewModifier`` applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Creates a modified view.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - modifier: The modifier.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ModifiedContent: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let place = context.child(ViewTypeName.of(Modifier.self))
    context.graph.install(modifier, at: place.path, environment: context.environment)
    let inner = _ViewModifier_Content<Modifier>(view: AnyView(content), context: context)
    return place.resolve(modifier.body(content: inner))
  }
}

extension View {
  /// Applies a modifier.
  ///
  /// - Parameter modifier: The modifier.
  /// - Returns: The modified view.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
