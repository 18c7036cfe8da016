public import Foundation
import PresentationHierarchy

extension UIView {
  /// Converts a point from the view's coordinates to another view's, as UIKit does.
  ///
  /// - Parameters:
  ///   - point: A point in the view's coordinates.
  ///   - view: The view whose coordinates to convert to; `nil` for the view's window's (the
  ///     screen's, for a window).
  /// - Returns: The point in the other coordinates.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let rect = convert(CGRect(origin: point, size: .zero), to: view)
    return rect.origin
  }

  /// Converts a point from another view's coordinates to the view's, as UIKit does.
  ///
  /// - Parameters:
  ///   - point: A point in the other view's coordinates.
  ///   - view: The view whose coordinates the point is in; `nil` for the view's window's (the
  ///     screen's, for a window).
  /// - Returns: The point in the view's coordinates.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), from: view).origin
  }

  /// Converts a rectangle from another view's coordinates to the view's, as UIKit does.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the other view's coordinates.
  ///   - view: The view whose coordinates the rectangle is in; `nil` for the view's window's
  ///     (the screen's, for a window).
  /// - Returns: The rectangle in the view's coordinates.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let source = view ?? (self is UIWindow ? nil : window)
    if isTransformed || source?.isTransformed == true {
      return TransformGeometry.convert(rect, from: source, to: self)
    }
    let from = source?.boundsScreenOrigin ?? Point(x: 0, y: 0)
    let to = boundsScreenOrigin
    return rect.offsetBy(dx: CGFloat(from.x - to.x), dy: CGFloat(from.y - to.y))
  }

  /// Returns whether the view is a subview of another, or the other view itself.
  ///
  /// - Parameter view: The possible ancestor.
  /// - Returns: `true` when `view` is the view or one of its ancestors.
  public func isDescendant(of view: UIView) -> Bool {
    view === self || view.isAncestor(of: self)
  }
}
