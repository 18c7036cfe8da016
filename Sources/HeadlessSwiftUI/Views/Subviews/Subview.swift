/// An opaque value representing a subview of another view, as SwiftUI's `Subview`.
///
/// Modelled: one of the views a view resolves to (a leaf, a container, each view of a
/// `ForEach`), already resolved where the view that holds it was; placing it in the content of
/// `Group(subviews:transform:)` or `ForEach(subviews:content:)` lays that view out there
/// [DOC: `swiftui/subview`: "Subviews are proxies to the resolved view they represent"]. A
/// subview shown twice is laid out at its last place [INF].
nonisolated public struct Subview: View, Identifiable {
  /// The resolved view.
  let node: ViewNode
  /// The resolved view's place in the tree, its identity.
  private let path: String

  /// Wraps a resolved view.
  init(node: ViewNode) {
    self.node = node
    self.path = node.path
  }

  /// A unique identifier for a subview.
  public struct ID: Hashable {
    /// The subview's place in the tree.
    let path: String
  }

  /// The unique identifier of the view: its place in the tree, which persists across updates
  /// and changes of order [DOC: `swiftui/subview/id-swift.property`].
  public var id: Subview.ID { ID(path: path) }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension Subview: PrimitiveView {
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] { [node] }
}
