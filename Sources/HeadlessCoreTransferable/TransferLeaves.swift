import Foundation

/// One way a representation moves an item: its content type and the closures that export and
/// import it as data or as a file, flattened from a type's transfer representation.
struct TransferLeaf<Item>: Sendable {
  /// The type of the content.
  let contentType: UTType
  /// Exports the item as data, when the representation exports data.
  var exportData: (@Sendable (Item) async throws -> Data)?
  /// Imports the item from data, when the representation imports data.
  var importData: (@Sendable (Data) async throws -> Item)?
  /// Exports the item as a file, when the representation exports a file.
  var exportFile: (@Sendable (Item) async throws -> SentTransferredFile)?
  /// Imports the item from a file, when the representation imports a file.
  var importFile: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

  /// Whether the leaf serves a wanted content type: the same type or one it conforms to, or
  /// any when none is wanted.
  func handles(_ wanted: UTType?) -> Bool {
    guard let wanted else { return true }
    return contentType == wanted || contentType.conforms(to: wanted)
  }

  /// The leaf for another item type, moving it through this one: what a proxy does.
  func proxied<Outer>(
    exporting: (@Sendable (Outer) async throws -> Item)?,
    importing: (@Sendable (Item) async throws -> Outer)?
  ) -> TransferLeaf<Outer> {
    var leaf = TransferLeaf<Outer>(contentType: contentType)
    if let exporting, let exportData {
      leaf.exportData = { try await exportData(try await exporting($0)) }
    }
    if let exporting, let exportFile {
      leaf.exportFile = { try await exportFile(try await exporting($0)) }
    }
    if let importing, let importData {
      leaf.importData = { try await importing(try await importData($0)) }
    }
    if let importing, let importFile {
      leaf.importFile = { try await importing(try await importFile($0)) }
    }
    return leaf
  }
}

/// Flattens transfer representations into their leaves, in the order written.
enum TransferLeaves {
  /// The leaves of a type's transfer representation.
  static func of<T: Transferable>(_ type: T.Type) -> [TransferLeaf<T>] {
    of(T.transferRepresentation) as? [TransferLeaf<T>] ?? []
  }

  /// The leaves of a representation: its own when built in, else its body's.
  static func of<R: TransferRepresentation>(_ representation: R) -> [TransferLeaf<R.Item>] {
    if let primitive = representation as? any PrimitiveTransferRepresentation {
      return leaves(of: primitive) as? [TransferLeaf<R.Item>] ?? []
    }
    return of(representation.body) as? [TransferLeaf<R.Item>] ?? []
  }

  /// The leaves of a representation whose item type the caller knows only at run time.
  static func erased<R: TransferRepresentation>(_ representation: R) -> Any { of(representation) }

  private static func leaves<P: PrimitiveTransferRepresentation>(of primitive: P) -> Any {
    primitive.leaves
  }
}
