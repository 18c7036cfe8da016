/// Where the model learns that the traits views see changed: an app's or controller's
/// `overrideUserInterfaceStyle` was set.
///
/// This is the hook the controller callbacks hang from: `traitCollectionDidChange(_:)` on the
/// views and controllers under the changed view belongs here (not yet called: a known gap).
@MainActor
enum TraitChangeHooks {
  /// Called after a view's (or its controller's) traits override changed; its subtree's
  /// ``UIView/traitCollection`` now answers with the new style.
  static func traitsDidChange(under view: UIView) {
    view.setNeedsLayout()
  }
}
