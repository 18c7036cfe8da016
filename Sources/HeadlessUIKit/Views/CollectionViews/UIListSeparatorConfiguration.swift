import Foundation

/// How a list section's row separators look, as UIKit's `UIListSeparatorConfiguration`.
///
/// Inert: the model draws no separators, so every value is kept and read back, and nothing a
/// capture shows depends on it.
public struct UIListSeparatorConfiguration: Hashable {
  /// Whether a separator shows, as `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: Int, Sendable {
    /// The list decides.
    case automatic = 0
    /// The separator shows.
    case visible = 1
    /// The separator is hidden.
    case hidden = 2
  }

  /// The insets that mean "the list decides", the default of both separators' insets.
  ///
  /// Apple documents what it means, not its value; the model's is an inset no list uses (the
  /// largest finite value on every edge) [INF].
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
    bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

  /// Whether the top separator of the item shows; `.automatic` by default.
  public var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility = .automatic
  /// Whether the bottom separator of the item shows; `.automatic` by default.
  public var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility = .automatic
  /// The insets of the top separator; ``automaticInsets`` by default.
  public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  /// The insets of the bottom separator; ``automaticInsets`` by default.
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  /// The separators' colour; the system separator colour by default [INF].
  public var color: UIColor
  /// The separators' colour while several rows are selected; as ``color`` by default [INF].
  public var multipleSelectionColor: UIColor
  /// The visual effect over the separators; `nil` by default.
  public var visualEffect: UIVisualEffect?

  /// Creates a separator configuration with the defaults of a list appearance.
  ///
  /// - Parameter listAppearance: The appearance of the list that uses it.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
    color = .separator
    multipleSelectionColor = .separator
  }
}
