extension View {
  /// Gives the view an explicit identity: when the value changes, SwiftUI sees a new view, so
  /// the state inside starts afresh.
  ///
  /// Modelled [DOC: `swiftui/view/id(_:)`: "When the proxy value specified by the id
  /// parameter changes, the identity of the view … is reset"]: the id is part of the view's
  /// place in the tree, where the model keeps state.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The modified view.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: AnyHashable(id))
  }
}

/// A view whose place in the tree includes an explicit id.
struct IdentifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let id: AnyHashable

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let nodes = context.child("id=\(String(describing: id.base))").resolve(content)
    for node in nodes { node[ScrollTargetIDsKey.self].append(id) }
    return nodes
  }
}
