import HeadlessUIKit
import PresentationHierarchy

/// Finds what a user could do on the screen as it is: tap each button, link or alert action
/// that has an identifier or a label, and swipe a sheet down.
enum ActionDiscovery {
  /// The type names of elements a finger can act on.
  static let tappableTypes: Set<String> = [
    "Button", "NavigationLink", UIKitClassName.alertControllerActionView, "UIButton",
  ]

  /// The actions available now, in the hierarchy's order, then the swipe when a sheet is up.
  @MainActor
  static func actions(in app: UIApplication) -> [ExplorerAction] {
    let hierarchy = app.captureHierarchy(detail: .full)
    var names: [String] = []
    for node in hierarchy.nodes where tappableTypes.contains(node.typeName) {
      guard let name = node.identifier ?? node.attributes[extra: "label"],
        !names.contains(name)
      else { continue }
      names.append(name)
    }
    var actions = names.map(ExplorerAction.tap)
    if hierarchy.nodes.contains(where: { Self.isSheet($0.attributes.presentationStyle) }) {
      actions.append(.swipeDownToDismiss)
    }
    return actions
  }

  private static func isSheet(_ style: String?) -> Bool {
    style == "pageSheet" || style == "formSheet"
  }
}
