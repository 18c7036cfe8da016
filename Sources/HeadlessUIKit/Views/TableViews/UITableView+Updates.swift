public import Foundation

// Row and section updates: the data source changes first, then the table is told, and the
// visible rows that stay keep their cells while the others get new ones.
extension UITableView {
  /// How inserted, deleted and reloaded rows animate, as UIKit's `UITableView.RowAnimation`;
  /// inert: changes apply at once.
  public enum RowAnimation: Int, Sendable {
    /// Fades in or out.
    case fade = 0
    /// Slides in from or out to the right.
    case right = 1
    /// Slides in from or out to the left.
    case left = 2
    /// Slides in from or out to the top.
    case top = 3
    /// Slides in from or out to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keeps the cell centred while it appears or disappears.
    case middle = 6
    /// The style the table chooses.
    case automatic = 100
  }

  /// Starts a group of row and section changes applied together at ``endUpdates()``.
  public func beginUpdates() {
    updateDepth += 1
  }

  /// Applies the changes since the matching ``beginUpdates()``: the table measures its rows
  /// again, and visible rows that stay keep their cells.
  public func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    guard updateDepth == 0 else { return }
    let updates = pendingUpdates
    pendingUpdates = TableUpdates()
    apply(updates)
  }

  /// Applies a group of row and section changes together; the completion runs with `true` on
  /// the app's next settle, as the model's animations' completions do.
  ///
  /// - Parameters:
  ///   - updates: The changes: calls such as ``insertRows(at:with:)``.
  ///   - completion: What runs when the changes would finish animating.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates?()
    endUpdates()
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Inserts rows the data source now has.
  ///
  /// - Parameters:
  ///   - indexPaths: The new rows, as they are after the update.
  ///   - animation: How they'd animate; inert.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertedRows.formUnion(indexPaths) }
  }

  /// Deletes rows the data source no longer has.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows, as they were before the update.
  ///   - animation: How they'd animate; inert.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deletedRows.formUnion(indexPaths) }
  }

  /// Reloads rows: the data source gives them new cells.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows.
  ///   - animation: How they'd animate; inert.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// Configures rows again: the data source is asked for their cells again [INF: as a reload;
  /// UIKit hands the data source the same cell when it dequeues].
  ///
  /// - Parameter indexPaths: The rows.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    record { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// Moves a row; it keeps its cell.
  ///
  /// - Parameters:
  ///   - indexPath: Where the row was.
  ///   - newIndexPath: Where it goes.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows[indexPath] = newIndexPath }
  }

  /// Inserts sections the data source now has.
  ///
  /// - Parameters:
  ///   - sections: The new sections, as they are after the update.
  ///   - animation: How they'd animate; inert.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections the data source no longer has.
  ///
  /// - Parameters:
  ///   - sections: The sections, as they were before the update.
  ///   - animation: How they'd animate; inert.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections: their rows get new cells.
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - animation: How they'd animate; inert.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section; its rows keep their cells.
  ///
  /// - Parameters:
  ///   - section: Where the section was.
  ///   - newSection: Where it goes.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections[section] = newSection }
  }

  /// Records a change inside a group of updates, or applies it at once outside one.
  private func record(_ change: (inout TableUpdates) -> Void) {
    var updates = TableUpdates()
    change(&updates)
    if updateDepth > 0 {
      pendingUpdates.merge(updates)
    } else {
      apply(updates)
    }
  }

  /// Measures the table again and moves the visible rows that stay, with their cells, to
  /// their new places; the rows that don't get cells from the data source.
  func apply(_ updates: TableUpdates) {
    relayout { updates.newIndexPath(for: $0) }
  }

  /// Measures the table again, keeping the cells of the visible rows `mapping` moves and
  /// recycling the others.
  func relayout(mapping: (IndexPath) -> IndexPath?) {
    guard layout != nil else { return reloadData() }
    var kept: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    for entry in visible {
      if let moved = mapping(entry.indexPath) {
        kept.append((moved, entry.cell))
      } else {
        recycle(entry.cell)
      }
    }
    visible = kept
    selected = selected.flatMap(mapping)
    remeasure()
    tile()
  }
}
