import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Bar button items in navigation bars, and popovers and action sheets anchored to them or to a
/// source rectangle (UIKit reference §3.6, S20, §9).
@MainActor
struct BarButtonItemTests {
  @Test("[DOC] The bar shows the top controller's items at its edges; a tap runs the action")
  func itemsInTheBar() throws {
    let (app, navigation, home) = launch()
    var taps: [String] = []
    let share = UIBarButtonItem(
      title: "Share", primaryAction: UIAction { _ in taps.append("share") })
    let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps.append("add") })
    add.accessibilityIdentifier = "add"
    let edit = UIBarButtonItem(title: "Edit")
    home.navigationItem.rightBarButtonItems = [share, add]
    home.navigationItem.leftBarButtonItem = edit
    #expect(home.navigationItem.rightBarButtonItem === share)

    // The first right item is the rightmost; the left item is at the leading edge [DOC].
    #expect(try frame(of: "Share", in: app) == Rect(x: 330, y: 59, width: 44, height: 44))
    #expect(try frame(of: "add", in: app) == Rect(x: 278, y: 59, width: 44, height: 44))
    #expect(try frame(of: "Edit", in: app) == Rect(x: 16, y: 59, width: 44, height: 44))

    try app.tap("Share")
    try app.tap("add")
    #expect(taps == ["share", "add"])
    share.isEnabled = false
    try app.tap("Share")
    #expect(taps == ["share", "add"], "a disabled item receives the tap and runs nothing")

    // A pushed controller's items replace the root's.
    let detail = UIViewController(identifier: "detail")
    detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done")
    navigation.pushViewController(detail, animated: false)
    #expect(throws: GestureError.self) { try app.tap("Share") }
    #expect(try frame(of: "Done", in: app) == Rect(x: 330, y: 59, width: 44, height: 44))
    expectInvariants(app, after: "push")
    #expect(app.console.messages.isEmpty)
  }

  @Test("[INF] The bar item's view is captured inside the navigation bar, labelled by its title")
  func capturedInTheBar() throws {
    let (app, _, home) = launch()
    home.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share")
    let hierarchy = app.captureHierarchy()
    let button = try #require(hierarchy.nodes.firstIndex { $0.typeName == "_UIButtonBarButton" })
    let bar = try #require(hierarchy.parent(of: button))
    #expect(hierarchy.nodes[bar].typeName == "UINavigationBar")
    #expect(hierarchy.nodes[button].attributes[extra: "label"] == "Share")
    #expect(hierarchy.hitTest(Point(x: 352, y: 80)) == button)
  }

  @Test("[DOC] A controller's title is its navigation item's; an action's title is its item's")
  func titles() {
    let controller = UIViewController()
    controller.title = "Inbox"
    #expect(controller.navigationItem.title == "Inbox")
    controller.title = "Archive"
    #expect(controller.navigationItem.title == "Archive")
    let item = UIBarButtonItem(title: "Old", primaryAction: UIAction(title: "New") { _ in })
    #expect(item.title == "New")
    item.primaryAction = UIAction(title: "Newer") { _ in }
    #expect(item.title == "Newer")
    let system = UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "X") { _ in })
    #expect(system.title == nil, "a system item ignores the action's title")
    let menu = UIMenu(title: "More", children: [UIAction(title: "Copy") { _ in }])
    #expect(UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: menu).menu === menu)
  }

  @Test("[DOC] A popover anchored to a right bar button item sits below it at the trailing edge")
  func popoverFromBarButtonItem() throws {
    let (app, _, home) = launch(.iPad)
    let share = UIBarButtonItem(title: "Share")
    home.navigationItem.rightBarButtonItem = share
    let popover = UIViewController(identifier: "popover")
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.barButtonItem = share
    home.present(popover, animated: false)
    #expect(app.exceptions.isEmpty)
    #expect(popover.resolvedPresentationStyle == .popover)
    let item = try frame(of: "Share", in: app)
    let bubble = Rect(popover.view.convert(popover.view.bounds, to: nil))
    #expect(bubble.y == item.y + item.height, "below the item")
    #expect(bubble.x + bubble.width == 820, "kept inside the window at the trailing edge")
    #expect(bubble.x <= item.x && item.x + item.width <= bubble.x + bubble.width)
    expectInvariants(app, after: "present")
  }

  @Test("[OBS] An iPad action sheet anchored to a bar button item presents without exception")
  func actionSheetFromBarButtonItem() throws {
    let (app, _, home) = launch(.iPad)
    let more = UIBarButtonItem(title: "More")
    home.navigationItem.leftBarButtonItem = more
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
    sheet.popoverPresentationController?.sourceItem = more
    home.present(sheet, animated: false)
    #expect(app.exceptions.isEmpty)
    #expect(home.presentedViewController === sheet)
    #expect(sheet.resolvedPresentationStyle == .popover)
    let bubble = Rect(sheet.view.convert(sheet.view.bounds, to: nil))
    #expect(bubble.x == 0 && bubble.y == 103, "below the item at the leading edge")

    // Without an anchor, UIKit raises (§9 [OBS]).
    sheet.dismiss(animated: false)
    let bare = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    home.present(bare, animated: false)
    #expect(app.exceptions.map(\.name) == ["NSGenericException"])
  }

  @Test("[DOC] A source rectangle narrows the anchor within the source view")
  func sourceRectNarrowsTheAnchor() throws {
    let (_, _, home) = launch(.iPad)
    let popover = UIViewController(identifier: "popover")
    popover.modalPresentationStyle = .popover
    let controller = try #require(popover.popoverPresentationController)
    #expect(controller.sourceRect.isNull, "CGRect.null, the whole view, from iOS 13.2 [DOC]")
    controller.sourceView = home.view
    controller.sourceRect = CGRect(x: 400, y: 300, width: 20, height: 10)
    home.present(popover, animated: false)
    let bubble = Rect(popover.view.convert(popover.view.bounds, to: nil))
    #expect(bubble == Rect(x: 250, y: 310, width: 320, height: 480))

    // The whole view as the anchor leaves no room below it: the bubble goes above, at the top.
    let (_, _, other) = launch(.iPad)
    let whole = UIViewController(identifier: "whole")
    whole.modalPresentationStyle = .popover
    whole.popoverPresentationController?.sourceView = other.view
    other.present(whole, animated: false)
    #expect(Rect(whole.view.convert(whole.view.bounds, to: nil)).y == 0)
  }

  @Test("[DOC] Before iOS 13.2 the default source rectangle is zero: the source view's origin")
  func zeroSourceRectBeforeIOS13() throws {
    let (app, _, home) = launch(FidelityProfile(os: .iOS12AndEarlier, idiom: .pad))
    let button = UIView("UIButton", frame: Rect(x: 600, y: 500, width: 100, height: 40))
    home.view.addSubview(button)
    let popover = UIViewController(identifier: "popover")
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = button
    home.present(popover, animated: false)
    #expect(popover.popoverPresentationController?.sourceRect == .zero)
    let bubble = Rect(popover.view.convert(popover.view.bounds, to: nil))
    #expect(bubble == Rect(x: 440, y: 500, width: 320, height: 480))
    #expect(app.exceptions.isEmpty)
  }

  // MARK: - Fixtures

  /// An app whose window's root is a navigation controller around `home`.
  private func launch(_ profile: FidelityProfile = .iPhone)
    -> (UIApplication, UINavigationController, UIViewController)
  {
    let home = UIViewController(identifier: "home")
    let navigation = UINavigationController(rootViewController: home, identifier: "nav")
    let (app, _) = launchKeyWindow(root: navigation, profile: profile)
    return (app, navigation, home)
  }

  /// The screen frame of the on-screen view with an identifier or label.
  private func frame(of name: String, in app: UIApplication) throws -> Rect {
    let hierarchy = app.captureHierarchy(detail: .full)
    let index = try #require(
      hierarchy.nodes.firstIndex {
        $0.identifier == name || $0.attributes[extra: "label"] == name
      })
    return try #require(hierarchy.nodes[index].attributes.frame)
  }
}

extension Rect {
  /// The same rectangle in the model's coordinates.
  fileprivate init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}
