import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The app's and scenes' states, their delegate calls and notifications, in UIKit's order
/// (`uikit/managing-your-app-s-life-cycle`), and the app's requests to the system.
@MainActor
struct AppLifecycleTests {
  /// Logs the scene delegate's calls.
  final class Delegate: UIWindowSceneDelegate {
    var window: UIWindow?
    var log: [String] = []
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      log.append("willConnect")
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      self.window = window
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.append("sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.append("sceneDidEnterBackground") }
  }

  /// Records the notifications posted with an object, by short name.
  final class Observer: @unchecked Sendable {
    var log: [String] = []
    private var tokens: [any NSObjectProtocol] = []
    init(_ names: [Notification.Name], objects: [AnyObject?]) {
      for name in names {
        for object in objects {
          tokens.append(
            NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
              [unowned self] note in
              let name = Self.short(note.name.rawValue)
              MainActor.assumeIsolated { self.log.append(name) }
            })
        }
      }
    }
    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
    nonisolated static func short(_ name: String) -> String {
      name.replacingOccurrences(of: "Notification", with: "")
    }
  }

  private let names: [Notification.Name] = [
    UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
    UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
    UIApplication.willEnterForegroundNotification, UIScene.willConnectNotification,
    UIScene.didActivateNotification, UIScene.willDeactivateNotification,
    UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
  ]

