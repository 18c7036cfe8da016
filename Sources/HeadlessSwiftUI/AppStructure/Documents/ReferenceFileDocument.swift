public import HeadlessCombine
public import HeadlessUIKit

/// A document stored as an object, read from and written to files, as SwiftUI's
/// `ReferenceFileDocument`.
///
/// Modelled where an app's code meets it: `fileExporter` asks the document for a snapshot and
/// the snapshot's file wrapper when the user picks where it goes, and reports a thrown error
/// through `onCompletion`. Document-based scenes (`DocumentGroup`) aren't modelled.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
  /// The document's stored content, which a save serializes.
  associatedtype Snapshot
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

  /// Returns a copy of the document's content to save.
  ///
  /// - Parameter contentType: The type to write.
  /// - Returns: The snapshot.
  /// - Throws: The app's error when no snapshot can be made.
  func snapshot(contentType: UTType) throws -> Self.Snapshot

  /// Serializes a snapshot into a file wrapper.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot to save.
  ///   - configuration: The type to write and the file written last, if any.
  /// - Returns: The file wrapper holding the snapshot.
  /// - Throws: The app's error when the snapshot can't be written.
  func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws
    -> FileWrapper
}

extension ReferenceFileDocument {
  /// The types the document reads.
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
