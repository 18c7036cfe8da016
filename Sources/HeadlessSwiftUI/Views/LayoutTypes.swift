public import Foundation

/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// A set of axes, as SwiftUI's `Axis.Set`: the axes a `ScrollView` scrolls along.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    /// Creates a set from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

/// An alignment along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The guide's identity and default value.
  let key: AlignmentKey

  /// A built-in guide at a fraction of the width.
  init(fraction: Double) {
    key = AlignmentKey(fraction: fraction) { CGFloat(fraction) * $0.width }
  }

  /// Creates a custom horizontal alignment of the specified type.
  ///
  /// Modelled: the guide's default value in a view is the type's
  /// ``AlignmentID/defaultValue(in:)``; stacks, frames and overlays aligned on it line the
  /// views' values of it up [DOC: `swiftui/alignmentid`].
  ///
  /// - Parameter id: The type of an identifier that uniquely identifies a horizontal
  ///   alignment.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id)
  }

  /// The built-in fraction of the width, or `nil` for a custom guide.
  var fraction: Double? { key.fraction }

  /// Merges a sequence of explicit alignment values produced by this instance.
  ///
  /// Modelled: the mean of the values that aren't `nil`, or `nil` when none is [DOC:
  /// `swiftui/horizontalalignment/combineexplicit(_:)`]; a stack's explicit value of a guide
  /// is its children's, so merged [INF].
  ///
  /// - Parameter values: The explicit values of the guide.
  /// - Returns: Their mean, or `nil`.
  public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
    let present = values.compactMap { $0 }
    return present.isEmpty ? nil : present.reduce(0, +) / CGFloat(present.count)
  }

  /// The leading edge (left to right languages: the left).
  public static let leading = HorizontalAlignment(fraction: 0)
  /// The centre.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(fraction: 1)

  /// A guide marking the leading edge of a `List` row's separator; inert.
  ///
  /// A guide of its own whose default is the view's leading edge: an
  /// `alignmentGuide(.listRowSeparatorLeading) { … }` sets its value, which nothing reads, as
  /// the model draws no row separators.
  public static let listRowSeparatorLeading = HorizontalAlignment(
    ListRowSeparatorLeadingGuide.self)

  /// A guide marking the trailing edge of a `List` row's separator; inert, as
  /// ``listRowSeparatorLeading`` is; its default is the view's trailing edge.
  public static let listRowSeparatorTrailing = HorizontalAlignment(
    ListRowSeparatorTrailingGuide.self)
}

/// An alignment along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
  /// The guide's identity and default value.
  let key: AlignmentKey

  /// A built-in guide at a fraction of the height.
  init(fraction: Double) {
    key = AlignmentKey(fraction: fraction) { CGFloat(fraction) * $0.height }
  }

  /// Creates a custom vertical alignment of the specified type.
  ///
  /// Modelled as ``HorizontalAlignment/init(_:)`` is [DOC: `swiftui/alignmentid`: an
  /// `HStack` aligned on a custom guide lines its views up at the guide's default values].
  ///
  /// - Parameter id: The type of an identifier that uniquely identifies a vertical alignment.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id)
  }

  /// The built-in fraction of the height, or `nil` for a custom guide.
  var fraction: Double? { key.fraction }

  /// Merges a sequence of explicit alignment values produced by this instance.
  ///
  /// Modelled: the mean of the values that aren't `nil`, or `nil` when none is [DOC:
  /// `swiftui/verticalalignment/combineexplicit(_:)`: "For most alignment types, this method
  /// returns the mean of all non-`nil` values"]; the model has no text baselines.
  ///
  /// - Parameter values: The explicit values of the guide.
  /// - Returns: Their mean, or `nil`.
  public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
    let present = values.compactMap { $0 }
    return present.isEmpty ? nil : present.reduce(0, +) / CGFloat(present.count)
  }

  /// The top edge.
  public static let top = VerticalAlignment(fraction: 0)
  /// The centre.
  public static let center = VerticalAlignment(fraction: 0.5)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(fraction: 1)

  /// A guide that marks the top-most text baseline in a view; partial.
  ///
  /// A guide of its own whose default is the view's bottom edge, where SwiftUI puts it in a
  /// view that contains no text [DOC: `swiftui/verticalalignment/firsttextbaseline`]; the model
  /// measures no baselines, so it treats text the same way. An `HStack(alignment:
  /// .firstTextBaseline)` of one-line texts lines up their bottoms, which differs from their
  /// baselines only by each font's descent; a multi-line text's first baseline is placed at
  /// its last line's bottom.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)

  /// A guide that marks the bottom-most text baseline in a view; partial: the view's bottom
  /// edge, as ``firstTextBaseline`` is [DOC: `swiftui/verticalalignment/lasttextbaseline`:
  /// "aligns with the bottom of a view that contains no text"].
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)
}

/// The default of ``VerticalAlignment/firstTextBaseline``: the bottom edge.
private enum FirstTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// The default of ``VerticalAlignment/lastTextBaseline``: the bottom edge.
private enum LastTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// The default of ``HorizontalAlignment/listRowSeparatorLeading``: the leading edge.
private enum ListRowSeparatorLeadingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// The default of ``HorizontalAlignment/listRowSeparatorTrailing``: the trailing edge.
private enum ListRowSeparatorTrailingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

/// An alignment in both axes, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  /// The horizontal alignment.
  public var horizontal: HorizontalAlignment
  /// The vertical alignment.
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  ///
  /// - Parameters:
  ///   - horizontal: The horizontal alignment.
  ///   - vertical: The vertical alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The key of the guide along an axis.
  func key(along axis: Axis) -> AlignmentKey {
    axis == .horizontal ? horizontal.key : vertical.key
  }

  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the leading edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle of the trailing edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The leading edge and the top-most text baseline; partial, as
  /// ``VerticalAlignment/firstTextBaseline`` is.
  public static var leadingFirstTextBaseline: Alignment {
    Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  }

  /// The leading edge and the bottom-most text baseline; partial, as
  /// ``VerticalAlignment/lastTextBaseline`` is.
  public static var leadingLastTextBaseline: Alignment {
    Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  }
}

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    /// Creates a set from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// Creates a set holding one edge.
    ///
    /// - Parameter e: The edge.
    public init(_ e: Edge) {
      self.init(rawValue: 1 << e.rawValue)
    }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 1 << 3)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Creates insets of zero on every edge.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates insets.
  ///
  /// - Parameters:
  ///   - top: The top inset.
  ///   - leading: The leading inset.
  ///   - bottom: The bottom inset.
  ///   - trailing: The trailing inset.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of one length on a set of edges.
  init(_ edges: Edge.Set, _ length: Double) {
    let length = CGFloat(length)
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The insets in the layout's units.
  var layoutValues: (top: Double, leading: Double, bottom: Double, trailing: Double) {
    (Double(top), Double(leading), Double(bottom), Double(trailing))
  }
}
