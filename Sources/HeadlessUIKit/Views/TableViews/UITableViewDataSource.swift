public import Foundation

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
  /// The title of a section's header; `nil` for none.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer; `nil` for none.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row can be edited; inert: the model has no editing controls.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: Whether it can be edited.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether a row can be moved; inert: the model has no reordering controls.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: Whether it can be moved.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Commits an insertion or deletion the user asked for; the model never asks.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The edit.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Moves a row the user dragged; the model never asks.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it goes.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the section index; inert: the model shows no index.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: The titles, or `nil`.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
  /// One section, as UIKit assumes when the data source doesn't say.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: 1.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No header title.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  /// No footer title.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  /// Every row can be edited, as UIKit assumes when the data source doesn't say.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// No row can be moved, as UIKit assumes when the data source doesn't implement moving.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The edit.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it goes.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// No section index.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
