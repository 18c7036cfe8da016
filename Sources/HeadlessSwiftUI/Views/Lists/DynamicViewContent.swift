public import Foundation

/// A view of views made from a collection, as SwiftUI's `DynamicViewContent`: `ForEach`.
///
/// Its editing actions compile as in SwiftUI and are inert: the model drives no swipe to
/// delete nor drag to reorder.
public protocol DynamicViewContent<Data>: View {
  /// The collection the views are made from.
  associatedtype Data: Collection

  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Sets what deleting rows runs (inert: the model drives no swipe to delete).
  ///
  /// - Parameter action: Given the offsets of the rows deleted.
  /// - Returns: The view, unchanged.
  // Spelled `Optional<…>` as SwiftUI's declaration is (the same type as `…?`).
  // swift-format-ignore: UseShorthandTypeNames
  nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>)
    -> some DynamicViewContent
  { self }

  /// Sets what moving rows runs (inert: the model drives no drag to reorder).
  ///
  /// - Parameter action: Given the offsets of the rows moved and where they go.
  /// - Returns: The view, unchanged.
  // swift-format-ignore: UseShorthandTypeNames
  nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>)
    -> some DynamicViewContent
  { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at the offsets, as `onDelete` hands them over.
  ///
  /// - Parameter offsets: The offsets from the start of the collection.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at the offsets to before the element at the destination offset, both
  /// counted in the collection as it was, as `onMove` hands them over.
  ///
  /// - Parameters:
  ///   - source: The offsets of the elements to move.
  ///   - destination: The offset the moved elements go before; the count moves them to the end.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let old = Array(self)
    let staying = old.indices.filter { !source.contains($0) }
    let order =
      staying.filter { $0 < destination } + source.sorted() + staying.filter { $0 >= destination }
    for (offset, oldOffset) in order.enumerated() {
      self[index(startIndex, offsetBy: offset)] = old[oldOffset]
    }
  }
}
