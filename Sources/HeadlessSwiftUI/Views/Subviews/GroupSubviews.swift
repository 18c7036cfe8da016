extension Group {
  /// Constructs a group from the subviews of the given view.
  ///
  /// Modelled: `view` is resolved here, each view it resolves to becomes a ``Subview``, and
  /// the group shows what `transform` makes of the collection [DOC:
  /// `swiftui/group/init(subviews:transform:)`: "a group that gives you programmatic access to
  /// the group's subviews"], so a custom container built with it lays its children out as its
  /// own stacks and frames say.
  ///
  /// - Parameters:
  ///   - view: The view to get the subviews of.
  ///   - transform: A closure that constructs a view from the collection of subviews.
  public init<Base, Result>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result>, Base: View, Result: View {
    self.content = GroupElementsOfContent(subviews: view, transform: transform)
  }
}

/// Transforms the subviews of a given view into a resulting content view, as SwiftUI's
/// `GroupElementsOfContent`; made by `Group(subviews:transform:)`.
nonisolated public struct GroupElementsOfContent<Subviews, Content>: View
where Subviews: View, Content: View {
  /// The view whose subviews are transformed.
  let subviews: Subviews
  /// Makes the content from the subviews.
  let transform: (SubviewsCollection) -> Content

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension GroupElementsOfContent: PrimitiveView {
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let nodes = context.child("subviews").resolve(subviews)
    let collection = SubviewsCollection(subviews: nodes.map(Subview.init(node:)))
    return context.child("result").resolve(transform(collection))
  }
}
