import Foundation
import HeadlessUIKit
import Testing

/// A pasteboard's contents go in and come out as item providers, as copy and paste code
/// written against `itemProviders` and `setObjects` expects.
@Suite("Pasteboard item providers")
struct PasteboardItemProviderTests {
  @Test("Objects set on the pasteboard read back as its strings, one item each")
  func setObjectsWritesItems() {
    // Evidence: uikit/uipasteboard/setobjects(_:)-lljo, uikit/uipasteboard/setobjects(_:)-fjg8.
    let pasteboard = UIPasteboard.withUniqueName()
    pasteboard.setObjects(["humpback" as NSString, "orca" as NSString])
    #expect(pasteboard.numberOfItems == 2)
    #expect(pasteboard.strings == ["humpback", "orca"])
    pasteboard.setObjects(["narwhal"], localOnly: true, expirationDate: nil)
    #expect(pasteboard.string == "narwhal")
    #expect(pasteboard.numberOfItems == 1)
  }

  @Test("Providers set on the pasteboard become items of what their representations load")
  func settingProviders() {
    // Evidence: uikit/uipasteboard/itemproviders ({ get set }).
    let pasteboard = UIPasteboard.withUniqueName()
    let link = NSItemProvider()
    link.registerDataRepresentation(forTypeIdentifier: "public.url", visibility: .all) {
      completion in
      completion(URL(string: "https://example.com/pod")!.dataRepresentation, nil)
      return nil
    }
    link.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) {
      completion in
      completion(Data([0x89, 0x50]), nil)
      return nil
    }
    let later = NSItemProvider()
    later.registerDataRepresentation(forTypeIdentifier: "public.plain-text", visibility: .all) {
      _ in nil  // answers later, as a real load might: the model misses it
    }
    let changes = pasteboard.changeCount
    pasteboard.itemProviders = [link, later]
    #expect(pasteboard.changeCount == changes + 1)
    #expect(pasteboard.url == URL(string: "https://example.com/pod"))
    #expect(pasteboard.data(forPasteboardType: "public.png") == Data([0x89, 0x50]))
    #expect(pasteboard.items.map(\.count) == [2, 0])
  }

  @Test("Items read back as providers that load each value's data, or say why they can't")
  func readingProviders() {
    let pasteboard = UIPasteboard.withUniqueName()
    pasteboard.items = [
      ["public.utf8-plain-text": "beluga", "public.url": URL(string: "https://example.com")!],
      ["com.example.colour": UIColor.red],
    ]
    let providers = pasteboard.itemProviders
    #expect(
      providers.map(\.registeredTypeIdentifiers) == [
        ["public.url", "public.utf8-plain-text"], ["com.example.colour"],
      ])
    let text = Loaded()
    providers[0].loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in
      text.data = data
    }
    #expect(text.data == Data("beluga".utf8))
    let colour = Loaded()
    providers[1].loadDataRepresentation(forTypeIdentifier: "com.example.colour") { data, error in
      colour.data = data
      colour.error = error
    }
    #expect(colour.data == nil)
    #expect(colour.error.map { "\($0)" }?.contains("can't hand out as data") == true)
  }

  /// What a load's completion handler received; the model calls it before the load returns.
  final class Loaded: @unchecked Sendable {
    var data: Data?
    var error: (any Error)?
  }
}
