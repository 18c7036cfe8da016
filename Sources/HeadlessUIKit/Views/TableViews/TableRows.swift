import Foundation

/// Where a table view's rows and section headers and footers lie in its content: each
/// section's header, then its rows, then its footer, top to bottom.
struct TableRows {
  /// A row's index path and vertical extent.
  typealias Row = (indexPath: IndexPath, minY: CGFloat, height: CGFloat)
  /// A section header's or footer's vertical extent and its view.
  typealias Supplement = (section: Int, minY: CGFloat, height: CGFloat, view: UIView)

  /// The rows, top to bottom.
  private(set) var rows: [Row] = []
  /// The section headers that have a view and a height, top to bottom.
  private(set) var headers: [Supplement] = []
  /// The section footers that have a view and a height, top to bottom.
  private(set) var footers: [Supplement] = []
  /// Each section's top and height, in order.
  private(set) var sections: [(minY: CGFloat, height: CGFloat)] = []
  /// The content's height.
  private(set) var contentHeight: CGFloat = 0

  /// The height of a row whose height is `UITableView.automaticDimension`: 44 points, UIKit's
  /// standard row [INF: self-sizing needs the cell's Auto Layout, which the model doesn't run
  /// for cells].
  static let automaticRowHeight: CGFloat = 44

  /// The height of a header or footer of automatic height made from a title, or from a view
  /// whose frame has no height: 28 points [INF: UIKit sizes them to their text with Auto Layout,
  /// which the model doesn't run for them; 28 is a plain table's one-line title header].
  static let automaticSupplementHeight: CGFloat = 28

  /// Measures every section of a table view from its data source and delegate.
  ///
  /// A header or footer is the delegate's view, else a `UITableViewHeaderFooterView` showing
  /// the data source's title; a section with neither has none, whatever its height [INF: UIKit
  /// leaves an empty gap of a height the delegate gives; the model leaves it too when the
  /// delegate gives one].
  @MainActor
  init(of tableView: UITableView) {
    guard let dataSource = tableView.dataSource else { return }
    let delegate = tableView.delegate as? any UITableViewDelegate
    var y: CGFloat = 0
    for section in 0..<max(0, dataSource.numberOfSections(in: tableView)) {
      let top = y
      if let header = Self.supplement(
        of: tableView, section: section, header: true, at: y, dataSource: dataSource,
        delegate: delegate)
      {
        y += header.height
        if let view = header.view { headers.append((section, header.minY, header.height, view)) }
      }
      let count = dataSource.tableView(tableView, numberOfRowsInSection: section)
      for row in 0..<max(0, count) {
        let indexPath = IndexPath(row: row, section: section)
        var height =
          delegate?.tableView(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
        if height < 0 { height = Self.automaticRowHeight }
        rows.append((indexPath, y, height))
        y += height
      }
      if let footer = Self.supplement(
        of: tableView, section: section, header: false, at: y, dataSource: dataSource,
        delegate: delegate)
      {
        y += footer.height
        if let view = footer.view { footers.append((section, footer.minY, footer.height, view)) }
      }
      sections.append((top, y - top))
    }
    contentHeight = y
  }

  /// A section's header or footer: its view, if any, and its extent.
  @MainActor
  private static func supplement(
    of tableView: UITableView, section: Int, header: Bool, at minY: CGFloat,
    dataSource: any UITableViewDataSource, delegate: (any UITableViewDelegate)?
  ) -> (minY: CGFloat, height: CGFloat, view: UIView?)? {
    var view =
      header
      ? delegate?.tableView(tableView, viewForHeaderInSection: section)
      : delegate?.tableView(tableView, viewForFooterInSection: section)
    if view == nil {
      let title =
        header
        ? dataSource.tableView(tableView, titleForHeaderInSection: section)
        : dataSource.tableView(tableView, titleForFooterInSection: section)
      if let title { view = tableView.titleView(title, header: header) }
    }
    var height =
      header
      ? delegate?.tableView(tableView, heightForHeaderInSection: section)
        ?? tableView.sectionHeaderHeight
      : delegate?.tableView(tableView, heightForFooterInSection: section)
        ?? tableView.sectionFooterHeight
    if height < 0 {
      guard let view else { return nil }
      height = view.frame.height > 0 ? view.frame.height : automaticSupplementHeight
    }
    guard height > 0 || view != nil else { return nil }
    return (minY, height, view)
  }

  /// The rows that overlap a vertical range of the content, top to bottom.
  func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> [Row] {
    rows.filter { $0.minY < maxY && $0.minY + $0.height > minY }
  }

  /// The headers and footers that overlap a vertical range of the content.
  func supplements(overlapping minY: CGFloat, _ maxY: CGFloat) -> [Supplement] {
    (headers + footers).filter { $0.minY < maxY && $0.minY + $0.height > minY }
  }

  /// A row's extent, if the table has it.
  func row(at indexPath: IndexPath) -> Row? {
    rows.first { $0.indexPath == indexPath }
  }
}
