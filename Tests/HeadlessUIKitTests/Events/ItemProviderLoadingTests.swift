import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// An item provider keeps what is registered with it and loads it back: data, files and items.
@Suite("Item provider loading")
struct ItemProviderLoadingTests {
  /// Collects what a completion handler receives; the model calls it before the load returns.
  final class Received<Value>: @unchecked Sendable {
    var value: Value?
    var error: (any Error)?
  }

  /// A file in a fresh temporary folder, holding some bytes.
  static func temporaryFile(named name: String, contents: Data) throws -> URL {
    let file = try TemporaryDirectory().url.appendingPathComponent(name)
    try contents.write(to: file)
    return file
  }

  @Test("Registered data loads by its type identifier and by a type it conforms to")
  func dataLoads() {
    // Evidence: foundation/nsitemprovider/registerdatarepresentation(fortypeidentifier:visibility:loadhandler:),
    // foundation/nsitemprovider/loaddatarepresentation(fortypeidentifier:completionhandler:).
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) {
      completion in
      completion(Data([0x89, 0x50]), nil)
      return nil
    }
    provider.registerDataRepresentation(for: .plainText, visibility: .ownProcess) { completion in
      completion(Data("fin".utf8), nil)
      return nil
    }
    #expect(provider.registeredTypeIdentifiers == ["public.png", "public.plain-text"])
    #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
    let png = Received<Data>()
    provider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, error in
      png.value = data
      png.error = error
    }
    #expect(png.value == Data([0x89, 0x50]))
    #expect(png.error == nil)
    let text = Received<Data>()
    provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in
      text.value = data
    }
    #expect(text.value == Data("fin".utf8))
  }

  @Test("Loading a type the provider lacks fails with an error naming what it holds")
  func missingType() {
    let provider = NSItemProvider(object: "orca" as NSString)
    let received = Received<Data>()
    provider.loadDataRepresentation(forTypeIdentifier: "public.movie") { data, error in
      received.value = data
      received.error = error
    }
    #expect(received.value == nil)
    let message = String(describing: received.error.map { $0 } as Any)
    #expect(message.contains("public.movie"))
    #expect(message.contains("public.utf8-plain-text"))
  }

  @Test("A registered file loads as itself, and its contents load as data")
  func fileLoads() throws {
    // Evidence: foundation/nsitemprovider/registerfilerepresentation(fortypeidentifier:fileoptions:visibility:loadhandler:),
    // foundation/nsitemprovider/loadfilerepresentation(for:openinplace:completionhandler:).
    let file = try Self.temporaryFile(named: "clip.mov", contents: Data([1, 2, 3]))
    let provider = NSItemProvider()
    provider.registerFileRepresentation(
      forTypeIdentifier: "com.apple.quicktime-movie", fileOptions: [.openInPlace],
      visibility: .all
    ) { completion in
      completion(file, false, nil)
      return nil
    }
    let url = Received<URL>()
    nonisolated(unsafe) var inPlace = false
    provider.loadFileRepresentation(for: .movie, openInPlace: true) { loaded, opened, error in
      url.value = loaded
      inPlace = opened
      url.error = error
    }
    #expect(url.value == file)
    #expect(inPlace)
    let inPlaceURL = Received<URL>()
    provider.loadInPlaceFileRepresentation(forTypeIdentifier: "public.movie") { loaded, _, _ in
      inPlaceURL.value = loaded
    }
    #expect(inPlaceURL.value == file)
    let data = Received<Data>()
    provider.loadDataRepresentation(forTypeIdentifier: "public.movie") { loaded, _ in
      data.value = loaded
    }
    #expect(data.value == Data([1, 2, 3]))
  }

  @Test("A file asked of data fails with an error saying to register a file")
  func noTemporaryFiles() {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(for: .png) { completion in
      completion(Data([1]), nil)
      return nil
    }
    let received = Received<URL>()
    provider.loadFileRepresentation(forTypeIdentifier: "public.png") { url, error in
      received.value = url
      received.error = error
    }
    #expect(received.value == nil)
    #expect(String(describing: received.error as Any).contains("registerFileRepresentation"))
  }

  @Test("loadItem hands out the object, data as NSData and a file as its URL")
  func items() throws {
    // Evidence: foundation/nsitemprovider/loaditem(fortypeidentifier:options:completionhandler:),
    // foundation/nsitemprovider/completionhandler: apps cast the item to the type they expect
    // (through `Any` here: on Linux the compiler can't see `NSSecureCoding`'s bridging and
    // warns on a direct cast, which the cast still survives at run time).
    let text = Received<String>()
    let narwhal = NSItemProvider(object: "narwhal" as NSString)
    narwhal.loadItem(
      forTypeIdentifier: "public.plain-text", options: nil,
      completionHandler: { item, _ in text.value = (item as Any) as? String })
    #expect(text.value == "narwhal")
    let provider = NSItemProvider()
    provider.registerDataRepresentation(for: .json) { completion in
      completion(Data("{}".utf8), nil)
      return nil
    }
    let file = try Self.temporaryFile(named: "page.url", contents: Data())
    provider.registerFileRepresentation(for: .fileURL) { completion in
      completion(file, false, nil)
      return nil
    }
    let data = Received<Data>()
    provider.loadItem(forTypeIdentifier: "public.json", options: nil) { item, _ in
      data.value = (item as Any) as? Data
    }
    #expect(data.value == Data("{}".utf8))
    let url = Received<URL>()
    provider.loadItem(forTypeIdentifier: "public.file-url") { item, _ in
      url.value = (item as Any) as? URL
    }
    #expect(url.value?.lastPathComponent == "page.url")
  }
}
