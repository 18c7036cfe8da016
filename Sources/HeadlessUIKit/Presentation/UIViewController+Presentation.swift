import PresentationHierarchy

extension UIViewController {
  /// The controller presented by this one or by one of its ancestors (§1.3, ancestor rule).
  public var presentedViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presented = controller.engine.ownPresented { return presented }
      current = controller.parent
    }
    return nil
  }

  /// The controller that presented this one or one of its ancestors (§1.3).
  public var presentingViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presentation = controller.engine.presentation { return presentation.presenting }
      current = controller.parent
    }
    return nil
  }

  /// The container view of this controller's presentation, while it is presented: the
  /// `UITransitionView` UIKit exposes as `presentationController?.containerView`.
  package var presentationContainerView: UIView? { engine.presentation?.container }

  /// The style this controller's presentation resolved to, while it is presented.
  package var resolvedPresentationStyle: UIModalPresentationStyle? { engine.presentation?.style }

  /// Whether the controller's presentation transition is still running.
  public var isBeingPresented: Bool { engine.presentation?.isTransitioning == true }

  /// Presents a controller modally, following UIKit's rules (UIKit reference §3.2–§3.6).
  ///
  /// The request may be re-routed to another presenter: the outermost ancestor for
  /// full-screen-scope styles, the first `definesPresentationContext` ancestor for context
  /// styles. When UIKit would print a warning and drop the request, the warning is appended to
  /// the app's ``UIApplication/console`` and nothing changes. When UIKit would raise an
  /// exception (and the app would crash), the exception is appended to the app's
  /// ``UIApplication/exceptions`` and nothing changes: the signature stays UIKit's, which does
  /// not throw.
  ///
  /// - Parameters:
  ///   - controller: The controller to present.
  ///   - flag: Whether the transition animates; see
  ///     ``UIApplication/defersAnimatedTransitions``.
  ///   - completion: Called when the transition completes.
  public func present(
    _ controller: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    guard
      AppOwnership.allows(
        "presented \(controller.messageDescription) from", messageDescription, of: application)
    else { return }
    do {
      try presentOrRaise(controller, animated: flag, completion: completion)
    } catch {
      application?.raise(error)
    }
  }

  private func presentOrRaise(
    _ controller: UIViewController, animated: Bool, completion: (() -> Void)?
  ) throws(UIKitException) {
    try validateAsPresented(controller)
    // A presenter that was never in a window knows no app; UIKit still prints its warning, so
    // the model prints it to the app the code runs in (§3.6 [OBS]).
    guard let application = application ?? UIApplication.current else { return }
    let profile = application.profile
    var requested =
      controller.prefersPopover(in: profile) ? .popover : controller.modalPresentationStyle
    if requested == .automatic, let own = controller.engine.automaticPresentationStyle {
      requested = own
    }
    var style = profile.resolve(requested)
    if style != requested, requested != .automatic,
      let presentationController = controller.presentationController,
      let delegate = presentationController.delegate
    {
      // The delegate decides the adaptation; `.none` keeps the requested style (§3.5 [DOC]).
      let answer = delegate.adaptivePresentationStyle(for: presentationController)
      style = answer == .none ? requested : profile.resolve(answer)
    }
    if style == .popover && controller.popoverSourceView == nil {
      if let alert = controller as? UIAlertController, alert.preferredStyle == .actionSheet {
        throw UIKitMessages.actionSheetWithoutAnchor(alert, from: self)
      }
      throw UIKitMessages.popoverWithoutAnchor
    }
    let presenter = resolvePresenter(for: style)
    if style.isContextScoped, controller.modalTransitionStyle != .coverVertical,
      presenter.isInsidePopover
    {
      // Inside a popover a context style takes only `.coverVertical` [DOC: `.currentContext`].
      throw UIKitMessages.transitionInsidePopover(controller)
    }
    guard
      let warning = warning(
        presenting: controller, on: presenter, application: application, profile: profile)
    else {
      if isDetached {
        // UIKit presents from a detached controller and warns (§3.6, UIKit reference §9 [OBS:
        // SwiftPages #18, WYPopoverController #74]).
        application.console.log(UIKitMessages.detached(controller, from: self, profile: profile))
      }
      let custom = controller.adoptCustomPresentationController(
        style: style, presenting: presenter, source: self)
      let presentation = Presentation(
        presented: controller, presenting: presenter, source: self,
        requestedStyle: controller.modalPresentationStyle, style: style,
        container: UIView(UIKitClassName.transitionView),
        removesPresentersViews: custom?.shouldRemovePresentersView
          ?? style.removesPresentersViews, customController: custom)
      let animator = controller.presentationAnimator(
        style: style, presenting: presenter, source: self, animated: animated)
      presentation.place(in: profile, byAnimator: animator != nil)
      presenter.engine.ownPresented = controller
      controller.engine.presentation = presentation
      presentation.isTransitioning = true
      if let animator {
        presentation.animate(
          by: animator, animated: animated, application: application, completion: completion)
        return
      }
      controller.arrangeAfterPresentation(in: profile)
      application.perform(animated: animated, in: presenter.viewWindow) {
        presentation.completePresentation()
        application.updateAppearance(animated: animated)
        application.verifyInvariantsAfterOperation("present")
        completion?()
      }
      return
    }
    application.console.log(warning)
  }

  /// Throws the exceptions UIKit raises for a controller that can't be presented (§3.6).
  private func validateAsPresented(_ controller: UIViewController) throws(UIKitException) {
    if controller === self { throw UIKitMessages.presentOnItself(self) }
    if let parent = controller.parent { throw UIKitMessages.hasParent(controller, parent: parent) }
    if let presenter = controller.engine.presentation?.presenting {
      throw UIKitMessages.alreadyPresented(controller, by: presenter)
    }
    if controller.engine.windowOfRoot != nil || controller.viewWindow != nil {
      throw UIKitMessages.activeController(controller)
    }
    if controller.modalPresentationStyle == .none {
      // `.none` is only an adaptive answer; presenting with it crashes [CLAIM, §3.1]. UIKit's
      // exact text is not recorded, so this message is the model's own.
      throw UIKitMessages.invalidArgument(
        "modalPresentationStyle .none cannot be presented (model message; UIKit's text is not "
          + "recorded).")
    }
  }

  /// Chooses the controller that handles a presentation (§3.2).
  private func resolvePresenter(for style: UIModalPresentationStyle) -> UIViewController {
    guard style.isContextScoped else {
      // Full-screen scope: walk up to the controller that covers the screen [DOC].
      return rootAncestor
    }
    var current: UIViewController? = self
    while let controller = current {
      if controller.definesPresentationContext { return controller }  // [DOC]
      // A presented controller is the context of presentations made inside it [INF].
      if controller.parent == nil && controller.engine.presentation != nil { return controller }
      current = controller.parent
    }
    // Nothing defines a context: the window's root presents [DOC].
    return viewWindow?.rootViewController ?? rootAncestor
  }

  /// Returns the warning UIKit prints when it drops the request, or `nil` to go ahead (§3.6).
  ///
  /// The order of the checks is not documented [INF].
  private func warning(
    presenting controller: UIViewController, on presenter: UIViewController,
    application: UIApplication, profile: FidelityProfile
  ) -> String? {
    if application.hasTransitionInProgress(in: presenter.viewWindow) {
      return UIKitMessages.inProgress(controller, on: presenter, from: self, profile: profile)
    }
    if presenter.engine.ownPresented != nil {
      return UIKitMessages.alreadyPresenting(
        controller, on: presenter, from: self, current: presenter.engine.ownPresented,
        profile: profile)
    }
    if presenter.viewWindow == nil {
      return UIKitMessages.notInWindowHierarchy(
        controller, on: presenter, from: self, profile: profile)
    }
    return nil
  }

  /// Asks the transitioning delegate for a `.custom` presentation's controller and keeps it,
  /// with the delegate set on the plain one before (DOC: `UIViewControllerTransitioningDelegate`).
  private func adoptCustomPresentationController(
    style: UIModalPresentationStyle, presenting presenter: UIViewController,
    source: UIViewController
  ) -> UIPresentationController? {
    guard style == .custom,
      let custom = transitioningDelegate?.presentationController(
        forPresented: self, presenting: presenter, source: source)
    else { return nil }
    custom.delegate = custom.delegate ?? engine.plainPresentationController?.delegate
    engine.customPresentationController = custom
    return custom
  }

  /// Whether the controller, or an ancestor, is presented as a popover.
  private var isInsidePopover: Bool {
    var current: UIViewController? = self
    while let controller = current {
      if controller.engine.presentation?.style == .popover { return true }
      current = controller.parent
    }
    return false
  }

  /// Whether the controller's view is in a window although the controller is in no controller
  /// hierarchy: not a root, not a child, not presented (§3.6).
  private var isDetached: Bool {
    parent == nil && engine.windowOfRoot == nil && engine.presentation == nil && viewWindow != nil
  }
}
