extension TreeDiff {
  /// An identified node whose place in the front-to-back order changed relative to others.
  public struct PaintOrderChange: Hashable, Sendable, CustomStringConvertible {
    /// What happened to the node's paint order.
    public enum Kind: Hashable, Sendable {
      /// The node is in both hierarchies and crossed other identified nodes.
      case moved
      /// The node is new and paints in front of identified nodes that were there before.
      case appeared
    }

    /// Whether the node moved or appeared.
    public var kind: Kind
    /// The node's identifier.
    public var identifier: String
    /// The nearest identifiers the node now paints in front of (at most three), nearest first.
    ///
    /// For ``Kind/moved``, these painted in front of the node before; for ``Kind/appeared``,
    /// these are the identified nodes behind it, not counting its ancestors.
    public var nowInFrontOf: [String]
    /// How many identifiers ``nowInFrontOf`` stands for, counting those not listed.
    public var nowInFrontOfCount: Int
    /// The nearest identifiers the node now paints behind but painted in front of before (at
    /// most three), nearest first; always empty for ``Kind/appeared``.
    public var nowBehind: [String]
    /// How many identifiers ``nowBehind`` stands for, counting those not listed.
    public var nowBehindCount: Int

    /// Creates a paint-order change.
    ///
    /// - Parameters:
    ///   - kind: Whether the node moved or appeared.
    ///   - identifier: The node's identifier.
    ///   - nowInFrontOf: The nearest identifiers it now paints in front of.
    ///   - nowInFrontOfCount: How many identifiers it now paints in front of.
    ///   - nowBehind: The nearest identifiers it now paints behind.
    ///   - nowBehindCount: How many identifiers it now paints behind.
    package init(
      kind: Kind, identifier: String, nowInFrontOf: [String], nowInFrontOfCount: Int,
      nowBehind: [String], nowBehindCount: Int
    ) {
      self.kind = kind
      self.identifier = identifier
      self.nowInFrontOf = nowInFrontOf
      self.nowInFrontOfCount = nowInFrontOfCount
      self.nowBehind = nowBehind
      self.nowBehindCount = nowBehindCount
    }

    /// The change as a sentence, such as "`mascot` is now behind `cover` (was in front)".
    public var description: String {
      let name = "`\(identifier)`"
      let front = Self.list(nowInFrontOf, count: nowInFrontOfCount)
      switch kind {
      case .appeared:
        return "\(name) appeared in front of \(front)"
      case .moved:
        var parts: [String] = []
        if nowBehindCount > 0 {
          parts.append("behind \(Self.list(nowBehind, count: nowBehindCount)) (was in front)")
        }
        if nowInFrontOfCount > 0 {
          parts.append("in front of \(front) (was behind)")
        }
        return "\(name) is now " + parts.joined(separator: " and ")
      }
    }

    /// Lists names as "`a`, `b` and `c`", or "`a`, `b`, `c` and 4 more".
    private static func list(_ names: [String], count: Int) -> String {
      let quoted = names.map { "`\($0)`" }
      let rest = count - quoted.count
      if rest > 0 {
        return quoted.joined(separator: ", ") + " and \(rest) more"
      }
      guard let last = quoted.last else { return "" }
      let others = quoted.dropLast()
      return others.isEmpty ? last : others.joined(separator: ", ") + " and " + last
    }
  }
}
