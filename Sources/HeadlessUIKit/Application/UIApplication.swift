public import Foundation
import PresentationHierarchy

/// A headless app: its scenes, windows and console, with no global state.
///
/// Every test creates its own, so tests run in parallel:
///
/// ```swift
/// let app = UIApplication(profile: .iPhone)
/// let scene = app.connectScene()
/// let window = UIWindow(windowScene: scene)
/// window.rootViewController = root
/// window.makeKeyAndVisible()
/// ```
///
/// Once connected, a scene and its app keep each other alive, so holding a window or a
/// controller is enough; like a real app, a headless one is never torn down.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The iOS version, idiom and uncertain behaviours being reproduced.
  public let profile: FidelityProfile
  /// What UIKit would have printed: warnings for dropped requests.
  public let console = Console()
  /// The exceptions UIKit would have raised, oldest first; on a device the first one ends the
  /// app, here the request is dropped and the test can check the list.
  public private(set) var exceptions: [UIKitException] = []
  /// The connected window scenes, in connection order.
  ///
  /// UIKit's ``connectedScenes`` is an unordered set; the model keeps this order so that
  /// captures never depend on hash order.
  public private(set) var windowScenes: [UIWindowScene] = []

  /// The connected scenes, as UIKit's `connectedScenes`: a set, in no particular order.
  public var connectedScenes: Set<UIScene> { Set(windowScenes) }
  /// The sessions of the app's scenes, as UIKit's `openSessions`: the model disconnects no
  /// scene, so these are the sessions of the connected scenes [DOC:
  /// `uikit/uiapplication/opensessions`].
  public var openSessions: Set<UISceneSession> { Set(windowScenes.map(\.session)) }
  /// Whether animated transitions stay in progress until ``finishTransitions()``.
  ///
  /// When `false` (the default) every transition completes at once, so a test never waits.
  /// Set it to `true` to reproduce "while a presentation is in progress" warnings.
  public var defersAnimatedTransitions = false

  /// The test that created the app, as `Module.Suite/test()`, when the testing layer names it:
  /// what cross-test issues say (``AppOwnership``).
  package let launchingTest = ModelIssues.currentTestName

  /// The app's delegate, held weakly, as UIKit holds it [DOC: `uikit/uiapplication/delegate`].
  public weak var delegate: (any UIApplicationDelegate)?
  /// What the app asked of the system: URLs opened, badge, idle timer, quick actions.
  let system = ApplicationSystemState()
  /// The background tasks begun and not ended, usable off the main actor.
  nonisolated let backgroundTaskRegistry = BackgroundTaskRegistry()
  /// The app's general pasteboard: one per app, so parallel tests never share one.
  nonisolated let generalPasteboard = UIPasteboard(name: .general)

  /// Which controllers have appeared, for UIKit's appearance callbacks.
  let appearanceTracker = AppearanceTracker()

  /// The state `HeadlessSwiftUI` keeps per app (its hosting controllers' tasks); opaque here.
  package var contentRuntime: AnyObject?
  /// Transitions started but not finished, in start order.
  package private(set) var pendingTransitions: [() -> Void] = []
  /// The window of each transition in ``pendingTransitions``.
  private var transitionWindows: [ObjectIdentifier?] = []
  /// The completions of inert animations, run on the next ``settle()``.
  let pendingAnimationCompletions = PendingAnimationCompletions()
  /// The work the app's code queued on the main queue that hasn't run yet.
  nonisolated let mainQueueWork = MainQueueWork()
  /// The custom transitions whose animators have not called `completeTransition(_:)` yet, in
  /// start order.
  var runningTransitions: [TransitionContext] = []
  /// The last window order stamp given out (UIKit reference §4.2).
  private var clock = 0

  /// Creates an app.
  ///
  /// - Parameter profile: The iOS version, idiom and uncertain behaviours to reproduce.
  public init(profile: FidelityProfile = .iPhone) {
    self.profile = profile
  }

  /// Connects a new window scene, as the system does at launch.
  ///
  /// - Returns: The scene.
  @discardableResult
  public func connectScene() -> UIWindowScene {
    connectScene(delegate: nil)
  }

  /// Connects a new window scene with its delegate, as the system does at launch.
  ///
  /// The delegate's `scene(_:willConnectTo:options:)` runs (where apps make their window), then
  /// the scene enters the foreground and becomes active, with the delegate's calls and the
  /// notifications of each step (``UIScene/willConnectNotification``,
  /// ``UIScene/willEnterForegroundNotification``, ``UIScene/didActivateNotification``), in the
  /// app's scope. The first scene is preceded by ``didFinishLaunchingNotification``.
  ///
  /// The order — connect, then enter the foreground, then activate — is [DOC:
  /// `uikit/managing-your-app-s-life-cycle`: a user-requested scene "moves quickly to the
  /// foreground"; `uikit/uiscenedelegate/scenedidbecomeactive(_:)`].
  ///
  /// - Parameters:
  ///   - delegate: The scene delegate, kept by the scene; `nil` for none.
  ///   - shortcutItem: The Home Screen quick action the app is launched with, if any.
  ///   - urls: The URLs the app is launched to open, if any.
  ///   - userActivities: The user activities the app is launched to continue, if any, as a
  ///     universal link or a Spotlight result launches it; the delegate finds them in the
  ///     connection options' `userActivities`.
  /// - Returns: The scene.
  @discardableResult
  public func connectScene(
    delegate: (any UISceneDelegate)?, shortcutItem: UIApplicationShortcutItem? = nil,
    urls: [URL] = [], userActivities: Set<NSUserActivity> = []
  ) -> UIWindowScene {
    let scene = UIWindowScene(application: self)
    if windowScenes.isEmpty { asShared { post(UIApplication.didFinishLaunchingNotification) } }
    windowScenes.append(scene)
    scene.session = UISceneSession(scene: scene, index: windowScenes.count)
    scene.delegate = delegate
    scene.connect(
      options: UIScene.ConnectionOptions(
        urlContexts: Set(urls.map { UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions()) }),
        shortcutItem: shortcutItem, userActivities: userActivities))
    return scene
  }

  /// The app's windows in all scenes, back to front: by level, then show order (§4.4), hidden
  /// ones included, system windows (the keyboard's) excluded.
  ///
  /// Deprecated as in UIKit (the attribute names iOS, so it shows where UIKit's would).
  @available(
    iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead"
  )
  public var windows: [UIWindow] { windowsBackToFront }

  /// The windows of all scenes, back to front, as ``windows`` lists them: the model's own,
  /// undeprecated spelling for tests.
  public var windowsBackToFront: [UIWindow] {
    windowScenes.flatMap(\.windows).filter { !$0.windowEngine.isSystemWindow }.sorted(
      by: UIWindow.isBehind)
  }

  /// The key window of the first scene that has one.
  ///
  /// Deprecated as in UIKit, where the attribute names iOS 13.
  // swift-format-ignore
  @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
  public var keyWindow: UIWindow? {
    windowScenes.lazy.compactMap(\.keyWindow).first
  }

  /// Dispatches an event to the windows its touches landed in, through each window's
  /// ``UIWindow/sendEvent(_:)``.
  ///
  /// Every tap a test makes comes through here, as the touch begins and as it ends ([DOC]
  /// uikit/uiapplication/sendevent(_:); [OBS] the chain UIApplication → UIWindow → view). A
  /// subclass that overrides it must call `super` for the event to reach the windows, as
  /// Apple's page says.
  ///
  /// - Parameter event: The event.
  open func sendEvent(_ event: UIEvent) {
    var windows: [UIWindow] = []
    for window in (event.allTouches ?? []).compactMap(\.window)
    where !windows.contains(where: { $0 === window }) {
      windows.append(window)
    }
    for window in windows { window.sendEvent(event) }
  }

  /// Completes every transition in progress, in the order they started, with this app as
  /// ``shared`` while their completions run.
  public func finishTransitions() {
    while !pendingTransitions.isEmpty {
      let transition = pendingTransitions.removeFirst()
      transitionWindows.removeFirst()
      asShared(transition)
    }
  }

  /// Whether any transition is in progress: one the model defers, or a custom one whose
  /// animator has not called `completeTransition(_:)` yet.
  public var hasTransitionInProgress: Bool {
    !pendingTransitions.isEmpty || !runningTransitions.isEmpty
  }

  /// Whether a transition in progress blocks presenting or dismissing in a window: any
  /// transition, or with ``FidelityProfile/Behavior/transitionInProgressBlocksEveryWindow`` off, one in
  /// the same window [INF].
  func hasTransitionInProgress(in window: UIWindow?) -> Bool {
    guard !profile.behavior.transitionInProgressBlocksEveryWindow else {
      return hasTransitionInProgress
    }
    return transitionWindows.contains(window.map(ObjectIdentifier.init))
      || hasCustomTransitionInProgress(in: window)
  }

  /// Runs a transition's completion now, or later when transitions are deferred, with this app
  /// as ``shared``.
  func perform(animated: Bool, in window: UIWindow?, completion: @escaping () -> Void) {
    if animated && defersAnimatedTransitions {
      pendingTransitions.append(completion)
      transitionWindows.append(window.map(ObjectIdentifier.init))
    } else {
      asShared(completion)
    }
  }

  /// Records an exception UIKit would raise.
  package func raise(_ exception: UIKitException) {
    exceptions.append(exception)
    console.logException(exception)
  }

  /// Returns the next window order stamp.
  func nextOrderStamp() -> Int {
    clock += 1
    return clock
  }
}
