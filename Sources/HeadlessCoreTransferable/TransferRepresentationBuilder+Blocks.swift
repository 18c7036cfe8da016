extension TransferRepresentationBuilder {
  /// Combines 2 transfer representations into one, the first most preferred.
  ///
  /// - Parameters:
  ///   - content1: The first representation.
  ///   - content2: The second representation.
  /// - Returns: The representations, composed.
  public static func buildBlock<C1, C2>(_ content1: C1, _ content2: C2)
    -> TupleTransferRepresentation<Item, (C1, C2)>
  where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C1.Item == C2.Item
  {
    TupleTransferRepresentation(value: (content1, content2))
  }

  /// Combines 3 transfer representations into one, the first most preferred.
  ///
  /// - Parameters:
  ///   - content1: The first representation.
  ///   - content2: The second representation.
  ///   - content3: The third representation.
  /// - Returns: The representations, composed.
  public static func buildBlock<C1, C2, C3>(_ content1: C1, _ content2: C2, _ content3: C3)
    -> TupleTransferRepresentation<Item, (C1, C2, C3)>
  where
    Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation,
    C3: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item
  {
    TupleTransferRepresentation(value: (content1, content2, content3))
  }

  /// Combines 4 transfer representations into one, the first most preferred.
  ///
  /// - Parameters:
  ///   - content1: The first representation.
  ///   - content2: The second representation.
  ///   - content3: The third representation.
  ///   - content4: The fourth representation.
  /// - Returns: The representations, composed.
  public static func buildBlock<C1, C2, C3, C4>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4
  )
    -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)>
  where
    Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation,
    C3: TransferRepresentation, C4: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item,
    C3.Item == C4.Item
  {
    TupleTransferRepresentation(value: (content1, content2, content3, content4))
  }

  /// Combines 5 transfer representations into one, the first most preferred.
  ///
  /// - Parameters:
  ///   - content1: The first representation.
  ///   - content2: The second representation.
  ///   - content3: The third representation.
  ///   - content4: The fourth representation.
  ///   - content5: The fifth representation.
  /// - Returns: The representations, composed.
  public static func buildBlock<C1, C2, C3, C4, C5>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5
  )
    -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)>
  where
    Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation,
    C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation,
    C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item
  {
    TupleTransferRepresentation(value: (content1, content2, content3, content4, content5))
  }

  /// Combines 6 transfer representations into one, the first most preferred.
  ///
  /// - Parameters:
  ///   - content1: The first representation.
  ///   - content2: The second representation.
  ///   - content3: The third representation.
  ///   - content4: The fourth representation.
  ///   - content5: The fifth representation.
  ///   - content6: The sixth representation.
  /// - Returns: The representations, composed.
  public static func buildBlock<C1, C2, C3, C4, C5, C6>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6
  )
    -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)>
  where
    Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation,
    C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation,
    C6: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item,
    C4.Item == C5.Item, C5.Item == C6.Item
  {
    TupleTransferRepresentation(value: (content1, content2, content3, content4, content5, content6))
  }

  /// Combines 7 transfer representations into one, the first most preferred.
  ///
  /// - Parameters:
  ///   - content1: The first representation.
  ///   - content2: The second representation.
  ///   - content3: The third representation.
  ///   - content4: The fourth representation.
  ///   - content5: The fifth representation.
  ///   - content6: The sixth representation.
  ///   - content7: The seventh representation.
  /// - Returns: The representations, composed.
  public static func buildBlock<C1, C2, C3, C4, C5, C6, C7>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
    _ content7: C7
  )
    -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)>
  where
    Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation,
    C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation,
    C6: TransferRepresentation, C7: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item,
    C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item
  {
    TupleTransferRepresentation(
      value: (content1, content2, content3, content4, content5, content6, content7))
  }

  /// Combines 8 transfer representations into one, the first most preferred.
  ///
  /// - Parameters:
  ///   - content1: The first representation.
  ///   - content2: The second representation.
  ///   - content3: The third representation.
  ///   - content4: The fourth representation.
  ///   - content5: The fifth representation.
  ///   - content6: The sixth representation.
  ///   - content7: The seventh representation.
  ///   - content8: The eighth representation.
  /// - Returns: The representations, composed.
  public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
    _ content7: C7, _ content8: C8
  )
    -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation,
    C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation,
    C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation,
    C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item,
    C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item
  {
    TupleTransferRepresentation(
      value: (content1, content2, content3, content4, content5, content6, content7, content8))
  }

  /// Combines 9 transfer representations into one, the first most preferred.
  ///
  /// - Parameters:
  ///   - content1: The first representation.
  ///   - content2: The second representation.
  ///   - content3: The third representation.
  ///   - content4: The fourth representation.
  ///   - content5: The fifth representation.
  ///   - content6: The sixth representation.
  ///   - content7: The seventh representation.
  ///   - content8: The eighth representation.
  ///   - content9: The ninth representation.
  /// - Returns: The representations, composed.
  public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
    _ content7: C7, _ content8: C8, _ content9: C9
  )
    -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation,
    C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation,
    C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation,
    C9: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item,
    C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item,
    C8.Item == C9.Item
  {
    TupleTransferRepresentation(
      value: (
        content1, content2, content3, content4, content5, content6, content7, content8, content9
      ))
  }

  /// Combines 10 transfer representations into one, the first most preferred.
  ///
  /// - Parameters:
  ///   - content1: The first representation.
  ///   - content2: The second representation.
  ///   - content3: The third representation.
  ///   - content4: The fourth representation.
  ///   - content5: The fifth representation.
  ///   - content6: The sixth representation.
  ///   - content7: The seventh representation.
  ///   - content8: The eighth representation.
  ///   - content9: The ninth representation.
  ///   - content10: The tenth representation.
  /// - Returns: The representations, composed.
  public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9, C10>(
    _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6,
    _ content7: C7, _ content8: C8, _ content9: C9, _ content10: C10
  )
    -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)>
  where
    Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation,
    C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation,
    C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation,
    C9: TransferRepresentation, C10: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item,
    C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item,
    C7.Item == C8.Item, C8.Item == C9.Item, C9.Item == C10.Item
  {
    TupleTransferRepresentation(
      value: (
        content1, content2, content3, content4, content5, content6, content7, content8, content9,
        content10
      ))
  }
}
