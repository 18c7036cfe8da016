public import PresentationHierarchy

/// The changes between two hierarchies as sentences, the one that matters most first.
///
/// Besides the ``TreeDiff``'s own sentences, it works out what a person using the app would
/// notice about each uniquely identified node: whether it now paints behind another, became
/// covered or uncovered, lost or gained the taps at its centre, or appeared or disappeared. Then
/// it ranks every sentence by ``ChangeSignificance``, keeping the diff's order within a rank:
///
/// A step's UIKit warnings and exceptions count too: a new exception ranks first, a new warning
/// after what a person sees, and a summary led by another change still names it.
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
    self.init(from: old, to: new, diff: diff, messages: MessageChanges(old: [], new: []))
  }

  /// Compares two steps and ranks what changed, UIKit's new warnings and exceptions included.
  ///
  /// - Parameters:
  ///   - old: The step before, such as the reference's.
  ///   - new: The step after, such as the actual run's.
  ///   - diff: The tree diff of their hierarchies, when already computed.
  public init(from old: Recording.Step, to new: Recording.Step, diff: TreeDiff? = nil) {
    self.init(
      from: old.hierarchy, to: new.hierarchy, diff: diff,
      messages: MessageChanges(old: old.messages, new: new.messages))
  }

  /// Ranks the changes of two steps whose tree diff and matching are already worked out.
  init(
    from old: Recording.Step, to new: Recording.Step, diff: TreeDiff, matching: TreeDiff.Matching
  ) {
    self.init(
      from: old.hierarchy, to: new.hierarchy, diff: diff,
      messages: MessageChanges(old: old.messages, new: new.messages), matching: matching)
  }

  private init(
    from old: Hierarchy, to new: Hierarchy, diff: TreeDiff?, messages: MessageChanges,
    matching: TreeDiff.Matching? = nil
  ) {
    let diff = diff ?? TreeDiff(from: old, to: new)
    changeCount = diff.changes.count + diff.paintOrderChanges.count + messages.count
    newMessages = messages.added
    var ranked = messages.headlines
    if !diff.isEmpty {
      var builder = HeadlineBuilder(old: old, new: new, diff: diff, matching: matching)
      ranked += builder.derivedHeadlines()
      ranked += diff.paintOrderChanges.map {
        Headline(
          $0.kind == .moved ? .paintOrder : .presence, $0.description, subject: "#" + $0.identifier)
      }
      ranked += diff.changes.map {
        Headline($0.significance(old: old, new: new), $0.description, subject: $0.node.name)
      }
    }
    // A stable sort: messages, then derived sentences, then the diff's own order within a rank.
    headlines = ranked.enumerated()
      .sorted { ($0.element.significance, $0.offset) < ($1.element.significance, $1.offset) }
      .map(\.element)
  }

  /// The warnings and exceptions UIKit printed in the new step but not in the old, in order.
  public let newMessages: [Recording.Message]

  /// The most significant sentence, or `nil` when nothing changed.
  public var top: Headline? { headlines.first }

  /// The most significant sentence and a count of the other changes, such as "`mascot` is now
  /// covered by `cover` (and 2 more changes)"; `nil` when nothing changed.
  public var summary: String? {
    guard let top else { return nil }
    let more = max(changeCount - 1, 0)
    var line: String
    switch more {
    case 0: line = top.sentence
    case 1: line = top.sentence + " (and 1 more change)"
    default: line = top.sentence + " (and \(more) more changes)"
    }
    if let newWarning = newMessages.first, top.significance != .exception,
      top.significance != .warning
    {
      line += "; " + MessageChanges.sentence(forNew: newWarning)
    }
    return line
  }
}
