extension Hierarchy {
  /// Returns every node's index in paint order, back to front.
  ///
  /// Windows are composited by level first and in listed (show) order within a level
  /// (UIKit reference §4.1–§4.2); inside a window a node paints before its children, and children
  /// paint back to front.
  ///
  /// - Returns: The node indices, the back-most first.
  public func paintOrder() -> [Int] {
    var order: [Int] = []
    order.reserveCapacity(count)
    for window in windowsBackToFront() {
      order.append(contentsOf: subtree(of: window))
    }
    return order
  }

  /// Returns the window indices in compositing order, back to front.
  ///
  /// - Returns: The windows sorted by level, then by listed order.
  public func windowsBackToFront() -> [Int] {
    windowIndices.enumerated()
      .sorted { lhs, rhs in
        let lhsLevel = nodes[lhs.element].attributes.level ?? .normal
        let rhsLevel = nodes[rhs.element].attributes.level ?? .normal
        return lhsLevel == rhsLevel ? lhs.offset < rhs.offset : lhsLevel < rhsLevel
      }
      .map(\.element)
  }

  /// Returns the identifiers of identified nodes, the front-most first.
  ///
  /// This is the `front-to-back:` line of a snapshot step.
  ///
  /// - Returns: The identifiers in reverse paint order.
  public func identifiersFrontToBack() -> [String] {
    // Read in place, window by window: a copy of each node would retain every string it
    // holds, and the paint order of every node isn't needed to list the few identified ones.
    nodes.withUnsafeBufferPointer { nodes in
      var identifiers: [String] = []
      for window in windowsBackToFront().reversed() {
        for index in subtree(of: window).reversed() {
          if let identifier = nodes[index].identifier { identifiers.append(identifier) }
        }
      }
      return identifiers
    }
  }

  /// Returns whether one node paints in front of another.
  ///
  /// A node is in front of its ancestors and of everything painted before it.
  ///
  /// - Parameters:
  ///   - front: The index of the node expected in front.
  ///   - back: The index of the node expected behind.
  /// - Returns: `true` when `front` paints after `back`.
  public func isInFront(_ front: Int, of back: Int) -> Bool {
    let window = self.window(of: front)
    let otherWindow = self.window(of: back)
    guard window != otherWindow else { return front > back }
    let windows = windowsBackToFront()
    return windows.firstIndex(of: window) ?? 0 > windows.firstIndex(of: otherWindow) ?? 0
  }

  /// Returns whether the node with one identifier paints in front of the node with another.
  ///
  /// ```swift
  /// #expect(try hierarchy.isInFront("mascot", of: "cover"))
  /// ```
  ///
  /// - Parameters:
  ///   - front: The identifier of the node expected in front.
  ///   - back: The identifier of the node expected behind.
  /// - Returns: `true` when `front` paints after `back`.
  /// - Throws: ``HierarchyQueryError`` when an identifier matches no node or several.
  public func isInFront(_ front: String, of back: String) throws(HierarchyQueryError) -> Bool {
    isInFront(try index(of: front), of: try index(of: back))
  }

  /// Returns the index of the only node with an identifier or, when no node has it, of the
  /// only content node of that type, such as a SwiftUI view of the app's own
  /// (`DolphinOverlay`).
  ///
  /// - Parameter identifier: The identifier, or a content node's type name, to look for.
  /// - Returns: The node's index.
  /// - Throws: ``HierarchyQueryError`` when no node or several nodes match.
  public func index(of identifier: String) throws(HierarchyQueryError) -> Int {
    var matches = nodes.indices.filter { nodes[$0].identifier == identifier }
    if matches.isEmpty {
      matches = nodes.indices.filter {
        nodes[$0].role == .content && nodes[$0].typeName == identifier
      }
    }
    guard let first = matches.first else {
      throw .notFound(identifier, known: nodes.compactMap(\.identifier))
    }
    guard matches.count == 1 else { throw .ambiguous(identifier, count: matches.count) }
    return first
  }
}

/// The error thrown when a query names a node that cannot be told apart.
public enum HierarchyQueryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No node has the identifier; `known` lists the identifiers that exist.
  case notFound(String, known: [String])
  /// Several nodes have the identifier.
  case ambiguous(String, count: Int)

  public var description: String {
    switch self {
    case .notFound(let identifier, let known):
      let shown = known.prefix(20).map { "'\($0)'" }.joined(separator: ", ")
      let more = known.count > 20 ? " and \(known.count - 20) more" : ""
      let list = known.isEmpty ? "none" : shown + more
      return "No node has the identifier '\(identifier)'. Identifiers present: \(list)."
    case .ambiguous(let identifier, let count):
      return "\(count) nodes have the identifier '\(identifier)'; give them distinct identifiers."
    }
  }
}
