public import Foundation

/// Collisions of dynamic items with each other and with boundaries, as UIKit's
/// `UICollisionBehavior` [DOC: `uikit/uicollisionbehavior`].
///
/// Inert: it keeps its items, mode and boundaries; the model runs no physics, so nothing
/// collides and the collision delegate is never called.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  /// What the items collide with, as UIKit's `UICollisionBehavior.Mode`.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The items collide with each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// The items collide with the boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// The items collide with each other and with the boundaries.
    public static let everything = Mode(rawValue: .max)
  }

  private var itemList: DynamicItems
  private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []
  /// What the items collide with; `.everything` by default (inert: kept).
  open var collisionMode: UICollisionBehavior.Mode = .everything
  /// Whether the reference view's bounds are a boundary; `false` by default (inert: kept).
  open var translatesReferenceBoundsIntoBoundary = false
  /// The object told when items touch (never, in the model).
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

  /// Creates a collision behavior for some items.
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

  /// Removes an item.
  ///
  /// - Parameter item: The item.
  open func removeItem(_ item: any UIDynamicItem) {
    itemList.remove(item)
  }

  /// Makes the reference view's bounds, inset, a boundary (inert: turns on
  /// ``translatesReferenceBoundsIntoBoundary``; the insets are not kept).
  ///
  /// - Parameter insets: The insets from the reference view's bounds.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds a boundary of a path's outline, replacing one with the same identifier.
  ///
  /// - Parameters:
  ///   - identifier: The boundary's identifier.
  ///   - bezierPath: The boundary's outline.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    removeBoundary(withIdentifier: identifier)
    boundaries.append((identifier, bezierPath))
  }

  /// Adds a boundary of a line segment, replacing one with the same identifier.
  ///
  /// - Parameters:
  ///   - identifier: The boundary's identifier.
  ///   - p1: The segment's start.
  ///   - p2: The segment's end.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// The outline of a boundary.
  ///
  /// - Parameter identifier: The boundary's identifier.
  /// - Returns: Its path, or `nil` when there is no such boundary.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    boundaries.first { Self.same($0.identifier, identifier) }?.path
  }

  /// Removes a boundary.
  ///
  /// - Parameter identifier: The boundary's identifier.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundaries.removeAll { Self.same($0.identifier, identifier) }
  }

  /// The identifiers of the boundaries added, in the order they were added.
  open var boundaryIdentifiers: [any NSCopying]? {
    boundaries.map(\.identifier)
  }

  /// Removes every boundary added.
  open func removeAllBoundaries() {
    boundaries.removeAll()
  }

  /// Whether two identifiers name one boundary: equal objects or equal values.
  private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
    if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
    return false
  }
}

/// The methods a collision behavior's delegate implements, as UIKit's
/// `UICollisionBehaviorDelegate`; each has a default, as UIKit's optional methods (inert: the
/// model's items never collide).
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
  /// Called when two items start touching (never, in the model).
  ///
  /// - Parameters:
  ///   - behavior: The collision behavior.
  ///   - item1: One item.
  ///   - item2: The other item.
  ///   - p: Where they touch.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint)
  /// Called when two items stop touching (never, in the model).
  ///
  /// - Parameters:
  ///   - behavior: The collision behavior.
  ///   - item1: One item.
  ///   - item2: The other item.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem)
  /// Called when an item starts touching a boundary (never, in the model).
  ///
  /// - Parameters:
  ///   - behavior: The collision behavior.
  ///   - item: The item.
  ///   - identifier: The boundary's identifier; `nil` for the reference view's bounds.
  ///   - p: Where they touch.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// Called when an item stops touching a boundary (never, in the model).
  ///
  /// - Parameters:
  ///   - behavior: The collision behavior.
  ///   - item: The item.
  ///   - identifier: The boundary's identifier; `nil` for the reference view's bounds.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - behavior: The collision behavior.
  ///   - item1: One item.
  ///   - item2: The other item.
  ///   - p: Where they touch.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - behavior: The collision behavior.
  ///   - item1: One item.
  ///   - item2: The other item.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - behavior: The collision behavior.
  ///   - item: The item.
  ///   - identifier: The boundary's identifier.
  ///   - p: Where they touch.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - behavior: The collision behavior.
  ///   - item: The item.
  ///   - identifier: The boundary's identifier.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}
