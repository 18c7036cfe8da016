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

  /// Called before a zoom begins; never called by the model, which has no pinch to begin one.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view that will be scaled.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)

  /// Called when a finger starts dragging the content; never called by the model, which drags
  /// nothing (tests set the offset).
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// Called when the finger lifts after a drag, with the offset deceleration would stop at;
  /// never called by the model.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - velocity: The velocity at release, in points per millisecond.
  ///   - targetContentOffset: Where the content would come to rest; the delegate may change it.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// Called after a drag ended; never called by the model.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// Called when the content starts slowing down after a drag; never called by the model.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

  /// Called when the content stopped after a drag; never called by the model.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

  /// Called after an animated `setContentOffset(_:animated:)` or
  /// `scrollRectToVisible(_:animated:)`: in the model, right after the offset changed
  /// [DOC: `uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)`].
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

  /// Asks whether a tap on the status bar may scroll to the top; `true` by default. The model
  /// has no status bar to tap and never asks.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: Whether to scroll to the top.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

  /// Called after a tap on the status bar scrolled to the top; never called by the model.
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

  /// Called when the scroll view's `adjustedContentInset` changed: in the model, in the layout
  /// pass that finds the change [DOC:
  /// `uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)`].
  ///
  /// - Parameter scrollView: The scroll view.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
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

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - view: The view that will be scaled.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing: the content rests where deceleration would stop it.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - velocity: The velocity at release.
  ///   - targetContentOffset: Where the content would come to rest.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the content keeps moving.
  public func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {}

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// Returns `true`: a status bar tap may scroll to the top.
  ///
  /// - Parameter scrollView: The scroll view.
  /// - Returns: `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

  /// Does nothing.
  ///
  /// - Parameter scrollView: The scroll view.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
