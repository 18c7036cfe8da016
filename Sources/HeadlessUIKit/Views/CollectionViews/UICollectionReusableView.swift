public import Foundation

/// A view a collection view places and reuses — a header, footer or the base of a cell — as
/// UIKit's `UICollectionReusableView`.
///
/// Modelled: the collection view places it at the frame its layout gives and takes it back
/// for reuse when it leaves the visible area.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the collection view reuses the view by.
  open internal(set) var reuseIdentifier: String?

  /// Creates a view with a frame.
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

  /// Creates a view for a collection view's registration, through the app's own
  /// `init(frame:)`; not UIKit API.
  ///
  /// Swift can create an instance of a registered class only through a `required` initializer;
  /// UIKit's `init(frame:)` isn't one, so this is. A subclass that overrides `init(frame:)`
  /// and `init(coder:)`, or neither, inherits it unchanged.
  ///
  /// - Parameter reuseIdentifier: The identifier the view was registered for.
  public required convenience init(__registeredAs reuseIdentifier: String) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Prepares a view the collection view takes back for reuse; does nothing by default.
  open func prepareForReuse() {}

  /// Applies layout attributes the layout gives the view; does nothing by default, the
  /// collection view sets the frame itself.
  ///
  /// - Parameter layoutAttributes: The attributes.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
