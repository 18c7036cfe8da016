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

/// UIKit cells showing SwiftUI rows through `UIHostingConfiguration`.
@MainActor
@Suite struct HostedCellsPatternTests {
  @Test func aHostedRowsButtonTakesTheTapInsideItsCell() async throws {
    let app = UIApplication()
    let list = HostedCellsViewController(style: .plain)
    let window = UIWindow(windowScene: app.connectScene())
    window.rootViewController = list
    window.makeKeyAndVisible()
    list.tableView.layoutIfNeeded()
    await app.settle()
    let hierarchy = app.captureHierarchy(detail: .full)
    let star = try hierarchy.index(of: "star-Grace")
    // The row's views are in the cell's hosting content view, inside the cell.
    let names = hierarchy.ancestors(of: star).map { hierarchy.nodes[$0].typeName }
    #expect(
      names.contains {
        $0.hasPrefix("UIHostingContentView<HStack<")
          && $0.hasSuffix(", _UIHostingConfigurationBackgroundView<Material>>")
      })
    #expect(names.contains("UITableViewCell"))
    // `.margins(.horizontal, 20)`: the star sits 20 points in from the cell's trailing edge,
    // centred in the 60-point row (the second, from y = 60).
    let frame = try #require(hierarchy.nodes[star].attributes.frame)
    #expect(frame.maxX == 370)
    #expect(frame.y + frame.height / 2 == 90)
    try app.tap("star-Grace")
    await app.settle()
    #expect(list.favourites == ["Grace"])
  }
}
