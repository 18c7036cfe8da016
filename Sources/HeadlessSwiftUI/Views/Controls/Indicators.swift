public import Foundation

/// A view that shows progress, as SwiftUI's `ProgressView`.
///
/// One leaf, captured as `ProgressView`. Without a value it is circular: 20 × 20 points, a
/// medium `UIActivityIndicatorView` [INF], with a title below it when it has one (the title's
/// line and the default spacing more). With a value it is linear: as wide as it is offered
/// (100 points when unspecified) and 4 points high [INF: `UIProgressView`'s default style].
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let title: String?
  let isLinear: Bool

  public var body: Never { primitiveBody(of: Self.self) }
}

// The constraints sit where SwiftUI's do (the pages' precise identifiers): a label's on the
// initializer, the current value label's on the extension, but both on `init(value:total:)`.
extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a circular progress view.
  public init() where Label == EmptyView {
    self.init(title: nil, isLinear: false)
  }

  /// Creates a circular progress view with a title.
  ///
  /// - Parameter title: The title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Label == Text {
    self.init(title: String(title), isLinear: false)
  }

  /// Creates a circular progress view with a title, from a localized key (what a string
  /// literal passes).
  ///
  /// - Parameter title: The title.
  public init(_ title: LocalizedStringKey) where Label == Text {
    self.init(title: title.text, isLinear: false)
  }
}

extension ProgressView {
  /// Creates a linear progress view for a value out of a total.
  ///
  /// - Parameters:
  ///   - value: The completed amount, or `nil` for indeterminate progress.
  ///   - total: The full amount.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView {
    self.init(title: nil, isLinear: value != nil)
  }

  /// Creates a linear progress view for a value out of a total, with a label and a view of the
  /// value; the labels are not laid out.
  ///
  /// - Parameters:
  ///   - value: The completed amount, or `nil` for indeterminate (circular) progress.
  ///   - total: The full amount.
  ///   - label: What the progress is for.
  ///   - currentValueLabel: The completed amount, described.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(title: nil, isLinear: value != nil)
  }

  /// Creates a progress view for the given `Progress`: linear, as its fraction is known.
  ///
  /// - Parameter progress: The progress.
  public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
    self.init(title: nil, isLinear: true)
  }

  /// Creates a linear progress view for a value out of a total, with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The completed amount, or `nil` for indeterminate (circular) progress.
  ///   - total: The full amount.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView {
    self.init(title: String(title), isLinear: value != nil)
  }

  /// Creates a linear progress view for a value out of a total, with a title from a localized
  /// key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: The completed amount, or `nil` for indeterminate (circular) progress.
  ///   - total: The full amount.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
  where Label == Text, CurrentValueLabel == EmptyView {
    self.init(title: titleKey.text, isLinear: value != nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a circular progress view with a label; the label is not laid out.
  ///
  /// - Parameter label: What the progress is for.
  public init(@ViewBuilder label: () -> Label) {
    self.init(title: nil, isLinear: false)
  }

  /// Creates a linear progress view for a value out of a total, with a label; the label is not
  /// laid out.
  ///
  /// - Parameters:
  ///   - value: The completed amount, or `nil` for indeterminate (circular) progress.
  ///   - total: The full amount.
  ///   - label: What the progress is for.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(title: nil, isLinear: value != nil)
  }
}

// A timer's progress views (SwiftUI's constraints, from the pages' precise identifiers): each is
// linear, as a determinate one; their labels are not laid out, only the bar [INF].
extension ProgressView {
  /// Creates a linear progress view that fills or empties as time passes through an interval,
  /// with a label and a view of the timer's value; the labels are not laid out.
  ///
  /// - Parameters:
  ///   - timerInterval: The interval the progress runs through.
  ///   - countsDown: Whether the bar empties (`true`) or fills as time passes.
  ///   - label: What the progress is for.
  ///   - currentValueLabel: The timer's value.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(title: nil, isLinear: true)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Creates a linear progress view that fills or empties as time passes through an interval,
  /// with a label; the label is not laid out.
  ///
  /// - Parameters:
  ///   - timerInterval: The interval the progress runs through.
  ///   - countsDown: Whether the bar empties (`true`) or fills as time passes.
  ///   - label: What the progress is for.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(title: nil, isLinear: true)
  }

  /// Creates a linear progress view that fills or empties as time passes through an interval.
  ///
  /// - Parameters:
  ///   - timerInterval: The interval the progress runs through.
  ///   - countsDown: Whether the bar empties (`true`) or fills as time passes.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
  where Label == EmptyView {
    self.init(title: nil, isLinear: true)
  }
}

