public import Foundation
import PresentationHierarchy

/// A scroll view of items in sections placed by a layout, as UIKit's `UICollectionView`.
///
/// Modelled: ``reloadData()`` (or the first layout) has the ``collectionViewLayout`` prepare,
/// takes the content size from it, and gives cells only to the items in the visible area, at
/// the frames the layout gives; supplementary views (section headers and footers) come from
/// the data source the same way [DOC: `uikit/uicollectionview`]. Scrolling
/// (``UIScrollView/contentOffset``) gives the items that come into view cells, reusing those
/// that left. A tap anywhere in a cell selects its item and calls the delegate's
/// `collectionView(_:didSelectItemAt:)`, unless a tap recognizer above takes the tap. Looks
/// and animations are inert; interactive movement, drag and drop and prefetching aren't
/// modelled.
///
/// The `delegate` is ``UIScrollView/delegate``: set a `UICollectionViewDelegate` there.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The direction a layout scrolls in, as UIKit's `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Sendable {
    /// Up and down.
    case vertical = 0
    /// Left and right.
    case horizontal = 1
  }

  /// What kind of view layout attributes describe, as `UICollectionView.ElementCategory`.
  public enum ElementCategory: UInt, Sendable {
    /// A cell.
    case cell = 0
    /// A supplementary view, such as a header.
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }

  /// Where an item ends up when scrolled to, as UIKit's `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The least scrolling that shows the item.
    public static let none = ScrollPosition([])
    /// At the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of a section header's supplementary view.
  public class var elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
  /// The kind of a section footer's supplementary view.
  public class var elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }

  /// The layout that places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      if loaded { layoutInvalidated() }
    }
  }
  /// The object that gives the collection view its items.
  open weak var dataSource: (any UICollectionViewDataSource)?
  /// The object that supplies items for drags from the collection view; stored, the model
  /// never starts a drag (see ``UICollectionViewDragDelegate``).
  open weak var dragDelegate: (any UICollectionViewDragDelegate)?
  /// The object that handles drops on the collection view; stored, the model never delivers a
  /// drop (see ``UICollectionViewDropDelegate``).
  open weak var dropDelegate: (any UICollectionViewDropDelegate)?
  /// Whether the collection view supports dragging content.
  ///
  /// `true` by default as from iOS 15 [DOC: `uikit/uicollectionview/draginteractionenabled`].
  /// Stored; the model drives no drag.
  open var dragInteractionEnabled = true
  /// Whether a tap selects an item; `true` by default.
  open var allowsSelection = true
  /// Whether several items can be selected; `false` by default.
  open var allowsMultipleSelection = false
  /// A view behind the content; `nil` by default; it fills the collection view.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  var cellRegistrations: [String: UICollectionViewCell.Type] = [:]
  var supplementRegistrations: [String: UICollectionReusableView.Type] = [:]
  private var reusable: [String: [UICollectionReusableView]] = [:]
  var visible: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
  private var visibleSupplements:
    [(kind: String, indexPath: IndexPath, view: UICollectionReusableView)] = []
  var selected: [IndexPath] = []
  var pendingUpdates = TableUpdates()
  var updateDepth = 0
  var loaded = false

  /// Creates a collection view with a layout.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - layout: The layout that places the items.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view that fills its superview until its frame is set, as a
  /// collection view controller's does.
  convenience init(fillingSuperviewWith layout: UICollectionViewLayout) {
    self.init(frame: .zero, collectionViewLayout: layout)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Replaces the layout.
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Whether UIKit would animate; inert.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// Replaces the layout; the completion runs with `true` on the app's next settle.
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Whether UIKit would animate; inert.
  ///   - completion: What runs when the change would finish.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    collectionViewLayout = layout
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Loads the items the first time the collection view is laid out, as UIKit's do, and
  /// places the visible ones after.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if !loaded, dataSource != nil {
      reloadData()
    } else if loaded {
      tile()
    }
  }

  /// Scrolling gives the items that come into view cells.
  open override var contentOffset: CGPoint {
    didSet {
      guard contentOffset != oldValue else { return }
      if loaded { tile() }
      KeyValueObservers.shared.objectDidChange(self)
    }
  }

  /// Registers a cell class to create for a reuse identifier.
  ///
  /// - Parameters:
  ///   - cellClass: A `UICollectionViewCell` subclass; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = cellClass as? UICollectionViewCell.Type
  }

  /// Registers a nib for a cell identifier: the model loads no nibs, so it creates plain cells
  /// for it [INF].
  ///
  /// - Parameters:
  ///   - nib: The nib; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = nib == nil ? nil : UICollectionViewCell.self
  }

  /// Registers a supplementary view class for a kind and reuse identifier.
  ///
  /// - Parameters:
  ///   - viewClass: A `UICollectionReusableView` subclass; `nil` removes the registration.
  ///   - elementKind: The kind, such as ``elementKindSectionHeader``.
  ///   - identifier: The reuse identifier.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementRegistrations[elementKind + "/" + identifier] =
      viewClass as? UICollectionReusableView.Type
  }

  /// Registers a nib for a supplementary view: the model loads no nibs, so it creates plain
  /// reusable views for it [INF].
  ///
  /// - Parameters:
  ///   - nib: The nib; `nil` removes the registration.
  ///   - kind: The kind.
  ///   - identifier: The reuse identifier.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementRegistrations[kind + "/" + identifier] =
      nib == nil ? nil : UICollectionReusableView.self
  }

  /// Returns a cell for a registered identifier, reused or new.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item the cell is for.
  /// - Returns: The cell. UIKit raises an exception for an unregistered identifier; the model
  ///   reports an issue and returns a plain cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reusable[identifier]?.popLast() as? UICollectionViewCell {
      cell.prepareForReuse()
      return cell
    }
    if let type = cellRegistrations[identifier] { return type.init(__registeredAs: identifier) }
    ModelIssues.report(
      "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:) was asked for "
        + "'\(identifier)', which no cell is registered for; UIKit raises an exception here. "
        + "The model returned a plain cell. Register a class with register(_:forCellWithReuseIdentifier:)."
    )
    return UICollectionViewCell(__registeredAs: identifier)
  }

  /// Returns a supplementary view for a registered kind and identifier, reused or new.
  ///
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The view's index path.
  /// - Returns: The view; a plain one for an unregistered identifier, with an issue.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = elementKind + "/" + identifier
    if let view = reusable[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    if let type = supplementRegistrations[key] {
      let view = type.init(__registeredAs: identifier)
      return view
    }
    ModelIssues.report(
      "UICollectionView.dequeueReusableSupplementaryView was asked for '\(identifier)' of kind "
        + "'\(elementKind)', which nothing is registered for; UIKit raises an exception here. "
        + "The model returned a plain view.")
    return UICollectionReusableView(__registeredAs: identifier)
  }

  /// Asks the data source for the items again, has the layout prepare, and lays out the
  /// visible items.
  open func reloadData() {
    for entry in visible { recycle(entry.cell) }
    visible = []
    loaded = true
    layoutInvalidated()
  }

  /// The number of sections, from the data source.
  open var numberOfSections: Int {
    dataSource.map { $0.numberOfSections(in: self) } ?? 0
  }

  /// Returns the number of items in a section, from the data source.
  ///
  /// - Parameter section: The section.
  /// - Returns: The number of items.
  open func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// The cells of the visible items.
  open var visibleCells: [UICollectionViewCell] { visible.map(\.cell) }

  /// The visible items.
  open var indexPathsForVisibleItems: [IndexPath] { visible.map(\.indexPath) }

  /// Returns the cell of a visible item.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The cell, or `nil` when the item isn't visible.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visible.first { $0.indexPath == indexPath }?.cell
  }

  /// Returns the item a visible cell shows.
  ///
  /// - Parameter cell: The cell.
  /// - Returns: Its item, or `nil` when it isn't visible.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visible.first { $0.cell === cell }?.indexPath
  }

  /// Returns the item at a point of the content.
  ///
  /// - Parameter point: The point, in the collection view's coordinates.
  /// - Returns: The item whose frame contains it, or `nil`.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let rect = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: rect)?
      .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
  }

  /// Returns the layout's attributes of an item.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The attributes, or `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Returns a visible supplementary view.
  ///
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - indexPath: The view's index path.
  /// - Returns: The view, or `nil` when it isn't visible.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleSupplements.first { $0.kind == elementKind && $0.indexPath == indexPath }?.view
  }

  /// Returns the visible supplementary views of a kind.
  ///
  /// - Parameter elementKind: The kind.
  /// - Returns: The views.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    visibleSupplements.filter { $0.kind == elementKind }.map(\.view)
  }

  /// The selected items.
  open var indexPathsForSelectedItems: [IndexPath]? { selected }

  /// Selects an item without calling the delegate, as in UIKit, and scrolls to it.
  ///
  /// - Parameters:
  ///   - indexPath: The item; `nil` deselects every item.
  ///   - animated: Whether UIKit would animate; inert.
  ///   - scrollPosition: Where to scroll the item to.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for item in selected { deselectItem(at: item, animated: animated) }
      return
    }
    if !allowsMultipleSelection {
      for item in selected where item != indexPath { deselectItem(at: item, animated: animated) }
    }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    cellForItem(at: indexPath)?.isSelected = true
    if scrollPosition != .none {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item without calling the delegate, as in UIKit.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Whether UIKit would animate; inert.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }

  /// Scrolls so an item is at a position of the visible area.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Where the item ends up.
  ///   - animated: Whether UIKit would animate; inert.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = contentOffset
    let size = bounds.size
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
    if scrollPosition == .none {
      scrollRectToVisible(frame, animated: animated)
      return
    }
    offset.x = min(max(0, offset.x), max(0, contentSize.width - size.width))
    offset.y = min(max(0, offset.y), max(0, contentSize.height - size.height))
    contentOffset = offset
  }

  /// Selects the item of a tapped cell, asking the delegate first and telling it after; a
  /// tapped selected item in a multiple-selection collection is deselected.
  func selectTapped(_ cell: UICollectionViewCell) {
    guard allowsSelection, let tapped = indexPath(for: cell) else { return }
    let delegate = delegate as? any UICollectionViewDelegate
    guard delegate?.collectionView(self, shouldHighlightItemAt: tapped) ?? true else { return }
    if allowsMultipleSelection, selected.contains(tapped) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: tapped) ?? true else { return }
      deselectItem(at: tapped, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: tapped)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: tapped) ?? true else { return }
    let previous = allowsMultipleSelection ? [] : selected.filter { $0 != tapped }
    for item in previous {
      deselectItem(at: item, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: item)
    }
    selectItem(at: tapped, animated: false, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: tapped)
  }

  /// Has the layout prepare again and places the visible views at its new frames.
  func layoutInvalidated() {
    guard loaded else { return }
    collectionViewLayout.collectionView = self
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
    tile()
  }

  /// Gives each item in the visible area a cell and each supplementary view there a view,
  /// placed at the layout's frames, and recycles the others.
  func tile() {
    guard let dataSource else { return }
    let area = CGRect(origin: contentOffset, size: bounds.size)
    let attributes = (collectionViewLayout.layoutAttributesForElements(in: area) ?? [])
      .filter { $0.frame.intersects(area) }
      .sorted { $0.zIndex < $1.zIndex }
    let cells = attributes.filter { $0.representedElementCategory == .cell }
    let wanted = Set(cells.map(\.indexPath))
    for entry in visible where !wanted.contains(entry.indexPath) { recycle(entry.cell) }
    var kept = visible.filter { wanted.contains($0.indexPath) }
    visible = []
    let delegate = delegate as? any UICollectionViewDelegate
    for attribute in cells {
      let indexPath = attribute.indexPath
      let keptCell = kept.first { $0.indexPath == indexPath }?.cell
      let cell = keptCell ?? dataSource.collectionView(self, cellForItemAt: indexPath)
      kept.removeAll { $0.cell === cell }
      cell.collectionView = self
      place(cell, with: attribute)
      cell.isSelected = selected.contains(indexPath)
      if keptCell == nil { delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
      visible.append((indexPath, cell))
    }
    tileSupplements(attributes.filter { $0.representedElementCategory == .supplementaryView })
  }

  private func tileSupplements(_ attributes: [UICollectionViewLayoutAttributes]) {
    guard let dataSource else { return }
    var kept = visibleSupplements
    visibleSupplements = []
    for attribute in attributes {
      guard let kind = attribute.representedElementKind else { continue }
      let view: UICollectionReusableView
      if let index = kept.firstIndex(where: {
        $0.kind == kind && $0.indexPath == attribute.indexPath
      }) {
        view = kept.remove(at: index).view
      } else {
        view = dataSource.collectionView(
          self, viewForSupplementaryElementOfKind: kind, at: attribute.indexPath)
      }
      place(view, with: attribute)
      visibleSupplements.append((kind, attribute.indexPath, view))
    }
    for entry in kept { recycle(entry.view, kind: entry.kind) }
  }

  private func place(
    _ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes
  ) {
    view.frame = attributes.frame
    view.isHidden = attributes.isHidden
    view.alpha = attributes.alpha
    view.apply(attributes)
    if view.superview !== self { addSubview(view) }
  }

  /// Takes a cell off the collection view, keeping it for reuse by its identifier.
  func recycle(_ cell: UICollectionViewCell) {
    let shown = visible.first { $0.cell === cell }?.indexPath
    recycle(cell, kind: nil)
    if let shown {
      (delegate as? any UICollectionViewDelegate)?.collectionView(
        self, didEndDisplaying: cell, forItemAt: shown)
    }
  }

  private func recycle(_ view: UICollectionReusableView, kind: String?) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    reusable[kind.map { $0 + "/" + identifier } ?? identifier, default: []].append(view)
  }
}
