import PresentationHierarchy

/// A row of cells in a ``Grid``, as SwiftUI's `GridRow`.
///
/// Modelled: its views are the row's cells, placed by the grid; outside a grid they sit side
/// by side as in an `HStack` [INF].
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// Creates a horizontal row of child views in a grid.
  ///
  /// - Parameters:
  ///   - alignment: Where the row's views sit vertically in their cells; the grid's vertical
  ///     alignment when `nil`.
  ///   - content: The row's cells.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension GridRow: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(GridRowKind(alignment: alignment), path: context.path)
    node.children = context.child("content").resolve(content)
    return [node]
  }
}

/// A ``GridRow``: no view of its own, its cells drawn in the grid's.
struct GridRowKind: NodeKind {
  /// The row's vertical alignment, if it overrides the grid's.
  let alignment: VerticalAlignment?

  var typeName: String { "GridRow" }
  var rendering: NodeRendering { .transparent }

  private var stack: StackLayout {
    StackLayout(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: .center))
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.stackSize(stack, proposal)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node.placeStack(stack, in: rect)
  }
}
