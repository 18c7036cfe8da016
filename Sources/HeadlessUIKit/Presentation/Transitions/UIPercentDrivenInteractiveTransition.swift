public import Foundation

/// An interaction controller driven by a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition`; modelled as far as a test drives it.
///
/// When the transition starts, it asks the transition's animator to animate, as UIKit does;
/// the animations' changes apply at once (the model has no clock to scrub), and their
/// completions are held until ``finish()`` or ``cancel()``, then run on the app's next settle,
/// so an animator that calls `completeTransition(!transitionContext.transitionWasCancelled)`
/// from its animation's completion completes or cancels the transition there. Nothing drives it
/// from touches: call ``update(_:)``, ``finish()`` and ``cancel()`` from the test, or from the
/// app's gesture handler a test triggers.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  /// The context of the transition being driven.
  private var context: (any UIViewControllerContextTransitioning)?

  /// Creates an interaction controller.
  public override init() {}

  /// The transition's duration: the animator's.
  open var duration: CGFloat {
    guard let context = context as? TransitionContext else { return 0 }
    return CGFloat(context.animator.transitionDuration(using: context))
  }

  /// The progress last reported with ``update(_:)``.
  open private(set) var percentComplete: CGFloat = 0
  /// How fast the transition finishes once the interaction ends; inert.
  open var completionSpeed: CGFloat = 1
  /// The curve the transition finishes with; inert.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Whether the transition starts interactively: `true` by default; set it to `false` to
  /// start without interaction, as UIKit reads it.
  open var wantsInteractiveStart = true

  /// Starts the interactive transition: keeps the context and asks the animator to animate.
  ///
  /// - Parameter transitionContext: The transition's context.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
    guard let context = transitionContext as? TransitionContext else { return }
    guard let pending = context.application?.pendingAnimationCompletions else {
      context.animator.animateTransition(using: context)
      return
    }
    context.heldCompletions += pending.holding {
      context.animator.animateTransition(using: context)
    }
  }

  /// Reports the progress.
  ///
  /// - Parameter percentComplete: The progress, from 0 to 1.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Pauses the transition; inert beyond telling the context.
  open func pause() {
    context?.pauseInteractiveTransition()
  }

  /// Cancels the transition: the context reports it cancelled, and the animations' completions
  /// run on the next settle.
  open func cancel() {
    context?.cancelInteractiveTransition()
    releaseHeldCompletions()
  }

  /// Finishes the transition: the animations' completions run on the next settle.
  open func finish() {
    percentComplete = 1
    context?.finishInteractiveTransition()
    releaseHeldCompletions()
  }

  private func releaseHeldCompletions() {
    guard let context = context as? TransitionContext else { return }
    let held = context.heldCompletions
    context.heldCompletions = []
    if let pending = context.application?.pendingAnimationCompletions {
      pending.release(held)
    } else {
      for completion in held { completion() }
    }
  }
}
