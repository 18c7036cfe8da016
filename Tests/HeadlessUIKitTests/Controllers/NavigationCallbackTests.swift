import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Layout callbacks, the navigation controller's delegate, title views and the share sheet.
@MainActor
struct NavigationCallbackTests {
  @MainActor
  final class Log {
    var entries: [String] = []
  }

  final class Logged: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
      log.entries.append("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      log.entries.append("\(name).viewDidDisappear")
    }
    override func viewWillLayoutSubviews() { log.entries.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("\(name).viewDidLayoutSubviews") }
  }

  final class Delegate: UINavigationControllerDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) { log.entries.append("willShow \((viewController as? Logged)?.name ?? "?")") }
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) { log.entries.append("didShow \((viewController as? Logged)?.name ?? "?")") }
  }

  @Test("[OBS] Push: willShow after the new top's viewWillAppear, didShow after its viewDidAppear")
  func delegateOrder() {
    let log = Log()
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let a = Logged("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    let delegate = Delegate(log: log)
    nav.delegate = delegate
    window.rootViewController = nav
    window.makeKeyAndVisible()
    log.entries = []
    nav.pushViewController(Logged("B", log: log), animated: true)
    #expect(
      log.entries == [
        "A.viewWillDisappear", "B.viewWillAppear", "willShow B", "A.viewDidDisappear",
        "B.viewDidAppear", "didShow B",
      ])
    log.entries = []
    #expect(nav.popToViewController(a, animated: false)?.count == 1)
    #expect(log.entries.contains("willShow A") && log.entries.last == "didShow A")
    #expect(nav.popToViewController(a, animated: false) == nil)
  }

  @Test("[DOC] A layout pass calls the layout callbacks around the root view's layoutSubviews")
  func layoutCallbacks() throws {
    let log = Log()
    let (app, _) = launchKeyWindow(root: Logged("A", log: log), profile: .iPhone)
    log.entries = []
    _ = app.captureHierarchy()
    let layout = log.entries.filter { $0.contains("Layout") }
    #expect(layout.first == "A.viewWillLayoutSubviews")
    #expect(layout.dropFirst().first == "A.viewDidLayoutSubviews")
  }

  @Test("[DOC] A title view is centred in the navigation bar, and leaves when replaced")
  func titleView() throws {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let top = UIViewController()
    let title = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    top.navigationItem.titleView = title
    let nav = UINavigationController(rootViewController: top)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    _ = app.captureHierarchy()
    #expect(title.superview === nav.navigationBar)
    let frame = title.convert(title.bounds, to: nil)
    #expect(frame.midX == CGFloat(app.profile.device.screen.width / 2))
    #expect(frame.width == 120)
    top.navigationItem.titleView = nil
    #expect(title.superview == nil)
  }

  // `.automatic` resolves to `.formSheet` from iOS 18 (StyleResolution).
  @Test("[DOC] The share sheet is a sheet on iPhone and a popover needing a source on iPad")
  func shareSheet() throws {
    for (profile, style) in [
      (FidelityProfile.iPhone, UIModalPresentationStyle.formSheet), (.iPad, .popover),
    ] {
      let root = UIViewController()
      let (app, _) = launchKeyWindow(root: root, profile: profile)
      let share = UIActivityViewController(activityItems: ["hello"], applicationActivities: nil)
      share.popoverPresentationController?.sourceView = root.view
      var result: (UIActivity.ActivityType?, Bool)?
      share.completionWithItemsHandler = { type, completed, _, _ in result = (type, completed) }
      root.present(share, animated: false)
      #expect(share.resolvedPresentationStyle == style)
      #expect(app.completeActivity(.copyToPasteboard))
      #expect(root.presentedViewController == nil)
      #expect(result?.0 == .copyToPasteboard && result?.1 == true)
    }
  }

  @Test("[DOC] On iPad a share sheet without a source raises UIKit's popover exception")
  func shareSheetWithoutSource() {
    let root = UIViewController()
    let (app, _) = launchKeyWindow(root: root, profile: .iPad)
    root.present(
      UIActivityViewController(activityItems: ["hello"], applicationActivities: nil),
      animated: false)
    #expect(root.presentedViewController == nil)
    #expect(app.exceptions.count == 1)
  }
}
