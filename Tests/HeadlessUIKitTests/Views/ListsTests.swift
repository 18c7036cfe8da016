import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Lists: diffable snapshots and data sources, table headers and batch updates, collection
/// views and their layouts, cells' content configurations.
@MainActor
struct ListsTests {
  /// An app whose root controller's view holds `view` at a frame.
  private func app(showing view: UIView) -> UIApplication {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    root.view.addSubview(view)
    return app
  }

  @Test("[DOC] A snapshot keeps its sections and items in order; moves and inserts place them")
  func snapshotEditing() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
    snapshot.insertItems([9], afterItem: 1)
    snapshot.moveItem(3, beforeItem: 1)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 1, 9, 2])
    snapshot.moveSection("b", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["b", "a"])
    #expect(snapshot.indexOfItem(3) == 1)
    snapshot.deleteSections(["b"])
    #expect(snapshot.numberOfItems == 4 && snapshot.indexOfItem(4) == nil)
    snapshot.reloadItems([2, 42])
    #expect(snapshot.reloadedItemIdentifiers == [2])
  }

  @Test("[INF] Adding an item twice is reported and leaves the snapshot unchanged")
  func duplicateItemIsReported() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["x"])
    let reports = ModelReports.capture { snapshot.appendItems(["x", "y"]) }.reports
    #expect(reports.count == 1)
    #expect(reports.first?.contains("unique") == true)
    #expect(snapshot.itemIdentifiers == ["x"])
  }

  @Test("[DOC] Applying a snapshot keeps the cells of items that stay and makes new ones")
  func tableDiffableApply() async throws {
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 400), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    var provided: [String] = []
    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      tableView, indexPath, item in
      provided.append(item)
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    let app = app(showing: table)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    var completed = false
    app.asShared { dataSource.apply(snapshot, animatingDifferences: false) { completed = true } }
    #expect(provided == ["a", "b", "c"])
    let cellB = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    snapshot.insertItems(["z"], beforeItem: "a")
    app.asShared { dataSource.apply(snapshot) }
    #expect(provided == ["a", "b", "c", "z"])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellB)
    #expect(cellB.frame.origin.y == 88)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "z")
    #expect(dataSource.indexPath(for: "c") == IndexPath(row: 3, section: 0))
    #expect(!completed)
    await app.settle()
    #expect(completed)
    _ = try app.tap("b")
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test("[INF] A section title makes a 28-point header above the section's rows")
  func tableTitleHeaders() throws {
    let source = SectionsSource()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
    table.dataSource = source
    table.delegate = source
    let app = app(showing: table)
    table.reloadData()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 28))
    #expect(header.textLabel?.text == "First")
    #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).minY == 28)
    // Section 1's header is the delegate's view, 50 points high.
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 28 + 88, width: 390, height: 50))
    #expect(app.hitTest(Point(x: 10, y: 130)) === source.customHeader)
    #expect(table.contentSize == CGSize(width: 390, height: 254))  // 28 + 88 + 50 + 88
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 200)) == IndexPath(row: 0, section: 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)).minY == 210)
  }

  @Test("[DOC] Inserting and deleting rows moves the cells of the rows that stay")
  func tableBatchUpdates() async throws {
    let source = RowsSource(count: 5)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    table.dataSource = source
    let app = app(showing: table)
    table.reloadData()
    let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    source.count = 6
    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    table.endUpdates()
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === third)
    #expect(third.frame.minY == 132)
    source.count = 5
    var finished = false
    app.asShared {
      table.performBatchUpdates {
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      } completion: {
        finished = $0
      }
    }
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === third)
    #expect(table.visibleCells.count == 5)
    await app.settle()
    #expect(finished)
  }

  @Test("[DOC] A table view controller's view is its table, which loads when laid out")
  func tableViewControllerLoadsAtLayout() throws {
    let controller = NumbersController(style: .insetGrouped)
    let (app, _) = launchKeyWindow(root: controller, profile: .iPhone)
    #expect(controller.view === controller.tableView)
    #expect(controller.tableView.dataSource === controller)
    controller.tableView.layoutIfNeeded()
    #expect(controller.tableView.visibleCells.count == 3)
    #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    _ = try app.tap("Two")
    #expect(controller.picked == [1])
  }

  @Test("[OBS] A flow layout wraps items in justified lines; the last line keeps the spacing")
  func flowLayoutLines() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let source = TilesSource(count: 5)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 100, width: 390, height: 500), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    collection.dataSource = source
    collection.delegate = source
    let app = app(showing: collection)
    collection.reloadData()
    let frames = collection.visibleCells.map(\.frame)
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 145, y: 0, width: 100, height: 100),
        CGRect(x: 290, y: 0, width: 100, height: 100),
        CGRect(x: 0, y: 110, width: 100, height: 100),
        CGRect(x: 110, y: 110, width: 100, height: 100),
      ])
    #expect(collection.contentSize == CGSize(width: 390, height: 210))
    #expect(
      collection.indexPathForItem(at: CGPoint(x: 150, y: 50)) == IndexPath(item: 1, section: 0))
    _ = try app.tap(at: Point(x: 150, y: 250))
    #expect(source.selected == [IndexPath(item: 4, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
  }

  @Test("[INF] A list layout lays items out as 44-point rows with a 28-point header")
  func compositionalList() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, _ in
      view.accessibilityIdentifier = "header"
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    let app = app(showing: collection)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Mail", "Notes"])
    app.asShared { dataSource.apply(snapshot, animatingDifferences: false) }
    let notes = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(notes.frame == CGRect(x: 0, y: 28 + 44, width: 390, height: 44))
    let headerView = try #require(
      collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    #expect(headerView.frame.height == 28)
    #expect(try app.tap("Notes").isDescendant(of: notes))
  }

  @Test("[DOC] A content configuration's view fills the cell's content view and shows its text")
  func contentConfiguration() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Title"
    content.secondaryText = "Detail"
    cell.contentConfiguration = content
    let view = try #require(cell.contentView.subviews.last as? UIListContentView)
    #expect(view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Title", "Detail"])
    content.secondaryText = nil
    cell.contentConfiguration = content
    #expect(cell.contentView.subviews.last === view)
    #expect(view.subviews.count == 1)
    let selected = UIView()
    cell.selectedBackgroundView = selected
    #expect(selected.superview == nil)
    cell.setHighlighted(true, animated: false)
    #expect(selected.superview === cell && cell.subviews.first === selected)
  }
}

// MARK: - Fixtures

@MainActor
private final class RowsSource: UITableViewDataSource {
  var count: Int
  init(count: Int) { self.count = count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

@MainActor
private final class SectionsSource: UITableViewDataSource, UITableViewDelegate {
  let customHeader = UIView()
  func numberOfSections(in tableView: UITableView) -> Int { 2 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "First" : nil
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    section == 1 ? customHeader : nil
  }
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    section == 1 ? 50 : UITableView.automaticDimension
  }
}

@MainActor
private final class NumbersController: UITableViewController {
  var picked: [Int] = []
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = ["One", "Two", "Three"][indexPath.row]
    cell.accessibilityIdentifier = cell.textLabel?.text
    return cell
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    picked.append(indexPath.row)
  }
}

@MainActor
private final class TilesSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  let count: Int
  var selected: [IndexPath] = []
  init(count: Int) { self.count = count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}
