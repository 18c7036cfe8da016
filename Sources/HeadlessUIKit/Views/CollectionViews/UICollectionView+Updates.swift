public import Foundation

// Item and section updates: the data source changes first, then the collection view is told,
// and the visible items that stay keep their cells while the others get new ones.
extension UICollectionView {
  /// Applies a group of item and section changes together: the layout prepares again and the
  /// visible items that stay keep their cells; the completion runs with `true` on the app's
  /// next settle, as the model's animations' completions do.
  ///
  /// - Parameters:
  ///   - updates: The changes: calls such as ``insertItems(at:)``.
  ///   - completion: What runs when the changes would finish animating.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    updateDepth += 1
    updates?()
    updateDepth -= 1
    if updateDepth == 0 {
      let updates = pendingUpdates
      pendingUpdates = TableUpdates()
      relayout { updates.newIndexPath(for: $0) }
    }
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Inserts items the data source now has.
  ///
  /// - Parameter indexPaths: The new items, as they are after the update.
  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedRows.formUnion(indexPaths) }
  }

  /// Deletes items the data source no longer has.
  ///
  /// - Parameter indexPaths: The items, as they were before the update.
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedRows.formUnion(indexPaths) }
  }

  /// Reloads items: the data source gives them new cells.
  ///
  /// - Parameter indexPaths: The items.
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// Configures items again: the data source is asked for their cells again [INF: as a
  /// reload; UIKit hands the data source the same cell when it dequeues].
  ///
  /// - Parameter indexPaths: The items.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// Moves an item; it keeps its cell.
  ///
  /// - Parameters:
  ///   - indexPath: Where the item was.
  ///   - newIndexPath: Where it goes.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows[indexPath] = newIndexPath }
  }

  /// Inserts sections the data source now has.
  ///
  /// - Parameter sections: The new sections, as they are after the update.
  public func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections the data source no longer has.
  ///
  /// - Parameter sections: The sections, as they were before the update.
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections: their items get new cells.
  ///
  /// - Parameter sections: The sections.
  public func reloadSections(_ sections: IndexSet) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section; its items keep their cells.
  ///
  /// - Parameters:
  ///   - section: Where the section was.
  ///   - newSection: Where it goes.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections[section] = newSection }
  }

  private func record(_ change: (inout TableUpdates) -> Void) {
    var updates = TableUpdates()
    change(&updates)
    if updateDepth > 0 {
      pendingUpdates.merge(updates)
    } else {
      relayout { updates.newIndexPath(for: $0) }
    }
  }

  /// Prepares the layout again, keeping the cells of the visible items `mapping` moves and
  /// recycling the others.
  func relayout(mapping: (IndexPath) -> IndexPath?) {
    var kept: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    for entry in visible {
      if let moved = mapping(entry.indexPath) {
        kept.append((moved, entry.cell))
      } else {
        recycle(entry.cell)
      }
    }
    visible = kept
    selected = selected.compactMap(mapping)
    guard loaded else { return reloadData() }
    layoutInvalidated()
  }
}
