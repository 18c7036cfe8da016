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

  /// The edit a row's editing control makes, as UIKit's `UITableViewCell.EditingStyle`; inert:
  /// the model shows no editing controls.
  public enum EditingStyle: Int, Sendable {
    /// No editing control.
    case none = 0
    /// A delete control.
    case delete = 1
    /// An insert control.
    case insert = 2
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
  /// Whether the cell is selected; setting it shows or hides ``selectedBackgroundView``.
  open var isSelected = false {
    didSet { updateBackgrounds() }
  }
  /// Whether the cell is highlighted; setting it shows or hides ``selectedBackgroundView``.
  open var isHighlighted = false {
    didSet { updateBackgrounds() }
  }
  /// Whether the cell is editing; inert: the model shows no editing controls.
  open var isEditing = false
  /// The editing style; inert.
  open var editingStyle: EditingStyle { .delete }
  /// A view behind the content; `nil` by default; it fills the cell until its frame is set.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateBackgrounds()
    }
  }
  /// A view behind the content while the cell is selected or highlighted; `nil` by default;
  /// it fills the cell until its frame is set.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateBackgrounds()
    }
  }
  /// The content's configuration; setting it replaces what the content view shows with a view
  /// made from it (`UIContentConfiguration/makeContentView()`), which fills the content view;
  /// `nil` by default.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { showConfiguration(contentConfiguration, in: contentView) }
  }
  /// The background's configuration; inert.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether ``contentConfiguration`` follows state changes; inert.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether ``backgroundConfiguration`` follows state changes; inert.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// The insets of the cell's separator; inert.
  open var separatorInset = UIEdgeInsets()
  /// The indentation level of the content; inert.
  open var indentationLevel = 0
  /// The width of one indentation level; inert.
  open var indentationWidth: CGFloat = 10
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
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
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

  /// Highlights or unhighlights the cell.
  ///
  /// - Parameters:
  ///   - highlighted: Whether the cell is highlighted.
  ///   - animated: Whether UIKit would animate; inert.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
  }

  /// Turns editing on or off; inert: the model shows no editing controls.
  ///
  /// - Parameters:
  ///   - editing: Whether the cell is editing.
  ///   - animated: Whether UIKit would animate; inert.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Returns the standard content configuration of the cell's style.
  ///
  /// - Returns: A list cell configuration [DOC:
  ///   `uikit/uitableviewcell/defaultcontentconfiguration()`]; its looks are inert.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// The cell's state for configurations: its selection and highlight.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }

  /// Asks the cell to update its configurations: ``updateConfiguration(using:)`` runs at once
  /// [INF: UIKit runs it before the next layout].
  open func setNeedsUpdateConfiguration() {
    updateConfiguration(using: configurationState)
  }

  /// Updates the cell's configurations for a state; does nothing by default.
  ///
  /// - Parameter state: The cell's state.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Puts the background views behind the content: the selected one while selected or
  /// highlighted, else the plain one [DOC: `uikit/uitableviewcell/selectedbackgroundview`].
  private func updateBackgrounds() {
    let showsSelected = (isSelected || isHighlighted) && selectedBackgroundView != nil
    if let selectedBackgroundView {
      if showsSelected {
        if selectedBackgroundView.superview !== self {
          insertSubview(selectedBackgroundView, at: 0)
        }
      } else {
        selectedBackgroundView.removeFromSuperview()
      }
    }
    if let backgroundView, backgroundView.superview !== self {
      insertSubview(backgroundView, at: 0)
    }
  }

  /// Selects or deselects the cell.
  ///
  /// - Parameters:
  ///   - selected: Whether the cell is selected.
  ///   - animated: Whether UIKit would animate; inert.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }
}
