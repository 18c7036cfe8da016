/// The delegate of a search bar, as UIKit's `UISearchBarDelegate`: it is told about editing
/// and taps on the bar's buttons.
///
/// Every method is optional, as in UIKit: the default implementations do nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Tells the delegate that the user changed the search text.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The text now in the field.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Tells the delegate that editing began.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Tells the delegate that editing ended.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// Tells the delegate that the keyboard's search button was tapped.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the Cancel button was tapped.
  ///
  /// - Parameter searchBar: The search bar.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Tells the delegate that the selected scope button changed; never called, as the model
  /// draws no scope bar.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - selectedScope: The index of the selected scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - searchText: The text.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  ///
  /// - Parameter searchBar: The search bar.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - searchBar: The search bar.
  ///   - selectedScope: The index.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}
