/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so
/// `ForEach($items) { $item in … }` edits the items in place.
extension Binding: Sequence where Value: MutableCollection {
  /// A binding to one element.
  public typealias Element = Binding<Value.Element>
  /// Iterates over the bindings to the elements.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A contiguous part of the collection of bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The collection's index type.
  public typealias Index = Value.Index
  /// The indices of the collection.
  public typealias Indices = Value.Indices

  /// The position of the first element.
  public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }

  /// The position one past the last element.
  public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }

  /// The valid indices of the collection.
  public var indices: Value.Indices { wrappedValue.indices }

  /// The position after an index.
  ///
  /// - Parameter i: A valid index.
  /// - Returns: The next index.
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index {
    wrappedValue.index(after: i)
  }

  /// Moves an index to the position after it.
  ///
  /// - Parameter i: A valid index.
  public func formIndex(after i: inout Binding<Value>.Index) {
    wrappedValue.formIndex(after: &i)
  }

  /// A binding to the element at a position.
  ///
  /// - Parameter position: A valid index.
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
    Binding<Value.Element>(
      get: { self.wrappedValue[position] },
      trackedSet: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  /// The position before an index.
  ///
  /// - Parameter i: A valid index.
  /// - Returns: The previous index.
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index {
    wrappedValue.index(before: i)
  }

  /// Moves an index to the position before it.
  ///
  /// - Parameter i: A valid index.
  public func formIndex(before i: inout Binding<Value>.Index) {
    wrappedValue.formIndex(before: &i)
  }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
  /// The stable identity of the value the binding reads.
  public var id: Value.ID { wrappedValue.id }
}
