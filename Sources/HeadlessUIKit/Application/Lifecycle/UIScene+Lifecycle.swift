public import Foundation

extension UIScene {
  /// Posted when a scene is added to the app [DOC: `uikit/uiscene/willconnectnotification`].
  nonisolated public class var willConnectNotification: NSNotification.Name {
    NSNotification.Name("UISceneWillConnectNotification")
  }
  /// Posted when a scene is removed from the app [DOC: `uikit/uiscene/diddisconnectnotification`].
  nonisolated public class var didDisconnectNotification: NSNotification.Name {
    NSNotification.Name("UISceneDidDisconnectNotification")
  }
  /// Posted when a scene becomes active [DOC: `uikit/uiscene/didactivatenotification`].
  nonisolated public class var didActivateNotification: NSNotification.Name {
    NSNotification.Name("UISceneDidActivateNotification")
  }
  /// Posted when a scene is about to stop being active [DOC:
  /// `uikit/uiscene/willdeactivatenotification`].
  nonisolated public class var willDeactivateNotification: NSNotification.Name {
    NSNotification.Name("UISceneWillDeactivateNotification")
  }
  /// Posted when a scene is about to come to the foreground [DOC:
  /// `uikit/uiscene/willenterforegroundnotification`].
  nonisolated public class var willEnterForegroundNotification: NSNotification.Name {
    NSNotification.Name("UISceneWillEnterForegroundNotification")
  }
  /// Posted when a scene went to the background [DOC:
  /// `uikit/uiscene/didenterbackgroundnotification`].
  nonisolated public class var didEnterBackgroundNotification: NSNotification.Name {
    NSNotification.Name("UISceneDidEnterBackgroundNotification")
  }
}

extension UIWindowScene {
  /// Connects the scene: the delegate's `scene(_:willConnectTo:options:)`, then
  /// ``UIScene/willConnectNotification``, then the foreground steps.
  func connect(options: UIScene.ConnectionOptions) {
    application.asShared {
      delegate?.scene(self, willConnectTo: session, options: options)
      post(UIScene.willConnectNotification)
    }
    transition(to: .foregroundInactive)
    transition(to: .foregroundActive)
  }

  /// Moves the scene one step — to foreground-inactive, foreground-active or background — with
  /// the delegate's call first, then the scene's notification, then the app's when its state
  /// changes [DOC for each call and notification: `uikit/uiscenedelegate`, `uikit/uiscene`;
  /// "In addition to calling this method, UIKit posts …" (`scenedidbecomeactive(_:)`); the
  /// delegate-first order is INF].
  func transition(to state: UIScene.ActivationState) {
    let old = activationState
    guard old != state else { return }
    let appState = application.applicationState
    activationState = state
    application.asShared {
      switch (old, state) {
      case (.foregroundActive, .foregroundInactive):
        delegate?.sceneWillResignActive(self)
        post(UIScene.willDeactivateNotification)
      case (.foregroundInactive, .background):
        delegate?.sceneDidEnterBackground(self)
        post(UIScene.didEnterBackgroundNotification)
      case (.unattached, .foregroundInactive), (.background, .foregroundInactive):
        delegate?.sceneWillEnterForeground(self)
        post(UIScene.willEnterForegroundNotification)
      case (.foregroundInactive, .foregroundActive):
        delegate?.sceneDidBecomeActive(self)
        post(UIScene.didActivateNotification)
      default:
        break
      }
      application.sceneChangedState(from: appState)
    }
  }

  /// Posts a notification of the scene, with the scene as its object [DOC:
  /// `uikit/uiscene/didactivatenotification`: "UIKit places the scene object in the object
  /// property of the notification"].
  func post(_ name: Notification.Name) {
    NotificationCenter.default.post(name: name, object: self)
  }
}

extension UIApplication {
  /// Opens URLs in the app, as the system does when another app or a link opens one of the
  /// app's URLs: the first scene's delegate gets `scene(_:openURLContexts:)`, in the app's
  /// scope.
  ///
  /// A model control, not UIKit API [DOC: `uikit/uiscenedelegate/scene(_:openurlcontexts:)`].
  ///
  /// - Parameter urls: The URLs.
  public func openInApp(_ urls: [URL]) {
    guard let scene = windowScenes.first else { return }
    let contexts = Set(urls.map { UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions()) })
    asShared { scene.delegate?.scene(scene, openURLContexts: contexts) }
  }

  /// Continues a user activity in the running app, as the system does when the user opens one
  /// of the app's universal links or a Spotlight result: the first scene's delegate gets
  /// `scene(_:willContinueUserActivityWithType:)`, then `scene(_:continue:)`, in the app's
  /// scope.
  ///
  /// A model control, not UIKit API [DOC: `uikit/uiscenedelegate/scene(_:continue:)`: UIKit
  /// calls it "only after it receives all of the data for an activity object";
  /// `uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)`: "Tells the delegate
  /// that it's about to receive Handoff-related data"].
  ///
  /// - Parameter userActivity: The activity.
  public func continueInApp(_ userActivity: NSUserActivity) {
    guard let scene = windowScenes.first else { return }
    asShared {
      scene.delegate?.scene(scene, willContinueUserActivityWithType: userActivity.activityType)
      scene.delegate?.scene(scene, continue: userActivity)
    }
  }

  /// Chooses one of the app's Home Screen quick actions while it runs: the first scene's window
  /// scene delegate gets `windowScene(_:performActionFor:completionHandler:)`, in the app's
  /// scope.
  ///
  /// A model control, not UIKit API [DOC:
  /// `uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)`].
  ///
  /// - Parameter shortcutItem: The quick action.
  /// - Returns: What the delegate passed to the completion handler; `false` when no window scene
  ///   delegate answered.
  @discardableResult
  public func performShortcut(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
    guard let scene = windowScenes.first,
      let delegate = scene.delegate as? any UIWindowSceneDelegate
    else { return false }
    var succeeded = false
    asShared {
      delegate.windowScene(scene, performActionFor: shortcutItem) { succeeded = $0 }
    }
    return succeeded
  }
}
