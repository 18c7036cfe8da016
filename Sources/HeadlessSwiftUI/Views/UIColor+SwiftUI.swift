public import HeadlessUIKit

extension UIColor {
  /// Creates a UIKit color from a SwiftUI color, with its opacity; its hue is inert.
  ///
  /// What decides layering is whether a color hides what is behind it, its opacity, which the
  /// UIKit color keeps; the model's SwiftUI colors keep no components, so the UIKit color is a
  /// gray at that opacity.
  ///
  /// - Parameter color: The SwiftUI color.
  public convenience init(_ color: Color) {
    self.init(white: 0.5, alpha: CGFloat(color.alpha))
  }
}
