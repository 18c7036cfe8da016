/// The delegate of a scroll view, as UIKit's `UIScrollViewDelegate`.
///
/// Every method is optional, as in UIKit: the default implementations do nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// Called after the content offset changed, by the app or by scrolling.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
