import Foundation
import PresentationHierarchy

/// The transition context the model hands an animator, as UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`: the engine behind
/// ``UIViewControllerContextTransitioning``.
///
/// It knows the transition's two controllers, its container and the frames the model would
/// give; ``completeTransition(_:)`` runs the completion the presentation, dismissal or push
/// registered, once.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
  /// What kind of transition runs, for the frames and views the context answers with.
  enum Kind {
    /// A modal presentation.
    case presentation(Presentation)
    /// A modal dismissal.
    case dismissal(Presentation)
    /// A navigation push or pop.
    case navigation(UINavigationController.Operation)
  }

  let kind: Kind
  let animator: any UIViewControllerAnimatedTransitioning
  let from: UIViewController
  let to: UIViewController
  let containerView: UIView
  let isAnimated: Bool
  var isInteractive = false
  private(set) var transitionWasCancelled = false
  /// The progress an interaction controller reported.
  private(set) var percentComplete: CGFloat = 0
  /// Whether ``completeTransition(_:)`` has run.
  private(set) var isComplete = false
  /// Whether the transition's end has run, coordinator completions included.
  private(set) var hasEnded = false
  /// Whether the model reported the animator for never completing.
  var wasReported = false
  /// What the presentation, dismissal or push does when the transition ends.
  private let completion: (Bool) -> Void
  /// The app the transition runs in.
  private(set) weak var application: UIApplication?
  /// The state of the transition's views when it began, put back when it is cancelled: the
  /// model's animations apply at once, where UIKit's cancelled ones run backwards [INF].
  private let initialStates:
    [(view: UIView, frame: CGRect, alpha: CGFloat, transform: CGAffineTransform)]
  /// Animation completions an interaction controller holds until the interaction ends.
  var heldCompletions: [() -> Void] = []
  /// The completions of `animate(alongsideTransition:completion:)`, run once the transition ends.
  private var coordinatorCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  /// The coordinator controllers answer with while the transition runs.
  private(set) lazy var coordinator = TransitionCoordinator(context: self)

  init(
    kind: Kind, animator: any UIViewControllerAnimatedTransitioning, from: UIViewController,
    to: UIViewController, containerView: UIView, isAnimated: Bool, application: UIApplication,
    completion: @escaping (Bool) -> Void
  ) {
    self.kind = kind
    self.animator = animator
    self.from = from
    self.to = to
    self.containerView = containerView
    self.isAnimated = isAnimated
    self.application = application
    self.completion = completion
    initialStates = [from, to].compactMap(\.viewIfLoaded).map {
      ($0, $0.frame, $0.alpha, $0.transform)
    }
  }

  var presentationStyle: UIModalPresentationStyle {
    switch kind {
    case .presentation(let presentation), .dismissal(let presentation): presentation.style
    case .navigation: .none
    }
  }

  var targetTransform: CGAffineTransform { .identity }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
  }

  func finishInteractiveTransition() {
    isInteractive = false
    percentComplete = 1
  }

  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }

  func pauseInteractiveTransition() {}

  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    if !didComplete {
      for state in initialStates {
        state.view.frame = state.frame
        state.view.alpha = state.alpha
        state.view.transform = state.transform
      }
    }
    let run = {
      self.completion(didComplete)
      self.animator.animationEnded(didComplete)
      for completion in self.coordinatorCompletions { completion(self.coordinator) }
      self.coordinatorCompletions = []
      self.hasEnded = true
      self.application?.runningTransitions.removeAll { $0 === self }
    }
    if let application { application.asShared(run) } else { run() }
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch (kind, key) {
    case (.presentation(let presentation), .to), (.dismissal(let presentation), .from):
      // A presentation controller's wrapper stands for the presented view [DOC: `view(forKey:)`].
      return presentation.customController?.presentedView ?? presentation.presented.view
    case (.presentation(let presentation), .from), (.dismissal(let presentation), .to):
      // The presenter's view is the animator's only when the presentation removes it; one that
      // stays is nil [OBS: openradar 17961976; DOC: `shouldRemovePresentersView`].
      return presentation.removesPresentersViews ? presentation.presenting.view : nil
    case (.navigation, .from): return from.view
    case (.navigation, .to): return to.view
    default: return nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    switch kind {
    case .presentation:
      // The presented controller is not on screen yet [DOC: `initialFrame(for:)`].
      vc === to ? .zero : (vc === from ? from.view.frame : .zero)
    case .dismissal:
      vc === from ? from.view.frame : (vc === to ? containerView.bounds : .zero)
    case .navigation:
      vc === from ? containerView.bounds : .zero
    }
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    switch kind {
    case .presentation(let presentation):
      guard vc === to else {
        return vc === from && !presentation.removesPresentersViews ? from.view.frame : .zero
      }
      // The frame the presentation gives: the presentation controller's for `.custom` [DOC:
      // `frameOfPresentedViewInContainerView`], the container's bounds otherwise.
      return presentation.customController?.frameOfPresentedViewInContainerView
        ?? containerView.bounds
    case .dismissal:
      // The dismissed controller leaves the screen [INF]; the presenter fills the container.
      return vc === to ? containerView.bounds : .zero
    case .navigation:
      return vc === to ? containerView.bounds : .zero
    }
  }

  /// Queues a completion of `animate(alongsideTransition:completion:)`.
  func addCoordinatorCompletion(
    _ completion: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    coordinatorCompletions.append(completion)
  }

  /// Whether the transition concerns a controller: one of its two, or an ancestor of one.
  func involves(_ controller: UIViewController) -> Bool {
    [from, to].contains { $0 === controller || controller.isAncestor(of: $0) }
  }

  /// Starts the transition: through the interaction controller when there is one that wants
  /// an interactive start, else by asking the animator to animate.
  func start(interaction: (any UIViewControllerInteractiveTransitioning)?) {
    application?.runningTransitions.append(self)
    if let interaction, interaction.wantsInteractiveStart {
      isInteractive = true
      interaction.startInteractiveTransition(self)
    } else {
      animator.animateTransition(using: self)
    }
  }

  /// The issue the model reports for an animator that never completed its transition.
  var neverCompletedMessage: String {
    let what: String
    switch kind {
    case .presentation: what = "presenting \(to.messageName)"
    case .dismissal: what = "dismissing \(from.messageName)"
    case .navigation(let operation):
      what = "\(operation == .pop ? "popping to" : "pushing") \(to.messageName)"
    }
    return
      "\(type(of: animator as AnyObject)).animateTransition(using:) began a transition "
      + "(\(what)) but never called completeTransition(_:) on its context, so, as on a device, the "
      + "transition stays in progress: it doesn't finish (no viewDidAppear, no completion) and "
      + "later presentations in the window are refused. Call "
      + "transitionContext.completeTransition(!transitionContext.transitionWasCancelled) when the "
      + "animations end, for example in UIView.animate's completion."
  }
}

