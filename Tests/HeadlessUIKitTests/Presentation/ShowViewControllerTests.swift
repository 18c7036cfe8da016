import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` put a controller where its
/// container decides, as UIKit's default implementations and container overrides do.
@MainActor
struct ShowViewControllerTests {
  @Test("[DOC] show inside a navigation controller pushes onto its stack")
  func showPushes() {
    let list = UIViewController(identifier: "list")
    let navigation = UINavigationController(rootViewController: list)
    _ = launchKeyWindow(root: navigation)
    let detail = UIViewController(identifier: "detail")
    list.show(detail, sender: nil)
    #expect(navigation.viewControllers == [list, detail])
    #expect(navigation.topViewController === detail)
    #expect(list.presentedViewController == nil)
  }

  @Test("[DOC] Outside any navigation controller, show presents from the window's root")
  func showPresentsFromRoot() async {
    let content = UIViewController(identifier: "content")
    let root = UITabBarController()
    root.viewControllers = [content]
    let (app, _) = launchKeyWindow(root: root)
    let sheet = UIViewController(identifier: "sheet")
    content.show(sheet, sender: content)
    await app.settle()
    #expect(root.presentedViewController === sheet)
    let detail = UIViewController(identifier: "about")
    sheet.showDetailViewController(detail, sender: nil)
    await app.settle()
    #expect(sheet.presentedViewController == nil, "the root presents, and it is already presenting")
  }

  @Test("[DOC] showDetailViewController in a column-style split installs the secondary column")
  func showDetailInSplit() {
    let split = UISplitViewController(style: .doubleColumn)
    let sidebar = UIViewController(identifier: "sidebar")
    split.setViewController(sidebar, for: .primary)
    split.setViewController(UIViewController(identifier: "empty"), for: .secondary)
    _ = launchKeyWindow(root: split, profile: .iPad)
    let item = UIViewController(identifier: "item")
    sidebar.showDetailViewController(item, sender: nil)
    #expect(split.viewController(for: .secondary) === item)
    sidebar.showDetailViewController(item, sender: nil)
    #expect(split.viewController(for: .secondary) === item)
  }

  @Test("What the model doesn't show says so: a split's primary context, a controller off screen")
  func reportsWhatItDoesNotShow() {
    let split = UISplitViewController(style: .unspecified)
    let (_, reports) = ModelReports.capture {
      split.show(UIViewController(), sender: nil)
      split.showDetailViewController(UIViewController(), sender: nil)
      UIViewController().show(UIViewController(), sender: nil)
    }
    #expect(reports.count == 3)
    #expect(reports[0].contains("push it on the column's navigation controller"))
    #expect(reports[1].contains("column-style split view controller"))
    #expect(reports[2].contains("is in no window"))
  }

  @Test("A view's opacity hint, mask and the app's animation switch are kept")
  func viewHintsAreKept() {
    let view = UIView()
    #expect(view.isOpaque)
    view.isOpaque = false
    #expect(!view.isOpaque)
    let mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.mask = mask
    #expect(view.mask === mask && mask.superview == nil)
    UIApplication(profile: .iPhone).asShared {
      #expect(UIView.areAnimationsEnabled)
      UIView.setAnimationsEnabled(false)
      #expect(!UIView.areAnimationsEnabled)
    }
    #expect(UIApplication(profile: .iPhone).asShared { UIView.areAnimationsEnabled })
  }
}
