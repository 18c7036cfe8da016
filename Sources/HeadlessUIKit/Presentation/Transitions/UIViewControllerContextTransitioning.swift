public import Foundation

/// The keys that name a transition's view controllers, as UIKit's
/// `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's raw value.
  public let rawValue: String

  /// Creates a key from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The controller on screen when the transition begins: the presenter of a presentation, the
  /// presented controller of a dismissal [DOC].
  public static let from = Self(rawValue: "UITransitionContextFromViewController")
  /// The controller on screen when the transition ends: the presented controller of a
  /// presentation, the presenter of a dismissal [DOC].
  public static let to = Self(rawValue: "UITransitionContextToViewController")
}

/// The keys that name a transition's views, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's raw value.
  public let rawValue: String

  /// Creates a key from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The view of the controller leaving the screen.
  public static let from = Self(rawValue: "UITransitionContextFromView")
  /// The view of the controller arriving on screen.
  public static let to = Self(rawValue: "UITransitionContextToView")
}

/// What an animator learns about the transition it performs, as UIKit's
/// `UIViewControllerContextTransitioning`; UIKit (here the model) makes the object, apps only
/// read it and report its end, or adopt it in their own test doubles [DOC].
///
/// In the model the context is live: ``containerView`` is the presentation's container (the
/// `UITransitionView` the presentation adds to the window) or, for a navigation transition, the
/// navigation controller's wrapper view; the presentation or push is finished only when the
/// animator calls ``completeTransition(_:)``.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition's views live in; the animator adds the "to" view to it [DOC].
  var containerView: UIView { get }
  /// Whether the transition animates [DOC: always `true` except for `.custom` presentations
  /// asked not to animate].
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives the transition.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled: an interaction controller called
  /// ``cancelInteractiveTransition()``.
  var transitionWasCancelled: Bool { get }
  /// The presentation style of a modal transition; `.none` for navigation transitions.
  var presentationStyle: UIModalPresentationStyle { get }

  /// Records an interactive transition's progress.
  ///
  /// - Parameter percentComplete: The progress, from 0 to 1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Tells the context the interaction finished and the transition should complete.
  func finishInteractiveTransition()
  /// Tells the context the interaction cancelled the transition.
  func cancelInteractiveTransition()
  /// Tells the context the interaction paused.
  func pauseInteractiveTransition()
  /// Ends the transition: with `true` the new state stays, with `false` the old one comes
  /// back [DOC].
  ///
  /// - Parameter didComplete: Whether the transition completed.
  func completeTransition(_ didComplete: Bool)

  /// Returns a controller of the transition.
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The controller, or `nil`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// Returns a view of the transition: `nil` for a view the animator must not touch, such as
  /// the presenter's view of a presentation that keeps it [DOC; OBS: openradar 17961976].
  ///
  /// - Parameter key: `.from` or `.to`.
  /// - Returns: The view, or `nil`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The transform to apply to the views, for rotations; `.identity` otherwise.
  var targetTransform: CGAffineTransform { get }

  /// Returns the frame a controller's view has when the transition begins, in the container's
  /// coordinates: `.zero` for a controller not yet on screen [DOC].
  ///
  /// - Parameter vc: The controller.
  /// - Returns: The frame.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Returns the frame a controller's view has when the transition ends, in the container's
  /// coordinates: for a presented controller the frame its presentation gives it [DOC].
  ///
  /// - Parameter vc: The controller.
  /// - Returns: The frame.
  func finalFrame(for vc: UIViewController) -> CGRect
}
