import HeadlessUIKit
import PresentationHierarchy

/// Finds what a user could do on the screen as it is: tap each button, link, alert action or bar
/// button (a toolbar item, a back button) that has an identifier or a label and that a tap at
/// its centre reaches (not one under a presented screen or a dimming view), and swipe a sheet
/// down.
enum ActionDiscovery {
  /// The type names of elements a finger can act on.
  static let tappableTypes: Set<String> = [
    "Button", "NavigationLink", UIKitClassName.alertControllerActionView, "UIButton",
    UIKitClassName.buttonBarButton,
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

  /// The words of a control that usually undoes what opened its screen.
  private static let undoWords: Set<String> = ["close", "cancel", "done", "dismiss", "back", "ok"]

  /// The actions likely to undo what opened the screen they were found on, most likely first.
  ///
  /// Taps on an element whose identifier or label has a word such as close, cancel, done, back
  /// or OK, then swiping a sheet down. Only a guess: the explorer keeps a result only when it is
  /// the state it wanted.
  ///
  /// - Parameter actions: The actions found on the screen.
  /// - Returns: The likely ones, in that order.
  static func undoing(_ actions: [ExplorerAction]) -> [ExplorerAction] {
    let taps = actions.filter { action in
      action.label.hasPrefix("tap ")
        && words(of: action.label.dropFirst(4)).contains { undoWords.contains($0) }
    }
    return taps + actions.filter { $0 == .swipeDownToDismiss }
  }

  /// The lowercased words of an identifier or label: `closeSheet` and `s-0-close` both have
  /// `close`.
  static func words(of name: Substring) -> [String] {
    var words: [String] = []
    var word = ""
    var previous: Character?
    for character in name {
      let startsWord = character.isUppercase && (previous?.isLowercase ?? false)
      if !character.isLetter || startsWord {
        if !word.isEmpty { words.append(word.lowercased()) }
        word = ""
      }
      if character.isLetter { word.append(character) }
      previous = character
    }
    if !word.isEmpty { words.append(word.lowercased()) }
    return words
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
