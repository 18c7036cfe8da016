import HeadlessUIKit
import PresentationSnapshotTesting
import SeedApps
import Testing

/// Acting as a user: taps go through UIKit's hit testing, and a swipe dismisses a sheet unless
/// it is modal in presentation.
@MainActor
struct GestureTests {
  @Test("Tapping the image alert's OK button by identifier runs its action")
  func tapByIdentifier() throws {
    let alertApp = ImageAlertApp()
    try alertApp.launch()
    alertApp.showImageAlert.wrappedValue = true
    try alertApp.update()
    let root = try #require(alertApp.root)
    #expect(root.presentedViewController is PresentedHostingController)

    let tapped = try alertApp.app.tap("okButton")
    #expect(tapped.accessibilityIdentifier == "okButton")
    #expect(alertApp.showImageAlert.wrappedValue == false)
    try alertApp.update()
    #expect(root.presentedViewController == nil)
  }

  @Test("A tap that something else receives fails and names what received it")
  func tapBlockedByAWindowInFront() throws {
    let alertApp = ImageAlertApp()
    try alertApp.launch()
    alertApp.showImageAlert.wrappedValue = true
    try alertApp.update()
    let scene = try #require(alertApp.app.windowScenes.first)
    // A window in front that takes touches: the alert's button can't be reached.
    let blocker = UIWindow(windowScene: scene)
    blocker.accessibilityIdentifier = "blocker"
    blocker.rootViewController = UIViewController(identifier: "blockerRoot")
    blocker.isHidden = false

    let error = #expect(throws: GestureError.self) { try alertApp.app.tap("okButton") }
    #expect(
      error?.message
        == "The tap on 'okButton' at (195, 530) landed on #blockerRoot in window #blocker instead: "
        + "it is in front of 'okButton', or 'okButton' doesn't take touches.")
    #expect(alertApp.showImageAlert.wrappedValue == true, "the action did not run")

    // A window that lets touches through (interaction off) doesn't block.
    blocker.isUserInteractionEnabled = false
    try alertApp.app.tap("okButton")
    #expect(alertApp.showImageAlert.wrappedValue == false)
  }

  @Test("A tap on an identifier that isn't on screen says so")
  func tapMissing() throws {
    let alertApp = ImageAlertApp()
    try alertApp.launch()
    let error = #expect(throws: GestureError.self) { try alertApp.app.tap("okButton") }
    #expect(error?.message == "No view with accessibilityIdentifier 'okButton' is on screen.")
  }

  @Test("A swipe down dismisses a sheet, unless isModalInPresentation; other styles stay")
  func swipeDown() throws {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let root = UIViewController(identifier: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()

    let sheet = UIViewController(identifier: "sheet")
    sheet.isModalInPresentation = true
    root.present(sheet, animated: false)
    let kept = #expect(throws: GestureError.self) { try app.swipeDownToDismiss() }
    #expect(kept?.message.contains("sets isModalInPresentation") == true)
    #expect(root.presentedViewController === sheet)

    sheet.isModalInPresentation = false
    #expect(try app.swipeDownToDismiss() === sheet)
    #expect(root.presentedViewController == nil)

    let cover = UIViewController(identifier: "cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)
    let stays = #expect(throws: GestureError.self) { try app.swipeDownToDismiss() }
    #expect(stays?.message.contains("is fullScreen, which a swipe doesn't dismiss") == true)
  }
}
