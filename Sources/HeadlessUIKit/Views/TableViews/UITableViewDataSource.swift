/// The source of a table view's rows, as UIKit's `UITableViewDataSource`.
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required, as in
/// UIKit; the others are optional there, so they have default implementations here.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in a section.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The number of rows.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, usually dequeued with `dequeueReusableCell(withIdentifier:for:)`.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// One section, as UIKit assumes when the data source doesn't say.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: 1.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
