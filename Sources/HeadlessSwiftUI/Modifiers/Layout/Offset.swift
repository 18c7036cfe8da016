public import Foundation
import PresentationHierarchy

extension View {
  /// Moves the view by an offset without changing its layout.
  ///
  /// Modelled [DOC: `swiftui/view/offset(x:y:)`: "the original dimensions … are unchanged"]:
  /// the view takes its space where it was, and it is drawn and hit-tested at the offset.
  ///
  /// - Parameters:
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  /// - Returns: The modified view.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modified(.layoutKind(OffsetKind(x: Double(x), y: Double(y))))
  }

  /// Moves the view by an offset without changing its layout, as `offset(x:y:)` does.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The modified view.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Places the view's centre at a point in its parent's space, taking all the space offered.
  ///
  /// Modelled [DOC: `swiftui/view/position(x:y:)`]: the modifier fills the proposal and the
  /// view, at its own size, is centred on the point, measured from the space's top leading
  /// corner.
  ///
  /// - Parameters:
  ///   - x: The centre's horizontal position.
  ///   - y: The centre's vertical position.
  /// - Returns: The modified view.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modified(.layoutKind(PositionKind(x: Double(x), y: Double(y))))
  }

  /// Places the view's centre at a point, as `position(x:y:)` does.
  ///
  /// - Parameter position: The centre.
  /// - Returns: The modified view.
  public func position(_ position: CGPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }

  /// Fixes the view at its ideal size in both dimensions.
  ///
  /// Modelled [DOC: `swiftui/view/fixedsize()`]: the view is proposed nothing, so it takes
  /// its ideal size whatever its parent offers.
  ///
  /// - Returns: The modified view.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Fixes the view at its ideal size in the chosen dimensions.
  ///
  /// - Parameters:
  ///   - horizontal: Whether the width is fixed.
  ///   - vertical: Whether the height is fixed.
  /// - Returns: The modified view.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modified(.layoutKind(FixedSizeKind(horizontal: horizontal, vertical: vertical)))
  }
}

/// A layout wrapper: transparent, attributes pass through to the view inside.
protocol LayoutWrapperKind: NodeKind {}

extension LayoutWrapperKind {
  var typeName: String { "Layout" }
  var rendering: NodeRendering { .transparent }
  var passesAttributesThrough: Bool { true }
}

/// `.offset`: the child's size, placed at the offset.
struct OffsetKind: LayoutWrapperKind {
  let x: Double
  let y: Double

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.children.first?.size(for: proposal, in: axis) ?? Size(width: 0, height: 0)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node.children.first?.place(
      in: Rect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height))
  }
}

/// `.position`: all the space offered, the child centred on the point.
struct PositionKind: LayoutWrapperKind {
  let x: Double
  let y: Double

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    // Offered nothing, it takes 10 points, as other flexible views in the model.
    Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    guard let child = node.children.first else { return }
    let size = child.size(for: ProposedSize(width: rect.width, height: rect.height))
    child.place(
      in: Rect(
        x: rect.x + x - size.width / 2, y: rect.y + y - size.height / 2, width: size.width,
        height: size.height))
  }
}

/// `.fixedSize`: the child proposed nothing in the fixed dimensions.
struct FixedSizeKind: LayoutWrapperKind {
  let horizontal: Bool
  let vertical: Bool

  private func inner(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.children.first?.size(for: inner(proposal), in: axis) ?? Size(width: 0, height: 0)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node.children.first?.place(in: rect)
  }
}
