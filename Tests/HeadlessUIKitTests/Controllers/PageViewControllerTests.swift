import HeadlessUIKit
import PresentationHierarchy
import Testing

/// A page view controller is a container: the shown page is its child, alone in the hierarchy
/// and filling it, swapped with UIKit's containment and appearance callbacks by
/// `setViewControllers` and by a swipe, which asks the data source and tells the delegate [DOC:
/// `uikit/uipageviewcontroller`, `uikit/uipageviewcontrollerdatasource`,
/// `uikit/uipageviewcontrollerdelegate`; INF for one page at rest and the callbacks' order].
@MainActor
struct PageViewControllerTests {
  /// The callbacks, in order.
  final class Log {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// Returns the entries since the last call and forgets them.
    func take() -> [String] {
      defer { entries = [] }
      return entries
    }
  }

  /// A page that logs its callbacks and names its view for captures.
  final class Page: UIViewController {
    let log: Log
    let name: String

    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { view.accessibilityIdentifier = name }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    override func didMove(toParent parent: UIViewController?) {
      log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
  }

  /// Three pages in a row and a delegate that logs; the data sources below adopt it.
  class Pages: UIPageViewControllerDelegate {
    let pages: [Page]
    let log: Log

    init(log: Log) {
      self.log = log
      pages = ["A", "B", "C"].map { Page($0, log: log) }
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      pages.firstIndex { $0 === viewController }.flatMap {
        $0 < pages.count - 1 ? pages[$0 + 1] : nil
      }
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) {
      log.add("willTransitionTo \(pendingViewControllers.map { ($0 as? Page)?.name ?? "?" })")
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      log.add("didFinishAnimating \(previousViewControllers.map { ($0 as? Page)?.name ?? "?" })")
    }
  }

  /// A data source without the page indicator methods.
  final class PlainPages: Pages, UIPageViewControllerDataSource {}

  /// A data source that implements the page indicator methods too.
  final class CountedPages: Pages, UIPageViewControllerDataSource {
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
      pages.firstIndex { $0 === pageViewController.viewControllers?.first } ?? 0
    }
  }

  /// An app whose window shows a scrolling page view controller on page A.
  private func launch(_ pages: any Pages & UIPageViewControllerDataSource) -> (
    UIApplication, UIPageViewController
  ) {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = pages
    pager.delegate = pages
    pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
    window.rootViewController = pager
    window.makeKeyAndVisible()
    _ = pages.log.take()
    return (app, pager)
  }

  /// The names of the pages whose views the capture shows.
  private func shownPages(_ app: UIApplication) -> [String] {
    app.captureHierarchy().nodes.compactMap(\.identifier).filter { ["A", "B", "C"].contains($0) }
  }

  @Test("The shown page is the only child and the only page captured, filling the window")
  func onePageFills() {
    let pages = PlainPages(log: Log())
    let (app, pager) = launch(pages)
    #expect(pager.children == [pages.pages[0]])
    #expect(pages.pages[0].parent === pager)
    #expect(shownPages(app) == ["A"])
    #expect(pages.pages[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(app.hitTest(Point(x: 200, y: 400))?.isDescendant(of: pages.pages[0].view) == true)
  }

