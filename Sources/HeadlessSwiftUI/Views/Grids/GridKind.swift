import PresentationHierarchy

/// A ``Grid``: rows of cells in columns shared by all rows.
///
/// Modelled [DOC: `swiftui/grid`: "the first view in each grid row appears in the grid's
/// first column, the second view in the second column"]: a column is as wide as its widest
/// cell and a row as tall as its tallest; each view sits in its cell by the grid's alignment,
/// or a row's vertical alignment. Each cell is offered an equal share of the grid's width
/// [INF: SwiftUI offers cells their column's share by flexibility]; a view that isn't a
/// `GridRow` spans every column.
struct GridKind: NodeKind {
  let alignment: Alignment
  let horizontalSpacing: Double?
  let verticalSpacing: Double?

  var typeName: String { "Grid" }

  private var columnGap: Double { horizontalSpacing ?? ViewNode.defaultSpacing }
  private var rowGap: Double { verticalSpacing ?? ViewNode.defaultSpacing }

  /// The cells of a row: a `GridRow`'s views, or the view itself.
  private func cells(_ row: ViewNode) -> [ViewNode] {
    row.kind is GridRowKind ? row.children : [row]
  }

  /// The columns' widths and the rows' heights for a width offered.
  private func measure(_ node: ViewNode, width offered: Double?) -> (
    columns: [Double], rows: [Double]
  ) {
    let count = node.children.map { cells($0).count }.max() ?? 0
    let offer = offered.map { max($0 - columnGap * Double(max(count - 1, 0)), 0) / Double(count) }
    var columns = Array(repeating: 0.0, count: count)
    for row in node.children where row.kind is GridRowKind {
      for (index, cell) in row.children.enumerated() {
        columns[index] = max(
          columns[index], cell.size(for: ProposedSize(width: offer, height: nil)).width)
      }
    }
    let rows = node.children.map { row in
      if row.kind is GridRowKind {
        return zip(row.children, columns).map { cell, width in
          cell.size(for: ProposedSize(width: width, height: nil)).height
        }.max() ?? 0
      }
      return row.size(for: ProposedSize(width: extent(columns), height: nil)).height
    }
    return (columns, rows)
  }

  private func extent(_ columns: [Double]) -> Double {
    columns.reduce(0, +) + columnGap * Double(max(columns.count - 1, 0))
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    let (columns, rows) = measure(node, width: proposal.width)
    return Size(
      width: extent(columns),
      height: rows.reduce(0, +) + rowGap * Double(max(rows.count - 1, 0)))
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    let (columns, rows) = measure(node, width: rect.width)
    var y = rect.y
    for (row, height) in zip(node.children, rows) {
      let rowRect = Rect(x: rect.x, y: y, width: extent(columns), height: height)
      guard let kind = row.kind as? GridRowKind else {
        let size = row.size(for: ProposedSize(width: rowRect.width, height: height))
        row.place(in: node.aligned(size, in: rowRect, alignment))
        y += height + rowGap
        continue
      }
      row.place(in: rowRect)
      let cellAlignment = Alignment(
        horizontal: alignment.horizontal, vertical: kind.alignment ?? alignment.vertical)
      var x = rect.x
      for (cell, width) in zip(row.children, columns) {
        let box = Rect(x: x, y: y, width: width, height: height)
        let size = cell.size(for: ProposedSize(width: width, height: height))
        cell.place(in: node.aligned(size, in: box, cellAlignment))
        x += width + columnGap
      }
      y += height + rowGap
    }
  }
}
