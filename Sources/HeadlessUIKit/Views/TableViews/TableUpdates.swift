import Foundation

/// The row and section changes of one table or collection view update, and where each row
/// that stays goes: deletions and reloads name rows as they were, insertions as they will be,
/// as in UIKit [DOC: `uikit/uitableview/performbatchupdates(_:completion:)`, "deletes … before
/// inserts"].
struct TableUpdates {
  var deletedRows: Set<IndexPath> = []
  var insertedRows: Set<IndexPath> = []
  var reloadedRows: Set<IndexPath> = []
  var movedRows: [IndexPath: IndexPath] = [:]
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [Int: Int] = [:]

  /// Whether the update changes nothing.
  var isEmpty: Bool {
    deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
      && deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty
  }

  /// Adds another update's changes to this one's.
  mutating func merge(_ other: TableUpdates) {
    deletedRows.formUnion(other.deletedRows)
    insertedRows.formUnion(other.insertedRows)
    reloadedRows.formUnion(other.reloadedRows)
    movedRows.merge(other.movedRows) { $1 }
    deletedSections.formUnion(other.deletedSections)
    insertedSections.formUnion(other.insertedSections)
    reloadedSections.formUnion(other.reloadedSections)
    movedSections.merge(other.movedSections) { $1 }
  }

  /// Where a section goes, or `nil` when it is deleted or reloaded.
  func newSection(for section: Int) -> Int? {
    if deletedSections.contains(section) || reloadedSections.contains(section) { return nil }
    if let moved = movedSections[section] { return moved }
    var new = section - deletedSections.count(in: 0..<section)
    new -= movedSections.keys.filter { $0 < section }.count
    let arrivals = insertedSections.union(IndexSet(movedSections.values)).sorted()
    for arrival in arrivals where arrival <= new { new += 1 }
    return new
  }

  /// Where a row goes, or `nil` when it (or its section) is deleted or reloaded.
  func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
    if deletedRows.contains(indexPath) || reloadedRows.contains(indexPath) { return nil }
    if let moved = movedRows[indexPath] { return moved }
    guard let section = newSection(for: indexPath.section) else { return nil }
    let leaving = deletedRows.union(movedRows.keys).filter {
      $0.section == indexPath.section && $0.item < indexPath.item
    }
    var item = indexPath.item - leaving.count
    let arrivals = insertedRows.union(movedRows.values).filter { $0.section == section }
      .map(\.item).sorted()
    for arrival in arrivals where arrival <= item { item += 1 }
    return IndexPath(indexes: [section, item])
  }
}
