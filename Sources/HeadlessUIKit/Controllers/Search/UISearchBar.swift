public import Foundation

/// A bar for entering search text, as UIKit's `UISearchBar`: a search field and, when shown, a
/// Cancel button.
///
/// Modelled: the field is a text field subview that taps and ``UIApplication/typeText(_:into:)``
/// type into; each change tells the ``delegate`` and the search controller that owns the bar.
/// Tapping Cancel tells the delegate and, for a search controller's bar, ends the search. The
/// bar is 56 points high [INF: the system bar's height]; the scope bar, bookmark and results
/// buttons are not drawn.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// The looks of a search bar, as UIKit's `UISearchBar.Style`; inert.
  public enum Style: UInt, Sendable {
    /// The system's default.
    case `default` = 0
    /// A translucent background and an opaque field.
    case prominent = 1
    /// No background and a translucent field.
    case minimal = 2
  }

  /// The field the text is typed into.
  let field = UISearchTextField(frame: .zero)
  /// The Cancel button, a subview while shown.
  let cancelButton = UIButton(type: .system)
  /// The search controller that owns the bar, if any.
  weak var searchController: UISearchController?

  /// The field the user types the search into.
  public var searchTextField: UISearchTextField { field }
  /// The object told about editing and the bar's buttons.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The search text; setting it tells no one [INF: UIKit tells the delegate of user edits].
  open var text: String? {
    get { field.text }
    set { field.text = newValue }
  }
  /// The text shown while the field is empty.
  open var placeholder: String? {
    get { field.placeholder }
    set { field.placeholder = newValue }
  }
  /// The bar's looks; `.default` by default; inert.
  open var searchBarStyle: UISearchBar.Style = .default
  /// Whether the Cancel button shows; `false` by default.
  ///
  /// Setting it on a search controller's bar turns off the controller's
  /// ``UISearchController/automaticallyShowsCancelButton`` [DOC:
  /// `uikit/uisearchcontroller/automaticallyshowscancelbutton`].
  open var showsCancelButton: Bool {
    get { cancelButton.superview === self }
    set {
      searchController?.automaticallyShowsCancelButton = false
      showCancelButton(newValue)
    }
  }
  /// The titles of the scope bar's buttons; kept, as the scope bar isn't drawn.
  open var scopeButtonTitles: [String]?
  /// The image behind the scope bar; kept, inert, as the scope bar isn't drawn.
  open var scopeBarBackgroundImage: UIImage?
  /// The index of the selected scope button; `0` by default; kept.
  open var selectedScopeButtonIndex = 0
  /// Whether the scope bar shows; `false` by default; kept, as the scope bar isn't drawn.
  open var showsScopeBar = false

  /// Creates a search bar with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    field.borderStyle = .roundedRect
    addSubview(field)
    cancelButton.setTitle("Cancel", for: .normal)
    field.addAction(UIAction { [unowned self] _ in textDidChange() }, for: .editingChanged)
    field.addAction(
      UIAction { [unowned self] _ in
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
      }, for: .editingDidBegin)
    field.addAction(
      UIAction { [unowned self] _ in delegate?.searchBarTextDidEndEditing(self) },
      for: .editingDidEnd)
    field.addAction(
      UIAction { [unowned self] _ in delegate?.searchBarSearchButtonClicked(self) },
      for: .editingDidEndOnExit)
    cancelButton.addAction(
      UIAction { [unowned self] _ in cancelTapped() }, for: .touchUpInside)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Shows or hides the Cancel button.
  ///
  /// - Parameters:
  ///   - showsCancelButton: Whether it shows.
  ///   - animated: Whether the change animates; the tree is the same.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Shows or hides the scope bar; kept, as the scope bar isn't drawn.
  ///
  /// - Parameters:
  ///   - show: Whether it shows.
  ///   - animated: Whether the change animates.
  open func setShowsScope(_ show: Bool, animated: Bool) {
    showsScopeBar = show
  }

  /// Begins editing in the bar's field, as tapping it does.
  ///
  /// - Returns: Whether the field is now first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    field.becomeFirstResponder()
  }

  /// The bar's natural size: no width, 56 points high [INF: the system bar's height].
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }

  /// Places the field, 8 points in from the edges and 36 points high, and the Cancel button at
  /// the trailing edge [INF: the system bar's layout].
  open override func layoutSubviews() {
    super.layoutSubviews()
    var trailing = bounds.maxX - 8
    if cancelButton.superview === self {
      let width: CGFloat = 60
      cancelButton.frame = CGRect(
        x: bounds.maxX - 8 - width, y: bounds.midY - 18, width: width, height: 36)
      trailing = cancelButton.frame.minX - 8
    }
    field.frame = CGRect(
      x: bounds.minX + 8, y: bounds.midY - 18, width: max(trailing - bounds.minX - 8, 0),
      height: 36)
  }

  /// Shows or hides the Cancel button without changing the search controller's choice.
  func showCancelButton(_ shows: Bool) {
    guard shows != (cancelButton.superview === self) else { return }
    if shows { addSubview(cancelButton) } else { cancelButton.removeFromSuperview() }
    setNeedsLayout()
  }

  private func textDidChange() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    searchController?.searchTextDidChange()
  }

  private func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.cancel()
  }
}
