@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files a report names, read through a file system: its paths are relative to the
/// package root, or absolute (the artifacts folder may lie outside the package).
struct ReportFiles {
  /// The package root the report's relative paths start from.
  let packageRoot: URL
  /// Where to read.
  let fileSystem: any SnapshotFileSystem

  /// The location of a path the report holds.
  func url(_ path: String) -> URL {
    (path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path)).standardizedFileURL
  }

  /// The bytes of a file the report names, or `nil` when there is none or it can't be read.
  func bytes(_ path: String?) -> [UInt8]? {
    path.flatMap { try? fileSystem.contents(of: url($0)) }
  }

  /// The text of a file the report names, such as a patch.
  func text(_ path: String?) -> String? {
    bytes(path).map { String(decoding: $0, as: UTF8.self) }
  }
}
