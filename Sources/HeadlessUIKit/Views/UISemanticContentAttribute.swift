/// How a view's content flips for right-to-left languages, as `UISemanticContentAttribute`
/// (inert: the model lays out left to right).
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
  /// Flips with the language.
  case unspecified = 0
  /// Playback controls, which don't flip.
  case playback = 1
  /// Directional controls, which don't flip.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}
