public import Foundation

/// A type whose values move through drag and drop, copy and paste and sharing, as
/// CoreTransferable's `Transferable`: it describes how in its ``transferRepresentation``.
///
/// Modelled: the representations import and export as Apple's do (``DataRepresentation``,
/// ``FileRepresentation``, ``CodableRepresentation``, ``ProxyRepresentation``, in the order
/// written), which ``exported(as:)``, ``init(importing:contentType:)`` and
/// `NSItemProvider.loadTransferable(type:completionHandler:)` use.
@preconcurrency
public protocol Transferable: Sendable {
  /// The type of the representation used to import and export the item.
  associatedtype Representation: TransferRepresentation

  /// The representation used to import and export the item, most preferred first.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation {
    get
  }
}

extension Transferable {
  /// Exports the value as data of a content type, through the first representation that
  /// exports it (the first that exports anything when `contentType` is `nil`).
  ///
  /// - Parameter contentType: The type of the data wanted, or `nil` for the preferred one.
  /// - Returns: The data.
  /// - Throws: An error naming the types the value transfers as when no representation exports
  ///   that type, or the representation's own error.
  public func exported(as contentType: UTType?) async throws -> Data {
    for leaf in TransferLeaves.of(Self.self) where leaf.handles(contentType) {
      if let export = leaf.exportData { return try await export(self) }
      if let exportFile = leaf.exportFile {
        return try Data(contentsOf: try await exportFile(self).file)
      }
    }
    throw TransferError.cannotExport(Self.self, as: contentType)
  }

  /// Creates a value from data of a content type, through the first representation that
  /// imports it (trying each in turn when `contentType` is `nil`).
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - contentType: The data's type, or `nil` when unknown.
  /// - Throws: An error naming the types the value transfers as when no representation imports
  ///   the data, or the last representation's own error.
  public init(importing data: Data, contentType: UTType?) async throws {
    var lastError: (any Error)?
    for leaf in TransferLeaves.of(Self.self) where leaf.handles(contentType) {
      guard let importData = leaf.importData else { continue }
      do {
        self = try await importData(data)
        return
      } catch { lastError = error }
    }
    throw lastError ?? TransferError.cannotImport(Self.self, from: contentType)
  }

  /// Creates a value from a file of a content type, through the first representation that
  /// imports it: a file representation gets the file itself (not a copy), a data
  /// representation its contents.
  ///
  /// - Parameters:
  ///   - file: The file's URL.
  ///   - contentType: The file's type, or `nil` to infer it from the file name's extension
  ///     (and, when no representation takes that, to try each in turn).
  /// - Throws: An error naming the types the value transfers as when no representation imports
  ///   the file, or the last representation's own error.
  public init(importing file: URL, contentType: UTType?) async throws {
    let type = contentType ?? UTType(filenameExtension: file.pathExtension)
    let leaves = TransferLeaves.of(Self.self)
    // A type inferred from the name that no representation takes is as good as unknown: each
    // representation is tried in turn [DOC: coretransferable/transferable/init(importing:contenttype:)-4pfpm].
    let inferredButUnknown = contentType == nil && !leaves.contains { $0.handles(type) }
    var lastError: (any Error)?
    for leaf in leaves where inferredButUnknown || leaf.handles(type) {
      do {
        if let importFile = leaf.importFile {
          self = try await importFile(ReceivedTransferredFile(file: file, isOriginalFile: true))
          return
        }
        if let importData = leaf.importData {
          self = try await importData(try Data(contentsOf: file))
          return
        }
      } catch { lastError = error }
    }
    throw lastError ?? TransferError.cannotImport(Self.self, from: type)
  }
}

/// Why a value couldn't be exported or imported, naming the type and what it transfers as.
struct TransferError: Error, CustomStringConvertible {
  /// What went wrong.
  let description: String

  /// No representation of the type exports the content type.
  static func cannotExport<T: Transferable>(_ type: T.Type, as contentType: UTType?) -> Self {
    Self(description: message(type, "exports", contentType))
  }

  /// No representation of the type imports the content type.
  static func cannotImport<T: Transferable>(_ type: T.Type, from contentType: UTType?) -> Self {
    Self(description: message(type, "imports", contentType))
  }

  private static func message<T: Transferable>(
    _ type: T.Type, _ verb: String, _ contentType: UTType?
  ) -> String {
    let types = TransferLeaves.of(type).map(\.contentType.identifier)
    return "\(type)'s transferRepresentation \(verb) no \(contentType?.identifier ?? "content") "
      + "(it transfers as \(types.isEmpty ? "nothing" : types.joined(separator: ", ")))"
  }
}
