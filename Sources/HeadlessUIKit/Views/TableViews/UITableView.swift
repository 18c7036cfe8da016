public import Foundation

/// A scroll view of rows in sections, as UIKit's `UITableView`.
///
/// Modelled: ``reloadData()`` asks the ``dataSource`` for the rows and the delegate for their
/// heights (``rowHeight`` when it doesn't say; 44 points for `automaticDimension` [INF]), and
/// only the rows in the visible area get cells, laid out top to bottom across the table's
/// width; scrolling (``UIScrollView/contentOffset``) moves them and gives the rows that come
/// into view cells, reusing those that left [DOC: `uikit/uitableview`, "only the visible
/// rows"]. A tap anywhere in a row's cell selects it and calls the delegate's
/// `tableView(_:didSelectRowAt:)`, unless a tap recognizer above the table recognizes the tap
/// and cancels it [OBS: a tap recognizer on a table's superview stops row selection, SO 8192480].
/// Section headers, footers and separators aren't modelled; styles are inert.
///
/// The `delegate` is ``UIScrollView/delegate``: set a `UITableViewDelegate` there as in UIKit.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The styles of a table view, as UIKit's `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// Rows in one plain list.
    case plain = 0
    /// Sections set apart as groups.
    case grouped = 1
    /// Groups inset from the edges, with rounded corners.
    case insetGrouped = 2
  }

  /// Where a row ends up when scrolled to, as UIKit's `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling that shows the row.
    case none = 0
    /// At the top of the visible area.
    case top = 1
    /// In the middle of the visible area.
    case middle = 2
    /// At the bottom of the visible area.
    case bottom = 3
  }

  /// The value that leaves a dimension to the table view [DOC:
  /// `uikit/uitableview/automaticdimension`]; -1 [INF].
  nonisolated public class var automaticDimension: CGFloat { -1 }

  /// The table's style.
  public let style: Style
  /// The object that gives the table its rows.
  open weak var dataSource: (any UITableViewDataSource)?
  /// The object that supplies items for drags from the table; stored, the model never starts a
  /// drag (see ``UITableViewDragDelegate``).
  open weak var dragDelegate: (any UITableViewDragDelegate)?
  /// The object that handles drops on the table; stored, the model never delivers a drop (see
  /// ``UITableViewDropDelegate``).
  open weak var dropDelegate: (any UITableViewDropDelegate)?
  /// Whether the table supports dragging rows.
  ///
  /// `true` by default as from iOS 15 [DOC: `uikit/uitableview/draginteractionenabled`]. Stored;
  /// the model drives no drag.
  open var dragInteractionEnabled = true
  /// The height of rows the delegate doesn't size; ``automaticDimension`` by default
  /// [DOC: `uikit/uitableview/rowheight`].
  open var rowHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of rows; ``automaticDimension`` by default; inert.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// Whether a tap selects a row; `true` by default.
  open var allowsSelection = true
  /// The view above the rows; `nil` by default; inert: not laid out.
  open var tableHeaderView: UIView?
  /// The view below the rows; `nil` by default; inert: not laid out.
  open var tableFooterView: UIView?
  /// A view behind the rows, headers and footers, sized to the table; `nil` by default.
  ///
  /// [DOC: `uikit/uitableview/backgroundview`: the table "automatically resizes that view to
  /// match its own bounds"; it "appears behind all cells, header views, and footer views and
  /// doesn't scroll with the rest of the table's content"]: setting it makes it the table's
  /// back-most subview, and each layout and scroll gives it the table's bounds, so it covers
  /// the visible area however far the table is scrolled.
  open var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      if oldValue?.superview === self { oldValue?.removeFromSuperview() }
      guard let backgroundView else { return }
      insertSubview(backgroundView, at: 0)
      backgroundView.frame = bounds
    }
  }
  /// The colour of the section index's text, `nil` for the default; inert: the model draws no
  /// section index [DOC: `uikit/uitableview/sectionindexcolor`].
  open var sectionIndexColor: UIColor?
  /// The colour behind the section index, `nil` for the default; inert.
  open var sectionIndexBackgroundColor: UIColor?
  /// The colour behind the section index while a finger drags through it; inert.
  open var sectionIndexTrackingBackgroundColor: UIColor?
  /// The number of rows from which a plain table shows its section index, zero by default
  /// [DOC: `uikit/uitableview/sectionindexminimumdisplayrowcount`]; inert.
  open var sectionIndexMinimumDisplayRowCount = 0
  /// The separators' style; inert.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

  /// The height of section headers the delegate doesn't size; ``automaticDimension`` by
  /// default, which sizes a header with a title or view [INF: 28 points, `TableRows`].
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The height of section footers the delegate doesn't size; ``automaticDimension`` by
  /// default.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

  /// Whether the table is editing; inert: the model shows no editing controls.
  ///
  /// Setting it calls ``setEditing(_:animated:)`` without animation, as UIKit's setter does.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false
  /// Whether several rows can be selected; inert: a tap selects one row in the model.
  open var allowsMultipleSelection = false
  /// Whether rows can be selected while editing; inert.
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected while editing; inert.
  open var allowsMultipleSelectionDuringEditing = false
  /// The separators' colour; inert.
  open var separatorColor: UIColor?
  /// The separators' insets; inert.
  open var separatorInset = UIEdgeInsets()
  /// Whether the cells' layout margins follow the width of the table's readable content guide,
  /// `false` by default [INF: the page gives no default; UIKit's header has said NO since iOS
  /// 12]; kept, inert: the model's table lays its cells out across its full width and gives
  /// their content views no margins from the readable width, either way.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// The padding above each section header (iOS 15); inert: the model adds none.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

  var registrations: [String: UITableViewCell.Type] = [:]
  var reusable: [String: [UITableViewCell]] = [:]
  var supplementRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
  var reusableSupplements: [String: [UITableViewHeaderFooterView]] = [:]
  var visible: [(indexPath: IndexPath, cell: UITableViewCell)] = []
  var layout: TableRows?
  var selected: IndexPath?
  /// The row and section changes recorded between ``beginUpdates()`` and ``endUpdates()``.
  var pendingUpdates = TableUpdates()
  /// How deep ``beginUpdates()`` calls are nested.
  var updateDepth = 0

  /// Creates a table view of a style.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - style: The style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table view with a frame: a convenience initializer, as in UIKit, whose
  /// designated one is ``init(frame:style:)`` [DOC: `uikit/uitableview/init(frame:style:)`].
  ///
  /// - Parameter frame: The frame.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table view that fills its superview until its frame is set.
  public convenience init() {
    self.init(fillingSuperviewWith: .plain)
  }

  /// Creates a table view of a style that fills its superview until its frame is set, as a
  /// table view controller's does.
  convenience init(fillingSuperviewWith style: Style) {
    self.init(frame: .zero, style: style)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Loads the rows the first time the table is laid out, as UIKit's tables do, and places the
  /// visible rows across the table's width after.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let backgroundView, backgroundView.superview === self { backgroundView.frame = bounds }
    if layout == nil, dataSource != nil {
      reloadData()
    } else {
      tile()
    }
  }

  /// Scrolling gives the rows that come into view cells.
  open override var contentOffset: CGPoint {
    didSet {
      guard contentOffset != oldValue else { return }
      if let backgroundView, backgroundView.superview === self { backgroundView.frame = bounds }
      if layout != nil { tile() }
      KeyValueObservers.shared.objectDidChange(self)
    }
  }

  /// Registers a cell class to create for a reuse identifier.
  ///
  /// - Parameters:
  ///   - cellClass: A `UITableViewCell` subclass; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = cellClass as? UITableViewCell.Type
  }

  /// Registers a nib for a reuse identifier: the model loads no nibs, so it creates plain
  /// cells for it [INF].
  ///
  /// - Parameters:
  ///   - nib: The nib; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = nib == nil ? nil : UITableViewCell.self
  }

  /// Returns a cell for a registered identifier, reused or new.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: The cell. UIKit raises an exception for an unregistered identifier; the model
  ///   returns a plain cell, to keep going [INF].
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Returns a reused cell for an identifier, a new one of a registered class, or `nil`.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The cell, or `nil` when none is free and none is registered.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusable[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    return registrations[identifier].map { $0.init(__registeredAs: identifier) }
  }

  /// Asks the data source and delegate for the rows again and lays out the visible ones.
  open func reloadData() {
    for (_, cell) in visible { recycle(cell) }
    visible = []
    remeasure()
    tile()
  }

  /// Measures the rows, headers and footers again, taking the old headers and footers off.
  func remeasure() {
    if let old = layout {
      for supplement in old.headers + old.footers { recycleSupplement(supplement.view) }
    }
    let rows = TableRows(of: self)
    layout = rows
    contentSize = CGSize(width: bounds.width, height: rows.contentHeight)
  }

  /// The number of sections, from the data source.
  open var numberOfSections: Int {
    dataSource.map { $0.numberOfSections(in: self) } ?? 0
  }

  /// Returns the number of rows in a section, from the data source.
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of rows.
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// The cells of the visible rows, top to bottom.
  open var visibleCells: [UITableViewCell] { visible.map(\.cell) }

  /// The visible rows, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? { visible.map(\.indexPath) }

  /// Returns the cell of a visible row.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The cell, or `nil` when the row isn't visible.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visible.first { $0.indexPath == indexPath }?.cell
  }

  /// Returns the row a visible cell shows.
  ///
  /// - Parameter cell: The cell.
  /// - Returns: Its row, or `nil` when it isn't visible.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visible.first { $0.cell === cell }?.indexPath
  }

  /// Returns a row's rectangle in the table's content.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The rectangle, or `.zero` for a row the table doesn't have.
  open func rect(forRowAt indexPath: IndexPath) -> CGRect {
    guard let row = layout?.row(at: indexPath) else { return .zero }
    return CGRect(x: 0, y: row.minY, width: bounds.width, height: row.height)
  }

  /// Returns a row's rectangle in the table's content, as ``rect(forRowAt:)``.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The rectangle, or `.zero` for a row the table doesn't have.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    rect(forRowAt: indexPath)
  }

  /// Returns the row at a point of the content.
  ///
  /// - Parameter point: The point, in the table's coordinates.
  /// - Returns: The row whose rectangle contains it, or `nil`.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    guard point.x >= 0, point.x < bounds.width else { return nil }
    return layout?.rows.first { point.y >= $0.minY && point.y < $0.minY + $0.height }?.indexPath
  }

  /// Turns editing on or off, telling the visible cells; inert: no editing controls.
  ///
  /// - Parameters:
  ///   - editing: Whether the table is editing.
  ///   - animated: Whether UIKit would animate; inert.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    for cell in visibleCells { cell.setEditing(editing, animated: animated) }
  }

  /// The selected row, if any.
  open var indexPathForSelectedRow: IndexPath? { selected }

  /// The selected rows: the model's one selected row, if any.
  open var indexPathsForSelectedRows: [IndexPath]? { selected.map { [$0] } }

  /// Selects a row without calling the delegate, as in UIKit, and scrolls to it.
  ///
  /// - Parameters:
  ///   - indexPath: The row; `nil` deselects.
  ///   - animated: Whether UIKit would animate; inert.
  ///   - scrollPosition: Where to scroll the row to.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    if let selected { cellForRow(at: selected)?.setSelected(false, animated: animated) }
    selected = indexPath
    guard let indexPath else { return }
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row without calling the delegate, as in UIKit.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether UIKit would animate; inert.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selected == indexPath else { return }
    selected = nil
    cellForRow(at: indexPath)?.setSelected(false, animated: animated)
  }

  /// Scrolls so a row is at a position of the visible area.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where the row ends up.
  ///   - animated: Whether UIKit would animate; inert.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let rect = rect(forRowAt: indexPath)
    let height = bounds.height
    let maxOffset = max(0, contentSize.height - height)
    let y: CGFloat
    switch scrollPosition {
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    case .top: y = rect.minY
    case .middle: y = rect.midY - height / 2
    case .bottom: y = rect.maxY - height
    }
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(0, y), maxOffset))
  }

  /// Selects the row of a tapped cell, asking the delegate first and telling it after.
  func selectTapped(_ cell: UITableViewCell) {
    guard allowsSelection, let tapped = indexPath(for: cell) else { return }
    let delegate = delegate as? any UITableViewDelegate
    guard delegate?.tableView(self, shouldHighlightRowAt: tapped) ?? true else { return }
    let chosen = delegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
    guard let indexPath = chosen else { return }
    if let previous = selected, previous != indexPath {
      deselectRow(at: previous, animated: false)
      delegate?.tableView(self, didDeselectRowAt: previous)
    }
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// Gives each row in the visible area a cell, placed at its row, and recycles the others;
  /// puts the headers and footers in the visible area on the table, above the cells.
  func tile() {
    guard let layout, let dataSource else { return }
    let top = contentOffset.y
    let rows = layout.rows(overlapping: top, top + bounds.height)
    defer { tileSupplements(of: layout, from: top, to: top + bounds.height) }
    let wanted = Set(rows.map(\.indexPath))
    for entry in visible where !wanted.contains(entry.indexPath) { recycle(entry.cell) }
    var kept = visible.filter { wanted.contains($0.indexPath) }
    visible = []
    for row in rows {
      let cell =
        kept.first { $0.indexPath == row.indexPath }?.cell
        ?? dataSource.tableView(self, cellForRowAt: row.indexPath)
      let isNew = !kept.contains { $0.cell === cell } && cell.superview !== self
      kept.removeAll { $0.cell === cell }
      cell.tableView = self
      cell.frame = CGRect(x: 0, y: row.minY, width: bounds.width, height: row.height)
      cell.setSelected(row.indexPath == selected, animated: false)
      if isNew {
        (delegate as? any UITableViewDelegate)?.tableView(
          self, willDisplay: cell, forRowAt: row.indexPath)
      }
      if cell.superview !== self { addSubview(cell) }
      visible.append((row.indexPath, cell))
    }
  }

  /// Takes a cell off the table, keeping it for reuse by its identifier.
  func recycle(_ cell: UITableViewCell) {
    let shown = visible.first { $0.cell === cell }?.indexPath
    cell.removeFromSuperview()
    if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    if let shown {
      (delegate as? any UITableViewDelegate)?.tableView(
        self, didEndDisplaying: cell, forRowAt: shown)
    }
  }
}
