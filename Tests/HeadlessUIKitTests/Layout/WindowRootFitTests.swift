import HeadlessUIKit
import Testing

/// A window's root view keeps the window's size when the window is resized, as a window made
/// with `init(frame: .zero)` and sized before it shows needs (Drops, SwiftEntryKit).
@MainActor
@Suite struct WindowRootFitTests {
  @Test func aRootViewPinnedByConstraintsLaysOutAtTheWindowsNewSize() {
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let window = UIWindow(frame: .zero)
    let root = UIViewController()
    window.rootViewController = root
    let banner = UIView()
    banner.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
      banner.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
      banner.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 60),
      banner.heightAnchor.constraint(equalToConstant: 80),
    ])
    root.view.layoutIfNeeded()
    #expect(root.view.bounds.size == .zero)

    window.windowScene = scene
    window.frame = scene.coordinateSpace.bounds
    window.isHidden = false
    root.view.layoutIfNeeded()
    #expect(root.view.frame == scene.coordinateSpace.bounds)
    let width = scene.coordinateSpace.bounds.width - 40
    #expect(banner.frame == CGRect(x: 20, y: 60, width: width, height: 80))
  }
}
