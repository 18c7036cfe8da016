import PresentationHierarchy

/// A size proposal: `nil` in a dimension asks for the view's ideal size there.
struct ProposedSize {
  var width: Double?
  var height: Double?

  /// The proposal along an axis.
  func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }

  /// A proposal with one axis changed.
  func with(_ axis: Axis, _ value: Double?) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: value, height: height) : ProposedSize(width: width, height: value)
  }
}

/// SwiftUI's layout (propose, size, place) for the views the model knows.
///
/// A parent proposes a size, the child answers with the size it takes, and the parent places
/// it. Stacks share their length among children from the least to the most flexible, as
/// SwiftUI's do; frames, padding, overlays and backgrounds follow SwiftUI's documented rules.
/// Approximations are listed in the HeadlessSwiftUI article "Layout".
extension ViewNode {
  /// The default spacing between stack children, and the default padding.
  nonisolated static let defaultSpacing = 8.0
  /// The default `.padding()` length.
  static let defaultPadding = 16.0
  /// The estimated width of one character of body text.
  static let characterWidth = 8.0
  /// The height of one line of body text.
  static let lineHeight = 20.0

  /// The size the node takes for a proposal; `axis` is the axis of the enclosing stack.
  func size(for proposal: ProposedSize, in axis: Axis? = nil) -> Size {
    kind.size(of: self, for: proposal, in: axis)
  }

  /// Places the node and everything inside it in a rectangle of the size it chose.
  func place(in rect: Rect) {
    frame = rect
    kind.placeChildren(of: self, in: rect)
    let size = ProposedSize(width: rect.width, height: rect.height)
    for (node, alignment) in backgrounds + overlays {
      let taken = node.size(for: size)
      node.place(in: aligned(taken, in: rect, alignment))
    }
  }

  // MARK: Leaves

