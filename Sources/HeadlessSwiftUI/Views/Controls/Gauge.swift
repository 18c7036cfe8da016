/// A view that shows a value within a range, as SwiftUI's `Gauge`.
///
/// One leaf, captured as `Gauge`, laid out as iOS's default style draws it: a bar as wide as it
/// is offered (100 points when unspecified) and 4 points high, as a linear ``ProgressView``
/// [INF: `swiftui/gauge` shows the default gauge as a linear bar], with its label's line and
/// the default spacing above it when the label has text. The leaf carries the label's text;
/// the value, the bounds and the other labels are not laid out, and ``View/gaugeStyle(_:)`` is
/// inert, so a circular accessory gauge is laid out as a bar too.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View
{
  let label: Label

  public var body: Never { primitiveBody(of: Self.self) }
}

// The constraints sit where SwiftUI's do (the pages' precise identifiers): on each initializer.
extension Gauge {
  /// Creates a gauge showing a value within a range, with a label describing its purpose.
  ///
  /// - Parameters:
  ///   - value: The value to show.
  ///   - bounds: The range of valid values.
  ///   - label: What the gauge is for.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  )
  where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    self.init(label: label())
  }

  /// Creates a gauge showing a value within a range, with a label describing its purpose and a
  /// view of its current value; the value's view is not laid out.
  ///
  /// - Parameters:
  ///   - value: The value to show.
  ///   - bounds: The range of valid values.
  ///   - label: What the gauge is for.
  ///   - currentValueLabel: The current value, described.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    self.init(label: label())
  }

  /// Creates a gauge showing a value within a range, with a label describing its purpose and
  /// views of its current, minimum and maximum values; the value views are not laid out.
  ///
  /// - Parameters:
  ///   - value: The value to show.
  ///   - bounds: The range of valid values.
  ///   - label: What the gauge is for.
  ///   - currentValueLabel: The current value, described.
  ///   - minimumValueLabel: The range's lower bound, described.
  ///   - maximumValueLabel: The range's upper bound, described.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    self.init(label: label())
  }
}

extension Gauge: PrimitiveView {
  /// The bar's thickness, a linear progress view's [INF].
  static var barHeight: Double { 4 }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let text = context.labelText(label)
    let height =
      text.isEmpty
      ? Self.barHeight : ViewNode.lineHeight + ViewNode.defaultSpacing + Self.barHeight
    return [
      context.controlNode(
        "Gauge", text: text, width: .fill(ideal: max(100, estimatedWidth(text))),
        height: .fixed(height))
    ]
  }
}
