/// The methods a tab bar controller's delegate implements, as UIKit's
/// `UITabBarControllerDelegate`; each has a default, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Asked before a tap on a tab bar item selects its tab; `false` keeps the current tab
  /// [DOC: `uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)`: called in
  /// response to the user tapping a tab bar item, not when code sets the selection].
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  /// - Returns: Whether to select the tab; `true` by default.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// Told after a tap on a tab bar item selected its tab, even the tab already selected [DOC:
  /// `uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)`].
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Selects every tab.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  /// - Returns: `true`.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tab's controller.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

extension UITabBarController {
  /// Selects a tab as a tap on its item does: the delegate may refuse it, and is told after.
  func selectTab(at index: Int) {
    guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
    let controller = controllers[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: controller)
  }
}
