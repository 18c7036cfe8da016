import PresentationHierarchy

/// Related controls shown together, as SwiftUI's `ControlGroup`.
///
/// Laid out as a row of its controls [DOC: `swiftui/controlgroupstyle/automatic`: "both
/// platforms use a momentary segmented control style"]: captured as `ControlGroup`, it takes
/// the width it is offered (its widest control's width for each control when offered none) and
/// gives each control an equal segment across its whole height, as a segmented control's
/// segments are [INF]; its height is its tallest control's. Each control is placed in its whole
/// segment, so a `Button` among them takes taps across its segment. The label is not shown: it
/// names the group when it is collapsed into a menu [DOC: `swiftui/controlgroup`], which the
/// model never does. As the only view of a toolbar item, each of its controls becomes a bar
/// button item of its own, side by side. Styles set with `controlGroupStyle(_:)` are inert, so
/// a group styled `.menu` or `.compactMenu` still shows its controls in a row (a known gap).
public struct ControlGroup<Content: View>: View {
  let content: Content

  /// Creates a group of controls.
  ///
  /// - Parameter content: The controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

/// The content of a control group with a label, as SwiftUI's `LabeledControlGroupContent`;
/// you don't create it: ``ControlGroup`` does.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  public var body: Never { primitiveBody(of: Self.self) }
}

extension LabeledControlGroupContent: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    context.child("content").resolve(content)
  }
}

extension ControlGroup {
  /// Creates a group of controls with a label, used when the group is collapsed into a menu.
  ///
  /// - Parameters:
  ///   - content: The controls.
  ///   - label: The view that names the group (not shown).
  public init<C: View, L: View>(
    @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
  ) where Content == LabeledControlGroupContent<C, L> {
    self.init { LabeledControlGroupContent(content: content(), label: label()) }
  }

  /// Creates a group of controls whose label is a title, from a localized key (what a string
  /// literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The group's title (not shown).
  ///   - content: The controls.
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(titleKey.text) }
  }

  /// Creates a group of controls whose label is a title.
  ///
  /// - Parameters:
  ///   - title: The group's title (not shown).
  ///   - content: The controls.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// Creates a group of controls whose label is a title and an SF Symbol, from a localized
  /// key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The group's title (not shown).
  ///   - systemImage: The SF Symbol's name.
  ///   - content: The controls.
  public init<C: View>(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, HeadlessSwiftUI.Label<Text, Image>> {
    self.init(content: content) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a group of controls whose label is a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - title: The group's title (not shown).
  ///   - systemImage: The SF Symbol's name.
  ///   - content: The controls.
  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, HeadlessSwiftUI.Label<Text, Image>> {
    self.init(content: content) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension ControlGroup: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(ControlGroupKind(), path: context.path)
    node.children = context.child("content").resolve(content)
    return [node]
  }
}

/// A control group's node: its controls side by side in equal segments.
struct ControlGroupKind: NodeKind {
  var typeName: String { "ControlGroup" }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    guard !node.children.isEmpty else { return Size(width: 0, height: 0) }
    let count = Double(node.children.count)
    let width =
      proposal.width
      ?? node.children.map { $0.size(for: ProposedSize(width: nil, height: proposal.height)) }
      .map(\.width).max().map { $0 * count } ?? 0
    let segment = ProposedSize(width: width / count, height: proposal.height)
    let height = node.children.map { $0.size(for: segment).height }.max() ?? 0
    return Size(width: width, height: height)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    guard !node.children.isEmpty else { return }
    let segment = rect.width / Double(node.children.count)
    for (index, child) in node.children.enumerated() {
      child.place(
        in: Rect(
          x: rect.x + segment * Double(index), y: rect.y, width: segment, height: rect.height))
    }
  }
}

extension ToolbarItemNodes {
  /// The bar items a toolbar item's views make: one per control of a control group that is the
  /// item's only view, side by side in order [DOC: `swiftui/controlgroup`: the group shows its
  /// controls in the bar and its label only in the overflow menu; INF: each control is a bar
  /// button item of its own], else one item of all its views.
  @MainActor
  static func items(placement: ToolbarItemPlacement, nodes: [ViewNode]) -> [ToolbarItemNodes] {
    guard nodes.count == 1, nodes[0].kind is ControlGroupKind else {
      return [ToolbarItemNodes(placement: placement, nodes: nodes)]
    }
    return nodes[0].children.map { ToolbarItemNodes(placement: placement, nodes: [$0]) }
  }
}
