/// UIKit's console and exception texts, per OS version (UIKit reference §3.6).
@MainActor
enum UIKitMessages {
  static func alreadyPresenting(
    _ presented: UIViewController, on presenter: UIViewController, from source: UIViewController,
    current: UIViewController?, profile: FidelityProfile
  ) -> String {
    let currentText = current?.messageDescription ?? "(null)"
    if profile.device.majorVersion >= 14 {
      return "[Presentation] Attempt to present \(presented.messageDescription) on "
        + "\(presenter.messageDescription) (from \(source.messageDescription)) which is already "
        + "presenting \(currentText)."
    }
    return "Warning: Attempt to present \(presented.messageDescription) on "
      + "\(presenter.messageDescription) which is already presenting \(currentText)"
  }

  static func notInWindowHierarchy(
    _ presented: UIViewController, on presenter: UIViewController, from source: UIViewController,
    profile: FidelityProfile
  ) -> String {
    if profile.device.majorVersion >= 14 {
      return "[Presentation] Attempt to present \(presented.messageDescription) on "
        + "\(presenter.messageDescription) (from \(source.messageDescription)) whose view is not "
        + "in the window hierarchy."
    }
    return "Warning: Attempt to present \(presented.messageDescription) on "
      + "\(presenter.messageDescription) whose view is not in the window hierarchy!"
  }

  static func inProgress(
    _ presented: UIViewController, on presenter: UIViewController, from source: UIViewController,
    profile: FidelityProfile
  ) -> String {
    if profile.device.majorVersion >= 14 {
      return "Attempt to present \(presented.messageDescription) on "
        + "\(presenter.messageDescription) (from \(source.messageDescription)) while a "
        + "presentation is in progress."
    }
    return "Warning: Attempt to present \(presented.messageDescription) on "
      + "\(presenter.messageDescription) while a presentation is in progress!"
  }

  static func dismissInProgress(_ controller: UIViewController) -> String {
    "Attempt to dismiss from view controller \(controller.messageDescription) while a "
      + "presentation or dismiss is in progress!"
  }

  /// The warning for presenting from a detached controller: iOS 17's text, or the older one
  /// (§3.6; UIKit reference §9 [OBS: SwiftPages #18, WYPopoverController #74]).
  static func detached(
    _ presented: UIViewController, from source: UIViewController, profile: FidelityProfile
  ) -> String {
    guard profile.device.majorVersion >= 17 else {
      return "Presenting view controllers on detached view controllers is discouraged "
        + "\(source.messageDescription)."
    }
    return "Presenting view controller \(presented.messageDescription) from detached view "
      + "controller \(source.messageDescription) is not supported, and may result in incorrect "
      + "safe area insets and a corrupt root presentation. Make sure "
      + "\(source.messageDescription) is in the view controller hierarchy before presenting "
      + "from it. Will become a hard exception in a future release."
  }

  static func invalidArgument(_ reason: String) -> UIKitException {
    UIKitException(name: "NSInvalidArgumentException", reason: reason)
  }

  static func presentOnItself(_ controller: UIViewController) -> UIKitException {
    invalidArgument(
      "Application tried to present modal view controller on itself. Presenting controller is "
        + "\(controller.messageDescription).")
  }

  static func hasParent(_ controller: UIViewController, parent: UIViewController) -> UIKitException
  {
    invalidArgument(
      "Application tried to present modally a view controller \(controller.messageDescription) "
        + "that has a parent view controller \(parent.messageDescription).")
  }

  static func alreadyPresented(_ controller: UIViewController, by presenter: UIViewController)
    -> UIKitException
  {
    invalidArgument(
      "Application tried to present modally a view controller \(controller.messageDescription) "
        + "that is already being presented by \(presenter.messageDescription).")
  }

  static func activeController(_ controller: UIViewController) -> UIKitException {
    invalidArgument(
      "Application tried to present modally an active controller "
        + "\(controller.messageDescription).")
  }

  /// The exception for an action sheet presented as a popover without an anchor (UIKit
  /// reference §9 [OBS: Kamagari #1, SDCAlertView #306]).
  static func actionSheetWithoutAnchor(
    _ alert: UIAlertController, from source: UIViewController
  ) -> UIKitException {
    UIKitException(
      name: "NSGenericException",
      reason: "Your application has presented a UIAlertController "
        + "(\(alert.messageDescription)) of style UIAlertControllerStyleActionSheet from "
        + "\(source.messageDescription). The modalPresentationStyle of a UIAlertController with "
        + "this style is UIModalPresentationPopover. You must provide location information for "
        + "this popover through the alert controller's popoverPresentationController. You must "
        + "provide either a sourceView and sourceRect or a barButtonItem.  If this information is "
        + "not known when you present the alert controller, you may provide it in the "
        + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
  }

  /// The exception for a context presentation inside a popover with another transition.
  ///
  /// Only `.coverVertical` is allowed [DOC: `UIModalPresentationStyle.currentContext`:
  /// "Attempting to use a different transition style triggers an exception"]. UIKit's name and
  /// text are not recorded, so these are the model's own.
  static func transitionInsidePopover(_ controller: UIViewController) -> UIKitException {
    invalidArgument(
      "\(controller.messageDescription) uses a context presentation style inside a popover with "
        + "a transition other than coverVertical (model message; UIKit's text is not recorded).")
  }

  /// The assertion `init(style:)` raises for `.unspecified` [RE: decompiled
  /// `UISplitViewController.m`, `handleFailureInMethod:`, which raises
  /// `NSInternalInconsistencyException`].
  static let unspecifiedSplitViewStyle = UIKitException(
    name: "NSInternalInconsistencyException",
    reason: "API misuse. -initWithStyle: may not be used with "
      + "UISplitViewControllerStyleUnspecified")

  /// The exception for a supplementary controller in a double-column split view [RE: decompiled
  /// `-[UISplitViewController setViewController:forColumn:]`, format "Non-nil view controller
  /// not accepted for %@ column in %@ UISplitViewController"; the exception's name and the
  /// column and style descriptions are INF].
  static let supplementaryInDoubleColumn = invalidArgument(
    "Non-nil view controller not accepted for UISplitViewControllerColumnSupplementary column "
      + "in UISplitViewControllerStyleDoubleColumn UISplitViewController")

  static let popoverWithoutAnchor = UIKitException(
    name: "NSGenericException",
    reason: "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a "
      + "non-nil sourceView or barButtonItem set before the presentation occurs.")
}
