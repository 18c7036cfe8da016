extension UIViewController {
  /// The animator the transitioning delegate supplies for presenting this controller, if the
  /// presentation uses one.
  ///
  /// UIKit asks for animated presentations, and for `.custom` ones that don't animate [DOC:
  /// `UIViewControllerContextTransitioning.isAnimated`, "always true" for styles other than
  /// `.custom`]. Card sheets and popovers keep the model's own chrome and transition [INF].
  func presentationAnimator(
    style: UIModalPresentationStyle, presenting presenter: UIViewController,
    source: UIViewController, animated: Bool
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard animated || style == .custom, !style.isSheet, style != .popover,
      let delegate = transitioningDelegate
    else { return nil }
    return delegate.animationController(forPresented: self, presenting: presenter, source: source)
  }

  /// The animator the transitioning delegate supplies for dismissing this controller, if the
  /// dismissal uses one; asked as for the presentation.
  func dismissalAnimator(animated: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let style = engine.presentation?.style, animated || style == .custom, !style.isSheet,
      style != .popover, let delegate = transitioningDelegate
    else { return nil }
    return delegate.animationController(forDismissed: self)
  }
}

extension Presentation {
  /// Runs a presentation through an app's animator: UIKit calls `animateTransition(using:)`
  /// with a context whose container is this presentation's, and the presentation finishes
  /// (`viewDidAppear`, the completion) only when the animator calls `completeTransition(true)`;
  /// `completeTransition(false)` undoes it [DOC: `animateTransition(using:)`,
  /// `completeTransition(_:)`; "Customizing the Transition Animations"].
  func animate(
    by animator: any UIViewControllerAnimatedTransitioning, animated: Bool,
    application: UIApplication, completion: (() -> Void)?
  ) {
    let context = TransitionContext(
      kind: .presentation(self), animator: animator, from: presenting, to: presented,
      containerView: container, isAnimated: animated, application: application
    ) { [self] didComplete in
      if didComplete {
        completePresentation()
      } else {
        cancelPresentation()
      }
      application.updateAppearance(animated: animated)
      application.verifyInvariantsAfterOperation("present")
      // A cancelled presentation runs no completion [INF].
      if didComplete { completion?() }
    }
    let interaction = presented.transitioningDelegate?.interactionControllerForPresentation(
      using: animator)
    application.asShared { context.start(interaction: interaction) }
  }
}

extension Presentation {
  /// Runs a dismissal through an app's animator: the context's "from" view is the presented
  /// view, still in this presentation's container; once the animator calls
  /// `completeTransition(true)` the container leaves the window [DOC: "Customizing the
  /// Transition Animations"].
  func animateDismissal(
    by animator: any UIViewControllerAnimatedTransitioning, animated: Bool,
    application: UIApplication, end: @escaping (Bool) -> Void
  ) {
    let context = TransitionContext(
      kind: .dismissal(self), animator: animator, from: presented, to: presenting,
      containerView: container, isAnimated: animated, application: application, completion: end)
    let interaction = presented.transitioningDelegate?.interactionControllerForDismissal(
      using: animator)
    application.asShared { context.start(interaction: interaction) }
  }
}
