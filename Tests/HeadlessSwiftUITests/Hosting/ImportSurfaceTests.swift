import AppNamesFixture
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationSnapshotTesting
import Testing

/// README's import set next to an app module that declares `Node`, `Rect` and `Visibility`:
/// the testing layer re-exports no generic name, so the app's names need no module prefix.
@MainActor
struct ImportSurfaceTests {
  @Test("An app's Node, Rect and Visibility are unambiguous beside the testing layer")
  func appNamesStayTheApps() async throws {
    let node = Node(name: "mini player")
    let rect = Rect(width: 390)
    let visibility = Visibility.shown
    #expect(node.name == "mini player" && rect.width == 390 && visibility == .shown)

    // The testing layer's own names are all there.
    let app = await UIApplication.launch(Color.red.accessibilityIdentifier("red"))
    let recorder = HierarchyRecorder(app)
    let launch = recorder.step("launch")
    #expect(launch.hitTestName(Point(x: 10, y: 400)) == "red")
    #expect(try launch.visibility(of: "red").isVisible)
  }
}
