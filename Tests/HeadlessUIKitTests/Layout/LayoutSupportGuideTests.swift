import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// A controller's deprecated top and bottom layout guides span from the view's edges to its
/// safe area's, as UIKit's do, so code pinned to them (SnapKit's `topLayoutGuide` DSL, older
/// apps) lands where it would.
@MainActor
struct LayoutSupportGuideTests {
  @Test("topLayoutGuide ends where the safe area begins; bottomLayoutGuide begins where it ends")
  func guidesSpanTheInsets() throws {
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let window = UIWindow(windowScene: scene)
    let root = UIViewController(identifier: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let banner = UIView()
    banner.accessibilityIdentifier = "banner"
    banner.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(banner)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor),
      banner.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
      banner.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.view.layoutIfNeeded()

    let insets = root.view.safeAreaInsets
    #expect(insets.top > 0)
    #expect(root.topLayoutGuide.length == insets.top)
    #expect(root.bottomLayoutGuide.length == insets.bottom)
    #expect(banner.frame == CGRect(x: 0, y: insets.top, width: root.view.bounds.width, height: 40))
    // Asking again gives the same guide, not a second one.
    #expect(root.topLayoutGuide === root.topLayoutGuide)
    #expect(root.view.layoutGuides.filter { $0 === root.topLayoutGuide }.count == 1)
  }
}
