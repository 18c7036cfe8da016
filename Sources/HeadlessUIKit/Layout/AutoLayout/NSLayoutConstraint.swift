public import Foundation

/// A relationship between two items' attributes that Auto Layout satisfies:
/// `item1.attribute1 = multiplier × item2.attribute2 + constant`, or `≤`/`≥`
/// [DOC: `d.a.c/nslayoutconstraint`].
///
/// Items are views and layout guides. The model's solver places the views of each view tree
/// on every layout pass (engine reference §5).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  private weak var first: AnyObject?
  private weak var second: AnyObject?
  /// The first item's attribute.
  public private(set) var firstAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
  /// The second item's attribute; `.notAnAttribute` for a constraint to a constant.
  public private(set) var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
  /// How the two sides compare.
  public private(set) var relation: NSLayoutConstraint.Relation = .equal
  /// The factor the second item's attribute is multiplied by.
  public private(set) var multiplier: CGFloat = 1
  /// The amount added to the second side; changing it updates the layout on the next pass.
  public var constant: CGFloat = 0 {
    didSet { if constant != oldValue { container?.setNeedsLayout() } }
  }
  /// How much the constraint matters; 1000 (`required`) by default.
  public var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { container?.setNeedsLayout() } }
  }
  /// The name the console prints for the constraint; `nil` by default.
  public var identifier: String?
  /// The view the constraint is installed on: the closest common ancestor of its items when it
  /// was activated [DOC: `d.a.c/nslayoutconstraint/isactive`].
  weak var container: UIView?
  /// The system spacings the constraint's constant stands for, for descriptions (`NSSpace(8)`).
  var systemSpacing: CGFloat?

  /// Creates an inactive constraint between two items' attributes.
  ///
  /// - Parameters:
  ///   - view1: The view or layout guide on the left side.
  ///   - attr1: Its attribute.
  ///   - relation: How the sides compare.
  ///   - view2: The view or layout guide on the right side; `nil` for a constant.
  ///   - attr2: Its attribute; `.notAnAttribute` for a constant.
  ///   - multiplier: The factor applied to the right side's attribute.
  ///   - c: The constant added to the right side.
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, firstAttribute: attr1, relation: relation,
      second: view2.map { $0 as AnyObject },
      secondAttribute: view2 == nil ? .notAnAttribute : attr2,
      multiplier: multiplier, constant: c)
  }

  /// Creates an empty constraint, with no items, as `NSObject`'s `init()` does: the class's
  /// designated initializer, so a subclass (SnapKit's `LayoutConstraint`) inherits the
  /// convenience ones [DOC: `d.a.c/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)`
  /// is a convenience initializer].
  public override init() {
    super.init()
  }

  convenience init(
    first: AnyObject, firstAttribute: NSLayoutConstraint.Attribute,
    relation: NSLayoutConstraint.Relation, second: AnyObject?,
    secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    self.init()
    self.first = first
    self.second = second
    self.firstAttribute = firstAttribute
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
  }

  /// The item on the left side.
  public var firstItem: AnyObject? { first }
  /// The item on the right side; `nil` for a constraint to a constant.
  public var secondItem: AnyObject? { second }

  /// The left side's item and attribute as an anchor.
  public var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: first, attribute: firstAttribute)
  }

  /// The right side's item and attribute as an anchor; `nil` for a constraint to a constant.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    second.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  /// Whether the constraint takes part in layout; `false` for a new constraint.
  ///
  /// Activating installs the constraint on its items' closest common ancestor, deactivating
  /// removes it [DOC: `d.a.c/nslayoutconstraint/isactive`]. Items without a common ancestor
  /// raise UIKit's exception instead (recorded in ``UIApplication/exceptions``).
  public var isActive: Bool {
    get { container != nil }
    set {
      if newValue {
        guard container == nil else { return }
        ConstraintInstallation.activate(self)
      } else {
        container?.removeConstraint(self)
      }
    }
  }

  /// Activates each constraint, as setting ``isActive`` on each does.
  ///
  /// - Parameter constraints: The constraints.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint, as clearing ``isActive`` on each does.
  ///
  /// - Parameter constraints: The constraints.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
