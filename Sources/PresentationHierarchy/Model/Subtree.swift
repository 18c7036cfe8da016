/// A node with its descendants, the building block of hand-written hierarchies.
///
/// ```swift
/// Subtree(.window, "UIWindow", id: "main", .key) {
///   Subtree(.transition, "UITransitionView") {
///     Subtree(.content, "Image", id: "mascot", .frame(x: 274, y: 648, width: 100, height: 100))
///   }
/// }
/// ```
public struct Subtree: Hashable, Sendable {
  /// The nodes in pre-order, the root first.
  public private(set) var nodes: [Node]
  /// The depth of each node relative to the root, which has depth 0.
  public private(set) var depths: [Int]

  /// Creates a subtree from a root node and its children, back to front.
  ///
  /// - Parameters:
  ///   - root: The root node.
  ///   - children: The children's subtrees, back to front.
  public init(_ root: Node, children: [Subtree] = []) {
    nodes = [root]
    depths = [0]
    for child in children {
      nodes.append(contentsOf: child.nodes)
      depths.append(contentsOf: child.depths.lazy.map { $0 + 1 })
    }
  }

  /// Creates a subtree from a node's facts and a builder of its children.
  ///
  /// - Parameters:
  ///   - role: The part the node plays.
  ///   - typeName: The class or SwiftUI type name.
  ///   - id: The identifier tests refer to the node by.
  ///   - attributes: The node's attribute settings.
  ///   - children: The children's subtrees, back to front.
  public init(
    _ role: Role, _ typeName: String, id: String? = nil, _ attributes: Attribute...,
    @SubtreeBuilder children: () -> [Subtree] = { [] }
  ) {
    self.init(
      Node(role, typeName, identifier: id, attributes: Attributes(attributes)),
      children: children())
  }
}

extension Hierarchy {
  /// Creates a hierarchy from window subtrees, back to front.
  ///
  /// - Parameter windows: The windows' subtrees, back to front in the order they were shown.
  public init(windows: [Subtree]) {
    self.init(
      trusted: windows.flatMap(\.nodes),
      depths: windows.flatMap(\.depths))
  }

  /// Creates a hierarchy from a builder of window subtrees.
  ///
  /// - Parameter windows: The windows' subtrees, back to front in the order they were shown.
  public init(@SubtreeBuilder windows: () -> [Subtree]) {
    self.init(windows: windows())
  }
}

/// The result builder that lists subtrees back to front.
@resultBuilder
public enum SubtreeBuilder {
  /// Turns one subtree into a list.
  public static func buildExpression(_ subtree: Subtree) -> [Subtree] { [subtree] }
  /// Passes a list of subtrees through.
  public static func buildExpression(_ subtrees: [Subtree]) -> [Subtree] { subtrees }
  /// Joins the statements of a block.
  public static func buildBlock(_ parts: [Subtree]...) -> [Subtree] { parts.flatMap(\.self) }
  /// Supports `if` without `else`.
  public static func buildOptional(_ part: [Subtree]?) -> [Subtree] { part ?? [] }
  /// Supports the first branch of `if`/`else` and `switch`.
  public static func buildEither(first part: [Subtree]) -> [Subtree] { part }
  /// Supports the second branch of `if`/`else` and `switch`.
  public static func buildEither(second part: [Subtree]) -> [Subtree] { part }
  /// Supports `for` loops.
  public static func buildArray(_ parts: [[Subtree]]) -> [Subtree] { parts.flatMap(\.self) }
}