/// The coordinator of a running custom transition, as UIKit's
/// `_UIViewControllerTransitionCoordinator`: animations alongside run at once, their completions
/// when the transition ends.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  private unowned let context: TransitionContext

  init(context: TransitionContext) {
    self.context = context
  }

  var isAnimated: Bool { context.isAnimated }
  var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
  var initiallyInteractive: Bool { context.isInteractive }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { context.isInteractive }
  var isCancelled: Bool { context.transitionWasCancelled }
  var transitionDuration: TimeInterval { context.animator.transitionDuration(using: context) }
  var percentComplete: CGFloat { context.percentComplete }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var containerView: UIView { context.containerView }
  var targetTransform: CGAffineTransform { .identity }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    context.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    context.view(forKey: key)
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion {
      if context.hasEnded {
        PendingAnimationCompletions.enqueue { completion(self) }
      } else {
        context.addCoordinatorCompletion(completion)
      }
    }
    return true
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}
}

extension UIApplication {
  /// Whether a custom modal transition runs in a window: it blocks presenting and dismissing
  /// there, as the model's own transitions do.
  func hasCustomTransitionInProgress(in window: UIWindow?) -> Bool {
    runningTransitions.contains { context in
      if case .navigation = context.kind { return false }
      return context.containerView.window === window
    }
  }

  /// Reports, once each, the custom transitions still in progress with nothing left that could
  /// end them: no interaction drives them and no animation completion is queued.
  func reportStalledTransitions() {
    guard !pendingAnimationCompletions.hasQueued else { return }
    for context in runningTransitions where !context.isInteractive && !context.wasReported {
      context.wasReported = true
      ModelIssues.report(context.neverCompletedMessage)
    }
  }
}
