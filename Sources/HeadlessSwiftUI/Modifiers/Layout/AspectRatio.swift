public import Foundation
import PresentationHierarchy

/// How content fills a space of another aspect ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// The largest size that fits inside the space.
  case fit
  /// The smallest size that covers the space.
  case fill
}

extension View {
  /// Sizes the view to an aspect ratio inside the space offered.
  ///
  /// Modelled [DOC: `swiftui/view/aspectratio(_:contentmode:)`]: the modifier takes the
  /// largest (`.fit`) or smallest (`.fill`) size of the ratio for the proposal and proposes it
  /// to the view; with no ratio, the view's ideal size gives it.
  ///
  /// - Parameters:
  ///   - aspectRatio: Width over height; `nil` for the view's own.
  ///   - contentMode: Whether to fit or fill.
  /// - Returns: The modified view.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modified(.layoutKind(AspectRatioKind(ratio: aspectRatio.map(Double.init), mode: contentMode)))
  }

  /// Sizes the view to the aspect ratio of a size, as `aspectRatio(_:contentMode:)` does.
  ///
  /// - Parameters:
  ///   - aspectRatio: The size whose ratio the view takes.
  ///   - contentMode: Whether to fit or fill.
  /// - Returns: The modified view.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  /// Scales the view to fit the space offered, keeping its aspect ratio.
  ///
  /// - Returns: The modified view.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill the space offered, keeping its aspect ratio.
  ///
  /// - Returns: The modified view.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// `.aspectRatio`: the proposal fitted or filled at the ratio, the child given that size.
struct AspectRatioKind: LayoutWrapperKind {
  let ratio: Double?
  let mode: ContentMode

  private func target(of node: ViewNode, _ proposal: ProposedSize) -> ProposedSize {
    let ideal = node.children.first?.size(for: ProposedSize(width: nil, height: nil))
    guard let ratio = ratio ?? ideal.map({ $0.height > 0 ? $0.width / $0.height : 1 }),
      ratio > 0
    else { return proposal }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?):
      let byWidth = (width, width / ratio)
      let byHeight = (height * ratio, height)
      let fits = byWidth.1 <= height
      let pick = (mode == .fit) == fits ? byWidth : byHeight
      return ProposedSize(width: pick.0, height: pick.1)
    case (let width?, nil):
      return ProposedSize(width: width, height: width / ratio)
    case (nil, let height?):
      return ProposedSize(width: height * ratio, height: height)
    case (nil, nil):
      guard let ideal else { return proposal }
      return ProposedSize(width: ideal.width, height: ideal.width / ratio)
    }
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    let target = target(of: node, proposal)
    return node.children.first?.size(for: target, in: axis) ?? Size(width: 0, height: 0)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node.children.first?.place(in: rect)
  }
}
