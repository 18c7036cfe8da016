/// A control that toggles between on and off, as SwiftUI's `Toggle`.
///
/// One leaf, captured as `Toggle`: as wide as it is offered (its label, the default spacing
/// and a switch, when unspecified) and 31 points high, a `UISwitch`'s height [DOC:
/// `uikit/uiswitch`, 51 × 31 points]. A tap anywhere on it flips its binding (the model's
/// simplification: on a device only the switch takes the tap [INF]); `tap(_:)` finds it by its
/// identifier or its label's text.
public struct Toggle<Label: View>: View {
  /// The switch's size [DOC: `uikit/uiswitch`].
  static var switchSize: Size { Size(width: 51, height: 31) }

  let isOn: Binding<Bool>
  let label: Label

  /// Creates a toggle with a label.
  ///
  /// - Parameters:
  ///   - isOn: Whether the toggle is on.
  ///   - label: The label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - isOn: Whether the toggle is on.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }

  /// Creates a toggle with a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - isOn: Whether the toggle is on.
  public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(title.text, isOn: isOn)
  }
}

extension Toggle where Label == HeadlessSwiftUI.Label<Text, Image> {
  /// Creates a toggle whose label is a title and an SF Symbol, as `Label(_:systemImage:)`.
  ///
  /// - Parameters:
  ///   - title: The label's title.
  ///   - systemImage: The SF Symbol's name.
  ///   - isOn: Whether the toggle is on.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
  }

  /// Creates a toggle whose label is a title and an SF Symbol, from a localized key (what a
  /// string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The label's title.
  ///   - systemImage: The SF Symbol's name.
  ///   - isOn: Whether the toggle is on.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(titleKey.text, systemImage: systemImage, isOn: isOn)
  }
}

extension Toggle: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let text = context.labelText(label)
    let node = context.controlNode(
      "Toggle", text: text,
      width: .fill(ideal: estimatedWidth(text) + ViewNode.defaultSpacing + Self.switchSize.width),
      height: .fixed(Self.switchSize.height))
    let isOn = isOn
    node.action = { isOn.wrappedValue.toggle() }
    return [node]
  }
}
