/// How text lines up within its area, as UIKit's `NSTextAlignment`; inert, since the model draws
/// no text.
public enum NSTextAlignment: Int, Sendable {
  /// Aligned along the left edge.
  case left = 0
  /// Centered.
  case center = 1
  /// Aligned along the right edge.
  case right = 2
  /// Fully justified; the last line is aligned naturally.
  case justified = 3
  /// The default alignment of the script: left for left-to-right text.
  case natural = 4
}
