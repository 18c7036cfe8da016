import UIKit

/// A banner pinned with Auto Layout just under the top safe area, in a window of its own, that
/// the user dismisses by dragging it up: a pan recognizer on the banner hides the window when
/// the drag ends far enough up.
@MainActor
final class SafeAreaBanner {
  /// The banner's window while it shows.
  private(set) var window: UIWindow?
  /// The banner.
  private(set) var bannerView: UIView?
  /// How far up a drag has to end to dismiss the banner, in points.
  var dismissDistance: CGFloat = 30

  /// Shows the banner in a scene.
  func show(_ text: String, in scene: UIWindowScene) {
    guard window == nil else { return }
    // A pass-through window: a touch on its root view, outside the banner, is no hit.
    let window = PassThroughWindow(windowScene: scene)
    window.windowLevel = .alert + 1
    let root = UIViewController()
    root.view.backgroundColor = .clear

    let banner = UIView()
    banner.backgroundColor = .systemBlue
    banner.accessibilityIdentifier = "safeAreaBanner"
    banner.translatesAutoresizingMaskIntoConstraints = false
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    banner.addSubview(label)
    root.view.addSubview(banner)

    let guide = root.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
      banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
      banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
      banner.heightAnchor.constraint(equalToConstant: 64),
      label.centerYAnchor.constraint(equalTo: banner.centerYAnchor),
      label.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 12),
    ])

    let pan = DismissPanGestureRecognizer()
    pan.onEnded = { [weak self] translation in
      guard let self, translation.y <= -self.dismissDistance else { return }
      self.hide()
    }
    banner.addGestureRecognizer(pan)

    window.rootViewController = root
    window.isHidden = false
    self.window = window
    bannerView = banner
  }

  /// Hides the banner.
  func hide() {
    window?.isHidden = true
    window = nil
    bannerView = nil
  }
}

/// A pan recognizer that reports where a drag ended, by watching its own state.
///
/// With a `Selector` an app would write `UIPanGestureRecognizer(target:action:)`; until the model
/// spells one, watching `state` is how a subclass reacts (on iOS it needs
/// `UIGestureRecognizerSubclass`).
final class DismissPanGestureRecognizer: UIPanGestureRecognizer {
  /// What runs when the drag ends, with its translation in the recognizer's view.
  var onEnded: ((CGPoint) -> Void)?

  override var state: UIGestureRecognizer.State {
    didSet {
      if state == .ended { onEnded?(translation(in: view)) }
    }
  }
}
