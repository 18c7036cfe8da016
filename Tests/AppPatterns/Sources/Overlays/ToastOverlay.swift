import UIKit

/// A tappable toast shown in a pass-through window of its own above everything the app presents,
/// as toast libraries do: the window is `PassThroughWindow`, whose `hitTest` answers `nil` for
/// its root controller's view, so a touch outside the toast reaches the app's own window.
@MainActor
final class ToastOverlay {
  /// The window the toast is in while it shows.
  private(set) var window: UIWindow?
  /// The toast itself.
  private(set) var toastView: ToastView?
  /// How many times the toast was tapped.
  private(set) var taps = 0

  /// Shows a message near the bottom of the screen, in front of every window up to the alert
  /// level; does nothing while a toast shows or when the app has no window scene.
  func show(_ message: String) {
    guard window == nil,
      let scene = UIApplication.shared.connectedScenes.first(where: { $0 is UIWindowScene })
        as? UIWindowScene
    else { return }
    let window = PassThroughWindow(windowScene: scene)
    window.windowLevel = .alert + 1
    window.backgroundColor = .clear

    let host = UIViewController()
    host.view.backgroundColor = .clear
    let bounds = scene.screen.bounds
    let toast = ToastView(
      frame: CGRect(x: 24, y: bounds.height - 140, width: bounds.width - 48, height: 52))
    toast.message = message
    toast.accessibilityIdentifier = "toast"
    toast.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
    host.view.addSubview(toast)

    window.rootViewController = host
    window.isHidden = false
    self.window = window
    toastView = toast
  }

  /// Hides the toast and lets its window go.
  func hide() {
    window?.isHidden = true
    window = nil
    toastView = nil
  }
}

/// A rounded message that reacts to taps, as a `UIControl`.
final class ToastView: UIControl {
  private let label = UILabel()

  /// The text the toast shows.
  var message: String? {
    get { label.text }
    set { label.text = newValue }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.1, alpha: 0.9)
    layer.cornerRadius = 12
    label.textColor = .white
    label.textAlignment = .center
    // The label lets touches through to the control, as labels do.
    label.frame = bounds.insetBy(dx: 12, dy: 8)
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
