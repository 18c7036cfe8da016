// Styles of menus, as SwiftUI's: exact declarations, inert for layering. A menu keeps the
// model's button-like label whatever style is set [INF]; the protocol declares no
// `makeBody(configuration:)` requirement, since the model never calls one (a known gap for apps
// that write their own style).

/// A type that applies standard interaction behavior and a custom appearance to all menus
/// within a view hierarchy, as SwiftUI's `MenuStyle`; inert.
@MainActor @preconcurrency
public protocol MenuStyle {}

/// The default menu style, based on the menu's context, as SwiftUI's `DefaultMenuStyle`;
/// inert.
nonisolated public struct DefaultMenuStyle: MenuStyle {
  /// Creates a default menu style.
  public init() {}
}

/// A menu style that displays a button that toggles the display of the menu's contents when
/// pressed, as SwiftUI's `ButtonMenuStyle`; inert.
nonisolated public struct ButtonMenuStyle: MenuStyle {
  /// Creates a button menu style.
  public init() {}
}

/// A menu style that displays a borderless button that toggles the display of the menu's
/// contents when pressed, as SwiftUI's `BorderlessButtonMenuStyle` (deprecated in SDK 27);
/// inert.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
  /// Creates a borderless button menu style.
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default menu style, based on the menu's context; inert.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu style that displays a button that toggles the display of the menu's contents
  /// when pressed; inert.
  nonisolated public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu style that displays a borderless button that toggles the display of the menu's
  /// contents when pressed (deprecated in SDK 27); inert.
  nonisolated public static var borderlessButton: BorderlessButtonMenuStyle {
    BorderlessButtonMenuStyle()
  }
}

extension View {
  /// Sets the style for menus within this view; inert: the model keeps its menu label.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func menuStyle<S>(_ style: S) -> some View where S: MenuStyle {
    self
  }
}

/// The order in which a menu presents its content, as SwiftUI's `MenuOrder`; inert.
public struct MenuOrder: Hashable, Sendable {
  private let name: String

  /// The order the system chooses for the context; inert.
  public static let automatic = MenuOrder(name: "automatic")
  /// Items from top to bottom; inert.
  public static let fixed = MenuOrder(name: "fixed")
  /// The first items closest to where the user interacts; inert.
  public static let priority = MenuOrder(name: "priority")
}

extension View {
  /// Sets the preferred order of items for menus presented from this view; inert: the model
  /// never shows a menu's items.
  ///
  /// - Parameter order: The order.
  /// - Returns: The view, unchanged.
  nonisolated public func menuOrder(_ order: MenuOrder) -> some View {
    self
  }

  /// Sets whether controls within this view show a menu indicator; inert: the model draws no
  /// indicator, and a menu keeps its label's frame.
  ///
  /// - Parameter visibility: The indicator's visibility.
  /// - Returns: The view, unchanged.
  nonisolated public func menuIndicator(_ visibility: Visibility) -> some View {
    self
  }

  /// Tells a menu whether to dismiss after performing an action; inert: the model never shows
  /// a menu's items, so no action in one is performed.
  ///
  /// - Parameter behavior: The dismissal behavior.
  /// - Returns: The view, unchanged.
  nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior)
    -> some View
  {
    self
  }
}

/// Whether a menu dismisses after performing an action, as SwiftUI's
/// `MenuActionDismissBehavior`; inert.
public struct MenuActionDismissBehavior: Equatable, Sendable {
  private let name: String

  /// The behavior appropriate for the context; inert.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Always dismiss the menu after an action; inert.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Never dismiss the menu after an action; inert.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}
