/// Where the model learns that the traits views see changed — an app's view or controller set
/// `overrideUserInterfaceStyle` — and tells the views and controllers under it, as UIKit does
/// with `traitCollectionDidChange(_:)` [DOC: `uikit/uitraitenvironment/traitcollectiondidchange(_:)`,
/// "the system calls this method when the iOS interface environment changes"].
///
/// The other traits come from the app's profile and never change while it runs, so appearance
/// overrides are the one change delivered.
@MainActor
enum TraitChangeHooks {
  /// Called after the appearance override of `view`, or of the controller that owns it,
  /// changed from `oldValue`: lays the view out again and calls `traitCollectionDidChange(_:)`
  /// with the traits before the change on each view and controller of the subtree whose
  /// appearance changed — those without an override of their own below `view` — a controller
  /// before its view and a view before its subviews [INF: UIKit propagates traits from the
  /// window down].
  ///
  /// - Parameters:
  ///   - view: The view whose override changed, or the changed controller's view.
  ///   - oldValue: The override before the change.
  ///   - onController: Whether the override that changed is the controller's.
  static func overrideDidChange(
    under view: UIView, from oldValue: UIUserInterfaceStyle, onController: Bool
  ) {
    view.setNeedsLayout()
    // A view's own override wins over its controller's: a controller's change changes nothing.
    if onController, view.overrideUserInterfaceStyle != .unspecified { return }
    let previousStyle = styleBefore(view, oldValue: oldValue, onController: onController)
    let now = view.traitCollection
    guard previousStyle != now.userInterfaceStyle else { return }
    deliver(now.replacingStyle(previousStyle), to: view, isRoot: true)
  }

  /// The appearance `view`'s subtree had with the override at `oldValue`.
  private static func styleBefore(
    _ view: UIView, oldValue: UIUserInterfaceStyle, onController: Bool
  ) -> UIUserInterfaceStyle {
    if oldValue != .unspecified { return oldValue }
    if !onController, let controller = view.engine.owningViewController,
      controller.overrideUserInterfaceStyle != .unspecified
    {
      return controller.overrideUserInterfaceStyle
    }
    return view.superview?.traitCollection.userInterfaceStyle
      ?? view.inheritedTraitCollection.userInterfaceStyle
  }

  /// Tells `view`'s controller, `view` and its subviews that their traits were `previous`,
  /// stopping at views or controllers with an override of their own.
  private static func deliver(_ previous: UITraitCollection, to view: UIView, isRoot: Bool) {
    let controller = view.engine.owningViewController
    if !isRoot {
      if view.overrideUserInterfaceStyle != .unspecified { return }
      if let controller, controller.overrideUserInterfaceStyle != .unspecified { return }
    }
    controller?.traitCollectionDidChange(previous)
    view.traitCollectionDidChange(previous)
    for subview in view.subviews { deliver(previous, to: subview, isRoot: false) }
  }
}
