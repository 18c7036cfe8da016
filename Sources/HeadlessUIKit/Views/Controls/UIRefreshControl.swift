public import Foundation

/// A control that starts refreshing a scroll view's content, as UIKit's `UIRefreshControl`.
///
/// Modelled: assigning it to a scroll view's ``UIScrollView/refreshControl`` adds it as a
/// subview, 60 points high above the content [INF: UIKit places it above the content, out of
/// the bounds until pulled, so it takes no taps]. ``beginRefreshing()`` and
/// ``endRefreshing()`` set ``isRefreshing`` and send no events [DOC:
/// `uikit/uirefreshcontrol/beginrefreshing()`]; a user's pull, which the test control
/// ``UIApplication/pullToRefresh(_:)`` drives, begins refreshing and sends `.valueChanged`
/// [DOC: `uikit/uirefreshcontrol`]. The title and colours are inert.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// The control's height above the content [INF].
  static let height: CGFloat = 60

  /// Whether a refresh is in progress.
  open private(set) var isRefreshing = false
  /// The text shown under the spinner; inert.
  open var attributedTitle: NSAttributedString?

  /// Creates a refresh control: UIKit's designated initializer for the class [DOC:
  /// `uikit/uirefreshcontrol/init()`].
  public init() {
    super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Shows the control refreshing, as when app code starts a refresh; sends no events.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Ends the refresh.
  open func endRefreshing() {
    isRefreshing = false
  }

  /// Begins refreshing as a user's pull does and sends `.valueChanged`; does nothing while
  /// refreshing or disabled.
  ///
  /// - Returns: Whether a refresh began.
  func pull() -> Bool {
    guard isEnabled, !isRefreshing else { return false }
    isRefreshing = true
    sendActions(for: .valueChanged)
    return true
  }

  /// Places the control above the content of the scroll view it belongs to, across its width.
  func place(in scrollView: UIScrollView) {
    frame = CGRect(
      x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
  }
}

extension UIScrollView {
  /// The refresh control of the scroll view: setting it adds the control as a subview above
  /// the content and removes the old one.
  public var refreshControl: UIRefreshControl? {
    get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first }
    set {
      for old in subviews where old is UIRefreshControl && old !== newValue {
        old.removeFromSuperview()
      }
      guard let newValue else { return }
      insertSubview(newValue, at: 0)
      newValue.place(in: self)
    }
  }
}
