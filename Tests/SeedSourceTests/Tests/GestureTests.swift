import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import SeedApps
import Testing

extension SeedAppTests {
  /// Taps go through the model's hit testing, as a finger's would, and run the app's own
  /// `Button` actions.
  @MainActor
  struct GestureTests {
    @Test("A tap that something else receives fails, names what received it, and runs nothing")
    func tapBlockedByAWindowInFront() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.imageAlert.rootView)
      let root = try #require(app.windowsBackToFront.first?.rootViewController)
      try app.tap("openImageAlert")
      await app.settle()
      let scene = try #require(app.windowScenes.first)
      // A window in front that takes touches: the alert's button can't be reached.
      let blocker = UIWindow(windowScene: scene)
      blocker.accessibilityIdentifier = "blocker"
      blocker.rootViewController = UIViewController(identifier: "blockerRoot")
      blocker.isHidden = false

      let error = #expect(throws: GestureError.self) { try app.tap("imageAlertOK") }
      #expect(
        error?.message
          == "The tap on 'imageAlertOK' at (195, 456.5) landed on #blockerRoot in window "
          + "#blocker instead: it is in front of 'imageAlertOK', or 'imageAlertOK' doesn't take "
          + "touches.")
      #expect(root.presentedViewController != nil, "the action did not run")

      // A window that lets touches through (interaction off) doesn't block.
      blocker.isUserInteractionEnabled = false
      try app.tap("imageAlertOK")
      await app.settle()
      #expect(root.presentedViewController == nil)
    }

    @Test("A tap on an identifier that isn't on screen says so")
    func tapMissing() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.imageAlert.rootView)
      let error = #expect(throws: GestureError.self) { try app.tap("imageAlertOK") }
      #expect(
        error?.message
          == "No view with accessibilityIdentifier or accessibilityLabel 'imageAlertOK' is on "
          + "screen.")
    }

    @Test("A button is found by its title too, and an alert's action by its title")
    func tapByTitle() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.imageAlert.rootView)
      let root = try #require(app.windowsBackToFront.first?.rootViewController)
      try app.tap("Alert")
      await app.settle()
      let alert = try #require(root.presentedViewController as? UIAlertController)
      #expect(alert.title == "Hello")
      #expect(alert.actions.map(\.title) == ["OK"])
      try app.tap("OK")
      await app.settle()
      #expect(root.presentedViewController == nil, "the action dismissed the alert")
    }

    @Test("A swipe down dismisses the sheet; interactiveDismissDisabled() keeps it")
    func swipeDownSheet() async throws {
      struct Sheet: View {
        @State private var locked = false

        var body: some View {
          Button(locked ? "Unlock" : "Lock") { locked.toggle() }
            .accessibilityIdentifier("lock")
            .interactiveDismissDisabled(locked)
        }
      }
      struct Root: View {
        @State private var showSheet = false

        var body: some View {
          Button("Open") { showSheet = true }
            .accessibilityIdentifier("open")
            .sheet(isPresented: $showSheet) { Sheet() }
        }
      }
      let app = await UIApplication.launch(Root())
      let root = try #require(app.windowsBackToFront.first?.rootViewController)
      try app.tap("open")
      await app.settle()
      let sheet = try #require(root.presentedViewController)
      try app.tap("lock")
      await app.settle()
      #expect(sheet.isModalInPresentation)
      let kept = #expect(throws: GestureError.self) { try app.swipeDownToDismiss() }
      #expect(kept?.message.contains("sets isModalInPresentation") == true)
      #expect(root.presentedViewController === sheet)

      try app.tap("lock")
      await app.settle()
      #expect(try app.swipeDownToDismiss() === sheet)
      await app.settle()
      #expect(root.presentedViewController == nil)
      try app.tap("open")
      #expect(root.presentedViewController != nil, "the binding was reset, so it opens again")
    }
  }
}
