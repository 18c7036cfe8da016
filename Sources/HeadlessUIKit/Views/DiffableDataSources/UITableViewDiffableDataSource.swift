public import Foundation
import PresentationHierarchy

/// A table view's data source that shows the sections and items of a snapshot, as UIKit's
/// `UITableViewDiffableDataSource`.
///
/// Modelled: creating one makes it the table's data source; applying a snapshot measures the
/// table again, and the visible rows of items that stay keep their cells, moved to the items'
/// new rows, while new, reloaded and reconfigured items get cells from the cell provider
/// [DOC: `uikit/uitableviewdiffabledatasource-2euir`; INF: a reconfigured item gets a new cell,
/// where UIKit hands the provider the same one]. Completions run with the model's animation
/// completions, on the app's next settle. Like UIKit's, it is an `NSObject`.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  /// Makes the cell of an item: usually dequeued and configured.
  public typealias CellProvider =
    (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
    UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// How inserted and deleted rows animate; inert.
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates a data source and makes it a table's data source.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cellProvider: Makes the cell of an item.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows a snapshot: the table moves the rows that stay and asks for cells for the others.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - animatingDifferences: Whether UIKit would animate; inert.
  ///   - completion: What runs when the changes would finish, on the app's next settle.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = current
    current = snapshot.unmarked
    tableView?.relayout(mapping: old.mapping(to: snapshot))
    if let completion { PendingAnimationCompletions.enqueue(completion) }
  }

  /// Shows a snapshot, as ``apply(_:animatingDifferences:completion:)`` does, returning once
  /// it's shown [INF: the model doesn't wait for a settle].
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - animatingDifferences: Whether UIKit would animate; inert.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows a snapshot by reloading the table: every visible row gets a new cell.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - completion: What runs when the reload would finish, on the app's next settle.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot.unmarked
    tableView?.reloadData()
    if let completion { PendingAnimationCompletions.enqueue(completion) }
  }

  /// Shows a snapshot by reloading the table, returning once it's shown.
  ///
  /// - Parameter snapshot: The sections and items to show.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  /// Returns a copy of the snapshot the table shows.
  ///
  /// - Returns: The snapshot.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// Returns the item at a row.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The item, or `nil` when the snapshot has no such row.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(at: indexPath)
  }

  /// Returns an item's row.
  ///
  /// - Parameter itemIdentifier: The item.
  /// - Returns: Its row, or `nil` when the snapshot lacks it.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// Returns the section at an index.
  ///
  /// - Parameter index: The index.
  /// - Returns: The section, or `nil` when the snapshot has no such section.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// Returns a section's index.
  ///
  /// - Parameter sectionIdentifier: The section.
  /// - Returns: Its index, or `nil` when the snapshot lacks it.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: - UITableViewDataSource

  /// The snapshot's number of sections.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: The number of sections.
  open func numberOfSections(in tableView: UITableView) -> Int {
    current.numberOfSections
  }

  /// The number of items in a section of the snapshot.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The number of items.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  /// The cell the cell provider makes for a row's item.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The cell; a plain one when the provider returns `nil`, where UIKit raises an
  ///   exception [INF].
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    {
      return cell
    }
    ModelIssues.report(
      "UITableViewDiffableDataSource's cell provider returned no cell for row \(indexPath); "
        + "UIKit raises an exception here. The model showed a plain cell.")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// No row can be edited, unless overridden [DOC: `uikit/uitableviewdiffabledatasource-2euir/
  /// tableview(_:caneditrowat:)`].
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// No row can be moved, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The edit.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it goes.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// No section index, unless overridden.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
