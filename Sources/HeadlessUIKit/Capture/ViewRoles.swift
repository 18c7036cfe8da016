import PresentationHierarchy

/// The roles captures give the model's views, from the table the live capture shares
/// (`ViewClassRoles`, UIKit reference §1.2).
@MainActor
enum ViewRoles {
  static func role(of view: UIView) -> Role {
    if let role = view.engine.captureRole { return role }
    if view is UIWindow { return .window }
    return ViewClassRoles.role(ofClassNamed: view.engine.typeName) ?? .view
  }

  /// Whether the presentation detail level folds the view away.
  static func isFolded(_ view: UIView) -> Bool {
    ViewClassRoles.isFolded(
      role: role(of: view), className: view.engine.typeName,
      isOwned: view.engine.owningViewController != nil,
      isIdentified: view.accessibilityIdentifier != nil,
      isCardPlumbing: view.engine.isPlumbing)
  }
}
