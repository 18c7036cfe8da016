public import Foundation

/// An item of a collection view, as UIKit's `UICollectionViewCell`.
///
/// Its subviews go in ``contentView``, which fills the cell. A tap anywhere in the cell
/// selects its item, unless a control in it takes the tap. ``selectedBackgroundView`` is shown
/// behind the content while the cell is selected or highlighted [DOC:
/// `uikit/uicollectionviewcell/selectedbackgroundview`]; looks are inert.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the cell's content goes in; it fills the cell.
  open private(set) var contentView = UIView("UIView")
  /// Whether the cell is selected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { stateChanged() } }
  }
  /// Whether the cell is highlighted.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateChanged() } }
  }
  /// A view behind the content; `nil` by default; it fills the cell until its frame is set.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateBackgrounds()
    }
  }
  /// A view behind the content while the cell is selected or highlighted; `nil` by default.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateBackgrounds()
    }
  }
  /// The content's configuration; setting it replaces what the content view shows with a view
  /// made from it, which fills the content view; `nil` by default.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { showConfiguration(contentConfiguration, in: contentView) }
  }
  /// The background's configuration; inert.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether ``contentConfiguration`` follows state changes; inert.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether ``backgroundConfiguration`` follows state changes; inert.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// The collection view the cell is an item of.
  weak var collectionView: UICollectionView?

  /// Creates a cell with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The cell's state for configurations: its selection and highlight.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Asks the cell to update its configurations: ``updateConfiguration(using:)`` runs at once
  /// [INF: UIKit runs it before the next layout].
  open func setNeedsUpdateConfiguration() {
    updateConfiguration(using: configurationState)
  }

  /// Updates the cell's configurations for a state; does nothing by default.
  ///
  /// The cell calls it when its selection or highlight changes.
  ///
  /// - Parameter state: The cell's state.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  private func stateChanged() {
    updateBackgrounds()
    setNeedsUpdateConfiguration()
  }

  private func updateBackgrounds() {
    if let selectedBackgroundView {
      if isSelected || isHighlighted {
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
}
