import PresentationHierarchy

/// A resolved view: what the layout pass sizes and places and the renderer turns into UIKit
/// views.
///
/// Views of the app's own, stacks, leaves and buttons become content views in captures; layout
/// modifiers and spacers only move their children; a `TabView` or `NavigationStack` becomes
/// SwiftUI's UIKit container controller.
@MainActor
final class ViewNode {
  /// What the node is.
  enum Kind {
    /// A view of the app's own, or a `Button`, by type name.
    case view(String)
    /// A `ZStack`, `VStack` or `HStack`.
    case stack(StackLayout)
    /// A `Text`, `Image`, `Color` or `Label`.
    case leaf(Leaf)
    /// A `Spacer`.
    case spacer(minLength: Double?)
    /// A layout modifier around its one child.
    case layout(LayoutModifier)
    /// A `TabView`: its tabs are hosted by hosting controllers of their own.
    case tabView(TabViewContent)
    /// A `NavigationStack`: its root is hosted by a hosting controller of its own.
    case navigationStack(NavigationStackContent)
  }

  /// What the node is.
  var kind: Kind
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
  /// A button's role, for an alert's actions.
  var buttonRole: ButtonRole?
  /// The environment the node was resolved in: the hosting controllers of a container's
  /// screens and of presentations attached here inherit it.
  var environment: EnvironmentValues?
  /// The tag, for a tab's selection.
  var tag: AnyHashable?
  /// The detents of the sheet the node is in, if it sets them.
  var presentationDetents: Set<PresentationDetent>?
  /// Whether swiping the presentation the node is in down is blocked.
  var interactiveDismissDisabled: Bool?
  /// Whether the node extends into the safe area.
  var ignoresSafeArea = false
  /// The presentation modifiers attached, in order.
  var presentations: [PresentationModifier] = []
  /// The `navigationDestination(for:destination:)` registrations attached.
  var destinationBuilders: [NavigationDestinationBuilder] = []
  /// The lifecycle modifiers attached, in order.
  var lifecycle: [LifecycleModifier] = []

  /// The frame in screen coordinates, once laid out.
  var frame = Rect(x: 0, y: 0, width: 0, height: 0)

  init(_ kind: Kind, path: String, children: [ViewNode] = []) {
    self.kind = kind
    self.path = path
    self.children = children
  }

  /// Whether the node becomes a content view of its own.
  var isRendered: Bool {
    switch kind {
    case .view, .stack, .leaf: true
    case .spacer, .layout, .tabView, .navigationStack: false
    }
  }

  /// The type name captures show for a rendered node.
  var typeName: String {
    switch kind {
    case .view(let name): name
    case .stack(let stack): stack.typeName
    case .leaf(let leaf): leaf.typeName
    case .spacer: "Spacer"
    case .layout: "Layout"
    case .tabView: "TabView"
    case .navigationStack: "NavigationStack"
    }
  }

  /// The nodes a view attribute (an identifier, hit testing, opacity) lands on: this node, or
  /// for a layout modifier, the nodes inside it.
  var attributeTargets: [ViewNode] {
    if case .layout = kind { return children.flatMap(\.attributeTargets) }
    return [self]
  }

  /// The text of the node's `Text` leaves, in order, for titles and tap targets.
  var text: String {
    if case .leaf(let leaf) = kind, let string = leaf.text { return string }
    return children.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
  }
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
