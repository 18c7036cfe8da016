import Foundation

/// Where a table view's rows lie in its content: each row's top and height, section after
/// section, with no headers or footers [INF: the model doesn't size section headers].
struct TableRows {
  /// The rows' index paths and their vertical extents, top to bottom.
  private(set) var rows: [(indexPath: IndexPath, minY: CGFloat, height: CGFloat)] = []

  /// The height of a row whose height is `UITableView.automaticDimension`: 44 points, UIKit's
  /// standard row [INF: self-sizing needs the cell's Auto Layout, which the model doesn't run
  /// for cells].
  static let automaticRowHeight: CGFloat = 44

  /// Measures every row of a table view from its data source and delegate.
  @MainActor
  init(of tableView: UITableView) {
    guard let dataSource = tableView.dataSource else { return }
    let delegate = tableView.delegate as? any UITableViewDelegate
    var y: CGFloat = 0
    for section in 0..<max(0, dataSource.numberOfSections(in: tableView)) {
      let count = dataSource.tableView(tableView, numberOfRowsInSection: section)
      for row in 0..<max(0, count) {
        let indexPath = IndexPath(row: row, section: section)
        var height =
          delegate?.tableView(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
        if height < 0 { height = Self.automaticRowHeight }
        rows.append((indexPath, y, height))
        y += height
      }
    }
  }

  /// The content's height: the rows' total.
  var contentHeight: CGFloat {
    rows.last.map { $0.minY + $0.height } ?? 0
  }

  /// The rows that overlap a vertical range of the content, top to bottom.
  func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> [(
    indexPath: IndexPath, minY: CGFloat, height: CGFloat
  )] {
    rows.filter { $0.minY < maxY && $0.minY + $0.height > minY }
  }

  /// A row's extent, if the table has it.
  func row(at indexPath: IndexPath) -> (indexPath: IndexPath, minY: CGFloat, height: CGFloat)? {
    rows.first { $0.indexPath == indexPath }
  }
}
