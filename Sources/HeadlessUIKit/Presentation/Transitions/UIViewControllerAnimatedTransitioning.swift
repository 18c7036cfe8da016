public import Foundation

/// An object that performs a view controller transition, as UIKit's
/// `UIViewControllerAnimatedTransitioning`; modelled.
///
/// A transitioning delegate or a navigation controller's delegate returns one, and the model
/// calls ``animateTransition(using:)`` as UIKit does: the animator adds the "to" view to the
/// context's container, and the transition stays in progress until it calls
/// `completeTransition(_:)`. Animations inside it (`UIView.animate`) apply at once and their
/// completions run on the app's next settle, so an animator that completes from its animation's
/// completion completes on settle.
///
/// UIKit's optional `animationEnded(_:)` is a requirement with a default here (Swift has no
/// optional requirements outside Objective-C). UIKit's optional `interruptibleAnimator(using:)` is
/// absent: its type, `UIViewImplicitlyAnimating`, is not modelled.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// The transition's duration in seconds; asked, never waited for (the model has no clock).
  ///
  /// - Parameter transitionContext: The transition's context.
  /// - Returns: The duration.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Performs the transition: adds the "to" view to the container, animates, and calls
  /// `completeTransition(_:)` when done.
  ///
  /// - Parameter transitionContext: The transition's context.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called after the transition ended.
  ///
  /// - Parameter transitionCompleted: Whether it completed (`false` when cancelled).
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing: the default of UIKit's optional method.
  ///
  /// - Parameter transitionCompleted: Whether the transition completed.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition from user input, as UIKit's
/// `UIViewControllerInteractiveTransitioning`.
///
/// UIKit's optional `completionSpeed`, `completionCurve` and `wantsInteractiveStart` are
/// requirements with defaults here. The model never drives one from touches: tests call the
/// object (or the context) themselves.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the interactive transition; the object keeps the context and reports progress to
  /// it.
  ///
  /// - Parameter transitionContext: The transition's context.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// How fast the transition finishes once the interaction ends; inert.
  var completionSpeed: CGFloat { get }
  /// The curve the transition finishes with; inert.
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactively: `true` by default; when `false` the model
  /// runs the animator as for a transition without interaction.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// `1`, UIKit's default.
  public var completionSpeed: CGFloat { 1 }
  /// `.easeInOut`, UIKit's default.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// `true`, UIKit's default.
  public var wantsInteractiveStart: Bool { true }
}
