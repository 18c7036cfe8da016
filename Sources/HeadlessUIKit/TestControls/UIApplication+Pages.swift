import PresentationHierarchy

extension UIApplication {
  /// Swipes the front-most page view controller to its next or previous page, as a finger
  /// would: the touch lands on the centre of its view through UIKit's hit testing, the data
  /// source gives the page, and the delegate hears `willTransitionTo` before and
  /// `didFinishAnimating…` after [DOC: `uikit/uipageviewcontrollerdatasource`,
  /// `uikit/uipageviewcontrollerdelegate`; INF: the new page's appearance callbacks come
  /// between the two delegate calls, the old page's first].
  ///
  /// - Parameter direction: `.forward` for the page after the shown one, `.reverse` for the
  ///   page before.
  /// - Returns: The page now shown.
  /// - Throws: ``GestureError`` when no page view controller is on screen, something in front
  ///   of it receives the touch, or the data source has no page that way (`nil` at the ends:
  ///   the page stays and the delegate hears nothing).
  @discardableResult
  public func swipePage(_ direction: UIPageViewController.NavigationDirection) throws
    -> UIViewController
  {
    try asShared { try turnFrontPage(direction) }
  }

  /// Turns the front-most page view controller's page, as ``swipePage(_:)`` describes.
  private func turnFrontPage(_ direction: UIPageViewController.NavigationDirection) throws
    -> UIViewController
  {
    let candidates = windowScenes.flatMap { scene in
      scene.windowsBackToFront.reversed().filter { !$0.isHidden }.flatMap { window in
        Self.pageViewControllers(shownBy: window.rootViewController).map { (scene, $0) }
      }
    }
    guard let (scene, pager) = candidates.first, let frame = pager.view.screenFrame else {
      throw GestureError(message: "Swipe page: no page view controller is on screen.")
    }
    let point = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    let place = "The swipe on \(pager.messageDescription) at \(describe(point))"
    guard let hit = touch(at: point, in: scene) else {
      throw GestureError(message: "\(place) reached no view: no window there takes touches.")
    }
    guard hit.isDescendant(of: pager.view) else {
      throw GestureError(
        message: "\(place) landed on \(hit.engine.typeName) instead: it is in front of the "
          + "pages.")
    }
    let shown = pager.viewControllers ?? []
    let next: UIViewController? =
      switch direction {
      case .forward:
        shown.last.flatMap { pager.dataSource?.pageViewController(pager, viewControllerAfter: $0) }
      case .reverse:
        shown.first.flatMap {
          pager.dataSource?.pageViewController(pager, viewControllerBefore: $0)
        }
      }
    guard let next else {
      throw GestureError(
        message: "Swipe page: \(pager.messageDescription) has no page "
          + (direction == .forward ? "after" : "before") + " the shown one: "
          + (pager.dataSource == nil ? "it has no data source." : "its data source returned nil."))
    }
    pager.delegate?.pageViewController(pager, willTransitionTo: [next])
    pager.setViewControllers([next], direction: direction, animated: true)
    pager.delegate?.pageViewController(
      pager, didFinishAnimating: true, previousViewControllers: shown, transitionCompleted: true)
    evaluateContent()
    return next
  }

  /// The page view controllers a controller shows, front-most first: its presented
  /// controllers', then its own children's, then itself.
  private static func pageViewControllers(shownBy controller: UIViewController?)
    -> [UIPageViewController]
  {
    guard let controller, controller.viewWindow != nil else {
      return controller?.presentedViewController.map { pageViewControllers(shownBy: $0) } ?? []
    }
    let presented = controller.presentedViewController.map { pageViewControllers(shownBy: $0) }
    let inside = controller.children.reversed().flatMap { pageViewControllers(shownBy: $0) }
    let own = (controller as? UIPageViewController).map { [$0] } ?? []
    return (presented ?? []) + inside + own
  }
}
