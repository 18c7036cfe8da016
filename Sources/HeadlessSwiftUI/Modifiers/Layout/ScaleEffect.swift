public import Foundation
import PresentationHierarchy

extension View {
  /// Scales the view's rendered output around an anchor without changing its layout.
  ///
  /// Modelled [DOC: `swiftui/view/scaleeffect(_:anchor:)`: "the original dimensions of the
  /// view are considered to be unchanged by scaling the contents"]: the view takes its space
  /// where it was, and it is drawn and hit-tested in a frame scaled around the anchor.
  ///
  /// - Parameters:
  ///   - scale: The horizontal and vertical scale factors.
  ///   - anchor: The point in the view that stays where it is; its centre by default.
  /// - Returns: The modified view.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Scales the view's rendered output by one factor in both directions, as
  /// `scaleEffect(x:y:anchor:)` does.
  ///
  /// - Parameters:
  ///   - s: The scale factor.
  ///   - anchor: The point in the view that stays where it is; its centre by default.
  /// - Returns: The modified view.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s, y: s, anchor: anchor)
  }

  /// Scales the view's rendered output by horizontal and vertical factors, as
  /// `scaleEffect(_:anchor:)` with a size does.
  ///
  /// - Parameters:
  ///   - x: The horizontal scale factor.
  ///   - y: The vertical scale factor.
  ///   - anchor: The point in the view that stays where it is; its centre by default.
  /// - Returns: The modified view.
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some View
  {
    modified(
      .layoutKind(
        ScaleEffectKind(
          x: Double(x), y: Double(y), anchorX: Double(anchor.x), anchorY: Double(anchor.y))))
  }
}

/// `.scaleEffect`: the child's size and place, then every frame inside scaled around the
/// anchor, so captures and hit tests see the drawn frames.
struct ScaleEffectKind: LayoutWrapperKind {
  let x: Double
  let y: Double
  /// The anchor, as a fraction of the view's width from its leading edge.
  let anchorX: Double
  /// The anchor, as a fraction of the view's height from its top.
  let anchorY: Double

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.children.first?.size(for: proposal, in: axis) ?? Size(width: 0, height: 0)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    guard let child = node.children.first else { return }
    child.place(in: rect)
    let anchor = (x: rect.x + rect.width * anchorX, y: rect.y + rect.height * anchorY)
    scale(child, around: anchor)
  }

  /// Scales a node's frame and its descendants', backgrounds and overlays included.
  private func scale(_ node: ViewNode, around anchor: (x: Double, y: Double)) {
    let frame = node.frame
    node.frame = Rect(
      x: anchor.x + (frame.x - anchor.x) * x, y: anchor.y + (frame.y - anchor.y) * y,
      width: frame.width * x, height: frame.height * y)
    for inner in node.children + node.backgrounds.map(\.node) + node.overlays.map(\.node) {
      scale(inner, around: anchor)
    }
  }
}
