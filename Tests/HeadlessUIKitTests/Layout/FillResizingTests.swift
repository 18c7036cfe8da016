import HeadlessUIKit
import Testing

/// A controller's default view has a real size in `viewDidLoad`, and subviews placed over it
/// with autoresizing masks follow the size its container gives it.
@MainActor
@Suite struct FillResizingTests {
  /// Places a table over its view's bounds in `viewDidLoad`, as apps have since iOS 2.
  private final class ListController: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)
    var boundsAtLoad = CGRect.zero

    override func viewDidLoad() {
      super.viewDidLoad()
      boundsAtLoad = view.bounds
      table.frame = view.bounds
      table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(table)
    }
  }

  /// Replaces the default view with one of its own, without a frame.
  private final class CustomViewController: UIViewController {
    override func loadView() {
      view = UIView()
    }
  }

  @Test("[OBS] The default view has the screen's bounds in viewDidLoad; a custom one has none")
  func defaultViewHasTheScreensBounds() {
    // OBS developer.apple.com/forums/thread/720294: UIKit builds the default view at a non-zero
    // default size; the SO answers it links report the screen's; a `UIView()` of one's own is
    // zero-sized until placed.
    let list = ListController()
    _ = list.view
    #expect(list.boundsAtLoad.size == CGSize(width: 390, height: 844))
    #expect(CustomViewController().view.bounds.size == .zero)
  }

  @Test("[DOC] A flexible table placed in viewDidLoad fills its controller in a tab of a stack")
  func flexibleSubviewFollowsTheContainer() throws {
    // DOC uikit/uiview/autoresizingmask-swift.property: when a view's bounds change it resizes
    // its subviews by their masks; containers size their children before they appear.
    let app = UIApplication(profile: .iPad)
    let window = UIWindow(windowScene: app.connectScene())
    let list = ListController()
    // The app's own code runs in its app's scope, where the screen is the app's.
    app.asShared {
      let tabs = UITabBarController()
      tabs.viewControllers = [UINavigationController(rootViewController: list)]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
    }
    #expect(list.boundsAtLoad.size == window.bounds.size, "the iPad's screen at load")
    window.layoutIfNeeded()
    #expect(list.table.frame.size == list.view.bounds.size)
    #expect(list.table.frame.width == window.bounds.width)
  }

  @Test("[DOC] Embedded in part of a screen, a controller's flexible subview takes that part")
  func childControllerInAContainerView() throws {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let parent = UIViewController()
    window.rootViewController = parent
    window.makeKeyAndVisible()
    let list = ListController()
    parent.addChild(list)
    list.view.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
    parent.view.addSubview(list.view)
    list.didMove(toParent: parent)
    window.layoutIfNeeded()
    #expect(list.table.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
    #expect(list.table.convert(list.table.bounds, to: window).minY == 100)
  }
}
