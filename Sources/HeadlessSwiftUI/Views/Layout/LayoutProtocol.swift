public import Foundation

/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout`.
///
/// Modelled [DOC: `swiftui/layout`]: a custom layout used as a container
/// (`FlowLayout { … }`) sizes itself with the app's `sizeThatFits(proposal:subviews:cache:)`
/// and places its subviews with the app's `placeSubviews(in:proposal:subviews:cache:)`, so
/// the frames it chooses are the frames captures show and taps hit. The cache is made once
/// per evaluation of the enclosing view (`makeCache(subviews:)`) and shared by that
/// evaluation's calls; the model never calls `updateCache(_:subviews:)`, since it makes a
/// fresh cache whenever the subviews may have changed. Without `Animatable` (the model doesn't
/// animate), and `explicitAlignment` isn't consulted by an enclosing stack (listed in "How
/// faithful is the model").
@preconcurrency
public protocol Layout: Sendable {
  /// Properties of a layout container: the axis a `Spacer` inside stretches along.
  static var layoutProperties: LayoutProperties { get }

  /// Cached values associated with the layout instance.
  associatedtype Cache = Void

  /// The type of the proxies of the subviews the layout arranges.
  typealias Subviews = LayoutSubviews

  /// Returns the size of the composite view, given a proposed size and the view's subviews.
  ///
  /// - Parameters:
  ///   - proposal: The size the container's parent proposes.
  ///   - subviews: Proxies of the views the container arranges.
  ///   - cache: Storage shared among the layout's methods.
  /// - Returns: The size the container takes.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    -> CGSize

  /// Assigns positions to each of the layout's subviews.
  ///
  /// - Parameters:
  ///   - bounds: The region the container's parent gives it, in the parent's coordinates.
  ///   - proposal: The proposal the size of `bounds` answered.
  ///   - subviews: Proxies of the views the container arranges; call
  ///     ``LayoutSubview/place(at:anchor:proposal:)`` on each.
  ///   - cache: Storage shared among the layout's methods.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)

  /// Returns the position of the specified horizontal alignment guide along the x axis.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The region the container occupies.
  ///   - proposal: The proposal the size of `bounds` answered.
  ///   - subviews: Proxies of the views the container arranges.
  ///   - cache: Storage shared among the layout's methods.
  /// - Returns: The guide's offset, or `nil` for its default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?

  /// Returns the position of the specified vertical alignment guide along the y axis.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The region the container occupies.
  ///   - proposal: The proposal the size of `bounds` answered.
  ///   - subviews: Proxies of the views the container arranges.
  ///   - cache: Storage shared among the layout's methods.
  /// - Returns: The guide's offset, or `nil` for its default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat?

  /// Returns the preferred spacing values of the composite view.
  ///
  /// - Parameters:
  ///   - subviews: Proxies of the views the container arranges.
  ///   - cache: Storage shared among the layout's methods.
  /// - Returns: The spacing the container prefers around it.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

  /// Creates and initializes a cache for a layout instance.
  ///
  /// - Parameter subviews: Proxies of the views the container arranges.
  /// - Returns: The cache.
  func makeCache(subviews: Self.Subviews) -> Self.Cache

  /// Updates the layout's cache when something changes.
  ///
  /// - Parameters:
  ///   - cache: The cache to update.
  ///   - subviews: Proxies of the views the container arranges.
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
  /// The default properties: no stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// No explicit horizontal guide: the default applies.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The region the container occupies.
  ///   - proposal: The proposal the size of `bounds` answered.
  ///   - subviews: Proxies of the views the container arranges.
  ///   - cache: Storage shared among the layout's methods.
  /// - Returns: `nil`.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// No explicit vertical guide: the default applies.
  ///
  /// - Parameters:
  ///   - guide: The guide.
  ///   - bounds: The region the container occupies.
  ///   - proposal: The proposal the size of `bounds` answered.
  ///   - subviews: Proxies of the views the container arranges.
  ///   - cache: Storage shared among the layout's methods.
  /// - Returns: `nil`.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGFloat? { nil }

  /// The union of the subviews' spacing preferences.
  ///
  /// - Parameters:
  ///   - subviews: Proxies of the views the container arranges.
  ///   - cache: Storage shared among the layout's methods.
  /// - Returns: The merged preferences; ``ViewSpacing/zero`` with no subviews.
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
  }

  /// Recreates the cache with ``makeCache(subviews:)``.
  ///
  /// - Parameters:
  ///   - cache: The cache to replace.
  ///   - subviews: Proxies of the views the container arranges.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// Combines the specified views into a single composite view using the layout algorithms of
  /// the custom layout container.
  ///
  /// - Parameter content: The views to lay out.
  /// - Returns: The composite view.
  @MainActor @preconcurrency
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(layout: self, content: content())
  }
}

extension Layout where Self.Cache == () {
  /// Returns the empty cache of a layout that keeps none.
  ///
  /// - Parameter subviews: Proxies of the views the container arranges.
  /// - Returns: The empty cache.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Layout-specific properties of a layout container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The orientation of the containing stack-like container: the axis a `Spacer` inside
  /// stretches along; `nil` for none.
  public var stackOrientation: Axis?

  /// Creates a default set of properties.
  public init() {}
}
