public import Foundation

/// The size and trait callbacks of a controller, as UIKit's `UIContentContainer`;
/// ``UIViewController`` conforms.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
  /// The size the container would like.
  var preferredContentSize: CGSize { get }
  /// Called when a child's preferred size changed.
  ///
  /// - Parameter container: The child.
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// Called when a child's Auto Layout fitting size changed.
  ///
  /// - Parameter container: The child.
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  /// The size of a child in a parent of a given size.
  ///
  /// - Parameters:
  ///   - container: The child.
  ///   - parentSize: The parent's size.
  /// - Returns: The child's size.
  func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize
  /// Called before the container's size changes.
  ///
  /// - Parameters:
  ///   - size: The new size.
  ///   - coordinator: Runs animations alongside the change.
  func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// Called before the container's traits change.
  ///
  /// - Parameters:
  ///   - newCollection: The new traits.
  ///   - coordinator: Runs animations alongside the change.
  func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  )
}

/// What a transition's animations learn about it, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The presentation style of a modal transition; `.none` for a navigation transition.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition began driven by the user.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted; `false` in the model.
  var isInterruptible: Bool { get }
  /// Whether the user drives the transition.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far an interactive transition got, from 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed the transition finishes with once the interaction ends; inert.
  var completionVelocity: CGFloat { get }
  /// The curve the transition finishes with; inert.
  var completionCurve: UIView.AnimationCurve { get }
  /// Returns a controller of the transition.
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The controller.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// Returns a view of the transition, or `nil` for one the transition doesn't move.
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The view.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view that contains the transition's views.
  var containerView: UIView { get }
  /// The transform applied to the views, for rotations; `.identity` otherwise.
  var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a transition, as UIKit's `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs an animation alongside the transition and a completion after it.
  ///
  /// - Parameters:
  ///   - animation: Runs with the transition's context.
  ///   - completion: Runs after the transition.
  /// - Returns: Whether the animation was queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Calls a handler when an interactive transition ends.
  ///
  /// - Parameter handler: The handler.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs an animation alongside the transition, with no completion.
  ///
  /// - Parameter animation: Runs with the transition's context.
  /// - Returns: Whether the animation was queued.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

extension UIViewController {
  /// The coordinator of the custom transition running for this controller, one of its
  /// children or its parent, while its animator has not completed it [DOC:
  /// `uikit/uiviewcontroller/transitioncoordinator`]; `nil` otherwise, as the model's own
  /// transitions complete at once or at ``UIApplication/finishTransitions()`` with no
  /// animations to run alongside.
  ///
  /// Animations alongside apply at once; their completions run when the transition ends.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    let application = application ?? engine.formerApplication
    let running =
      application?.runningTransitions.last { $0.involves(self) }
      ?? parent.flatMap { parent in application?.runningTransitions.last { $0.involves(parent) } }
    return running?.coordinator
  }

  /// Whether the controller is being dismissed: `true` from the dismissal's start until its
  /// callbacks have run, so during its `viewWillDisappear(_:)` and `viewDidDisappear(_:)` [DOC:
  /// `uikit/uiviewcontroller/isbeingdismissed`].
  public var isBeingDismissed: Bool {
    engine.dismissalInProgress || rootAncestor.engine.dismissalInProgress
  }

  /// Whether the controller appears because it was added to a parent: `true` during its
  /// `viewWillAppear(_:)` and `viewDidAppear(_:)` after a push or `addChild(_:)`, not when it
  /// appears again after what covered it went away [DOC: `uikit/uiviewcontroller/ismovingtoparent`;
  /// true only inside those callbacks INF].
  public var isMovingToParent: Bool { engine.parentMove == .toParent }

  /// Whether the controller disappears because it was removed from its parent: `true` during
  /// its `viewWillDisappear(_:)` and `viewDidDisappear(_:)` after a pop or `removeFromParent()`,
  /// not when something covers it [DOC: `uikit/uiviewcontroller/ismovingfromparent`; true only
  /// inside those callbacks INF].
  public var isMovingFromParent: Bool { engine.parentMove == .fromParent }

  /// Tells a child it will appear or disappear, from a container whose
  /// ``shouldAutomaticallyForwardAppearanceMethods`` is `false`: `viewWillAppear(_:)` and
  /// `viewIsAppearing(_:)`, or `viewWillDisappear(_:)` [DOC:
  /// `uikit/uiviewcontroller/beginappearancetransition(_:animated:)`].
  ///
  /// - Parameters:
  ///   - isAppearing: Whether the child appears.
  ///   - animated: Whether the change animates.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    engine.manualAppearance = isAppearing
    if isAppearing {
      viewWillAppear(animated)
      viewIsAppearing(animated)
    } else {
      viewWillDisappear(animated)
    }
    engine.manualAppearanceAnimated = animated
  }

  /// Completes the change ``beginAppearanceTransition(_:animated:)`` began: `viewDidAppear(_:)`
  /// or `viewDidDisappear(_:)` [DOC: `uikit/uiviewcontroller/endappearancetransition()`].
  public func endAppearanceTransition() {
    guard let isAppearing = engine.manualAppearance else { return }
    engine.manualAppearance = nil
    if isAppearing {
      viewDidAppear(engine.manualAppearanceAnimated)
    } else {
      viewDidDisappear(engine.manualAppearanceAnimated)
    }
  }

  /// Whether the controller's appearance callbacks come from its parent's own calls rather than
  /// the model: some ancestor doesn't forward them automatically.
  var receivesManualAppearance: Bool {
    var current = parent
    while let ancestor = current {
      if !ancestor.shouldAutomaticallyForwardAppearanceMethods { return true }
      current = ancestor.parent
    }
    return false
  }
}
