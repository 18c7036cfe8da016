import PresentationHierarchy

/// The roles captures give UIKit's view classes (UIKit reference §1.2).
@MainActor
enum ViewRoles {
  /// Presentation chrome: drop shadows, dimming, rounded shadows.
  static let chrome: Set<String> = [
    "UIDropShadowView", "UIDimmingView", "_UIRoundedRectShadowView",
  ]
  /// Container plumbing of navigation, tab and split view controllers and SwiftUI platform hosts.
  static let containers: Set<String> = [
    "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView",
    "_UITabBarContainerWrapperView", "_UITabBarContainerView", "FloatingBarContainerView",
    "_UIPanelControllerContentView",
  ]

  static func role(of view: UIView) -> Role {
    if let role = view.captureRole { return role }
    if view is UIWindow { return .window }
    if view.typeName == "UITransitionView" { return .transition }
    if chrome.contains(view.typeName) { return .chrome }
    if containers.contains(view.typeName) || view.typeName.hasPrefix("PlatformViewHost")
      || view.typeName.hasPrefix("UIKitPlatformViewHost")
    {
      return .container
    }
    if view.typeName.hasPrefix("_UIHostingView") { return .hosting }
    return .view
  }

  /// Whether the presentation detail level folds the view away.
  static func isFolded(_ view: UIView) -> Bool {
    guard view.owningViewController == nil, view.accessibilityIdentifier == nil else {
      return false
    }
    // A dimming view stays: it takes the touches around a sheet or an alert (§3.1, §4.5), so
    // hit tests on a recorded snapshot must see it.
    if view.typeName == "UIDimmingView" { return false }
    let role = role(of: view)
    return role == .chrome || role == .container || view.isPlumbing
  }
}
