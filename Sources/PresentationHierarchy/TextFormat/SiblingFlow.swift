/// How format 2 writes a frame laid out after an earlier sibling's: as the gap from that
/// sibling's bottom or right edge, prefixed `+`.
///
/// A row of a list or a stack writes `frame=0,+0,390,44` (directly below the row before it), a
/// button of a horizontal stack `frame=+8,59,44,44`. So a row inserted above others changes its own
/// line and the next row's, not every later row's absolute frame. The other axis, and every frame
/// with no earlier framed sibling to follow, stays absolute; format 1 files write every frame
/// absolute. The reader adds the gap back, and the writer uses a gap only when that gives back
/// exactly the frame's coordinate, so reading what was written gives the same frames.
enum SiblingFlow: Equatable {
  /// The frame starts this far below the sibling's bottom edge.
  case below(gap: Double)
  /// The frame starts this far right of the sibling's right edge.
  case rightOf(gap: Double)

  /// How a frame is written after the frame of the nearest earlier sibling that has one.
  ///
  /// - Parameters:
  ///   - frame: The node's frame.
  ///   - sibling: The nearest earlier sibling's frame, or `nil` when none has one.
  /// - Returns: The flow, or `nil` when the frame is written absolute.
  static func of(_ frame: Rect, after sibling: Rect?) -> SiblingFlow? {
    guard let sibling else { return nil }
    if let gap = gap(from: sibling.maxY, to: frame.y) { return .below(gap: gap) }
    if let gap = gap(from: sibling.maxX, to: frame.x) { return .rightOf(gap: gap) }
    return nil
  }

  /// The coordinate a gap gives back after a sibling's frame.
  ///
  /// - Parameter sibling: The nearest earlier sibling's frame.
  /// - Returns: The `y` (below) or `x` (right of) the gap stands for.
  func coordinate(after sibling: Rect) -> Double {
    switch self {
    case .below(let gap): sibling.maxY + gap
    case .rightOf(let gap): sibling.maxX + gap
    }
  }

  /// The gap from an edge to a coordinate at or past it, when adding it back to the edge gives
  /// the coordinate exactly.
  private static func gap(from edge: Double, to coordinate: Double) -> Double? {
    guard edge.isFinite, coordinate.isFinite, coordinate >= edge else { return nil }
    // `+ 0` turns a negative zero into zero, which reads back the same.
    let gap = (coordinate - edge) + 0
    return edge + gap == coordinate ? gap : nil
  }
}

/// The nearest earlier framed sibling of each node, as a writer or reader goes down a step's
/// lines in order: what ``SiblingFlow`` measures gaps from.
struct SiblingFrames {
  /// By depth, the frame of the last node at that depth under the current parent that has one.
  private var frames: [Rect?] = []

  /// The frame of the nearest earlier framed sibling of a node at a depth, the node being the
  /// next line; forgets the siblings of deeper lines before it.
  ///
  /// - Parameter depth: The node's depth.
  /// - Returns: The sibling's frame, or `nil` when no earlier sibling has one.
  mutating func sibling(atDepth depth: Int) -> Rect? {
    if frames.count > depth + 1 {
      frames.removeSubrange((depth + 1)...)
    }
    while frames.count <= depth {
      frames.append(nil)
    }
    return frames[depth]
  }

  /// Notes a node's frame, after ``sibling(atDepth:)`` for the same node.
  ///
  /// - Parameters:
  ///   - frame: The node's frame; `nil` keeps the earlier sibling's.
  ///   - depth: The node's depth.
  mutating func note(_ frame: Rect?, atDepth depth: Int) {
    if let frame { frames[depth] = frame }
  }
}
