/// What happens to text too long for its lines, as UIKit's `NSLineBreakMode`; inert, since the
/// model draws no text.
public enum NSLineBreakMode: Int, Sendable {
  /// Wraps at word boundaries.
  case byWordWrapping = 0
  /// Wraps before the first character that doesn't fit.
  case byCharWrapping = 1
  /// Cuts off what doesn't fit.
  case byClipping = 2
  /// Shows the end of the line, replacing the start with an ellipsis.
  case byTruncatingHead = 3
  /// Shows the start of the line, replacing the end with an ellipsis.
  case byTruncatingTail = 4
  /// Shows both ends, replacing the middle with an ellipsis.
  case byTruncatingMiddle = 5
}
