public import PresentationHierarchy

/// A SwiftUI view description: a value the model renders into views, as a `UIView`'s body is.
///
/// Content is a tree of nodes built with static factories and modifier methods:
///
/// ```swift
/// let root = Content.zStack([
///   .tabView([.navigationStack(root: .text("Home", id: "home"))], id: "tabs"),
///   .image(id: "mascot", frame: Rect(x: 274, y: 700, width: 100, height: 100)),
/// ])
/// ```
///
/// Stacks draw their children in order, later ones in front, reordered by ``zIndex(_:)``;
/// overlays draw in front of the node they modify (UIKIT-MODEL.md §5.1 [DOC]). A `TabView` and a
/// `NavigationStack` become UIKit container controllers when rendered (§2.4, §5.1 [OBS]), and
/// presentation modifiers become UIKit presentations (§5.2–§5.3).
public struct Content: Sendable {
  /// What a content node draws.
  public enum Kind: Hashable, Sendable {
    /// A `ZStack`: children drawn back to front, later ones in front (§5.1 [DOC]).
    case zStack
    /// A `VStack`: children side by side vertically, with no z-order effect beyond order.
    case vStack
    /// An `HStack`: children side by side horizontally, with no z-order effect beyond order.
    case hStack
    /// A leaf view, such as `Image`, `Text`, `Color` or a custom view, by its type name.
    case leaf(String)
    /// A `TabView` whose children are the tabs.
    case tabView
    /// A `NavigationStack` whose only child is the root content.
    case navigationStack
  }

  /// What the node draws.
  public var kind: Kind
  /// The node's children: a stack's views, a tab view's tabs, a navigation stack's root.
  public var children: [Content]
  /// The identifier tests use: the accessibility identifier of the rendered view, or of the
  /// container controller for a tab view or navigation stack.
  public var identifier: String?
  /// The frame in screen coordinates; `nil` fills the parent.
  public var frame: Rect?
  /// The opacity; the rendered view's alpha.
  public var opacity: Double = 1
  /// Whether the node is hidden.
  public var isHidden = false
  /// Whether the node and its children receive touches.
  public var allowsHitTesting = true
  /// Whether the node paints an opaque background over its whole frame.
  public var hasOpaqueBackground = false
  /// The drawing order within the parent stack: higher is in front (§5.1 [DOC]).
  public var zIndex: Double = 0
  /// The overlays, drawn in front of the node, in order (§5.1 [DOC]).
  public var overlays: [Content] = []
  /// The presentation and navigation modifiers attached to the node, in order.
  var modifiers: [PresentationModifier] = []
  /// What a tap on the node does, for a `Button`.
  var action: (@MainActor @Sendable () -> Void)?
  /// The selected tab's index, for a tab view.
  var tabSelection: Binding<Int>?

  /// Creates a node.
  ///
  /// - Parameters:
  ///   - kind: What the node draws.
  ///   - children: The node's children.
  ///   - identifier: The identifier tests use.
  ///   - frame: The frame in screen coordinates; `nil` fills the parent.
  public init(
    _ kind: Kind, children: [Content] = [], identifier: String? = nil, frame: Rect? = nil
  ) {
    self.kind = kind
    self.children = children
    self.identifier = identifier
    self.frame = frame
  }

  /// The SwiftUI type name captures show for the node, such as `ZStack` or `Image`.
  public var typeName: String {
    switch kind {
    case .zStack: "ZStack"
    case .vStack: "VStack"
    case .hStack: "HStack"
    case .leaf(let name): name
    case .tabView: "TabView"
    case .navigationStack: "NavigationStack"
    }
  }

  // MARK: Factories

  /// An empty view, `EmptyView`.
  public static let empty = Content(.leaf("EmptyView"))

  /// Returns a `ZStack` of views, later ones in front.
  ///
  /// - Parameters:
  ///   - children: The views, back to front.
  ///   - id: The identifier tests use.
  /// - Returns: The stack.
  public static func zStack(_ children: [Content], id: String? = nil) -> Content {
    Content(.zStack, children: children, identifier: id)
  }

  /// Returns a `VStack` of views.
  ///
  /// - Parameters:
  ///   - children: The views, top to bottom.
  ///   - id: The identifier tests use.
  /// - Returns: The stack.
  public static func vStack(_ children: [Content], id: String? = nil) -> Content {
    Content(.vStack, children: children, identifier: id)
  }

  /// Returns an `HStack` of views.
  ///
  /// - Parameters:
  ///   - children: The views, leading to trailing.
  ///   - id: The identifier tests use.
  /// - Returns: The stack.
  public static func hStack(_ children: [Content], id: String? = nil) -> Content {
    Content(.hStack, children: children, identifier: id)
  }

  /// Returns an `Image`.
  ///
  /// - Parameters:
  ///   - id: The identifier tests use.
  ///   - frame: The frame in screen coordinates; `nil` fills the parent.
  /// - Returns: The image.
  public static func image(id: String? = nil, frame: Rect? = nil) -> Content {
    Content(.leaf("Image"), identifier: id, frame: frame)
  }

  /// Returns a `Text`; the string itself is not part of the model.
  ///
  /// - Parameters:
  ///   - string: The text, for the reader of the test.
  ///   - id: The identifier tests use.
  ///   - frame: The frame in screen coordinates; `nil` fills the parent.
  /// - Returns: The text.
  public static func text(_ string: String, id: String? = nil, frame: Rect? = nil) -> Content {
    Content(.leaf("Text"), identifier: id, frame: frame)
  }

