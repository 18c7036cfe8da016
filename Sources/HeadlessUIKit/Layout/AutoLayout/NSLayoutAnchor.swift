public import Foundation

/// A factory for constraints between two items' attributes of one kind, as `NSLayoutAnchor`
/// [DOC: `d.a.c/nslayoutanchor`].
///
/// Views and layout guides give ``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor`` and
/// ``NSLayoutDimension`` subclasses, so a constraint can only relate matching attributes.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType> where AnchorType: AnyObject {
  /// The view or layout guide, held weakly as UIKit does.
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func makeConstraint(
    _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item ?? NSNull(), firstAttribute: attribute, relation: relation,
      second: anchor?.item, secondAttribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }

  /// Returns a constraint that makes this anchor's attribute equal to another's.
  ///
  /// - Parameter anchor: An anchor of the same kind.
  /// - Returns: An inactive constraint.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor)
  }

  /// Returns a constraint that keeps this anchor's attribute at least another's.
  ///
  /// - Parameter anchor: An anchor of the same kind.
  /// - Returns: An inactive constraint.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, to: anchor)
  }

  /// Returns a constraint that keeps this anchor's attribute at most another's.
  ///
  /// - Parameter anchor: An anchor of the same kind.
  /// - Returns: An inactive constraint.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, to: anchor)
  }

  /// Returns a constraint that makes this anchor's attribute equal to another's plus an offset.
  ///
  /// - Parameters:
  ///   - anchor: An anchor of the same kind.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, to: anchor, constant: c)
  }

  /// Returns a constraint that keeps this anchor's attribute at least another's plus an offset.
  ///
  /// - Parameters:
  ///   - anchor: An anchor of the same kind.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, constant: c)
  }

  /// Returns a constraint that keeps this anchor's attribute at most another's plus an offset.
  ///
  /// - Parameters:
  ///   - anchor: An anchor of the same kind.
  ///   - c: The offset.
  /// - Returns: An inactive constraint.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, to: anchor, constant: c)
  }
}
