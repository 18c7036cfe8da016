import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

/// The search controller's presentation over its context, its results and its search bar.
@MainActor
@Suite struct UISearchControllerTests {
  /// Records the text each update saw.
  final class Updater: UISearchResultsUpdating {
    var texts: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
      texts.append(searchController.searchBar.text ?? "")
    }
  }

  /// Records what the search bar and the search controller told it.
  final class Delegate: UISearchBarDelegate, UISearchControllerDelegate {
    var events: [String] = []
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      events.append("textDidChange \(searchText)")
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("begin") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
    func willPresentSearchController(_ searchController: UISearchController) {
      events.append("willPresent")
    }
    func didPresentSearchController(_ searchController: UISearchController) {
      events.append("didPresent")
    }
    func willDismissSearchController(_ searchController: UISearchController) {
      events.append("willDismiss")
    }
    func didDismissSearchController(_ searchController: UISearchController) {
      events.append("didDismiss")
    }
  }

  /// A list in a navigation controller in the first tab, searching with a results controller.
  @MainActor
  struct Searching {
    let list = UIViewController(identifier: "list")
    let results = UIViewController(identifier: "results")
    let navigation: UINavigationController
    let tabs = UITabBarController()
    let search: UISearchController
    let updater = Updater()
    let delegate = Delegate()

    init() {
      navigation = UINavigationController(rootViewController: list)
      tabs.viewControllers = [navigation, UIViewController(identifier: "other")]
      search = UISearchController(searchResultsController: results)
      search.view.accessibilityIdentifier = "search"
      search.searchBar.accessibilityIdentifier = "query"
      search.searchResultsUpdater = updater
      search.searchBar.delegate = delegate
      search.delegate = delegate
      list.navigationItem.searchController = search
    }
  }

  @Test("isActive presents over the context a navigation controller defines [DOC, INF]")
  func activatingPresentsOverTheContext() throws {
    let tree = Searching()
    let scenario = Scenario(tree.tabs, profile: .iOS17)
    #expect(!tree.search.isActive)
    tree.search.isActive = true
    let hierarchy = scenario.step("the search becomes active")

    #expect(tree.search.isActive)
    #expect(tree.search.presentingViewController === tree.navigation)
    #expect(tree.navigation.presentedViewController === tree.search)
    #expect(tree.tabs.presentedViewController == nil)
    #expect(try hierarchy.isInFront("search", of: "list"))
    #expect(tree.delegate.events == ["willPresent", "didPresent"])
    // The bar sits at the top of the search controller's view, below the status bar.
    #expect(tree.search.searchBar.superview === tree.search.view)
    #expect(tree.search.searchBar.frame.minY == tree.search.view.safeAreaInsets.top)
    #expect(tree.search.searchBar.showsCancelButton)
    // No text yet: the results controller's view is hidden [DOC:
    // automaticallyshowssearchresultscontroller].
    #expect(tree.results.view.isHidden)
    #expect(tree.results.parent === tree.search)
    let tabBar = try #require(tree.tabs.view.subviews.first { $0 is UITabBar })
    #expect(scenario.app.hitTest(Point(x: 200, y: tabBar.frame.midY)) === tabBar)
  }

  @Test("Typing tells the delegate and the updater and shows the results [DOC]")
  func typingUpdatesTheResults() throws {
    let tree = Searching()
    let scenario = Scenario(tree.tabs, profile: .iOS17)
    tree.search.isActive = true
    try scenario.app.typeText("ab", into: "query")
    let hierarchy = scenario.step("typed 'ab'")

    #expect(tree.updater.texts == ["", "a", "ab"])
    #expect(
      tree.delegate.events == [
        "willPresent", "didPresent", "begin", "textDidChange a", "textDidChange ab",
      ])
    #expect(tree.search.searchBar.text == "ab")
    #expect(!tree.results.view.isHidden)
    #expect(try hierarchy.isInFront("results", of: "list"))
    let middle = tree.results.view.convert(
      CGPoint(x: tree.results.view.bounds.midX, y: tree.results.view.bounds.midY), to: nil)
    #expect(scenario.app.hitTest(Point(x: middle.x, y: middle.y)) === tree.results.view)
  }

  @Test("Cancel empties the text and dismisses the search controller [INF]")
  func cancelDismisses() throws {
    let tree = Searching()
    let scenario = Scenario(tree.tabs, profile: .iOS17)
    tree.search.isActive = true
    try scenario.app.typeText("ab", into: "query")
    try scenario.app.tap("Cancel")
    scenario.step("cancelled")

    #expect(!tree.search.isActive)
    #expect(tree.navigation.presentedViewController == nil)
    #expect(tree.search.searchBar.text == "")
    #expect(!tree.search.searchBar.showsCancelButton)
    #expect(tree.updater.texts.last == "")
    #expect(Array(tree.delegate.events.suffix(3)) == ["cancel", "willDismiss", "didDismiss"])
    #expect(scenario.app.hitTest(Point(x: 200, y: 400))?.isDescendant(of: tree.list.view) == true)
  }

  @Test("Without a context-defining ancestor the root presents the search [DOC]")
  func withoutAContextTheRootPresents() {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: .iOS17)
    let search = UISearchController(searchResultsController: nil)
    root.navigationItem.searchController = search
    search.isActive = true
    scenario.step("the search becomes active")
    #expect(search.presentingViewController === root)
    #expect(search.searchResultsController == nil)
    search.isActive = false
    #expect(root.presentedViewController == nil)
  }

  @Test("Tapping a search bar in the controller's own view activates the search [DOC: isactive]")
  func tappingTheBarActivates() throws {
    let list = UIViewController(identifier: "list")
    let navigation = UINavigationController(rootViewController: list)
    let scenario = Scenario(navigation, profile: .iOS17)
    let search = UISearchController(searchResultsController: nil)
    let updater = Updater()
    search.searchResultsUpdater = updater
    let bar = search.searchBar
    bar.accessibilityIdentifier = "query"
    bar.frame = CGRect(x: 0, y: 200, width: 390, height: 56)
    list.view.addSubview(bar)
    list.definesPresentationContext = true
    try scenario.app.typeText("x", into: "query")
    scenario.step("typed into the bar")

    #expect(search.isActive)
    #expect(search.presentingViewController === list)
    #expect(bar.superview === search.view)
    #expect(updater.texts == ["", "x"])
    search.isActive = false
    #expect(bar.superview === list.view)
    #expect(list.presentedViewController == nil)
  }
}
