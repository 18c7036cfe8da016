import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Appearance proxies compile as apps spell them and stay inert (UIKit's `UIAppearance`).
@MainActor
struct AppearanceSpellingTests {
  @Test("Appearance proxies are spelled as apps spell them, typed as the class asked")
  func spelling() {
    let bar = UINavigationBarAppearance()
    bar.configureWithOpaqueBackground()
    UINavigationBar.appearance().standardAppearance = bar
    UINavigationBar.appearance().scrollEdgeAppearance = bar
    UINavigationBar.appearance().isTranslucent = true
    UINavigationBar.appearance().barTintColor = .systemBackground
    UITabBar.appearance().scrollEdgeAppearance = UITabBarAppearance()
    UITableView.appearance().backgroundColor = .clear
    UILabel.appearance(whenContainedInInstancesOf: [UIAlertController.self]).numberOfLines = 0
    let tables = UITableView.appearance(whenContainedInInstancesOf: [UIViewController.self])
    tables.separatorStyle = .none
    UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .white
    UISwitch.appearance(
      for: UITraitCollection(userInterfaceStyle: .light),
      whenContainedInInstancesOf: [UINavigationController.self, UITabBarController.self]
    ).onTintColor = .systemGreen
    UIBarButtonItem.appearance().tintColor = .systemRed
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .red
    UITabBarItem.appearance().setTitleTextAttributes([:], for: .normal)
    UIBarItem.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).isEnabled = true
    UITabBarItem.appearance(
      for: UITraitCollection(userInterfaceStyle: .dark),
      whenContainedInInstancesOf: [UITabBar.self]
    ).title = nil

    // A proxy is typed as the class asked, the `Self` of Apple's declarations.
    let proxy: UITableView = UITableView.appearance()
    #expect(type(of: proxy) == UITableView.self)
    #expect(type(of: UITabBarItem.appearance()) == UITabBarItem.self)
    let containers: [any UIAppearanceContainer.Type] = [UIView.self, UIViewController.self]
    #expect(containers.count == 2)
  }

  @Test("[DOC] A bar button item is a bar item: it keeps the title text attributes set on it")
  func barButtonItemTitleAttributes() throws {
    // DOC uikit/uibarbuttonitem: `class UIBarButtonItem : UIBarItem`, whose
    // `setTitleTextAttributes(_:for:)` apps call on the appearance proxy or an item.
    UIBarButtonItem.appearance().setTitleTextAttributes(
      [NSAttributedString.Key.foregroundColor: UIColor.orange], for: .normal)
    let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    let barItem: UIBarItem = item
    barItem.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .highlighted)
    #expect(item.titleTextAttributes(for: .normal) == nil, "the proxy styles no other item")
    let kept = try #require(item.titleTextAttributes(for: .highlighted))
    #expect(kept[.foregroundColor] as? UIColor == .red)
    item.setTitleTextAttributes(nil, for: .highlighted)
    #expect(item.titleTextAttributes(for: .highlighted) == nil)
    barItem.isEnabled = false
    barItem.title = "Done"
    #expect(!item.isEnabled && item.title == "Done")
  }

  @Test("[DOC] A proxy is in no window, is not captured, and moves no frame (inert)")
  func inert() throws {
    // DOC uikit/uiappearance: iOS applies a proxy's settings to views as they enter a window;
    // the settings are colours and bar appearances, which decide no layering: inert here.
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let navigation = UINavigationController(
      rootViewController: UIViewController(identifier: "home"), identifier: "nav")
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let before = app.captureHierarchy(detail: .full).nodes
    let barFrame = navigation.navigationBar.frame

    let proxy = UINavigationBar.appearance()
    proxy.standardAppearance = UINavigationBarAppearance()
    proxy.isTranslucent = false
    proxy.isHidden = true
    proxy.frame = CGRect(x: 0, y: 0, width: 10, height: 500)
    UIView.appearance().alpha = 0
    UITableView.appearance().backgroundColor = .clear

    #expect(proxy.window == nil && proxy.superview == nil)
    #expect(proxy !== navigation.navigationBar)
    #expect(navigation.navigationBar.frame == barFrame)
    #expect(!navigation.navigationBar.isHidden)
    #expect(app.captureHierarchy(detail: .full).nodes == before)
    // A bar made afterwards is as one made before: the proxy's settings style nothing.
    let later = UINavigationBar(frame: .zero)
    #expect(!later.isHidden && later.alpha == 1)
    #expect(UINavigationBar.appearance() !== proxy, "each call returns a new detached proxy")
    expectInvariants(app, after: "setting appearance proxies")
  }
}
