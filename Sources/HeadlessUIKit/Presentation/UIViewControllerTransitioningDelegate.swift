/// The object that supplies a presentation's custom controllers, as UIKit's
/// `UIViewControllerTransitioningDelegate`.
///
/// Every method is modelled: the presentation controller decides a `.custom` presentation's
/// frame, chrome and whether the presenter's view stays; an animator decides where the
/// presented view goes (it adds it to the container itself) and when the transition ends; an
/// interaction controller drives it. UIKit's optional methods are requirements with defaults
/// that return `nil` here (Swift has no optional requirements outside Objective-C).
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

  /// The animator that performs the presentation; `nil` for UIKit's own transition [DOC].
  ///
  /// Asked for animated presentations, and for `.custom` ones that don't animate (whose
  /// context's `isAnimated` is `false`) [DOC: `isAnimated`]; not for card sheets and popovers,
  /// which keep UIKit's own chrome in the model [INF].
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller that presents it, after UIKit's routing.
  ///   - source: The controller `present(_:animated:completion:)` was called on.
  /// - Returns: The animator, or `nil`.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// The animator that performs the dismissal; `nil` for UIKit's own transition [DOC].
  ///
  /// - Parameter dismissed: The controller being dismissed.
  /// - Returns: The animator, or `nil`.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?

  /// The interaction controller that drives the presentation; `nil` for none [DOC].
  ///
  /// - Parameter animator: The presentation's animator.
  /// - Returns: The interaction controller, or `nil`.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// The interaction controller that drives the dismissal; `nil` for none [DOC].
  ///
  /// - Parameter animator: The dismissal's animator.
  /// - Returns: The interaction controller, or `nil`.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
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

  /// Lets UIKit use its own presentation transition.
  ///
  /// - Parameters:
  ///   - presented: The controller being presented.
  ///   - presenting: The controller that presents it.
  ///   - source: The controller `present(_:animated:completion:)` was called on.
  /// - Returns: `nil`.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// Lets UIKit use its own dismissal transition.
  ///
  /// - Parameter dismissed: The controller being dismissed.
  /// - Returns: `nil`.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }

  /// Drives no presentation interactively.
  ///
  /// - Parameter animator: The presentation's animator.
  /// - Returns: `nil`.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// Drives no dismissal interactively.
  ///
  /// - Parameter animator: The dismissal's animator.
  /// - Returns: `nil`.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
