extension UIView {
  /// How a view lays out its content in its bounds, as `UIView.ContentMode`; inert.
  public enum ContentMode: Int, Hashable, Sendable {
    /// Scales the content to fill the bounds, changing its aspect ratio.
    case scaleToFill = 0
    /// Scales the content to fit, keeping its aspect ratio.
    case scaleAspectFit = 1
    /// Scales the content to fill, keeping its aspect ratio and clipping.
    case scaleAspectFill = 2
    /// Redraws the content when the bounds change.
    case redraw = 3
    /// Centers the content.
    case center = 4
    /// Aligns the content with the top.
    case top = 5
    /// Aligns the content with the bottom.
    case bottom = 6
    /// Aligns the content with the left.
    case left = 7
    /// Aligns the content with the right.
    case right = 8
    /// Aligns the content with the top left.
    case topLeft = 9
    /// Aligns the content with the top right.
    case topRight = 10
    /// Aligns the content with the bottom left.
    case bottomLeft = 11
    /// Aligns the content with the bottom right.
    case bottomRight = 12
  }
}
