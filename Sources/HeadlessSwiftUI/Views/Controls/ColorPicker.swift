public import HeadlessUIKit

/// A control that shows a color and opens the system color picker, as SwiftUI's `ColorPicker`.
///
/// One leaf, captured as `ColorPicker`, a row-like control as `Toggle` is: as wide as it is
/// offered (its label, the default spacing and the 28-point color well, when unspecified) and
/// 28 points high [INF: the size of the color well `UIColorWell` shows in a row]. Opening the
/// system picker and choosing a color are not modelled: the selection is never written.
public struct ColorPicker<Label: View>: View {
  /// The color well's side [INF].
  static var wellSide: Double { 28 }

  let label: Label

  /// Creates a color picker with a label view.
  ///
  /// - Parameters:
  ///   - selection: The selected color; never written by the model.
  ///   - supportsOpacity: Whether the picker lets people change the opacity; inert.
  ///   - label: The label.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// Creates a color picker of a Core Graphics color with a label view.
  ///
  /// - Parameters:
  ///   - selection: The selected color; never written by the model.
  ///   - supportsOpacity: Whether the picker lets people change the opacity; inert.
  ///   - label: The label.
  public init(
    selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ColorPicker where Label == Text {
  /// Creates a color picker with a text label, from a localized key (what a string literal
  /// passes).
  ///
  /// - Parameters:
  ///   - titleKey: The label's text.
  ///   - selection: The selected color; never written by the model.
  ///   - supportsOpacity: Whether the picker lets people change the opacity; inert.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// Creates a color picker with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - selection: The selected color; never written by the model.
  ///   - supportsOpacity: Whether the picker lets people change the opacity; inert.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }

  /// Creates a color picker of a Core Graphics color with a text label, from a localized key
  /// (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The label's text.
  ///   - selection: The selected color; never written by the model.
  ///   - supportsOpacity: Whether the picker lets people change the opacity; inert.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// Creates a color picker of a Core Graphics color with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - selection: The selected color; never written by the model.
  ///   - supportsOpacity: Whether the picker lets people change the opacity; inert.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension ColorPicker: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let text = context.labelText(label)
    return [
      context.controlNode(
        "ColorPicker", text: text,
        width: .fill(ideal: estimatedWidth(text) + ViewNode.defaultSpacing + Self.wellSide),
        height: .fixed(Self.wellSide))
    ]
  }
}
