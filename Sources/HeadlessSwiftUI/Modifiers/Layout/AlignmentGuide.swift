public import Foundation
import PresentationHierarchy

/// A view's size and alignment guides in its own coordinate space, as SwiftUI's
/// `ViewDimensions`: what an `alignmentGuide(_:computeValue:)` closure receives.
public struct ViewDimensions: Equatable {
  let size: Size
  let explicitHorizontal: [AlignmentKey: Double]
  let explicitVertical: [AlignmentKey: Double]

  init(
    size: Size, explicitHorizontal: [AlignmentKey: Double] = [:],
    explicitVertical: [AlignmentKey: Double] = [:]
  ) {
    self.size = size
    self.explicitHorizontal = explicitHorizontal
    self.explicitVertical = explicitVertical
  }

  /// The view's width.
  public var width: CGFloat { CGFloat(size.width) }

  /// The view's height.
  public var height: CGFloat { CGFloat(size.height) }

  /// The value of a horizontal guide: its explicit value, or its default (0 for `.leading`,
  /// half the width for `.center`, the width for `.trailing`, a custom guide's
  /// ``AlignmentID/defaultValue(in:)``).
  ///
  /// - Parameter guide: The guide.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    CGFloat(explicitHorizontal[guide.key] ?? guide.key.defaultValue(in: self))
  }

  /// The value of a vertical guide: its explicit value, or its default (0 for `.top`, half the
  /// height for `.center`, the height for `.bottom`, a custom guide's
  /// ``AlignmentID/defaultValue(in:)``).
  ///
  /// - Parameter guide: The guide.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    CGFloat(explicitVertical[guide.key] ?? guide.key.defaultValue(in: self))
  }

  /// The explicit value of a horizontal guide, or `nil` when no alignment guide sets it.
  ///
  /// - Parameter guide: The guide.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicitHorizontal[guide.key].map { CGFloat($0) }
  }

  /// The explicit value of a vertical guide, or `nil` when no alignment guide sets it.
  ///
  /// - Parameter guide: The guide.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicitVertical[guide.key].map { CGFloat($0) }
  }
}

/// One `alignmentGuide` modifier on a node: the guide it sets and how it computes it.
struct AlignmentGuideRule {
  /// The horizontal guide it sets, if it is a horizontal one.
  let horizontal: HorizontalAlignment?
  /// The vertical guide it sets, if it is a vertical one.
  let vertical: VerticalAlignment?
  /// Computes the guide from the view's dimensions.
  let compute: @Sendable (ViewDimensions) -> CGFloat
}

/// The alignment guides set on a node, in modifier order (inner first).
enum AlignmentGuidesKey: NodeValueKey {
  static var defaultValue: [AlignmentGuideRule] { [] }
}

extension View {
  /// Sets the value of a horizontal alignment guide of the view.
  ///
  /// Modelled: a `VStack` (or `ZStack`) aligned on that guide lines its children's values of
  /// the guide up, so the view moves by the difference from the default value, and the stack
  /// grows to hold every child so aligned [DOC: `swiftui/view/alignmentguide(_:computevalue:)-9mdoh`:
  /// in a `VStack` aligned on `.center`, an `HStack` whose center guide is 50 is placed with
  /// its x = 50 under the title's centre]. The closure gets the view's size and the guides set
  /// inside this modifier. A guide set on a view reaches its stack through padding, frames and
  /// views of the app's own around it [INF]; only the built-in guides (`.leading`, `.center`,
  /// `.trailing`) exist in the model.
  ///
  /// - Parameters:
  ///   - g: The guide.
  ///   - computeValue: Computes the guide's value, in the view's coordinates.
  /// - Returns: The modified view.
  @preconcurrency
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    modified(
      .outer {
        $0[AlignmentGuidesKey.self].append(
          AlignmentGuideRule(horizontal: g, vertical: nil, compute: computeValue))
      })
  }

  /// Sets the value of a vertical alignment guide of the view.
  ///
  /// Modelled as the horizontal form is, for an `HStack` (or `ZStack`) aligned on that guide
  /// [DOC: `swiftui/view/alignmentguide(_:computevalue:)-6y3u2`]; only `.top`, `.center` and
  /// `.bottom` exist in the model.
  ///
  /// - Parameters:
  ///   - g: The guide.
  ///   - computeValue: Computes the guide's value, in the view's coordinates.
  /// - Returns: The modified view.
  @preconcurrency
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    modified(
      .outer {
        $0[AlignmentGuidesKey.self].append(
          AlignmentGuideRule(horizontal: nil, vertical: g, compute: computeValue))
      })
  }
}

extension ViewNode {
  /// The node's dimensions at a size, with the guides its own modifiers set.
  func dimensions(at size: Size) -> ViewDimensions {
    var horizontal: [AlignmentKey: Double] = [:]
    var vertical: [AlignmentKey: Double] = [:]
    for rule in self[AlignmentGuidesKey.self] {
      let context = ViewDimensions(
        size: size, explicitHorizontal: horizontal, explicitVertical: vertical)
      let value = Double(rule.compute(context))
      if let guide = rule.horizontal { horizontal[guide.key] = value }
      if let guide = rule.vertical { vertical[guide.key] = value }
    }
    return ViewDimensions(size: size, explicitHorizontal: horizontal, explicitVertical: vertical)
  }

