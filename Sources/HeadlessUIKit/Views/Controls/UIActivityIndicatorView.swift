public import Foundation

/// A spinner that shows a task is in progress, as UIKit's `UIActivityIndicatorView`.
///
/// Modelled: with ``hidesWhenStopped`` (the default) the view is hidden while stopped, so
/// captures show it hidden and it takes no touches [DOC:
/// `uikit/uiactivityindicatorview/hideswhenstopped`]. It starts stopped. Style and colour are
/// inert.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The indicator's looks, as UIKit's `UIActivityIndicatorView.Style`.
  public enum Style: Int, Sendable {
    /// The medium indicator.
    case medium = 100
    /// The large indicator.
    case large = 101
    /// The large white indicator.
    @available(iOS, deprecated: 13.0, renamed: "large")
    case whiteLarge = 0
    /// The white indicator.
    @available(iOS, deprecated: 13.0, renamed: "medium")
    case white = 1
    /// The gray indicator.
    @available(iOS, deprecated: 13.0, renamed: "medium")
    case gray = 2
  }

  /// The indicator's style; inert.
  open var style: Style = .medium
  /// The spinner's colour; inert.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var color: UIColor! = .gray
  /// Whether the indicator is animating.
  open private(set) var isAnimating = false
  /// Whether the indicator is hidden while stopped; `true` by default.
  open var hidesWhenStopped = true {
    didSet { updateVisibility() }
  }

  /// Creates an indicator of a style.
  ///
  /// - Parameter style: The style.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
    updateVisibility()
  }

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a medium indicator with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateVisibility()
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Starts animating and shows the indicator.
  open func startAnimating() {
    isAnimating = true
    updateVisibility()
  }

  /// Stops animating; hides the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    isAnimating = false
    updateVisibility()
  }

  private func updateVisibility() {
    if hidesWhenStopped { isHidden = !isAnimating }
  }
}