  /// Returns a `Color`, which paints an opaque background unless told otherwise.
  ///
  /// - Parameters:
  ///   - id: The identifier tests use.
  ///   - frame: The frame in screen coordinates; `nil` fills the parent.
  ///   - isOpaque: Whether the color is opaque.
  /// - Returns: The color.
  public static func color(id: String? = nil, frame: Rect? = nil, isOpaque: Bool = true)
    -> Content
  {
    var color = Content(.leaf("Color"), identifier: id, frame: frame)
    color.hasOpaqueBackground = isOpaque
    return color
  }

  /// Returns a custom view shown under its own type name, such as `DolphinOverlay`.
  ///
  /// - Parameters:
  ///   - typeName: The view's type name.
  ///   - id: The identifier tests use.
  ///   - frame: The frame in screen coordinates; `nil` fills the parent.
  /// - Returns: The view.
  public static func view(_ typeName: String, id: String? = nil, frame: Rect? = nil) -> Content {
    Content(.leaf(typeName), identifier: id, frame: frame)
  }

  /// Returns a `Button` that runs an action when ``UIApplication/tap(_:)`` or ``UIApplication/tap(at:)`` taps it.
  ///
  /// - Parameters:
  ///   - title: The title, for the reader of the test.
  ///   - id: The identifier tests use.
  ///   - frame: The frame in screen coordinates; `nil` fills the parent.
  ///   - action: What the tap does, such as setting a binding.
  /// - Returns: The button.
  public static func button(
    _ title: String, id: String? = nil, frame: Rect? = nil,
    action: @escaping @MainActor @Sendable () -> Void
  ) -> Content {
    var button = Content(.leaf("Button"), identifier: id, frame: frame)
    button.action = action
    return button
  }

  /// Returns a `TabView`: a `SwiftUI.UIKitTabBarController` when rendered (§2.4 [OBS]).
  ///
  /// - Parameters:
  ///   - tabs: The tabs' content, each hosted in its own hosting controller.
  ///   - selection: The selected tab's index; the first tab when `nil`.
  ///   - id: The identifier of the tab bar controller.
  /// - Returns: The tab view.
  public static func tabView(
    _ tabs: [Content], selection: Binding<Int>? = nil, id: String? = nil
  ) -> Content {
    var tabView = Content(.tabView, children: tabs, identifier: id)
    tabView.tabSelection = selection
    return tabView
  }

  /// Returns a `NavigationStack`: a `SwiftUI.UIKitNavigationController` when rendered (§5.1
  /// [OBS]).
  ///
  /// Push destinations with ``navigationDestination(isPresented:destination:)`` on content
  /// inside the stack.
  ///
  /// - Parameters:
  ///   - root: The root content, hosted in a `NavigationStackHostingController`.
  ///   - id: The identifier of the navigation controller.
  /// - Returns: The navigation stack.
  public static func navigationStack(root: Content, id: String? = nil) -> Content {
    Content(.navigationStack, children: [root], identifier: id)
  }

  // MARK: UIView modifiers

  /// Returns the node with an identifier, as `accessibilityIdentifier(_:)` does.
  ///
  /// - Parameter identifier: The identifier tests use.
  /// - Returns: The modified node.
  public func identifier(_ identifier: String) -> Content {
    with(\.identifier, identifier)
  }

  /// Returns the node with a frame in screen coordinates.
  ///
  /// - Parameter rect: The frame.
  /// - Returns: The modified node.
  public func frame(_ rect: Rect) -> Content {
    with(\.frame, rect)
  }

  /// Returns the node with an opacity.
  ///
  /// - Parameter value: The opacity, from 0 to 1.
  /// - Returns: The modified node.
  public func opacity(_ value: Double) -> Content {
    with(\.opacity, value)
  }

  /// Returns the node hidden or shown.
  ///
  /// - Parameter isHidden: Whether the node is hidden.
  /// - Returns: The modified node.
  public func hidden(_ isHidden: Bool = true) -> Content {
    with(\.isHidden, isHidden)
  }

  /// Returns the node with hit testing turned on or off for it and its children.
  ///
  /// - Parameter enabled: Whether the node receives touches.
  /// - Returns: The modified node.
  public func allowsHitTesting(_ enabled: Bool) -> Content {
    with(\.allowsHitTesting, enabled)
  }

  /// Returns the node with or without an opaque background.
  ///
  /// - Parameter isOpaque: Whether the background is opaque.
  /// - Returns: The modified node.
  public func opaqueBackground(_ isOpaque: Bool = true) -> Content {
    with(\.hasOpaqueBackground, isOpaque)
  }

  /// Returns the node with a drawing order within its parent stack (§5.1 [DOC]).
  ///
  /// - Parameter value: The order; higher is in front, equal values keep the stack's order.
  /// - Returns: The modified node.
  public func zIndex(_ value: Double) -> Content {
    with(\.zIndex, value)
  }

  /// Returns the node with an overlay in front of it (§5.1 [DOC]).
  ///
  /// - Parameter content: The overlay.
  /// - Returns: The modified node.
  public func overlay(_ content: Content) -> Content {
    var copy = self
    copy.overlays.append(content)
    return copy
  }
}

extension Content {
  /// Returns a copy with one property changed: the shape of every view modifier.
  fileprivate func with<Value>(_ property: WritableKeyPath<Content, Value>, _ value: Value)
    -> Content
  {
    var copy = self
    copy[keyPath: property] = value
    return copy
  }
}
