/// A presentation hierarchy: windows in z-order, each a tree of nodes with children back to
/// front.
///
/// The nodes are stored flat, in pre-order (a node, then its children's subtrees back to front),
/// each with its depth; windows have depth 0. This is also paint order within a window, and it
/// lets every operation run in loops: a hierarchy 100,000 levels deep is as safe to write, parse,
/// compare and destroy as a flat one.
///
/// Windows are listed back to front in the order they were shown. Paint order across windows
/// sorts them by ``Attributes/level`` first and keeps the listed order within a level
/// (UIKit reference §4.1–§4.2).
///
/// Build one with the result builder:
///
/// ```swift
/// let hierarchy = Hierarchy {
///   Subtree(.window, "UIWindow", .key, .level(.normal)) {
///     Subtree(.transition, "UITransitionView") {
///       Subtree(.controller, "UIHostingController<RootView>")
///     }
///   }
/// }
/// ```
public struct Hierarchy: Sendable {
  /// The nodes in pre-order.
  public private(set) var nodes: [Node]
  /// The depth of each node; `depths[i]` belongs to `nodes[i]`.
  public private(set) var depths: [Int]
  /// The index of each node's parent, or -1 for windows; derived from the depths.
  private var parents: [Int]
  /// The end (exclusive) of each node's subtree; derived from the depths.
  private var subtreeEnds: [Int]

  /// Creates an empty hierarchy, with no windows.
  public init() {
    self.init(trusted: [], depths: [])
  }

  /// Creates a hierarchy from nodes in pre-order and their depths, checking the shape.
  ///
  /// - Parameters:
  ///   - nodes: The nodes in pre-order.
  ///   - depths: The depth of each node: the first is 0, each is at least 0 and at most one more
  ///     than the depth before it.
  /// - Throws: ``HierarchyShapeError`` when the two arrays differ in length or a depth is out of
  ///   range.
  public init(nodes: [Node], depths: [Int]) throws(HierarchyShapeError) {
    try Hierarchy.checkShape(nodeCount: nodes.count, depths: depths)
    self.init(trusted: nodes, depths: depths)
  }

  /// Creates a hierarchy from nodes and depths already known to have a valid shape.
  init(trusted nodes: [Node], depths: [Int]) {
    // Debug builds check the callers' claim; release builds trust it.
    assert(
      (try? Hierarchy.checkShape(nodeCount: nodes.count, depths: depths)) != nil,
      "nodes and depths do not form a tree")
    self.nodes = nodes
    self.depths = depths
    (parents, subtreeEnds) = Hierarchy.links(depths: depths)
  }

  /// The number of nodes.
  public var count: Int { nodes.count }

  /// Accesses a node's own facts; the tree's shape cannot change through it.
  ///
  /// - Parameter index: The node's index in ``nodes``.
  public subscript(index: Int) -> Node {
    get { nodes[index] }
    set { nodes[index] = newValue }
  }

  /// The indices of the windows, back to front in listed order.
  public var windowIndices: [Int] {
    depths.indices.filter { depths[$0] == 0 }
  }

  /// Returns the index of a node's parent.
  ///
  /// - Parameter index: The node's index.
  /// - Returns: The parent's index, or `nil` for a window.
  public func parent(of index: Int) -> Int? {
    let parent = parents[index]
    return parent < 0 ? nil : parent
  }

  /// Returns the range of indices a node's subtree occupies, the node itself first.
  ///
  /// - Parameter index: The node's index.
  /// - Returns: The subtree's index range.
  public func subtree(of index: Int) -> Range<Int> {
    index..<subtreeEnds[index]
  }

  /// Returns the indices of a node's children, back to front.
  ///
  /// - Parameter index: The node's index.
  /// - Returns: The children's indices.
  public func children(of index: Int) -> [Int] {
    var result: [Int] = []
    var child = index + 1
    while child < subtreeEnds[index] {
      result.append(child)
      child = subtreeEnds[child]
    }
    return result
  }

  /// Returns the indices of a node's ancestors, nearest first.
  ///
  /// - Parameter index: The node's index.
  /// - Returns: The ancestors' indices, ending with the window.
  public func ancestors(of index: Int) -> [Int] {
    var result: [Int] = []
    var current = parents[index]
    while current >= 0 {
      result.append(current)
      current = parents[current]
    }
    return result
  }

  /// Returns the index of the window that contains a node.
  ///
  /// - Parameter index: The node's index.
  /// - Returns: The window's index (the node's own for a window).
  public func window(of index: Int) -> Int {
    var current = index
    while parents[current] >= 0 {
      current = parents[current]
    }
    return current
  }

  static func checkShape(nodeCount: Int, depths: [Int]) throws(HierarchyShapeError) {
    guard nodeCount == depths.count else {
      throw HierarchyShapeError(
        index: min(nodeCount, depths.count),
        message: "\(nodeCount) nodes but \(depths.count) depths")
    }
    var previous = -1
    for (index, depth) in depths.enumerated() {
      guard depth >= 0, depth <= previous + 1 else {
        throw HierarchyShapeError(
          index: index,
          message: "node \(index) has depth \(depth) after depth \(previous); "
            + "a node is at most one level deeper than the node before it")
      }
      previous = depth
    }
  }

  /// Computes parent indices and subtree ends from depths, in one pass with an explicit stack.
  private static func links(depths: [Int]) -> (parents: [Int], subtreeEnds: [Int]) {
    var parents = [Int](repeating: -1, count: depths.count)
    var subtreeEnds = [Int](repeating: depths.count, count: depths.count)
    var open: [Int] = []
    for (index, depth) in depths.enumerated() {
      while open.count > depth, let closed = open.popLast() {
        subtreeEnds[closed] = index
      }
      parents[index] = open.last ?? -1
      open.append(index)
    }
    return (parents, subtreeEnds)
  }
}

extension Hierarchy: Hashable {
  public static func == (lhs: Hierarchy, rhs: Hierarchy) -> Bool {
    lhs.depths == rhs.depths && lhs.nodes == rhs.nodes
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(depths)
    hasher.combine(nodes)
  }
}

/// The error thrown when nodes and depths do not describe a tree.
public struct HierarchyShapeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The index of the first node at fault.
  public var index: Int
  /// What is wrong, in words.
  public var message: String

  public var description: String { message }
}
