public import Foundation

/// The delegate of a table view, as UIKit's `UITableViewDelegate`: row heights and selection.
///
/// Every method is optional, as in UIKit: the default implementations do what UIKit does when
/// the delegate doesn't implement them.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of a row; `UITableView.automaticDimension` leaves it to the table.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The height, in points.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The row a tap is about to select; `nil` selects none.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The tapped row.
  /// - Returns: The row to select, or `nil`.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Called after a tap selected a row.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Called after a tap deselected a row, on another row.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The deselected row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Leaves the height to the table view's ``UITableView/rowHeight``.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The table view's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Selects the tapped row.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The tapped row.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The deselected row.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
