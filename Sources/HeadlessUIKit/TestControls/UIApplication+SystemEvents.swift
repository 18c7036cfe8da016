import Foundation

/// The model's controls for what a device user does to the app as a whole: leaving it,
/// coming back, an interruption, a memory warning, termination.
extension UIApplication {
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
