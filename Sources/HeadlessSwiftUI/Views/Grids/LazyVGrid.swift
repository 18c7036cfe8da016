public import Foundation
import PresentationHierarchy

/// A grid that grows vertically, its columns described by grid items, as SwiftUI's
/// `LazyVGrid`.
///
/// Modelled: the views fill rows of the columns' cells, leading to trailing, then top to
/// bottom (see ``GridItem``); every view is made at once. `pinnedViews` is inert.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid that grows vertically.
  ///
  /// - Parameters:
  ///   - columns: The grid items that size and place each row's cells.
  ///   - alignment: Where the columns sit in the grid's width.
  ///   - spacing: The space between rows; 8 points when `nil`.
  ///   - pinnedViews: The section headers and footers that stay pinned (inert).
  ///   - content: The grid's views.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyVGrid: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let kind = LazyGridKind(
      typeName: "LazyVGrid", items: columns, growth: .vertical, fraction: alignment.fraction ?? 0.5,
      spacing: spacing.map(Double.init))
    let node = ViewNode(kind, path: context.path)
    node.children = context.child("content").resolve(content)
    return [node]
  }
}
