import Foundation
import HeadlessUIKit
import Testing

/// Calls the search controller and search bar members as apps write them.
@MainActor
@Suite struct SearchSpellingTests {
  final class Controller: UIViewController, UISearchResultsUpdating, UISearchBarDelegate,
    UISearchControllerDelegate
  {
    func updateSearchResults(for searchController: UISearchController) {}
  }

  @Test func spellings() {
    let controller = Controller()
    let search = UISearchController(searchResultsController: UIViewController())
    _ = UISearchController(searchResultsController: nil)
    _ = UISearchController(nibName: nil, bundle: nil)
    _ = UISearchController(coder: NSCoder())
    search.searchResultsUpdater = controller
    search.delegate = controller
    search.obscuresBackgroundDuringPresentation = false
    search.hidesNavigationBarDuringPresentation = false
    search.automaticallyShowsCancelButton = false
    search.automaticallyShowsSearchResultsController = true
    search.showsSearchResultsController = true
    _ = search.searchResultsController
    _ = search.isActive
    search.viewDidLayoutSubviews()
    controller.navigationItem.searchController = search
    controller.navigationItem.hidesSearchBarWhenScrolling = false
    controller.definesPresentationContext = true

    let bar = search.searchBar
    bar.placeholder = "Search"
    let field: UISearchTextField = bar.searchTextField
    _ = UISearchTextField(frame: .zero)
    _ = field.text
    bar.text = "query"
    bar.delegate = controller
    bar.searchBarStyle = .minimal
    bar.searchBarStyle = .prominent
    bar.searchBarStyle = .default
    bar.showsCancelButton = true
    bar.setShowsCancelButton(false, animated: true)
    bar.scopeButtonTitles = ["All", "Posts"]
    bar.selectedScopeButtonIndex = 1
    bar.showsScopeBar = true
    bar.setShowsScope(false, animated: false)
    _ = bar.becomeFirstResponder()
    _ = bar.intrinsicContentSize
    bar.layoutSubviews()
    _ = UISearchBar(frame: .zero)
    _ = UISearchBar()
    _ = UISearchBar(coder: NSCoder())

    controller.searchBar(bar, textDidChange: "q")
    controller.searchBarTextDidBeginEditing(bar)
    controller.searchBarTextDidEndEditing(bar)
    controller.searchBarSearchButtonClicked(bar)
    controller.searchBarCancelButtonClicked(bar)
    controller.searchBar(bar, selectedScopeButtonIndexDidChange: 0)
    controller.willPresentSearchController(search)
    controller.didPresentSearchController(search)
    controller.willDismissSearchController(search)
    controller.didDismissSearchController(search)
    controller.presentSearchController(search)
    controller.updateSearchResults(for: search)
  }
}
