import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The navigation bar's back button, and a navigation bar below the top of the screen.
@MainActor
struct NavigationBackButtonTests {
  @Test("[DOC] A pushed controller's bar shows a back button titled by the one below; a tap pops")
  func backButtonPops() throws {
    let (app, navigation, home) = launch()
    home.title = "Inbox"
    #expect(labels(in: app).isEmpty, "the root alone has no back button (backItem is nil)")
    let detail = UIViewController(identifier: "detail")
    navigation.pushViewController(detail, animated: false)
    #expect(labels(in: app) == ["Inbox"])
    #expect(try frame(of: "Inbox", in: app) == Rect(x: 16, y: 59, width: 44, height: 44))
    try app.tap("Inbox")
    #expect(navigation.viewControllers == [home])
    #expect(labels(in: app).isEmpty)
    expectInvariants(app, after: "back")
  }

  @Test(
    "[DOC] The title comes from backBarButtonItem, then by display mode backButtonTitle, title, Back",
    arguments: [
      (BackItemSetting.none, "Back"), (.title, "Inbox"), (.backButtonTitle, "Mail"),
      (.backBarButtonItem, "Close"), (.generic, "Back"), (.minimal, "Back"),
    ])
  func backButtonTitle(setting: BackItemSetting, expected: String) {
    let (app, navigation, home) = launch()
    let item = home.navigationItem
    switch setting {
    case .none: break
    case .title: item.title = "Inbox"
    case .backButtonTitle:
      item.title = "Inbox"
      item.backButtonTitle = "Mail"
    case .backBarButtonItem:
      item.backButtonTitle = "Mail"
      item.backBarButtonItem = UIBarButtonItem(title: "Close")
    case .generic:
      item.title = "Inbox"
      item.backButtonDisplayMode = .generic
    case .minimal:
      item.title = "Inbox"
      item.backButtonDisplayMode = .minimal
    }
    navigation.pushViewController(UIViewController(), animated: false)
    #expect(labels(in: app) == [expected])
  }

  @Test("[DOC] hidesBackButton hides it; leading items replace it unless they supplement it")
  func hiddenOrReplaced() {
    let (app, navigation, home) = launch()
    home.title = "Inbox"
    let detail = UIViewController()
    navigation.pushViewController(detail, animated: false)
    detail.navigationItem.setHidesBackButton(true, animated: false)
    #expect(labels(in: app).isEmpty)
    detail.navigationItem.hidesBackButton = false
    detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel")
    #expect(labels(in: app) == ["Cancel"])
    detail.navigationItem.leftItemsSupplementBackButton = true
    #expect(labels(in: app) == ["Inbox", "Cancel"], "the back button comes first")
    home.navigationItem.backButtonTitle = "Mail"
    #expect(labels(in: app) == ["Mail", "Cancel"], "a change below retitles the back button")
  }

  @Test("[DOC] A navigation bar in a sheet is the bar alone, and the content starts below it")
  func barInASheet() throws {
    let (app, _, home) = launch()
    let form = UIViewController(identifier: "form")
    let sheet = UINavigationController(rootViewController: form)
    home.present(sheet, animated: false)
    let frame = try #require(sheet.view.screenFrame)
    let bar = try #require(sheet.navigationBar.screenFrame)
    let geometry = app.profile.geometry
    #expect(frame.y > 0, "a sheet starts below the top of the screen")
    #expect(bar.y == frame.y)
    #expect(bar.height == geometry.navigationBarHeight - geometry.safeAreaTop)
    #expect(Double(form.view.safeAreaInsets.top) == bar.height)
  }

  /// What the navigation item's back button can be titled by.
  enum BackItemSetting: Sendable {
    case none, title, backButtonTitle, backBarButtonItem, generic, minimal
  }

  private func launch() -> (UIApplication, UINavigationController, UIViewController) {
    let home = UIViewController(identifier: "home")
    let navigation = UINavigationController(rootViewController: home, identifier: "nav")
    let (app, _) = launchKeyWindow(root: navigation, profile: .iPhone)
    return (app, navigation, home)
  }

  /// The labels of the navigation bar's buttons, leading first.
  private func labels(in app: UIApplication) -> [String] {
    let hierarchy = app.captureHierarchy(detail: .full)
    return hierarchy.nodes.indices
      .filter { hierarchy.nodes[$0].typeName == "_UIButtonBarButton" }
      .compactMap { index -> (Double, String)? in
        guard let frame = hierarchy.nodes[index].attributes.frame,
          let label = hierarchy.nodes[index].attributes[extra: "label"]
        else { return nil }
        return (frame.x, label)
      }
      .sorted { $0.0 < $1.0 }
      .map(\.1)
  }

  /// The screen frame of the on-screen view with a label.
  private func frame(of label: String, in app: UIApplication) throws -> Rect {
    let hierarchy = app.captureHierarchy(detail: .full)
    let index = try #require(
      hierarchy.nodes.firstIndex { $0.attributes[extra: "label"] == label })
    return try #require(hierarchy.nodes[index].attributes.frame)
  }
}
