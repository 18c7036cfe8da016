import Foundation
import HeadlessUIKit
import Testing

/// User activities in the model: `NSUserActivity` keeps what the app sets, scenes launch with
/// and continue activities through their delegates, and responders carry theirs.
@MainActor
struct UserActivityTests {
  /// A scene delegate written as apps write theirs (IceCubes, NetNewsWire, element-x): it reads
  /// the launch's activities and quick action, and continues activities while running.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var events: [String] = []
    var launchActivity: NSUserActivity?
    var launchShortcut: String?
    var handoffType: String?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      launchActivity = connectionOptions.userActivities.first
      handoffType = connectionOptions.handoffUserActivityType
      launchShortcut = connectionOptions.shortcutItem?.type
      scene.userActivity = session.stateRestorationActivity ?? launchActivity
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
      events.append("will \(userActivityType)")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
      events.append("continue \(userActivity.activityType)")
      if let url = userActivity.webpageURL { events.append("open \(url.path)") }
    }

    func scene(
      _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String,
      error: any Error
    ) {
      events.append("failed \(userActivityType)")
    }

    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {
      events.append("updated \(userActivity.activityType)")
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      scene.userActivity
    }
  }

  /// A controller that keeps its state in an activity, as apps override UIResponder's methods.
  final class StatusController: UIViewController {
    var restoredID: String?

    override func updateUserActivityState(_ activity: NSUserActivity) {
      activity.addUserInfoEntries(from: ["id": "42"])
      super.updateUserActivityState(activity)
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
      restoredID = activity.userInfo?["id"] as? String
      super.restoreUserActivityState(activity)
    }
  }

  /// An app delegate that continues activities in apps without scenes.
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    let target: StatusController

    init(target: StatusController) {
      self.target = target
    }

    func application(
      _ application: UIApplication, continue userActivity: NSUserActivity,
      restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
      guard userActivity.activityType == statusActivityType else { return false }
      restorationHandler([target])
      return true
    }
  }

  private static let statusActivityType = "com.example.status"

  @Test("An activity keeps what the app sets; adding user info merges, replacing equal keys")
  func activityStoresItsProperties() {
    // Evidence: foundation/nsuseractivity/adduserinfoentries(from:), iseligibleforhandoff
    // ("The default value of this property is true").
    let activity = NSUserActivity(activityType: "com.example.openStatus")
    #expect(activity.activityType == "com.example.openStatus")
    #expect(activity.isEligibleForHandoff)
    #expect(!activity.isEligibleForSearch)
    #expect(!activity.isEligibleForPrediction)
    #expect(activity.userInfo == nil)
    activity.title = "Status by @alice"
    activity.userInfo = ["id": "41"]
    activity.addUserInfoEntries(from: ["id": "42", "account": "me"])
    activity.requiredUserInfoKeys = ["id"]
    activity.webpageURL = URL(string: "https://example.social/@alice/42")
    activity.targetContentIdentifier = "status-42"
    let identifier: NSUserActivityPersistentIdentifier = "status-42"
    activity.persistentIdentifier = identifier
    activity.isEligibleForHandoff = false
    activity.isEligibleForSearch = true
    activity.isEligibleForPrediction = true
    activity.needsSave = true
    activity.becomeCurrent()
    activity.resignCurrent()
    activity.invalidate()
    #expect(activity.title == "Status by @alice")
    #expect(activity.userInfo?["id"] as? String == "42")
    #expect(activity.userInfo?["account"] as? String == "me")
    #expect(activity.requiredUserInfoKeys == ["id"])
    #expect(activity.webpageURL?.host == "example.social")
    #expect(activity.targetContentIdentifier == "status-42")
    #expect(activity.persistentIdentifier == "status-42")
    #expect(!activity.isEligibleForHandoff)
    #expect(activity.isEligibleForSearch && activity.isEligibleForPrediction)
    #expect(activity.needsSave, "the model never saves, so never clears it")
  }

  @Test("A scene launched with an activity finds it in its connection options")
  func launchWithAnActivity() throws {
    // Evidence: uikit/uiscene/connectionoptions/useractivities; handoffuseractivitytype ("If
    // the value of this property is nil, no Handoff activity is pending").
    let app = UIApplication(profile: .iPhone)
    let delegate = SceneDelegate()
    let activity = NSUserActivity(activityType: "com.example.openStatus")
    let scene = app.connectScene(delegate: delegate, userActivities: [activity])
    #expect(delegate.launchActivity === activity)
    #expect(delegate.handoffType == nil)
    #expect(delegate.launchShortcut == nil)
    #expect(scene.userActivity === activity)
    #expect(scene.session.stateRestorationActivity == nil, "no state survives between launches")
    let sessions = app.asShared { UIApplication.shared.openSessions }
    #expect(sessions.count == 1)
    #expect(sessions.first?.scene?.userActivity === activity)
    #expect(delegate.stateRestorationActivity(for: scene) === activity)
    #expect(delegate.events.isEmpty, "launching continues nothing")
  }

  @Test("A scene launched from a quick action finds it in its connection options")
  func launchWithAShortcutItem() {
    // Evidence: uikit/uiscene/connectionoptions/shortcutitem.
    let app = UIApplication(profile: .iPhone)
    let delegate = SceneDelegate()
    let item = UIApplicationShortcutItem(
      type: "compose", localizedTitle: "New Post", localizedSubtitle: nil,
      icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"))
    app.connectScene(delegate: delegate, shortcutItem: item)
    #expect(delegate.launchShortcut == "compose")
    #expect(delegate.launchActivity == nil)
  }

  @Test("Continuing an activity tells the delegate its type, then hands it over")
  func continueWhileRunning() {
    // Evidence: uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:) ("Use this
    // method to prepare to handle an activity"), scene(_:continue:).
    let app = UIApplication(profile: .iPhone)
    let delegate = SceneDelegate()
    app.connectScene(delegate: delegate)
    let link = NSUserActivity(activityType: "NSUserActivityTypeBrowsingWeb")
    link.webpageURL = URL(string: "https://example.social/@alice/42")
    app.continueInApp(link)
    #expect(
      delegate.events == [
        "will NSUserActivityTypeBrowsingWeb", "continue NSUserActivityTypeBrowsingWeb",
        "open /@alice/42",
      ])
  }

  @Test("Continuing with no scene connected does nothing")
  func continueWithoutAScene() {
    let app = UIApplication(profile: .iPhone)
    app.continueInApp(NSUserActivity(activityType: "com.example.openStatus"))
    #expect(app.asShared { UIApplication.shared.openSessions.isEmpty })
  }

  @Test("Responders carry an activity and restore from one through the restoration handler")
  func respondersRestoreFromActivities() throws {
    // Evidence: uikit/uiresponder/restoreuseractivitystate(_:) ("The system calls it on any
    // objects passed to the restoration handler").
    let app = UIApplication(profile: .iPhone)
    let controller = StatusController()
    let activity = NSUserActivity(activityType: Self.statusActivityType)
    controller.userActivity = activity
    #expect(controller.userActivity === activity)
    controller.updateUserActivityState(activity)
    #expect(activity.userInfo?["id"] as? String == "42")
    let delegate = AppDelegate(target: controller)
    var restoring: [any UIUserActivityRestoring] = []
    let continued = delegate.application(app, continue: activity) { objects in
      restoring = objects ?? []
    }
    #expect(continued)
    for object in restoring { object.restoreUserActivityState(activity) }
    #expect(controller.restoredID == "42")
    let other = NSUserActivity(activityType: "com.example.other")
    #expect(!delegate.application(app, continue: other) { _ in })
  }

  @Test("A delegate that implements none of the activity methods still compiles and is called")
  func defaultsDoNothing() {
    final class Plain: UIWindowSceneDelegate {}
    final class PlainApp: UIApplicationDelegate {}
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene(delegate: Plain())
    app.continueInApp(NSUserActivity(activityType: "com.example.openStatus"))
    #expect(scene.delegate?.stateRestorationActivity(for: scene) == nil)
    let activity = NSUserActivity(activityType: "com.example.openStatus")
    #expect(!PlainApp().application(app, continue: activity) { _ in })
    scene.delegate?.scene(scene, didUpdate: activity)
    scene.delegate?.scene(
      scene, didFailToContinueUserActivityWithType: "com.example.openStatus",
      error: CocoaError(.userCancelled))
    #expect(scene.session.stateRestorationActivity == nil)
    scene.session.stateRestorationActivity = activity
    #expect(scene.session.stateRestorationActivity === activity)
  }
}
