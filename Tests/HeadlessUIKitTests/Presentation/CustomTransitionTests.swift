import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Custom view controller transitions: an animator from a transitioning delegate or a
/// navigation controller's delegate places the "to" view in the context's container itself,
/// and the transition ends only when it calls `completeTransition(_:)` (DOC:
/// `UIViewControllerAnimatedTransitioning`, `UIViewControllerContextTransitioning`,
/// "Customizing the Transition Animations").
@MainActor
struct CustomTransitionTests {
  /// Slides a small toast into the container when presenting, fades it out when dismissing, and
  /// completes from its animation's completion, as overlay libraries' animators do.
  final class ToastAnimator: UIViewControllerAnimatedTransitioning {
    var presenting = true
    var completes = true
    var ended: [Bool] = []
    var seenFinalFrame: CGRect?
    var seenInitialFrame: CGRect?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      guard presenting else {
        let from = transitionContext.view(forKey: .from)
        UIView.animate(
          withDuration: 0.3, animations: { from?.alpha = 0 },
          completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
          })
        return
      }
      guard let controller = transitionContext.viewController(forKey: .to),
        let toView = transitionContext.view(forKey: .to)
      else { return }
      seenInitialFrame = transitionContext.initialFrame(for: controller)
      seenFinalFrame = transitionContext.finalFrame(for: controller)
      transitionContext.containerView.addSubview(toView)
      toView.frame = CGRect(x: 20, y: 60, width: 350, height: 80)
      toView.alpha = 0
      UIView.animate(
        withDuration: 0.3, animations: { toView.alpha = 1 },
        completion: { [completes] _ in
          guard completes else { return }
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
  }

  /// Fades the presented view in at its final frame over whatever is below.
  final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    var cancels = false

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.25 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      guard let controller = transitionContext.viewController(forKey: .to),
        let toView = transitionContext.view(forKey: .to)
      else { return }
      toView.frame = transitionContext.finalFrame(for: controller)
      toView.alpha = 0
      transitionContext.containerView.addSubview(toView)
      UIView.animate(
        withDuration: 0.25, animations: { toView.alpha = 1 },
        completion: { [cancels] _ in transitionContext.completeTransition(!cancels) })
    }
  }

  /// An animator that forgets to call `completeTransition(_:)`.
  final class ForgetfulAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      guard let toView = transitionContext.view(forKey: .to) else { return }
      transitionContext.containerView.addSubview(toView)
    }
  }

  /// Hands out an animator for presenting and dismissing, and optionally a presentation
  /// controller and an interaction controller.
  final class Delegate: UIViewControllerTransitioningDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    var presentationController: UIPresentationController?
    var interaction: UIPercentDrivenInteractiveTransition?

    init(_ animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? { presentationController }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      (animator as? ToastAnimator)?.presenting = true
      return animator
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      (animator as? ToastAnimator)?.presenting = false
      return animator
    }

    func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
  }

  /// Logs its appearance callbacks.
  final class Logging: UIViewController {
    var events: [String] = []
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      events.append("didAppear")
    }
  }

  /// A bottom half drawer, for the frames a presentation controller gives.
  final class HalfController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
  }

  private func launch(_ root: UIViewController) -> (UIApplication, UIWindow) {
    let (app, window) = launchKeyWindow(root: root, profile: .iPhone)
    return (app, window)
  }

  private func toast(_ delegate: Delegate, style: UIModalPresentationStyle = .custom)
    -> Logging
  {
    let toast = Logging(identifier: "toast")
    toast.modalPresentationStyle = style
    toast.transitioningDelegate = delegate
    return toast
  }

  @Test("[DOC] A toast animator adds its small view to the container over a full-screen modal")
  func toastOverFullScreenModal() async throws {
    let root = UIViewController(identifier: "root")
    let (app, window) = launch(root)
    let modal = UIViewController(identifier: "modal")
    modal.modalPresentationStyle = .fullScreen
    root.present(modal, animated: false)
    let animator = ToastAnimator()
    let delegate = Delegate(animator)
    let toast = toast(delegate)
    modal.present(toast, animated: true)
    await app.settle()
    let container = try #require(toast.presentationContainerView)
    #expect(window.subviews.last === container, "the toast's layer is in front of the modal's")
    #expect(container.subviews.count == 1 && container.subviews.first === toast.view)
    #expect(toast.view.frame == CGRect(x: 20, y: 60, width: 350, height: 80))
    #expect(app.hitTest(Point(x: 100, y: 100))?.engine.owningViewController === toast)
    #expect(
      app.hitTest(Point(x: 100, y: 500))?.engine.owningViewController !== modal,
      "the container, a plain UITransitionView, takes the touches around the toast [INF]")
    let hierarchy = app.captureHierarchy()
    let node = try #require(hierarchy.nodes.firstIndex { $0.identifier == "toast" })
    #expect(hierarchy.hitTest(Point(x: 100, y: 100)) == node)
    #expect(modal.presentedViewController === toast)
    #expect(animator.ended == [true])
    #expect(animator.seenInitialFrame == .zero, "the presented view is not on screen yet [DOC]")
    #expect(animator.seenFinalFrame == container.bounds)
    expectInvariants(app, after: "toast")
    #expect(app.console.messages.isEmpty)
  }

  @Test("[DOC] A fade animator for .overFullScreen keeps the presenter's view in the window")
  func fadeOverFullScreen() async throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launch(root)
    let delegate = Delegate(FadeAnimator())
    let cover = toast(delegate, style: .overFullScreen)
    root.present(cover, animated: true)
    await app.settle()
    #expect(root.view.window != nil, "an over style keeps the presenter's view [DOC]")
    #expect(cover.view.frame.size == CGSize(width: 390, height: 844))
    #expect(cover.view.superview === cover.presentationContainerView)
    #expect(app.hitTest(Point(x: 195, y: 400))?.engine.owningViewController === cover)
    #expect(cover.events == ["didAppear"])
    expectInvariants(app, after: "fade")
  }

  @Test("[DOC] Before the animator completes, the presentation is pending")
  func pendingBeforeSettle() async throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launch(root)
    let delegate = Delegate(ToastAnimator())
    let toast = toast(delegate)
    var completed = false
    var alongsideEnded = false
    root.present(toast, animated: true) { completed = true }
    #expect(toast.isBeingPresented)
    #expect(toast.events.isEmpty, "no viewDidAppear before completeTransition(true)")
    #expect(!completed)
    #expect(app.hasTransitionInProgress)
    #expect(toast.view.window != nil, "the animator already added the view")
    let coordinator = try #require(toast.transitionCoordinator)
    #expect(coordinator.presentationStyle == .custom)
    #expect(coordinator.viewController(forKey: .from) === root)
    coordinator.animate(alongsideTransition: nil) { _ in alongsideEnded = true }
    let other = UIViewController(identifier: "other")
    toast.present(other, animated: false)
    #expect(app.console.messages.last?.contains("while a presentation is in progress") == true)
    await app.settle()
    #expect(!toast.isBeingPresented)
    #expect(toast.events == ["didAppear"])
    #expect(completed)
    #expect(
      alongsideEnded, "animate(alongsideTransition:completion:) completes with the transition")
    #expect(toast.transitionCoordinator == nil)
    #expect(!app.hasTransitionInProgress)
  }

  @Test("[DOC] completeTransition(false) undoes the presentation")
  func cancelledPresentation() async throws {
    let root = UIViewController(identifier: "root")
    let (app, window) = launch(root)
    let animator = FadeAnimator()
    animator.cancels = true
    let delegate = Delegate(animator)
    let cover = toast(delegate, style: .overFullScreen)
    var completed = false
    root.present(cover, animated: true) { completed = true }
    await app.settle()
    #expect(root.presentedViewController == nil)
    #expect(cover.presentingViewController == nil)
    #expect(cover.view.window == nil, "the to view left the window")
    #expect(window.subviews.count == 1, "the container left the window")
    #expect(!completed)
    #expect(cover.events.isEmpty)
    #expect(app.hitTest(Point(x: 195, y: 400))?.engine.owningViewController === root)
    expectInvariants(app, after: "cancel")
    root.present(UIViewController(identifier: "next"), animated: false)
    #expect(
      root.presentedViewController?.engine.identifier == "next", "nothing is left in progress")
  }

  @Test(
    "[DOC] A dismissal animator gets the presented view as .from; completing removes the container")
  func dismissalThroughAnimator() async throws {
    let root = UIViewController(identifier: "root")
    let (app, window) = launch(root)
    let animator = ToastAnimator()
    let delegate = Delegate(animator)
    let toast = toast(delegate)
    root.present(toast, animated: true)
    await app.settle()
    var dismissed = false
    toast.dismiss(animated: true) { dismissed = true }
    #expect(toast.isBeingDismissed)
    #expect(toast.view.window != nil, "still on screen while the animator runs")
    #expect(!dismissed)
    await app.settle()
    #expect(dismissed)
    #expect(root.presentedViewController == nil)
    #expect(window.subviews.count == 1)
    #expect(animator.ended == [true, true])
    #expect(app.hitTest(Point(x: 100, y: 100))?.engine.owningViewController === root)
    expectInvariants(app, after: "dismiss")
  }

  @Test("[DOC finalFrame(for:)] A .custom presentation's final frame is its controller's")
  func finalFrameFromPresentationController() async throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launch(root)
    let delegate = Delegate(FadeAnimator())
    let drawer = toast(delegate)
    delegate.presentationController = HalfController(
      presentedViewController: drawer, presenting: root)
    root.present(drawer, animated: true)
    await app.settle()
    #expect(drawer.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(app.hitTest(Point(x: 195, y: 600))?.engine.owningViewController === drawer)
  }

  @Test("[DOC] A push through the delegate's animator ends with the pushed view in the wrapper")
  func navigationPush() async throws {
    final class PushDelegate: UINavigationControllerDelegate {
      var operations: [UINavigationController.Operation] = []
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return FadeAnimator()
      }
    }
    let home = UIViewController(identifier: "home")
    let navigation = UINavigationController(rootViewController: home)
    let (app, _) = launch(navigation)
    let delegate = PushDelegate()
    navigation.delegate = delegate
    let detail = Logging(identifier: "detail")
    navigation.pushViewController(detail, animated: true)
    #expect(navigation.topViewController === detail)
    #expect(home.view.superview === detail.view.superview, "both views share the container")
    #expect(detail.events.isEmpty)
    await app.settle()
    #expect(home.view.window == nil)
    #expect(detail.events == ["didAppear"])
    let hierarchy = app.captureHierarchy()
    let node = try #require(hierarchy.nodes.firstIndex { $0.identifier == "detail" })
    #expect(detail.view.superview?.engine.typeName == "UIViewControllerWrapperView")
    #expect(detail.view.superview?.subviews.count == 1, "the wrapper keeps the top view alone")
    let parent = try #require(hierarchy.parent(of: node))
    #expect(hierarchy.nodes[parent].typeName == "UINavigationController")
    #expect(hierarchy.hitTest(Point(x: 195, y: 400)) == node)
    #expect(app.hitTest(Point(x: 195, y: 400))?.engine.owningViewController === detail)
    navigation.popViewController(animated: true)
    await app.settle()
    #expect(delegate.operations == [.push, .pop])
    #expect(navigation.topViewController === home)
    #expect(detail.view.window == nil)
    expectInvariants(app, after: "pop")
  }

  @Test("An animator that never completes its transition is reported on settle, naming it")
  func neverCompletedIsReported() async throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launch(root)
    let delegate = Delegate(ForgetfulAnimator())
    let toast = toast(delegate)
    let reports = await ModelReports.reports {
      root.present(toast, animated: true)
      await app.settle()
      await app.settle()
    }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("ForgetfulAnimator") == true)
    #expect(reports.first?.contains("completeTransition(_:)") == true)
    #expect(toast.isBeingPresented, "the transition stays in progress, as on a device")
  }

  @Test("A percent-driven interaction holds the transition until the test finishes it")
  func percentDrivenInteraction() async throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launch(root)
    let delegate = Delegate(ToastAnimator())
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    let toast = toast(delegate)
    let reports = await ModelReports.reports {
      root.present(toast, animated: true)
      interaction.update(0.5)
      await app.settle()
    }
    #expect(reports.isEmpty, "an interactive transition waits for its interaction")
    #expect(toast.isBeingPresented)
    #expect(toast.transitionCoordinator?.isInteractive == true)
    #expect(toast.transitionCoordinator?.percentComplete == 0.5)
    interaction.finish()
    await app.settle()
    #expect(!toast.isBeingPresented)
    #expect(toast.events == ["didAppear"])
  }
}
