public import Foundation

/// A Home Screen quick action, as UIKit's `UIApplicationShortcutItem`.
///
/// The model shows no Home Screen; tests choose an item with
/// ``UIApplication/performShortcut(_:)`` or launch with one through
/// ``UIApplication/connectScene(delegate:shortcutItem:urls:userActivities:)``.
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject {
  /// The app's identifier of the action.
  open var type: String { typeStorage }
  var typeStorage: String
  /// The title.
  open var localizedTitle: String { localizedTitleStorage }
  var localizedTitleStorage: String
  /// The subtitle.
  open var localizedSubtitle: String? { localizedSubtitleStorage }
  var localizedSubtitleStorage: String?
  /// The icon.
  open var icon: UIApplicationShortcutIcon? { iconStorage }
  var iconStorage: UIApplicationShortcutIcon?
  /// The app's own information.
  open var userInfo: [String: any NSSecureCoding]? { userInfoStorage }
  var userInfoStorage: [String: any NSSecureCoding]?
  /// The object the action is for; inert.
  open var targetContentIdentifier: Any? { nil }

  /// Creates a quick action.
  ///
  /// - Parameters:
  ///   - type: The app's identifier of the action.
  ///   - localizedTitle: The title.
  ///   - localizedSubtitle: The subtitle.
  ///   - icon: The icon.
  ///   - userInfo: The app's own information.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String?,
    icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil
  ) {
    typeStorage = type
    localizedTitleStorage = localizedTitle
    localizedSubtitleStorage = localizedSubtitle
    iconStorage = icon
    userInfoStorage = userInfo
  }

  /// Creates a quick action with a title only.
  ///
  /// - Parameters:
  ///   - type: The app's identifier of the action.
  ///   - localizedTitle: The title.
  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
  }

}

/// A quick action whose properties can change, as UIKit's `UIMutableApplicationShortcutItem`.
@preconcurrency @MainActor
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
  /// The app's identifier of the action.
  open override var type: String {
    get { typeStorage }
    set { typeStorage = newValue }
  }
  /// The title.
  open override var localizedTitle: String {
    get { localizedTitleStorage }
    set { localizedTitleStorage = newValue }
  }
  /// The subtitle.
  open override var localizedSubtitle: String? {
    get { localizedSubtitleStorage }
    set { localizedSubtitleStorage = newValue }
  }
  /// The icon.
  open override var icon: UIApplicationShortcutIcon? {
    get { iconStorage }
    set { iconStorage = newValue }
  }
  /// The app's own information.
  open override var userInfo: [String: any NSSecureCoding]? {
    get { userInfoStorage }
    set { userInfoStorage = newValue }
  }
}

/// The icon of a quick action, as UIKit's `UIApplicationShortcutIcon`; inert: kept, never drawn.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject {
  /// The system icons of quick actions, as UIKit's `UIApplicationShortcutIcon.IconType`.
  public enum IconType: Int, Hashable, Sendable {
    /// Compose.
    case compose = 0
    /// Play.
    case play
    /// Pause.
    case pause
    /// Add.
    case add
    /// Location.
    case location
    /// Search.
    case search
    /// Share.
    case share
    /// Prohibit.
    case prohibit
    /// Contact.
    case contact
    /// Home.
    case home
    /// Mark location.
    case markLocation
    /// Favorite.
    case favorite
    /// Love.
    case love
    /// Cloud.
    case cloud
    /// Invitation.
    case invitation
    /// Confirmation.
    case confirmation
    /// Mail.
    case mail
    /// Message.
    case message
    /// Date.
    case date
    /// Time.
    case time
    /// Capture photo.
    case capturePhoto
    /// Capture video.
    case captureVideo
    /// Task.
    case task
    /// Task completed.
    case taskCompleted
    /// Alarm.
    case alarm
    /// Bookmark.
    case bookmark
    /// Shuffle.
    case shuffle
    /// Audio.
    case audio
    /// Update.
    case update
  }

  /// The icon's system type, SF Symbol name or template image name.
  let name: String

  /// Creates a system icon.
  ///
  /// - Parameter type: The icon.
  public init(type: UIApplicationShortcutIcon.IconType) {
    name = "\(type)"
  }

  /// Creates an icon from an SF Symbol.
  ///
  /// - Parameter systemImageName: The symbol's name.
  public init(systemImageName: String) {
    name = systemImageName
  }

  /// Creates an icon from an image in the app's asset catalog.
  ///
  /// - Parameter templateImageName: The image's name.
  public init(templateImageName: String) {
    name = templateImageName
  }
}
