/// The methods a navigation controller's delegate implements, as UIKit's
/// `UINavigationControllerDelegate`; each has a default, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Called when a push or pop is about to show a controller: after its `viewWillAppear(_:)`
  /// [OBS, see ``UINavigationController/setViewControllers(_:animated:)``].
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the change animates.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// Called after a push or pop showed a controller: after its `viewDidAppear(_:)` [OBS].
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the change animated.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
  /// The orientations the navigation controller supports; never asked, as the model never
  /// rotates.
  ///
  /// - Parameter navigationController: The navigation controller.
  /// - Returns: The orientations.
  func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the change animates.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The controller shown.
  ///   - animated: Whether the change animated.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Every orientation.
  ///
  /// - Parameter navigationController: The navigation controller.
  /// - Returns: `.all`.
  public func navigationControllerSupportedInterfaceOrientations(
    _ navigationController: UINavigationController
  ) -> UIInterfaceOrientationMask { .all }
}

extension UINavigationController {
  /// The kinds of navigation transition, as UIKit's `UINavigationController.Operation`.
  public enum Operation: Int, Hashable, Sendable {
    /// No transition.
    case none = 0
    /// A push.
    case push = 1
    /// A pop.
    case pop = 2
  }
}
