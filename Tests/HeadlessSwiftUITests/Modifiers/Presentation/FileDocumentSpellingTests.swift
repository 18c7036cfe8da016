import Foundation
import HeadlessSwiftUI
import Testing

/// Calls the file document and file exporter members as apps write them.
@MainActor
@Suite struct FileDocumentSpellingTests {
  struct Sketch: FileDocument {
    static var readableContentTypes: [UTType] { [.json] }
    static var writableContentTypes: [UTType] { [.json, .plainText] }
    var data = Data()

    init() {}

    init(configuration: ReadConfiguration) throws {
      _ = configuration.contentType
      data = configuration.file.regularFileContents ?? Data()
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      _ = (configuration.contentType, configuration.existingFile)
      return FileWrapper(regularFileWithContents: data)
    }
  }

  struct Screen: View {
    @State private var isExporting = false
    let sketch = Sketch()

    var body: some View {
      Button("Export") { isExporting = true }
        .fileExporter(
          isPresented: $isExporting, document: sketch, contentTypes: [.json],
          defaultFilename: "Sketch"
        ) { _ in
        } onCancellation: {
        }
        .fileExporter(isPresented: $isExporting, document: sketch) { _ in }
    }
  }

  @Test func spellings() async {
    _ = await UIApplication.launch(Screen())
    #expect(Sketch.writableContentTypes.count == 2)
  }
}
