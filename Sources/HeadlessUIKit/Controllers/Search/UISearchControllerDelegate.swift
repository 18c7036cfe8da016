/// The delegate of a search controller, as UIKit's `UISearchControllerDelegate`: it is told
/// when the controller is presented and dismissed, and may present it itself.
///
/// Every method is optional, as in UIKit: the default ``presentSearchController(_:)``
/// performs the default presentation, and the others do nothing.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// Tells the delegate that the search controller is about to be presented.
  ///
  /// - Parameter searchController: The search controller.
  func willPresentSearchController(_ searchController: UISearchController)
  /// Tells the delegate that the search controller was presented.
  ///
  /// - Parameter searchController: The search controller.
  func didPresentSearchController(_ searchController: UISearchController)
  /// Tells the delegate that the search controller is about to be dismissed.
  ///
  /// - Parameter searchController: The search controller.
  func willDismissSearchController(_ searchController: UISearchController)
  /// Tells the delegate that the search controller was dismissed.
  ///
  /// - Parameter searchController: The search controller.
  func didDismissSearchController(_ searchController: UISearchController)
  /// Presents the search controller, when the search becomes active.
  ///
  /// - Parameter searchController: The search controller.
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameter searchController: The search controller.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  ///
  /// - Parameter searchController: The search controller.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  ///
  /// - Parameter searchController: The search controller.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  ///
  /// - Parameter searchController: The search controller.
  public func didDismissSearchController(_ searchController: UISearchController) {}
  /// Performs the default presentation [DOC:
  /// `uikit/uisearchcontrollerdelegate/presentsearchcontroller(_:)`].
  ///
  /// - Parameter searchController: The search controller.
  public func presentSearchController(_ searchController: UISearchController) {
    searchController.presentAutomatically()
  }
}

/// The object that updates search results as the search text changes, as UIKit's
/// `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// Updates the results for the search controller's current text; called when editing
  /// begins and when the text changes.
  ///
  /// - Parameter searchController: The search controller.
  func updateSearchResults(for searchController: UISearchController)
}
