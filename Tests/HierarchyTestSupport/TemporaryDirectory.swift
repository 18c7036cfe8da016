public import Foundation

/// A fresh folder under the system's temporary directory, unique to one test.
public struct TemporaryDirectory: Sendable {
  /// The folder's location.
  public let url: URL

  /// Creates a fresh, empty folder.
  ///
  /// - Throws: An error when the folder cannot be created.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("PresentationSnapshotsTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Returns the bytes of a file below the folder, or `nil` when there is none.
  ///
  /// - Parameter path: The file's path relative to the folder.
  /// - Returns: The file's bytes, or `nil`.
  public func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: url.appendingPathComponent(path).path).map { [UInt8]($0) }
  }

  /// Returns the paths of every file below the folder, relative to it, sorted.
  public var files: [String] {
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }

  /// Writes a file below the folder, creating parent folders.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - path: The file's path relative to the folder.
  /// - Throws: An error when the file cannot be written.
  public func write(_ text: String, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Removes the folder and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
