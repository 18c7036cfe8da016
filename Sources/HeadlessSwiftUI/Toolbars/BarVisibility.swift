import HeadlessUIKit

/// A bar SwiftUI manages, as SwiftUI's `ToolbarPlacement`: what `.toolbar(_:for:)` and
/// `.toolbarBackground(_:for:)` name.
public struct ToolbarPlacement {
  let bar: Bar

  enum Bar: Hashable {
    case automatic, bottomBar, navigationBar, tabBar
  }

  /// The primary toolbar: on iOS, the navigation bar.
  public static var automatic: ToolbarPlacement { ToolbarPlacement(bar: .automatic) }
  /// The bottom toolbar.
  public static var bottomBar: ToolbarPlacement { ToolbarPlacement(bar: .bottomBar) }
  /// The navigation bar.
  public static var navigationBar: ToolbarPlacement { ToolbarPlacement(bar: .navigationBar) }
  /// The tab bar.
  public static var tabBar: ToolbarPlacement { ToolbarPlacement(bar: .tabBar) }
}

/// What kind of toolbar a screen has, as SwiftUI's `ToolbarRole`; inert.
public struct ToolbarRole: Sendable {
  private let name: String

  /// The system's default.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A navigation stack's toolbar.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser's toolbar.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's toolbar.
  public static let editor = ToolbarRole(name: "editor")
}

extension View {
  /// Shows or hides bars while this screen is the one shown: its navigation controller's
  /// navigation bar, its tab bar controller's tab bar.
  ///
  /// Modelled: a hidden bar is hidden in UIKit (`isNavigationBarHidden`, the tab bar's
  /// `isHidden`), so it takes no taps, covers nothing and leaves the screen's safe area; a
  /// screen of a `NavigationStack` or `TabView` that doesn't say shows the bar [DOC:
  /// `swiftui/view/toolbar(_:for:)`]. `.bottomBar` is inert: the model places no toolbar.
  ///
  /// - Parameters:
  ///   - visibility: Whether the bars show; `.automatic` is the default, shown.
  ///   - bars: The bars; `.automatic` is the navigation bar.
  /// - Returns: The modified view.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    barVisibility(visibility, for: bars)
  }

  /// Shows or hides bars while this screen is the one shown; iOS 18's name for
  /// `toolbar(_:for:)`, modelled as it is.
  ///
  /// - Parameters:
  ///   - visibility: Whether the bars show.
  ///   - bars: The bars.
  /// - Returns: The modified view.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    barVisibility(visibility, for: bars)
  }

  /// Hides or shows the navigation bar while this screen is shown; deprecated for
  /// `toolbar(_:for:)`, modelled as it is.
  ///
  /// - Parameter hidden: Whether the bar is hidden.
  /// - Returns: The modified view.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    barVisibility(hidden ? .hidden : .visible, for: [.navigationBar])
  }

  /// Sets bars' background style; inert.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - bars: The bars.
  /// - Returns: The view, unchanged.
  nonisolated public func toolbarBackground<S: ShapeStyle>(
    _ style: S, for bars: ToolbarPlacement...
  )
    -> some View
  {
    self
  }

  /// Shows or hides bars' backgrounds; inert.
  ///
  /// - Parameters:
  ///   - visibility: Whether the backgrounds show.
  ///   - bars: The bars.
  /// - Returns: The view, unchanged.
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    self
  }

  /// Shows or hides bars' backgrounds; iOS 18's name for `toolbarBackground(_:for:)`, inert.
  ///
  /// - Parameters:
  ///   - visibility: Whether the backgrounds show.
  ///   - bars: The bars.
  /// - Returns: The view, unchanged.
  nonisolated public func toolbarBackgroundVisibility(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  ) -> some View {
    self
  }

  /// Sets bars' color scheme; inert.
  ///
  /// - Parameters:
  ///   - colorScheme: The scheme, or `nil` for the default.
  ///   - bars: The bars.
  /// - Returns: The view, unchanged.
  nonisolated public func toolbarColorScheme(
    _ colorScheme: ColorScheme?, for bars: ToolbarPlacement...
  )
    -> some View
  {
    self
  }

  /// Sets the toolbar's role; inert.
  ///
  /// - Parameter role: The role.
  /// - Returns: The view, unchanged.
  nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View {
    self
  }

  private func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement])
    -> some View
  {
    modified(
      .outer { node in
        // No bars named means the automatic placement [DOC: `swiftui/toolbarplacement/automatic`].
        for placement in bars.isEmpty ? [.automatic] : bars {
          let bar = placement.bar == .automatic ? .navigationBar : placement.bar
          node[BarVisibilityKey.self][bar] = visibility
        }
      })
  }
}

