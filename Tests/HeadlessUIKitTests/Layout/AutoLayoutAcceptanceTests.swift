import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Frames decide coverage and hit tests: a banner pinned with Auto Layout lands where UIKit
/// puts it, in captures and in hit tests (issue 26, item 5).
@MainActor
struct AutoLayoutAcceptanceTests {
  /// An app window with a root, and an overlay window in front of it.
  private func overlayWindow(_ app: UIApplication) -> UIWindow {
    let scene = app.connectScene()
    let main = UIWindow(windowScene: scene)
    main.rootViewController = UIViewController(identifier: "root")
    main.makeKeyAndVisible()
    let overlay = UIWindow(windowScene: scene)
    overlay.windowLevel = .alert
    overlay.isHidden = false
    return overlay
  }

  @Test("A banner 8 points under the safe area's top, 16 from each side, is at 16,55 358×60")
  func bannerUnderTheSafeArea() throws {
    let app = UIApplication(profile: .iPhone)
    let window = overlayWindow(app)
    let banner = UIView()
    banner.accessibilityIdentifier = "banner"
    banner.backgroundColor = .red
    banner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 8),
      banner.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
      banner.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
      banner.heightAnchor.constraint(equalToConstant: 60),
    ])

    // The profile's 390×844 iPhone has a 47-point top inset [OBS: FidelityProfile.safeAreaTop].
    let expected = Rect(x: 16, y: 47 + 8, width: 390 - 32, height: 60)
    let hierarchy = app.captureHierarchy()
    let node = try #require(hierarchy.nodes.first { $0.identifier == "banner" })
    #expect(node.attributes.frame == expected)
    #expect(banner.frame == CGRect(x: 16, y: 55, width: 358, height: 60))
    #expect(app.hitTest(Point(x: 20, y: 60)) === banner)
    #expect(app.hitTest(Point(x: 20, y: 50)) !== banner)
    #expect(app.hitTest(Point(x: 380, y: 60)) !== banner)
    #expect(window.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
  }

  @Test("Before a layout pass the banner keeps its old frame, as UIKit's does until the run loop")
  func framesChangeOnLayoutPasses() {
    let app = UIApplication(profile: .iPhone)
    let window = overlayWindow(app)
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    banner.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(banner)
    let height = banner.heightAnchor.constraint(equalToConstant: 60)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      banner.leftAnchor.constraint(equalTo: window.leftAnchor),
      banner.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
      height,
    ])
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    window.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 0, y: 100, width: 195, height: 60))
    height.constant = 80
    #expect(banner.frame.height == 60)
    banner.layoutIfNeeded()
    #expect(banner.frame.height == 80)
  }
}
