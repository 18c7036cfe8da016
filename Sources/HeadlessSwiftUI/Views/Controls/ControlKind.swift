import PresentationHierarchy

/// A control lowered to one opaque leaf: no subviews in captures, a frame from a documented
/// rule (see the article "Layout", "Controls"), and the label's text for taps by label.
struct ControlKind: NodeKind {
  /// How the control answers a proposal along one dimension.
  enum Dimension {
    /// The proposed length, or an ideal one when unspecified.
    case fill(ideal: Double)
    /// A length of its own.
    case fixed(Double)
    /// A length of its own, or the proposed length when that is less.
    case ideal(Double)

    func resolve(_ proposed: Double?) -> Double {
      switch self {
      case .fill(let ideal): proposed ?? ideal
      case .fixed(let length): length
      case .ideal(let length): min(length, proposed ?? length)
      }
    }
  }

  /// The SwiftUI type name, such as `Toggle`.
  let typeName: String
  /// The label's text.
  let text: String
  /// The width rule.
  let width: Dimension
  /// The height rule.
  let height: Dimension

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    Size(width: width.resolve(proposal.width), height: height.resolve(proposal.height))
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {}
}

/// A `Divider`: a line 1 point thick across its stack's axis, as long as the stack is across.
struct DividerKind: NodeKind {
  /// The line's thickness [INF: SwiftUI's `Divider` is a hairline; 1 point, as `List`'s
  /// separators are modelled].
  static let thickness = 1.0

  var typeName: String { "Divider" }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    axis == .horizontal
      ? Size(width: Self.thickness, height: proposal.height ?? 0)
      : Size(width: proposal.width ?? 0, height: Self.thickness)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {}
}

/// What typing into a text control does: appends the characters typed to its binding.
enum TextInputKey: NodeValueKey {
  static var defaultValue: (@MainActor (String) -> Void)? { nil }
}

extension ResolveContext {
  /// The text of a label view, as its `Text` leaves read.
  func labelText(_ label: some View) -> String {
    child("label").resolve(label).map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// A control's node.
  func controlNode(
    _ typeName: String, text: String, width: ControlKind.Dimension,
    height: ControlKind.Dimension
  ) -> ViewNode {
    ViewNode(
      ControlKind(typeName: typeName, text: text, width: width, height: height), path: path)
  }
}

/// The estimated width of a line of text, as `Text` is estimated.
@MainActor func estimatedWidth(_ text: String) -> Double {
  Double(text.count) * ViewNode.characterWidth
}
