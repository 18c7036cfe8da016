import PresentationHierarchy

extension Presentation {
  /// Adds the container, its chrome and the presented view to the tree (§3.1, §3.3 steps 4–5).
  ///
  /// - Parameters:
  ///   - profile: The device and behaviours reproduced.
  ///   - byAnimator: Whether an app's animator places the presented view: then only the
  ///     container goes in, with a presentation controller's chrome, and the animator adds the
  ///     presented view to the container itself [DOC: `animateTransition(using:)`,
  ///     `containerView`].
  func place(in profile: FidelityProfile, byAnimator: Bool = false) {
    guard let window = presenting.viewWindow else { return }
    isPlacedByAnimator = byAnimator
    let content: UIView = presented.view
    if style.isContextScoped, window.rootViewController !== presenting,
      let superview = presenting.view.superview
    {
      // Context scope: just above the context controller's view, with its frame [INF, §3.3].
      container.screenFrame = presenting.view.screenFrame
      superview.insertSubview(container, aboveSubview: presenting.view)
      guard !byAnimator else { return }
      content.screenFrame = container.screenFrame
      container.addSubview(content)
      return
    }
    // UIWindow scope, and a context presentation whose context is the window's root, which
    // covers the whole window (S12) [INF]: a new layer in front of the window's subviews.
    container.screenFrame = window.screenFrame
    window.addSubview(container)
    if byAnimator {
      // A presentation controller adds its chrome before the animator runs [DOC:
      // `presentationTransitionWillBegin()`].
      customController?.containerView = container
      customController?.presentationTransitionWillBegin()
      return
    }
    switch style {
    case .pageSheet, .formSheet:
      placeCard(content, in: window, profile: profile)
    case .popover:
      // Popover chrome: the dimming view that takes touches outside, then the bubble, anchored
      // to its source view [DOC: popovers point at their source; INF: class names of the
      // popover's own chrome are not recorded].
      let dimming = UIView(UIKitClassName.dimmingView, frame: window.screenFrame)
      // A tap outside dismisses the popover, unless it is modal [DOC: §3.1,
      // `isModalInPresentation`].
      dimming.engine.tapAction = { [weak presented] in
        guard let presented, !presented.isModalInPresentation else { return }
        presented.dismiss(animated: true)
      }
      container.addSubview(dimming)
      content.screenFrame = popoverBubble(
        in: window.screenFrame ?? profile.device.screen, profile: profile)
      container.addSubview(content)
    case .fullScreen, .overFullScreen:
      content.screenFrame = window.screenFrame
      if profile.device.os >= .iOS13to17 && profile.behavior.fullScreenUsesDropShadowView {
        let shadow = UIView(UIKitClassName.dropShadowView, frame: window.screenFrame)
        container.addSubview(shadow)
        shadow.addSubview(content)
      } else {
        container.addSubview(content)
      }
    case .custom where customController != nil:
      customController.map { placeCustom(content, by: $0) }
    default:
      // `.custom` and context styles at the root: no chrome of UIKit's own.
      content.screenFrame = window.screenFrame
      container.addSubview(content)
    }
  }

  /// Lets a custom presentation controller place the presentation: its chrome first, from
  /// `presentationTransitionWillBegin()`, then its presented view at the frame it gives
  /// [DOC: `UIPresentationController`; that the layout hooks run once, after the view is in
  /// place, is INF].
  private func placeCustom(_ content: UIView, by controller: UIPresentationController) {
    controller.containerView = container
    controller.presentationTransitionWillBegin()
    let view = controller.presentedView ?? content
    container.addSubview(view)
    view.frame = controller.frameOfPresentedViewInContainerView
    controller.containerViewWillLayoutSubviews()
    controller.containerViewDidLayoutSubviews()
  }

  /// The popover's bubble: the profile's popover size, below its source view when it fits,
  /// else above, centred on the source horizontally and kept inside the window [INF].
  private func popoverBubble(in bounds: Rect, profile: FidelityProfile) -> Rect {
    let source = presented.popoverAnchorFrame(in: profile) ?? bounds
    let width = min(profile.geometry.popoverWidth, bounds.width)
    let height = min(profile.geometry.popoverHeight, bounds.height)
    let below = source.y + source.height
    let y = below + height <= bounds.y + bounds.height ? below : max(bounds.y, source.y - height)
    let centered = source.x + source.width / 2 - width / 2
    let x = min(max(centered, bounds.x), bounds.x + bounds.width - width)
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// Undoes a presentation whose animator cancelled it: the container and the presented view
  /// leave the tree and the presented controller is not presented [DOC:
  /// `completeTransition(_:)`, `false` when "the original view controller is still being
  /// displayed"].
  func cancelPresentation() {
    isTransitioning = false
    container.removeFromSuperview()
    customController?.presentedView?.removeFromSuperview()
    presented.viewIfLoaded?.removeFromSuperview()
    if presenting.engine.ownPresented === presented { presenting.engine.ownPresented = nil }
    presented.engine.formerApplication =
      presenting.application ?? presented.engine.formerApplication
    presented.engine.presentation = nil
    customController?.presentationTransitionDidEnd(false)
    customController?.containerView = nil
    if presented.engine.customPresentationController === customController {
      presented.engine.customPresentationController = nil
    }
  }

  /// Finishes the presentation: removes the presenter's views where the style says so (§3.3
  /// step 8).
  func completePresentation() {
    isTransitioning = false
    customController?.presentationTransitionDidEnd(true)
    guard removesPresentersViews else { return }
    // The presenter's own view leaves its superview; its container (UITransitionView, and on
    // iOS 13+ the UIDropShadowView) stays, empty [OBS iOS 11/12; INF for 13+, open question 1].
    let view: UIView = presenting.view
    guard let superview = view.superview, let index = view.indexInSuperview else { return }
    view.removeFromSuperview()
    removedViews.append((view, superview, index))
  }

  /// Takes the presentation out of the tree and puts back the views it removed (§3.7).
  func removeFromTree(keepingContainer: Bool = false) {
    // A context container out of the tree belongs to a hidden child (an unselected tab, a
    // covered navigation item): nothing to put back, the container controller shows the child's
    // view again when it selects it (`showContent(of:)`).
    let isInTree = container.superview != nil
    if !keepingContainer {
      container.removeFromSuperview()
    }
    guard isInTree else {
      removedViews.removeAll()
      return
    }
    for removed in removedViews.reversed() {
      removed.superview.insertSubview(removed.view, at: removed.index)
    }
    removedViews.removeAll()
  }
}

extension UIView {
  /// Makes a container controller's wrapper show one child (§2.3).
  ///
  /// The wrapper gets the child's view, and in front of it the container of the context
  /// presentation the child made, which travels with the child's view: it leaves when another
  /// tab or navigation item is shown and comes back with it (§3.3 step 4 [INF]). A view the
  /// child's own presentation removed (`.currentContext`) stays out.
  ///
  /// - Parameter child: The child to show, or `nil` to empty the wrapper.
  func showContent(of child: UIViewController?) {
    for view in subviews { view.removeFromSuperview() }
    guard let child else { return }
    let presentation = child.engine.ownPresented?.engine.presentation
    if presentation?.removedViews.contains(where: { $0.view === child.view }) != true {
      addSubview(child.view)
    }
    if let presentation, presentation.style.isContextScoped,
      presentation.container.superview == nil
    {
      addSubview(presentation.container)
    }
  }
}
