#if !canImport(ObjectiveC)
public import Foundation

/// The type of a user activity's persistent identifier, as Foundation's
/// `NSUserActivityPersistentIdentifier`, which Linux lacks.
public typealias NSUserActivityPersistentIdentifier = String

/// A record of what the user is doing in the app, for Handoff, search, Siri and state
/// restoration, as Foundation's `NSUserActivity`, which Linux lacks.
///
/// Its properties are stored values, as in Foundation; ``addUserInfoEntries(from:)`` merges into
/// ``userInfo``. The system services it feeds are absent: ``becomeCurrent()``,
/// ``resignCurrent()`` and ``invalidate()`` send nothing anywhere. Scenes receive activities
/// through `UIApplication.continueInApp(_:)` and through the connection options of
/// `UIApplication.connectScene(delegate:shortcutItem:urls:userActivities:)`.
open class NSUserActivity: NSObject {
  /// The activity's type, a reverse-DNS string the app defines; set once, at creation.
  open var activityType: String { type }
  private let type: String

  /// Creates an activity of a type.
  ///
  /// - Parameter activityType: The activity's type, by convention a reverse-DNS string such as
  ///   `com.example.editor.editing`.
  public init(activityType: String) {
    type = activityType
    super.init()
  }

  /// The title the user sees, such as a document's name; stored.
  open var title: String?
  /// The app's state needed to continue the activity; stored.
  open var userInfo: [AnyHashable: Any]?
  /// The keys of ``userInfo`` needed to restore the activity; stored.
  open var requiredUserInfoKeys: Set<String>?
  /// Whether the activity's state changed since it was last saved; stored: the model never
  /// saves an activity, so it never clears the flag.
  open var needsSave = false
  /// The web page that continues the activity in a browser; stored.
  open var webpageURL: URL?
  /// The identifier of the content the activity is about, which chooses the scene that handles
  /// it; stored.
  open var targetContentIdentifier: String?
  /// Whether Handoff may send the activity to the user's other devices; stored, `true` as in
  /// Foundation.
  open var isEligibleForHandoff = true
  /// Whether the activity is added to the on-device search index; stored.
  open var isEligibleForSearch = false
  /// Whether Siri may suggest the activity; stored.
  open var isEligibleForPrediction = false
  /// An identifier that lets the app delete the activity later; stored.
  open var persistentIdentifier: NSUserActivityPersistentIdentifier?

  /// Adds entries to ``userInfo``, replacing those with the same keys, and makes it a dictionary
  /// if it was `nil`.
  ///
  /// - Parameter otherDictionary: The entries.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
  }

  /// Marks the activity as the one the user is doing now; inert: the model has no Handoff or
  /// search index to offer it to.
  open func becomeCurrent() {}

  /// Marks the activity as no longer the one the user is doing; inert.
  open func resignCurrent() {}

  /// Ends the activity for good; inert.
  open func invalidate() {}
}
#endif