  @Test("[DOC] Launch: connect, enter the foreground, activate; the delegate makes the window")
  func launchOrder() {
    let app = UIApplication(profile: .iPhone)
    let observer = Observer(names, objects: [app])
    let delegate = Delegate()
    let scene = app.connectScene(delegate: delegate)
    #expect(delegate.log == ["willConnect", "sceneWillEnterForeground", "sceneDidBecomeActive"])
    #expect(
      observer.log == [
        "UIApplicationDidFinishLaunching", "UIApplicationWillEnterForeground",
        "UIApplicationDidBecomeActive",
      ])
    #expect(scene.activationState == .foregroundActive)
    #expect(app.applicationState == .active)
    #expect(delegate.window?.isKeyWindow == true)
  }

  @Test(
    "[DOC] Background and back: through foreground-inactive both ways, delegate then notification")
  func backgroundAndForeground() {
    let app = UIApplication(profile: .iPhone)
    let delegate = Delegate()
    let scene = app.connectScene(delegate: delegate)
    delegate.log = []
    let observer = Observer(names, objects: [app, scene])
    app.sendToBackground()
    #expect(delegate.log == ["sceneWillResignActive", "sceneDidEnterBackground"])
    #expect(
      observer.log == [
        "UISceneWillDeactivate", "UIApplicationWillResignActive", "UISceneDidEnterBackground",
        "UIApplicationDidEnterBackground",
      ])
    #expect(scene.activationState == .background)
    #expect(app.applicationState == .background)
    delegate.log = []
    observer.log = []
    app.returnToForeground()
    #expect(delegate.log == ["sceneWillEnterForeground", "sceneDidBecomeActive"])
    #expect(
      observer.log == [
        "UISceneWillEnterForeground", "UIApplicationWillEnterForeground", "UISceneDidActivate",
        "UIApplicationDidBecomeActive",
      ])
    #expect(app.applicationState == .active)
  }

  @Test("[DOC] An interruption resigns and regains active without a background step")
  func interruption() {
    let app = UIApplication(profile: .iPhone)
    let delegate = Delegate()
    app.connectScene(delegate: delegate)
    delegate.log = []
    var during: UIApplication.State?
    app.interruptActivity { during = app.applicationState }
    #expect(during == .inactive)
    #expect(delegate.log == ["sceneWillResignActive", "sceneDidBecomeActive"])
  }

  @Test("Window key and visibility notifications name the window")
  func windowNotifications() {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    window.rootViewController = UIViewController()
    let observer = Observer(
      [
        UIWindow.didBecomeKeyNotification, UIWindow.didBecomeVisibleNotification,
        UIWindow.didBecomeHiddenNotification, UIWindow.didResignKeyNotification,
      ],
      objects: [window])
    window.makeKeyAndVisible()
    window.isHidden = true
    #expect(
      observer.log == [
        "UIWindowDidBecomeVisible", "UIWindowDidBecomeKey", "UIWindowDidBecomeHidden",
      ])
  }

  /// A window that logs its key-status callbacks, as overlay libraries' windows override them.
  final class KeyLoggingWindow: UIWindow {
    var log: [String] = []
    override func becomeKey() {
      super.becomeKey()
      log.append("becomeKey \(isKeyWindow)")
    }
    override func resignKey() {
      super.resignKey()
      log.append("resignKey")
    }
  }

  @Test("[DOC] makeKey tells the old key window it resigned and the new one it became key")
  func keyStatusCallbacks() {
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let main = KeyLoggingWindow(windowScene: scene)
    let overlay = KeyLoggingWindow(windowScene: scene)
    main.makeKeyAndVisible()
    overlay.makeKeyAndVisible()
    overlay.makeKey()
    #expect(main.log == ["becomeKey true", "resignKey"])
    #expect(overlay.log == ["becomeKey true"])

    // Apple says never to call resignKey() directly; it only tells, so the window stays key.
    overlay.resignKey()
    #expect(overlay.isKeyWindow)
  }

  @Test("Showing and hiding the keyboard posts its notifications with its end frame")
  func keyboardNotifications() throws {
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    final class Seen: @unchecked Sendable {
      var ends: [CGRect] = []
      var names: [String] = []
    }
    let seen = Seen()
    let tokens = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidHideNotification,
    ]
    .map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        let name = note.name.rawValue
        let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        MainActor.assumeIsolated {
          seen.names.append(name)
          if let end { seen.ends.append(end) }
        }
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    scene.showKeyboard()
    scene.hideKeyboard()
    #expect(seen.names == ["UIKeyboardWillShowNotification", "UIKeyboardDidHideNotification"])
    let shown = try #require(seen.ends.first)
    #expect(shown.maxY == CGFloat(app.profile.device.screen.height))
    #expect(seen.ends.last?.minY == CGFloat(app.profile.device.screen.height))
  }

  @Test("Opening URLs: recorded when an app can open them, the completion says whether")
  func openURLs() async {
    let app = UIApplication(profile: .iPhone)
    let settings = URL(string: UIApplication.openSettingsURLString)!
    #expect(app.canOpenURL(settings))
    #expect(!app.canOpenURL(URL(string: "twitter://user")!))
    var answers: [Bool] = []
    app.open(settings, options: [:]) { answers.append($0) }
    app.open(URL(string: "twitter://user")!) { answers.append($0) }
    let universal = await app.open(
      URL(string: "https://example.com")!, options: [.universalLinksOnly: true])
    #expect(answers == [true, false])
    #expect(!universal)
    #expect(app.openedURLs == [settings])
  }

  @Test("Each app has its own general pasteboard")
  func pasteboardPerApp() {
    let first = UIApplication(profile: .iPhone)
    let second = UIApplication(profile: .iPhone)
    first.asShared { UIPasteboard.general.string = "copied" }
    #expect(first.asShared { UIPasteboard.general.string } == "copied")
    #expect(second.asShared { UIPasteboard.general.hasStrings } == false)
    first.asShared { UIPasteboard.general.url = URL(string: "https://example.com") }
    #expect(first.asShared { UIPasteboard.general.hasStrings } == false, "setting replaces items")
    #expect(first.asShared { UIPasteboard.general.urls?.count } == 1)
  }

  @Test("Quick actions reach the window scene delegate; remote registration fails")
  func shortcutsAndRemote() {
    final class Shortcuts: UIWindowSceneDelegate {
      var chosen: String?
      func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
      ) {
        chosen = shortcutItem.type
        completionHandler(true)
      }
    }
    final class AppDelegate: UIApplicationDelegate {
      var failed = false
      func application(
        _ application: UIApplication,
        didFailToRegisterForRemoteNotificationsWithError error: any Error
      ) { failed = true }
    }
    let app = UIApplication(profile: .iPhone)
    let delegate = Shortcuts()
    app.connectScene(delegate: delegate)
    let item = UIApplicationShortcutItem(type: "compose", localizedTitle: "New")
    app.shortcutItems = [item]
    #expect(app.performShortcut(item))
    #expect(delegate.chosen == "compose")
    let appDelegate = AppDelegate()
    app.delegate = appDelegate
    app.registerForRemoteNotifications()
    #expect(appDelegate.failed)
    #expect(!app.isRegisteredForRemoteNotifications)
  }

  @Test("Storyboards report an issue naming the fix and return what the signature allows")
  func storyboards() {
    let board = UIStoryboard(name: "Main", bundle: nil)
    let (_, issues) = ModelReports.capture {
      #expect(board.instantiateInitialViewController() == nil)
      _ = board.instantiateViewController(withIdentifier: "Settings")
    }
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.contains("loads no storyboards") })
  }

  /// A storyboard controller that takes a dependency, made as apps make them with iOS 13's
  /// creator block.
  private final class SettingsController: UIViewController {
    let account: String

    init?(coder: NSCoder, account: String) {
      self.account = account
      super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
      account = "default"
      super.init(coder: coder)
    }
  }

  @Test("A storyboard's creator block and a class's init?(coder:) make the app's own class")
  func storyboardControllersOfTheAppsClass() {
    let board = UIStoryboard(name: "Main", bundle: nil)
    let (made, issues) = ModelReports.capture {
      let injected = board.instantiateViewController(identifier: "Settings") { coder in
        SettingsController(coder: coder, account: "me")
      }
      let plain: SettingsController = board.instantiateViewController(identifier: "Settings")
      return (injected.account, plain.account)
    }
    #expect(made.0 == "me" && made.1 == "default")
    #expect(issues.count == 2)
    #expect(UIViewController(coder: NSCoder()) == nil)
  }
}
