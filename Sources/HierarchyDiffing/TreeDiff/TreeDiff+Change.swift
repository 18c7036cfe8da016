public import PresentationHierarchy

extension TreeDiff {
  /// One structural or attribute change between two hierarchies.
  public enum Change: Hashable, Sendable, CustomStringConvertible {
    /// A node and its descendants that only the new hierarchy has.
    ///
    /// Only the top node of an inserted subtree is reported; `descendants` counts the inserted
    /// nodes below it.
    case inserted(NodeRef, descendants: Int)
    /// A node and its descendants that only the old hierarchy has.
    ///
    /// Only the top node of a removed subtree is reported; `descendants` counts the removed
    /// nodes below it. Its reference names the node in the old hierarchy.
    case removed(NodeRef, descendants: Int)
    /// An identified node that changed parent, or order among its siblings.
    ///
    /// Shifts caused by siblings being inserted or removed are not moves.
    case moved(NodeRef, from: Place, to: Place)
    /// An identified node whose role changed.
    case roleChanged(NodeRef, old: Role, new: Role)
    /// An identified node whose type name changed.
    case typeChanged(NodeRef, old: String, new: String)
    /// One attribute of a matched node that changed, was added or was removed.
    ///
    /// The name is the text format's spelling (`key`, `hidden`, `level`, `alpha`, `interaction`,
    /// `opaque`, `frame`, `style`, `presenter`, or an extra attribute's key); a value is `nil`
    /// when the attribute holds its default, which the text format omits. Flags such as `hidden`
    /// have the value `true` when set.
    case attributeChanged(NodeRef, name: String, old: String?, new: String?)

    /// The node the change is about.
    public var node: NodeRef {
      switch self {
      case .inserted(let node, _), .removed(let node, _), .moved(let node, _, _),
        .roleChanged(let node, _, _), .typeChanged(let node, _, _),
        .attributeChanged(let node, _, _, _):
        return node
      }
    }

    /// The change as a sentence, such as "inserted `UIWindow › UITransitionView[1]` with 1
    /// descendant".
    public var description: String {
      switch self {
      case .inserted(let node, let descendants):
        return "inserted \(node)" + Self.descendantsPhrase(descendants)
      case .removed(let node, let descendants):
        return "removed \(node)" + Self.descendantsPhrase(descendants)
      case .moved(let node, let from, let to):
        if from.parent == to.parent {
          return "moved \(node) from position \(from.position) to \(to.position) in "
            + Place.parentPhrase(to.parent)
        }
        return "moved \(node) from \(from) to \(to)"
      case .roleChanged(let node, let old, let new):
        return "\(node) changed role from \(old) to \(new)"
      case .typeChanged(let node, let old, let new):
        return "\(node) changed type from `\(old)` to `\(new)`"
      case .attributeChanged(let node, let name, let old, let new):
        return "\(node) " + Self.attributePhrase(name: name, old: old, new: new)
      }
    }

    private static func descendantsPhrase(_ count: Int) -> String {
      switch count {
      case 0: return ""
      case 1: return " with 1 descendant"
      default: return " with \(count) descendants"
      }
    }

    private static func attributePhrase(name: String, old: String?, new: String?) -> String {
      switch (old, new) {
      case (nil, let new?): return "gained " + attributeSetting(name: name, value: new)
      case (let old?, nil): return "lost " + attributeSetting(name: name, value: old)
      default: return "changed \(name) from \(old ?? "default") to \(new ?? "default")"
      }
    }

    private static func attributeSetting(name: String, value: String) -> String {
      AttributeText.flagNames.contains(name) && value == "true" ? "`\(name)`" : "`\(name)=\(value)`"
    }
  }
}
