public import PresentationHierarchy

/// A comparison of two hierarchies that says in words what changed between them.
///
/// Nodes are matched in two passes. First, nodes whose identifier is unique in both hierarchies
/// are paired by identifier, wherever they are. Then, top-down from every matched pair (the
/// window lists are the children of a virtual root), the children of the two nodes are aligned
/// by a longest common subsequence of role, type name and identifier. Whatever is left is
/// removed or inserted; identified nodes that changed parent or order among their siblings have
/// moved. Every step runs in loops, so hierarchies of any depth are safe.
///
/// The paint order of identified nodes is compared separately, so a failure can say what a
/// reviewer cares about first:
///
/// ```swift
/// let diff = TreeDiff(from: reference, to: actual)
/// print(diff.summary ?? "no change")
/// ```
///
/// ```text
/// `mascot` is now behind `cover` (was in front) (and 2 more changes)
/// ```
public struct TreeDiff: Hashable, Sendable {
  /// The structural and attribute changes, in the order of the new hierarchy.
  ///
  /// Changes of nodes present in the new hierarchy come in its pre-order; a removal comes right
  /// after the changes of the node that preceded it in the old hierarchy.
  public let changes: [Change]

  /// The identified nodes whose paint order changed, then those that appeared in front of
  /// others, each group front to back.
  public let paintOrderChanges: [PaintOrderChange]

  /// Compares two hierarchies.
  ///
  /// - Parameters:
  ///   - old: The hierarchy before, such as the recorded reference.
  ///   - new: The hierarchy after, such as the actual capture.
  public init(from old: Hierarchy, to new: Hierarchy) {
    self.init(from: old, to: new, matching: Matching(old: old, new: new))
  }

  /// Compares two hierarchies whose nodes are already matched, so the headlines can reuse the
  /// matching (``ChangeHeadlines``).
  init(from old: Hierarchy, to new: Hierarchy, matching: Matching) {
    changes = ChangeCollector(old: old, new: new, matching: matching).changes()
    paintOrderChanges = PaintOrderComparison(old: old, new: new, matching: matching).changes()
  }

  /// Whether the two hierarchies are alike: nothing was inserted, removed, moved or changed.
  public var isEmpty: Bool { changes.isEmpty && paintOrderChanges.isEmpty }

  /// The most important change in one line, or `nil` when nothing changed.
  ///
  /// This is the first paint-order sentence if there is one, otherwise the first change's
  /// sentence, followed by a count of the other changes, for example
  /// "`mascot` is now behind `cover` (was in front) (and 2 more changes)".
  public var summary: String? {
    guard let first = paintOrderChanges.first?.description ?? changes.first?.description else {
      return nil
    }
    let more = changes.count + paintOrderChanges.count - 1
    switch more {
    case 0: return first
    case 1: return first + " (and 1 more change)"
    default: return first + " (and \(more) more changes)"
    }
  }
}

extension TreeDiff: CustomStringConvertible {
  /// Every sentence, one a line: the paint-order changes, then the other changes.
  public var description: String {
    let sentences = paintOrderChanges.map(\.description) + changes.map(\.description)
    return sentences.isEmpty ? "no changes" : sentences.joined(separator: "\n")
  }
}