/// The view a timer's progress view shows its time in by default, as SwiftUI's
/// `DefaultDateProgressLabel`: a timer text, sized as ``Text/init(timerInterval:pauseTime:countsDown:showsHours:)``.
public struct DefaultDateProgressLabel: View {
  public var body: some View {
    Text(timerInterval: Date.distantPast...Date.distantPast)
  }
}

extension ProgressView: PrimitiveView {
  /// The circular indicator's side [INF].
  static var indicatorSide: Double { 20 }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let side = Self.indicatorSide
    if isLinear {
      return [
        context.controlNode("ProgressView", text: "", width: .fill(ideal: 100), height: .fixed(4))
      ]
    }
    guard let title else {
      return [
        context.controlNode("ProgressView", text: "", width: .fixed(side), height: .fixed(side))
      ]
    }
    return [
      context.controlNode(
        "ProgressView", text: title, width: .fixed(max(side, estimatedWidth(title))),
        height: .fixed(side + ViewNode.defaultSpacing + ViewNode.lineHeight))
    ]
  }
}

/// A line that separates content, as SwiftUI's `Divider`.
///
/// One leaf, captured as `Divider`, 1 point thick across its stack's axis (a horizontal line
/// in a `VStack` or outside a stack, a vertical one in an `HStack`) and as long as it is
/// offered along it [INF: SwiftUI draws a hairline].
public struct Divider: View {
  /// Creates a divider.
  public init() {}

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Divider: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ViewNode(DividerKind(), path: context.path)]
  }
}

/// A control that opens a URL, as SwiftUI's `Link`.
///
/// One leaf, captured as `Link`, sized as its label's text on one line, or less when offered
/// less [INF]. A tap opens the destination with the environment's
/// ``EnvironmentValues/openURL``: the system's records it in `UIApplication.openedURLs`
/// [INF: `swiftui/openurlaction/init(handler:)` shows the environment's action handling the
/// links a `Text` shows; the model sends a `Link` the same way].
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// Creates a link with a label view.
  ///
  /// - Parameters:
  ///   - destination: The URL.
  ///   - label: The label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Link where Label == Text {
  /// Creates a link with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - destination: The URL.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a link with a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - destination: The URL.
  public init(_ title: LocalizedStringKey, destination: URL) {
    self.init(title.text, destination: destination)
  }
}

extension Link: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let text = context.labelText(label)
    let node = context.controlNode(
      "Link", text: text, width: .ideal(estimatedWidth(text)),
      height: .fixed(ViewNode.lineHeight))
    let openURL = context.environment.openURL
    let destination = destination
    // A disabled link still takes the touch and opens nothing (see `View.disabled(_:)`).
    if context.environment.isEnabled {
      node.action = { openURL(destination) }
    }
    return [node]
  }
}

/// A label beside a value, as SwiftUI's `LabeledContent`.
///
/// One leaf, captured as `LabeledContent`: as wide as it is offered (both texts and the
/// default spacing, when unspecified) and one line of text high [INF].
public struct LabeledContent<Label: View, Content: View>: View {
  /// The texts of the label and the value, read where the view is resolved.
  let text: @MainActor (ResolveContext) -> String

