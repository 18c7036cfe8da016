/// A declarative description of how an item imports and exports, as CoreTransferable's
/// `TransferRepresentation`: a built-in representation, or a composition of them in ``body``.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type of the item the representation transfers.
  associatedtype Item: Transferable
  /// The transfer representation for the item.
  associatedtype Body: TransferRepresentation

  /// The representations this one is made of, most preferred first.
  @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
}

/// A representation the model reads directly (the built-in ones and tuples of them), rather
/// than through its `body`.
protocol PrimitiveTransferRepresentation: TransferRepresentation {
  /// The ways this representation moves an item, most preferred first.
  var leaves: [TransferLeaf<Item>] { get }
}

extension TransferRepresentationBuilder {
  /// Lets a built-in representation's `body`, which the requirement's builder attribute
  /// transforms, be its `Never` (internal: apps never write such a body).
  static func buildExpression(_ content: Never) -> Never {}

  /// Lets a built-in representation's `body` be its `Never` (internal, as above).
  static func buildBlock(_ content: Never) -> Never {}
}

/// The body of a built-in representation, which has none: the model reads its leaves.
func primitiveTransferBody<R: PrimitiveTransferRepresentation>(of representation: R) -> Never {
  preconditionFailure("\(R.self) is a built-in transfer representation, with no body")
}

extension Never: Transferable {
  /// `Never` transfers as nothing: it has no values.
  public static var transferRepresentation: Never {
    preconditionFailure("Never has no transfer representation")
  }
}

extension Never: TransferRepresentation {
  /// `Never` represents nothing.
  public typealias Item = Never

  /// `Never` has no body.
  public var body: Never { self }
}
