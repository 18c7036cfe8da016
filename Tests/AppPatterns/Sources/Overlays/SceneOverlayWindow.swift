import UIKit

/// An overlay window subclass created for a scene, as libraries that support multiple windows
/// write one: its initializer calls `super.init(windowScene:)`, sets its level and clear
/// background, and its `hitTest` lets touches that reach no content through.
final class SceneOverlayWindow: UIWindow {
  override init(windowScene: UIWindowScene) {
    super.init(windowScene: windowScene)
    windowLevel = .alert + 1
    backgroundColor = .clear
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hit = super.hitTest(point, with: event) else { return nil }
    return hit === self || hit === rootViewController?.view ? nil : hit
  }
}

/// Shows a floating pill in a `SceneOverlayWindow` of the key window's scene.
@MainActor
final class FloatingPillOverlay {
  /// The overlay window while it shows.
  private(set) var window: SceneOverlayWindow?
  /// The pill.
  private(set) var pill: UIButton?
  /// How many times the pill was tapped.
  private(set) var taps = 0

  /// Shows the pill in the scene of the app's key window.
  func show() {
    let keyWindow = UIApplication.shared.connectedScenes
      .compactMap { ($0 as? UIWindowScene)?.keyWindow }
      .first
    guard window == nil, let scene = keyWindow?.windowScene else { return }
    let window = SceneOverlayWindow(windowScene: scene)
    let root = UIViewController()
    let pill = UIButton(
      frame: CGRect(x: scene.screen.bounds.width - 96, y: 420, width: 80, height: 44),
      primaryAction: UIAction(title: "Help") { [weak self] _ in self?.taps += 1 })
    pill.accessibilityIdentifier = "pill"
    root.view.addSubview(pill)
    window.rootViewController = root
    window.isHidden = false
    self.window = window
    self.pill = pill
  }
}
