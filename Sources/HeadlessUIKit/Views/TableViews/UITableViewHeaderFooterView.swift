public import Foundation

/// The view of a table section's header or footer, as UIKit's `UITableViewHeaderFooterView`.
///
/// Modelled: the table places it across its width above or below its section's rows, with the
/// height the delegate gives (`TableRows`); its subviews go in ``contentView``, which fills it.
/// The standard ``textLabel`` and ``detailTextLabel`` are created the first time they're read
/// and fill the content view [INF: the model doesn't lay out the standard labels]. Looks are
/// inert.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table view reuses the view by.
  open private(set) var reuseIdentifier: String?
  /// The view the content goes in; it fills the header or footer.
  open private(set) var contentView = UIView("_UITableViewHeaderFooterContentView")
  /// A view behind the content; `nil` by default; it fills the header or footer until its
  /// frame is set.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      guard let backgroundView else { return }
      insertSubview(backgroundView, at: 0)
    }
  }
  /// The content's configuration; setting it replaces the content view's subviews with a
  /// view showing it (`UIContentConfiguration/makeContentView()`); `nil` by default.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { showConfiguration(contentConfiguration, in: contentView) }
  }
  /// The background's configuration; inert.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether ``contentConfiguration`` follows state changes; inert.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether ``backgroundConfiguration`` follows state changes; inert.
  open var automaticallyUpdatesBackgroundConfiguration = true

  private var labels: [Bool: UILabel] = [:]

  /// Creates a header or footer view reusable by an identifier.
  ///
  /// - Parameter reuseIdentifier: The identifier; `nil` for a view that isn't reused.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
    addContentView()
  }

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a header or footer view with a frame, not reused.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addContentView()
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a view for a table view's registration, through the app's own
  /// `init(reuseIdentifier:)`; not UIKit API.
  ///
  /// Swift can create an instance of a registered class only through a `required` initializer;
  /// UIKit's `init(reuseIdentifier:)` isn't one, so this is.
  ///
  /// - Parameter reuseIdentifier: The identifier the view was registered for.
  public required convenience init(__registeredHeaderFooterAs reuseIdentifier: String) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  private func addContentView() {
    addSubview(contentView)
  }

  /// The label of the main text, created when first read.
  open var textLabel: UILabel? { label(detail: false) }

  /// The label of the secondary text, created when first read.
  open var detailTextLabel: UILabel? { label(detail: true) }

  private func label(detail: Bool) -> UILabel {
    if let label = labels[detail] { return label }
    let label = UILabel()
    contentView.addSubview(label)
    labels[detail] = label
    return label
  }

  /// Returns the standard configuration for a header or footer of the table's style.
  ///
  /// - Returns: A header configuration ([DOC: `uikit/uitableviewheaderfooterview/
  ///   defaultcontentconfiguration()`]); its looks are inert.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .header()
  }

  /// Prepares a view the table takes back for another section; does nothing by default.
  open func prepareForReuse() {}
}
