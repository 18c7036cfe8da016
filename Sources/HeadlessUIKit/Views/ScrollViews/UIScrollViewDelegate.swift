/// The delegate of a scroll view, as UIKit's `UIScrollViewDelegate`.
///
/// Every method is optional, as in UIKit: the default implementations do nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// Called after the content offset changed, by the app or by scrolling.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// Asks for the view that zooming scales; `nil` (the default) means the content doesn't zoom.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: The view to scale, or `nil`.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?

  /// Called after the zoom scale changed.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidZoom(_ scrollView: UIScrollView)

  /// Called when a zoom ended: in the model, after an animated change of the scale.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view that was scaled.
  ///   - scale: The scale zoomed to.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Returns `nil`: nothing zooms.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: `nil`.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view that was scaled.
  ///   - scale: The scale zoomed to.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
}
