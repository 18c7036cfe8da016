import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// UIKit's document picker as apps present it, and `UTType` as apps compare types.
@MainActor
struct DocumentPickerTests {
  /// A delegate that records what the picker tells it, as an app's view controller does.
  final class Importer: UIViewController, UIDocumentPickerDelegate {
    var events: [String] = []

    func documentPicker(
      _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
    ) {
      events.append(
        "picked \(urls.map(\.lastPathComponent)) presented \(presentedViewController != nil)")
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
      events.append("cancelled presented \(presentedViewController != nil)")
    }
  }

  private func launch(_ profile: FidelityProfile = .iPhone) -> (UIApplication, Importer) {
    let root = Importer()
    let (app, _) = launchKeyWindow(root: root, profile: profile)
    return (app, root)
  }

  // `.automatic` resolves to `.formSheet` from iOS 18, `.pageSheet` on iOS 13–17
  // (StyleResolution) [INF: the picker keeps UIViewController's default style].
  @Test("A document picker presents as a sheet and covers its presenter")
  func presentsAsSheet() throws {
    let (app, root) = launch()
    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText])
    picker.delegate = root
    root.present(picker, animated: false)
    #expect(root.presentedViewController === picker)
    #expect(picker.modalPresentationStyle == .automatic)
    #expect(picker.resolvedPresentationStyle == .formSheet)
    let hierarchy = app.captureHierarchy()
    let browser = try #require(
      hierarchy.nodes.indices.first {
        hierarchy.nodes[$0].typeName == "UIDocumentPickerViewController"
      })
    let presenter = try #require(
      hierarchy.nodes.indices.first {
        hierarchy.nodes[$0].typeName == "DocumentPickerTests.Importer"
      })
    #expect(hierarchy.isInFront(browser, of: presenter))
  }

  @Test("Picking dismisses the picker, then tells the delegate; one URL unless multiple selection")
  func picking() {
    let (app, root) = launch()
    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
    picker.delegate = root
    root.present(picker, animated: false)
    let urls = [URL(fileURLWithPath: "/tmp/a.pdf"), URL(fileURLWithPath: "/tmp/b.pdf")]
    #expect(app.pickDocuments(at: urls))
    #expect(root.presentedViewController == nil)
    #expect(root.events == ["picked [\"a.pdf\"] presented false"])

    let multiple = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
    multiple.allowsMultipleSelection = true
    multiple.delegate = root
    root.present(multiple, animated: false)
    #expect(app.pickDocuments(at: urls))
    #expect(root.events.last == "picked [\"a.pdf\", \"b.pdf\"] presented false")
    #expect(!app.pickDocuments(at: urls))
  }

  @Test("Cancelling dismisses the picker, then tells the delegate")
  func cancelling() {
    let (app, root) = launch(.iPad)
    let picker = UIDocumentPickerViewController(
      forExporting: [URL(fileURLWithPath: "/tmp/report.csv")], asCopy: true)
    picker.delegate = root
    root.present(picker, animated: false)
    #expect(app.cancelDocumentPicker())
    #expect(root.presentedViewController == nil)
    #expect(root.events == ["cancelled presented false"])
    #expect(!app.cancelDocumentPicker())
  }

  @Test("[DOC] UTType: Apple's identifiers, tags and conformances for the common types")
  func uniformTypes() throws {
    #expect(UTType.png.identifier == "public.png")
    #expect(UTType.pdf.identifier == "com.adobe.pdf")
    #expect(UTType.gif.identifier == "com.compuserve.gif")
    #expect(UTType.mpeg4Movie.identifier == "public.mpeg-4")
    #expect(UTType.zip.identifier == "public.zip-archive")
    #expect(UTType.commaSeparatedText.identifier == "public.comma-separated-values-text")
    #expect(UTType("public.png") == .png)
    #expect(UTType("com.example.unknown") == nil)
    #expect(UTType(filenameExtension: "jpg") == .jpeg)
    #expect(UTType(filenameExtension: "JSON") == .json)
    #expect(UTType(mimeType: "application/pdf") == .pdf)
    #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTType.pdf.localizedDescription == "PDF document")
    #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item) && !UTType.png.conforms(to: .text))
    #expect(UTType.utf8PlainText.conforms(to: .text) && UTType.json.conforms(to: .text))
    #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
    #expect(UTType.video.conforms(to: .movie) && UTType.mp3.conforms(to: .audio))
    #expect(UTType.png.isSubtype(of: .image) && !UTType.png.isSubtype(of: .png))
    #expect(UTType.image.isSupertype(of: .heic))
    // An unknown extension is a dynamic type conforming to the supertype asked for [DOC:
    // uniformtypeidentifiers/uttype-swift.struct/init(filenameextension:conformingto:)].
    let dynamic = try #require(UTType(filenameExtension: "xyzzy"))
    #expect(dynamic.identifier.hasPrefix("dyn.") && dynamic.conforms(to: .data))
    #expect(UTType(filenameExtension: "png", conformingTo: .text)?.identifier != "public.png")
    #expect(UTType(filenameExtension: "") == nil)
    let custom = UTType(exportedAs: "com.example.notes", conformingTo: .plainText)
    #expect(custom.conforms(to: .text) && custom.preferredFilenameExtension == nil)
    #expect(UTType(importedAs: "com.example.other").conforms(to: .data))
  }
}
