import Foundation
import HeadlessSwiftUI
import HierarchyTestSupport
import Testing

/// Transferable types describe how they move, and the model moves them that way: exported and
/// imported through the representations, in the order written, and loaded from item providers.
@Suite("Transferable")
struct TransferableTests {
  /// A note that transfers as its own JSON, or as plain text by proxy, as Apple's examples do.
  struct Note: Codable, Transferable, Equatable {
    var body: String

    static var transferRepresentation: some TransferRepresentation {
      CodableRepresentation(contentType: .json)
      ProxyRepresentation(exporting: \.body, importing: { Note(body: $0) })
    }
  }

  /// A layer with a custom binary format that also exports a PNG.
  struct Layer: Transferable, Equatable {
    var bytes: [UInt8]

    static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(contentType: .layer) {
        Data($0.bytes)
      } importing: {
        Layer(bytes: [UInt8]($0))
      }
      DataRepresentation(exportedContentType: .png) { layer in Data([0x89] + layer.bytes) }
    }
  }

  /// A movie that transfers as a file.
  struct Movie: Transferable, Equatable {
    var url: URL
    var wasOriginal: Bool

    static var transferRepresentation: some TransferRepresentation {
      FileRepresentation(contentType: .mpeg4Movie) {
        SentTransferredFile($0.url)
      } importing: {
        received in
        Movie(url: received.file, wasOriginal: received.isOriginalFile)
      }
    }
  }

  @Test("Exports go through the first representation of the wanted type")
  func exports() async throws {
    // Evidence: coretransferable/transferable/exported(as:) (the first representation that
    // conforms to the type, the first that exports when none is given).
    let note = Note(body: "Dolphins sleep with half their brain")
    let json = try await note.exported(as: .json)
    #expect(try JSONDecoder().decode(Note.self, from: json) == note)
    #expect(try await note.exported(as: .utf8PlainText) == Data(note.body.utf8))
    #expect(try await note.exported(as: nil) == json)
    let layer = Layer(bytes: [1, 2])
    #expect(try await layer.exported(as: .png) == Data([0x89, 1, 2]))
    #expect(try await layer.exported(as: .image) == Data([0x89, 1, 2]))
    await #expect(throws: (any Error).self) { try await layer.exported(as: .pdf) }
  }

  @Test("Imports go through the first representation that imports the data")
  func imports() async throws {
    // Evidence: coretransferable/transferable/init(importing:contenttype:)-74t08.
    #expect(
      try await Note(importing: Data("Orcas".utf8), contentType: .utf8PlainText).body == "Orcas")
    #expect(try await Layer(importing: Data([7]), contentType: .layer) == Layer(bytes: [7]))
    await #expect(throws: (any Error).self) {
      try await Layer(importing: Data([7]), contentType: .png)  // exported only
    }
    #expect(try await String(importing: Data("whale".utf8), contentType: nil) == "whale")
    #expect(
      try await URL(importing: Data("https://example.org".utf8), contentType: .url)
        == URL(string: "https://example.org"))
  }

  @Test("A file representation imports the file itself, as the original")
  func fileImport() async throws {
    // Evidence: coretransferable/transferable/init(importing:contenttype:)-4pfpm,
    // coretransferable/filerepresentation.
    let file = try TemporaryDirectory().url.appendingPathComponent("clip.mp4")
    try Data([0, 0]).write(to: file)
    let movie = try await Movie(importing: file, contentType: nil)
    #expect(movie == Movie(url: file, wasOriginal: true))
    #expect(try await movie.exported(as: .mpeg4Movie) == Data([0, 0]))
    // A name that says nothing of the type: each representation is tried in turn.
    let unnamed = try TemporaryDirectory().url.appendingPathComponent("clip.take7")
    try Data([1]).write(to: unnamed)
    #expect(try await Movie(importing: unnamed, contentType: nil).url == unnamed)
  }

  @Test("An item provider loads a transferable through the representation it holds data for")
  func loadFromItemProvider() async throws {
    // Evidence: foundation/nsitemprovider/loadtransferable(type:completionhandler:).
    let provider = NSItemProvider()
    provider.registerDataRepresentation(for: .utf8PlainText) { completion in
      completion(Data("Belugas sing".utf8), nil)
      return nil
    }
    let note = try await withCheckedThrowingContinuation { continuation in
      _ = provider.loadTransferable(type: Note.self) { continuation.resume(with: $0) }
    }
    #expect(note == Note(body: "Belugas sing"))
    let missing: Result<Layer, any Error> = await withCheckedContinuation { continuation in
      _ = provider.loadTransferable(type: Layer.self) { continuation.resume(returning: $0) }
    }
    guard case .failure(let error) = missing else {
      Issue.record("a provider without layer data loaded a Layer")
      return
    }
    #expect(String(describing: error).contains("com.example.layer"))
  }

  /// A card that only imports, from JSON it decodes with its own coders, or from raw bytes.
  struct Card: Codable, Transferable, Equatable {
    var title: String

    static var transferRepresentation: some TransferRepresentation {
      CodableRepresentation(
        for: Card.self, contentType: .json, encoder: PropertyListEncoder(),
        decoder: PropertyListDecoder())
      DataRepresentation(importedContentType: .data) {
        Card(title: String(decoding: $0, as: UTF8.self))
      }
      FileRepresentation(exportedContentType: .plainText, shouldAllowToOpenInPlace: true) { card in
        SentTransferredFile(
          URL(fileURLWithPath: "/\(card.title)"), allowAccessingOriginalFile: true)
      }
    }
  }

  @Test("Every representation and the standard types spell as apps write them")
  func spellings() async throws {
    // Evidence: coretransferable/codablerepresentation, coretransferable/datarepresentation,
    // coretransferable/filerepresentation, coretransferable/sentransferredfile.
    let card = Card(title: "Manta")
    let encoded = try await card.exported(as: .json)
    #expect(try PropertyListDecoder().decode(Card.self, from: encoded) == card)
    let bytes: Card = try await .init(importing: Data("Ray".utf8), contentType: .data)
    #expect(bytes == Card(title: "Ray"))
    let sent = SentTransferredFile(URL(fileURLWithPath: "/Manta"), allowAccessingOriginalFile: true)
    #expect(sent.allowAccessingOriginalFile && sent.file.path == "/Manta")
    // The standard conformances, as generic code names them.
    _ = String.transferRepresentation
    _ = Data.transferRepresentation
    _ = URL.transferRepresentation
    _ = Image.transferRepresentation
    let never: () -> Never = { Never.transferRepresentation }
    _ = never
    #expect(try await Data([1, 2]).exported(as: .data) == Data([1, 2]))
  }

  @Test("An image exports no pixels, and says so")
  func imageExport() async {
    await #expect(throws: (any Error).self) {
      try await Image(systemName: "star").exported(as: .png)
    }
  }
}

extension UTType {
  /// The layer's own binary format.
  fileprivate static let layer = UTType(exportedAs: "com.example.layer")
}
