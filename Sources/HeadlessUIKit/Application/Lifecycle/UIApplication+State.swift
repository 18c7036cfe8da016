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