  /// Creates a labelled value from a label and content of any views; the leaf shows their
  /// texts.
  ///
  /// - Parameters:
  ///   - content: The value.
  ///   - label: The label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    let content = content()
    let label = label()
    text = { context in
      [context.labelText(label), context.child("content").labelText(content)]
        .filter { !$0.isEmpty }.joined(separator: " ")
    }
  }

  init(text: String) {
    self.text = { _ in text }
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labelled value from two strings.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value's text.
  @_disfavoredOverload
  public init<S: StringProtocol, F: StringProtocol>(_ title: S, value: F) {
    self.init(text: "\(title) \(value)")
  }

  /// Creates a labelled value from two strings, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value's text.
  public init<F: StringProtocol>(_ title: LocalizedStringKey, value: F) {
    self.init(title.text, value: value)
  }
}

extension LabeledContent where Label == Text {
  /// Creates a labelled value whose label is a title and whose value is any view.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - content: The value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// Creates a labelled value whose label is a title, from a localized key (what a string
  /// literal passes), and whose value is any view.
  ///
  /// - Parameters:
  ///   - titleKey: The label's text.
  ///   - content: The value.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(titleKey.text, content: content)
  }
}

extension LabeledContent: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let text = self.text(context)
    return [
      context.controlNode(
        "LabeledContent", text: text,
        width: .fill(ideal: estimatedWidth(text) + ViewNode.defaultSpacing),
        height: .fixed(ViewNode.lineHeight))
    ]
  }
}

/// A view that shows or hides content behind a disclosure control, as SwiftUI's
/// `DisclosureGroup`.
///
/// Collapsed, it is one leaf, captured as `DisclosureGroup`, as wide as it is offered and one
/// line of text high [INF]; its content is not evaluated. Given an `isExpanded` binding that is
/// `true`, its content follows the title row, one under the other. A tap on it flips the
/// binding; without one, the group stays collapsed (its own state is not modelled).
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let isExpanded: Binding<Bool>?
  let content: () -> Content

  /// Creates a collapsed disclosure group with a label of any views; the row shows their text.
  ///
  /// - Parameters:
  ///   - content: The content.
  ///   - label: The label.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), isExpanded: nil, content: content)
  }

  /// Creates a disclosure group with a label of any views, expanded as a binding says.
  ///
  /// - Parameters:
  ///   - isExpanded: Whether the content shows.
  ///   - content: The content.
  ///   - label: The label.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), isExpanded: isExpanded, content: content)
  }

  init(label: Label, isExpanded: Binding<Bool>?, content: @escaping () -> Content) {
    self.label = label
    self.isExpanded = isExpanded
    self.content = content
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension DisclosureGroup where Label == Text {
  /// Creates a collapsed disclosure group with a text label.
  ///
  /// - Parameters:
  ///   - label: The label's text.
  ///   - content: The content.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(label: Text(label), isExpanded: nil, content: content)
  }

  /// Creates a collapsed disclosure group with a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - label: The label's text.
  ///   - content: The content.
  public init(_ label: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(label.text, content: content)
  }

  /// Creates a disclosure group with a text label, expanded as a binding says.
  ///
  /// - Parameters:
  ///   - label: The label's text.
  ///   - isExpanded: Whether the content shows.
  ///   - content: The content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(label: Text(label), isExpanded: isExpanded, content: content)
  }

  /// Creates a disclosure group with a text label, expanded as a binding says, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - label: The label's text.
  ///   - isExpanded: Whether the content shows.
  ///   - content: The content.
  public init(
    _ label: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(label.text, isExpanded: isExpanded, content: content)
  }
}

extension DisclosureGroup: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let title = context.labelText(label)
    let row = context.child("label").controlNode(
      "DisclosureGroup", text: title, width: .fill(ideal: estimatedWidth(title) + 20),
      height: .fixed(ViewNode.lineHeight))
    if let isExpanded { row.action = { isExpanded.wrappedValue.toggle() } }
    guard isExpanded?.wrappedValue == true else { return [row] }
    let group = ViewNode(
      .stack(StackLayout(axis: .vertical, alignment: .leading)), path: context.path)
    group.children = [row] + context.child("content").resolve(content())
    return [group]
  }
}
