import PresentationHierarchy

/// What a resolved node is: how it sizes itself and places its children, and what rendering
/// makes of it.
///
/// A primitive view lowers itself to nodes of a kind of its own, so a new view is one file that
/// conforms a type here and touches no switch. The defaults are those of a view of the app's
/// own: it takes its one child's size, or stacks several children vertically, as SwiftUI's
/// implicit `VStack`-like layout of a multi-view body does in the model (see the article
/// "Layout").
@MainActor
protocol NodeKind {
  /// The type name captures show for a rendered node.
  var typeName: String { get }
  /// What rendering makes of the node.
  var rendering: NodeRendering { get }
  /// Whether view attributes (an identifier, hit testing, opacity) pass through the node to
  /// its children instead of landing on it, as they do through a layout modifier.
  var passesAttributesThrough: Bool { get }

  /// The size the node takes for a proposal; `axis` is the axis of the enclosing stack.
  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size
  /// Places the node's children in its frame, a rectangle of the size it chose.
  func placeChildren(of node: ViewNode, in rect: Rect)
}

/// What rendering makes of a node.
enum NodeRendering: Equatable {
  /// A content view of its own in captures; `isOpaque` when it paints over its whole frame.
  case contentView(isOpaque: Bool)
  /// No view: its children render in the parent's view (spacers, layout modifiers).
  case transparent
  /// One of SwiftUI's UIKit container controllers, embedded in the hosting controller.
  case container
  /// SwiftUI's platform view host, a content view holding the UIKit view a representable made
  /// (see ``PlatformViewKind``).
  case platformView
}

extension NodeKind {
  var rendering: NodeRendering { .contentView(isOpaque: false) }
  var passesAttributesThrough: Bool { false }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.children.count == 1
      ? node.children[0].size(for: proposal, in: axis)
      : node.stackSize(StackLayout(axis: .vertical, alignment: .center), proposal)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    if node.children.count == 1 {
      node.children[0].place(in: rect)
    } else {
      node.placeStack(StackLayout(axis: .vertical, alignment: .center), in: rect)
    }
  }
}

/// A view of the app's own, or a `Button`, by type name: a content view around its body.
struct AppViewKind: NodeKind {
  /// The type name, such as `DolphinOverlay` or `Button`.
  let typeName: String
}

extension NodeKind where Self == AppViewKind {
  /// A view of the app's own, or a model view with its own name, such as `Button`.
  static func view(_ typeName: String) -> AppViewKind { AppViewKind(typeName: typeName) }
}

/// A `Spacer`: it takes the length its stack offers along the stack's axis.
struct SpacerKind: NodeKind {
  /// The minimum length; `nil` for the default spacing.
  let minLength: Double?

  var typeName: String { "Spacer" }
  var rendering: NodeRendering { .transparent }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.spacerSize(minLength, proposal, axis: axis)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {}
}

extension NodeKind where Self == SpacerKind {
  /// A `Spacer` of a minimum length.
  static func spacer(minLength: Double?) -> SpacerKind { SpacerKind(minLength: minLength) }
}
