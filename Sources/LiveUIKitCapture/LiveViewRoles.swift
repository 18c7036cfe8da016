import PresentationHierarchy

/// The roles the capture gives UIKit's view classes (UIKit reference §1.2), and which views the
/// presentation detail level folds, matching the headless model's capture.
enum LiveViewRoles {
  /// Presentation chrome: drop shadows, dimming, rounded shadows.
  static let chrome: Set<String> = [
    "UIDropShadowView", "UIDimmingView", "_UIRoundedRectShadowView",
  ]
  /// Container plumbing of navigation and tab controllers.
  static let containers: Set<String> = [
    "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView",
    "_UITabBarContainerWrapperView", "_UITabBarContainerView", "FloatingBarContainerView",
  ]

  /// Returns the role of a view that no controller owns, from its cleaned class name.
  ///
  /// - Parameters:
  ///   - className: The cleaned class name.
  ///   - isWindow: Whether the view is a window.
  ///   - isInsideHostingView: Whether the nearest ancestor that is a hosting view or a
  ///     controller's view is a hosting view: such views are SwiftUI's.
  /// - Returns: The role.
  static func role(of className: String, isWindow: Bool, isInsideHostingView: Bool) -> Role {
    if isWindow { return .window }
    if className == "UITransitionView" { return .transition }
    if chrome.contains(className) { return .chrome }
    if containers.contains(className) || isPlatformViewHost(className) { return .container }
    if isHostingView(className) { return .hosting }
    return isInsideHostingView ? .content : .view
  }

  /// Whether a class is SwiftUI's hosting view, `_UIHostingView<…>`.
  static func isHostingView(_ className: String) -> Bool {
    className.hasPrefix("_UIHostingView")
  }

  /// Whether a class is the host of a UIKit view or controller inside SwiftUI.
  static func isPlatformViewHost(_ className: String) -> Bool {
    className.hasPrefix("PlatformViewHost") || className.hasPrefix("UIKitPlatformViewHost")
  }

  /// Whether a class is one of a card sheet's unnamed clipping views: a plain `UIView` right
  /// under a `UIDropShadowView`, or under such a view (UIKit reference §3.1).
  static func isCardPlumbing(_ className: String, parentClassName: String?, parentIsPlumbing: Bool)
    -> Bool
  {
    className == "UIView" && (parentClassName == "UIDropShadowView" || parentIsPlumbing)
  }

  /// Whether the presentation detail level folds a view away.
  ///
  /// A view a controller owns or a test identifies is never folded. A dimming view stays: it
  /// takes the touches around a sheet or an alert (§3.1, §4.5).
  static func isFolded(
    role: Role, className: String, isOwned: Bool, isIdentified: Bool,
    isCardPlumbing: Bool
  ) -> Bool {
    guard !isOwned, !isIdentified, className != "UIDimmingView" else { return false }
    return role == .chrome || role == .container || isCardPlumbing
  }

  /// Whether a view is the `_UIHostingView<X>` of a controller named `…<X>`, which says nothing
  /// new (§5.1).
  static func isHostingView(_ viewClass: String, of controllerClass: String) -> Bool {
    guard viewClass.hasPrefix("_UIHostingView<"), let open = controllerClass.firstIndex(of: "<")
    else { return false }
    return viewClass.dropFirst("_UIHostingView".count) == controllerClass[open...]
  }
}
