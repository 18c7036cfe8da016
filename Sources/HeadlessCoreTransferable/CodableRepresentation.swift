public import Foundation
public import HeadlessCombine

/// A representation for `Codable` items, encoded and decoded as one content type, as
/// CoreTransferable's `CodableRepresentation`.
///
/// Modelled: encodes with the encoder and decodes with the decoder (JSON by default).
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation,
  PrimitiveTransferRepresentation
where
  Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder,
  Decoder: TopLevelDecoder, Encoder.Output == Data, Decoder.Input == Data
{
  /// A codable representation has no body.
  public typealias Body = Never

  let contentType: UTType
  let encoder: Encoder
  let decoder: Decoder

  /// Creates a representation that encodes an item with an encoder and decodes it with a
  /// decoder.
  ///
  /// - Parameters:
  ///   - itemType: The item's type.
  ///   - contentType: The type that best describes the encoded item.
  ///   - encoder: Encodes the item.
  ///   - decoder: Decodes the item.
  public init(
    for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder
  ) {
    self.contentType = contentType
    self.encoder = encoder
    self.decoder = decoder
  }

  /// Creates a representation that encodes and decodes an item as JSON.
  ///
  /// - Parameters:
  ///   - itemType: The item's type.
  ///   - contentType: The type that best describes the encoded item.
  public init(for itemType: Item.Type = Item.self, contentType: UTType)
  where Encoder == JSONEncoder, Decoder == JSONDecoder {
    self.init(
      for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
  }

  var leaves: [TransferLeaf<Item>] {
    let (encoder, decoder) = (encoder, decoder)
    let coders = Coders<Item>(
      encode: { try encoder.encode($0) }, decode: { try decoder.decode(Item.self, from: $0) })
    return [
      TransferLeaf(
        contentType: contentType, exportData: { try coders.encode($0) },
        importData: { try coders.decode($0) })
    ]
  }

  /// A codable representation has no body: the model reads it directly.
  public var body: Never { primitiveTransferBody(of: self) }
}

// `@unchecked`: encoders and decoders aren't `Sendable`; the representation only calls them,
// one encode or decode at a time per transfer, as CoreTransferable's does.
extension CodableRepresentation: @unchecked Sendable {}

/// A representation's encoding and decoding, carried into `@Sendable` transfer closures.
private struct Coders<Item>: @unchecked Sendable {
  // `@unchecked`: see `CodableRepresentation`'s `Sendable` conformance.
  let encode: (Item) throws -> Data
  let decode: (Data) throws -> Item
}
