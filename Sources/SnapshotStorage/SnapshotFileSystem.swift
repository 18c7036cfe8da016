#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The file operations the snapshot store performs, so tests can inject failures.
public protocol SnapshotFileSystem: Sendable {
  /// Returns a file's bytes, or `nil` when there is no file at the path.
  ///
  /// - Parameter url: The file's location.
  /// - Returns: The bytes, or `nil` when the file does not exist.
  /// - Throws: An error when the file exists but cannot be read.
  func contents(of url: URL) throws -> [UInt8]?

  /// Writes a file atomically: readers see the old bytes or the new ones, never a mix, and an
  /// interrupted write leaves no file behind. Creates missing parent directories.
  ///
  /// - Parameters:
  ///   - bytes: The bytes to write.
  ///   - url: The file's location.
  /// - Throws: An error when the file cannot be written.
  func write(_ bytes: [UInt8], to url: URL) throws

  /// Removes a file if it exists.
  ///
  /// - Parameter url: The file's location.
  /// - Throws: An error when the file exists but cannot be removed.
  func removeIfPresent(_ url: URL) throws
}

/// The real file system, through Foundation.
public struct LocalFileSystem: SnapshotFileSystem {
  /// Creates the real file system.
  public init() {}

  public func contents(of url: URL) throws -> [UInt8]? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    // Read straight into the array: `Data(contentsOf:)` and a copy into `[UInt8]` would touch
    // every byte twice more, which a 5 MB snapshot diffed from the command line notices.
    if let bytes = FileBytes.read(atPath: url.path) { return bytes }
    return [UInt8](try Data(contentsOf: url))
  }

  public func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // `.atomic` writes a temporary file beside the target and renames it over the target.
    try Data(bytes).write(to: url, options: .atomic)
  }

  public func removeIfPresent(_ url: URL) throws {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    try FileManager.default.removeItem(at: url)
  }
}
