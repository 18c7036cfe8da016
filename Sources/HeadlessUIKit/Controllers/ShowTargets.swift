import PresentationHierarchy

/// Where `show(_:sender:)` and `showDetailViewController(_:sender:)` put a controller: the
/// engine behind UIKit's default implementations, which look up the controller hierarchy for a
/// controller that overrides the method and otherwise present modally from the window's root
/// controller [DOC: `uikit/uiviewcontroller/show(_:sender:)`,
/// `uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)`].
///
/// Without an Objective-C runtime the model can't ask which classes override the methods
/// (`targetViewController(forAction:sender:)`), so the look-up knows UIKit's own: a navigation
/// controller handles `show`, a split view controller both. An app's container that overrides
/// either method is found only when the method is called on it directly.
@MainActor
enum ShowTargets {
  /// Which of the two methods is asking.
  enum Kind {
    /// `show(_:sender:)`: a primary context.
    case primary
    /// `showDetailViewController(_:sender:)`: a secondary context.
    case detail
  }

  /// Shows a controller on behalf of another, as UIKit's default implementations do.
  static func show(_ controller: UIViewController, from start: UIViewController, as kind: Kind) {
    var current = start.parent
    while let ancestor = current {
      if ancestor is UISplitViewController
        || (kind == .primary && ancestor is UINavigationController)
      {
        switch kind {
        case .primary: ancestor.show(controller, sender: start)
        case .detail: ancestor.showDetailViewController(controller, sender: start)
        }
        return
      }
      current = ancestor.parent
    }
    guard let root = start.viewIfLoaded?.window?.rootViewController else {
      ModelIssues.report(
        "\(start.messageDescription) was asked to show \(controller.messageDescription), but it "
          + "is in no window, so there is no root view controller to present it from (UIKit's "
          + "default); show it from a controller whose view is in a window.")
      return
    }
    root.present(controller, animated: true)
  }
}
