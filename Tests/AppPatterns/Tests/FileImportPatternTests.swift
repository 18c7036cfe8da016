import Foundation
import HeadlessSwiftUI
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

@MainActor
@Suite struct FileImportPatternTests {
  @Test("A census-style fileImporter, with import UniformTypeIdentifiers, presents and imports")
  func importScreenImportsPickedFiles() async throws {
    let app = await UIApplication.launch(ImportScreen())
    try app.tap("import")
    await app.settle()
    let root = try #require(app.windowsBackToFront.first?.rootViewController)
    let picker = try #require(root.presentedViewController as? UIDocumentPickerViewController)
    #expect(picker.allowsMultipleSelection)
    #expect(
      app.pickDocuments(at: [
        URL(fileURLWithPath: "/tmp/a.csv"), URL(fileURLWithPath: "/tmp/b.pdf"),
      ]))
    await app.settle()
    #expect(root.presentedViewController == nil)
    let names = app.captureHierarchy().nodes.compactMap(\.identifier)
    #expect(names.contains("file-a.csv") && names.contains("file-b.pdf"))
    // The app's own exported type conforms to the system type it extends.
    #expect(UTType.backup.conforms(to: .json) && UTType.backup.conforms(to: .text))
  }
}
