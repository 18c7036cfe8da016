public import HeadlessUIKit

/// The root of S2: `Tab[ Nav1[ A ], Nav2[ B ] ]` with tab 0 selected.
@MainActor
public struct TabsOfNavigations {
  /// The first tab's root.
  public let a = UIViewController(identifier: "A")
  /// The second tab's root.
  public let b = UIViewController(identifier: "B")
  /// The first tab.
  public let nav1: UINavigationController
  /// The second tab.
  public let nav2: UINavigationController
  /// The tab bar controller.
  public let tab: UITabBarController

  /// Builds the controllers.
  public init() {
    nav1 = UINavigationController(rootViewController: a, identifier: "nav1")
    nav2 = UINavigationController(rootViewController: b, identifier: "nav2")
    tab = UITabBarController(viewControllers: [nav1, nav2], identifier: "tab")
  }

  /// The tab bar view, identified `tabBar` so queries can find it.
  public var tabBar: UIView? {
    var pending: [UIView] = [tab.view]
    while let view = pending.popLast() {
      if view.engine.typeName == "UITabBar" {
        view.accessibilityIdentifier = "tabBar"
        return view
      }
      pending.append(contentsOf: view.subviews)
    }
    return nil
  }
}
