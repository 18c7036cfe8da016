public import Foundation

/// The methods an app delegate implements, as UIKit's `UIApplicationDelegate`; every method has
/// a default, as UIKit's optional methods.
///
/// Assign one to ``UIApplication/delegate``. With scenes, UIKit calls the scene delegate's
/// life-cycle methods instead of the app delegate's active/background ones [DOC:
/// `uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)`: "If you're using scenes …
/// UIKit will not call this method"], so the model, whose apps always have scenes, calls only
/// the others: memory warnings (``UIApplication/receiveMemoryWarning()``), termination
/// (``UIApplication/terminate()``) and remote-notification registration.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: __UIApplicationDelegateOptionalWindow {
  /// The app's main window, in apps without scenes [DOC: `uikit/uiapplicationdelegate/window`].
  var window: UIWindow? { get set }
  /// Called when launching is almost done; the model never calls it (tests call it to run the
  /// app's launch code) [DOC: `uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)`].
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  /// - Returns: Whether the app can handle a URL it was launched with.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Called when launching has begun; the model never calls it [DOC:
  /// `uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)`].
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  /// - Returns: Whether the app can handle a URL it was launched with.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Called in apps without scenes when the app became active; the model never calls it.
  ///
  /// - Parameter application: The app.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// Called in apps without scenes when the app is about to stop being active; never called here.
  ///
  /// - Parameter application: The app.
  func applicationWillResignActive(_ application: UIApplication)
  /// Called in apps without scenes when the app went to the background; never called here.
  ///
  /// - Parameter application: The app.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// Called in apps without scenes when the app is about to come to the foreground; never called here.
  ///
  /// - Parameter application: The app.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// Called before the app terminates, from ``UIApplication/terminate()`` [DOC:
  /// `uikit/uiapplicationdelegate/applicationwillterminate(_:)`].
  ///
  /// - Parameter application: The app.
  func applicationWillTerminate(_ application: UIApplication)
  /// Called on a memory warning, from ``UIApplication/receiveMemoryWarning()`` [DOC:
  /// `uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:)`].
  ///
  /// - Parameter application: The app.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
  /// Called in apps without scenes to open a URL; the model never calls it.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - url: The URL.
  ///   - options: How it was opened.
  /// - Returns: Whether the app opened it.
  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool
  /// Asks for the configuration of a connecting scene; the model never calls it [DOC:
  /// `uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)`].
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The session of the scene.
  ///   - options: Why the scene connects.
  /// - Returns: The configuration.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Called when the user discarded scenes; the model never calls it.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - sceneSessions: The discarded sessions.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// Called when registration for remote notifications succeeded; the model never calls it, as it
  /// has no push service.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - deviceToken: The device's token.
  func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  /// Called when registration for remote notifications failed, from
  /// ``UIApplication/registerForRemoteNotifications()``, which always fails in the model [DOC:
  /// `uikit/uiapplicationdelegate/application(_:didfailtoregisterforremotenotificationswitherror:)`;
  /// the simulator without a push service fails the same way, INF].
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - error: Why it failed.
  func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error)
  /// Called when a remote notification arrives that the app may fetch data for; the model has no
  /// push service, so it never calls it [DOC:
  /// `uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)`].
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userInfo: The notification's payload.
  ///   - completionHandler: Call it with the fetch's result.
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
  /// Called in apps without scenes when the user chose a Home Screen quick action; never called here.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - shortcutItem: The quick action.
  ///   - completionHandler: Call it with whether the action succeeded.
  func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void)
  /// Called in apps without scenes to continue a user activity; the model never calls it, as
  /// its apps have scenes, which get `scene(_:continue:)` instead [DOC:
  /// `uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)`].
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userActivity: The activity.
  ///   - restorationHandler: Call it with the objects whose `restoreUserActivityState(_:)`
  ///     should run.
  /// - Returns: Whether the app continued the activity.
  func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool
  /// Asks which orientations the app's windows support; the model never asks, as it never
  /// rotates.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - window: The window.
  /// - Returns: The orientations.
  func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask
}

