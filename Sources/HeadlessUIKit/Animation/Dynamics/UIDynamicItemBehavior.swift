public import Foundation

/// The physical properties of dynamic items, as UIKit's `UIDynamicItemBehavior` [DOC:
/// `uikit/uidynamicitembehavior`].
///
/// Inert: it keeps its items, their properties and the velocities it is given (each item's
/// velocity is the sum of those added for it), but the model runs no physics, so nothing moves.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  private var itemList: DynamicItems
  private var linearVelocities: [ObjectIdentifier: CGPoint] = [:]
  private var angularVelocities: [ObjectIdentifier: CGFloat] = [:]

  /// The items' elasticity, from 0 (no bounce) to 1 (fully elastic); 0 by default (inert).
  open var elasticity: CGFloat = 0
  /// The friction between items when they slide on each other; 0 by default (inert).
  open var friction: CGFloat = 0
  /// The items' density, which with their size gives their mass; 1 by default (inert).
  open var density: CGFloat = 1
  /// The items' linear resistance, from 0 to infinity; 0 by default (inert).
  open var resistance: CGFloat = 0
  /// The items' angular resistance; 0 by default (inert).
  open var angularResistance: CGFloat = 0
  /// The items' electric charge, for electric and magnetic fields; 0 by default (inert).
  open var charge: CGFloat = 0
  /// Whether the items are anchored in place; `false` by default (inert).
  open var isAnchored = false
  /// Whether the items may rotate; `true` by default (inert).
  open var allowsRotation = true

  /// Creates a behavior for some items.
  ///
  /// - Parameter items: The items.
  public init(items: [any UIDynamicItem]) {
    itemList = DynamicItems(items)
    super.init()
  }

  /// The behavior's items, in the order they were added.
  open var items: [any UIDynamicItem] { itemList.items }

  override var dynamicItems: [any UIDynamicItem] { itemList.items }

  /// Adds an item.
  ///
  /// - Parameter item: The item.
  open func addItem(_ item: any UIDynamicItem) {
    itemList.add(item)
  }

  /// Removes an item, and the velocities kept for it.
  ///
  /// - Parameter item: The item.
  open func removeItem(_ item: any UIDynamicItem) {
    itemList.remove(item)
    linearVelocities[ObjectIdentifier(item)] = nil
    angularVelocities[ObjectIdentifier(item)] = nil
  }

  /// Adds to an item's linear velocity, in points per second (inert: kept, moves nothing).
  ///
  /// - Parameters:
  ///   - velocity: The velocity to add.
  ///   - item: The item.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    let current = linearVelocities[ObjectIdentifier(item)] ?? .zero
    linearVelocities[ObjectIdentifier(item)] = CGPoint(
      x: current.x + velocity.x, y: current.y + velocity.y)
  }

  /// An item's linear velocity: the sum of the velocities added for it, as the model's items
  /// never slow down nor speed up.
  ///
  /// - Parameter item: The item.
  /// - Returns: The velocity, in points per second.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    linearVelocities[ObjectIdentifier(item)] ?? .zero
  }

  /// Adds to an item's angular velocity, in radians per second (inert: kept, turns nothing).
  ///
  /// - Parameters:
  ///   - velocity: The angular velocity to add.
  ///   - item: The item.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    angularVelocities[ObjectIdentifier(item), default: 0] += velocity
  }

  /// An item's angular velocity: the sum of those added for it.
  ///
  /// - Parameter item: The item.
  /// - Returns: The angular velocity, in radians per second.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    angularVelocities[ObjectIdentifier(item)] ?? 0
  }
}
