extension TreeDiff {
  /// A node described for people: its name, its path and where it is in each hierarchy.
  public struct NodeRef: Hashable, Sendable, CustomStringConvertible {
    /// The node's short name: `#` and its identifier, or its type name.
    public var name: String
    /// The node's path, such as `UIWindow › UITransitionView[1]` or `#tabs › UINavigationController`.
    ///
    /// A path starts at the nearest ancestor (or the node itself) whose identifier is unique,
    /// else at the window. A component gets a `[k]` suffix, counted from 0, when siblings share
    /// its name, and the middle of a long path is shortened to `…`. Removed nodes are described
    /// in the old hierarchy, all others in the new one.
    public var path: String
    /// How sentences name the node: its path when it starts at the node's own identifier, else
    /// the developer's view type (such as `DolphinOverlay`) when no other node in the hierarchy
    /// has it, else the path.
    public var label: String
    /// The node's index in the old hierarchy, or `nil` when it was inserted.
    public var oldIndex: Int?
    /// The node's index in the new hierarchy, or `nil` when it was removed.
    public var newIndex: Int?

    /// Creates a reference to a node.
    ///
    /// - Parameters:
    ///   - name: The node's short name.
    ///   - path: The node's path.
    ///   - label: How sentences name the node; `nil` for its path.
    ///   - oldIndex: The node's index in the old hierarchy.
    ///   - newIndex: The node's index in the new hierarchy.
    package init(
      name: String, path: String, label: String? = nil, oldIndex: Int?, newIndex: Int?
    ) {
      self.name = name
      self.path = path
      self.label = label ?? path
      self.oldIndex = oldIndex
      self.newIndex = newIndex
    }

    /// The label in code font.
    public var description: String { "`\(label)`" }
  }

  /// A position in a hierarchy: a parent and an index among its children.
  public struct Place: Hashable, Sendable, CustomStringConvertible {
    /// The parent's path, or `nil` when the node is a window.
    public var parent: String?
    /// The index among the parent's children (or among the windows), 0 being the back-most.
    public var position: Int

    /// Creates a place.
    ///
    /// - Parameters:
    ///   - parent: The parent's path, or `nil` for a window.
    ///   - position: The index among the parent's children.
    package init(parent: String?, position: Int) {
      self.parent = parent
      self.position = position
    }

    /// The place in words, such as "position 1 in `UIWindow › ZStack`".
    public var description: String {
      "position \(position) in " + Self.parentPhrase(parent)
    }

    static func parentPhrase(_ parent: String?) -> String {
      parent.map { "`\($0)`" } ?? "the window list"
    }
  }
}