/// What gives an app delegate UIKit's `delegate?.window` of type `UIWindow??`; not API.
///
/// In UIKit, `window` is an optional Objective-C requirement, so reading it through an optional
/// delegate is doubly optional and apps write `UIApplication.shared.delegate?.window??.…`
/// (PKHUD) or `(delegate?.window)!!`. Swift has no optional requirements, so this base protocol
/// adds a disfavored `window` of type `UIWindow??` beside the requirement: it is chosen only
/// where the `UIWindow?` requirement doesn't type-check, so a delegate's own
/// `var window: UIWindow?` and `delegate?.window?.…` are untouched.
@preconcurrency @MainActor
public protocol __UIApplicationDelegateOptionalWindow: AnyObject {}

extension __UIApplicationDelegateOptionalWindow {
  /// The delegate's window, doubly optional as UIKit's optional requirement reads.
  @_disfavoredOverload
  public var window: UIWindow?? {
    guard let delegate = self as? any UIApplicationDelegate else { return nil }
    let window: UIWindow? = delegate.window
    return .some(window)
  }
}

extension UIApplicationDelegate {
  /// `nil`; a delegate that stores a window declares `var window: UIWindow?`.
  public var window: UIWindow? {
    get { nil }
    // swift-format-ignore: UseSingleLinePropertyGetter
    set {}
  }
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  /// - Returns: `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Returns `true`.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - launchOptions: Why the app launched.
  /// - Returns: `true`.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationWillTerminate(_ application: UIApplication) {}
  /// Does nothing.
  ///
  /// - Parameter application: The app.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
  /// Returns `false`.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - url: The URL.
  ///   - options: How it was opened.
  /// - Returns: `false`.
  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool { false }
  /// Returns the default configuration for the session's role.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - connectingSceneSession: The session.
  ///   - options: Why the scene connects.
  /// - Returns: A configuration named "Default Configuration".
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - sceneSessions: The sessions.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - deviceToken: The token.
  public func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - error: Why it failed.
  public func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}
  /// Calls the completion handler with `.noData`.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userInfo: The payload.
  ///   - completionHandler: Called with `.noData`.
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) { completionHandler(.noData) }
  /// Calls the completion handler with `false`.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - shortcutItem: The quick action.
  ///   - completionHandler: Called with `false`.
  public func application(
    _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
    completionHandler: @escaping (Bool) -> Void
  ) { completionHandler(false) }
  /// Returns `false`.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - userActivity: The activity.
  ///   - restorationHandler: Not called.
  /// - Returns: `false`.
  public func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool { false }
  /// Returns every orientation.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - window: The window.
  /// - Returns: `.all`.
  public func application(
    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
  ) -> UIInterfaceOrientationMask { .all }
}

extension UIApplication {
  /// The keys of the launch options, as UIKit's `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's raw value.
    public let rawValue: String
    /// Creates a key from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was launched to open.
    public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The app that asked to open the URL.
    public static let sourceApplication = Self(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The remote notification the app was launched for.
    public static let remoteNotification = Self(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The Home Screen quick action the app was launched with.
    public static let shortcutItem = Self(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The user activity the app was launched to continue.
    public static let userActivityDictionary = Self(
      rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }

  /// The keys of the options of a URL to open, as UIKit's `UIApplication.OpenURLOptionsKey`.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's raw value.
    public let rawValue: String
    /// Creates a key from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = Self(
      rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// The annotation the source app passed.
    public static let annotation = Self(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file must be opened in place.
    public static let openInPlace = Self(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
}

/// The result of a background fetch, as UIKit's `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Hashable, Sendable {
  /// New data was downloaded.
  case newData = 0
  /// There was no new data.
  case noData = 1
  /// The fetch failed.
  case failed = 2
}
