/// How much of a node a person can see: whether it is shown, on screen, and uncovered.
public struct Visibility: Hashable, Sendable {
  /// Whether the node, an ancestor or its window is hidden or has an alpha below 0.01.
  public var isHidden: Bool
  /// Whether the node's frame overlaps its window's frame; `true` when either is unknown.
  public var isInsideWindow: Bool
  /// The fraction, from 0 to 1, of the node's on-screen frame covered by opaque nodes painted in
  /// front of it.
  public var coveredFraction: Double
  /// The opaque nodes painted in front that overlap the node, the front-most first.
  public var coveringNodes: [Int]

  /// Whether any part of the node can be seen.
  public var isVisible: Bool { !isHidden && isInsideWindow && coveredFraction < 1 }
}

extension Hierarchy {
  /// Returns how much of a node can be seen.
  ///
  /// A node covers what is behind it when it is marked ``Attributes/isOpaque``, it and its
  /// ancestors are shown, and they all have an alpha of 1. The node's own descendants never cover
  /// it. A node without a frame occupies its parent's area.
  ///
  /// - Parameter index: The node's index.
  /// - Returns: The node's visibility.
  public func visibility(of index: Int) -> Visibility {
    visibilities(of: [index])[0]
  }

  /// Returns how much of each of several nodes can be seen, as ``visibility(of:)`` does, with
  /// the passes over the whole hierarchy (frames, paint order, opacity) made once for all.
  ///
  /// - Parameters:
  ///   - indices: The nodes' indices.
  ///   - frames: The hierarchy's ``effectiveFrames()``, when the caller has them already.
  /// - Returns: The nodes' visibilities, in the order of `indices`.
  package func visibilities(of indices: [Int], frames: [Rect?]? = nil) -> [Visibility] {
    guard !indices.isEmpty else { return [] }
    let passes = VisibilityPasses(
      frames: frames ?? effectiveFrames(), order: paintOrder(), opacity: effectiveOpacity())
    guard indices.count > 1 else {
      let position = passes.order.firstIndex(of: indices[0]) ?? passes.order.count
      return [visibility(of: indices[0], position: position, passes)]
    }
    var positions = [Int](repeating: passes.order.count, count: count)
    for (position, node) in passes.order.enumerated() {
      positions[node] = position
    }
    return indices.map { visibility(of: $0, position: positions[$0], passes) }
  }

  /// The whole-hierarchy facts every visibility reads.
  private struct VisibilityPasses {
    var frames: [Rect?]
    var order: [Int]
    var opacity: [Opacity]
  }

  private func visibility(
    of index: Int, position: Int, _ passes: VisibilityPasses
  ) -> Visibility {
    let (frames, order, opacity) = (passes.frames, passes.order, passes.opacity)
    let window = self.window(of: index)
    var area = frames[index]
    var isInsideWindow = true
    if let frame = area, let windowFrame = frames[window] {
      area = frame.intersection(windowFrame)
      isInsideWindow = area != nil
    }
    let ownSubtree = subtree(of: index)
    var covering: [Int] = []
    var coveringRects: [Rect] = []
    var coversEverything = false
    for candidate in order[min(position + 1, order.count)...].reversed()
    where !ownSubtree.contains(candidate) && opacity[candidate] == .opaque {
      switch (area, frames[candidate]) {
      case (_, nil):
        covering.append(candidate)
        coversEverything = true
      case (let target?, let frame?):
        if let overlap = target.intersection(frame) {
          covering.append(candidate)
          coveringRects.append(overlap)
        }
      case (nil, _?):
        continue
      }
    }
    let covered: Double
    if coversEverything {
      covered = 1
    } else if let target = area, target.area > 0 {
      covered = min(1, Rect.unionArea(of: coveringRects) / target.area)
    } else {
      covered = 0
    }
    return Visibility(
      isHidden: opacity[index] == .hidden, isInsideWindow: isInsideWindow,
      coveredFraction: covered, coveringNodes: covering)
  }

  /// Returns how much of the node with an identifier can be seen.
  ///
  /// - Parameter identifier: The node's identifier.
  /// - Returns: The node's visibility.
  /// - Throws: ``HierarchyQueryError`` when no node or several nodes have the identifier.
  public func visibility(of identifier: String) throws(HierarchyQueryError) -> Visibility {
    visibility(of: try index(of: identifier))
  }

  /// Whether a node paints nothing: it or an ancestor is hidden or has an alpha below 0.01.
  ///
  /// This is ``Visibility/isHidden`` without the work of coverage: it walks the node's
  /// ancestors only.
  ///
  /// - Parameter index: The node's index.
  /// - Returns: `true` when the node and its subtree paint nothing.
  package func paintsNothing(_ index: Int) -> Bool {
    var current: Int? = index
    while let node = current {
      if Self.hidesItsContent(nodes[node].attributes) { return true }
      current = parent(of: node)
    }
    return false
  }

  /// Whether a node's own attributes hide it and its subtree (UIKit skips such views when
  /// drawing and hit testing).
  private static func hidesItsContent(_ attributes: Attributes) -> Bool {
    attributes.isHidden || attributes.alpha < 0.01
  }

  /// Each node's frame, or its nearest framed ancestor's; `nil` when no ancestor has one.
  package func effectiveFrames() -> [Rect?] {
    var frames = [Rect?](repeating: nil, count: count)
    for index in 0..<count {
      frames[index] = nodes[index].attributes.frame ?? parent(of: index).flatMap { frames[$0] }
    }
    return frames
  }

  /// Whether each node paints, and paints fully opaque, given its ancestors.
  private func effectiveOpacity() -> [Opacity] {
    var result = [Opacity](repeating: .hidden, count: count)
    for index in 0..<count {
      let attributes = nodes[index].attributes
      let inherited = parent(of: index).map { result[$0] } ?? .opaque
      if inherited == .hidden || Self.hidesItsContent(attributes) {
        result[index] = .hidden
      } else if inherited == .translucent || attributes.alpha < 1 || !attributes.isOpaque {
        // An opaque child of a translucent ancestor is itself translucent.
        result[index] =
          inherited != .translucent && attributes.alpha >= 1 ? .clearChain : .translucent
      } else {
        result[index] = .opaque
      }
    }
    return result
  }
}

/// How a node paints, given its ancestors.
private enum Opacity {
  /// Not painted: the node or an ancestor is hidden or nearly transparent.
  case hidden
  /// Painted with an alpha below 1 somewhere up the chain: never covers anything.
  case translucent
  /// Painted at full alpha but not itself opaque; its opaque children do cover.
  case clearChain
  /// Painted at full alpha and opaque.
  case opaque
}
