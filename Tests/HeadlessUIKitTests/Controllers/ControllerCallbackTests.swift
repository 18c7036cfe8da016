import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Controller callbacks beyond appearance: content size, manual appearance forwarding,
/// `isBeingDismissed`, bars reachable as in UIKit.
@MainActor
struct ControllerCallbackTests {
  final class Container: UIViewController {
    var changed: [UIViewController] = []
    override func preferredContentSizeDidChange(
      forChildContentContainer container: any UIContentContainer
    ) {
      if let child = container as? UIViewController { changed.append(child) }
    }
  }

  @Test("[DOC] A child's preferredContentSize change tells its parent")
  func preferredContentSize() {
    let parent = Container()
    let child = UIViewController()
    parent.addChild(child)
    child.preferredContentSize = CGSize(width: 320, height: 200)
    child.preferredContentSize = CGSize(width: 320, height: 200)
    #expect(parent.changed.count == 1, "an unchanged size tells nothing")
    #expect(parent.changed.first === child)
  }

  /// A container that forwards appearance itself.
  final class Manual: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }

  final class Logged: UIViewController {
    var log: [String] = []
    var dismissingSeen: [Bool] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
      log.append("willDisappear")
      dismissingSeen.append(isBeingDismissed)
    }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
  }

  @Test("[DOC] Without automatic forwarding the child hears only its container's calls")
  func manualForwarding() {
    let app = UIApplication(profile: .iPhone)
    let container = Manual()
    let child = Logged()
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    let window = UIWindow(windowScene: app.connectScene())
    window.rootViewController = container
    window.makeKeyAndVisible()
    #expect(child.log.isEmpty)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    #expect(child.log == ["willAppear", "didAppear"])
  }

  @Test("[DOC] isBeingDismissed is true in the dismissed controller's disappear callbacks")
  func beingDismissed() {
    let root = UIViewController()
    _ = launchKeyWindow(root: root, profile: .iPhone)
    let sheet = Logged()
    root.present(sheet, animated: false)
    sheet.dismiss(animated: false)
    #expect(sheet.dismissingSeen == [true])
    #expect(!sheet.isBeingDismissed)
  }

  @Test("The navigation bar and tab bar are reachable; hiding the bar hides its view")
  func bars() {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let top = UIViewController()
    top.title = "Inbox"
    let nav = UINavigationController(rootViewController: top)
    let tabs = UITabBarController(viewControllers: [nav])
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    #expect(nav.navigationBar.superview === nav.view)
    #expect(nav.navigationBar.topItem === top.navigationItem)
    #expect(tabs.tabBar.items?.first === nav.tabBarItem)
    #expect(tabs.tabBar.window === window)
    nav.setNavigationBarHidden(true, animated: false)
    #expect(nav.navigationBar.isHidden)
    #expect(nav.isNavigationBarHidden)
    #expect(nav.isToolbarHidden)
  }

  @Test("Supported orientations default by idiom")
  func orientations() {
    let phone = UIApplication(profile: .iPhone)
    let pad = UIApplication(profile: .iPad)
    #expect(
      phone.asShared { UIViewController().supportedInterfaceOrientations } == .allButUpsideDown)
    #expect(pad.asShared { UIViewController().supportedInterfaceOrientations } == .all)
    #expect(phone.connectScene().interfaceOrientation == .portrait)
  }
}
