/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
///
/// On iPhone the model puts leading placements (`navigationBarLeading`, `topBarLeading`,
/// `cancellationAction`, `navigation`) at the navigation bar's leading edge and the trailing
/// ones (`automatic`, `primaryAction`, `confirmationAction`, `destructiveAction`,
/// `secondaryAction`, `navigationBarTrailing`, `topBarTrailing`) at its trailing edge [DOC: each
/// placement's page; `secondaryAction`'s overflow menu is INF as trailing items]. `bottomBar` and
/// `status` items go to the controller's toolbar items, which the model's hidden toolbar doesn't
/// show; `principal` and `keyboard` are inert.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String

  /// The default placement: trailing in a navigation bar on iOS.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The centre of the bar, in place of the title (inert).
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// A navigation action: leading on iOS.
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// The primary action: trailing on iOS.
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// A secondary action.
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  /// A status item, in the bottom toolbar on iOS.
  public static let status = ToolbarItemPlacement(name: "status")
  /// A modal's confirming action: trailing.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// A modal's cancelling action: leading.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// A modal's destructive action: trailing.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// Above the keyboard (inert).
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  /// The navigation bar's leading edge.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The navigation bar's trailing edge.
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// The navigation bar's leading edge.
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarLeading")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The navigation bar's trailing edge.
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "topBarTrailing")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")

  /// Where the model puts an item of this placement.
  var bar: ToolbarBarSide? {
    switch name {
    case "topBarLeading", "cancellationAction", "navigation": .leading
    case "automatic", "primaryAction", "secondaryAction", "confirmationAction",
      "destructiveAction", "topBarTrailing":
      .trailing
    case "bottomBar", "status": .bottom
    default: nil
    }
  }
}

/// Where a toolbar item lands on iPhone.
enum ToolbarBarSide {
  /// The navigation bar's leading edge.
  case leading
  /// The navigation bar's trailing edge.
  case trailing
  /// The controller's toolbar items.
  case bottom
}
