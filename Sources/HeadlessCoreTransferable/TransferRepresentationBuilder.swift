public import Foundation
public import HeadlessCombine

/// Composes transfer representations, most preferred first, as CoreTransferable's
/// `TransferRepresentationBuilder`: the attribute on ``Transferable/transferRepresentation`` and
/// ``TransferRepresentation/body``.
@resultBuilder
public struct TransferRepresentationBuilder<Item> where Item: Transferable {
  /// Builds a transfer representation from an expression.
  ///
  /// - Parameter content: The representation.
  /// - Returns: The representation.
  public static func buildExpression<R>(_ content: R) -> R
  where Item == R.Item, R: TransferRepresentation { content }

  /// Builds an encodable and decodable transfer representation from an expression, so that
  /// `CodableRepresentation(contentType:)` takes the builder's item type.
  ///
  /// - Parameter content: The representation.
  /// - Returns: The representation.
  public static func buildExpression<Encoder, Decoder>(
    _ content: CodableRepresentation<Item, Encoder, Decoder>
  ) -> CodableRepresentation<Item, Encoder, Decoder>
  where
    Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
    Encoder.Output == Data, Decoder.Input == Data
  { content }

  /// Passes a single transfer representation to the builder unmodified.
  ///
  /// - Parameter content: The representation.
  /// - Returns: The representation.
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Item == Content.Item, Content: TransferRepresentation { content }
}

/// Transfer representations composed in a builder, as CoreTransferable's
/// `TupleTransferRepresentation`: its parts, most preferred first.
public struct TupleTransferRepresentation<Item, Value>: TransferRepresentation,
  PrimitiveTransferRepresentation
where Item: Transferable, Value: Sendable {
  /// The representations, a tuple.
  let value: Value

  /// The parts' leaves, in order.
  var leaves: [TransferLeaf<Item>] {
    Mirror(reflecting: value).children.flatMap { child -> [TransferLeaf<Item>] in
      guard let part = child.value as? any TransferRepresentation else { return [] }
      return TransferLeaves.erased(part) as? [TransferLeaf<Item>] ?? []
    }
  }

  /// A tuple has no body: the model reads its parts.
  public var body: Never { primitiveTransferBody(of: self) }
}
