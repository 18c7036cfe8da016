public import Foundation

/// A controller whose view is a table view it's the data source and delegate of, as UIKit's
/// `UITableViewController`.
///
/// Modelled: ``loadView()`` makes the ``tableView`` the view, with the controller as its data
/// source and delegate; the table loads its rows when first laid out, as UIKit's do. Every
/// data source and delegate method is declared here, `open`, so a subclass overrides it with
/// `override` as in UIKit; the ones it doesn't override do what UIKit does when they aren't
/// implemented. When the view will appear, the selected row is deselected
/// (``clearsSelectionOnViewWillAppear``) [DOC: `uikit/uitableviewcontroller`].
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of the table the controller makes.
  private let style: UITableView.Style
  private var table: UITableView?

  /// Whether the selected row is deselected when the view will appear; `true` by default.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose table has a style.
  ///
  /// - Parameter style: The table's style.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table; the model loads no nibs.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name; the model loads none.
  ///   - nibBundleOrNil: The nib's bundle; the model loads none.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller with a plain table, through ``init(nibName:bundle:)``, as
  /// `NSObject`'s `init()` does in UIKit.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The table view: the controller's view.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tableView: UITableView! {
    get {
      _ = view
      return table
    }
    set {
      table = newValue
      if let newValue { view = newValue }
    }
  }

  /// Makes the table view the view, with the controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(fillingSuperviewWith: style)
    table.dataSource = self
    table.delegate = self
    self.table = table
    view = table
  }

  /// Deselects the selected row when ``clearsSelectionOnViewWillAppear``.
  ///
  /// - Parameter animated: Whether the appearance animates.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table, let row = table.indexPathForSelectedRow
    else { return }
    table.deselectRow(at: row, animated: animated)
  }

  // MARK: - UITableViewDataSource

  /// One section, as UIKit's table view controller reports when not overridden.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: 1.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: 0.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A plain cell, unless overridden; UIKit raises an exception here.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: A plain cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Every row can be edited, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// No row can be moved, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - editingStyle: The edit.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it goes.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// No section index, unless overridden.
  ///
  /// - Parameter tableView: The table view.
  /// - Returns: `nil`.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  // MARK: - UITableViewDelegate

  /// The table's ``UITableView/rowHeight``, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The height.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// The table's ``UITableView/estimatedRowHeight``, unless overridden; inert.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: The estimate.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    tableView.estimatedRowHeight
  }

  /// The tapped row, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The tapped row.
  /// - Returns: `indexPath`.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The deselected row.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// No header view, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// No footer view, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: `nil`.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// The table's ``UITableView/sectionHeaderHeight``, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The height.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    tableView.sectionHeaderHeight
  }

  /// The table's ``UITableView/sectionFooterHeight``, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - section: The section.
  /// - Returns: The height.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  {
    tableView.sectionFooterHeight
  }

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell.
  ///   - indexPath: The row it showed.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}

  /// Every row highlights, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// Does nothing, unless overridden.
  ///
  /// - Parameter scrollView: The table view.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// `nil`, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  open func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// `nil`, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  open func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// `nil`, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  ///   - point: The location in the table view.
  /// - Returns: `nil`.
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  /// `nil`, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - configuration: The menu's configuration.
  /// - Returns: `nil`.
  open func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }

  /// `nil`, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - configuration: The menu's configuration.
  /// - Returns: `nil`.
  open func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - configuration: The menu's configuration.
  ///   - animator: The commit animator.
  open func tableView(
    _ tableView: UITableView,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
}
