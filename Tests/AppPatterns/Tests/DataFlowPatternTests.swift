import HeadlessSwiftUI
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

@MainActor
@Suite struct DataFlowPatternTests {
  @Test("An @Observable model written with import SwiftUI alone drives the next evaluation")
  func observableModelWithSwiftUIImportAlone() async throws {
    let app = await UIApplication.launch(CounterScreen())
    let recorder = HierarchyRecorder(app)
    let before = recorder.step("launch")
    #expect(before.nodes.allSatisfy { $0.identifier != "positive" })

    let after = try await recorder.step("add") { try app.tap("add") }
    #expect(after.nodes.contains { $0.identifier == "positive" })
  }

  /// The identifiers on screen, in order.
  private func identifiers(_ app: UIApplication) -> [String] {
    app.captureHierarchy().nodes.compactMap(\.identifier)
  }

  @Test("An ObservableObject supplied with .environmentObject drives its rows, as on a device")
  func settingsScreenWithEnvironmentObject() async throws {
    let app = await UIApplication.launch(SettingsScreen())
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")
    #expect(
      identifiers(app) == [
        "user-guest", "signIn", "summary-guest: notifications off", "notifications",
      ])

    // The row's button changes the environment object; the pipeline in the model rebuilds the
    // summary, and the row's .onReceive shows it.
    try await recorder.step("sign in") { try app.tap("signIn") }
    #expect(
      identifiers(app) == ["user-ada", "signIn", "summary-ada: notifications off", "notifications"])

    // The child writes through `$model.notificationsEnabled`; the parent shows the new row.
    let after = try await recorder.step("turn on") { try app.tap("notifications") }
    #expect(
      identifiers(app) == [
        "user-ada", "signIn", "summary-ada: notifications on", "notifications", "notified",
      ])
    #expect(after.nodes.contains { $0.identifier == "notified" })
    #expect(app.exceptions.isEmpty)
  }
}
