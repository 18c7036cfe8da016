import PresentationHierarchy

/// What manages a presented controller on screen, as UIKit's `UIPresentationController`.
///
/// ``UIViewController/presentationController`` returns one for every controller; a popover's is
/// a ``UIPopoverPresentationController``, a sheet's a ``UISheetPresentationController``. Its
/// delegate can refuse adaptation and hears about interactive dismissal.
///
/// Subclass it for a `.custom` presentation and return the subclass from your
/// ``UIViewControllerTransitioningDelegate``: the model then asks it, as UIKit does, for the
/// presented view's frame (``frameOfPresentedViewInContainerView``), for the view to put in the
/// container (``presentedView``) and whether the presenter's view leaves
/// (``shouldRemovePresentersView``), and calls its transition hooks, where subclasses add their
/// own chrome such as a dimming view to ``containerView`` [DOC: `UIPresentationController`].
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The delegate that decides adaptation and hears about interactive dismissal.
  public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The controller being presented.
  public unowned let presentedViewController: UIViewController
  /// The presenter given at creation, until the presentation names the real one.
  private weak var initialPresentingViewController: UIViewController?
  /// The controller being presented while it exists: a presentation controller an app keeps
  /// may outlive it, and then reading the unowned ``presentedViewController`` would trap.
  weak var presentedIfAlive: UIViewController?
  /// The presentation's container, a `UITransitionView`, while the controller manages one.
  public internal(set) var containerView: UIView?

  /// Creates a presentation controller, as UIKit's designated initialiser.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller being presented.
  ///   - presentingViewController: The controller that presents it, when known; UIKit's
  ///     routing decides the one that does.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    presentedIfAlive = presentedViewController
    initialPresentingViewController = presentingViewController
  }

  convenience init(presentedViewController: UIViewController) {
    self.init(presentedViewController: presentedViewController, presenting: nil)
  }

  /// The controller that presents: the one UIKit's routing chose, once the presentation began.
  ///
  /// UIKit leaves it undefined before the presentation when no presenter was given; read
  /// there, the model reports an issue naming the controller and answers with the presented
  /// controller itself.
  public var presentingViewController: UIViewController {
    if let presenting = presentedViewController.engine.presentation?.presenting {
      return presenting
    }
    if let presenting = initialPresentingViewController { return presenting }
    ModelIssues.report(
      "UIPresentationController.presentingViewController was read before "
        + "\(presentedViewController.messageName) was presented; UIKit leaves it undefined there "
        + "(on a device it may crash). The model answered with \(presentedViewController.messageName) "
        + "itself. Read it from presentationTransitionWillBegin() on, or pass the presenter to "
        + "init(presentedViewController:presenting:).")
    return presentedViewController
  }

  /// The view the presentation puts in its container: the presented controller's view unless a
  /// subclass wraps it [DOC].
  open var presentedView: UIView? { presentedViewController.view }

  /// The presented view's frame in the container's coordinates; the container's bounds unless
  /// a subclass decides otherwise [DOC].
  open var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? .zero
  }

  /// Whether the presenter's view leaves the window once the presentation completes: as the
  /// style says for UIKit's own presentations, `false` for a custom one unless a subclass says
  /// otherwise [DOC].
  open var shouldRemovePresentersView: Bool {
    presentedViewController.engine.presentation?.style.removesPresentersViews ?? false
  }

  /// Called before the presentation's views are in place; ``containerView`` is set.
  open func presentationTransitionWillBegin() {}

  /// Called when the presentation transition ends.
  ///
  /// - Parameter completed: Whether it completed; always `true` in the model.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called before the dismissal transition.
  open func dismissalTransitionWillBegin() {}

  /// Called when the dismissal transition ends, after the presentation's views left.
  ///
  /// - Parameter completed: Whether it completed; always `true` in the model.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called before the container lays out its subviews, once the presented view is in place.
  open func containerViewWillLayoutSubviews() {}

  /// Called after the container laid out its subviews.
  open func containerViewDidLayoutSubviews() {}

  // UIContentContainer, which UIKit's presentation controllers adopt [DOC:
  // `uikit/uipresentationcontroller`, "Conforms To: UIContentContainer"]. A subclass overrides
  // these as a controller does; the model asks none of them for sizes itself.

  /// The size the presentation would like: the presented controller's preferred size [INF].
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

  /// Called when the presented controller's ``UIViewController/preferredContentSize`` changed.
  ///
  /// - Parameter container: The presented controller.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Called when the presented controller's Auto Layout fitting size changed; never called.
  ///
  /// - Parameter container: The presented controller.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// The size of the presented controller's view in a container of a given size: the
  /// container's, unless overridden (apps use it in ``frameOfPresentedViewInContainerView``).
  ///
  /// - Parameters:
  ///   - container: The presented controller.
  ///   - parentSize: The container's size.
  /// - Returns: The presented view's size.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Called before the container's size changes; never called: the model never resizes it.
  ///
  /// - Parameters:
  ///   - size: The new size.
  ///   - coordinator: Runs animations alongside the change.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Called before the container's traits change; never called: the model's size classes
  /// don't change while an app runs.
  ///
  /// - Parameters:
  ///   - newCollection: The new traits.
  ///   - coordinator: Runs animations alongside the change.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
}

extension UIPresentationController: UIContentContainer {}

extension UIPresentationController {
  /// The style the model adapts the presentation to when no delegate decides (§3.5).
  package var adaptedStyleWithoutDelegate: UIModalPresentationStyle {
    let presented = presentedViewController
    guard let profile = (presented.application ?? UIApplication.current)?.profile
    else { return presented.modalPresentationStyle }
    return profile.resolve(presented.modalPresentationStyle)
  }
}

extension UIViewController {
  /// The controller's presentation controller, as UIKit's `presentationController`.
  ///
  /// The one a ``UIViewControllerTransitioningDelegate`` made for a `.custom` presentation, a
  /// ``UIPopoverPresentationController`` for a popover, a ``UISheetPresentationController``
  /// for a page or form sheet, a plain one otherwise. Set its delegate before presenting.
  public var presentationController: UIPresentationController? {
    if let custom = engine.customPresentationController { return custom }
    if let popover = popoverPresentationController { return popover }
    if let sheet = sheetPresentationController { return sheet }
    if let plain = engine.plainPresentationController { return plain }
    let plain = UIPresentationController(presentedViewController: self)
    engine.plainPresentationController = plain
    return plain
  }
}
