public import Foundation

/// A representation for items that convert to and from data themselves, as CoreTransferable's
/// `DataRepresentation`.
///
/// Modelled: exports and imports through its closures.
public struct DataRepresentation<Item>: TransferRepresentation, PrimitiveTransferRepresentation
where Item: Transferable {
  /// A data representation has no body.
  public typealias Body = Never

  let leaf: TransferLeaf<Item>

  /// Creates a representation that exports an item as data and imports it from data.
  ///
  /// - Parameters:
  ///   - contentType: The type that best describes the data.
  ///   - exporting: Makes the data of an item.
  ///   - importing: Makes an item from data.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    leaf = TransferLeaf(contentType: contentType, exportData: exporting, importData: importing)
  }

  /// Creates a representation that only exports an item as data.
  ///
  /// - Parameters:
  ///   - exportedContentType: The type that best describes the data.
  ///   - exporting: Makes the data of an item.
  public init(
    exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    leaf = TransferLeaf(contentType: exportedContentType, exportData: exporting)
  }

  /// Creates a representation that only imports an item from data.
  ///
  /// - Parameters:
  ///   - importedContentType: The type of the data it accepts.
  ///   - importing: Makes an item from data.
  public init(
    importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    leaf = TransferLeaf(contentType: importedContentType, importData: importing)
  }

  var leaves: [TransferLeaf<Item>] { [leaf] }

  /// A data representation has no body: the model reads it directly.
  public var body: Never { primitiveTransferBody(of: self) }
}
