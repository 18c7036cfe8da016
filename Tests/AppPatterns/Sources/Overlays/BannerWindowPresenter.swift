import UIKit

/// A banner shown the way older overlay libraries do it: a window made with UIWindow's
/// `init(frame: UIScreen.main.bounds)` at `.alert + 1`, attached to the app's scene by assigning
/// `windowScene` (in an app with scenes a window without one is never shown), whose root view
/// and window let touches outside the banner through.
@MainActor
final class BannerWindowPresenter {
  /// The banner's window while it shows.
  private(set) var window: BannerWindow?
  /// The banner.
  private(set) var bannerView: UIView?
  /// How many times the banner was tapped.
  private(set) var taps = 0

  /// Shows a banner at the top of the screen.
  func show(title: String) {
    guard window == nil else { return }
    let window = BannerWindow(frame: UIScreen.main.bounds)
    window.windowLevel = UIWindow.Level.alert + 1
    if window.windowScene == nil {
      window.windowScene =
        UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .first { $0.activationState == .foregroundActive }
    }
    let controller = BannerViewController()
    controller.title = title
    controller.onTap = { [weak self] in self?.taps += 1 }
    window.rootViewController = controller
    window.hitTestView = controller.view
    window.isHidden = false
    self.window = window
    bannerView = controller.banner
  }

  /// Hides the banner and detaches its window from the scene.
  func hide() {
    window?.isHidden = true
    window?.windowScene = nil
    window = nil
    bannerView = nil
  }
}

/// The banner window's root controller: a pass-through view holding the banner.
final class BannerViewController: UIViewController {
  /// What a tap on the banner runs.
  var onTap: (() -> Void)?
  /// The banner.
  let banner = UIButton(type: .system)

  override func loadView() {
    view = PassthroughView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .clear
    banner.setTitle(title, for: .normal)
    banner.backgroundColor = .systemYellow
    banner.accessibilityIdentifier = "banner"
    banner.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    view.addSubview(banner)
    // The view has no size yet in viewDidLoad: constraints place the banner once it has.
    banner.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 54),
      banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
      banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
      banner.heightAnchor.constraint(equalToConstant: 64),
    ])
  }
}

/// A view that takes no touches itself, only its subviews do.
final class PassthroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    return view === self ? nil : view
  }
}

/// The banner's window: a touch that reaches no subview of the pass-through root view lands on
/// one of the views UIKit wraps that root view in, which the window turns into no hit so that
/// the touch goes on to the windows beneath.
final class BannerWindow: UIWindow {
  /// The root view the window lets touches through.
  weak var hitTestView: UIView?

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    if let view, let hitTestView, hitTestView !== view, hitTestView.isDescendant(of: view) {
      return nil
    }
    return view
  }
}
