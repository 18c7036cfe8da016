/// The delegate of a presentation controller, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`.
///
/// Every method is optional, as in UIKit: the default implementations do what UIKit does when
/// the delegate doesn't implement them.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to use when the environment asks the presentation to adapt, such as a popover on
  /// compact width; `.none` keeps the presentation as it is (UIKit reference §3.5 [DOC]).
  ///
  /// - Parameter controller: The presentation controller.
  /// - Returns: The style to adapt to, or `.none`.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// Whether a swipe may dismiss the sheet; `false` makes the swipe an attempt.
  ///
  /// - Parameter presentationController: The presentation controller.
  /// - Returns: Whether the sheet may be dismissed.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// Called before a swipe dismisses the sheet.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Called after a swipe dismissed the sheet.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Called when a swipe was refused: the sheet is modal, or the delegate said no.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Adapts as UIKit does without a delegate.
  ///
  /// - Parameter controller: The presentation controller.
  /// - Returns: The style UIKit adapts to.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    controller.adaptedStyleWithoutDelegate
  }

  /// Allows the swipe.
  ///
  /// - Parameter presentationController: The presentation controller.
  /// - Returns: `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameter presentationController: The presentation controller.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing.
  ///
  /// - Parameter presentationController: The presentation controller.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing.
  ///
  /// - Parameter presentationController: The presentation controller.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

/// The delegate of a popover's presentation controller, as UIKit's
/// `UIPopoverPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
