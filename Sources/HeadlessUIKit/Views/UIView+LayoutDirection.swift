import Foundation

// A view's layout direction and text-size limits: the model's app is in a left-to-right
// language at a fixed text size, so these report that and change nothing.

extension UIView {
  /// The direction the view's content lays out in: right to left only when its
  /// ``semanticContentAttribute`` forces it, since the model's language is left to right
  /// [INF].
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
  }

  /// Returns the layout direction of content with a semantic attribute: right to left only
  /// for `.forceRightToLeft`, as the model's language is left to right [INF].
  ///
  /// - Parameter attribute: The semantic content attribute.
  /// - Returns: The layout direction.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// The text-size limits of the view and its superviews: one line per view that sets one,
  /// innermost first.
  var contentSizeCategoryLimitsDescription: String {
    var lines: [String] = []
    var view: UIView? = self
    while let current = view {
      if current.minimumContentSizeCategory != nil || current.maximumContentSizeCategory != nil {
        let minimum = current.minimumContentSizeCategory?.rawValue ?? "nil"
        let maximum = current.maximumContentSizeCategory?.rawValue ?? "nil"
        lines.append("<\(type(of: current))> minimum: \(minimum), maximum: \(maximum)")
      }
      view = current.superview
    }
    return lines.joined(separator: "\n")
  }
}
