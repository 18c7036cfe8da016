/// The roles captures give UIKit's view classes, and which views the presentation detail level
/// folds away (UIKit reference §1.2, §2.3, §3.1).
///
/// The headless capture (`HeadlessUIKit`) and the live capture (`LiveUIKitCapture`) both read
/// this one table, so a headless snapshot and a device snapshot of the same screen name the
/// same roles and fold the same plumbing.
package enum ViewClassRoles {
  /// Presentation chrome: drop shadows, dimming, rounded shadows (§3.1 [OBS]).
  package static let chrome: Set<String> = [
    UIKitClassName.dropShadowView, UIKitClassName.dimmingView, UIKitClassName.roundedRectShadowView,
  ]
  /// Container plumbing of navigation, tab and split view controllers (§2.3 [OBS]).
  package static let containers: Set<String> = [
    "UILayoutContainerView", UIKitClassName.navigationTransitionView,
    UIKitClassName.viewControllerWrapperView,
    UIKitClassName.tabBarContainerWrapperView, "_UITabBarContainerView", "FloatingBarContainerView",
    "_UIPanelControllerContentView",
  ]

  /// UIKit's views that lie over others without taking touches themselves.
  ///
  /// Their subviews take the touches they get; the rest reach what is behind. iOS 26's floating
  /// bar container sits
  /// in front of a navigation controller's content and bar [OBS, §2.3]; that it passes touches
  /// is [INF]: otherwise nothing under it could be tapped.
  package static let passingTouches: Set<String> = ["FloatingBarContainerView"]

  /// Whether a view of a class passes the touches none of its subviews takes.
  ///
  /// - Parameter className: The cleaned class name.
  /// - Returns: Whether the class is in ``passingTouches``.
  package static func passesTouches(_ className: String) -> Bool {
    passingTouches.contains(className)
  }

  /// Returns the role UIKit's class name gives a view no controller owns, or `nil` when the
  /// class says nothing (a plain view, or SwiftUI content).
  ///
  /// - Parameter className: The cleaned class name, such as `UITransitionView`.
  /// - Returns: `transition`, `chrome`, `container` or `hosting`, or `nil`.
  package static func role(ofClassNamed className: String) -> Role? {
    if className == UIKitClassName.transitionView { return .transition }
    if chrome.contains(className) { return .chrome }
    if containers.contains(className) || isPlatformViewHost(className) { return .container }
    if isHostingView(className) { return .hosting }
    return nil
  }

  /// Whether a class is SwiftUI's hosting view, `_UIHostingView<…>` (§5.1 [OBS]).
  ///
  /// - Parameter className: The cleaned class name.
  /// - Returns: Whether the class is a hosting view.
  package static func isHostingView(_ className: String) -> Bool {
    className.hasPrefix("_UIHostingView")
  }

  /// Whether a class hosts a UIKit view or controller inside SwiftUI (§2.4 [OBS]).
  ///
  /// - Parameter className: The cleaned class name.
  /// - Returns: Whether the class is a platform view host.
  package static func isPlatformViewHost(_ className: String) -> Bool {
    className.hasPrefix("PlatformViewHost") || className.hasPrefix("UIKitPlatformViewHost")
  }

  /// Whether a view is one of a card sheet's unnamed clipping views: a plain `UIView` right
  /// under a `UIDropShadowView`, or under such a view (§3.1 [OBS]).
  ///
  /// - Parameters:
  ///   - className: The cleaned class name.
  ///   - parentClassName: The cleaned class name of the superview.
  ///   - parentIsCardPlumbing: Whether the superview is such a clipping view.
  /// - Returns: Whether the view is card plumbing.
  package static func isCardPlumbing(
    _ className: String, parentClassName: String?, parentIsCardPlumbing: Bool
  ) -> Bool {
    className == "UIView"
      && (parentClassName == UIKitClassName.dropShadowView || parentIsCardPlumbing)
  }

  /// Whether the presentation detail level folds a view away.
  ///
  /// A view a controller owns or a test identifies is never folded. A dimming view stays: it
  /// takes the touches around a sheet or an alert (§3.1, §4.5), so hit tests on a recorded
  /// snapshot must see it.
  ///
  /// - Parameters:
  ///   - role: The view's role.
  ///   - className: The cleaned class name.
  ///   - isOwned: Whether a controller owns the view.
  ///   - isIdentified: Whether the view has an accessibility identifier.
  ///   - isCardPlumbing: Whether the view is one of a card sheet's unnamed clipping views.
  /// - Returns: Whether the view is folded into its kept ancestor.
  package static func isFolded(
    role: Role, className: String, isOwned: Bool, isIdentified: Bool, isCardPlumbing: Bool
  ) -> Bool {
    guard !isOwned, !isIdentified, className != UIKitClassName.dimmingView else { return false }
    return role == .chrome || role == .container || isCardPlumbing
  }

  /// Whether a controller's node names its view's class with `view=`: only when the class says
  /// something the controller's name doesn't (§5.1).
  ///
  /// A plain `UIView`, a container's `UILayoutContainerView` and the `_UIHostingView<X>` of a
  /// controller named `…<X>` say nothing new.
  ///
  /// - Parameters:
  ///   - viewClass: The cleaned class name of the controller's view.
  ///   - controllerClass: The cleaned class name of the controller.
  /// - Returns: Whether the node shows `view=`.
  package static func showsViewClass(_ viewClass: String, ofController controllerClass: String)
    -> Bool
  {
    if viewClass == "UIView" || viewClass == "UILayoutContainerView" { return false }
    guard viewClass.hasPrefix("_UIHostingView<"), let open = controllerClass.firstIndex(of: "<")
    else { return true }
    return viewClass.dropFirst("_UIHostingView".count) != controllerClass[open...]
  }
}
