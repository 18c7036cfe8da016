public import Foundation

extension UIView {
  /// The value `intrinsicContentSize` gives for a dimension without an intrinsic size (-1)
  /// [DOC: `d.a.c/uiview/nointrinsicmetric`].
  nonisolated public class var noIntrinsicMetric: CGFloat { -1 }

  /// The smallest size, for ``systemLayoutSizeFitting(_:)`` [DOC:
  /// `d.a.c/uiview/layoutfittingcompressedsize`].
  nonisolated public class var layoutFittingCompressedSize: CGSize { .zero }

  /// The largest size, for ``systemLayoutSizeFitting(_:)`` [DOC:
  /// `d.a.c/uiview/layoutfittingexpandedsize`; the value is INF, UIKit's is unrecorded].
  nonisolated public class var layoutFittingExpandedSize: CGSize {
    CGSize(width: 10_000_000, height: 10_000_000)
  }

  /// Whether the view's frame becomes constraints that fix its size and position; true for
  /// views made in code [DOC: `d.a.c/uiview/translatesautoresizingmaskintoconstraints`].
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { ViewLayoutStates.existing(self)?.translatesAutoresizingMaskIntoConstraints ?? true }
    set { ViewLayoutStates.of(self).translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// The constraints installed on the view, in the order they were added.
  public var constraints: [NSLayoutConstraint] {
    ViewLayoutStates.existing(self)?.constraints ?? []
  }

  /// Installs a constraint on the view, as activating it would on the closest common ancestor.
  ///
  /// - Parameter constraint: A constraint between the view and its descendants.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.container !== self else { return }
    constraint.container?.removeConstraint(constraint)
    ViewLayoutStates.of(self).constraints.append(constraint)
    constraint.container = self
    setNeedsLayout()
  }

  /// Installs constraints on the view.
  ///
  /// - Parameter constraints: Constraints between the view and its descendants.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint installed on the view; it is then inactive.
  ///
  /// - Parameter constraint: The constraint; one installed elsewhere is ignored.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.container === self, let state = ViewLayoutStates.existing(self) else {
      return
    }
    state.constraints.removeAll { $0 === constraint }
    constraint.container = nil
    setNeedsLayout()
  }

  /// Removes constraints installed on the view.
  ///
  /// - Parameter constraints: The constraints.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Marks the view so the next layout pass calls its ``layoutSubviews()``.
  public func setNeedsLayout() {
    ViewLayoutStates.of(self).needsLayout = true
  }

  /// Runs a layout pass now if one is pending: updates constraints, solves the view's tree and
  /// lays out from the highest ancestor that needs layout down through this view's subtree
  /// [DOC: `d.a.c/uiview/layoutifneeded()`; CALayer `layoutIfNeeded`].
  public func layoutIfNeeded() {
    LayoutPass.layOut(from: self)
  }

  /// Marks the view so the next constraint-based pass calls its ``updateConstraints()``.
  public func setNeedsUpdateConstraints() {
    ViewLayoutStates.of(self).needsUpdateConstraints = true
  }

  /// Calls ``updateConstraints()`` on the views of this subtree that need it, subviews first
  /// [DOC: `d.a.c/uiview/updateconstraintsifneeded()`].
  public func updateConstraintsIfNeeded() {
    LayoutPass.updateConstraints(in: self)
  }

  /// Tells the layout system the view's ``intrinsicContentSize`` changed; the next pass reads
  /// it again.
  public func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    setNeedsLayout()
  }

  /// The priority with which the view resists growing past its intrinsic size on an axis; 250
  /// by default.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    ViewLayoutStates.existing(self)?.hugging[axis.rawValue] ?? .defaultLow
  }

  /// Sets the priority with which the view resists growing past its intrinsic size on an axis.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    ViewLayoutStates.of(self).hugging[axis.rawValue] = priority
    setNeedsLayout()
  }

  /// The priority with which the view resists shrinking below its intrinsic size on an axis;
  /// 750 by default.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The priority.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    ViewLayoutStates.existing(self)?.compressionResistance[axis.rawValue] ?? .defaultHigh
  }

  /// Sets the priority with which the view resists shrinking below its intrinsic size on an
  /// axis.
  ///
  /// - Parameters:
  ///   - priority: The priority.
  ///   - axis: The axis.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    ViewLayoutStates.of(self).compressionResistance[axis.rawValue] = priority
    setNeedsLayout()
  }

  /// The guides the view owns, in the order they were added; its safe area and margins guides
  /// once read.
  public var layoutGuides: [UILayoutGuide] {
    ViewLayoutStates.existing(self)?.layoutGuides ?? []
  }

  /// Adds a guide to the view, so its anchors can be constrained to the view's tree.
  ///
  /// - Parameter layoutGuide: The guide; it leaves the view that owned it before.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView !== self else { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    ViewLayoutStates.of(self).layoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes a guide the view owns.
  ///
  /// - Parameter layoutGuide: The guide; one the view doesn't own is ignored.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    ViewLayoutStates.existing(self)?.layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// The guide for the part of the view the status bar, the home indicator and its
  /// controllers' bars leave uncovered (the profile's safe area insets)
  /// [DOC: `d.a.c/uiview/safearealayoutguide`, `…/safeareainsets`].
  public var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide")
  }

  /// The guide for the view's layout margins: 8 points inside its safe area
  /// [DOC: `d.a.c/uiview/layoutmarginsguide`, `…/insetslayoutmarginsfromsafearea`].
  public var layoutMarginsGuide: UILayoutGuide {
    systemGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide")
  }

  /// The guide for a readable column: the layout margins guide, no wider than the readable
  /// width (672 points at the default text size) and centered in it
  /// [DOC: `d.a.c/uiview/readablecontentguide`].
  public var readableContentGuide: UILayoutGuide {
    systemGuide(.readableContent, identifier: "UIViewReadableContentGuide")
  }

  /// The view's safe area insets: the part of its frame the status bar, the home indicator,
  /// its controllers' bars and their `additionalSafeAreaInsets` cover; zero outside a window
  /// [DOC: `d.a.c/uiview/safeareainsets`].
  public var safeAreaInsets: UIEdgeInsets {
    SafeAreaInsets.of(self, frame: effectiveScreenFrame).edgeInsets
  }

  /// The view's own guide of a kind, made and added on first use.
  func systemGuide(_ kind: SystemGuideKind, identifier: String) -> UILayoutGuide {
    let state = ViewLayoutStates.of(self)
    if let guide = state.guide(kind) { return guide }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    guide.systemKind = kind
    addLayoutGuide(guide)
    return guide
  }

  /// The view's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The view's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The view's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The view's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The view's width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The view's height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The view's horizontal center.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The view's vertical center.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  /// The baseline of the view's first line of text: a plain view's bottom.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the view's last line of text: a plain view's bottom.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .lastBaseline)
  }
}
