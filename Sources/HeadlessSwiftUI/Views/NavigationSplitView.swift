public import Foundation
import HeadlessUIKit

/// Two or three columns where a choice in one shows its details in the next, as SwiftUI's
/// `NavigationSplitView`.
///
/// Modelled as SwiftUI renders it, `SwiftUI.NotifyingMulticolumnSplitViewController` (a
/// `UISplitViewController`) whose columns are navigation controllers of hosting controllers
/// (UIKit reference §2.4 [OBS]), laid out by UIKit's rules:
/// - On compact width (iPhone) it is collapsed into a single stack that shows the sidebar
///   first [DOC: swiftui/navigationsplitviewcolumn: "A NavigationSplitView collapses into a
///   single stack in some contexts, like on iPhone"]; links in the sidebar push onto it.
/// - On regular width (iPad) the sidebar (and content) columns sit beside the detail column;
///   a link in a leading column shows its destination in the next column, replacing what a
///   previous choice showed there [DOC: swiftui/navigationsplitview: "selections in leading
///   columns control presentations in subsequent columns"].
///
/// With a `preferredCompactColumn:` binding, the collapsed stack pushes the content or detail
/// column above the sidebar to put the preferred one on top.
///
/// Partial: the destination is pushed above the next column's own view rather than replacing
/// it, and a `List` selection shows nothing in the next column (only links do), so the
/// collapsed stack doesn't push the detail for a selection (known gaps). Column visibility,
/// styles and widths are inert.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail
  /// The column on top of the collapsed stack, when the app controls it.
  var preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil

  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationSplitView {
  /// Creates a two-column split view.
  ///
  /// - Parameters:
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
  where Content == EmptyView {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
  }

  /// Creates a two-column split view whose sidebar's visibility a binding controls (the
  /// binding is inert: UIKit's automatic display mode applies).
  ///
  /// - Parameters:
  ///   - columnVisibility: The leading column's visibility.
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// Creates a two-column split view whose collapsed stack shows the column a binding names
  /// on top.
  ///
  /// Modelled on compact width: with `.detail` the detail is pushed above the sidebar, and
  /// going back sets the binding to `.sidebar` [DOC:
  /// swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:): "controls
  /// which column appears on top when the view collapses"]. On regular width it is inert.
  ///
  /// - Parameters:
  ///   - preferredCompactColumn: The column on top when collapsed.
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(sidebar: sidebar, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }

  /// Creates a two-column split view whose sidebar's visibility (inert) and collapsed top
  /// column (modelled as `init(preferredCompactColumn:sidebar:detail:)`) bindings control.
  ///
  /// - Parameters:
  ///   - columnVisibility: The leading column's visibility.
  ///   - preferredCompactColumn: The column on top when collapsed.
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
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
  /// (the binding is inert: UIKit's automatic display mode applies).
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

  /// Creates a three-column split view whose leading columns' visibility (inert) and
  /// collapsed top column bindings control.
  ///
  /// The top column is modelled on compact width as in
  /// `init(preferredCompactColumn:sidebar:detail:)`: `.content` pushes the content column
  /// above the sidebar, `.detail` the content and the detail columns.
  ///
  /// - Parameters:
  ///   - columnVisibility: The leading columns' visibility.
  ///   - preferredCompactColumn: The column on top when collapsed.
  ///   - sidebar: The leading column.
  ///   - content: The middle column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    self.preferredCompactColumn = preferredCompactColumn
  }
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`: which one a collapsed
/// split view shows on top.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let name: String

  /// The leading column.
  public static var sidebar: NavigationSplitViewColumn { Self(name: "sidebar") }
  /// The middle column of a three-column split view.
  public static var content: NavigationSplitViewColumn { Self(name: "content") }
  /// The detail column.
  public static var detail: NavigationSplitViewColumn { Self(name: "detail") }
}

extension NavigationSplitView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var paths: [UISplitViewController.Column: NavigationPathStorage] = [:]
    for column in [UISplitViewController.Column.compact, .primary, .supplementary, .secondary] {
      paths[column] = ownPath(in: context, column: column)
    }
    let content = SplitViewContent(
      sidebar: AnyView(sidebar), content: Content.self == EmptyView.self ? nil : AnyView(content),
      detail: AnyView(detail), paths: paths, preferredCompactColumn: preferredCompactColumn)
    return [ViewNode(content, path: context.path)]
  }

  /// The path a column's stack keeps in the view graph.
  private func ownPath(in context: ResolveContext, column: UISplitViewController.Column)
    -> NavigationPathStorage
  {
    let stored = context.graph.storage(
      at: context.path, label: "path\(column.rawValue)", default: StateBox<[AnyHashable]>([]))
    let box = (stored as? StateBox<[AnyHashable]>) ?? StateBox([])
    return NavigationPathStorage(
      values: { box.value }, append: { box.value.append($0) },
      truncate: { box.value.removeLast(box.value.count - $0) })
  }
}

/// Which leading columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`;
/// inert: split views keep UIKit's automatic display mode.
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
  nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S)
    -> some View
  {
    self
  }

  /// Sets a fixed width for the split view column holding this view; inert: the columns keep
  /// the model's UIKit widths.
  ///
  /// - Parameter width: The width.
  /// - Returns: The view, unchanged.
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    self
  }

  /// Sets a flexible width for the split view column holding this view; inert: the columns
  /// keep the model's UIKit widths.
  ///
  /// - Parameters:
  ///   - min: The smallest width.
  ///   - ideal: The preferred width.
  ///   - max: The largest width.
  /// - Returns: The view, unchanged.
  nonisolated public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    self
  }
}
