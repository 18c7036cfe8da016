import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import SeedApps
import Testing

@MainActor @Suite(.serialized) struct SmokeTests {
  @Test func zStack() async throws {
    SeedApp.resetGlobals()
    let app = await UIApplication.launch(SeedApp.zStackDolphin.rootView)
    show(app)
    try app.tap("openCover")
    await app.settle()
    show(app)
    print(app.console.messages, app.exceptions)
  }

  @Test func separateWindow() async throws {
    SeedApp.resetGlobals()
    let app = await UIApplication.launch(SeedApp.separateWindowDolphin.rootView)
    show(app)
  }

  @Test func imageAlert() async throws {
    SeedApp.resetGlobals()
    let app = await UIApplication.launch(SeedApp.imageAlert.rootView)
    try app.tap("openImageAlert")
    await app.settle()
    show(app)
    try app.tap("imageAlertOK")
    await app.settle()
    show(app)
  }
}

@MainActor func show(_ app: UIApplication) {
  var r = Recording(testName: "x")
  r.steps.append(Recording.Step("s", app.captureHierarchy()))
  print(SnapshotFormat.write(r))
  print(app.console.messages, app.exceptions)
}
