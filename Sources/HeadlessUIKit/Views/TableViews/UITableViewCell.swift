public import Foundation

/// A row of a table view, as UIKit's `UITableViewCell`.
///
/// Its subviews go in ``contentView``, which fills the cell; the standard ``textLabel``,
/// ``detailTextLabel`` and ``imageView`` are created the first time they're read, as UIKit
/// does, and fill the content view [INF: the model doesn't lay out the styles' subviews]. A tap
/// anywhere in the cell selects its row, unless a control in it takes the tap. Accessory and
/// selection styles are inert.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The standard layouts of a cell, as UIKit's `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// A text label and an optional image.
    case `default` = 0
    /// A text label on the left, a detail label on the right.
    case value1 = 1
    /// A detail label on the left, a text label on the right.
    case value2 = 2
    /// A text label above a detail label.
    case subtitle = 3
  }

  /// The standard accessories at a cell's trailing edge, as `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An information button and a chevron.
    case detailDisclosureButton = 2
    /// A check mark.
    case checkmark = 3
    /// An information button.
    case detailButton = 4
  }

  /// How a selected cell looks, as UIKit's `UITableViewCell.SelectionStyle`.
  public enum SelectionStyle: Int, Sendable {
    /// No change.
    case none = 0
    /// Blue, before iOS 7.
    case blue = 1
    /// Gray.
    case gray = 2
    /// The system's default.
    case `default` = 3
  }

  /// How a table draws the lines between rows, as `UITableViewCell.SeparatorStyle`; inert.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none = 0
    /// A single line.
    case singleLine = 1
    /// An etched line, for grouped tables before iOS 7.
    case singleLineEtched = 2
  }

  /// The identifier the table view reuses the cell by.
  public let reuseIdentifier: String?
  /// The cell's layout style.
  let style: CellStyle
  /// The view the cell's content goes in; it fills the cell.
  public let contentView = UIView("UITableViewCellContentView")
  /// The accessory; `.none` by default; inert.
  open var accessoryType: AccessoryType = .none
  /// A view shown as the accessory instead of ``accessoryType``'s; `nil` by default.
  open var accessoryView: UIView?
  /// How the cell looks when selected; `.default` by default; inert.
  open var selectionStyle: SelectionStyle = .default
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  /// The table view the cell is a row of.
  weak var tableView: UITableView?

  private var labels: [Bool: UILabel] = [:]
  private var standardImageView: UIImageView?

  /// Creates a cell of a style, reusable by an identifier.
  ///
  /// - Parameters:
  ///   - style: The layout style.
  ///   - reuseIdentifier: The identifier; `nil` for a cell that isn't reused.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init()
    addSubview(contentView)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a cell for a table view's registration, through the app's own
  /// `init(style:reuseIdentifier:)`; not UIKit API.
  ///
  /// Swift can create an instance of a registered class only through a `required` initializer;
  /// UIKit's `init(style:reuseIdentifier:)` isn't one, so this is. A subclass that overrides
  /// both designated initializers, as a registered cell must, inherits it unchanged.
  ///
  /// - Parameter reuseIdentifier: The identifier the cell was registered for.
  public required convenience init(__registeredAs reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// The label of the cell's main text, created when first read.
  open var textLabel: UILabel? {
    label(detail: false)
  }

  /// The label of the cell's secondary text, created when first read; `nil` in the `.default`
  /// style, as in UIKit.
  open var detailTextLabel: UILabel? {
    style == .default ? nil : label(detail: true)
  }

  /// The cell's image view, created when first read.
  open var imageView: UIImageView? {
    if let standardImageView { return standardImageView }
    let view = UIImageView()
    contentView.addSubview(view)
    standardImageView = view
    return view
  }

  private func label(detail: Bool) -> UILabel {
    if let label = labels[detail] { return label }
    let label = UILabel()
    contentView.addSubview(label)
    labels[detail] = label
    return label
  }

  /// Prepares a cell the table view takes back for another row; does nothing by default.
  open func prepareForReuse() {}

  /// Selects or deselects the cell.
  ///
  /// - Parameters:
  ///   - selected: Whether the cell is selected.
  ///   - animated: Whether UIKit would animate; inert.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }
}
