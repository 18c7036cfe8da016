// Styles of control groups, group boxes and forms, as SwiftUI's: exact declarations, inert for
// layering. A style set with its modifier is kept by nothing: control groups keep their row,
// group boxes their box and forms their list layout [INF]. The protocols declare no
// `makeBody(configuration:)` requirement, since the model never calls one (a known gap for
// apps that write their own style).

// MARK: - Control groups

/// The appearance of control groups, as SwiftUI's `ControlGroupStyle`; inert.
@MainActor @preconcurrency
public protocol ControlGroupStyle {}

/// The default control group style, as SwiftUI's `AutomaticControlGroupStyle`; inert.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {}

/// A control group shown as a navigation group, as SwiftUI's `NavigationControlGroupStyle`;
/// inert.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// Creates a navigation control group style.
  public init() {}
}

/// A control group shown as a menu, as SwiftUI's `MenuControlGroupStyle`; inert.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
  /// Creates a menu control group style.
  public init() {}
}

/// A control group shown as a palette, as SwiftUI's `PaletteControlGroupStyle`; inert.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// Creates a palette control group style.
  public init() {}
}

/// A control group shown as a compact menu, as SwiftUI's `CompactMenuControlGroupStyle`;
/// inert.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// Creates a compact menu control group style.
  public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The default control group style; inert.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// A control group shown as a navigation group; inert.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A control group shown as a menu; inert: the model keeps the row.
  nonisolated public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A control group shown as a palette; inert.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A control group shown as a compact menu; inert: the model keeps the row.
  nonisolated public static var compactMenu: CompactMenuControlGroupStyle {
    CompactMenuControlGroupStyle()
  }
}

// MARK: - Group boxes

/// The appearance of group boxes, as SwiftUI's `GroupBoxStyle`; inert.
@MainActor @preconcurrency
public protocol GroupBoxStyle {}

/// The default group box style, as SwiftUI's `DefaultGroupBoxStyle`; inert.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// Creates the default group box style.
  public init() {}
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default group box style; inert.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

// MARK: - Forms

/// The appearance of forms, as SwiftUI's `FormStyle`; inert.
@MainActor @preconcurrency
public protocol FormStyle {}

/// The default form style, as SwiftUI's `AutomaticFormStyle`; inert.
nonisolated public struct AutomaticFormStyle: FormStyle {
  /// Creates the default form style.
  public init() {}
}

/// A form with grouped rows, as SwiftUI's `GroupedFormStyle`; inert.
nonisolated public struct GroupedFormStyle: FormStyle {
  /// Creates a grouped form style.
  public init() {}
}

/// A form of label and value columns, as SwiftUI's `ColumnsFormStyle`; inert.
nonisolated public struct ColumnsFormStyle: FormStyle {
  /// Creates a columns form style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default form style; inert.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// A form with grouped rows; inert: forms lay out as the model's lists do.
  nonisolated public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// A form of label and value columns; inert.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

// MARK: - Modifiers

extension View {
  /// Sets the style of control groups inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    self
  }

  /// Sets the style of group boxes inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }

  /// Sets the style of forms inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
