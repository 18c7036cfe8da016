// Stands in for Apple's SafariServices, which Linux lacks: app files that write
// `import SafariServices` compile unchanged when README's setup aliases it here
// (`-module-alias SafariServices=HeadlessSafariServices`). It re-exports HeadlessUIKit, as
// SafariServices' view controller is UIKit's.
@_exported public import HeadlessUIKit

/// A view controller showing a web page in Safari's interface, as SafariServices'
/// `SFSafariViewController`.
///
/// Modelled: presented full screen when its style is left `.automatic` [INF: the system gives
/// Safari's controller a full-screen presentation of its own, where an app's controller gets a
/// sheet; apps that want a sheet set `.pageSheet`]; any other style is UIKit's to resolve. The
/// page isn't loaded; tests close it with ``UIApplication/tapSafariDone()``, which dismisses it
/// and tells the ``delegate``. The bar colours and the dismiss button's style are inert.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
  /// The page shown first.
  let url: URL
  /// The options the controller was made with.
  public let configuration: SFSafariViewController.Configuration

  /// The object told when the user closes the controller.
  public weak var delegate: (any SFSafariViewControllerDelegate)?
  /// The dismiss button's style; `.close` by default (inert).
  open var dismissButtonStyle: SFSafariViewController.DismissButtonStyle = .close
  /// The colour of the navigation bar and toolbar backgrounds (inert).
  open var preferredBarTintColor: UIColor?
  /// The colour of the buttons on the navigation bar and toolbar (inert).
  open var preferredControlTintColor: UIColor?

  /// Creates a controller showing a page with the given options.
  ///
  /// - Parameters:
  ///   - URL: The page, an `http` or `https` URL.
  ///   - configuration: The options.
  public init(url URL: URL, configuration: SFSafariViewController.Configuration) {
    self.url = URL
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
    engine.automaticPresentationStyle = .fullScreen
  }

  /// Creates a controller showing a page with the default options.
  ///
  /// - Parameter URL: The page, an `http` or `https` URL.
  public convenience init(url URL: URL) {
    self.init(url: URL, configuration: SFSafariViewController.Configuration())
  }

  /// The model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes the controller's opaque view.
  open override func loadView() {
    let page = UIView("SFSafariView")
    page.hasOpaqueBackground = true
    view = page
  }

  /// The options of a Safari view controller, as SafariServices'
  /// `SFSafariViewController.Configuration`; inert.
  open class Configuration: NSObject {
    /// Whether Safari enters Reader when the page offers it (inert).
    open var entersReaderIfAvailable = false
    /// Whether the bars collapse as the page scrolls (inert).
    open var barCollapsingEnabled = true

    /// Creates the default options.
    public override init() {
      super.init()
    }
  }

  /// The dismiss button's label, as SafariServices'
  /// `SFSafariViewController.DismissButtonStyle`.
  public enum DismissButtonStyle: Int, Sendable {
    /// Done.
    case done = 0
    /// Close.
    case close = 1
    /// Cancel.
    case cancel = 2
  }
}

/// The methods a Safari view controller's delegate implements, as SafariServices'
/// `SFSafariViewControllerDelegate`; each has a default, as its optional methods.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  /// Told that the user closed the controller, after it dismissed itself.
  ///
  /// - Parameter controller: The controller.
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
  /// Does nothing.
  ///
  /// - Parameter controller: The controller.
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}

extension UIApplication {
  /// Taps the dismiss button of the Safari view controller on screen, as a user does: the
  /// controller dismisses itself and then tells its delegate
  /// ``SFSafariViewControllerDelegate/safariViewControllerDidFinish(_:)``.
  ///
  /// A model control, not SafariServices API.
  ///
  /// - Returns: Whether a Safari view controller was on screen.
  @discardableResult
  public func tapSafariDone() -> Bool {
    var found: SFSafariViewController?
    for window in windowsBackToFront {
      var top = window.rootViewController
      while let controller = top {
        if let safari = controller as? SFSafariViewController { found = safari }
        top = controller.presentedViewController
      }
    }
    guard let safari = found else { return false }
    asShared {
      safari.dismiss(animated: false) {
        safari.delegate?.safariViewControllerDidFinish(safari)
      }
    }
    return true
  }
}
