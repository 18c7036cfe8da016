/// A box around a group of views with an optional label, as SwiftUI's `GroupBox`.
///
/// Laid out as its label above its content, leading-aligned, 8 points apart and inset 16
/// points on every side [INF: SwiftUI documents no metrics; the standard spacing and padding];
/// the box takes its content's size, not the width it is offered [INF]. Captured as
/// `GroupBox`, opaque, since it paints a filled rounded box behind its content [INF: the corners
/// are ignored, as for ``RoundedRectangle``]. Its label and content take the touches their views
/// take. Styles set with `groupBoxStyle(_:)` are inert.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates a group box with a label.
  ///
  /// - Parameters:
  ///   - content: The views inside the box.
  ///   - label: The label above them.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// Creates a group box with a label view; deprecated [DOC: its page's availability ends].
  ///
  /// - Parameters:
  ///   - label: The label above the content.
  ///   - content: The views inside the box.
  @available(iOS, introduced: 14.0, deprecated: 100000.0)
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content) { label }
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension GroupBox where Label == EmptyView {
  /// Creates a group box without a label.
  ///
  /// - Parameter content: The views inside the box.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// Creates a group box whose label is a title, from a localized key (what a string literal
  /// passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title above the content.
  ///   - content: The views inside the box.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey.text) }
  }

  /// Creates a group box whose label is a title.
  ///
  /// - Parameters:
  ///   - title: The title above the content.
  ///   - content: The views inside the box.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox: PrimitiveView {
  /// The space between the label and the content [INF].
  static var spacing: Double { ViewNode.defaultSpacing }
  /// The inset of the label and content from the box's edges [INF].
  static var inset: Double { 16 }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(GroupBoxKind(), path: context.path)
    let boxed = VStack(alignment: .leading, spacing: Self.spacing) {
      label
      content
    }
    .padding(Self.inset)
    node.children = context.child("box").resolve(boxed)
    return [node]
  }
}

/// A group box's node: opaque, the size of its padded stack.
struct GroupBoxKind: NodeKind {
  var typeName: String { "GroupBox" }
  var rendering: NodeRendering { .contentView(isOpaque: true) }
}
