public import Foundation

extension UIApplication {
  /// Registers for remote notifications: the model has no push service, so registration fails
  /// and the delegate's `application(_:didFailToRegisterForRemoteNotificationsWithError:)` is
  /// called, and ``isRegisteredForRemoteNotifications`` stays `false` [DOC:
  /// `uikit/uiapplication/registerforremotenotifications()`; failing without a push service is
  /// INF, as a simulator without one].
  public func registerForRemoteNotifications() {
    let error = NSError(
      domain: NSCocoaErrorDomain, code: 3010,
      userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported in the model"])
    asShared {
      delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
    }
  }

  /// Unregisters from remote notifications.
  public func unregisterForRemoteNotifications() {
    system.isRegisteredForRemoteNotifications = false
  }

  /// Whether the app is registered for remote notifications: never in the model.
  public var isRegisteredForRemoteNotifications: Bool {
    system.isRegisteredForRemoteNotifications
  }

  /// The number on the app's icon; kept, inert (deprecated in iOS 17 as in UIKit: "Use
  /// -[UNUserNotificationCenter setBadgeCount:withCompletionHandler:] instead").
  @available(iOS, deprecated: 17.0)
  public var applicationIconBadgeNumber: Int {
    get { system.applicationIconBadgeNumber }
    set { system.applicationIconBadgeNumber = newValue }
  }

  /// Whether the idle timer is off, so the screen stays on; kept, inert.
  public var isIdleTimerDisabled: Bool {
    get { system.isIdleTimerDisabled }
    set { system.isIdleTimerDisabled = newValue }
  }

  /// The app's dynamic Home Screen quick actions; kept, and chosen by tests with
  /// ``performShortcut(_:)``.
  public var shortcutItems: [UIApplicationShortcutItem]? {
    get { system.shortcutItems }
    set { system.shortcutItems = newValue }
  }

  /// Whether the app can change its icon: `true` [DOC: `uikit/uiapplication/supportsalternateicons`].
  public var supportsAlternateIcons: Bool { true }

  /// The name of the icon the app shows, `nil` for the primary one.
  public var alternateIconName: String? { system.alternateIconName }

  /// Changes the app's icon; kept, then the completion is called with no error.
  ///
  /// - Parameters:
  ///   - alternateIconName: The icon's name, `nil` for the primary one.
  ///   - completionHandler: Called with `nil`; not main-actor, as UIKit calls it on a queue of
  ///     its own [DOC: `uikit/uiapplication/setalternateiconname(_:completionhandler:)`].
  public func setAlternateIconName(
    _ alternateIconName: String?,
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    system.alternateIconName = alternateIconName
    asShared { completionHandler?(nil) }
  }

  /// Changes the app's icon, as ``setAlternateIconName(_:completionHandler:)``.
  ///
  /// - Parameter alternateIconName: The icon's name, `nil` for the primary one.
  /// - Throws: Nothing: the model's icon change always succeeds.
  public func setAlternateIconName(_ alternateIconName: String?) async throws {
    system.alternateIconName = alternateIconName
  }

  /// The layout direction of the app's interface: left to right [INF: the model's locale].
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// The text size the user chose, from the app's profile.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    UITraitCollection(profile: profile).preferredContentSizeCategory
  }

  /// Whether background refresh is available: `.available`; inert.
  public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

  /// The time the app may still run in the background: unlimited, as the model never suspends
  /// an app [INF].
  public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

  /// Starts a background task.
  ///
  /// The model never suspends the app, so the expiration handler is never called
  /// [DOC: `uikit/uiapplication/beginbackgroundtask(expirationhandler:)`]. Nonisolated, as UIKit
  /// declares it: code off the main actor may begin a task.
  ///
  /// - Parameter handler: Called when time runs out: never here.
  /// - Returns: The task's identifier.
  nonisolated public func beginBackgroundTask(
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    backgroundTaskRegistry.begin()
  }

  /// Starts a named background task, as ``beginBackgroundTask(expirationHandler:)``.
  ///
  /// - Parameters:
  ///   - taskName: The task's name, for debugging.
  ///   - handler: Called when time runs out: never here.
  /// - Returns: The task's identifier.
  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    backgroundTaskRegistry.begin()
  }

  /// Ends a background task; nonisolated, as UIKit declares it: safe to call off the main thread
  /// [DOC: `uikit/uiapplication/endbackgroundtask(_:)`].
  ///
  /// - Parameter identifier: The task's identifier.
  nonisolated public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    backgroundTaskRegistry.end(identifier)
  }

  /// The background tasks begun and not ended: what a test checks to see an app end its tasks.
  ///
  /// A model property, not UIKit API.
  public var runningBackgroundTaskCount: Int { backgroundTaskRegistry.count }
}

/// The background tasks an app began and didn't end, behind a lock, so that UIKit's nonisolated
/// `beginBackgroundTask` and `endBackgroundTask` may run on any thread.
final class BackgroundTaskRegistry: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var running: Set<Int> = []

  /// Begins a task and returns its identifier.
  func begin() -> UIBackgroundTaskIdentifier {
    lock.lock()
    defer { lock.unlock() }
    next += 1
    running.insert(next)
    return UIBackgroundTaskIdentifier(rawValue: next)
  }

  /// Ends a task.
  func end(_ identifier: UIBackgroundTaskIdentifier) {
    lock.lock()
    defer { lock.unlock() }
    running.remove(identifier.rawValue)
  }

  /// How many tasks are running.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return running.count
  }
}

/// The identifier of a background task, as UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  /// The identifier's raw value.
  public let rawValue: Int
  /// Creates an identifier from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task [DOC: `uikit/uibackgroundtaskidentifier/invalid`].
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Whether the app may refresh in the background, as UIKit's `UIBackgroundRefreshStatus`.
public enum UIBackgroundRefreshStatus: Int, Hashable, Sendable {
  /// Restricted by parental controls.
  case restricted = 0
  /// Turned off by the user.
  case denied = 1
  /// Available.
  case available = 2
}

/// The direction of an interface's layout, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
