// Styles of lists, pickers, toggles, labels, text fields, progress views, navigation views
// and tab views, as SwiftUI's: exact declarations, inert for layering. A style set with its
// modifier is kept by nothing, and a custom style's `makeBody(configuration:)` is never
// called [INF].

// MARK: - Lists

/// The appearance of a list, as SwiftUI's `ListStyle`; inert.
public protocol ListStyle {}

/// The platform's default list style, as SwiftUI's `DefaultListStyle`; inert.
public struct DefaultListStyle: ListStyle {
  /// Creates the default list style.
  public init() {}
}

/// A plain list style, as SwiftUI's `PlainListStyle`; inert.
public struct PlainListStyle: ListStyle {
  /// Creates a plain list style.
  public init() {}
}

/// A grouped list style, as SwiftUI's `GroupedListStyle`; inert.
public struct GroupedListStyle: ListStyle {
  /// Creates a grouped list style.
  public init() {}
}

/// An inset, grouped list style, as SwiftUI's `InsetGroupedListStyle`; inert.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates an inset grouped list style.
  public init() {}
}

/// An inset list style, as SwiftUI's `InsetListStyle`; inert.
public struct InsetListStyle: ListStyle {
  /// Creates an inset list style.
  public init() {}
}

/// A sidebar list style, as SwiftUI's `SidebarListStyle`; inert.
public struct SidebarListStyle: ListStyle {
  /// Creates a sidebar list style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's default list style; inert.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// A plain list style; inert.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// A grouped list style; inert.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// An inset, grouped list style; inert.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// An inset list style; inert.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar list style; inert.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

// MARK: - Pickers

/// The appearance of a picker, as SwiftUI's `PickerStyle`; inert.
public protocol PickerStyle {}

/// The platform's default picker style, as SwiftUI's `DefaultPickerStyle`; inert.
public struct DefaultPickerStyle: PickerStyle {
  /// Creates the default picker style.
  public init() {}
}

/// A picker shown as a menu, as SwiftUI's `MenuPickerStyle`; inert.
public struct MenuPickerStyle: PickerStyle {
  /// Creates a menu picker style.
  public init() {}
}

/// A picker shown as a segmented control, as SwiftUI's `SegmentedPickerStyle`; inert.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates a segmented picker style.
  public init() {}
}

/// A picker shown as a wheel, as SwiftUI's `WheelPickerStyle`; inert.
public struct WheelPickerStyle: PickerStyle {
  /// Creates a wheel picker style.
  public init() {}
}

/// A picker whose options are shown inline, as SwiftUI's `InlinePickerStyle`; inert.
public struct InlinePickerStyle: PickerStyle {
  /// Creates an inline picker style.
  public init() {}
}

/// A picker that pushes a list of its options, as SwiftUI's `NavigationLinkPickerStyle`;
/// inert.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates a navigation link picker style.
  public init() {}
}

/// A picker shown as a palette, as SwiftUI's `PalettePickerStyle`; inert.
public struct PalettePickerStyle: PickerStyle {
  /// Creates a palette picker style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default picker style; inert.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A picker shown as a menu; inert.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker shown as a segmented control; inert.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A picker shown as a wheel; inert.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// A picker whose options are shown inline; inert.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A picker that pushes a list of its options; inert.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A picker shown as a palette; inert.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

// MARK: - Toggles

/// The appearance and interaction of a toggle, as SwiftUI's `ToggleStyle`; inert: the model
/// never calls ``makeBody(configuration:)``.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view a toggle's body is.
  associatedtype Body: View

  /// The view that stands for a toggle's body.
  ///
  /// - Parameter configuration: The toggle's properties.
  /// - Returns: The body.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a toggle.
  typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle a ``ToggleStyle`` draws, as SwiftUI's
/// `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
  /// A type-erased toggle label.
  public struct Label: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// The toggle's label.
  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values, some on and some off.
  public var isMixed: Bool
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// The platform's default toggle style, as SwiftUI's `DefaultToggleStyle`; inert.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
  /// Creates the default toggle style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle shown as a switch, as SwiftUI's `SwitchToggleStyle`; inert.
public struct SwitchToggleStyle: ToggleStyle {
  /// Creates a switch toggle style.
  public init() {}

