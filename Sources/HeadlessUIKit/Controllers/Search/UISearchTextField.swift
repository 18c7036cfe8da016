/// The text field of a search bar, as UIKit's `UISearchTextField`: a text field; search tokens
/// are not declared.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}