  func fill(_ proposal: ProposedSize) -> Size {
    Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  func leafSize(_ sizing: LeafSizing, _ proposal: ProposedSize) -> Size {
    switch sizing {
    case .fixed(let size):
      return size
    case .flexible(let ideal):
      return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    case .text(let string):
      let ideal = Double(string.count) * Self.characterWidth
      guard let width = proposal.width, width < ideal else {
        return Size(width: ideal, height: Self.lineHeight)
      }
      let lines = width > 0 ? (ideal / width).rounded(.up) : 1
      return Size(width: max(width, 0), height: lines * Self.lineHeight)
    }
  }

  func spacerSize(_ minLength: Double?, _ proposal: ProposedSize, axis: Axis?) -> Size {
    let minimum = minLength ?? Self.defaultSpacing
    switch axis {
    case .vertical?:
      return Size(width: 0, height: max(proposal.height ?? minimum, minimum))
    case .horizontal?:
      return Size(width: max(proposal.width ?? minimum, minimum), height: 0)
    case nil:
      return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }
  }

  // MARK: Stacks

  private func spacing(_ stack: StackLayout) -> Double {
    stack.spacing ?? Self.defaultSpacing
  }

  func stackSize(_ stack: StackLayout, _ proposal: ProposedSize) -> Size {
    guard let axis = stack.axis else {
      let sizes = children.map { $0.size(for: proposal) }
      // Children that set the alignment's guide span the guides' union (`alignmentGuide`).
      return Size(
        width: guidedSpan(.horizontal, stack.alignment, sizes) ?? sizes.map(\.width).max() ?? 0,
        height: guidedSpan(.vertical, stack.alignment, sizes) ?? sizes.map(\.height).max() ?? 0)
    }
    let lengths = share(stack, axis: axis, proposal)
    let cross = zip(children, lengths).map { child, length in
      child.size(for: proposal.with(axis, length), in: axis)
    }
    let total =
      lengths.reduce(0, +) + spacing(stack) * Double(max(children.count - 1, 0))
    let across: Axis = axis == .vertical ? .horizontal : .vertical
    let breadth =
      guidedSpan(across, stack.alignment, cross)
      ?? cross.map { axis == .vertical ? $0.width : $0.height }.max() ?? 0
    return axis == .vertical
      ? Size(width: breadth, height: total) : Size(width: total, height: breadth)
  }

  /// Shares a stack's length among its children: by layout priority, highest first, each
  /// priority offered what is left after the lower priorities' minimum lengths; within one
  /// priority, the least flexible first, each offered an equal part of what is left (SwiftUI's
  /// stack algorithm; see `View/layoutPriority(_:)`).
  private func share(_ stack: StackLayout, axis: Axis, _ proposal: ProposedSize) -> [Double] {
    func length(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    guard let available = proposal.along(axis) else {
      return children.map { length($0.size(for: proposal.with(axis, nil), in: axis)) }
    }
    let minimum = children.map { length($0.size(for: proposal.with(axis, 0), in: axis)) }
    let flexibility = children.indices.map { index in
      length(children[index].size(for: proposal.with(axis, .infinity), in: axis))
        - minimum[index]
    }
    let priorities = children.map(\.layoutPriority)
    var remaining = available - spacing(stack) * Double(max(children.count - 1, 0))
    var lengths = Array(repeating: 0.0, count: children.count)
    for priority in Set(priorities).sorted(by: >) {
      let group = children.indices.filter { priorities[$0] == priority }
      // The lower priorities' minimum lengths are held back until their turn.
      let held = children.indices.filter { priorities[$0] < priority }.map { minimum[$0] }
        .reduce(0, +)
      let order = group.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
      for (position, index) in order.enumerated() {
        let offer = max(remaining - held, 0) / Double(order.count - position)
        let taken = length(children[index].size(for: proposal.with(axis, offer), in: axis))
        lengths[index] = taken
        remaining -= taken
      }
    }
    return lengths
  }

  func placeStack(_ stack: StackLayout, in rect: Rect) {
    for (child, frame) in zip(children, stackChildRects(stack, in: rect)) {
      child.place(in: frame)
    }
  }

  /// Where a stack placed in a rectangle puts each child.
  func stackChildRects(_ stack: StackLayout, in rect: Rect) -> [Rect] {
    let proposal = ProposedSize(width: rect.width, height: rect.height)
    guard let axis = stack.axis else {
      let sizes = children.map { $0.size(for: proposal) }
      let xs = guidedOrigins(.horizontal, stack.alignment, sizes, in: rect)
      let ys = guidedOrigins(.vertical, stack.alignment, sizes, in: rect)
      return sizes.enumerated().map { index, size in
        let plain = aligned(size, in: rect, stack.alignment)
        return Rect(
          x: xs?[index] ?? plain.x, y: ys?[index] ?? plain.y, width: size.width,
          height: size.height)
      }
    }
    let lengths = share(stack, axis: axis, proposal)
    let sizes = zip(children, lengths).map { child, length in
      child.size(for: proposal.with(axis, length), in: axis)
    }
    let across: Axis = axis == .vertical ? .horizontal : .vertical
    let guided = guidedOrigins(across, stack.alignment, sizes, in: rect)
    var cursor = axis == .vertical ? rect.y : rect.x
    var rects: [Rect] = []
    for (index, size) in sizes.enumerated() {
      let plain = aligned(size, in: rect, stack.alignment)
      if axis == .vertical {
        rects.append(
          Rect(x: guided?[index] ?? plain.x, y: cursor, width: size.width, height: size.height))
        cursor += size.height + spacing(stack)
      } else {
        rects.append(
          Rect(x: cursor, y: guided?[index] ?? plain.y, width: size.width, height: size.height))
        cursor += size.width + spacing(stack)
      }
    }
    return rects
  }

  /// The length children span along an axis when the stack alignment's guide there is a custom
  /// one or one of them sets it (`alignmentGuide`); `nil` otherwise.
  private func guidedSpan(_ axis: Axis, _ alignment: Alignment, _ sizes: [Size]) -> Double? {
    guidedPlacement(
      axis, key: alignment.key(along: axis), sizes: sizes, origin: 0, available: nil)?.span
  }

  /// The children's origins along an axis when the stack alignment's guide there is a custom
  /// one or one of them sets it, with their guides lined up and the group aligned in the
  /// rectangle; `nil` otherwise.
  private func guidedOrigins(_ axis: Axis, _ alignment: Alignment, _ sizes: [Size], in rect: Rect)
    -> [Double]?
  {
    let horizontal = axis == .horizontal
    return guidedPlacement(
      axis, key: alignment.key(along: axis), sizes: sizes,
      origin: horizontal ? rect.x : rect.y,
      available: horizontal ? rect.width : rect.height)?.origins
  }

  // MARK: Layout modifiers

  func layoutSize(_ modifier: LayoutModifier, _ proposal: ProposedSize, axis: Axis?)
    -> Size
  {
    let child = children.first
    switch modifier {
    case .fixedFrame(let width, let height, _):
      let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
      let size = child?.size(for: inner, in: axis) ?? Size(width: 0, height: 0)
      return Size(width: width ?? size.width, height: height ?? size.height)
    case .flexibleFrame(let frame):
      return flexibleSize(frame, proposal, axis: axis)
    case .padding(let edgeInsets):
      let insets = edgeInsets.layoutValues
      let inner = ProposedSize(
        width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
        height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
      let size = child?.size(for: inner, in: axis) ?? Size(width: 0, height: 0)
      return Size(
        width: size.width + insets.leading + insets.trailing,
        height: size.height + insets.top + insets.bottom)
    }
  }

  /// A flexible frame: the proposal clamped to the bounds is offered to the child, and the frame
  /// takes the child's size clamped to the bounds, or the proposal where a bound is infinite.
  private func flexibleSize(_ frame: FlexibleFrame, _ proposal: ProposedSize, axis: Axis?)
    -> Size
  {
    func clamp(_ value: Double?, _ low: Double?, _ high: Double?, ideal: Double?) -> Double? {
      guard var value = value ?? ideal else { return nil }
      if let low { value = max(value, low) }
      if let high { value = min(value, high) }
      return value
    }
    let inner = ProposedSize(
      width: clamp(proposal.width, frame.minWidth, frame.maxWidth, ideal: frame.idealWidth),
      height: clamp(proposal.height, frame.minHeight, frame.maxHeight, ideal: frame.idealHeight))
    let size = children.first?.size(for: inner, in: axis) ?? Size(width: 0, height: 0)
    func resolve(_ child: Double, _ proposed: Double?, _ low: Double?, _ high: Double?) -> Double {
      var value = child
      if let proposed, low != nil || high != nil {
        if let low, low > value { value = min(low, max(proposed, value)) }
        if let high, high < .infinity { value = min(value, high) }
        if high == .infinity { value = max(value, proposed) }
        if let low, proposed >= low, high == nil { value = max(value, low) }
      } else {
        if let low { value = max(value, low) }
        if let high, high < .infinity { value = min(value, high) }
      }
      return value
    }
    return Size(
      width: resolve(size.width, proposal.width, frame.minWidth, frame.maxWidth),
      height: resolve(size.height, proposal.height, frame.minHeight, frame.maxHeight))
  }

  func placeLayout(_ modifier: LayoutModifier, in rect: Rect) {
    guard let child = children.first else { return }
    switch modifier {
    case .fixedFrame(_, _, let alignment):
      let size = child.size(for: ProposedSize(width: rect.width, height: rect.height))
      child.place(in: aligned(size, in: rect, alignment))
    case .flexibleFrame(let frame):
      let size = child.size(for: ProposedSize(width: rect.width, height: rect.height))
      child.place(in: aligned(size, in: rect, frame.alignment))
    case .padding(let edgeInsets):
      let insets = edgeInsets.layoutValues
      child.place(
        in: Rect(
          x: rect.x + insets.leading, y: rect.y + insets.top,
          width: max(rect.width - insets.leading - insets.trailing, 0),
          height: max(rect.height - insets.top - insets.bottom, 0)))
    }
  }

  /// A rectangle of a size aligned in another: the guides' default values in both line up (a
  /// built-in guide's fraction of the length, a custom guide's ``AlignmentID`` default value).
  func aligned(_ size: Size, in rect: Rect, _ alignment: Alignment) -> Rect {
    let outer = ViewDimensions(size: Size(width: rect.width, height: rect.height))
    let inner = ViewDimensions(size: size)
    func offset(_ key: AlignmentKey, _ outerLength: Double, _ innerLength: Double) -> Double {
      if let fraction = key.fraction { return (outerLength - innerLength) * fraction }
      return key.defaultValue(in: outer) - key.defaultValue(in: inner)
    }
    return Rect(
      x: rect.x + offset(alignment.horizontal.key, rect.width, size.width),
      y: rect.y + offset(alignment.vertical.key, rect.height, size.height),
      width: size.width, height: size.height)
  }
}

extension Leaf: NodeKind {
  var rendering: NodeRendering { .contentView(isOpaque: isOpaque) }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.leafSize(sizing, proposal)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {}
}

extension NodeKind where Self == Leaf {
  /// A `Text`, `Image`, `Color` or `Label`.
  static func leaf(_ leaf: Leaf) -> Leaf { leaf }
}

extension StackLayout: NodeKind {
  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.stackSize(self, proposal)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node.placeStack(self, in: rect)
  }
}

extension NodeKind where Self == StackLayout {
  /// A `ZStack`, `VStack` or `HStack`.
  static func stack(_ layout: StackLayout) -> StackLayout { layout }
}

extension LayoutModifier: NodeKind {
  var typeName: String { "Layout" }
  var rendering: NodeRendering { .transparent }
  var passesAttributesThrough: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.layoutSize(self, proposal, axis: axis)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node.placeLayout(self, in: rect)
  }
}

extension NodeKind where Self == LayoutModifier {
  /// A layout modifier around its one child.
  static func layout(_ modifier: LayoutModifier) -> LayoutModifier { modifier }
}
