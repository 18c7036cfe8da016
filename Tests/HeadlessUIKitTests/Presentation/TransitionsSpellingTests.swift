import Foundation
import HeadlessUIKit
import Testing

/// Compile probe: the custom transition API as apps write it, implicit members included.
@MainActor
struct TransitionsSpellingTests {
  final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.35 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      let key: UITransitionContextViewControllerKey = .to
      let container = transitionContext.containerView
      _ = transitionContext.isAnimated && transitionContext.isInteractive
      _ = transitionContext.presentationStyle == .custom
      _ = transitionContext.targetTransform
      if let to = transitionContext.viewController(forKey: key),
        let view = transitionContext.view(forKey: UITransitionContextViewKey.to)
      {
        container.addSubview(view)
        view.frame = transitionContext.finalFrame(for: to)
        _ = transitionContext.initialFrame(for: to)
      }
      _ = transitionContext.view(forKey: .from)
      _ = transitionContext.viewController(forKey: .from)
      transitionContext.updateInteractiveTransition(0.5)
      transitionContext.pauseInteractiveTransition()
      transitionContext.finishInteractiveTransition()
      transitionContext.cancelInteractiveTransition()
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    func animationEnded(_ transitionCompleted: Bool) {}
  }

  final class Interactor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
  }

  final class Transitioning: NSObject, UIViewControllerTransitioningDelegate,
    UINavigationControllerDelegate
  {
    let interactor = Interactor()

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { Animator() }

    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    { Animator() }

    func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    )
      -> (any UIViewControllerInteractiveTransitioning)?
    { nil }

    func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    )
      -> (any UIViewControllerInteractiveTransitioning)?
    { interactor.hasStarted ? interactor : nil }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      operation == .push ? Animator() : nil
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  }

  @Test("The transition API compiles as apps write it")
  func spelling() {
    let interactor = UIPercentDrivenInteractiveTransition()
    interactor.completionSpeed = 0.9
    interactor.completionCurve = .easeOut
    interactor.wantsInteractiveStart = false
    interactor.update(0.3)
    interactor.pause()
    interactor.cancel()
    interactor.finish()
    _ = interactor.duration + interactor.percentComplete
    let controller = UIViewController()
    controller.transitionCoordinator?.animate(
      alongsideTransition: { context in
        _ = context.viewController(forKey: .from)
        _ = context.view(forKey: .to)
        _ = context.isCancelled || context.initiallyInteractive || context.isInterruptible
        _ = context.percentComplete + context.completionVelocity
        _ = context.completionCurve
        _ = context.presentationStyle
        _ = context.targetTransform
      },
      completion: { context in _ = context.isCancelled })
    let op: UINavigationController.Operation = .pop
    #expect(op == .pop)
    #expect(UITransitionContextViewKey.from != .to)
    #expect(UITransitionContextViewControllerKey(rawValue: "x").rawValue == "x")
  }
}
