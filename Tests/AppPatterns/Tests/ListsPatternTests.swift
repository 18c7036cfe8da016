import HeadlessUIKit
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

@MainActor
@Suite struct ListsPatternTests {
  @Test func readingListShowsSectionsAndMovesArchivedRows() throws {
    let app = UIApplication()
    try app.asShared {
      let list = ReadingListViewController(style: .insetGrouped)
      list.unread = [.init(id: 1, title: "Swift"), .init(id: 2, title: "Lists")]
      list.archived = [.init(id: 3, title: "Old news")]
      let window = UIWindow(windowScene: app.connectScene())
      window.rootViewController = UINavigationController(rootViewController: list)
      window.makeKeyAndVisible()
      let table = try #require(list.tableView)
      table.layoutIfNeeded()
      #expect(table.headerView(forSection: 0)?.textLabel?.text == "Unread")
      #expect(table.headerView(forSection: 1)?.textLabel?.text == "Archived")
      // Unread's header, two 56-point rows, then Archived's header.
      #expect(table.rectForHeader(inSection: 1).minY == 140)
      let lists = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
      list.archive(.init(id: 2, title: "Lists"))
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === lists)
      _ = try app.tap("Lists")
      #expect(list.opened.map(\.id) == [2])
      #expect(table.indexPathForSelectedRow == nil)
    }
  }

  @Test func photoGridTilesThreeColumnsAndOpensTappedPhoto() throws {
    let app = UIApplication()
    try app.asShared {
      let grid = PhotoGridViewController()
      let window = UIWindow(windowScene: app.connectScene())
      window.rootViewController = grid
      window.makeKeyAndVisible()
      grid.collectionView.frame = grid.view.bounds
      grid.collectionView.reloadData()
      let collection = grid.collectionView
      let side = (collection.bounds.width - 4) / 3
      let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
      #expect(second.frame.origin.x == side + 2)
      #expect(collection.visibleCells.count < grid.photoCount)
      _ = try app.tap("photo-4")
      #expect(grid.openedPhoto == 4)
    }
  }
}
