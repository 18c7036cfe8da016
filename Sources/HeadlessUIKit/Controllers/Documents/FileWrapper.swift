public import Foundation

#if !canImport(Darwin)
/// A file or a directory of files held in memory, as Foundation's `FileWrapper`, declared by
/// the model because Foundation on Linux lacks it.
///
/// Partial: a wrapper holds a regular file's contents or a directory's children, as apps build
/// them in a document's `fileWrapper(configuration:)`; reading from and writing to disk, symbolic
/// links and attributes aren't modelled.
open class FileWrapper: NSObject {
  /// The contents of a regular file.
  private let contents: Data?
  /// The children of a directory, by filename.
  private let children: [String: FileWrapper]?

  /// Creates a wrapper for a regular file with its contents.
  ///
  /// - Parameter contents: The file's contents.
  public init(regularFileWithContents contents: Data) {
    self.contents = contents
    self.children = nil
    super.init()
  }

  /// Creates a wrapper for a directory with its children.
  ///
  /// - Parameter childrenByPreferredName: The children, by filename.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    self.contents = nil
    self.children = childrenByPreferredName
    super.init()
  }

  /// The contents of a regular file; `nil` for a directory.
  open var regularFileContents: Data? { contents }

  /// The children of a directory, by filename; `nil` for a regular file.
  open var fileWrappers: [String: FileWrapper]? { children }

  /// Whether the wrapper is a regular file.
  open var isRegularFile: Bool { contents != nil }

  /// Whether the wrapper is a directory.
  open var isDirectory: Bool { children != nil }

  /// The name the wrapper prefers when saved or added to a directory.
  open var preferredFilename: String?
}
#endif
