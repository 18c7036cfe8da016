import HeadlessUIKit
import PresentationSnapshotTesting
import SeedApps
import Testing

/// The "present over everything like `.alert`" article (seeds/000): a clear
/// `PresentedHostingController` presented `.overCurrentContext` with `.crossDissolve` from the
/// top-most controller, by a modifier that runs in `body`.
///
/// ``ImageAlertApp`` uses the modifier for an alert with an image; `update()` evaluates its body
/// again, as SwiftUI does after a state change.
@MainActor
struct PresentOverEverythingTests {
  @Test("The image alert is presented once over the tabs and dismissed when its binding turns off")
  func presentsOverTabsOnce() throws {
    let alertApp = ImageAlertApp()
    let recorder = HierarchyRecorder(alertApp)

    try alertApp.launch()
    recorder.step("launch")
    let root = try #require(alertApp.root)
    // The article's finder: the key window's root, followed down `presentedViewController`.
    #expect(UIWindow.topMostController(in: alertApp.app) === root)

    alertApp.showImageAlert.wrappedValue = true
    try alertApp.update()
    let presented = recorder.step("binding on: the top-most controller presents the image alert")
    let alert = try #require(root.presentedViewController as? PresentedHostingController)
    #expect(alert.typeName == "PresentedHostingController")
    #expect(alert.presentingViewController === root)
    #expect(alert.resolvedPresentationStyle == .overCurrentContext)
    #expect(alert.modalTransitionStyle == .crossDissolve)
    #expect(alert.view.backgroundColor == .clear)
    #expect(UIWindow.topMostController(in: alertApp.app) === alert)
    // Like `.alert`: in front of the tabs, which show through around the card, and it takes the
    // taps everywhere.
    #expect(try presented.isInFront("imageAlert", of: "tabs"))
    #expect(try presented.visibility(of: "home").isVisible)
    #expect(presented.hitTestName(homeCorner) == "imageAlert")

    try alertApp.update()
    recorder.step("body evaluated again: the guard presents nothing more")
    #expect(root.presentedViewController === alert)
    #expect(alert.presentedViewController == nil)
    #expect(alertApp.window?.subviews.count == 2)

    alertApp.showImageAlert.wrappedValue = false
    try alertApp.update()
    let dismissed = recorder.step("binding off: the image alert is dismissed")
    #expect(root.presentedViewController == nil)
    #expect(alertApp.window?.subviews.count == 1)
    #expect(dismissed.hitTestName(homeCorner) == "home")

    #expect(alertApp.app.console.messages.isEmpty)
    expectSnapshot(of: recorder)
  }

  @Test("The image alert dismisses itself through the binding it was given")
  func dismissesItself() throws {
    let alertApp = ImageAlertApp()
    let recorder = HierarchyRecorder(alertApp)
    try alertApp.launch()
    alertApp.showImageAlert.wrappedValue = true
    try alertApp.update()
    recorder.step("launch; binding on: the image alert is up")
    let root = try #require(alertApp.root)
    #expect(root.presentedViewController is PresentedHostingController)

    let tapped = try alertApp.app.tap(at: okButtonCenter)
    #expect(tapped?.accessibilityIdentifier == "okButton")
    #expect(alertApp.showImageAlert.wrappedValue == false)
    // The state changed, so SwiftUI evaluates the body again, and the modifier dismisses.
    try alertApp.update()
    recorder.step("tap OK: the alert sets its binding to false and is dismissed")
    #expect(root.presentedViewController == nil)
    #expect(UIWindow.topMostController(in: alertApp.app) === root)

    #expect(alertApp.app.console.messages.isEmpty)
    expectSnapshot(of: recorder)
  }

  @Test("While a sheet is up, the image alert is presented by the sheet")
  func presentsOverSheet() throws {
    let alertApp = ImageAlertApp()
    let recorder = HierarchyRecorder(alertApp)
    try alertApp.launch()
    alertApp.showSheet.wrappedValue = true
    try alertApp.update()
    recorder.step("launch; present sheet")
    let root = try #require(alertApp.root)
    let sheet = try #require(root.presentedViewController)
    #expect(UIWindow.topMostController(in: alertApp.app) === sheet)

    alertApp.showImageAlert.wrappedValue = true
    try alertApp.update()
    let presented = recorder.step("binding on: the sheet presents the image alert")
    let alert = try #require(sheet.presentedViewController as? PresentedHostingController)
    #expect(alert.presentingViewController === sheet)
    #expect(sheet.presentingViewController === root)
    #expect(try presented.isInFront("imageAlert", of: "sheet"))
    #expect(try presented.visibility(of: "sheet").isVisible)
    #expect(presented.hitTestName(okButtonCenter) == "okButton")

    try alertApp.update()
    #expect(sheet.presentedViewController === alert)
    #expect(alert.presentedViewController == nil)

    alertApp.showImageAlert.wrappedValue = false
    try alertApp.update()
    recorder.step("binding off: the image alert is dismissed, the sheet stays")
    #expect(sheet.presentedViewController == nil)
    #expect(root.presentedViewController === sheet)

    #expect(alertApp.app.console.messages.isEmpty)
    expectSnapshot(of: recorder)
  }
}

// MARK: - Fixtures

/// A point on Home outside the alert's card.
private let homeCorner = Point(x: 20, y: 200)

/// The middle of the alert's OK button.
@MainActor private let okButtonCenter = Point(
  x: ImageAlertApp.okButtonFrame.x + ImageAlertApp.okButtonFrame.width / 2,
  y: ImageAlertApp.okButtonFrame.y + ImageAlertApp.okButtonFrame.height / 2)
