import Foundation
import PresentationHierarchy

/// The sections and items a list shows at one time, as UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Behavioural: sections and items keep the order they're added in; each identifier is in the
/// snapshot once [DOC: `uikit/nsdiffabledatasourcesnapshot-swift.struct`, "unique
/// identifiers"]. Where UIKit raises an exception (an item added to a section the snapshot
/// lacks, or to no section, an identifier added twice, a move or insert next to a missing
/// identifier) the model reports an issue and leaves the snapshot as it was [INF: the model
/// doesn't stop the process].
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// The items marked for reloading, in the order they were marked.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items marked for reconfiguring, in the order they were marked.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections marked for reloading, in the order they were marked.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// Creates an empty snapshot.
  public init() {}

  /// The number of items in all sections.
  public var numberOfItems: Int { sectionOfItem.count }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The sections' identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

  /// The items' identifiers, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// Returns the number of items in a section.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: The number of its items; 0 for a section the snapshot lacks.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// Returns the items of a section.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: Its items, in order; none for a section the snapshot lacks.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    sections.first { $0.identifier == identifier }?.items ?? []
  }

  /// Returns the section an item is in.
  ///
  /// - Parameter identifier: The item.
  /// - Returns: Its section, or `nil` when the snapshot lacks the item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// Returns an item's index among all items, section after section.
  ///
  /// - Parameter identifier: The item.
  /// - Returns: The index, or `nil` when the snapshot lacks the item.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// Returns a section's index.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: The index, or `nil` when the snapshot lacks the section.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.identifier == identifier }
  }

  /// Adds items at the end of a section.
  ///
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - sectionIdentifier: The section; `nil` for the last one.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let index = sectionIdentifier.map { indexOfSection($0) } ?? sections.indices.last
    guard let index else {
      return Self.report(
        sectionIdentifier == nil
          ? "appendItems(_:toSection:) was called on a snapshot with no sections"
          : "appendItems(_:toSection:) named a section the snapshot lacks")
    }
    guard adopt(identifiers, into: sections[index].identifier) else { return }
    sections[index].items += identifiers
  }

  /// Inserts items before an item.
  ///
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - beforeIdentifier: The item they go before.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: beforeIdentifier, offset: 0, method: "insertItems(_:beforeItem:)")
  }

  /// Inserts items after an item.
  ///
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - afterIdentifier: The item they go after.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: afterIdentifier, offset: 1, method: "insertItems(_:afterItem:)")
  }

  /// Deletes items; identifiers the snapshot lacks are ignored.
  ///
  /// - Parameter identifiers: The items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers)
    for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
    for item in doomed { sectionOfItem[item] = nil }
  }

  /// Deletes every item, leaving the sections.
  public mutating func deleteAllItems() {
    for index in sections.indices { sections[index].items = [] }
    sectionOfItem = [:]
  }

  /// Moves an item before another.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes before.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, offset: 0, method: "moveItem(_:beforeItem:)")
  }

  /// Moves an item after another.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - toIdentifier: The item it goes after.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, offset: 1, method: "moveItem(_:afterItem:)")
  }

  /// Marks items to be reloaded (their cells made again) when the snapshot is applied.
  ///
  /// - Parameter identifiers: The items.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
  }

  /// Marks items to be reconfigured (their cells configured again) when the snapshot is
  /// applied.
  ///
  /// - Parameter identifiers: The items.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
  }

  /// Adds sections at the end.
  ///
  /// - Parameter identifiers: The sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard adoptSections(identifiers) else { return }
    sections += identifiers.map { ($0, []) }
  }

  /// Inserts sections before a section.
  ///
  /// - Parameters:
  ///   - identifiers: The sections.
  ///   - toIdentifier: The section they go before.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, offset: 0)
  }

  /// Inserts sections after a section.
  ///
  /// - Parameters:
  ///   - identifiers: The sections.
  ///   - toIdentifier: The section they go after.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, offset: 1)
  }

  /// Deletes sections and their items; identifiers the snapshot lacks are ignored.
  ///
  /// - Parameter identifiers: The sections.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    for section in sections where doomed.contains(section.identifier) {
      for item in section.items { sectionOfItem[item] = nil }
    }
    sections.removeAll { doomed.contains($0.identifier) }
  }

  /// Moves a section before another.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes before.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, offset: 0)
  }

  /// Moves a section after another.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes after.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, offset: 1)
  }

  /// Marks sections to be reloaded when the snapshot is applied.
  ///
  /// - Parameter identifiers: The sections.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers += identifiers.filter { indexOfSection($0) != nil }
  }

  // MARK: - Engine

  /// The item at an index path, if the snapshot has it.
  func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let items = sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The index path of an item, if the snapshot has it.
  func indexPath(of item: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[item], let sectionIndex = indexOfSection(section),
      let row = sections[sectionIndex].items.firstIndex(of: item)
    else { return nil }
    return IndexPath(item: row, section: sectionIndex)
  }

  /// The snapshot without its reload and reconfigure marks, as a data source keeps it.
  var unmarked: Self {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    copy.reloadedSectionIdentifiers = []
    return copy
  }

  private mutating func adopt(
    _ identifiers: [ItemIdentifierType], into section: SectionIdentifierType
  ) -> Bool {
    guard Set(identifiers).count == identifiers.count,
      identifiers.allSatisfy({ sectionOfItem[$0] == nil })
    else {
      Self.report(
        "items were added that the snapshot already has (item identifiers must be unique)")
      return false
    }
    for item in identifiers { sectionOfItem[item] = section }
    return true
  }

  private func adoptSections(_ identifiers: [SectionIdentifierType]) -> Bool {
    guard Set(identifiers).count == identifiers.count,
      identifiers.allSatisfy({ indexOfSection($0) == nil })
    else {
      Self.report(
        "sections were added that the snapshot already has (section identifiers must be unique)")
      return false
    }
    return true
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int,
    method: String
  ) {
    guard let section = sectionOfItem[anchor], let index = indexOfSection(section),
      let position = sections[index].items.firstIndex(of: anchor)
    else { return Self.report("\(method) named an item the snapshot lacks") }
    guard adopt(identifiers, into: section) else { return }
    sections[index].items.insert(contentsOf: identifiers, at: position + offset)
  }

  private mutating func move(
    _ item: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int, method: String
  ) {
    guard item != anchor else { return }
    guard sectionOfItem[item] != nil, sectionOfItem[anchor] != nil else {
      return Self.report("\(method) named an item the snapshot lacks")
    }
    deleteItems([item])
    insert([item], at: anchor, offset: offset, method: method)
  }

  private mutating func insertSections(
    _ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, offset: Int
  ) {
    guard let index = indexOfSection(anchor) else {
      return Self.report("insertSections named a section the snapshot lacks")
    }
    guard adoptSections(identifiers) else { return }
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + offset)
  }

  private mutating func moveSection(
    _ section: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int
  ) {
    guard section != anchor else { return }
    guard let from = indexOfSection(section), indexOfSection(anchor) != nil else {
      return Self.report("moveSection named a section the snapshot lacks")
    }
    let moved = sections.remove(at: from)
    let to = indexOfSection(anchor).map { $0 + offset } ?? sections.count
    sections.insert(moved, at: to)
  }

  private static func report(_ problem: String) {
    ModelIssues.report(
      "NSDiffableDataSourceSnapshot: \(problem). UIKit raises an exception here; the model left "
        + "the snapshot unchanged.")
  }
}

extension NSDiffableDataSourceSnapshot {
  /// Where each item of this snapshot goes in a new one: its new index path, or `nil` when
  /// the new snapshot lacks it or marks it, or its section, for reloading or reconfiguring.
  func mapping(to new: Self) -> (IndexPath) -> IndexPath? {
    let reloaded = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)
    let reloadedSections = Set(new.reloadedSectionIdentifiers)
    return { indexPath in
      guard let item = self.itemIdentifier(at: indexPath), !reloaded.contains(item),
        let section = new.sectionIdentifier(containingItem: item),
        !reloadedSections.contains(section)
      else { return nil }
      return new.indexPath(of: item)
    }
  }
}
