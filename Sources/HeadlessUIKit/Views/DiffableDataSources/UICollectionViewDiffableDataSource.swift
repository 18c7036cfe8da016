public import Foundation
import PresentationHierarchy

/// A collection view's data source that shows the sections and items of a snapshot, as UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// Modelled: creating one makes it the collection view's data source; applying a snapshot has the
/// layout prepare again, and the visible items that stay keep their cells, moved to their
/// new places, while new, reloaded and reconfigured items get cells from the cell provider
/// [DOC: `uikit/uicollectionviewdiffabledatasource`; INF: a reconfigured item gets a new cell,
/// where UIKit hands the provider the same one]. Completions run with the model's animation
/// completions, on the app's next settle. Like UIKit's, it is an `NSObject`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  /// Makes the cell of an item: usually dequeued and configured.
  public typealias CellProvider =
    (
      _ collectionView: UICollectionView, _ indexPath: IndexPath,
      _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

  /// Makes a supplementary view, such as a section header.
  public typealias SupplementaryViewProvider =
    (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) ->
    UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Makes the supplementary views the layout asks for; `nil` by default.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// Creates a data source and makes it a collection view's data source.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cellProvider: Makes the cell of an item.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows a snapshot: the collection view moves the items that stay and asks for cells for the others.
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
    collectionView?.relayout(mapping: old.mapping(to: snapshot))
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

  /// Shows a snapshot by reloading the collection view: every visible item gets a new cell.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - completion: What runs when the reload would finish, on the app's next settle.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot.unmarked
    collectionView?.reloadData()
    if let completion { PendingAnimationCompletions.enqueue(completion) }
  }

  /// Shows a snapshot by reloading the collection view, returning once it's shown.
  ///
  /// - Parameter snapshot: The sections and items to show.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  /// Returns a copy of the snapshot the collection view shows.
  ///
  /// - Returns: The snapshot.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// Returns the item at an index path.
  ///
  /// - Parameter indexPath: The index path.
  /// - Returns: The item, or `nil` when the snapshot has no such item.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(at: indexPath)
  }

  /// Returns an item's index path.
  ///
  /// - Parameter itemIdentifier: The item.
  /// - Returns: Its index path, or `nil` when the snapshot lacks it.
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

  // MARK: - UICollectionViewDataSource

  /// The snapshot's number of sections.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: The number of sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in a section of the snapshot.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: The number of items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  /// The cell the cell provider makes for an item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: The cell; a plain one when the provider returns `nil`, where UIKit raises an
  ///   exception [INF].
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    ModelIssues.report(
      "UICollectionViewDiffableDataSource's cell provider returned no cell for item "
        + "\(indexPath); UIKit raises an exception here. The model showed a plain cell.")
    return UICollectionViewCell(frame: .zero)
  }

  /// The view the supplementary view provider makes.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  /// - Returns: The view; an empty one when there's no provider or it returns `nil`, where
  ///   UIKit raises an exception [INF].
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    ModelIssues.report(
      "UICollectionViewDiffableDataSource has no supplementary view for kind '\(kind)' at "
        + "\(indexPath); UIKit raises an exception here. The model showed an empty view.")
    return UICollectionReusableView(frame: .zero)
  }
}
