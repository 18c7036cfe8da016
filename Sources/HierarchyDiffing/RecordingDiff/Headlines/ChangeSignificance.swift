/// How much a change matters to a person using the app, the most first.
///
/// Headlines are ranked by it: what someone tapping through the app would notice comes before
/// what only the view tree shows, and a loss (covered, no longer tappable) before a gain, which
/// is most often the consequence of something else leaving. A landmark is a node a sentence can
/// name on its own: by its identifier, or by the developer's view type when no other node has it.
public enum ChangeSignificance: Int, Hashable, Sendable, Comparable, CaseIterable {
  /// UIKit raised an exception it didn't before: on a device the app ends there.
  case exception
  /// A landmark now paints in front of or behind another identified node.
  case paintOrder
  /// A landmark became fully covered.
  case covered
  /// A landmark no longer receives the taps at its centre.
  case lostTaps
  /// A landmark appeared or disappeared: inserted, removed, shown or hidden.
  case presence
  /// UIKit printed a warning it didn't before, such as "Attempt to present … which is already
  /// presenting …": often the root cause of a layering change, so it ranks before
  /// the gains that follow from it.
  case warning
  /// A landmark is no longer fully covered; most often because what covered it left, which
  /// ranks first as ``presence``.
  case uncovered
  /// A landmark now receives the taps at its centre; most often because what took them left.
  case gainedTaps
  /// A window's key status, level or visibility, or a node's user interaction, changed.
  case keyAndInteraction
  /// A presentation changed: transition views and controllers came or went, a style or a
  /// presenter changed.
  case presentation
  /// Another structural or attribute change: views inserted or removed, types, alpha, labels.
  case structure
  /// A frame changed.
  case geometry
  /// An identified node moved among its siblings inside the same container.
  case reorder

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One change in a sentence, with how much it matters.
public struct Headline: Hashable, Sendable, CustomStringConvertible {
  /// How much the change matters.
  public var significance: ChangeSignificance
  /// The change in words, such as "`mascot` is now covered by `cover`".
  public var sentence: String
  /// The node the sentence is about, if one is.
  ///
  /// It is named as the diff names nodes: `#` and its identifier, or its type name; `nil` for a
  /// change of UIKit's messages. Pictures mark this node.
  public var subject: String?

  /// Creates a headline.
  ///
  /// - Parameters:
  ///   - significance: How much the change matters.
  ///   - sentence: The change in words.
  ///   - subject: The node the sentence is about, if one is.
  package init(_ significance: ChangeSignificance, _ sentence: String, subject: String? = nil) {
    self.significance = significance
    self.sentence = sentence
    self.subject = subject
  }

  public var description: String { sentence }
}
