/// The model's bookkeeping for one view controller: how it was presented, where it is a root,
/// the presentation controllers made for it and the appearance changes in flight, held apart
/// from ``UIViewController``'s own state.
///
/// A controller owns one, as `controller.engine`; nothing here is UIKit's spelling, so an
/// app's subclass can name its own members (an `identifier`, a `presentation`) freely.
@MainActor
package final class ControllerEngineState {
  /// The identifier tests give the controller; captures show it as `#identifier`.
  package var identifier: String?
  /// The class name captures show instead of the runtime class's, for the classes SwiftUI
  /// embeds under names of its own (`SwiftUI.UIKitNavigationController`).
  package var typeNameOverride: String?
  /// The controller this one presented itself.
  package var ownPresented: UIViewController?
  /// The style `.automatic` means for this controller, for the system controllers UIKit gives a
  /// style of their own (`SFSafariViewController`); `nil`: the profile's default.
  package var automaticPresentationStyle: UIModalPresentationStyle?
  /// How this controller was presented, while it is.
  var presentation: Presentation?
  /// The window whose root this controller is.
  weak var windowOfRoot: UIWindow?
  /// The app the controller was in before it left the controller tree (popped, removed from its
  /// parent, dismissed), so a later `present` can still print UIKit's warning (§7 S14).
  weak var formerApplication: UIApplication?
  /// Whether a dismissal of this controller is running, for `isBeingDismissed`.
  var dismissalInProgress = false
  /// Whether the controller joined a parent since it last appeared, for `isMovingToParent`.
  var joinedParentSinceAppearing = false
  /// Whether the controller had a parent when it last appeared, for `isMovingFromParent`.
  var hadParentWhenAppearing = false
  /// The move to or from a parent its appearance callbacks being sent report.
  var parentMove: ParentMove?
  /// The appearance change `beginAppearanceTransition(_:animated:)` began: `true` appearing.
  var manualAppearance: Bool?
  /// Whether that change animates.
  var manualAppearanceAnimated = false
  /// The popover presentation controller made for the controller, if any.
  var popoverController: UIPopoverPresentationController?
  /// The sheet presentation controller made for the controller, if any.
  var sheetController: UISheetPresentationController?
  /// The plain presentation controller made for the controller, if any.
  var plainPresentationController: UIPresentationController?
  /// The transitioning delegate's presentation controller, if it made one.
  var customPresentationController: UIPresentationController?

  /// Creates empty bookkeeping.
  init() {}
}

/// A controller's move to or from a parent, as its appearance callbacks report it.
enum ParentMove {
  /// It appears because it was added to a parent (a push, a new child).
  case toParent
  /// It disappears because it was removed from its parent (a pop).
  case fromParent
}
