import HeadlessUIKit
import PresentationHierarchy

/// The split view controller SwiftUI embeds for a `NavigationSplitView`,
/// `SwiftUI.NotifyingMulticolumnSplitViewController`, whose columns are navigation controllers
/// holding hosting controllers (UIKit reference §2.4, §5.1 [OBS: a `_printHierarchy` and an
/// iOS 26.1 dump, `_UISplitViewControllerPanelImplView > _UIPanelControllerContentView >
/// UILayoutContainerView`]).
///
/// UIKit's rules place the columns: on compact width the split view is collapsed and shows its
/// `.compact` column, a stack whose root is the sidebar, as SwiftUI's collapsed split view
/// shows the sidebar first [DOC: swiftui/navigationsplitviewcolumn]; on regular width the
/// sidebar (and content) columns sit beside the detail column.
@MainActor
final class UIKitSplitViewController: UISplitViewController {
  /// The columns' stacks, by column: `.compact` alone on compact width; `.primary`,
  /// `.supplementary` (three columns) and `.secondary` on regular width.
  private(set) var stacks: [UISplitViewController.Column: UIKitNavigationController] = [:]
  /// The columns pushed above the sidebar on the collapsed stack, bottom first.
  private var columnScreens:
    [(column: NavigationSplitViewColumn, host: UIHostingController<AnyView>)] = []

  /// Creates the split view with the stacks the size class shows.
  ///
  /// - Parameters:
  ///   - threeColumns: Whether the split view has a content column.
  ///   - isCompact: Whether the app's width is compact, so the split view collapses.
  init(threeColumns: Bool, isCompact: Bool) {
    super.init(style: threeColumns ? .tripleColumn : .doubleColumn, identifier: nil)
    engine.typeNameOverride = "SwiftUI.NotifyingMulticolumnSplitViewController"
    let expanded: [UISplitViewController.Column] =
      threeColumns ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    let columns = isCompact ? [.compact] : expanded
    for column in columns {
      let root = UIHostingController(
        rootView: AnyView(EmptyView()), kind: .plain(rootViewName: "AnyView"))
      let stack = UIKitNavigationController(rootViewController: root)
      // The columns' navigation controllers, `StyleContextSplitViewNavigationController`
      // (§2.4 [OBS; the dump elides its generic arguments]).
      stack.engine.typeNameOverride = "StyleContextSplitViewNavigationController"
      stacks[column] = stack
      setViewController(stack, for: column)
    }
  }

  /// The model loads no archives.
  required init?(coder: NSCoder) {
    return nil
  }

  /// The stacks, in column order.
  var orderedStacks: [UIKitNavigationController] {
    [UISplitViewController.Column.compact, .primary, .supplementary, .secondary]
      .compactMap { stacks[$0] }
  }

  /// The stack that shows what a link in a column pushes: the next column's on regular width
  /// ("selections in leading columns control presentations in subsequent columns" [DOC:
  /// swiftui/navigationsplitview]), else the column's own.
  func pushTarget(after stack: UIKitNavigationController) -> UIKitNavigationController? {
    let order = [UISplitViewController.Column.primary, .supplementary, .secondary]
      .compactMap { stacks[$0] }
    guard let index = order.firstIndex(where: { $0 === stack }), index + 1 < order.count
    else { return nil }
    return order[index + 1]
  }

  /// Puts the split view's views at its columns' roots and makes each stack follow its path;
  /// returns whether anything was pushed or popped.
  func fill(_ content: SplitViewContent, environment: EnvironmentValues) -> Bool {
    var changed = false
    let roots: [UISplitViewController.Column: AnyView] = [
      .compact: content.sidebar, .primary: content.sidebar,
      .supplementary: content.content ?? AnyView(EmptyView()), .secondary: content.detail,
    ]
    for column in [UISplitViewController.Column.compact, .primary, .supplementary, .secondary] {
      guard let stack = stacks[column],
        let root = stack.viewControllers.first as? UIHostingController<AnyView>,
        let view = roots[column], let path = content.paths[column]
      else { continue }
      // Links in the column push onto the next column's stack, value links append to its
      // path; in the last column (or collapsed) onto the column's own.
      let target = pushTarget(after: stack)
      var inner = environment
      inner[NavigationPushTargetKey.self] = target.map(NavigationPushTarget.init)
      let targetPath = target.flatMap { content.paths[self.column(of: $0)] }
      inner.navigationAppend = (targetPath ?? path).append
      root.rootView = view
      root.hostingEngine.inheritedEnvironment = inner
      if column == .compact, let preferred = content.preferredCompactColumn,
        showColumns(on: stack, preferred: preferred, content: content, environment: inner)
      {
        changed = true
      }
      if stack.follow(path, environment: inner) { changed = true }
    }
    return changed
  }

