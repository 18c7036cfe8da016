/// The object told about swipes between a page view controller's pages, as UIKit's
/// `UIPageViewControllerDelegate`; each method has a default, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// Told before a swipe changes pages, not when code sets them [DOC:
  /// `uikit/uipageviewcontrollerdelegate/pageviewcontroller(_:willtransitionto:)`].
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - pendingViewControllers: The pages about to be shown.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])
  /// Told after a swipe changed pages [DOC: `uikit/uipageviewcontrollerdelegate/`
  /// `pageviewcontroller(_:didfinishanimating:previousviewcontrollers:transitioncompleted:)`].
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - finished: Whether the animation finished.
  ///   - previousViewControllers: The pages shown before.
  ///   - completed: Whether the swipe completed, so the new pages are shown.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  /// Returns the spine location for an interface orientation, for the page curl style; inert.
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - orientation: The new orientation.
  /// - Returns: The spine location.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
  /// Returns the orientations the page view controller supports; inert.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: The orientations.
  func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask
  /// Returns the orientation to present the page view controller in; inert.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: The orientation.
  func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - pendingViewControllers: The pages about to be shown.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - finished: Whether the animation finished.
  ///   - previousViewControllers: The pages shown before.
  ///   - completed: Whether the swipe completed.
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}

  /// Keeps the spine where it is.
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - orientation: The new orientation.
  /// - Returns: The page view controller's spine location.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }

  /// Every orientation.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: `.all`.
  public func pageViewControllerSupportedInterfaceOrientations(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientationMask { .all }

  /// Portrait.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: `.portrait`.
  public func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation { .portrait }
}
