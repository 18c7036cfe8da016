public import Foundation

/// A representation for items that transfer as a file, as CoreTransferable's
/// `FileRepresentation`.
///
/// Modelled: exports and imports through its closures; an import receives the file it is given,
/// as the original (the model makes no copies), and data asked of an exported file is read from
/// it. Opening in place is kept by nothing the model does (inert).
public struct FileRepresentation<Item>: TransferRepresentation, PrimitiveTransferRepresentation
where Item: Transferable {
  /// A file representation has no body.
  public typealias Body = Never

  let leaf: TransferLeaf<Item>

  /// Creates a representation that exports an item as a file and imports it from one.
  ///
  /// - Parameters:
  ///   - contentType: The type of the file.
  ///   - shouldAttemptToOpenInPlace: Whether a receiver should open the file itself (inert).
  ///   - exporting: Hands out the file of an item.
  ///   - importing: Makes an item from a received file.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    leaf = TransferLeaf(contentType: contentType, exportFile: exporting, importFile: importing)
  }

  /// Creates a representation that only exports an item as a file.
  ///
  /// - Parameters:
  ///   - exportedContentType: The type of the file.
  ///   - shouldAllowToOpenInPlace: Whether a receiver may open the file itself (inert).
  ///   - exporting: Hands out the file of an item.
  public init(
    exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    leaf = TransferLeaf(contentType: exportedContentType, exportFile: exporting)
  }

  /// Creates a representation that only imports an item from a file.
  ///
  /// - Parameters:
  ///   - importedContentType: The type of the files it accepts.
  ///   - shouldAttemptToOpenInPlace: Whether to open the file itself (inert).
  ///   - importing: Makes an item from a received file.
  public init(
    importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    leaf = TransferLeaf(contentType: importedContentType, importFile: importing)
  }

  var leaves: [TransferLeaf<Item>] { [leaf] }

  /// A file representation has no body: the model reads it directly.
  public var body: Never { primitiveTransferBody(of: self) }
}

/// A file an item is exported as, as CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
  /// The file's URL.
  public var file: URL
  /// Whether the receiver may open the original file rather than a copy.
  public var allowAccessingOriginalFile: Bool

  /// Creates a file to send.
  ///
  /// - Parameters:
  ///   - file: The file's URL.
  ///   - allowAccessingOriginalFile: Whether the receiver may open the original.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file an item is imported from, as CoreTransferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
  /// The received file's URL.
  public let file: URL
  /// Whether the file is the original, rather than a copy; in the model it always is.
  public let isOriginalFile: Bool
}
