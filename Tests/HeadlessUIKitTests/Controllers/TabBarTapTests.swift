import HeadlessUIKit
import PresentationHierarchy
import Testing

/// A tap on a tab bar item selects its tab through the tab bar controller's delegate, and the
/// bar takes the tap only where nothing covers it [DOC:
/// `uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)`, `…(_:didselect:)`;
/// INF for the items' equal slots, UIKit reference §2.3].
@MainActor
struct TabBarTapTests {
  /// Records what the delegate is asked and told, and refuses the "Locked" tab.
  private final class Delegate: UITabBarControllerDelegate {
    var events: [String] = []

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      events.append("should \(viewController.tabBarItem.title ?? "-")")
      return viewController.tabBarItem.title != "Locked"
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      events.append("did \(viewController.tabBarItem.title ?? "-")")
    }
  }

  /// An app whose window shows three tabs.
  private func launch() -> (UIApplication, UITabBarController) {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let tabs = UITabBarController(
      viewControllers: ["Home", "Inbox", "Locked"].enumerated().map { index, title in
        let controller = UIViewController()
        controller.tabBarItem = UITabBarItem(title: title, image: nil, tag: index)
        return controller
      })
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (app, tabs)
  }

  @Test("A tap on an item selects its tab, asking and telling the delegate; a refused tab stays")
  func tapSelectsThroughDelegate() throws {
    let (app, tabs) = launch()
    let delegate = Delegate()
    tabs.delegate = delegate
    #expect(try app.tapTab("Inbox") === tabs.tabBar)
    #expect(tabs.selectedIndex == 1)
    try app.tapTab("Locked")
    #expect(tabs.selectedIndex == 1)
    #expect(delegate.events == ["should Inbox", "did Inbox", "should Locked"])
    // The slots split the 390-point bar in three; the items sit above the home indicator.
    #expect(try app.tap(at: Point(x: 20, y: 844 - 83 + 10)) === tabs.tabBar)
    #expect(tabs.selectedIndex == 0)
    #expect(try app.tap(at: Point(x: 200, y: 844 - 10)) === tabs.tabBar)
    #expect(tabs.selectedIndex == 0)
  }

  /// Evidence: `uikit/uitabbarcontroller/selectedviewcontroller` ("Assigning a new view
  /// controller to this property changes the currently displayed view and also selects an
  /// appropriate tab … also updates the selectedIndex property").
  @Test("Setting selectedViewController selects that tab and shows its view; a stranger is ignored")
  func settingSelectedViewControllerSelectsItsTab() throws {
    let (_, tabs) = launch()
    let inbox = try #require(tabs.viewControllers?[1])
    tabs.selectedViewController = inbox
    #expect(tabs.selectedIndex == 1)
    #expect(inbox.view.window != nil)
    #expect(tabs.viewControllers?[0].viewIfLoaded?.window == nil)
    tabs.selectedViewController = UIViewController()
    #expect(tabs.selectedIndex == 1)
    tabs.selectedViewController = nil
    #expect(tabs.selectedViewController === inbox)
  }

  @Test("An over-full-screen cover in front of the tab bar takes the tap; the error names it")
  func coverBlocksTheBar() throws {
    let (app, tabs) = launch()
    let cover = UIViewController()
    cover.modalPresentationStyle = .overFullScreen
    tabs.present(cover, animated: false)
    #expect {
      try app.tapTab("Inbox")
    } throws: { error in
      "\(error)".contains("landed on") && "\(error)".contains("in front of the tab bar")
    }
    #expect(tabs.selectedIndex == 0)
    #expect {
      try app.tapTab("Settings")
    } throws: { error in
      "\(error)" == "No tab bar item titled 'Settings' is on screen. Tab bar items on screen: "
        + "'Home', 'Inbox', 'Locked'."
    }
  }

  @Test("Under a full-screen cover the tab bar leaves the window: no item is on screen")
  func fullScreenCoverRemovesTheBar() throws {
    let (app, tabs) = launch()
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    tabs.present(cover, animated: false)
    #expect {
      try app.tapTab("Inbox")
    } throws: { error in
      "\(error)" == "No tab bar item titled 'Inbox' is on screen. Tab bar items on screen: none."
    }
  }
}