  @Test("setViewControllers swaps the child: the old page leaves, callbacks in UIKit's order")
  func setViewControllersSwaps() {
    let log = Log()
    let pages = PlainPages(log: log)
    let (app, pager) = launch(pages)
    var finished: Bool?
    pager.setViewControllers([pages.pages[2]], direction: .forward, animated: true) {
      finished = $0
    }
    #expect(finished == true)
    #expect(pager.children == [pages.pages[2]])
    #expect(pages.pages[0].parent == nil && pages.pages[0].view.superview == nil)
    #expect(shownPages(app) == ["C"])
    #expect(
      log.take() == [
        "A.didMove(nil)", "C.didMove(parent)", "A.viewWillDisappear", "C.viewWillAppear",
        "A.viewDidDisappear", "C.viewDidAppear",
      ])
  }

  @Test("A swipe asks the data source, tells the delegate around the swap, and stops at the ends")
  func swipeTurnsPages() throws {
    let log = Log()
    let pages = PlainPages(log: log)
    let (app, pager) = launch(pages)
    #expect(try app.swipePage(.forward) === pages.pages[1])
    #expect(shownPages(app) == ["B"])
    #expect(pager.viewControllers == [pages.pages[1]])
    #expect(
      log.take() == [
        "willTransitionTo [\"B\"]", "A.didMove(nil)", "B.didMove(parent)",
        "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
        "didFinishAnimating [\"A\"]",
      ])
    try app.swipePage(.forward)
    _ = log.take()
    #expect {
      try app.swipePage(.forward)
    } throws: { error in
      "\(error)".contains("has no page after the shown one: its data source returned nil")
    }
    #expect(log.take().isEmpty, "no page: the delegate hears nothing and no page moves")
    #expect(shownPages(app) == ["C"])
    try app.swipePage(.reverse)
    try app.swipePage(.reverse)
    #expect(shownPages(app) == ["A"])
    #expect(throws: GestureError.self) { try app.swipePage(.reverse) }
  }

  @Test("A cover in front of the pages takes the swipe; nothing turns")
  func coverBlocksTheSwipe() {
    let pages = PlainPages(log: Log())
    let (app, pager) = launch(pages)
    let cover = UIViewController()
    cover.modalPresentationStyle = .overFullScreen
    pager.present(cover, animated: false)
    #expect {
      try app.swipePage(.forward)
    } throws: { error in
      "\(error)".contains("in front of the pages")
    }
    #expect(pager.viewControllers == [pages.pages[0]])
  }

  @Test("A data source with both indicator methods gets a page control under the pages")
  func pageIndicator() throws {
    let counted = CountedPages(log: Log())
    let (app, _) = launch(counted)
    let control = try #require(
      app.captureHierarchy().nodes.first { $0.typeName == "UIPageControl" })
    #expect(control.attributes.frame == Rect(x: 0, y: 844 - 28, width: 390, height: 28))
    #expect(counted.pages[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 28))
    try app.swipePage(.forward)
    let indicator = try #require(
      counted.pages[1].view.superview?.superview?.subviews.compactMap { $0 as? UIPageControl }
        .first)
    #expect(indicator.numberOfPages == 3 && indicator.currentPage == 1)

    let (plainApp, _) = launch(PlainPages(log: Log()))
    #expect(!plainApp.captureHierarchy().nodes.contains { $0.typeName == "UIPageControl" })
  }

  @Test("Embedded as a child in part of a screen, the page and its indicator follow its frame")
  func embeddedFollowsFrame() {
    let counted = CountedPages(log: Log())
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let host = UIViewController()
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.setViewControllers([counted.pages[0]], direction: .forward, animated: false)
    pager.dataSource = counted
    host.addChild(pager)
    host.view.addSubview(pager.view)
    pager.view.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
    pager.didMove(toParent: host)
    window.rootViewController = host
    window.makeKeyAndVisible()
    #expect(pager.parent === host && pager.children == [counted.pages[0]])
    #expect(counted.pages[0].view.window === window)
    // The indicator was added after the frame was set: the data source came after the pages.
    pager.setViewControllers([counted.pages[1]], direction: .forward, animated: false)
    #expect(counted.pages[1].view.frame == CGRect(x: 0, y: 0, width: 390, height: 400 - 28))
    #expect(app.hitTest(Point(x: 200, y: 300))?.isDescendant(of: counted.pages[1].view) == true)
    #expect(app.hitTest(Point(x: 200, y: 600))?.isDescendant(of: pager.view) == false)
  }

  @Test("The page curl's spine comes from the options; the scroll style has none")
  func spineLocation() {
    let curl = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
    #expect(curl.spineLocation == .mid)
    #expect(curl.gestureRecognizers.count == 2)
    let plainCurl = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .vertical)
    #expect(plainCurl.spineLocation == .min)
    let scroll = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.spineLocation: 2, .interPageSpacing: 8])
    #expect(scroll.spineLocation == .none && scroll.gestureRecognizers.isEmpty)
  }
}
