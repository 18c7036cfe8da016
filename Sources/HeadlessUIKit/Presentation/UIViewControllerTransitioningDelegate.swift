/// The object that supplies a `.custom` presentation's controller, as UIKit's
/// `UIViewControllerTransitioningDelegate`.
///
/// Only ``presentationController(forPresented:presenting:source:)`` is modelled: the animation
/// controllers UIKit also asks for change how a transition looks, never the tree it leaves, and
/// the model completes transitions at once, so they are absent (a conformance that implements
/// them still compiles; their types are not in HeadlessUIKit).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The presentation controller that manages a `.custom` presentation; `nil` lets UIKit use
  /// its own, which fills the window [DOC].
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller that presents it, after UIKit's routing.
  ///   - source: The controller `present(_:animated:completion:)` was called on.
  /// - Returns: The presentation controller, or `nil`.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Lets UIKit use its own presentation controller.
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller that presents it.
  ///   - source: The controller `present(_:animated:completion:)` was called on.
  /// - Returns: `nil`.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}
