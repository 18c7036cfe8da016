public import Foundation

/// A collection of proxies for the subviews of a layout view, as SwiftUI's `LayoutSubviews`.
///
/// It holds one ``LayoutSubview`` per view of the container's content, in the content's order
/// [DOC: `swiftui/layoutsubviews`]. A slice keeps its base's indices.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  /// A slice of the collection is a collection of the same type.
  public typealias SubSequence = LayoutSubviews
  /// A type that contains a proxy value.
  public typealias Element = LayoutSubview
  /// A type you can use to index proxy values.
  public typealias Index = Int

  private let elements: [LayoutSubview]

  /// The layout direction inherited by the container view.
  public var layoutDirection: LayoutDirection
  /// The index of the first subview.
  public let startIndex: Int
  /// An index that's one higher than the last subview.
  public let endIndex: Int

  init(_ elements: [LayoutSubview], layoutDirection: LayoutDirection) {
    self.init(elements, range: elements.indices, layoutDirection: layoutDirection)
  }

  private init(_ elements: [LayoutSubview], range: Range<Int>, layoutDirection: LayoutDirection) {
    self.elements = elements
    self.startIndex = range.lowerBound
    self.endIndex = range.upperBound
    self.layoutDirection = layoutDirection
  }

  /// Gets the subview proxy at a specified index.
  ///
  /// - Parameter index: The index.
  public subscript(index: Int) -> LayoutSubviews.Element {
    elements[index]
  }

  /// Gets the subview proxies in the specified range.
  ///
  /// - Parameter bounds: The range; the slice keeps these indices.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(elements, range: bounds, layoutDirection: layoutDirection)
  }

  /// Gets the subview proxies with the specified indices.
  ///
  /// A range expression (`subviews[1...]`, which is also a sequence of indices) is taken
  /// relative to the collection, as a slice.
  ///
  /// - Parameter indices: The indices, in the order the result holds them.
  public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
    if let range = indices as? any RangeExpression<Int> {
      return self[range.relative(to: self)]
    }
    return LayoutSubviews(indices.map { elements[$0] }, layoutDirection: layoutDirection)
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.elementsEqual(rhs) && lhs.layoutDirection == rhs.layoutDirection
  }
}

/// A proxy that represents one subview of a layout, as SwiftUI's `LayoutSubview`.
///
/// It measures its view as the model's layout does (`sizeThatFits(_:)`, `dimensions(in:)`),
/// reads the view's layout priority and custom layout values, and records where the layout
/// places the view; the container then lays the view out there.
public struct LayoutSubview: Equatable, Sendable {
  let node: ViewNode
  let placements: LayoutPlacements
  let index: Int
  let stackAxis: Axis?

  /// Asks the subview for its size.
  ///
  /// - Parameter proposal: The size proposed to the subview.
  /// - Returns: The size the subview takes for it.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    MainActor.assumeIsolated {
      let size = node.size(for: ProposedSize(proposal), in: stackAxis)
      return CGSize(width: size.width, height: size.height)
    }
  }

  /// Asks the subview for its dimensions and alignment guides.
  ///
  /// - Parameter proposal: The size proposed to the subview.
  /// - Returns: Its size and the guides its `alignmentGuide` modifiers set.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    onMainActor { node.dimensions(at: node.size(for: ProposedSize(proposal), in: stackAxis)) }
  }

  /// Assigns a position and proposed size to the subview.
  ///
  /// - Parameters:
  ///   - position: Where the subview's anchor goes, in the coordinates of the layout's bounds.
  ///   - anchor: The point of the subview placed at `position`; its top leading corner by
  ///     default.
  ///   - proposal: The size proposed to the subview, which sizes itself for it.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    MainActor.assumeIsolated {
      placements.record(
        LayoutPlacement(position: position, anchor: anchor, proposal: proposal), for: index)
    }
  }

  /// The layout priority of the subview, set with `layoutPriority(_:)`; 0 by default.
  public var priority: Double {
    MainActor.assumeIsolated { node.layoutPriority }
  }

  /// The subview's preferred spacing values: the model's default on each edge.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// Gets the value for the subview that's associated with the specified key, set with
  /// `layoutValue(key:value:)`, or the key's default value.
  ///
  /// - Parameter key: The key.
  public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
    onMainActor { node.layoutValue(for: K.self) }
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node
  }
}

/// A key for accessing a layout value of a layout container's subviews, as SwiftUI's
/// `LayoutValueKey`.
public protocol LayoutValueKey {
  /// The type of the key's value.
  associatedtype Value
  /// The default value of the key.
  static var defaultValue: Self.Value { get }
}

extension View {
  /// Associates a value with a custom layout property, which the enclosing custom layout reads
  /// from the subview's proxy (`subview[Key.self]`).
  ///
  /// Modelled [DOC: `swiftui/view/layoutvalue(key:value:)`]: the value lands on the view's
  /// node and passes through layout modifiers applied after it, as `layoutPriority(_:)` does.
  ///
  /// - Parameters:
  ///   - key: The key's type.
  ///   - value: The value for this view.
  /// - Returns: The modified view.
  public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
    modified(.outer { $0[LayoutValuesKey.self][ObjectIdentifier(key)] = value })
  }
}

/// The custom layout values set on a node, by key type.
enum LayoutValuesKey: NodeValueKey {
  static var defaultValue: [ObjectIdentifier: Any] { [:] }
}

extension ViewNode {
  /// The value of a custom layout key: the node's own, or, through a layout modifier applied
  /// after `.layoutValue(key:value:)`, that of the view inside; the key's default otherwise.
  func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value {
    if let value = self[LayoutValuesKey.self][ObjectIdentifier(key)] as? K.Value { return value }
    if kind.passesAttributesThrough, children.count == 1 {
      return children[0].layoutValue(for: key)
    }
    return K.defaultValue
  }
}

extension ProposedSize {
  /// The model's proposal for a SwiftUI one.
  init(_ proposal: ProposedViewSize) {
    self.init(width: proposal.width.map(Double.init), height: proposal.height.map(Double.init))
  }
}

extension ProposedViewSize {
  /// The SwiftUI proposal for one of the model's.
  init(_ proposal: ProposedSize) {
    self.init(
      width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
  }
}

/// Runs main-actor work from a nonisolated layout method and returns its result, which needn't
/// be `Sendable`: SwiftUI calls a layout's methods on the main thread, and so does the model.
func onMainActor<T>(_ work: @MainActor () -> T) -> T {
  MainActor.assumeIsolated { UncheckedResult(value: work()) }.value
}

/// A result handed back from the main actor to the same thread.
private struct UncheckedResult<T>: @unchecked Sendable {
  let value: T
}
