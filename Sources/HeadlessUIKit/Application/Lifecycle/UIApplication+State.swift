public import Foundation

extension UIApplication {
  /// The execution states of an app, as UIKit's `UIApplication.State`.
  public enum State: Int, Hashable, Sendable {
    /// In the foreground and receiving events.
    case active = 0
    /// In the foreground, not receiving events.
    case inactive = 1
    /// In the background.
    case background = 2
  }

  /// The app's state, derived from its scenes' ``UIScene/activationState``: active while a scene
  /// is foreground-active, inactive while one is on screen but none active, else background
  /// [DOC: `uikit/uiapplication/applicationstate`; the derivation from scenes is INF from
  /// `uikit/managing-your-app-s-life-cycle`, which gives every scene its own state].
  ///
  /// An app with no connected scene reads `.active`, so code asking before a test connects one
  /// takes the foreground path [INF].
  public var applicationState: UIApplication.State {
    let states = windowScenes.map(\.activationState)
    if states.isEmpty || states.contains(.foregroundActive) { return .active }
    if states.contains(.foregroundInactive) { return .inactive }
    return .background
  }

  /// Sends every foreground scene to the background, as pressing the Home button does: each goes
  /// foreground-active → foreground-inactive → background, with the scene delegate's calls and
  /// the scene's and app's notifications of each step (``UIScene/willDeactivateNotification``,
  /// ``UIApplication/willResignActiveNotification``, ``UIScene/didEnterBackgroundNotification``,
  /// ``UIApplication/didEnterBackgroundNotification``).
  ///
  /// A model control, not UIKit API: it drives what a device user does. The path through
  /// foreground-inactive is [DOC: `uikit/managing-your-app-s-life-cycle`; `uikit/uiscene/
  /// activationstate-swift.enum/foregroundinactive`: "A scene transits through the
  /// foreground-inactive state on its way to or from another state"]; the delegate call before
  /// the scene's notification, and the app's notification after every scene's, are [INF].
  public func sendToBackground() {
    for scene in windowScenes where scene.activationState == .foregroundActive {
      scene.transition(to: .foregroundInactive)
    }
    for scene in windowScenes where scene.activationState == .foregroundInactive {
      scene.transition(to: .background)
    }
  }

  /// Brings every background scene back, as tapping the app's icon does: each goes background →
  /// foreground-inactive → foreground-active, with the scene delegate's calls and the scene's and
  /// app's notifications of each step, the reverse of ``sendToBackground()``.
  ///
  /// A model control, not UIKit API.
  public func returnToForeground() {
    for scene in windowScenes where scene.activationState == .background {
      scene.transition(to: .foregroundInactive)
    }
    for scene in windowScenes where scene.activationState == .foregroundInactive {
      scene.transition(to: .foregroundActive)
    }
  }

  /// Makes every active scene inactive and back, as a system alert or Control Center over the
  /// app does: `willResignActive` then `didBecomeActive`, no background step.
  ///
  /// A model control, not UIKit API [DOC: `uikit/uiapplication/didbecomeactivenotification`: an
  /// app "loses focus when an overlay window pops up … and gains focus when the device is
  /// unlocked"].
  ///
  /// - Parameter body: What happens while the app is inactive.
  public func interruptActivity(_ body: () -> Void = {}) {
    let active = windowScenes.filter { $0.activationState == .foregroundActive }
    for scene in active { scene.transition(to: .foregroundInactive) }
    body()
    for scene in active { scene.transition(to: .foregroundActive) }
  }

  /// Posts ``didReceiveMemoryWarningNotification`` and calls the app delegate's
  /// `applicationDidReceiveMemoryWarning(_:)`, as the system does under memory pressure.
  ///
  /// A model control, not UIKit API; the model frees nothing [DOC:
  /// `uikit/uiapplication/didreceivememorywarningnotification`].
  public func receiveMemoryWarning() {
    asShared {
      delegate?.applicationDidReceiveMemoryWarning(self)
      post(UIApplication.didReceiveMemoryWarningNotification)
    }
  }

  /// Posts ``willTerminateNotification`` and calls the app delegate's
  /// `applicationWillTerminate(_:)`, as the system does before it ends a running app; the model's
  /// app goes on.
  ///
  /// A model control, not UIKit API [DOC: `uikit/uiapplication/willterminatenotification`].
  public func terminate() {
    asShared {
      delegate?.applicationWillTerminate(self)
      post(UIApplication.willTerminateNotification)
    }
  }

  /// Posts a notification of the app on `NotificationCenter.default`, with the app as its object
  /// [DOC: UIKit places the app object in the notification's object].
  func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
    NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
  }

  /// The app's state change when a scene changes state: the app notification of the step,
  /// posted after the scene's, once the app's state changes [INF].
  func sceneChangedState(from old: UIApplication.State) {
    let new = applicationState
    guard new != old else { return }
    switch (old, new) {
    case (.active, _):
      post(UIApplication.willResignActiveNotification)
      if new == .background { post(UIApplication.didEnterBackgroundNotification) }
    case (.inactive, .background):
      post(UIApplication.didEnterBackgroundNotification)
    case (.background, _):
      post(UIApplication.willEnterForegroundNotification)
      if new == .active { post(UIApplication.didBecomeActiveNotification) }
    case (.inactive, .active):
      post(UIApplication.didBecomeActiveNotification)
    default:
      break
    }
  }
}

extension UIApplication {
  /// Posted when the app becomes active [DOC: `uikit/uiapplication/didbecomeactivenotification`].
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active [DOC:
  /// `uikit/uiapplication/willresignactivenotification`].
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app enters the background [DOC:
  /// `uikit/uiapplication/didenterbackgroundnotification`].
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted shortly before the app leaves the background [DOC:
  /// `uikit/uiapplication/willenterforegroundnotification`].
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app finishes launching: by the model when the first scene connects [DOC:
  /// `uikit/uiapplication/didfinishlaunchingnotification`; the moment is INF].
  nonisolated public static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the app is about to terminate [DOC:
  /// `uikit/uiapplication/willterminatenotification`].
  nonisolated public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the app receives a memory warning [DOC:
  /// `uikit/uiapplication/didreceivememorywarningnotification`].
  nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the user takes a screenshot; the model never posts it [DOC:
  /// `uikit/uiapplication/userdidtakescreenshotnotification`].
  nonisolated public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// Posted when the protected data becomes available; the model never posts it [DOC:
  /// `uikit/uiapplication/protecteddatadidbecomeavailablenotification`].
  nonisolated public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
    "UIApplicationProtectedDataDidBecomeAvailable")
  /// Posted when the significant time changes (midnight); the model never posts it [DOC:
  /// `uikit/uiapplication/significanttimechangenotification`].
  nonisolated public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChangeNotification")
  /// Posted when background refresh status changes; the model never posts it [DOC:
  /// `uikit/uiapplication/backgroundrefreshstatusdidchangenotification`].
  nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
    "UIApplicationBackgroundRefreshStatusDidChangeNotification")
}
