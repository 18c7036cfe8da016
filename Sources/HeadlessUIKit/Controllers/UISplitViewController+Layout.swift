import PresentationHierarchy

extension UISplitViewController {
  /// The widths of the sidebar columns on regular width; the secondary column takes the rest
  /// [INF: UIKit's defaults depend on the screen, and `preferredPrimaryColumnWidth` is absent].
  enum ColumnWidth {
    /// The primary column's width.
    static let primary = 320.0
    /// The supplementary column's width.
    static let supplementary = 320.0
  }

  /// Whether the split view is in an app on compact width but hasn't collapsed yet: a split
  /// view starts expanded and collapses once in a horizontally compact environment [DOC:
  /// `isCollapsed`].
  private var needsCollapse: Bool {
    !collapsed && application?.profile.device.horizontalSizeClass == .compact
  }

  /// Collapses the columns into one stack when no compact column is set: the supplementary and
  /// secondary columns' controllers are pushed onto the primary column's navigation controller,
  /// the secondary on top.
  ///
  /// UIKit's navigation controller pushes the secondary controller onto its stack when a split
  /// view collapses [DOC: `collapseSecondaryViewController(_:for:)`]; that the column style
  /// moves the controllers out of their column's navigation controller, and the supplementary
  /// too, is [INF].
  func collapseColumns() {
    guard columns[.compact] == nil, let primary = columns[.primary] as? UINavigationController
    else { return }
    var moved: [UIViewController] = []
    for column in [Column.supplementary, .secondary] {
      guard let navigation = columns[column] as? UINavigationController, navigation !== primary
      else { continue }
      moved += navigation.viewControllers
      navigation.setViewControllers([], animated: false)
    }
    guard !moved.isEmpty else { return }
    primary.setViewControllers(primary.viewControllers + moved, animated: false)
  }

  /// The columns a display mode shows on regular width [DOC: the display modes].
  ///
  /// - Parameter mode: A resolved display mode.
  /// - Returns: The columns, leading first.
  func visibleColumns(in mode: DisplayMode) -> [Column] {
    switch mode {
    case .secondaryOnly:
      return [.secondary]
    case .oneBesideSecondary, .oneOverSecondary:
      return [style == .tripleColumn ? .supplementary : .primary, .secondary]
    default:
      return [.primary, .supplementary, .secondary]
    }
  }

  /// Whether a display mode dims the secondary column: the "over" and "displace" modes [DOC].
  private func dimsSecondary(in mode: DisplayMode) -> Bool {
    mode == .oneOverSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
  }

  /// Puts the shown columns' views in the content view, back to front, then lays them out.
  ///
  /// Collapsed: the compact column's controller, else the primary column's. Expanded: the
  /// columns leading first, or, when the sidebars lie over the secondary column, the secondary
  /// column, a `UIDimmingView` that takes the taps on it, then the sidebars [INF: the order and
  /// the dimming view's class are not recorded]. As in navigation and tab bar controllers, the
  /// container of a context presentation made by a column travels with the column's view.
  func showColumns() {
    if needsCollapse {
      collapsed = true
      collapseColumns()
    }
    for view in contentView.subviews { view.removeFromSuperview() }
    if collapsed {
      if let shown = columns[.compact] ?? columns[.primary] { addColumnView(of: shown) }
    } else {
      let mode = displayMode
      var order = visibleColumns(in: mode)
      if dimsSecondary(in: mode) {
        order.removeAll { $0 == .secondary }
        if let secondary = columns[.secondary] { addColumnView(of: secondary) }
        contentView.addSubview(dimmingView)
      }
      for column in order {
        if let controller = columns[column] { addColumnView(of: controller) }
      }
    }
    layOut()
  }

  /// Adds a column controller's view, unless its own `.currentContext` presentation removed it,
  /// and the container of the context presentation it made.
  private func addColumnView(of controller: UIViewController) {
    let presentation = controller.engine.ownPresented?.engine.presentation
    if presentation?.removedViews.contains(where: { $0.view === controller.view }) != true {
      contentView.addSubview(controller.view)
    }
    if let presentation, presentation.style.isContextScoped {
      contentView.addSubview(presentation.container)
    }
  }

  /// Gives the content view the split view's frame and each shown column its own (§2.4 [INF]:
  /// the sidebars at ``ColumnWidth``, the secondary column the rest).
  func layOut() {
    if needsCollapse {
      showColumns()
      return
    }
    guard let frame = view.screenFrame else { return }
    contentView.screenFrame = frame
    if collapsed {
      (columns[.compact] ?? columns[.primary])?.view.screenFrame = frame
      return
    }
    let mode = displayMode
    let sidebars = visibleColumns(in: mode).filter { $0 != .secondary }
    var x = frame.x
    for column in sidebars {
      let width = min(
        column == .primary ? ColumnWidth.primary : ColumnWidth.supplementary, frame.width)
      columns[column]?.view.screenFrame = Rect(x: x, y: frame.y, width: width, height: frame.height)
      x += width
    }
    let secondary: Rect
    switch mode {
    case .oneOverSecondary, .twoOverSecondary:
      secondary = frame
    case .twoDisplaceSecondary:
      // Pushed partly off screen at the width it has beside the supplementary column alone
      // [DOC: "partially displace the secondary view controller offscreen"; the width is INF].
      secondary = Rect(
        x: x, y: frame.y, width: max(frame.width - ColumnWidth.supplementary, 0),
        height: frame.height)
    default:
      secondary = Rect(
        x: x, y: frame.y, width: max(frame.x + frame.width - x, 0), height: frame.height)
    }
    columns[.secondary]?.view.screenFrame = secondary
    dimmingView.screenFrame = secondary
  }
}
