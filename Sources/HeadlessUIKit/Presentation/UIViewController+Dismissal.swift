extension UIViewController {
  /// Dismisses what this controller presented, or this controller if it was presented,
  /// together with everything presented above it (UIKit reference §3.7).
  ///
  /// Only the top-most presentation would animate in UIKit; in the model the whole chain leaves
  /// the tree when the transition completes. Asking while a transition runs prints UIKit's
  /// warning and does nothing; asking with nothing to dismiss does nothing.
  ///
  /// - Parameters:
  ///   - flag: Whether the transition animates.
  ///   - completion: Called when the transition completes.
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let owner = dismissalOwner, let first = owner.engine.ownPresented else { return }
    guard let application = owner.application ?? application else { return }
    if application.hasTransitionInProgress(in: owner.viewWindow) {
      application.console.log(UIKitMessages.dismissInProgress(self))
      return
    }
    var chain: [UIViewController] = []
    var next: UIViewController? = first
    while let controller = next {
      chain.append(controller)
      next = controller.engine.ownPresented
    }
    for controller in chain {
      controller.engine.presentation?.isTransitioning = true
      controller.engine.dismissalInProgress = true
      controller.engine.customPresentationController?.dismissalTransitionWillBegin()
    }
    let finish = {
      for controller in chain.reversed() {
        controller.engine.formerApplication = application
        controller.engine.presentation?.removeFromTree()
        controller.engine.presentation?.presenting.engine.ownPresented = nil
        controller.engine.presentation = nil
        controller.endCustomPresentation()
      }
      application.updateAppearance(animated: flag)
      for controller in chain { controller.engine.dismissalInProgress = false }
      application.verifyInvariantsAfterOperation("dismiss")
      completion?()
    }
    // Only the top-most controller animates (§3.7 [DOC]), through its animator when its
    // transitioning delegate supplies one.
    if let top = chain.last, let presentation = top.engine.presentation,
      let animator = top.dismissalAnimator(animated: flag)
    {
      presentation.animateDismissal(
        by: animator, animated: flag, application: application
      ) { didComplete in
        if didComplete {
          finish()
          return
        }
        // Cancelled: everything stays presented [DOC: `completeTransition(_:)`].
        for controller in chain {
          controller.engine.presentation?.isTransitioning = false
          controller.engine.dismissalInProgress = false
          controller.engine.customPresentationController?.dismissalTransitionDidEnd(false)
        }
        application.updateAppearance(animated: flag)
      }
      return
    }
    application.perform(animated: flag, in: owner.viewWindow, completion: finish)
  }

  /// The controller whose presentation a dismissal ends (§3.7): this controller when it
  /// presented something, the ancestor that did (ancestor rule [INF]), or else the controller
  /// that presented this one.
  private var dismissalOwner: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if controller.engine.ownPresented != nil { return controller }
      current = controller.parent
    }
    return presentingViewController
  }

  /// Ends every presentation made from this controller's tree without animation, as swapping
  /// a window's root does (§3.8).
  ///
  /// - Parameter leavingContainers: Whether the presentations' `UITransitionView`s stay in the
  ///   window, the bug §3.8 describes.
  func tearDownPresentations(leavingContainers: Bool) {
    var pending: [UIViewController] = [self]
    var presented: [UIViewController] = []
    while let controller = pending.popLast() {
      pending.append(contentsOf: controller.children)
      if let next = controller.engine.ownPresented {
        presented.append(next)
        pending.append(next)
      }
    }
    for controller in presented.reversed() {
      // Only the window's own layers stay; a context presentation's container leaves with the
      // old root's views it sits among (§3.8).
      let isWindowLayer = controller.engine.presentation?.container.superview is UIWindow
      controller.engine.presentation?.removeFromTree(
        keepingContainer: leavingContainers && isWindowLayer)
      controller.engine.presentation?.presenting.engine.ownPresented = nil
      controller.engine.presentation = nil
      controller.engine.customPresentationController = nil
    }
  }

  /// Tells a custom presentation controller its dismissal ended and lets it go; the next
  /// presentation asks the transitioning delegate again.
  private func endCustomPresentation() {
    guard let custom = engine.customPresentationController else { return }
    custom.dismissalTransitionDidEnd(true)
    custom.containerView = nil
    engine.customPresentationController = nil
  }
}
