public import Foundation
import PresentationHierarchy

/// Views in rows and columns, as SwiftUI's `Grid`.
///
/// Modelled (see the article "Layout"): each ``GridRow`` is a row and its views the row's cells, in
/// columns shared by all rows; any other view is a row of its own across every column.
public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// Creates a grid with the specified spacing, alignment, and child views.
  ///
  /// - Parameters:
  ///   - alignment: Where each view sits in its cell.
  ///   - horizontalSpacing: The space between columns; 8 points when `nil`.
  ///   - verticalSpacing: The space between rows; 8 points when `nil`.
  ///   - content: The rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Grid: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let kind = GridKind(
      alignment: alignment, horizontalSpacing: horizontalSpacing.map(Double.init),
      verticalSpacing: verticalSpacing.map(Double.init))
    let node = ViewNode(kind, path: context.path)
    node.children = context.child("content").resolve(content)
    return [node]
  }
}
