public import HeadlessUIKit

/// A document stored as a value, read from and written to files, as SwiftUI's `FileDocument`.
///
/// Modelled where an app's code meets it: `fileExporter` asks the document for its file wrapper
/// when the user picks where it goes, and reports a thrown error through `onCompletion`.
/// Document-based scenes (`DocumentGroup`) aren't modelled.
@preconcurrency
public protocol FileDocument: Sendable {
  /// The configuration a document reads from.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// The configuration a document writes with.
  typealias WriteConfiguration = FileDocumentWriteConfiguration

  /// The types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The types the document writes; by default those it reads.
  static var writableContentTypes: [UTType] { get }

  /// Creates a document from a file's contents.
  ///
  /// - Parameter configuration: The file and its type.
  /// - Throws: The app's error when the file's contents can't be read as the document.
  init(configuration: Self.ReadConfiguration) throws

  /// Serializes the document into a file wrapper.
  ///
  /// - Parameter configuration: The type to write and the file written last, if any.
  /// - Returns: The file wrapper holding the document.
  /// - Throws: The app's error when the document can't be written.
  func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a file document reads from, as SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
  /// The expected type of the file's contents.
  public let contentType: UTType
  /// The file wrapper holding the document's contents.
  public let file: FileWrapper
}

/// What a file document writes with, as SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
  /// The type to write.
  public let contentType: UTType
  /// The file wrapper holding the document's current contents; `nil` when it was never saved.
  public let existingFile: FileWrapper?
}
