/// A representation that transfers an item through another transferable type, as
/// CoreTransferable's `ProxyRepresentation`: a `Note` that pastes as its `String` body.
///
/// Modelled: the proxy type's own representations, reached through the conversions.
public struct ProxyRepresentation<Item, ProxyRepresentation>: TransferRepresentation,
  PrimitiveTransferRepresentation
where Item: Transferable, ProxyRepresentation: Transferable {
  /// A proxy representation has no body.
  public typealias Body = Never

  let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
  let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

  /// Creates a representation that exports an item as another type and imports it from one.
  ///
  /// - Parameters:
  ///   - exporting: Converts an item to the proxy type.
  ///   - importing: Converts the proxy type to an item.
  public init(
    exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  /// Creates a representation that only exports an item, as another type.
  ///
  /// - Parameter exporting: Converts an item to the proxy type.
  public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
    self.exporting = exporting
    self.importing = nil
  }

  /// Creates a representation that only imports an item, from another type.
  ///
  /// - Parameter importing: Converts the proxy type to an item.
  public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
    self.exporting = nil
    self.importing = importing
  }

  var leaves: [TransferLeaf<Item>] {
    TransferLeaves.of(ProxyRepresentation.self).map {
      $0.proxied(exporting: exporting, importing: importing)
    }
  }

  /// A proxy representation has no body: the model reads it directly.
  public var body: Never { primitiveTransferBody(of: self) }
}
