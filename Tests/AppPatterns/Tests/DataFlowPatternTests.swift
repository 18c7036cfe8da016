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
}
