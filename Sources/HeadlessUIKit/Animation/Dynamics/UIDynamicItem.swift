public import Foundation

/// An object UIKit Dynamics can move, as UIKit's `UIDynamicItem`: its center, bounds and
/// transform [DOC: `uikit/uidynamicitem`].
///
/// ``UIView`` adopts it. The model's behaviors never move an item (see
/// ``UIDynamicAnimator``), so an item keeps the center and transform it has.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
  /// The item's center, in its reference view's coordinates.
  var center: CGPoint { get set }
  /// The item's bounds; its size is the item's size for the physics.
  var bounds: CGRect { get }
  /// The item's rotation.
  var transform: CGAffineTransform { get set }
  /// The shape collisions use; UIKit's optional requirement, `.rectangle` by default.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// The outline collisions use when ``collisionBoundsType`` is `.path`; UIKit's optional
  /// requirement, the bounds rectangle about the center by default.
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// A rectangle, as UIKit's default [DOC: `uikit/uidynamicitem/collisionboundstype`].
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

  /// The bounds as a rectangle centered on the item's origin (the model never reads it) [INF].
  public var collisionBoundingPath: UIBezierPath {
    UIBezierPath(
      rect: CGRect(
        x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width,
        height: bounds.height))
  }
}

/// The shape a dynamic item's collisions use, as UIKit's `UIDynamicItemCollisionBoundsType`
/// (inert: the model runs no collisions).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds rectangle.
  case rectangle = 0
  /// The ellipse inscribed in the item's bounds.
  case ellipse = 1
  /// The item's ``UIDynamicItem/collisionBoundingPath``.
  case path = 2
}

extension UIView: UIDynamicItem {}
