// A media editor's transferables, written as a Mastodon client's are (public app patterns:
// a Codable image link that exports JPEG data it fetches, and movie and GIF files picked from the
// library that import as files), with untouched imports.
import CoreTransferable
import SwiftUI
import UIKit
import UniformTypeIdentifiers

public struct RemoteImageTransferable: Codable, Transferable {
  public let url: URL

  public init(url: URL) {
    self.url = url
  }

  public func fetchData() async -> Data {
    Data(url.absoluteString.utf8)
  }

  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .jpeg) { transferable in
      await transferable.fetchData()
    }
  }
}

public final class MovieFileTransferable: Transferable, Sendable {
  public let url: URL

  init(url: URL) {
    self.url = url
  }

  public static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(importedContentType: .movie) { receivedTransferrable in
      MovieFileTransferable(url: receivedTransferrable.localURL)
    }
    FileRepresentation(importedContentType: .video) { receivedTransferrable in
      MovieFileTransferable(url: receivedTransferrable.localURL)
    }
  }
}

public final class GifFileTransferable: Transferable, Sendable {
  public let url: URL

  init(url: URL) {
    self.url = url
  }

  public var data: Data? {
    try? Data(contentsOf: url)
  }

  public static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(importedContentType: .gif) { receivedTransferrable in
      GifFileTransferable(url: receivedTransferrable.localURL)
    }
  }
}

extension ReceivedTransferredFile {
  public nonisolated var localURL: URL {
    if isOriginalFile {
      return file
    }
    return file
  }
}

/// Loads what a picked item holds, trying a movie, then a GIF, then text, as the editor does.
@MainActor
public struct PickedItemLoader {
  public init() {}

  public func loadItemContent(item: NSItemProvider) async -> Any? {
    if let movie = await getTransferable(MovieFileTransferable.self, item: item) {
      return movie
    } else if let gif = await getTransferable(GifFileTransferable.self, item: item) {
      return gif
    } else {
      return await getTransferable(String.self, item: item)
    }
  }

  private func getTransferable<T: Transferable>(_ type: T.Type, item: NSItemProvider) async -> T? {
    await withCheckedContinuation { continuation in
      _ = item.loadTransferable(type: T.self) { result in
        switch result {
        case .success(let success):
          continuation.resume(with: .success(success))
        case .failure:
          continuation.resume(with: .success(nil))
        }
      }
    }
  }
}