  /// Creates a switch toggle style with a tint; inert.
  ///
  /// - Parameter tint: The tint of the switch's on state.
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  public init(tint: Color) {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A toggle shown as a button, as SwiftUI's `ButtonToggleStyle`; inert.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  /// Creates a button toggle style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default toggle style; inert.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A toggle shown as a switch; inert.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle shown as a button; inert.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

// MARK: - Labels

/// The appearance of a label, as SwiftUI's `LabelStyle`; inert: the model never calls
/// ``makeBody(configuration:)``.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view a label's body is.
  associatedtype Body: View

  /// The view that stands for a label's body.
  ///
  /// - Parameter configuration: The label's properties.
  /// - Returns: The body.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a label.
  typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label a ``LabelStyle`` draws, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
  /// A type-erased label title.
  public struct Title: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// A type-erased label icon.
  public struct Icon: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// The label's title.
  public let title: LabelStyleConfiguration.Title
  /// The label's icon.
  public let icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// The platform's default label style, as SwiftUI's `DefaultLabelStyle`; inert.
nonisolated public struct DefaultLabelStyle: LabelStyle {
  /// Creates the default label style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// A label shown as its icon, as SwiftUI's `IconOnlyLabelStyle`; inert.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates an icon-only label style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// A label shown as its title, as SwiftUI's `TitleOnlyLabelStyle`; inert.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates a title-only label style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A label shown as its icon and title, as SwiftUI's `TitleAndIconLabelStyle`; inert.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates a title-and-icon label style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default label style; inert.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// A label shown as its icon; inert.
  nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// A label shown as its title; inert.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// A label shown as its icon and title; inert.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

// MARK: - Text fields

/// The appearance of a text field, as SwiftUI's `TextFieldStyle`; inert.
public protocol TextFieldStyle {}

/// The platform's default text field style, as SwiftUI's `DefaultTextFieldStyle`; inert.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// Creates the default text field style.
  public init() {}
}

/// A text field with no decoration, as SwiftUI's `PlainTextFieldStyle`; inert.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// Creates a plain text field style.
  public init() {}
}

/// A text field with a rounded border, as SwiftUI's `RoundedBorderTextFieldStyle`; inert.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// Creates a rounded border text field style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default text field style; inert.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field with no decoration; inert.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field with a rounded border; inert.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

// MARK: - Progress views

/// The appearance of a progress view, as SwiftUI's `ProgressViewStyle`; inert: the model
/// never calls ``makeBody(configuration:)``.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view a progress view's body is.
  associatedtype Body: View

  /// The view that stands for a progress view's body.
  ///
  /// - Parameter configuration: The progress view's properties.
  /// - Returns: The body.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a progress view.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view a ``ProgressViewStyle`` draws, as SwiftUI's
/// `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
  /// A type-erased label describing the task.
  public struct Label: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// A type-erased label describing the current value.
  public struct CurrentValueLabel: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// The fraction of the task done, from 0 to 1, or `nil` when indeterminate.
  public let fractionCompleted: Double?
  /// The label describing the task, if any.
  public var label: ProgressViewStyleConfiguration.Label?
  /// The label describing the current value, if any.
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// The platform's default progress view style, as SwiftUI's `DefaultProgressViewStyle`;
/// inert.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the default progress view style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A progress view shown as a spinner or ring, as SwiftUI's `CircularProgressViewStyle`;
/// inert.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  /// Creates a circular progress view style.
  public init() {}

