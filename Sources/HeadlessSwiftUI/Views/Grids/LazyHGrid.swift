public import Foundation
import PresentationHierarchy

/// A grid that grows horizontally, its rows described by grid items, as SwiftUI's
/// `LazyHGrid`.
///
/// Modelled as ``LazyVGrid`` is, across: the views fill columns of the rows' cells, top to
/// bottom, then leading to trailing. `pinnedViews` is inert.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid that grows horizontally.
  ///
  /// - Parameters:
  ///   - rows: The grid items that size and place each column's cells.
  ///   - alignment: Where the rows sit in the grid's height.
  ///   - spacing: The space between columns; 8 points when `nil`.
  ///   - pinnedViews: The section headers and footers that stay pinned (inert).
  ///   - content: The grid's views.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyHGrid: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let kind = LazyGridKind(
      typeName: "LazyHGrid", items: rows, growth: .horizontal, fraction: alignment.fraction ?? 0.5,
      spacing: spacing.map(Double.init))
    let node = ViewNode(kind, path: context.path)
    node.children = context.child("content").resolve(content)
    return [node]
  }
}
