internal import HeadlessUIKit
internal import PresentationHierarchy

/// Builds seeded headless-model apps with many presentations, for the capture stage.
///
/// The main window's root is a tab bar controller holding a navigation controller; from its
/// screen a chain of controllers is presented (one per thousand views, alternating
/// `overFullScreen` and `pageSheet`, so the views beneath stay in the tree). Every screen holds
/// a deep stack of container views ending in a list of table cells. An overlay window at
/// status-bar level holds a badge screen.
@MainActor
enum AppGenerator {
  /// Returns an app whose presentation-detail capture has about `viewCount` nodes.
  static func application(viewCount: Int, seed: UInt64) throws -> UIApplication {
    var random = SplitMix64(seed: seed)
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let window = UIWindow(windowScene: scene)
    window.accessibilityIdentifier = "main"
    let layers = max(2, viewCount / 1_000)
    let viewsPerScreen = viewCount * 9 / 10 / layers

    let feed = screen(named: "feed", views: viewsPerScreen, random: &random)
    let navigation = UINavigationController(rootViewController: feed, identifier: "navigation")
    let tabs = UITabBarController(viewControllers: [navigation], identifier: "tabs")
    window.rootViewController = tabs
    window.makeKeyAndVisible()

    var top: UIViewController = feed
    for layer in 1..<layers {
      let presented = screen(named: "screen\(layer)", views: viewsPerScreen, random: &random)
      presented.modalPresentationStyle = layer.isMultiple(of: 2) ? .pageSheet : .overFullScreen
      top.present(presented, animated: false)
      top = presented
    }

    let overlay = UIWindow(windowScene: scene, typeName: "PassthroughWindow")
    overlay.accessibilityIdentifier = "overlay"
    overlay.windowLevel = .statusBar
    overlay.isUserInteractionEnabled = false
    overlay.rootViewController = screen(
      named: "badge", views: viewCount - layers * viewsPerScreen, random: &random)
    overlay.isHidden = false
    return app
  }

  /// Returns a controller whose view holds about `views` views.
  private static func screen(
    named name: String, views: Int, random: inout SplitMix64
  ) -> UIViewController {
    let controller = UIViewController(identifier: name)
    var container: UIView = controller.view
    var remaining = max(0, views - 1)
    for typeName in ["UIScrollView", "UIStackView", "UIView", "UIStackView", "UIView"]
    where remaining > 0 {
      let next = UIView(typeName)
      container.addSubview(next)
      container = next
      remaining -= 1
    }
    var row = 0
    while remaining > 0 {
      let cell = UIView(
        "UITableViewCell", frame: Rect(x: 0, y: Double(row % 400) * 44, width: 390, height: 44))
      container.addSubview(cell)
      remaining -= 1
      let parts = ["UIImageView", "UILabel", "UILabel", "UIButton"]
      let partCount = Int.random(in: 2...4, using: &random)
      for typeName in parts.prefix(partCount) where remaining > 0 {
        cell.addSubview(UIView(typeName))
        remaining -= 1
      }
      row += 1
    }
    return controller
  }
}