  /// Creates a circular progress view style with a tint; inert.
  ///
  /// - Parameter tint: The tint.
  @available(
    iOS, introduced: 14.0, deprecated: 100000.0,
    message: "Use ``View/tint(_)`` instead."
  )
  public init(tint: Color) {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A progress view shown as a bar, as SwiftUI's `LinearProgressViewStyle`; inert.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  /// Creates a linear progress view style.
  public init() {}

  /// Creates a linear progress view style with a tint; inert.
  ///
  /// - Parameter tint: The tint.
  @available(
    iOS, introduced: 14.0, deprecated: 100000.0,
    message: "Use ``View/tint(_)`` instead."
  )
  public init(tint: Color) {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's default progress view style; inert.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A progress view shown as a spinner or ring; inert.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A progress view shown as a bar; inert.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

// MARK: - Navigation views

/// The appearance of a navigation view, as SwiftUI's `NavigationViewStyle`; inert.
public protocol NavigationViewStyle {}

/// The platform's default navigation view style, as SwiftUI's `DefaultNavigationViewStyle`;
/// inert.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates the default navigation view style.
  public init() {}
}

/// A navigation view shown as one stack, as SwiftUI's `StackNavigationViewStyle`; inert.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates a stack navigation view style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's default navigation view style; inert.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A navigation view shown as one stack; inert.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

// MARK: - Tab views

/// The appearance of a tab view, as SwiftUI's `TabViewStyle`; inert.
///
/// Main-actor, as SwiftUI's is; the built-in styles below are nonisolated, as SwiftUI's are.
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// The platform's default tab view style, as SwiftUI's `DefaultTabViewStyle`; inert.
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the default tab view style.
  public init() {}
}

/// A tab view shown as pages swiped sideways, as SwiftUI's `PageTabViewStyle`; inert: the
/// model keeps the tab bar and its layout.
nonisolated public struct PageTabViewStyle: TabViewStyle {
  /// When the page index is shown, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
  public struct IndexDisplayMode: Sendable {
    let name: String

    /// Shown when there are several pages.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always shown.
    public static let always = IndexDisplayMode(name: "always")
    /// Never shown.
    public static let never = IndexDisplayMode(name: "never")
  }

  /// Creates a page tab view style.
  ///
  /// - Parameter indexDisplayMode: When the page index is shown.
  public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's default tab view style; inert.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// A tab view shown as pages; inert.
  ///
  /// Main-actor, as SwiftUI's is (and as the protocol's extensions are).
  @MainActor public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// A tab view shown as pages, with a page index; inert.
  ///
  /// Main-actor, as SwiftUI's is.
  ///
  /// - Parameter indexDisplayMode: When the page index is shown.
  /// - Returns: The style.
  @MainActor public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

// MARK: - Index views

/// The appearance of page index views, as SwiftUI's `IndexViewStyle`; inert.
///
/// A page index is the row of dots under a paged tab view. Nonisolated, as SwiftUI's is.
public protocol IndexViewStyle {}

/// A page index view over its content, as SwiftUI's `PageIndexViewStyle`; inert: the model
/// draws no page index.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the index's background is shown, as SwiftUI's
  /// `PageIndexViewStyle.BackgroundDisplayMode`.
  public struct BackgroundDisplayMode: Sendable {
    let name: String

    /// The platform's default.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Always shown.
    public static let always = BackgroundDisplayMode(name: "always")
    /// Shown while the index is interacted with.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Never shown.
    public static let never = BackgroundDisplayMode(name: "never")
  }

  /// Creates a page index view style.
  ///
  /// - Parameter backgroundDisplayMode: When the index's background is shown.
  public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// A page index view over its content; inert.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// A page index view over its content, with a background display mode; inert.
  ///
  /// - Parameter backgroundDisplayMode: When the index's background is shown.
  /// - Returns: The style.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

// MARK: - Modifiers

extension View {
  /// Sets the style of lists inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self }

  /// Sets the style of pickers inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }

  /// Sets the style of toggles inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }

  /// Sets the style of labels inside; inert: labels render as without it.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }

  /// Sets the style of text fields inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }

  /// Sets the style of progress views inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }

  /// Sets the style of navigation views inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    self
  }

  /// Sets the style of tab views inside; inert: tab views keep their tab bar.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }

  /// Sets the style of page index views inside; inert: the model draws no page index.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
