#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, through Foundation.
@_spi(Testing) public struct LocalFileSystem: SnapshotFileSystem {
  /// Creates the real file system.
  @_spi(Testing) public init() {}

  @_spi(Testing) public func contents(of url: URL) throws -> [UInt8]? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    // Read straight into the array: `Data(contentsOf:)` and a copy into `[UInt8]` would touch
    // every byte twice more, which a 5 MB snapshot diffed from the command line notices.
    if let bytes = FileBytes.read(atPath: url.path) { return bytes }
    return [UInt8](try Data(contentsOf: url))
  }

  @_spi(Testing) public func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // `.atomic` writes a temporary file beside the target and renames it over the target.
    try Data(bytes).write(to: url, options: .atomic)
  }

  @_spi(Testing) public func removeIfPresent(_ url: URL) throws {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    try FileManager.default.removeItem(at: url)
  }

  @_spi(Testing) public func move(_ source: URL, over destination: URL) throws {
    // `rename(2)` replaces the destination in one step; `FileManager.moveItem` refuses to.
    guard rename(source.path, destination.path) == 0 else {
      throw POSIXErrorCode(rawValue: errno).map { POSIXError($0) } ?? CocoaError(.fileWriteUnknown)
    }
  }

  @_spi(Testing) public func createDirectory(_ url: URL) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  @_spi(Testing) public func kind(at url: URL) -> FileKind {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  @_spi(Testing) public func names(in folder: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  }
}