  /// Pushes the columns above the sidebar on the collapsed stack that put the preferred one on
  /// top (content, then detail); returns whether anything was pushed or popped.
  ///
  /// Going back (back, `dismiss`) pops a column, and the binding follows to the column then on
  /// top, as the binding does for a pushed destination.
  private func showColumns(
    on stack: UIKitNavigationController, preferred: Binding<NavigationSplitViewColumn>,
    content: SplitViewContent, environment: EnvironmentValues
  ) -> Bool {
    var changed = false
    let live = columnScreens.prefix { entry in stack.viewControllers.contains { $0 === entry.host }
    }
    if live.count < columnScreens.count {
      columnScreens = Array(live)
      preferred.wrappedValue = live.last?.column ?? .sidebar
      changed = true
    }
    let wanted: [NavigationSplitViewColumn] =
      switch preferred.wrappedValue {
      case .detail: content.content == nil ? [.detail] : [.content, .detail]
      case .content where content.content != nil: [.content]
      default: []
      }
    let kept = zip(columnScreens, wanted).prefix { $0.0.column == $0.1 }.count
    if kept < columnScreens.count {
      let top = kept == 0 ? stack.viewControllers.first : columnScreens[kept - 1].host
      if let index = stack.viewControllers.firstIndex(where: { $0 === top }) {
        stack.setViewControllers(Array(stack.viewControllers[...index]), animated: true)
      }
      columnScreens.removeLast(columnScreens.count - kept)
      changed = true
    }
    let views: [NavigationSplitViewColumn: AnyView] = [
      .content: content.content ?? AnyView(EmptyView()), .detail: content.detail,
    ]
    for column in wanted.dropFirst(kept) {
      let host = UIHostingController(
        rootView: views[column] ?? AnyView(EmptyView()), kind: .plain(rootViewName: "AnyView"))
      host.hostingEngine.inheritedEnvironment = environment
      stack.pushViewController(host, animated: true)
      columnScreens.append((column, host))
      changed = true
    }
    for entry in columnScreens {
      entry.host.rootView = views[entry.column] ?? AnyView(EmptyView())
    }
    return changed
  }

  /// The column a stack shows.
  private func column(of stack: UIKitNavigationController) -> UISplitViewController.Column {
    stacks.first { $0.value === stack }?.key ?? .compact
  }
}

/// What a `NavigationSplitView` node hosts.
struct SplitViewContent {
  /// The sidebar.
  var sidebar: AnyView
  /// The content column, in a three-column split view.
  var content: AnyView?
  /// The detail column.
  var detail: AnyView
  /// Each column stack's path, kept in the view graph.
  var paths: [UISplitViewController.Column: NavigationPathStorage]
  /// The column on top of the collapsed stack, when the app controls it.
  var preferredCompactColumn: Binding<NavigationSplitViewColumn>?
}

extension SplitViewContent: NodeKind {
  var typeName: String { "NavigationSplitView" }
  var rendering: NodeRendering { .container }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.fill(proposal)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {}
}

/// The stack a link pushes onto when it isn't its own: a split view's next column.
@MainActor
final class NavigationPushTarget {
  /// The stack.
  weak var stack: UIKitNavigationController?

  init(_ stack: UIKitNavigationController) {
    self.stack = stack
  }
}

/// Where links in a split view's leading column push.
enum NavigationPushTargetKey: EnvironmentKey {
  static var defaultValue: NavigationPushTarget? { nil }
}
