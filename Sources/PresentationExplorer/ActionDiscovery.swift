import HeadlessUIKit
import PresentationHierarchy

/// Finds what a user could do on the screen as it is: tap each button, link or alert action
/// that has an identifier or a label and that a tap at its centre reaches (not one under a
/// presented screen or a dimming view), and swipe a sheet down.
enum ActionDiscovery {
  /// The type names of elements a finger can act on.
  static let tappableTypes: Set<String> = [
    "Button", "NavigationLink", UIKitClassName.alertControllerActionView, "UIButton",
  ]

  /// The actions available now, in the hierarchy's order, then the swipe when a sheet is up.
  @MainActor
  static func actions(in app: UIApplication) -> [ExplorerAction] {
    let hierarchy = app.captureHierarchy(detail: .full)
    let frames = hierarchy.effectiveFrames()
    var names: [String] = []
    for (index, node) in hierarchy.nodes.enumerated() where tappableTypes.contains(node.typeName) {
      guard let name = node.identifier ?? node.attributes[extra: "label"],
        !names.contains(name), reachesItself(index, in: hierarchy, frames: frames)
      else { continue }
      names.append(name)
    }
    var actions = names.map(ExplorerAction.tap)
    if hierarchy.nodes.contains(where: { Self.isSheet($0.attributes.presentationStyle) }) {
      actions.append(.swipeDownToDismiss)
    }
    return actions
  }

  /// Whether a tap at the centre of a node's frame lands on the node or inside it, as UIKit's
  /// hit test on the capture finds (UIKit reference §5.1).
  private static func reachesItself(_ index: Int, in hierarchy: Hierarchy, frames: [Rect?])
    -> Bool
  {
    guard let frame = frames[index] else { return false }
    let centre = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    guard let hit = hierarchy.hitTest(centre) else { return false }
    return hierarchy.subtree(of: index).contains(hit)
  }

  private static func isSheet(_ style: String?) -> Bool {
    style == "pageSheet" || style == "formSheet"
  }
}
