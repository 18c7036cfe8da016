import PresentationHierarchy

/// How a `List` or `Form` lays out its rows: one under the other at the list's width, each at
/// least 44 points high, its content inset from the edges; a row that is one `Button` or
/// `NavigationLink` takes taps across the whole row, as SwiftUI's list cells do.
///
/// - The minimum row height is the environment's ``EnvironmentValues/defaultMinListRowHeight``
///   where the row is [DOC: `swiftui/environmentvalues/defaultminlistrowheight`], 44 points on
///   iPhone by default [OBS].
/// - The row insets are 20 points leading and trailing, 11 above and below [INF: the inset
///   grouped style's; other list styles are inert, so every list gets them].
/// - Rows have no spacing between them; separators draw nothing.
@MainActor
enum ListRows {
  /// The default minimum height of a row.
  nonisolated static let minimumRowHeight = 44.0
  /// The insets of a row's content.
  static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)

  /// The nodes of a list's rows: each of the content's views (a `ForEach`'s elements, a
  /// `Section`'s header, rows and footer) becomes a row.
  static func rows(of content: any View, in context: ResolveContext) -> [ViewNode] {
    listed(content, prefix: "row").map { id, view in
      ViewNode(
        ListRowKind(minimumHeight: Double(context.environment.defaultMinListRowHeight)),
        path: context.path + "/" + id,
        children: context.child(id).resolve(view))
    }
  }

  /// The list's node: a viewport over its rows, which captures show under the list's name.
  static func list(named typeName: String, rows: [ViewNode], in context: ResolveContext)
    -> ViewNode
  {
    let stack = ViewNode(
      ImplicitStackKind(layout: StackLayout(axis: .vertical, alignment: .center, spacing: 0)),
      path: context.path + "/rows", children: rows)
    return ViewNode(
      ListKind(typeName: typeName), path: context.path, children: [stack])
  }
}

/// A list's viewport: it scrolls vertically, as a `ScrollView` does.
struct ListKind: NodeKind {
  /// `List` or `Form`.
  let typeName: String

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    ScrollViewKind(axes: .vertical).size(of: node, for: proposal, in: axis)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    ScrollViewKind(axes: .vertical).placeChildren(of: node, in: rect)
  }
}

/// One row of a list: the list's width, at least the minimum height, its content inset.
struct ListRowKind: NodeKind {
  /// The least height of the row, the environment's `defaultMinListRowHeight`.
  let minimumHeight: Double

  var typeName: String { "ListRow" }
  var rendering: NodeRendering { .transparent }
  var passesAttributesThrough: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    let insets = ListRows.rowInsets.layoutValues
    let inner = ProposedSize(
      width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) }, height: nil)
    let content = contentSize(of: node, for: inner)
    return Size(
      width: proposal.width ?? content.width + insets.leading + insets.trailing,
      height: max(content.height + insets.top + insets.bottom, minimumHeight))
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    let insets = ListRows.rowInsets.layoutValues
    let inner = Rect(
      x: rect.x + insets.leading, y: rect.y + insets.top,
      width: max(rect.width - insets.leading - insets.trailing, 0),
      height: max(rect.height - insets.top - insets.bottom, 0))
    // A row that is one button is the button: it takes taps across the whole row, its label
    // inset as any row's content.
    if node.children.count == 1, ["Button", "NavigationLink"].contains(node.children[0].typeName) {
      let button = node.children[0]
      button[ContentShapeKey.self] = true
      button.place(in: rect)
      place(button.children, in: inner)
      return
    }
    place(node.children, in: inner)
  }

  /// Places views one under the other, leading-aligned and centred vertically in a row's
  /// inner rectangle, as list cells place their content.
  private func place(_ children: [ViewNode], in inner: Rect) {
    let proposal = ProposedSize(width: inner.width, height: nil)
    let sizes = children.map { $0.size(for: proposal) }
    var y = inner.y + max(inner.height - sizes.map(\.height).reduce(0, +), 0) / 2
    for (child, taken) in zip(children, sizes) {
      child.place(in: Rect(x: inner.x, y: y, width: taken.width, height: taken.height))
      y += taken.height
    }
  }

  private func contentSize(of node: ViewNode, for proposal: ProposedSize) -> Size {
    let sizes = node.children.map { $0.size(for: proposal) }
    return Size(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }
}
