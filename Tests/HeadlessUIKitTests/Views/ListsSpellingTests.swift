import Foundation
import HeadlessUIKit
import Testing

/// Calls the lists' symbols the way apps spell them: implicit members, trailing closures,
/// defaults, overrides.
@MainActor
struct ListsSpellingTests {
  @Test func snapshotSpelling() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.main, .other])
    snapshot.appendItems([.a, .b], toSection: .main)
    snapshot.appendItems([.c])
    snapshot.insertItems([.d], beforeItem: .c)
    snapshot.insertSections([.extra], afterSection: .other)
    snapshot.insertSections([.first], beforeSection: .main)
    snapshot.moveItem(.a, afterItem: .b)
    snapshot.moveSection(.extra, afterSection: .first)
    snapshot.reloadItems([.a])
    snapshot.reconfigureItems([.b])
    snapshot.reloadSections([.main])
    snapshot.deleteItems([.d])
    snapshot.deleteSections([.extra])
    _ =
      snapshot.numberOfItems(inSection: .main) + snapshot.numberOfSections + snapshot.numberOfItems
    _ = snapshot.itemIdentifiers(inSection: .main) + snapshot.itemIdentifiers
    _ = (snapshot.sectionIdentifiers, snapshot.indexOfSection(.main), snapshot.indexOfItem(.a))
    _ = (snapshot.reconfiguredItemIdentifiers, snapshot.reloadedSectionIdentifiers)
    _ = snapshot.sectionIdentifier(containingItem: .a)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfItems == 0)
  }

  @Test("List cells keep the accessories apps give them, with UIKit's option defaults")
  func cellAccessories() {
    let cell = UICollectionViewListCell(frame: .zero)
    #expect(cell.accessories.isEmpty)
    var deleted = false
    cell.accessories = [
      .disclosureIndicator(),
      .checkmark(displayed: .whenNotEditing, options: .init(tintColor: .systemBlue)),
      .delete(displayed: .always, actionHandler: { deleted = true }),
      .reorder(options: .init(showsVerticalSeparator: false)),
      .outlineDisclosure(options: .init(style: .header)),
      .detail(actionHandler: {}),
      .label(text: "3", options: .init(font: .systemFont(ofSize: 12))),
      .multiselect(options: .init(backgroundColor: .white)),
      .insert(displayed: .whenEditing, options: .init(reservedLayoutWidth: .custom(30))),
    ]
    #expect(cell.accessories.count == 9)
    // Nothing is drawn to tap, so an action handler never runs.
    #expect(!deleted)

    let indicator = UICellAccessory.DisclosureIndicatorOptions()
    #expect(!indicator.isHidden && indicator.reservedLayoutWidth == .standard)
    #expect(indicator.tintColor == nil)
    let reorder = UICellAccessory.ReorderOptions(isHidden: true)
    #expect(reorder.isHidden && reorder.showsVerticalSeparator)
    var outline = UICellAccessory.OutlineDisclosureOptions(style: .cell)
    outline.reservedLayoutWidth = .actual
    #expect(outline.style == .cell && outline.reservedLayoutWidth == .actual)
    #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
    let label = UICellAccessory.LabelOptions(adjustsFontForContentSizeCategory: false)
    #expect(!label.adjustsFontForContentSizeCategory)
    _ = label.font
    let delete = UICellAccessory.DeleteOptions(backgroundColor: .red)
    #expect(delete.backgroundColor == .red)
    _ = (UICellAccessory.CheckmarkOptions().tintColor, UICellAccessory.DetailOptions().isHidden)
    _ = (UICellAccessory.MultiselectOptions().backgroundColor, UICellAccessory.InsertOptions())
    _ = [UICellAccessory.DisplayedState.always, .whenEditing, .whenNotEditing]
  }

  @Test func tableSpelling() async {
    let table = UITableView(frame: .zero, style: .grouped)
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
    let dataSource = Source(tableView: table) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      content.secondaryText = "detail"
      content.image = nil
      content.textProperties.numberOfLines = 2
      content.textProperties.color = .black
      content.secondaryTextProperties.font = .systemFont(ofSize: 12)
      content.imageProperties.tintColor = .black
      cell.contentConfiguration = content
      cell.backgroundConfiguration = .listGroupedCell()
      cell.selectedBackgroundView = UIView()
      cell.setHighlighted(false, animated: true)
      cell.setSelected(false, animated: true)
      cell.setEditing(false, animated: false)
      return cell
    }
    dataSource.defaultRowAnimation = .fade
    var snapshot = dataSource.snapshot()
    snapshot.appendSections([.main])
    snapshot.appendItems([.a])
    dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
    await dataSource.apply(snapshot)
    await dataSource.apply(snapshot, animatingDifferences: true)
    await dataSource.applySnapshotUsingReloadData(snapshot)
    dataSource.applySnapshotUsingReloadData(snapshot, completion: {})
    _ = dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0))
    _ = dataSource.indexPath(for: .a)
    _ = dataSource.sectionIdentifier(for: 0)
    _ = dataSource.index(for: .main)
    table.beginUpdates()
    table.insertRows(at: [], with: .automatic)
    table.deleteRows(at: [], with: .none)
    table.reloadRows(at: [], with: .middle)
    table.insertSections(IndexSet(), with: .top)
    table.deleteSections([], with: .bottom)
    table.reloadSections([], with: .left)
    table.endUpdates()
    table.performBatchUpdates(nil)
    table.performBatchUpdates({ table.reconfigureRows(at: []) }, completion: { _ in })
    table.sectionHeaderHeight = UITableView.automaticDimension
    table.sectionHeaderTopPadding = 0
    table.separatorColor = .black
    table.separatorInset = .zero
    table.allowsMultipleSelection = false
    table.allowsMultipleSelectionDuringEditing = true
    table.setEditing(true, animated: true)
    #expect(table.isEditing)
    table.isEditing = false
    #expect(!table.isEditing)
    _ = (
      table.isEditing, table.indexPathsForSelectedRows,
      table.rectForRow(at: IndexPath(row: 0, section: 0))
    )
    table.sectionFooterHeight = 0
    _ = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
    _ = (table.headerView(forSection: 0), table.footerView(forSection: 0))
    _ = (
      table.rect(forSection: 0), table.rectForHeader(inSection: 0),
      table.rectForFooter(inSection: 0)
    )
    let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
    header.textLabel?.text = "Header"
    var headerContent = header.defaultContentConfiguration()
    headerContent.text = "Header"
    header.contentConfiguration = headerContent
    header.backgroundConfiguration = .clear()
    #expect(table.dataSource === dataSource)
  }

  @Test func collectionSpelling() {
    let flow = UICollectionViewFlowLayout()
    flow.scrollDirection = .horizontal
    flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    flow.minimumLineSpacing = 8
    flow.minimumInteritemSpacing = 8
    flow.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    flow.headerReferenceSize = CGSize(width: 0, height: 30)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: flow)
    collection.register(Tile.self, forCellWithReuseIdentifier: Tile.reuseIdentifier)
    collection.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let registration = UICollectionView.CellRegistration<Tile, Item> { cell, indexPath, item in
      cell.title = "\(item)"
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collection
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.main])
    snapshot.appendItems([.a, .b])
    dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
    collection.performBatchUpdates {
      collection.insertItems(at: [])
      collection.deleteItems(at: [])
      collection.reloadItems(at: [])
      collection.reconfigureItems(at: [])
    }
    collection.selectItem(at: IndexPath(item: 0, section: 0), animated: true, scrollPosition: .top)
    collection.deselectItem(at: IndexPath(item: 0, section: 0), animated: true)
    collection.scrollToItem(
      at: IndexPath(item: 1, section: 0), at: .centeredHorizontally, animated: true)
    _ = (collection.indexPathsForSelectedItems, collection.indexPathsForVisibleItems)
    let list = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    collection.setCollectionViewLayout(list, animated: false)
    collection.collectionViewLayout = UICollectionViewCompositionalLayout { section, environment in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
        subitems: [item])
      group.interItemSpacing = .fixed(8)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.orthogonalScrollingBehavior = .continuous
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      ]
      return section
    }
    let cell = UICollectionViewListCell(frame: .zero)
    cell.backgroundConfiguration = .listPlainCell()
    cell.contentConfiguration = UIListContentConfiguration.valueCell()
    #expect(collection.dataSource === dataSource)
  }
}

// MARK: - Fixtures

private enum Section: Hashable { case first, main, other, extra }
private enum Item: Hashable { case a, b, c, d }

private final class Source: UITableViewDiffableDataSource<Section, Item> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    "Title"
  }
}

private final class Tile: UICollectionViewCell {
  static let reuseIdentifier = "tile"
  var title = ""
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    title = ""
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    label.isHidden = state.isHighlighted
  }
}
