/// An opaque collection representing the subviews of view, as SwiftUI's `SubviewsCollection`.
///
/// Modelled: the views the view resolves to, in order; as a view it shows all of them, "a
/// proxy for the original view" [DOC: `swiftui/subviewscollection`].
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
  /// The subviews.
  let subviews: [Subview]

  /// The position of the first subview.
  public var startIndex: Int { subviews.startIndex }

  /// The position one past the last subview.
  public var endIndex: Int { subviews.endIndex }

  /// Returns the position immediately after the given index.
  ///
  /// - Parameter i: A valid index of the collection.
  /// - Returns: The next index.
  public func index(after i: Int) -> Int { subviews.index(after: i) }

  /// Returns the position immediately before the given index.
  ///
  /// - Parameter i: A valid index of the collection.
  /// - Returns: The previous index.
  public func index(before i: Int) -> Int { subviews.index(before: i) }

  /// Accesses the subview at the specified position.
  ///
  /// - Parameter index: A valid index of the collection.
  public subscript(index: Int) -> Subview { subviews[index] }

  /// Accesses a contiguous subrange of the subviews.
  ///
  /// - Parameter bounds: A range of the collection's indices.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension SubviewsCollection: PrimitiveView {
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] { subviews.map(\.node) }
}

/// A slice of a SubviewsCollection, as SwiftUI's `SubviewsCollectionSlice`: it keeps the
/// collection's indices, and as a view shows its subviews.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
  /// The subviews, at the collection's indices.
  let subviews: ArraySlice<Subview>

  /// The position of the first subview.
  public var startIndex: Int { subviews.startIndex }

  /// The position one past the last subview.
  public var endIndex: Int { subviews.endIndex }

  /// Returns the position immediately after the given index.
  ///
  /// - Parameter i: A valid index of the slice.
  /// - Returns: The next index.
  public func index(after i: Int) -> Int { subviews.index(after: i) }

  /// Returns the position immediately before the given index.
  ///
  /// - Parameter i: A valid index of the slice.
  /// - Returns: The previous index.
  public func index(before i: Int) -> Int { subviews.index(before: i) }

  /// Accesses the subview at the specified position.
  ///
  /// - Parameter index: A valid index of the slice.
  public subscript(index: Int) -> Subview { subviews[index] }

  /// Accesses a contiguous subrange of the subviews.
  ///
  /// - Parameter bounds: A range of the slice's indices.
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension SubviewsCollectionSlice: PrimitiveView {
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] { subviews.map(\.node) }
}