/// The bar visibilities a node's modifiers declared.
enum BarVisibilityKey: NodeValueKey {
  static var defaultValue: [ToolbarPlacement.Bar: Visibility] { [:] }
}

/// Lowers a screen's bar visibilities onto the UIKit bars around it while it is the screen
/// shown, as SwiftUI's hosting controllers do [DOC: `swiftui/view/toolbar(_:for:)`]: the screen
/// shown is a hosting controller that embeds no navigation, tab or split container; a bar it
/// doesn't name takes what the nearest hosting controller around it declared [INF: the
/// visibility is a preference read from the visible screen, outer views' values included].
@MainActor
enum BarVisibilityLowering {
  /// Hides or shows the navigation and tab bars around a hosting controller.
  ///
  /// - Parameter controller: The hosting controller, just rendered.
  /// - Returns: Whether a bar changed, so the safe area did and the views need laying out.
  static func apply(to controller: any HostingControllerProtocol) -> Bool {
    guard controller.view.window != nil, !embedsContainer(controller) else { return false }
    let visibility = declared(around: controller)
    var changed = false
    if let navigation = controller.navigationController,
      navigation.topViewController === controller,
      let hidden = hidden(
        visibility[.navigationBar], owned: navigation is UIKitNavigationController),
      navigation.isNavigationBarHidden != hidden
    {
      navigation.setNavigationBarHidden(hidden, animated: false)
      changed = true
    }
    if let tabs = controller.tabBarController, isShown(controller, in: tabs),
      let hidden = hidden(visibility[.tabBar], owned: tabs is UIKitTabBarController),
      tabs.tabBar.isHidden != hidden
    {
      tabs.tabBar.isHidden = hidden
      changed = true
    }
    return changed
  }

  /// What a hosting controller and the hosting controllers around it declared, the innermost
  /// first for each bar.
  private static func declared(around controller: any HostingControllerProtocol)
    -> [ToolbarPlacement.Bar: Visibility]
  {
    var visibility = controller.hostingEngine.declaredBarVisibility
    var ancestor = controller.parent
    while let current = ancestor {
      if let host = current as? any HostingControllerProtocol {
        visibility.merge(host.hostingEngine.declaredBarVisibility) { inner, _ in inner }
      }
      ancestor = current.parent
    }
    return visibility
  }

  /// Whether a hosting controller holds a container of screens, so a screen inside it decides.
  private static func embedsContainer(_ controller: UIViewController) -> Bool {
    controller.children.contains {
      $0 is UINavigationController || $0 is UITabBarController || $0 is UISplitViewController
    }
  }

  /// Whether a bar is to be hidden, or `nil` to leave it: a screen that doesn't say shows the
  /// bars of SwiftUI's own containers and leaves an app's UIKit containers' bars alone.
  private static func hidden(_ visibility: Visibility?, owned: Bool) -> Bool? {
    switch visibility {
    case .hidden: true
    case .visible: false
    case .automatic, nil: owned ? false : nil
    }
  }

  /// Whether a controller is in the tab bar controller's selected tab, on top of its stack.
  private static func isShown(_ controller: UIViewController, in tabs: UITabBarController) -> Bool {
    var current: UIViewController? = controller
    while let child = current, child.parent !== tabs {
      if let navigation = child.parent as? UINavigationController,
        navigation.topViewController !== child
      {
        return false
      }
      current = child.parent
    }
    return current != nil && current === tabs.selectedViewController
  }
}
