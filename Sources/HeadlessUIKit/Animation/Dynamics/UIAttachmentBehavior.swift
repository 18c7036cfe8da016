public import Foundation

/// A connection between a dynamic item and an anchor point or between two items, as UIKit's
/// `UIAttachmentBehavior` [DOC: `uikit/uiattachmentbehavior`].
///
/// Inert: it keeps its items, anchor and settings, with ``length`` the distance between the
/// attached points when it is made, as UIKit sets it; the model runs no physics, so nothing
/// moves.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// The kinds of attachment, as UIKit's `UIAttachmentBehavior.AttachmentType`.
  public enum AttachmentType: Int, Sendable {
    /// An item attached to another item.
    case items = 0
    /// An item attached to an anchor point.
    case anchor = 1
  }

  /// The attached items: one for an anchor attachment, two otherwise.
  open private(set) var items: [any UIDynamicItem]
  /// Whether the behavior attaches an item to an anchor or to another item.
  open private(set) var attachedBehaviorType: UIAttachmentBehavior.AttachmentType
  /// The anchor point, in the reference view's coordinates (inert: kept).
  open var anchorPoint: CGPoint
  /// The distance between the attached points; at first their distance when the behavior was
  /// made (inert: kept).
  open var length: CGFloat
  /// The spring's damping; 0 by default (inert).
  open var damping: CGFloat = 0
  /// The spring's frequency, in hertz; 0 (a rigid attachment) by default (inert).
  open var frequency: CGFloat = 0
  /// The torque that resists rotation about the attachment; 0 by default (inert).
  open var frictionTorque: CGFloat = 0
  /// The range of motion of a sliding or pin attachment; infinite by default (inert).
  open var attachmentRange: UIFloatRange = .infinite

  /// Attaches an item's center to an anchor point.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - point: The anchor, in the reference view's coordinates.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches a point of an item, offset from its center, to an anchor point.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - offset: Where on the item, from its center, the attachment is.
  ///   - point: The anchor, in the reference view's coordinates.
  public init(
    item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    items = [item]
    attachedBehaviorType = .anchor
    anchorPoint = point
    length = Self.distance(Self.point(of: item, offset: offset), point)
    super.init()
  }

  /// Attaches the centers of two items.
  ///
  /// - Parameters:
  ///   - item1: The first item.
  ///   - item2: The second item.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of one item to a point of another, each offset from its item's center.
  ///
  /// - Parameters:
  ///   - item1: The first item.
  ///   - offset1: Where on the first item, from its center, the attachment is.
  ///   - item2: The second item.
  ///   - offset2: Where on the second item, from its center, the attachment is.
  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    items = [item1, item2]
    attachedBehaviorType = .items
    anchorPoint = .zero
    length = Self.distance(
      Self.point(of: item1, offset: offset1), Self.point(of: item2, offset: offset2))
    super.init()
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  private static func point(of item: any UIDynamicItem, offset: UIOffset) -> CGPoint {
    CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}

/// A range of floating-point values, as UIKit's `UIFloatRange`: the range of motion of an
/// attachment [DOC: `uikit/uifloatrange`].
public struct UIFloatRange: Hashable, Sendable {
  /// The lower end.
  public var minimum: CGFloat
  /// The upper end.
  public var maximum: CGFloat

  /// Creates the range from 0 to 0.
  public init() {
    self.init(minimum: 0, maximum: 0)
  }

  /// Creates a range from its ends.
  ///
  /// - Parameters:
  ///   - minimum: The lower end.
  ///   - maximum: The upper end.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range from 0 to 0.
  public static let zero = UIFloatRange()
  /// The range from minus infinity to infinity.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

  /// Whether the range is infinite at both ends.
  public var isInfinite: Bool {
    minimum == -.infinity && maximum == .infinity
  }
}
