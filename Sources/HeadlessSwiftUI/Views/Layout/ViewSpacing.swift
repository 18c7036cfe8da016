public import Foundation

/// The spacing a view prefers between it and its neighbours, per edge, as SwiftUI's
/// `ViewSpacing`.
///
/// Modelled with one length per edge [DOC: `swiftui/viewspacing`: "stores independent values
/// for each of the top, bottom, leading, and trailing edges"]. Every view prefers the model's
/// default stack spacing, 8 points, on each edge, as the model's stacks space all views alike
/// [INF: SwiftUI varies it by the kinds of the adjacent views and by platform; listed in "How
/// faithful is the model"]; the distance between two views is the larger of their facing
/// edges' preferences.
public struct ViewSpacing: Sendable {
  private var lengths: [Edge: Double]

  /// A view spacing instance that contains zero on all edges.
  public static let zero = ViewSpacing(lengths: [:])

  /// Initializes an instance with default spacing values.
  public init() {
    lengths = Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0, ViewNode.defaultSpacing) })
  }

  private init(lengths: [Edge: Double]) {
    self.lengths = lengths
  }

  /// Merges the spacing preferences of another spacing instance with this instance for a
  /// specified set of edges: each edge keeps the larger preference.
  ///
  /// - Parameters:
  ///   - other: The other preferences.
  ///   - edges: The edges to merge; all by default.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      lengths[edge] = max(lengths[edge] ?? 0, other.lengths[edge] ?? 0)
    }
  }

  /// Gets a new value that merges the spacing preferences of another spacing instance with
  /// this instance for a specified set of edges.
  ///
  /// - Parameters:
  ///   - other: The other preferences.
  ///   - edges: The edges to merge; all by default.
  /// - Returns: The merged preferences.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var merged = self
    merged.formUnion(other, edges: edges)
    return merged
  }

  /// Gets the preferred spacing distance along the specified axis to the view that returns a
  /// specified spacing preference.
  ///
  /// - Parameters:
  ///   - next: The preferences of the next view along the axis.
  ///   - axis: The axis the two views are adjacent along.
  /// - Returns: The larger of this view's trailing (or bottom) preference and the next view's
  ///   leading (or top) one.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (after, before): (Edge, Edge) =
      axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
    return CGFloat(max(lengths[after] ?? 0, next.lengths[before] ?? 0))
  }
}
