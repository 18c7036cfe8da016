import Foundation
import HeadlessUIKit
import Testing

/// Calls the document picker, `UTType` and `FileWrapper` members as apps write them.
@MainActor
@Suite struct DocumentsSpellingTests {
  final class Controller: UIViewController, UIDocumentPickerDelegate {
    func documentPicker(
      _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
    ) {}
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
  }

  @Test func spellings() {
    let controller = Controller()
    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .image])
    picker.delegate = controller
    picker.allowsMultipleSelection = true
    picker.directoryURL = URL(fileURLWithPath: "/tmp")
    picker.shouldShowFileExtensions = true
    _ = UIDocumentPickerViewController(forOpeningContentTypes: [.item], asCopy: true)
    _ = UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/a.txt")])
    _ = UIDocumentPickerViewController(
      forExporting: [URL(fileURLWithPath: "/tmp/a.txt")], asCopy: true)
    _ = UIDocumentPickerViewController(coder: NSCoder())
    picker.loadView()
    controller.documentPicker(picker, didPickDocumentsAt: [])
    controller.documentPickerWasCancelled(picker)

    let types: [UTType] = [
      .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .xml, .image, .png, .jpeg,
      .gif, .heic, .pdf, .movie, .video, .mpeg4Movie, .quickTimeMovie, .audio, .mp3, .url,
      .fileURL, .folder, .directory, .archive, .zip, .commaSeparatedText, .propertyList, .rtf,
      .html, .vCard,
    ]
    _ = types.map(\.identifier)
    _ = UTType("public.png")
    _ = UTType(filenameExtension: "csv")
    _ = UTType(filenameExtension: "md", conformingTo: .plainText)
    _ = UTType(mimeType: "image/png")
    _ = UTType(mimeType: "text/markdown", conformingTo: .text)
    _ = UTType(exportedAs: "com.example.doc")
    _ = UTType(importedAs: "com.example.other", conformingTo: .data)
    _ = UTType.png.preferredFilenameExtension
    _ = UTType.png.preferredMIMEType
    _ = UTType.png.localizedDescription
    _ = UTType.png.conforms(to: .image)
    _ = UTType.png.isSubtype(of: .image)
    _ = UTType.image.isSupertype(of: .png)
    _ = UTType.png == UTType.jpeg

    let file = FileWrapper(regularFileWithContents: Data("a".utf8))
    file.preferredFilename = "a.txt"
    let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": file])
    _ = (file.regularFileContents, file.isRegularFile, folder.isDirectory, folder.fileWrappers)
  }
}
