/// A control that runs an action when tapped, as SwiftUI's `Button`.
///
/// `UIApplication.tap(_:)` finds it by its accessibility identifier and runs
/// the action when the touch reaches it; `UIApplication.tap(at:)` by a point.
public struct Button<Label: View>: View {
  let label: Label
  let action: @MainActor () -> Void
  let role: ButtonRole?

  /// Creates a button with a label.
  ///
  /// - Parameters:
  ///   - action: What a tap runs.
  ///   - label: The label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = action
    role = nil
  }

  /// Creates a button with a role and a label.
  ///
  /// - Parameters:
  ///   - role: The role, such as `.cancel` in an alert.
  ///   - action: What a tap runs.
  ///   - label: The label.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.action = action
    self.role = role
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Button where Label == Text {
  /// Creates a button with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - action: What a tap runs.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button with a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - action: What a tap runs.
  public init(_ title: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(title.text, action: action)
  }

  /// Creates a button with a role and a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - role: The role, such as `.cancel` in an alert.
  ///   - action: What a tap runs.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }

  /// Creates a button with a role and a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - role: The role, such as `.cancel` in an alert.
  ///   - action: What a tap runs.
  public init(
    _ title: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(title.text, role: role, action: action)
  }
}

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
  /// Creates a button whose label is a title and an SF Symbol, as `Label(_:systemImage:)`.
  ///
  /// - Parameters:
  ///   - title: The label's title.
  ///   - systemImage: The SF Symbol's name.
  ///   - action: What a tap runs.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
  }

  /// Creates a button whose label is a title and an SF Symbol, from a localized key (what a
  /// string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The label's title.
  ///   - systemImage: The SF Symbol's name.
  ///   - action: What a tap runs.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey.text, systemImage: systemImage, action: action)
  }

  /// Creates a button with a role whose label is a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - title: The label's title.
  ///   - systemImage: The SF Symbol's name.
  ///   - role: The role, such as `.destructive` in a menu or an alert.
  ///   - action: What a tap runs.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      HeadlessSwiftUI.Label(title, systemImage: systemImage)
    }
  }

  /// Creates a button with a role whose label is a title and an SF Symbol, from a localized
  /// key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The label's title.
  ///   - systemImage: The SF Symbol's name.
  ///   - role: The role, such as `.destructive` in a menu or an alert.
  ///   - action: What a tap runs.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(titleKey.text, systemImage: systemImage, role: role, action: action)
  }
}

extension Button: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(.view("Button"), path: context.path)
    node.children = context.child("label").resolve(label)
    // A disabled button still takes the touch and runs nothing (see `View.disabled(_:)`).
    node.action = context.environment.isEnabled ? action : nil
    node[ButtonRoleKey.self] = role
    return [node]
  }
}

/// A button's purpose, as SwiftUI's `ButtonRole`; in an alert it decides the action's style.
public struct ButtonRole: Hashable, Sendable {
  let name: String

  /// A destructive action.
  public static let destructive = ButtonRole(name: "destructive")
  /// An action that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

/// A button's role, for an alert's actions.
enum ButtonRoleKey: NodeValueKey {
  static var defaultValue: ButtonRole? { nil }
}
