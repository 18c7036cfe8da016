public import Foundation

/// Two or three columns where a choice in one shows its details in the next, as SwiftUI's
/// `NavigationSplitView`.
///
/// Partial. On compact width (iPhone) a split view collapses into a single navigation stack
/// that shows the sidebar first [DOC: swiftui/navigationsplitviewcolumn: "A NavigationSplitView
/// collapses into a single stack in some contexts, like on iPhone"]: the model lowers it to a
/// `NavigationStack` whose root is the sidebar, so links in the sidebar push their
/// destinations as they do in a stack. Known gaps: the side-by-side columns of regular width
/// (the model shows the same stack there), and the detail shown for a `List` selection, which
/// the collapsed stack doesn't push; the `content` and `detail` columns show only through
/// links. Column visibility, styles and widths are inert.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column split view.
  ///
  /// - Parameters:
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
  }

  /// Creates a two-column split view whose sidebar's visibility a binding controls (inert:
  /// the model keeps the collapsed stack).
  ///
  /// - Parameters:
  ///   - columnVisibility: The leading column's visibility.
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

extension NavigationSplitView {
  /// Creates a three-column split view.
  ///
  /// - Parameters:
  ///   - sidebar: The leading column.
  ///   - content: The middle column.
  ///   - detail: The detail column.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Creates a three-column split view whose leading columns' visibility a binding controls
  /// (inert: the model keeps the collapsed stack).
  ///
  /// - Parameters:
  ///   - columnVisibility: The leading columns' visibility.
  ///   - sidebar: The leading column.
  ///   - content: The middle column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
}

extension NavigationSplitView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // Collapsed: one stack, the sidebar at its root [DOC: swiftui/navigationsplitviewcolumn].
    let sidebar = sidebar
    return context.resolve(NavigationStack { sidebar })
  }
}

/// Which leading columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`;
/// inert: the model's split view is always collapsed into a stack.
public struct NavigationSplitViewVisibility: Equatable, Sendable {
  let name: String

  /// Only the detail column.
  public static var detailOnly: NavigationSplitViewVisibility { Self(name: "detailOnly") }
  /// The content and detail columns of a three-column split view; all of a two-column one.
  public static var doubleColumn: NavigationSplitViewVisibility { Self(name: "doubleColumn") }
  /// All the columns.
  public static var all: NavigationSplitViewVisibility { Self(name: "all") }
  /// The platform's default.
  public static var automatic: NavigationSplitViewVisibility { Self(name: "automatic") }
}

/// How split views inside lay out their columns, as SwiftUI's `NavigationSplitViewStyle`;
/// inert.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {}

/// The platform's default split view style, as SwiftUI's
/// `AutomaticNavigationSplitViewStyle`; inert.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the automatic style.
  public init() {}
}

/// A style that narrows the detail column to make room for the leading ones, as SwiftUI's
/// `BalancedNavigationSplitViewStyle`; inert.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the balanced style.
  public init() {}
}

/// A style that keeps the detail column's size as the leading ones show and hide, as
/// SwiftUI's `ProminentDetailNavigationSplitViewStyle`; inert.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates the prominent detail style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's default split view style; inert.
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The balanced split view style; inert.
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The prominent detail split view style; inert.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Sets the style of split views inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }

  /// Sets a fixed width for the split view column holding this view; inert: the model's split
  /// view is collapsed into a stack.
  ///
  /// - Parameter width: The width.
  /// - Returns: The view, unchanged.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    self
  }

  /// Sets a flexible width for the split view column holding this view; inert: the model's
  /// split view is collapsed into a stack.
  ///
  /// - Parameters:
  ///   - min: The smallest width.
  ///   - ideal: The preferred width.
  ///   - max: The largest width.
  /// - Returns: The view, unchanged.
  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    self
  }
}