  /// The explicit value of a guide along an axis (`.horizontal` for a `HorizontalAlignment`'s
  /// key), for the node at a size: its own modifiers', else its one child's moved by where
  /// the child sits, through padding, frames and views of the app's own [INF], else for a
  /// stack the mean of its children's, each moved by where the child sits [DOC:
  /// `swiftui/verticalalignment/combineexplicit(_:)`]; `nil` when nothing sets it.
  func explicitGuide(_ axis: Axis, key: AlignmentKey, at size: Size) -> Double? {
    guard setsGuide(axis, key: key) else { return nil }
    let own = dimensions(at: size)
    let value = axis == .horizontal ? own.explicitHorizontal[key] : own.explicitVertical[key]
    if let value { return value }
    if let stack = stackLayout {
      let rects = stackChildRects(
        stack, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
      let values = zip(children, rects).compactMap { child, rect in
        child.explicitGuide(axis, key: key, at: Size(width: rect.width, height: rect.height))
          .map { $0 + (axis == .horizontal ? rect.x : rect.y) }
      }
      return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
    guard children.count == 1, let child = children.first else { return nil }
    let proposal = ProposedSize(width: size.width, height: size.height)
    switch kind {
    case is AppViewKind, is GeometryChangeKind:
      return child.explicitGuide(axis, key: key, at: child.size(for: proposal))
    case let layout as LayoutModifier:
      let inner: Size
      let offset: Double
      if case .padding(let edgeInsets) = layout {
        let insets = edgeInsets.layoutValues
        inner = Size(
          width: max(size.width - insets.leading - insets.trailing, 0),
          height: max(size.height - insets.top - insets.bottom, 0))
        offset = axis == .horizontal ? insets.leading : insets.top
      } else {
        let alignment = layout.frameAlignment
        inner = child.size(for: proposal)
        offset = aligned(
          inner, in: Rect(x: 0, y: 0, width: size.width, height: size.height), alignment
        )
        .origin(along: axis)
      }
      return child.explicitGuide(axis, key: key, at: inner).map { $0 + offset }
    default:
      return nil
    }
  }

  /// The stack layout the node lays its children out with, if it is a stack.
  private var stackLayout: StackLayout? {
    switch kind {
    case let stack as StackLayout: stack
    case let implicit as ImplicitStackKind: implicit.layout
    default: nil
    }
  }

  /// Whether the node, or a node a guide reaches it through, sets a guide: checked before any
  /// sizing, so stacks without guides lay out as before at no extra cost.
  private func setsGuide(_ axis: Axis, key: AlignmentKey) -> Bool {
    let sets = self[AlignmentGuidesKey.self].contains { rule in
      axis == .horizontal ? rule.horizontal?.key == key : rule.vertical?.key == key
    }
    if sets { return true }
    if stackLayout != nil { return children.contains { $0.setsGuide(axis, key: key) } }
    guard children.count == 1, let child = children.first,
      kind is AppViewKind || kind is GeometryChangeKind || kind is LayoutModifier
    else { return false }
    return child.setsGuide(axis, key: key)
  }

  /// Where children of these sizes sit across a stack's axis, aligned by the guide `key`.
  ///
  /// In a length of `available` from `origin`: `nil` when the guide is built in and no child
  /// sets it explicitly (the plain alignment applies), else each child's origin and the length
  /// the aligned children span. A custom guide's default value comes from its ``AlignmentID``
  /// type [DOC: `swiftui/alignmentid`].
  func guidedPlacement(
    _ axis: Axis, key: AlignmentKey, sizes: [Size], origin: Double, available: Double?
  ) -> (origins: [Double], span: Double)? {
    let explicit = zip(children, sizes).map { child, size in
      child.explicitGuide(axis, key: key, at: size)
    }
    guard key.fraction == nil || explicit.contains(where: { $0 != nil }) else { return nil }
    let lengths = sizes.map { axis == .horizontal ? $0.width : $0.height }
    let guides = zip(zip(children, sizes), explicit).map { pair, value in
      value ?? key.defaultValue(in: pair.0.dimensions(at: pair.1))
    }
    // Each child spans [-guide, length - guide] around the shared guide line.
    let before = guides.max() ?? 0
    let after = zip(lengths, guides).map { $0 - $1 }.max() ?? 0
    let span = before + after
    let line = origin + ((available ?? span) - span) * (key.fraction ?? 0) + before
    return (guides.map { line - $0 }, span)
  }
}

extension Rect {
  /// The origin's coordinate along an axis.
  func origin(along axis: Axis) -> Double { axis == .horizontal ? x : y }
}

extension LayoutModifier {
  /// Where a frame places its child (the centre for padding, which places it by its insets).
  fileprivate var frameAlignment: Alignment {
    switch self {
    case .fixedFrame(_, _, let alignment): alignment
    case .flexibleFrame(let frame): frame.alignment
    case .padding: .center
    }
  }
}
