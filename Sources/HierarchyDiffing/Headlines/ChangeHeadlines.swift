public import PresentationHierarchy

/// The changes between two hierarchies as sentences, the one that matters most first.
///
/// Besides the ``TreeDiff``'s own sentences, it works out what a person using the app would
/// notice about each uniquely identified node: whether it now paints behind another, became
/// covered or uncovered, lost or gained the taps at its centre, or appeared or disappeared. Then
/// it ranks every sentence by ``ChangeSignificance``, keeping the diff's order within a rank:
///
/// ```swift
/// let headlines = ChangeHeadlines(from: reference, to: actual)
/// print(headlines.summary ?? "no change")
/// // `customAlert` disappeared: removed with `UIWindow › UITransitionView[1]` (and 2 more changes)
/// ```
public struct ChangeHeadlines: Hashable, Sendable {
  /// Every sentence, the most significant first.
  public let headlines: [Headline]
  /// How many changes the diff found: its structural, attribute and paint-order changes.
  public let changeCount: Int

  /// Compares two hierarchies and ranks what changed.
  ///
  /// - Parameters:
  ///   - old: The hierarchy before, such as the reference.
  ///   - new: The hierarchy after, such as the actual capture.
  ///   - diff: Their tree diff, when already computed.
  public init(from old: Hierarchy, to new: Hierarchy, diff: TreeDiff? = nil) {
    let diff = diff ?? TreeDiff(from: old, to: new)
    changeCount = diff.changes.count + diff.paintOrderChanges.count
    guard !diff.isEmpty else {
      headlines = []
      return
    }
    var builder = HeadlineBuilder(old: old, new: new, diff: diff)
    let raw =
      diff.paintOrderChanges.map {
        Headline($0.kind == .moved ? .paintOrder : .presence, $0.description)
      } + diff.changes.map { Headline($0.significance(old: old, new: new), $0.description) }
    // A stable sort: derived sentences first within a rank, then the diff's own order.
    headlines = (builder.derivedHeadlines() + raw).enumerated()
      .sorted { ($0.element.significance, $0.offset) < ($1.element.significance, $1.offset) }
      .map(\.element)
  }

  /// The most significant sentence, or `nil` when nothing changed.
  public var top: Headline? { headlines.first }

  /// The most significant sentence and a count of the other changes, such as "`mascot` is now
  /// covered by `cover` (and 2 more changes)"; `nil` when nothing changed.
  public var summary: String? {
    guard let top else { return nil }
    let more = max(changeCount - 1, 0)
    switch more {
    case 0: return top.sentence
    case 1: return top.sentence + " (and 1 more change)"
    default: return top.sentence + " (and \(more) more changes)"
    }
  }
}
