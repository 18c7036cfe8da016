public import Foundation

/// What an app asked of the system, kept per app.
@MainActor
final class ApplicationSystemState {
  var openedURLs: [URL] = []
  var openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "app-settings"]
  var isIdleTimerDisabled = false
  var applicationIconBadgeNumber = 0
  var shortcutItems: [UIApplicationShortcutItem]?
  var isRegisteredForRemoteNotifications = false
  var alternateIconName: String?
  var isBatteryMonitoringEnabled = false
  lazy var menuController = UIMenuController()
  var areAnimationsEnabled = true
  var isProximityMonitoringEnabled = false
}

extension UIApplication {
  /// The URL that opens the app's page in the Settings app [DOC:
  /// `uikit/uiapplication/opensettingsurlstring`].
  nonisolated public class var openSettingsURLString: String {
    "app-settings:"
  }
  /// The URL that opens the app's notification settings in the Settings app, iOS 16 and later
  /// [DOC: `uikit/uiapplication/opennotificationsettingsurlstring`].
  nonisolated public class var openNotificationSettingsURLString: String {
    "app-settings:notifications"
  }

  /// The keys of the options for opening a URL, as UIKit's
  /// `UIApplication.OpenExternalURLOptionsKey`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's raw value.
    public let rawValue: String
    /// Creates a key from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open the URL only if it is a universal link an installed app handles [DOC:
    /// `uikit/uiapplication/openexternalurloptionskey/universallinksonly`].
    public static let universalLinksOnly = Self(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The URLs the app asked the system to open, oldest first: what tests check instead of a
  /// browser or the Settings app appearing.
  ///
  /// A model property, not UIKit API.
  public var openedURLs: [URL] { system.openedURLs }

  /// The URL schemes ``canOpenURL(_:)`` answers `true` for: `http`, `https`, `mailto`, `tel`,
  /// `sms` and the Settings app's by default; tests add the schemes of apps they pretend are
  /// installed.
  ///
  /// A model property, not UIKit API [INF: which apps are installed is the device's].
  public var openableURLSchemes: Set<String> {
    get { system.openableSchemes }
    set { system.openableSchemes = newValue }
  }

  /// Whether an app is installed that opens the URL: whether its scheme is one of
  /// ``openableURLSchemes`` [DOC: `uikit/uiapplication/canopenurl(_:)`].
  ///
  /// - Parameter url: The URL.
  /// - Returns: Whether the URL can be opened.
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased() else { return false }
    return system.openableSchemes.contains(scheme)
  }

  /// Asks the system to open a URL: the model records it in ``openedURLs`` when
  /// ``canOpenURL(_:)`` says it can, then calls the completion with whether it did; nothing
  /// appears over the app [DOC: `uikit/uiapplication/open(_:options:completionhandler:)`; the
  /// app leaving for the other app is not modelled].
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: Options; `universalLinksOnly` opens nothing here, as no app handles
  ///     universal links.
  ///   - completion: Called with whether the URL was opened.
  public func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    let opened = record(url, options: options)
    asShared { completion?(opened) }
  }

  /// Asks the system to open a URL, as ``open(_:options:completionHandler:)``.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - options: Options.
  /// - Returns: Whether the URL was opened.
  @discardableResult
  public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:])
    async -> Bool
  {
    record(url, options: options)
  }

  private func record(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any])
    -> Bool
  {
    let universalOnly = options[.universalLinksOnly] as? Bool ?? false
    guard !universalOnly, canOpenURL(url) else { return false }
    system.openedURLs.append(url)
    return true
  }
}
