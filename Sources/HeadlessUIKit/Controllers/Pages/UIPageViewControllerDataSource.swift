/// The object that gives a page view controller the pages around the shown one, as UIKit's
/// `UIPageViewControllerDataSource`.
///
/// The page indicator methods have defaults, as UIKit's optional methods: a data source that
/// implements both gets a page indicator with the scroll style [DOC:
/// `uikit/uipageviewcontrollerdatasource`].
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// Returns the page before a page, or `nil` at the first one, which stops a swipe back.
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The shown page.
  /// - Returns: The previous page, or `nil`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// Returns the page after a page, or `nil` at the last one, which stops a swipe forward.
  ///
  /// - Parameters:
  ///   - pageViewController: The page view controller.
  ///   - viewController: The shown page.
  /// - Returns: The next page, or `nil`.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// Returns the number of dots in the page indicator.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: The number of pages.
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// Returns the index of the page indicator's current dot.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: The shown page's index.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// Stands for the method left out: no page indicator.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: 0.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int {
    PageIndicatorQuery.answeredByDefault = true
    return 0
  }

  /// Stands for the method left out: no page indicator.
  ///
  /// - Parameter pageViewController: The page view controller.
  /// - Returns: 0.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    PageIndicatorQuery.answeredByDefault = true
    return 0
  }
}
