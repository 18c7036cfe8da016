public import Foundation

/// A scene's session: its role, configuration and persistent identity, as UIKit's
/// `UISceneSession`.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// The roles of scenes, as UIKit's `UISceneSession.Role`.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's raw value.
    public let rawValue: String
    /// Creates a role from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's interactive window on the device's screen [DOC:
    /// `uikit/uiscenesession/role-swift.struct/windowapplication`].
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A non-interactive window on an external display [DOC:
    /// `uikit/uiscenesession/role-swift.struct/windowexternaldisplaynoninteractive`].
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    /// A CarPlay template scene [DOC: `uikit/uiscenesession/role-swift.struct/cartemplateapplication`].
    public static let carTemplateApplication = Role(
      rawValue: "CPTemplateApplicationSceneSessionRoleApplication")
  }

  /// The scene's role; the model's scenes are app windows.
  public let role: UISceneSession.Role
  /// The configuration the scene was made from.
  public let configuration: UISceneConfiguration
  /// A unique identifier of the session.
  public let persistentIdentifier: String
  /// The app's own information about the session.
  public var userInfo: [String: Any]?
  /// The scene, while connected.
  public internal(set) weak var scene: UIScene?
  /// The activity to restore the scene's interface from; stored: the model keeps no state
  /// between launches, so it starts `nil` and the model never asks the delegate's
  /// `stateRestorationActivity(for:)` for one [DOC:
  /// `uikit/uiscenesession/staterestorationactivity`].
  public var stateRestorationActivity: NSUserActivity?

  init(scene: UIScene, index: Int) {
    role = .windowApplication
    configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication)
    persistentIdentifier = "scene-session-\(index)"
    self.scene = scene
  }

}

/// What a scene is made from, as UIKit's `UISceneConfiguration`; kept, never read: the model
/// makes its scenes with ``UIApplication/connectScene(delegate:shortcutItem:urls:userActivities:)``.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  /// The configuration's name in the app's Info.plist.
  public let name: String?
  /// The role of the scenes made from it.
  public let role: UISceneSession.Role
  /// The delegate's class; inert.
  public var delegateClass: AnyClass?
  /// The scene's class; inert.
  public var sceneClass: AnyClass?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - name: The configuration's name in the app's Info.plist.
  ///   - sessionRole: The role of the scenes made from it.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A URL the app is asked to open, as UIKit's `UIOpenURLContext`.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
  /// The URL.
  public let url: URL
  /// How it was opened.
  public let options: UIScene.OpenURLOptions

  init(url: URL, options: UIScene.OpenURLOptions) {
    self.url = url
    self.options = options
  }

}

extension UIScene {
  /// Why a scene connected, as UIKit's `UIScene.ConnectionOptions`.
  @preconcurrency @MainActor
  open class ConnectionOptions {
    /// The URLs to open.
    public let urlContexts: Set<UIOpenURLContext>
    /// The Home Screen quick action the user chose to launch the app.
    public let shortcutItem: UIApplicationShortcutItem?
    /// The bundle identifier of the app that asked to open the URLs.
    public let sourceApplication: String?
    /// The user activities the scene connects to continue, such as a universal link or a
    /// Spotlight result; Handoff's are not among them [DOC:
    /// `uikit/uiscene/connectionoptions/useractivities`].
    public let userActivities: Set<NSUserActivity>
    /// The type of a pending Handoff activity; always `nil` in the model, which has no Handoff.
    public let handoffUserActivityType: String?

    init(
      urlContexts: Set<UIOpenURLContext>, shortcutItem: UIApplicationShortcutItem?,
      userActivities: Set<NSUserActivity>
    ) {
      self.urlContexts = urlContexts
      self.shortcutItem = shortcutItem
      self.userActivities = userActivities
      sourceApplication = nil
      handoffUserActivityType = nil
    }
  }

  /// How a URL was opened, as UIKit's `UIScene.OpenURLOptions`.
  @preconcurrency @MainActor
  open class OpenURLOptions {
    /// The bundle identifier of the app that opened the URL.
    public let sourceApplication: String?
    /// Whether the URL must be opened in place.
    public let openInPlace: Bool

    init() {
      sourceApplication = nil
      openInPlace = false
    }
  }
}
