import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

/// Seeded random runs of UIKit operations.
///
/// After every operation the model's invariants hold, and no operation traps. Exceptions UIKit raises are legitimate outcomes and are counted.
@MainActor
@Suite("UIKit random operations")
struct UIKitRandomOperationTests {
  /// 800 operations per profile (4,000 in all); 2,000 per profile (10,000) with
  /// `PROPERTY_TEST_DEPTH=deep`.
  @Test(
    "Seeded random operations on every profile keep every invariant",
    arguments: zip(
      [FidelityProfile.iPhone, .iOS17, .iOS12, .iPad, FidelityProfile(os: .iOS26)],
      [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004, 0x5EED_0005] as [UInt64]))
  func randomOperationsKeepInvariants(profile: FidelityProfile, seed: UInt64) {
    var run = RandomRun(profile: profile, seed: seed)
    for step in 0..<PropertyTestDepth.count(quick: 800, deep: 2_000) {
      let operation = run.performRandomOperation()
      let violations = run.app.checkInvariants()
      if !violations.isEmpty {
        Issue.record(
          """
          Step \(step), seed \(seed), after \(operation):
          \(violations.joined(separator: "\n"))
          Recent: \(run.log.suffix(12).joined(separator: " | "))
          """)
        return
      }
      if step % 100 == 0 {
        // Capturing and hit testing must not trap either.
        _ = run.app.captureHierarchy(detail: .full)
        _ = run.app.hitTest(Point(x: 200, y: 400))
      }
    }
    run.app.finishTransitions()
    #expect(run.app.checkInvariants().isEmpty)
    // The run exercised the model, not only the error paths.
    #expect(run.presentations > 10)
    #expect(run.exceptions > 0)
  }
}

// MARK: - Fixtures

/// The state of one random run: the app, its windows and every controller made so far.
@MainActor
private struct RandomRun {
  let app: UIApplication
  let scene: UIWindowScene
  var random: SeededRandomNumberGenerator
  var windows: [UIWindow] = []
  /// Controllers the run may act on, newest last; bounded so the run stays fast.
  var controllers: [UIViewController] = []
  /// Views added by hand, as overlays.
  var overlays: [UIView] = []
  var log: [String] = []
  var presentations = 0
  var exceptions = 0
  private var counter = 0

  init(profile: FidelityProfile, seed: UInt64) {
    app = UIApplication(profile: profile)
    app.defersAnimatedTransitions = true
    scene = app.connectScene()
    random = SeededRandomNumberGenerator(seed: seed)
    let window = UIWindow(windowScene: scene)
    window.accessibilityIdentifier = "main"
    windows.append(window)
    window.rootViewController = makeTree()
    window.makeKeyAndVisible()
  }

