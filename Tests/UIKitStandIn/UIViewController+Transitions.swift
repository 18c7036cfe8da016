public import HeadlessUIKit

/// As UIKit's `UIViewControllerTransitionCoordinator`: the running transition of a controller.
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {}

/// The coordinator of a transition the model is running.
@MainActor
final class ModelTransitionCoordinator: UIViewControllerTransitionCoordinator {}

extension UIViewController {
  /// As UIKit's `transitionCoordinator`: one while the model's transition runs, else `nil`.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    isBeingPresented ? ModelTransitionCoordinator() : nil
  }

  /// As UIKit's `isBeingDismissed`; here always `false`: the model's `isBeingPresented` holds
  /// for both of its transitions, presenting and dismissing.
  public var isBeingDismissed: Bool { false }
}
