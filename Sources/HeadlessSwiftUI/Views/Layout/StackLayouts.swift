public import Foundation
import PresentationHierarchy

/// A horizontal container that you can use in conditional layouts, as SwiftUI's
/// `HStackLayout`: it lays out as an `HStack` does [DOC: `swiftui/hstacklayout`].
@frozen
public struct HStackLayout: Layout, StackLayoutConvertible {
  /// The vertical alignment of subviews.
  public var alignment: VerticalAlignment
  /// The distance between adjacent subviews; `nil` for the default.
  public var spacing: CGFloat?

  /// Creates a horizontal stack with the specified spacing and vertical alignment.
  ///
  /// - Parameters:
  ///   - alignment: The guide the subviews line up on.
  ///   - spacing: The distance between adjacent subviews; `nil` for the default.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// The stack's properties: a `Spacer` inside stretches horizontally.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  var stackLayout: StackLayout {
    StackLayout(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing.map(Double.init))
  }
  /// Returns the size the stack takes for a proposal.
  ///
  /// - Parameters:
  ///   - proposal: The size proposed to the stack.
  ///   - subviews: Proxies of the stacked views.
  ///   - cache: Unused.
  /// - Returns: The stack's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    stackSize(proposal, subviews)
  }

  /// Places the subviews where the stack view would.
  ///
  /// - Parameters:
  ///   - bounds: The region the stack occupies.
  ///   - proposal: The proposal the size of `bounds` answered.
  ///   - subviews: Proxies of the stacked views.
  ///   - cache: Unused.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    placeStack(in: bounds, subviews)
  }
}

/// A vertical container that you can use in conditional layouts, as SwiftUI's
/// `VStackLayout`: it lays out as a `VStack` does [DOC: `swiftui/vstacklayout`].
@frozen
public struct VStackLayout: Layout, StackLayoutConvertible {
  /// The horizontal alignment of subviews.
  public var alignment: HorizontalAlignment
  /// The distance between adjacent subviews; `nil` for the default.
  public var spacing: CGFloat?

  /// Creates a vertical stack with the specified spacing and horizontal alignment.
  ///
  /// - Parameters:
  ///   - alignment: The guide the subviews line up on.
  ///   - spacing: The distance between adjacent subviews; `nil` for the default.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// The stack's properties: a `Spacer` inside stretches vertically.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  var stackLayout: StackLayout {
    StackLayout(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing.map(Double.init))
  }
  /// Returns the size the stack takes for a proposal.
  ///
  /// - Parameters:
  ///   - proposal: The size proposed to the stack.
  ///   - subviews: Proxies of the stacked views.
  ///   - cache: Unused.
  /// - Returns: The stack's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    stackSize(proposal, subviews)
  }

  /// Places the subviews where the stack view would.
  ///
  /// - Parameters:
  ///   - bounds: The region the stack occupies.
  ///   - proposal: The proposal the size of `bounds` answered.
  ///   - subviews: Proxies of the stacked views.
  ///   - cache: Unused.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    placeStack(in: bounds, subviews)
  }
}

/// An overlaying container that you can use in conditional layouts, as SwiftUI's
/// `ZStackLayout`: it lays out as a `ZStack` does [DOC: `swiftui/zstacklayout`].
@frozen
public struct ZStackLayout: Layout, StackLayoutConvertible {
  /// The alignment of subviews.
  public var alignment: Alignment

  /// Creates a stack with the specified alignment.
  ///
  /// - Parameter alignment: Where subviews smaller than the stack sit.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  var stackLayout: StackLayout { StackLayout(axis: nil, alignment: alignment) }
  /// Returns the size the stack takes for a proposal.
  ///
  /// - Parameters:
  ///   - proposal: The size proposed to the stack.
  ///   - subviews: Proxies of the stacked views.
  ///   - cache: Unused.
  /// - Returns: The stack's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    stackSize(proposal, subviews)
  }

  /// Places the subviews where the stack view would.
  ///
  /// - Parameters:
  ///   - bounds: The region the stack occupies.
  ///   - proposal: The proposal the size of `bounds` answered.
  ///   - subviews: Proxies of the stacked views.
  ///   - cache: Unused.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    placeStack(in: bounds, subviews)
  }
}

/// A type-erased instance of the layout protocol, as SwiftUI's `AnyLayout`: switching the
/// layout it wraps keeps the subviews' identity and state [DOC: `swiftui/anylayout/init(_:)`],
/// as the model's nodes keep their place in the tree.
@frozen
public struct AnyLayout: Layout {
  let base: any Layout

  /// Creates a type-erased value that wraps the specified layout.
  ///
  /// - Parameter layout: The layout to wrap.
  public init<L>(_ layout: L) where L: Layout {
    base = (layout as? AnyLayout)?.base ?? layout
  }
}

extension StackLayoutConvertible {
  /// The size of the stack over the subviews for a proposal, as the stack view takes.
  func stackSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
    let stack = stackLayout
    return MainActor.assumeIsolated {
      let size = stack.node(over: subviews).size(for: ProposedSize(proposal))
      return CGSize(width: size.width, height: size.height)
    }
  }

  /// Places the subviews where the stack view would, through their proxies.
  func placeStack(in bounds: CGRect, _ subviews: LayoutSubviews) {
    let stack = stackLayout
    MainActor.assumeIsolated {
      stack.node(over: subviews).placeStack(
        stack, in: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height))
      for subview in subviews {
        let frame = subview.node.frame
        subview.place(
          at: CGPoint(x: frame.x, y: frame.y),
          proposal: ProposedViewSize(width: frame.width, height: frame.height))
      }
    }
  }
}

extension StackLayout {
  /// A stack node over a layout's subviews, to measure and place them as the stack does.
  @MainActor
  fileprivate func node(over subviews: LayoutSubviews) -> ViewNode {
    ViewNode(.stack(self), path: "", children: subviews.map(\.node))
  }
}

extension AnyLayout {
  /// Returns the size the wrapped layout takes.
  ///
  /// - Parameters:
  ///   - proposal: The size proposed to the container.
  ///   - subviews: Proxies of the views the container arranges.
  ///   - cache: Unused: the wrapped layout makes its own cache for the call.
  /// - Returns: The container's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    func size<Base: Layout>(_ layout: Base) -> CGSize {
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    return size(base)
  }

  /// Places the subviews where the wrapped layout does.
  ///
  /// - Parameters:
  ///   - bounds: The region the container occupies.
  ///   - proposal: The proposal the size of `bounds` answered.
  ///   - subviews: Proxies of the views the container arranges.
  ///   - cache: Unused: the wrapped layout makes its own cache for the call.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    func place<Base: Layout>(_ layout: Base) {
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    place(base)
  }
}