  /// Performs one operation chosen at random and returns what it did.
  mutating func performRandomOperation() -> String {
    let description: String
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<24: description = present()
    case 24..<36: description = dismiss()
    case 36..<44: description = push()
    case 44..<50: description = pop()
    case 50..<56: description = selectTab()
    case 56..<62: description = changeWindow()
    case 62..<65: description = swapRoot()
    case 65..<72: description = changeOverlay()
    case 72..<76: description = toggleKeyboard()
    case 76..<84: description = finishTransitions()
    case 84..<87: description = addWindow()
    case 87..<92: description = presentExisting()
    default: description = changeStyleOfContext()
    }
    log.append(description)
    if log.count > 50 { log.removeFirst(log.count - 50) }
    return description
  }

  // MARK: Operations

  private mutating func present() -> String {
    guard let source = pick(controllers) else { return "present: no controller" }
    let presented = makeTree()
    let style = pick(UIModalPresentationStyle.allCases) ?? .automatic
    presented.modalPresentationStyle = style
    if Bool.random(using: &random) {
      presented.popoverPresentationController?.sourceView = source.view
    }
    return attemptPresent(presented, from: source, label: "present \(style.name)")
  }

  private mutating func presentExisting() -> String {
    guard let source = pick(controllers), let presented = pick(controllers) else {
      return "present existing: none"
    }
    presented.modalPresentationStyle = pick(UIModalPresentationStyle.allCases) ?? .automatic
    return attemptPresent(presented, from: source, label: "present existing")
  }

  private mutating func attemptPresent(
    _ presented: UIViewController, from source: UIViewController, label: String
  ) -> String {
    let animated = Bool.random(using: &random)
    let raised = app.exceptions.count
    source.present(presented, animated: animated)
    if let exception = app.exceptions.dropFirst(raised).first {
      exceptions += 1
      return "\(label) raised \(exception.reason)"
    }
    if presented.presentingViewController != nil { presentations += 1 }
    return "\(label) \(describe(presented)) from \(describe(source)) animated: \(animated)"
  }

  private mutating func dismiss() -> String {
    guard let controller = pick(controllers) else { return "dismiss: none" }
    controller.dismiss(animated: Bool.random(using: &random))
    return "dismiss from \(describe(controller))"
  }

  private mutating func push() -> String {
    let navigations = controllers.compactMap { $0 as? UINavigationController }
    guard let navigation = pick(navigations) else { return "push: no navigation" }
    if navigation.viewControllers.count > 4 {
      navigation.popToRootViewController(animated: false)
      return "pop to root \(describe(navigation))"
    }
    let pushed = UIViewController(identifier: nextName("v"))
    register(pushed)
    navigation.pushViewController(pushed, animated: Bool.random(using: &random))
    return "push \(describe(pushed)) onto \(describe(navigation))"
  }

  private mutating func pop() -> String {
    let navigations = controllers.compactMap { $0 as? UINavigationController }
    guard let navigation = pick(navigations) else { return "pop: no navigation" }
    navigation.popViewController(animated: Bool.random(using: &random))
    return "pop \(describe(navigation))"
  }

  private mutating func selectTab() -> String {
    let tabs = controllers.compactMap { $0 as? UITabBarController }
    guard let tab = pick(tabs) else { return "select: no tab bar" }
    let index = Int.random(in: 0..<max(1, tab.viewControllers?.count ?? 0), using: &random)
    tab.selectedIndex = index
    return "select tab \(index) of \(describe(tab))"
  }

  private mutating func changeWindow() -> String {
    guard let window = pick(windows) else { return "window: none" }
    let name = window.accessibilityIdentifier ?? "window"
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      window.isHidden = true
      return "hide \(name)"
    case 1:
      window.isHidden = false
      return "show \(name)"
    case 2:
      window.makeKey()
      return "makeKey \(name)"
    case 3:
      window.makeKeyAndVisible()
      return "makeKeyAndVisible \(name)"
    default:
      let level = pick([-1, 0, 1, 1000, 2000]) ?? 0
      window.windowLevel = UIWindow.Level(rawValue: CGFloat(level))
      window.isUserInteractionEnabled = Bool.random(using: &random)
      return "level \(level) for \(name)"
    }
  }

  private mutating func swapRoot() -> String {
    guard let window = pick(windows) else { return "swap: none" }
    let root = makeTree()
    window.rootViewController = root
    return "swap root of \(window.accessibilityIdentifier ?? "window") to \(describe(root))"
  }

  private mutating func changeOverlay() -> String {
    if Bool.random(using: &random), let overlay = pick(overlays) {
      overlay.removeFromSuperview()
      overlays.removeAll { $0 === overlay }
      return "remove overlay"
    }
    guard overlays.count < 8, let window = pick(windows) else { return "overlay: full" }
    let overlay = UIView("UIView", frame: Rect(x: 20, y: 300, width: 100, height: 100))
    overlay.backgroundColor = .systemBackground
    overlay.accessibilityIdentifier = nextName("overlay")
    window.addSubview(overlay)
    overlays.append(overlay)
    return "add overlay to \(window.accessibilityIdentifier ?? "window")"
  }

  private mutating func toggleKeyboard() -> String {
    if Bool.random(using: &random) {
      scene.showKeyboard()
      return "show keyboard"
    }
    scene.hideKeyboard()
    return "hide keyboard"
  }

  private mutating func finishTransitions() -> String {
    app.finishTransitions()
    return "finish transitions"
  }

  private mutating func addWindow() -> String {
    guard windows.count < 4 else { return "add window: enough" }
    let window = UIWindow(windowScene: scene)
    let name = nextName("window")
    window.accessibilityIdentifier = name
    window.rootViewController = makeTree()
    windows.append(window)
    if Bool.random(using: &random) { window.makeKeyAndVisible() } else { window.isHidden = false }
    return "add \(name)"
  }

  private mutating func changeStyleOfContext() -> String {
    guard let controller = pick(controllers) else { return "context: none" }
    controller.definesPresentationContext.toggle()
    return "definesPresentationContext \(controller.definesPresentationContext) on "
      + describe(controller)
  }

  // MARK: Helpers

  /// Makes a plain controller, a navigation controller or a tab bar controller of navigations.
  private mutating func makeTree() -> UIViewController {
    let root: UIViewController
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      let top = UIViewController(identifier: nextName("v"))
      register(top)
      root = UINavigationController(rootViewController: top, identifier: nextName("nav"))
    case 1:
      var tabs: [UIViewController] = []
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let top = UIViewController(identifier: nextName("v"))
        register(top)
        let navigation = UINavigationController(
          rootViewController: top, identifier: nextName("nav"))
        register(navigation)
        tabs.append(navigation)
      }
      root = UITabBarController(viewControllers: tabs, identifier: nextName("tab"))
    default:
      root = UIViewController(identifier: nextName("v"))
    }
    register(root)
    return root
  }

  private mutating func register(_ controller: UIViewController) {
    controllers.append(controller)
    if controllers.count > 120 { controllers.removeFirst(controllers.count - 120) }
  }

  private mutating func pick<T>(_ elements: [T]) -> T? {
    elements.isEmpty ? nil : elements[Int.random(in: 0..<elements.count, using: &random)]
  }

  private mutating func nextName(_ prefix: String) -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }

  private func describe(_ controller: UIViewController) -> String {
    controller.engine.identifier ?? controller.typeName
  }
}
