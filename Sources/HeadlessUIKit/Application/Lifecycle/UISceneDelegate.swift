/// The methods a scene calls as its state changes, as UIKit's `UISceneDelegate`; every method
/// has a default that does nothing, as UIKit's optional methods.
///
/// Set a scene's ``UIScene/delegate`` with ``UIApplication/connectScene(delegate:shortcutItem:urls:userActivities:)``, and the
/// model calls them in UIKit's order [DOC: `uikit/uiscenedelegate`].
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// Called when the scene is added to the app: where apps make their window [DOC:
  /// `uikit/uiscenedelegate/scene(_:willconnectto:options:)`].
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: The scene's session.
  ///   - connectionOptions: Why the scene connected: URLs, a shortcut item.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// Called when the scene is removed from the app [DOC: `uikit/uiscenedelegate/scenediddisconnect(_:)`].
  ///
  /// - Parameter scene: The scene.
  func sceneDidDisconnect(_ scene: UIScene)
  /// Called when the scene became active [DOC: `uikit/uiscenedelegate/scenedidbecomeactive(_:)`].
  ///
  /// - Parameter scene: The scene.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// Called when the scene is about to stop being active [DOC:
  /// `uikit/uiscenedelegate/scenewillresignactive(_:)`].
  ///
  /// - Parameter scene: The scene.
  func sceneWillResignActive(_ scene: UIScene)
  /// Called when the scene is about to come to the foreground [DOC:
  /// `uikit/uiscenedelegate/scenewillenterforeground(_:)`].
  ///
  /// - Parameter scene: The scene.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// Called when the scene went to the background [DOC:
  /// `uikit/uiscenedelegate/scenedidenterbackground(_:)`].
  ///
  /// - Parameter scene: The scene.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// Called to open URLs in the scene; the model calls it from
  /// ``UIApplication/openInApp(_:)`` [DOC: `uikit/uiscenedelegate/scene(_:openurlcontexts:)`].
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - URLContexts: The URLs and how they were opened.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  /// Called before the scene continues an activity of a type; the model calls it from
  /// ``UIApplication/continueInApp(_:)`` [DOC:
  /// `uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)`].
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivityType: The activity's type.
  func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
  /// Called to continue an activity in the scene; the model calls it from
  /// ``UIApplication/continueInApp(_:)`` [DOC: `uikit/uiscenedelegate/scene(_:continue:)`].
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
  /// Called when an activity couldn't be continued; the model never calls it, as every activity
  /// it continues is complete.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivityType: The activity's type.
  ///   - error: Why it failed.
  func scene(
    _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
    error: any Error)
  /// Called when the scene updated an activity it continues on another device; the model never
  /// calls it, as it has no Handoff.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
  /// Asks for an activity that records the scene's state, to restore it later; the model never
  /// asks, as it keeps no state between launches.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The activity, or `nil` for none.
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - session: The scene's session.
  ///   - connectionOptions: Why the scene connected.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameter scene: The scene.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - URLContexts: The URLs.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivityType: The activity's type.
  public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivityType: The activity's type.
  ///   - error: Why it failed.
  public func scene(
    _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
    error: any Error
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - userActivity: The activity.
  public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
  /// Returns `nil`.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: `nil`.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// A scene delegate that also manages the scene's window, as UIKit's `UIWindowSceneDelegate`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window; apps store the window they make in
  /// ``UISceneDelegate/scene(_:willConnectTo:options:)`` here [DOC:
  /// `uikit/uiwindowscenedelegate/window`].
  var window: UIWindow? { get set }
  /// Called when the user chooses one of the app's Home Screen quick actions; the model calls it
  /// from ``UIApplication/performShortcut(_:)`` [DOC:
  /// `uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)`].
  ///
  /// - Parameters:
  ///   - windowScene: The scene.
  ///   - shortcutItem: The chosen quick action.
  ///   - completionHandler: Call it with whether the action succeeded.
  func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
  /// `nil`; a delegate that stores a window declares `var window: UIWindow?`.
  public var window: UIWindow? {
    get { nil }
    // swift-format-ignore: UseSingleLinePropertyGetter
    set {}
  }
  /// Calls the completion handler with `false`.
  ///
  /// - Parameters:
  ///   - windowScene: The scene.
  ///   - shortcutItem: The chosen quick action.
  ///   - completionHandler: Called with `false`.
  public func windowScene(
    _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) {
    completionHandler(false)
  }
}
