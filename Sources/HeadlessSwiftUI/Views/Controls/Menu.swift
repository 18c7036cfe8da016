import PresentationHierarchy

/// A control that presents a menu of actions, as SwiftUI's `Menu`.
///
/// Modelled as a control of its label: captures show it (as `Menu`) around its label, and a
/// tap lands on it and runs its primary action, if it has one. The menu a tap opens is a
/// presentation the model leaves out: its items are never made or shown, and a tap on a
/// `Menu` without a primary action runs nothing (a known gap).
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let primaryAction: (() -> Void)?

  /// Creates a menu with a custom label.
  ///
  /// - Parameters:
  ///   - content: The menu's items (not shown).
  ///   - label: The view the menu shows.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    _ = content()
    self.label = label()
    primaryAction = nil
  }

  /// Creates a menu with a custom primary action and custom label.
  ///
  /// - Parameters:
  ///   - content: The menu's items (not shown).
  ///   - label: The view the menu shows.
  ///   - primaryAction: What a tap on the menu runs.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    _ = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Menu where Label == Text {
  /// Creates a menu whose label is a title.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - content: The menu's items (not shown).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a menu whose label is a title, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - content: The menu's items (not shown).
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title.text, content: content)
  }

  /// Creates a menu with a custom primary action whose label is a title.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - content: The menu's items (not shown).
  ///   - primaryAction: What a tap on the menu runs.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }

  /// Creates a menu with a custom primary action whose label is a title, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - content: The menu's items (not shown).
  ///   - primaryAction: What a tap on the menu runs.
  public init(
    _ title: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(title.text, content: content, primaryAction: primaryAction)
  }
}

extension Menu where Label == HeadlessSwiftUI.Label<Text, Image> {
  /// Creates a menu whose label is a title and an SF Symbol, as `Label(_:systemImage:)`.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - systemImage: The SF Symbol's name.
  ///   - content: The menu's items (not shown).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
  }

  /// Creates a menu whose label is a title and an SF Symbol, from a localized key (what a
  /// string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The menu's title.
  ///   - systemImage: The SF Symbol's name.
  ///   - content: The menu's items (not shown).
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey.text, systemImage: systemImage, content: content)
  }
}

extension Menu: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(.view("Menu"), path: context.path)
    node.children = context.child("label").resolve(label)
    if context.environment.isEnabled, let primaryAction {
      node.action = { primaryAction() }
    }
    return [node]
  }
}
