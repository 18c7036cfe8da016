import PresentationHierarchy

/// A container that shows its children in columns, as UIKit's `UISplitViewController` with
/// the iOS 14 column API.
///
/// On regular width the columns sit side by side, each column's controller's view in the
/// window, so hit tests reach every column and a context presentation from inside a column
/// covers that column only (each column is a navigation controller, which defines a
/// presentation context). On compact width (an iPhone, an iPad in Slide Over) the split view is
/// collapsed: it shows the `.compact` column's controller, or else the primary column's
/// navigation stack with the other columns' controllers pushed onto it.
///
/// The classic API (`viewControllers` assignment, `.unspecified` style, the delegate) is
/// absent, as are column widths and split behaviours; see <doc:how-faithful-is-the-model>.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The number of columns, as UIKit's `UISplitViewController.Style`.
  public enum Style: Int, Sendable {
    /// The classic interface, which the model doesn't provide.
    case unspecified = 0
    /// A primary and a secondary column.
    case doubleColumn = 1
    /// A primary, a supplementary and a secondary column.
    case tripleColumn = 2
  }

  /// A column, as UIKit's `UISplitViewController.Column`.
  public enum Column: Int, Sendable {
    /// The leading column, the sidebar.
    case primary = 0
    /// The middle column of a triple-column split view.
    case supplementary = 1
    /// The trailing column, the detail.
    case secondary = 2
    /// The controller shown instead of the columns when the split view is collapsed.
    case compact = 3
  }

  /// How the columns share the screen on regular width, as UIKit's
  /// `UISplitViewController.DisplayMode`.
  public enum DisplayMode: Int, Sendable {
    /// UIKit chooses.
    case automatic = 0
    /// Only the secondary column.
    case secondaryOnly = 1
    /// One sidebar beside the secondary column: the primary (double column) or the
    /// supplementary (triple column).
    case oneBesideSecondary = 2
    /// One sidebar over the secondary column, which is dimmed.
    case oneOverSecondary = 3
    /// The primary and supplementary columns beside the secondary (triple column).
    case twoBesideSecondary = 4
    /// The primary and supplementary columns over the secondary, which is dimmed (triple
    /// column).
    case twoOverSecondary = 5
    /// The primary and supplementary columns pushing the secondary partly off screen, dimmed
    /// (triple column).
    case twoDisplaceSecondary = 6
  }

  /// The number of columns.
  public let style: Style
  /// The display mode you prefer; `.automatic` by default.
  public var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      displayModeOverride = nil
      if isViewLoaded { showColumns() }
    }
  }
  /// The display mode a tap on the dimmed secondary column, ``show(_:)`` or ``hide(_:)``
  /// chose, until ``preferredDisplayMode`` is assigned again.
  var displayModeOverride: DisplayMode?
  /// The controllers set for the columns, as given.
  private(set) var assigned: [Column: UIViewController] = [:]
  /// The controller each column shows: the navigation controller that wraps what was set, or
  /// for the compact column what was set.
  private(set) var columns: [Column: UIViewController] = [:]
  /// The navigation controllers the split view made to wrap column controllers.
  private var wrappers: Set<ObjectIdentifier> = []
  /// The children the columns gave the split view, in column order.
  private var columnChildren: [UIViewController] = []
  /// Whether the split view has collapsed its columns.
  var collapsed = false
  /// `_UIPanelControllerContentView`, which holds the columns' views [OBS, §2.4].
  let contentView = UIView("_UIPanelControllerContentView")
  /// The dimming view over the secondary column in the "over" and "displace" display modes.
  let dimmingView = UIView(UIKitClassName.dimmingView)

  /// Creates a split view controller with a column style.
  ///
  /// UIKit raises for `.unspecified` ("API misuse. -initWithStyle: may not be used with
  /// UISplitViewControllerStyleUnspecified" [RE: decompiled `UISplitViewController.m`]); the
  /// model records that in the app the code runs in (`UIApplication.asShared(_:)`), if any,
  /// and the split view shows nothing.
  ///
  /// - Parameters:
  ///   - style: The number of columns.
  ///   - identifier: The identifier tests use for the controller.
  public init(style: Style, identifier: String? = nil) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
    self.engine.identifier = identifier
    if style == .unspecified {
      UIApplication.current?.raise(UIKitMessages.unspecifiedSplitViewStyle)
    }
  }

  /// The model loads no archives, so this returns `nil`, as ``UIViewController/init(coder:)``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether only one child is shown: true on compact width, once the split view is in an app
  /// [DOC: `isCollapsed`].
  public var isCollapsed: Bool { collapsed }

  /// The display mode in effect on regular width.
  ///
  /// `.automatic` resolves to `.oneBesideSecondary` (double column) or `.twoBesideSecondary`
  /// (triple column) [INF: UIKit chooses by size and orientation]; a double-column split view
  /// maps the triple-column modes to their one-sidebar counterparts [INF: the documentation says
  /// they are only available for triple columns].
  public var displayMode: DisplayMode {
    let mode = displayModeOverride ?? preferredDisplayMode
    let triple = style == .tripleColumn
    switch mode {
    case .automatic: return triple ? .twoBesideSecondary : .oneBesideSecondary
    case .twoBesideSecondary, .twoDisplaceSecondary: return triple ? mode : .oneBesideSecondary
    case .twoOverSecondary: return triple ? mode : .oneOverSecondary
    default: return mode
    }
  }

  /// The children shown: the primary, supplementary (triple column) and secondary columns'
  /// controllers when expanded; when collapsed only one, the compact column's or else the
  /// primary column's [DOC: `viewControllers`].
  ///
  /// The columns' controllers are the navigation controllers that wrap what you set [INF]. The
  /// classic API's assignment is absent.
  public var viewControllers: [UIViewController] {
    if collapsed { return [columns[.compact] ?? columns[.primary]].compactMap { $0 } }
    let shown: [Column] =
      style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    return shown.compactMap { columns[$0] }
  }

  /// Returns the controller set for a column, as it was set rather than its wrapper [INF].
  ///
  /// - Parameter column: The column.
  /// - Returns: The controller, or `nil`.
  public func viewController(for column: Column) -> UIViewController? {
    assigned[column]
  }

  /// Sets the controller of a column.
  ///
  /// A controller that isn't a navigation controller is wrapped in one, except in the compact
  /// column [DOC: `setViewController:forColumn:` header comment]. A non-navigation controller
  /// set for the secondary column while it shows a wrapper is pushed onto that wrapper [CLAIM:
  /// Apple's reply to FB8640357, quoted by zhaoxin.pro]. A supplementary controller in a
  /// double-column split view raises `NSInvalidArgumentException` [RE], recorded in
  /// ``UIApplication/exceptions``. While collapsed, a supplementary or secondary controller is
  /// pushed onto the primary column's stack.
  ///
  /// - Parameters:
  ///   - viewController: The controller, or `nil` to empty the column.
  ///   - column: The column.
  public func setViewController(_ viewController: UIViewController?, for column: Column) {
    guard style != .unspecified else { return }
    if viewController != nil, column == .supplementary, style != .tripleColumn {
      (application ?? UIApplication.current)?.raise(
        UIKitMessages.supplementaryInDoubleColumn)
      return
    }
    assigned[column] = viewController
    if let viewController, column == .secondary, !(viewController is UINavigationController),
      let wrapper = columns[.secondary] as? UINavigationController,
      wrappers.contains(ObjectIdentifier(wrapper)), !wrapper.viewControllers.isEmpty
    {
      wrapper.pushViewController(viewController, animated: false)
    } else {
      columns[column] = viewController.map { wrap($0, for: column) }
      updateChildren()
    }
    if collapsed { collapseColumns() }
    if isViewLoaded { showColumns() }
    application?.updateAppearance()
    application?.verifyInvariantsAfterOperation("setViewController(_:for:)")
  }

  /// Installs a controller as the secondary (detail) one.
  ///
  /// In a column-style split view controller, as ``setViewController(_:for:)`` does for `.secondary` (pushed onto the primary
  /// column's stack while collapsed) [DOC: `uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)`:
  /// "installs vc as its detail view controller; in a compact environment … calls
  /// show(_:sender:)"]; the same controller again changes nothing [DOC:
  /// `uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)`]. A classic split view
  /// controller (`viewControllers`) reports that the model doesn't show details in it.
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    guard style != .unspecified else {
      ModelIssues.report(
        "\(messageDescription) was asked to show \(vc.messageDescription) as its detail, but the "
          + "model shows details only in a column-style split view controller "
          + "(init(style:)); set viewControllers instead.")
      return
    }
    guard viewController(for: .secondary) !== vc else { return }
    setViewController(vc, for: .secondary)
  }

  /// Shows a controller in a primary context: not modelled for a split view controller.
  ///
  /// UIKit overrides it [DOC: `uikit/uiviewcontroller/show(_:sender:)`, without saying how]; the
  /// model reports it and changes nothing. Show it on the column's navigation controller.
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  open override func show(_ vc: UIViewController, sender: Any?) {
    ModelIssues.report(
      "\(messageDescription) was asked to show \(vc.messageDescription); how a split view "
        + "controller shows a controller in its primary context isn't documented, so the model "
        + "leaves it unchanged: push it on the column's navigation controller instead.")
  }

  /// Shows a column, changing the display mode to one that shows it beside the secondary
  /// column [INF: which mode UIKit picks is not documented]; does nothing while collapsed
  /// [INF].
  ///
  /// - Parameter column: The column.
  public func show(_ column: Column) {
    guard !collapsed, !visibleColumns(in: displayMode).contains(column) else { return }
    switch column {
    case .primary:
      displayModeOverride = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    case .supplementary where style == .tripleColumn:
      displayModeOverride = .oneBesideSecondary
    default:
      return
    }
    if isViewLoaded { showColumns() }
  }

  /// Hides a column, changing the display mode to one without it [INF: which mode UIKit
  /// picks is not documented]; the secondary column stays, and nothing changes while collapsed
  /// [INF].
  ///
  /// - Parameter column: The column.
  public func hide(_ column: Column) {
    guard !collapsed, visibleColumns(in: displayMode).contains(column) else { return }
    switch column {
    case .primary:
      displayModeOverride = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
    case .supplementary:
      displayModeOverride = .secondaryOnly
    default:
      return
    }
    if isViewLoaded { showColumns() }
  }

  /// `_UISplitViewControllerPanelImplView[ _UIPanelControllerContentView[ columns ] ]` [OBS:
  /// §2.4, an iOS 26.1 dump and a 428×926 iPhone dump, both collapsed].
  open override func loadView() {
    let panel = UIView("_UISplitViewControllerPanelImplView")
    panel.engine.layoutHandler = { [weak self] in self?.layOut() }
    panel.addSubview(contentView)
    dimmingView.engine.tapAction = { [weak self] in self?.dismissOverlay() }
    view = panel
  }

  open override func viewDidLoad() {
    showColumns()
  }

  /// Wraps a column's controller in a navigation controller, unless it is one or the column is
  /// the compact one [DOC].
  private func wrap(_ controller: UIViewController, for column: Column) -> UIViewController {
    guard column != .compact, !(controller is UINavigationController) else { return controller }
    if let current = columns[column] as? UINavigationController,
      wrappers.contains(ObjectIdentifier(current)), current.viewControllers.first === controller
    {
      return current
    }
    let wrapper = UINavigationController(rootViewController: controller)
    wrappers.insert(ObjectIdentifier(wrapper))
    return wrapper
  }

  /// Makes the columns' controllers the split view's children, each once, in column order.
  private func updateChildren() {
    var seen: Set<ObjectIdentifier> = []
    let controllers = [Column.primary, .supplementary, .secondary, .compact]
      .compactMap { columns[$0] }
      .filter { seen.insert(ObjectIdentifier($0)).inserted }
    replaceChildren(columnChildren, with: controllers)
    columnChildren = controllers
    wrappers = wrappers.filter { id in controllers.contains { ObjectIdentifier($0) == id } }
  }

  /// Returns to the display mode UIKit returns to when the dimmed secondary column is tapped:
  /// `.oneBesideSecondary` after `.twoDisplaceSecondary`, else `.secondaryOnly` [DOC: the
  /// display modes].
  private func dismissOverlay() {
    displayModeOverride =
      displayMode == .twoDisplaceSecondary ? .oneBesideSecondary : .secondaryOnly
    showColumns()
  }
}
