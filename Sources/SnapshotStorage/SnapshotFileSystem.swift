#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The file operations the snapshot store and the review commands perform, so tests can inject
/// failures.
@_spi(Testing) public protocol SnapshotFileSystem: Sendable {
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

  /// Renames a file over another in one step: readers see the old file or the new one.
  ///
  /// - Parameters:
  ///   - source: The file to move.
  ///   - destination: Where it goes; a file there is replaced.
  /// - Throws: An error when the file cannot be moved.
  func move(_ source: URL, over destination: URL) throws

  /// Creates a folder and the folders above it that are missing.
  ///
  /// - Parameter url: The folder's location.
  /// - Throws: An error when it cannot be created.
  func createDirectory(_ url: URL) throws

  /// What a path names, without following a symbolic link.
  ///
  /// - Parameter url: The location.
  /// - Returns: A regular file, a folder, something else (such as a link), or nothing.
  func kind(at url: URL) -> FileKind

  /// The names of the entries of a folder, in no particular order.
  ///
  /// - Parameter folder: The folder's location.
  /// - Returns: The names; empty when the folder can't be listed.
  func names(in folder: URL) -> [String]
}
