extension NSLayoutConstraint {
  /// The part of an item a constraint relates, as `NSLayoutConstraint.Attribute`
  /// [DOC: `d.a.c/nslayoutconstraint/attribute`; raw values: Xamarin's `NSLayoutAttribute`].
  public enum Attribute: Int, Sendable {
    /// The left side of the item's alignment rectangle.
    case left = 1
    /// The right side.
    case right
    /// The top.
    case top
    /// The bottom.
    case bottom
    /// The leading edge: the left, in the model's left-to-right layout.
    case leading
    /// The trailing edge: the right, in the model's left-to-right layout.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal center.
    case centerX
    /// The vertical center.
    case centerY
    /// The last baseline: a plain view's bottom.
    case lastBaseline
    /// The first baseline: a plain view's bottom.
    case firstBaseline
    /// The left margin.
    case leftMargin
    /// The right margin.
    case rightMargin
    /// The top margin.
    case topMargin
    /// The bottom margin.
    case bottomMargin
    /// The leading margin.
    case leadingMargin
    /// The trailing margin.
    case trailingMargin
    /// The horizontal center between the margins.
    case centerXWithinMargins
    /// The vertical center between the margins.
    case centerYWithinMargins
    /// No attribute: the second item of a constraint to a constant.
    case notAnAttribute = 0
  }

  /// How a constraint's two sides compare, as `NSLayoutConstraint.Relation`
  /// [DOC: `d.a.c/nslayoutconstraint/relation-swift.enum`].
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// A layout axis, as `NSLayoutConstraint.Axis` [DOC: `d.a.c/nslayoutconstraint/axis`].
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}
