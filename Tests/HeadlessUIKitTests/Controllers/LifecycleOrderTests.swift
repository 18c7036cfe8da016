import HeadlessUIKit
import Testing

/// View-controller and view callbacks in UIKit's order, through launch, push, pop, tab switches,
/// presentations and window visibility (UIKit engine reference §2.2–§2.5).
@MainActor
struct LifecycleOrderTests {
  /// Logs its callbacks as `name.callback`.
  final class Logged: UIViewController {
    let log: Log
    let name: String

    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.add("\(name).viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
  }

  /// The callbacks, in order.
  @MainActor
  final class Log {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// Returns the entries since the last call and forgets them.
    func take() -> [String] {
      defer { entries = [] }
      return entries
    }
  }

  private func window(_ root: UIViewController) -> UIWindow {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    window.rootViewController = root
    return window
  }

  @Test("[OBS] Launch: the root loads, then will appear, is appearing and did appear when shown")
  func launch() {
    let log = Log()
    let window = window(Logged("A", log: log))
    #expect(log.take() == ["A.viewDidLoad"], "a hidden window shows nothing yet [INF §2.4]")
    window.makeKeyAndVisible()
    #expect(log.take() == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
  }

  @Test("[OBS] Push: the old top will disappear before the new one will appear; pop reverses")
  func pushAndPop() {
    let log = Log()
    let a = Logged("A", log: log)
    let nav = UINavigationController(rootViewController: a)
    window(nav).makeKeyAndVisible()
    _ = log.take()
    let b = Logged("B", log: log)
    nav.pushViewController(b, animated: true)
    #expect(
      log.take() == [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
        "A.viewDidDisappear", "B.viewDidAppear",
      ])
    nav.popViewController(animated: true)
    #expect(
      log.take() == [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear",
        "A.viewDidAppear",
      ])
  }

  @Test("[OBS] Tab switch: the new tab will appear before the old one will disappear")
  func tabSwitch() {
    let log = Log()
    let tabs = UITabBarController(viewControllers: [Logged("A", log: log), Logged("B", log: log)])
    window(tabs).makeKeyAndVisible()
    _ = log.take()
    tabs.selectedIndex = 1
    #expect(
      log.take() == [
        "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "A.viewWillDisappear",
        "A.viewDidDisappear", "B.viewDidAppear",
      ])
  }

  @Test("[OBS] A full-screen presentation disappears the presenter; a sheet doesn't")
  func presentations() {
    let log = Log()
    let root = Logged("root", log: log)
    window(root).makeKeyAndVisible()
    _ = log.take()
    let cover = Logged("cover", log: log)
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: true)
    #expect(
      log.take() == [
        "cover.viewDidLoad", "root.viewWillDisappear", "cover.viewWillAppear",
        "cover.viewIsAppearing", "root.viewDidDisappear", "cover.viewDidAppear",
      ])
    cover.dismiss(animated: true)
    #expect(
      log.take() == [
        "cover.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing",
        "cover.viewDidDisappear", "root.viewDidAppear",
      ])
    let sheet = Logged("sheet", log: log)
    root.present(sheet, animated: true)
    #expect(
      log.take() == [
        "sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewIsAppearing",
        "sheet.viewDidAppear",
      ], "the presenter of a card sheet gets no callbacks [OBS]")
  }

  @Test("[INF] Hiding a window disappears its controllers; showing it again appears them")
  func windowVisibility() {
    let log = Log()
    let window = window(Logged("A", log: log))
    window.isHidden = false
    _ = log.take()
    window.isHidden = true
    #expect(log.take() == ["A.viewWillDisappear", "A.viewDidDisappear"])
    window.isHidden = false
    #expect(log.take() == ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
  }

  /// Logs the window callbacks of a view.
  final class WindowWatcher: UIView {
    var log: [String] = []
    override func willMove(toWindow newWindow: UIWindow?) {
      log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() {
      log.append("didMoveToWindow \(window == nil ? "nil" : "window")")
    }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
  }

  @Test(
    "[DOC] A subtree entering and leaving a window hears willMove(toWindow:) and didMoveToWindow")
  func windowHooks() {
    let root = UIViewController(identifier: "root")
    let window = window(root)
    let parent = UIView(frame: .zero)
    let child = WindowWatcher(frame: .zero)
    parent.addSubview(child)
    #expect(child.log == ["didMoveToSuperview"], "no window yet, so no window callbacks")
    child.log = []
    root.view.addSubview(parent)
    #expect(child.log == ["willMove(toWindow: window)", "didMoveToWindow window"])
    child.log = []
    parent.removeFromSuperview()
    #expect(child.log == ["willMove(toWindow: nil)", "didMoveToWindow nil"])
    _ = window
  }
}
