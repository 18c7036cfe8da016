import PresentationHierarchy

extension TreeDiff.Change {
  /// How much the change matters, judged from the change alone (``ChangeSignificance``).
  ///
  /// - Parameters:
  ///   - old: The hierarchy before.
  ///   - new: The hierarchy after.
  /// - Returns: The change's significance.
  func significance(old: Hierarchy, new: Hierarchy) -> ChangeSignificance {
    switch self {
    case .inserted(let node, _):
      return Self.structuralSignificance(of: node.newIndex.map { new.nodes[$0] })
    case .removed(let node, _):
      return Self.structuralSignificance(of: node.oldIndex.map { old.nodes[$0] })
    case .moved(_, let from, let to):
      return from.parent == to.parent ? .reorder : .structure
    case .roleChanged, .typeChanged:
      return .structure
    case .attributeChanged(let node, let name, _, _):
      let isWindow = node.newIndex.map { new.nodes[$0].role == .window } ?? false
      switch name {
      case "key", "interaction", "level": return .keyAndInteraction
      case "hidden" where isWindow: return .keyAndInteraction
      case "style", "presenter": return .presentation
      case "frame": return .geometry
      default: return .structure
      }
    }
  }

  /// Presentation layers and controllers are presentation changes; other views are structure.
  private static func structuralSignificance(of node: Node?) -> ChangeSignificance {
    guard let node else { return .structure }
    switch node.role {
    case .transition, .controller, .window: return .presentation
    default: return .structure
    }
  }
}
