public import Foundation

/// A view of spinning wheels (components) of rows, as UIKit's `UIPickerView`.
///
/// Modelled: the number of components and of rows come from the ``dataSource`` and are cached
/// until a reload [DOC: `uikit/uipickerview/numberofcomponents`]; each component's selected row
/// is 0, or -1 while it has no rows [DOC: `uikit/uipickerview/selectedrow(incomponent:)`];
/// ``selectRow(_:inComponent:animated:)`` changes the selection without calling the delegate,
/// and a test's `pickRow(_:inComponent:of:)` on ``UIApplication`` picks a row as a user does,
/// calling the delegate's `pickerView(_:didSelectRow:inComponent:)`. The picker is a leaf
/// 216 points high by default [INF]: it draws no rows in captures, and row views from the
/// delegate are never its subviews.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The picker's natural height [INF].
  static let defaultHeight: CGFloat = 216
  /// A row's height [INF].
  static let defaultRowHeight: CGFloat = 32

  /// The source of the number of components and rows; weak, as in UIKit.
  ///
  /// Setting it drops the cached counts, so the next read asks the new source.
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { rowCounts = nil }
  }
  /// The delegate, which provides row content and hears of a user's picks; weak, as in UIKit.
  open weak var delegate: (any UIPickerViewDelegate)?

  /// The cached number of rows in each component; `nil` until loaded.
  private var rowCounts: [Int]?
  /// The selected row of each component.
  private var selectedRows: [Int] = []
  /// The row views the delegate gave, by component and row.
  private var rowViews: [Int: [Int: UIView]] = [:]

  /// Creates a picker view with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The picker's natural size: no width, 216 points high [INF].
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight)
  }

  /// The number of components, from the data source and cached; 0 without a data source.
  open var numberOfComponents: Int { loadedRowCounts().count }

  /// The number of rows in a component, from the data source and cached.
  ///
  /// - Parameter component: The component.
  /// - Returns: Its number of rows; 0 for a component the picker doesn't have.
  open func numberOfRows(inComponent component: Int) -> Int {
    let counts = loadedRowCounts()
    return counts.indices.contains(component) ? counts[component] : 0
  }

  /// The size of a component's rows: the delegate's width and row height for the component
  /// (an equal share of the width and 32 points without a delegate [INF]).
  ///
  /// - Parameter component: The component.
  /// - Returns: The row size; zero for a component the picker doesn't have.
  open func rowSize(forComponent component: Int) -> CGSize {
    guard loadedRowCounts().indices.contains(component) else { return .zero }
    let width =
      delegate?.pickerView(self, widthForComponent: component)
      ?? bounds.width / CGFloat(max(numberOfComponents, 1))
    let height =
      delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
    return CGSize(width: width, height: height)
  }

  /// The view the delegate's `pickerView(_:viewForRow:forComponent:reusing:)` gives for a
  /// row.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The component.
  /// - Returns: The view, or `nil` when the row doesn't exist or the delegate doesn't
  ///   implement the method (as UIKit returns `nil` then).
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    guard let delegate, row >= 0, row < numberOfRows(inComponent: component) else { return nil }
    let cached = rowViews[component]?[row]
    let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: cached)
    if view is PickerDefaultRowView { return nil }
    rowViews[component, default: [:]][row] = view
    return view
  }

  /// Asks the data source again for every component's number of rows; a selection past a
  /// component's new last row moves to its last row.
  open func reloadAllComponents() {
    rowCounts = nil
    rowViews = [:]
    _ = loadedRowCounts()
  }

  /// Asks the data source again for one component's number of rows.
  ///
  /// - Parameter component: The component.
  open func reloadComponent(_ component: Int) {
    guard var counts = rowCounts, counts.indices.contains(component), let dataSource else {
      reloadAllComponents()
      return
    }
    counts[component] = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
    rowCounts = counts
    rowViews[component] = nil
    clampSelection()
  }

  /// Selects a row in a component, as code does: the delegate is not called.
  ///
  /// - Parameters:
  ///   - row: The row; a row the component doesn't have is ignored.
  ///   - component: The component.
  ///   - animated: Whether the wheel spins to it; inert.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return }
    selectedRows[component] = row
  }

  /// The selected row of a component.
  ///
  /// - Parameter component: The component.
  /// - Returns: The row, or -1 when the component has no rows (or doesn't exist).
  open func selectedRow(inComponent component: Int) -> Int {
    guard numberOfRows(inComponent: component) > 0 else { return -1 }
    return selectedRows[component]
  }

  /// Selects a row as a user's spin does, then tells the delegate
  /// (`pickerView(_:didSelectRow:inComponent:)`).
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The component.
  /// - Returns: Whether the picker has that row.
  func pick(row: Int, inComponent component: Int) -> Bool {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return false }
    selectedRows[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    return true
  }

  /// The cached row counts, loaded from the data source when there are none.
  private func loadedRowCounts() -> [Int] {
    if let rowCounts { return rowCounts }
    var counts: [Int] = []
    if let dataSource {
      let components = max(dataSource.numberOfComponents(in: self), 0)
      counts = (0..<components).map {
        max(dataSource.pickerView(self, numberOfRowsInComponent: $0), 0)
      }
    }
    rowCounts = counts
    clampSelection()
    return counts
  }

  /// Keeps one selected row per component, within the component's rows.
  private func clampSelection() {
    let counts = rowCounts ?? []
    selectedRows = counts.indices.map { index in
      let old = selectedRows.indices.contains(index) ? selectedRows[index] : 0
      return min(max(old, 0), max(counts[index] - 1, 0))
    }
  }
}

/// The row view the delegate's default `pickerView(_:viewForRow:forComponent:reusing:)`
/// returns, which tells the picker that the delegate gives no row views.
final class PickerDefaultRowView: UILabel {}
