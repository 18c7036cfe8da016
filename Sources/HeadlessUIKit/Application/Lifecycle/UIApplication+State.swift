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
  nonisolated public class var didBecomeActiveNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationDidBecomeActiveNotification")
  }
  /// Posted when the app is about to stop being active [DOC:
  /// `uikit/uiapplication/willresignactivenotification`].
  nonisolated public class var willResignActiveNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationWillResignActiveNotification")
  }
  /// Posted when the app enters the background [DOC:
  /// `uikit/uiapplication/didenterbackgroundnotification`].
  nonisolated public class var didEnterBackgroundNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
  }
  /// Posted shortly before the app leaves the background [DOC:
  /// `uikit/uiapplication/willenterforegroundnotification`].
  nonisolated public class var willEnterForegroundNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationWillEnterForegroundNotification")
  }
  /// Posted when the app finishes launching: by the model when the first scene connects [DOC:
  /// `uikit/uiapplication/didfinishlaunchingnotification`; the moment is INF].
  nonisolated public class var didFinishLaunchingNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
  }
  /// Posted when the app is about to terminate [DOC:
  /// `uikit/uiapplication/willterminatenotification`].
  nonisolated public class var willTerminateNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationWillTerminateNotification")
  }
  /// Posted when the app receives a memory warning [DOC:
  /// `uikit/uiapplication/didreceivememorywarningnotification`].
  nonisolated public class var didReceiveMemoryWarningNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  }
  /// Posted when the user takes a screenshot; the model never posts it [DOC:
  /// `uikit/uiapplication/userdidtakescreenshotnotification`].
  nonisolated public class var userDidTakeScreenshotNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
  }
  /// Posted when the protected data becomes available; the model never posts it [DOC:
  /// `uikit/uiapplication/protecteddatadidbecomeavailablenotification`].
  nonisolated public class var protectedDataDidBecomeAvailableNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationProtectedDataDidBecomeAvailable")
  }
  /// Posted when the significant time changes (midnight); the model never posts it [DOC:
  /// `uikit/uiapplication/significanttimechangenotification`].
  nonisolated public class var significantTimeChangeNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
  }
  /// Posted when background refresh status changes; the model never posts it [DOC:
  /// `uikit/uiapplication/backgroundrefreshstatusdidchangenotification`].
  nonisolated public class var backgroundRefreshStatusDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
  }
}
