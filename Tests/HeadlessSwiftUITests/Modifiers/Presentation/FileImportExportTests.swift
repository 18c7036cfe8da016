import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `fileImporter` and `fileExporter` through an app's own views.
///
/// Each presents UIKit's document picker from the hosting controller, and picking or cancelling
/// sets the binding back to `false` before the callback [DOC:
/// `swiftui/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:)`: "isPresented
/// will be set to false before onCompletion is called. If the user cancels the import,
/// isPresented will be set to false and the onCompletion callback will not be called"].
@MainActor
struct FileImportExportTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  private func presented(in app: UIApplication) -> UIViewController? {
    app.windowsBackToFront.first?.rootViewController?.presentedViewController
  }

  private struct Importer: View {
    let log: Log
    @State private var isImporting = false

    var body: some View {
      VStack {
        Text("State").accessibilityIdentifier(isImporting ? "importing" : "idle")
        Button("Import") { isImporting = true }.accessibilityIdentifier("import")
      }
      .fileImporter(isPresented: $isImporting, allowedContentTypes: [.plainText]) { result in
        // The binding is already false here [DOC].
        log.events.append("presented \(isImporting)")
        switch result {
        case .success(let url): log.events.append("picked \(url.lastPathComponent)")
        case .failure(let error): log.events.append("failed \(error)")
        }
      }
    }
  }

  @Test(
    "fileImporter presents a document picker above the content; picking calls back and dismisses")
  func importerPicks() async throws {
    let log = Log()
    let app = await UIApplication.launch(Importer(log: log))
    try app.tap("import")
    await app.settle()
    let picker = try #require(presented(in: app) as? UIDocumentPickerViewController)
    // A sheet on iPhone: the picker keeps `.automatic` (iOS 18+: `.formSheet`) [INF].
    #expect(picker.resolvedPresentationStyle == .formSheet)
    #expect(!picker.allowsMultipleSelection)
    // The captured hierarchy: the picker's view paints in front of the content it covers.
    let hierarchy = app.captureHierarchy()
    let button = try hierarchy.index(of: "import")
    let pickerView = try #require(
      hierarchy.nodes.indices.first {
        hierarchy.nodes[$0].typeName == "UIDocumentPickerViewController"
      })
    #expect(hierarchy.isInFront(pickerView, of: button))

    #expect(app.pickDocuments(at: [URL(fileURLWithPath: "/tmp/notes.txt")]))
    await app.settle()
    #expect(presented(in: app) == nil)
    #expect(log.events == ["presented false", "picked notes.txt"])
    #expect(app.captureHierarchy().nodes.contains { $0.identifier == "idle" })
    // The binding followed: a second tap presents again.
    try app.tap("import")
    await app.settle()
    #expect(presented(in: app) is UIDocumentPickerViewController)
  }

  private struct MultiImporter: View {
    let log: Log
    @State private var isImporting = false

    var body: some View {
      Button("Import") { isImporting = true }
        .accessibilityIdentifier("import")
        .fileImporter(
          isPresented: $isImporting, allowedContentTypes: [.image, .pdf],
          allowsMultipleSelection: true
        ) { result in
          log.events.append("picked \((try? result.get())?.count ?? -1)")
        } onCancellation: {
          log.events.append("cancelled, presented \(isImporting)")
        }
    }
  }

  @Test("fileImporter with onCancellation: cancelling resets the binding, then calls it")
  func importerCancels() async throws {
    let log = Log()
    let app = await UIApplication.launch(MultiImporter(log: log))
    try app.tap("import")
    await app.settle()
    let picker = try #require(presented(in: app) as? UIDocumentPickerViewController)
    #expect(picker.allowsMultipleSelection)
    #expect(app.cancelDocumentPicker())
    await app.settle()
    #expect(presented(in: app) == nil)
    #expect(log.events == ["cancelled, presented false"])
    try app.tap("import")
    await app.settle()
    #expect(
      app.pickDocuments(at: [
        URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.pdf"),
      ]))
    await app.settle()
    #expect(log.events.last == "picked 2")
    #expect(!app.cancelDocumentPicker())
  }

  private struct Notes: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    var fails = false

    init(text: String, fails: Bool = false) {
      self.text = text
      self.fails = fails
    }

    init(configuration: ReadConfiguration) throws {
      text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      if fails { throw CocoaError(.fileWriteUnknown) }
      return FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  private struct Exporter: View {
    let log: Log
    let document: Notes?
    @State private var isExporting = false

    var body: some View {
      Button("Export") { isExporting = true }
        .accessibilityIdentifier("export")
        .fileExporter(
          isPresented: $isExporting, document: document, contentType: .plainText,
          defaultFilename: "Notes"
        ) { result in
          switch result {
          case .success(let url): log.events.append("saved \(url.lastPathComponent)")
          case .failure: log.events.append("failed")
          }
        }
    }
  }

  @Test("fileExporter presents a picker exporting the document; the destination comes back")
  func exporterExports() async throws {
    let log = Log()
    let app = await UIApplication.launch(Exporter(log: log, document: Notes(text: "hi")))
    try app.tap("export")
    await app.settle()
    #expect(presented(in: app) is UIDocumentPickerViewController)
    #expect(app.pickDocuments(at: [URL(fileURLWithPath: "/Documents/Notes.txt")]))
    await app.settle()
    #expect(presented(in: app) == nil)
    #expect(log.events == ["saved Notes.txt"])

    // A document whose serialization throws reports the error [INF].
    let failing = Log()
    let other = await UIApplication.launch(
      Exporter(log: failing, document: Notes(text: "", fails: true)))
    try other.tap("export")
    await other.settle()
    #expect(other.pickDocuments(at: [URL(fileURLWithPath: "/Documents/Notes.txt")]))
    await other.settle()
    #expect(failing.events == ["failed"])
  }

  @Test("fileExporter with no document presents nothing [INF]")
  func exporterWithoutDocument() async throws {
    let app = await UIApplication.launch(Exporter(log: Log(), document: nil))
    try app.tap("export")
    await app.settle()
    #expect(presented(in: app) == nil)
  }

  private final class Drawing: ReferenceFileDocument, @unchecked Sendable {
    static var readableContentTypes: [UTType] { [.json] }
    @Published var strokes = 3
    /// What the exporter asked of the document, in order.
    var events: [String] = []

    init() {}

    required init(configuration: ReadConfiguration) throws {}

    func snapshot(contentType: UTType) throws -> Int {
      events.append("snapshot \(contentType.identifier)")
      return strokes
    }

    func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
      events.append("wrote \(snapshot)")
      return FileWrapper(regularFileWithContents: Data("\(snapshot)".utf8))
    }
  }

  private struct DrawingExporter: View {
    let drawing: Drawing
    @State private var isExporting = false

    var body: some View {
      Button("Export") { isExporting = true }
        .accessibilityIdentifier("export")
        .fileExporter(isPresented: $isExporting, document: drawing, contentType: .json) {
          result in
          drawing.events.append((try? result.get().lastPathComponent) ?? "failed")
        }
    }
  }

  @Test("fileExporter with a ReferenceFileDocument snapshots and writes it when the user picks")
  func referenceDocumentExport() async throws {
    let drawing = Drawing()
    let app = await UIApplication.launch(DrawingExporter(drawing: drawing))
    try app.tap("export")
    await app.settle()
    #expect(presented(in: app) is UIDocumentPickerViewController)
    #expect(drawing.events.isEmpty)
    #expect(app.pickDocuments(at: [URL(fileURLWithPath: "/Documents/Untitled.json")]))
    await app.settle()
    #expect(drawing.events == ["snapshot public.json", "wrote 3", "Untitled.json"])
    #expect(presented(in: app) == nil)
  }
}
