public import Foundation

/// A spring that pulls a dynamic item to a point, as UIKit's `UISnapBehavior` [DOC:
/// `uikit/uisnapbehavior`].
///
/// Inert: it keeps its item and settings; the model runs no physics, so the item stays put.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
  private let item: any UIDynamicItem
  /// The point the item snaps to, in the reference view's coordinates (inert: kept).
  open var snapPoint: CGPoint
  /// How much the item oscillates on arrival, from 0 to 1; 0.5 by default (inert).
  open var damping: CGFloat = 0.5

  /// Creates a behavior that snaps an item to a point.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - point: The point, in the reference view's coordinates.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  override var dynamicItems: [any UIDynamicItem] { [item] }
}

/// A continuous or instantaneous force on dynamic items, as UIKit's `UIPushBehavior` [DOC:
/// `uikit/uipushbehavior`].
///
/// Inert: it keeps its items and its force (``pushDirection``, with ``angle`` and ``magnitude``
/// read from and written to it as UIKit's are); the model runs no physics, so nothing moves.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  /// The kinds of force, as UIKit's `UIPushBehavior.Mode`.
  public enum Mode: Int, Sendable {
    /// A force applied all the time.
    case continuous = 0
    /// A force applied once, as an impulse.
    case instantaneous = 1
  }

  private var itemList: DynamicItems
  private var targetOffsets: [ObjectIdentifier: UIOffset] = [:]
  /// The kind of force, set when the behavior is made.
  open private(set) var mode: UIPushBehavior.Mode
  /// Whether the force applies; `true` by default (inert: kept).
  open var active = true
  /// The force's direction and size, in UIKit newtons; zero by default (inert: kept).
  open var pushDirection: CGVector = .zero

  /// Creates a push behavior for some items.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - mode: The kind of force.
  public init(items: [any UIDynamicItem], mode: UIPushBehavior.Mode) {
    itemList = DynamicItems(items)
    self.mode = mode
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
    targetOffsets[ObjectIdentifier(item)] = nil
  }

  /// The force's angle, in radians clockwise from the positive x axis: from ``pushDirection``.
  open var angle: CGFloat {
    get { ForceVector.angle(of: pushDirection) }
    set { pushDirection = ForceVector.vector(angle: newValue, magnitude: magnitude) }
  }

  /// The force's size: from ``pushDirection``.
  open var magnitude: CGFloat {
    get { ForceVector.magnitude(of: pushDirection) }
    set { pushDirection = ForceVector.vector(angle: angle, magnitude: newValue) }
  }

  /// Sets the force's angle and size at once.
  ///
  /// - Parameters:
  ///   - angle: The angle, in radians clockwise from the positive x axis.
  ///   - magnitude: The size.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = ForceVector.vector(angle: angle, magnitude: magnitude)
  }

  /// Where on an item, from its center, the force applies; zero unless set.
  ///
  /// - Parameter item: The item.
  /// - Returns: The offset.
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    targetOffsets[ObjectIdentifier(item)] ?? .zero
  }

  /// Sets where on an item, from its center, the force applies (inert: kept).
  ///
  /// - Parameters:
  ///   - o: The offset.
  ///   - item: The item.
  open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
    targetOffsets[ObjectIdentifier(item)] = o
  }
}

/// A gravity-like force on dynamic items, as UIKit's `UIGravityBehavior` [DOC:
/// `uikit/uigravitybehavior`].
///
/// Inert: it keeps its items and its force (``gravityDirection``, (0, 1) by default, with
/// ``angle`` and ``magnitude`` read from and written to it); the model runs no physics, so
/// nothing falls.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  private var itemList: DynamicItems
  /// The force's direction and size; (0, 1), UIKit's downward gravity, by default.
  open var gravityDirection = CGVector(dx: 0, dy: 1)

  /// Creates a gravity behavior for some items.
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

  /// The force's angle, in radians clockwise from the positive x axis: from
  /// ``gravityDirection``.
  open var angle: CGFloat {
    get { ForceVector.angle(of: gravityDirection) }
    set { gravityDirection = ForceVector.vector(angle: newValue, magnitude: magnitude) }
  }

  /// The force's size, 1 being UIKit's gravity: from ``gravityDirection``.
  open var magnitude: CGFloat {
    get { ForceVector.magnitude(of: gravityDirection) }
    set { gravityDirection = ForceVector.vector(angle: angle, magnitude: newValue) }
  }

  /// Sets the force's angle and size at once.
  ///
  /// - Parameters:
  ///   - angle: The angle, in radians clockwise from the positive x axis.
  ///   - magnitude: The size.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = ForceVector.vector(angle: angle, magnitude: magnitude)
  }
}

/// A force's vector as an angle and a magnitude.
enum ForceVector {
  static func angle(of vector: CGVector) -> CGFloat {
    CGFloat(atan2(Double(vector.dy), Double(vector.dx)))
  }

  static func magnitude(of vector: CGVector) -> CGFloat {
    (vector.dx * vector.dx + vector.dy * vector.dy).squareRoot()
  }

  static func vector(angle: CGFloat, magnitude: CGFloat) -> CGVector {
    CGVector(
      dx: magnitude * CGFloat(cos(Double(angle))), dy: magnitude * CGFloat(sin(Double(angle))))
  }
}
