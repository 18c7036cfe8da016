import Foundation
import HeadlessSwiftUI
import HierarchyTestSupport
import Testing

@testable import AppPatterns

@MainActor
@Suite struct TransferPatternTests {
  @Test("An editor's transferables, with import CoreTransferable, load what a picked item holds")
  func pickedItemsLoadThroughTheirRepresentations() async throws {
    let folder = try TemporaryDirectory().url
    let gifFile = folder.appendingPathComponent("cat.gif")
    try Data("GIF89a".utf8).write(to: gifFile)
    let gifItem = NSItemProvider()
    gifItem.registerFileRepresentation(for: .gif) { completion in
      completion(gifFile, false, nil)
      return nil
    }
    let loader = PickedItemLoader()
    let gif = try #require(await loader.loadItemContent(item: gifItem) as? GifFileTransferable)
    #expect(gif.url == gifFile)
    #expect(gif.data == Data("GIF89a".utf8))

    let movieFile = folder.appendingPathComponent("clip.mov")
    let movieItem = NSItemProvider()
    movieItem.registerFileRepresentation(for: .quickTimeMovie) { completion in
      completion(movieFile, false, nil)
      return nil
    }
    let movie = try #require(
      await loader.loadItemContent(item: movieItem) as? MovieFileTransferable)
    #expect(movie.url == movieFile)

    let text = await loader.loadItemContent(item: NSItemProvider(object: "Hello" as NSString))
    #expect(text as? String == "Hello")

    let image = RemoteImageTransferable(url: URL(fileURLWithPath: "/tmp/a.jpg"))
    #expect(try await image.exported(as: .jpeg) == Data("file:///tmp/a.jpg".utf8))
  }
}
