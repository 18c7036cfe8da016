import Foundation
import HeadlessUIKit
import PresentationHierarchy

/// A representable: SwiftUI's platform view host, a content view holding the UIKit view the
/// representable made.
///
/// Sizing, in order: the representable's `sizeThatFits` [DOC:
/// `swiftui/uiviewrepresentable/sizethatfits(_:uiview:context:)`: `nil` "indicates that the
/// system should use the default sizing algorithm"]; then, per dimension, the view's
/// `intrinsicContentSize` where it has one, else the proposal, and zero for an unspecified
/// proposal [INF: the default sizing follows the UIKit view's intrinsic size, content hugging
/// and compression priorities aren't modelled; a view without one collapses in a scroll view,
/// as apps report].
struct PlatformViewKind: NodeKind {
  /// What the representable made.
  let source: any PlatformViewSource

  var typeName: String { source.hostTypeName }
  var rendering: NodeRendering { .platformView }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    let proposed = ProposedViewSize(
      width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    if let size = source.preferredSize(for: proposed) {
      return Size(width: Double(size.width), height: Double(size.height))
    }
    let intrinsic = source.platformView.intrinsicContentSize
    return Size(
      width: Self.dimension(intrinsic.width, proposal.width),
      height: Self.dimension(intrinsic.height, proposal.height))
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {}

  private static func dimension(_ intrinsic: CGFloat, _ proposed: Double?) -> Double {
    if intrinsic != UIView.noIntrinsicMetric { return Double(intrinsic) }
    guard let proposed, proposed.isFinite else { return 0 }
    return proposed
  }
}

extension ResolveContext {
  /// The node of a `UIViewRepresentable` or `UIViewControllerRepresentable`, made once per
  /// place and updated with each evaluation's value; `nil` for any other view.
  func platformNodes<V: View>(_ view: V) -> [ViewNode]? {
    let source: any PlatformViewSource
    if let representable = view as? any UIViewRepresentable {
      source = viewSource(representable)
    } else if let representable = view as? any UIViewControllerRepresentable {
      source = controllerSource(representable)
    } else {
      return nil
    }
    return [ViewNode(PlatformViewKind(source: source), path: path)]
  }

  private func viewSource<R: UIViewRepresentable>(_ representable: R) -> any PlatformViewSource {
    let slot = self.slot(for: representable)
    if let existing = slot.source as? ViewRepresentableSource<R> {
      existing.representable = representable
      existing.environment = environment
      return existing
    }
    let made = ViewRepresentableSource(representable, environment: environment)
    slot.source = made
    return made
  }

  private func controllerSource<R: UIViewControllerRepresentable>(_ representable: R)
    -> any PlatformViewSource
  {
    let slot = self.slot(for: representable)
    if let existing = slot.source as? ViewControllerRepresentableSource<R> {
      existing.representable = representable
      existing.environment = environment
      return existing
    }
    let made = ViewControllerRepresentableSource(representable, environment: environment)
    slot.source = made
    return made
  }

  /// The representable's slot at this place, with its `@Binding`, `@State` and `@Environment`
  /// properties installed first.
  private func slot<R: View>(for representable: R) -> PlatformViewSlot {
    graph.install(representable, at: path, environment: environment)
    let fresh = PlatformViewSlot()
    return graph.storage(at: path, label: "representable", default: fresh) as? PlatformViewSlot
      ?? fresh
  }
}
