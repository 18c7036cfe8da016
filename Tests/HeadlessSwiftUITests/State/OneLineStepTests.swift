import HeadlessSwiftUI
import HeadlessUIKit
import PresentationSnapshotTesting
import Testing

/// A step is one line: `try await recorder.step("…") { try app.tap("…") }` performs the action,
/// lets the app settle and captures, so no step records a half-finished state.
@MainActor
struct OneLineStepTests {
  /// A cover whose content finishes loading in a `.task`.
  struct LoadingCover: View {
    @State private var showCover = false

    var body: some View {
      Button("Open") { showCover = true }
        .accessibilityIdentifier("open")
        .fullScreenCover(isPresented: $showCover) { Loading() }
    }
  }

  /// Says `loading` until its task has run, then `loaded`.
  struct Loading: View {
    @State private var loaded = false

    var body: some View {
      Text(loaded ? "Loaded" : "Loading")
        .accessibilityIdentifier(loaded ? "loaded" : "loading")
        .task { loaded = true }
    }
  }

  @Test("A step with an action records the settled state: the cover's task has run")
  func stepSettles() async throws {
    let app = await UIApplication.launch(LoadingCover())
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")
    let opened = try await recorder.step("open cover") { try app.tap("open") }
    #expect((try? opened.index(of: "loaded")) != nil)
    #expect((try? opened.index(of: "loading")) == nil)
    #expect(recorder.recording.steps.map(\.label) == ["launch", "open cover"])
  }

  @Test("Without settling, the same capture shows the task not yet run")
  func captureWithoutSettling() async throws {
    let app = await UIApplication.launch(LoadingCover())
    try app.tap("open")
    let unsettled = app.captureHierarchy()
    #expect((try? unsettled.index(of: "loading")) != nil)
    await app.settle()
    #expect((try? app.captureHierarchy().index(of: "loaded")) != nil)
  }

  @Test("A step whose action throws records nothing and passes the error on")
  func throwingAction() async throws {
    let app = await UIApplication.launch(LoadingCover())
    let recorder = HierarchyRecorder(app)
    await #expect(throws: GestureError.self) {
      try await recorder.step("tap a missing button") { try app.tap("missing") }
    }
    #expect(recorder.recording.steps.isEmpty)
  }
}
