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
  /// The animator that performs an animated push or pop; `nil` for UIKit's own transition
  /// [DOC]. Modelled: the animator adds the "to" view to the context's container (the
  /// navigation controller's wrapper view, holding the "from" view [INF]) and the push or pop
  /// finishes when it calls `completeTransition(_:)`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: `.push` or `.pop`.
  ///   - fromVC: The controller on top before the change.
  ///   - toVC: The controller on top after it.
  /// - Returns: The animator, or `nil`.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller that drives a push or pop; `nil` for none [DOC].
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The transition's animator.
  /// - Returns: The interaction controller, or `nil`.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
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
  /// Lets UIKit use its own push and pop transition.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - operation: `.push` or `.pop`.
  ///   - fromVC: The controller on top before the change.
  ///   - toVC: The controller on top after it.
  /// - Returns: `nil`.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// Drives no push or pop interactively.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - animationController: The transition's animator.
  /// - Returns: `nil`.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
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
