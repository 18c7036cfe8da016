import PresentationHierarchy

/// A resolved view: what the layout pass sizes and places and the renderer turns into UIKit
/// views.
///
/// Its ``kind`` says what it is (see ``NodeKind``): views of the app's own, stacks, leaves and
/// buttons become content views in captures; layout modifiers and spacers only move their
/// children; a `TabView` or `NavigationStack` becomes SwiftUI's UIKit container controller. The
/// fields here are what every node has (identity, hit testing, drawing order, frame); a modifier
/// family keeps its own payload under a key of its own (see ``NodeValueKey``).
@MainActor
final class ViewNode {
  /// What the node is.
  var kind: any NodeKind
  /// The node's place in the tree; rendered views are reused by it.
  let path: String
  /// The nodes inside, in order.
  var children: [ViewNode] = []
  /// The views drawn behind the node, with their alignment.
  var backgrounds: [(node: ViewNode, alignment: Alignment)] = []
  /// The views drawn in front of the node, with their alignment.
  var overlays: [(node: ViewNode, alignment: Alignment)] = []

  /// The accessibility identifier.
  var identifier: String?
  /// The drawing order among siblings in a stack.
  var zIndex: Double = 0
  /// The opacity.
  var opacity: Double = 1
  /// Whether the view is hidden; it still takes its space.
  var isHidden = false
  /// Whether the view and its descendants take touches.
  var allowsHitTesting = true
  /// What a tap runs, for a `Button`.
  var action: (@MainActor () -> Void)?
  /// The environment the node was resolved in: the hosting controllers of a container's
  /// screens and of presentations attached here inherit it.
  var environment: EnvironmentValues?
  /// Whether the node extends into the safe area.
  var ignoresSafeArea = false
  /// The presentation modifiers attached, in order.
  var presentations: [PresentationModifier] = []
  /// The lifecycle modifiers attached, in order.
  var lifecycle: [LifecycleModifier] = []

  /// The frame in screen coordinates, once laid out.
  var frame = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The payloads modifier families keep on the node, by key type.
  private var values: [ObjectIdentifier: Any] = [:]

  convenience init<Kind: NodeKind>(_ kind: Kind, path: String, children: [ViewNode] = []) {
    self.init(kind: kind, path: path, children: children)
  }

  /// Creates a node of a kind known only at run time.
  init(kind: any NodeKind, path: String, children: [ViewNode] = []) {
    self.kind = kind
    self.path = path
    self.children = children
  }

  /// The payload a modifier family keeps on the node, or the key's default.
  subscript<Key: NodeValueKey>(_ key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The type name captures show for a rendered node.
  var typeName: String { kind.typeName }

  /// The nodes a view attribute (an identifier, hit testing, opacity) lands on: this node, or
  /// for a layout modifier, the nodes inside it.
  var attributeTargets: [ViewNode] {
    kind.passesAttributesThrough ? children.flatMap(\.attributeTargets) : [self]
  }

  /// The text of the node's `Text` leaves, in order, for titles and tap targets.
  var text: String {
    if let leaf = kind as? Leaf, let string = leaf.text { return string }
    if let control = kind as? ControlKind { return control.text }
    return children.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// A payload one modifier family keeps on the nodes it lands on (a button's role, a tab's tag,
/// a sheet's detents), declared beside the modifier instead of as a field of ``ViewNode``.
@MainActor
protocol NodeValueKey {
  /// The payload's type.
  associatedtype Value
  /// The payload of a node the modifier didn't reach.
  static var defaultValue: Value { get }
}

/// A `Text`, `Image`, `Color` or `Label`, with how it sizes itself.
struct Leaf {
  /// The SwiftUI type name.
  var typeName: String
  /// The text shown, for a `Text` or `Label`.
  var text: String?
  /// How the leaf sizes itself.
  var sizing: LeafSizing
  /// Whether it paints over its whole frame.
  var isOpaque = false
}

/// How a leaf answers a size proposal.
enum LeafSizing {
  /// Text: one line of an estimated width, wrapped to the proposed width.
  case text(String)
  /// A fixed size, as an image that isn't resizable.
  case fixed(Size)
  /// The proposed size, or an ideal size for an unspecified dimension (a resizable image, a
  /// color).
  case flexible(ideal: Size)
}

/// A stack's axis, alignment and spacing.
struct StackLayout {
  /// The axis: `nil` for a `ZStack`.
  var axis: Axis?
  /// The alignment.
  var alignment: Alignment
  /// The spacing between children; `nil` for the default.
  var spacing: Double?

  /// The SwiftUI type name.
  var typeName: String {
    switch axis {
    case nil: "ZStack"
    case .horizontal?: "HStack"
    case .vertical?: "VStack"
    }
  }
}

/// A layout modifier.
enum LayoutModifier {
  /// `.frame(width:height:alignment:)`.
  case fixedFrame(width: Double?, height: Double?, alignment: Alignment)
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexibleFrame(FlexibleFrame)
  /// `.padding` or `.safeAreaPadding`.
  case padding(EdgeInsets)
}

/// The bounds of a flexible frame.
struct FlexibleFrame {
  var minWidth: Double?
  var idealWidth: Double?
  var maxWidth: Double?
  var minHeight: Double?
  var idealHeight: Double?
  var maxHeight: Double?
  var alignment: Alignment
}

/// A size in points.
struct Size: Equatable {
  var width: Double
  var height: Double
}

/// Whether the node takes touches across its whole frame, as with a `.contentShape` rectangle,
/// instead of only where its content is (UIKit reference §5.1).
enum ContentShapeKey: NodeValueKey {
  static var defaultValue: Bool { false }
}
