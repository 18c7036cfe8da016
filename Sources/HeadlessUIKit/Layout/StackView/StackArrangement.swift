import Foundation

/// The constraints a ``UIStackView`` makes for its arrangement: its views chained along the
/// axis (with spacer guides for the spacing distributions) and aligned across it.
@MainActor
struct StackArrangement {
  /// Everything the constraints depend on, so a stack makes them again only when it changes.
  struct Key: Equatable {
    let views: [ObjectIdentifier]
    let hidden: [Bool]
    let lengths: [CGFloat]
    let axis: NSLayoutConstraint.Axis
    let distribution: UIStackView.Distribution
    let alignment: UIStackView.Alignment
    let spacing: CGFloat
    let customSpacings: [ObjectIdentifier: CGFloat]
    let marginsRelative: Bool

    @MainActor
    init(_ stack: UIStackView) {
      views = stack.arrangedSubviews.map(ObjectIdentifier.init)
      hidden = stack.arrangedSubviews.map { $0.isHidden }
      lengths =
        stack.distribution == .fillProportionally
        ? stack.arrangedSubviews.map {
          stack.axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
        } : []
      axis = stack.axis
      distribution = stack.distribution
      alignment = stack.alignment
      spacing = stack.spacing
      customSpacings = stack.customSpacings
      marginsRelative = stack.isLayoutMarginsRelativeArrangement
    }
  }

  /// The priority at which a stack not sized across its axis hugs its tallest (or widest) view
  /// [INF: UIKit's own constraint for this is unrecorded; just under `fittingSizeLevel`].
  static let crossHugging = UILayoutPriority.fittingSizeLevel - 1

  let stack: UIStackView
  /// The spacer guides made for the spacing distributions, added to the stack.
  private(set) var spacers: [UILayoutGuide] = []

  init(stack: UIStackView) {
    self.stack = stack
  }

  private typealias Attribute = NSLayoutConstraint.Attribute

  private var horizontal: Bool { stack.axis == .horizontal }
  private var start: Attribute { horizontal ? .leading : .top }
  private var end: Attribute { horizontal ? .trailing : .bottom }
  private var length: Attribute { horizontal ? .width : .height }
  private var middle: Attribute { horizontal ? .centerX : .centerY }
  private var crossStart: Attribute { horizontal ? .top : .leading }
  private var crossEnd: Attribute { horizontal ? .bottom : .trailing }
  private var crossLength: Attribute { horizontal ? .height : .width }
  private var crossMiddle: Attribute { horizontal ? .centerY : .centerX }

  private func make(
    _ first: AnyObject, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation,
    _ second: AnyObject?, _ secondAttribute: Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
      constant: constant)
    constraint.priority = priority
    return constraint
  }

  /// The constraints for the stack's visible arranged views.
  mutating func constraints() -> [NSLayoutConstraint] {
    let views = stack.arrangedSubviews.filter { !$0.isHidden }
    guard let first = views.first, let last = views.last else { return [] }
    let container: AnyObject =
      stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    var result = [
      make(first, start, .equal, container, start), make(last, end, .equal, container, end),
    ]
    for (previous, next) in zip(views, views.dropFirst()) {
      result += gap(between: previous, and: next, in: container)
    }
    result += sizes(of: views)
    result += views.flatMap { alignment(of: $0, in: container) }
    if stack.alignment != .fill {
      result.append(
        make(container, crossLength, .equal, nil, .notAnAttribute, priority: Self.crossHugging))
    }
    return result
  }

  /// Along the axis: `spacing` between neighbours, or at least `spacing` with equal spacer
  /// guides between edges (`.equalSpacing`) or centers (`.equalCentering`)
  /// [DOC: `d.a.c/uistackview/distribution-swift.enum`].
  private mutating func gap(
    between previous: UIView, and next: UIView, in container: AnyObject
  ) -> [NSLayoutConstraint] {
    // A custom spacing after a view replaces `spacing` there
    // [DOC: `uikit/uistackview/setcustomspacing(_:after:)`].
    let spacing = stack.customSpacings[ObjectIdentifier(previous)] ?? stack.spacing
    switch stack.distribution {
    case .fill, .fillEqually, .fillProportionally:
      return [make(next, start, .equal, previous, end, constant: spacing)]
    case .equalSpacing, .equalCentering:
      let centers = stack.distribution == .equalCentering
      let spacer = UILayoutGuide()
      stack.addLayoutGuide(spacer)
      var result = [
        make(next, start, .greaterThanOrEqual, previous, end, constant: spacing),
        make(spacer, start, .equal, previous, centers ? middle : end),
        make(spacer, end, .equal, next, centers ? middle : start),
        make(spacer, crossStart, .equal, container, crossStart),
        make(spacer, crossLength, .equal, nil, .notAnAttribute),
      ]
      if let firstSpacer = spacers.first {
        result.append(make(spacer, length, .equal, firstSpacer, length))
      }
      spacers.append(spacer)
      return result
    }
  }

  /// Equal sizes (`.fillEqually`) or sizes in proportion to the views' intrinsic lengths
  /// (`.fillProportionally`).
  private func sizes(of views: [UIView]) -> [NSLayoutConstraint] {
    guard let first = views.first else { return [] }
    switch stack.distribution {
    case .fillEqually:
      return views.dropFirst().map { make($0, length, .equal, first, length) }
    case .fillProportionally:
      let lengths = views.map {
        horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
      }
      guard let base = lengths.first, base > 0 else { return [] }
      return zip(views, lengths).dropFirst().compactMap { view, value in
        value > 0 ? make(view, length, .equal, first, length, multiplier: value / base) : nil
      }
    case .fill, .equalSpacing, .equalCentering:
      return []
    }
  }

  /// Across the axis: filling, or one edge or the center aligned and the other inside
  /// [DOC: `d.a.c/uistackview/alignment-swift.enum`; baselines are a plain view's bottom].
  private func alignment(of view: UIView, in container: AnyObject) -> [NSLayoutConstraint] {
    switch stack.alignment {
    case .fill:
      return [
        make(view, crossStart, .equal, container, crossStart),
        make(view, crossEnd, .equal, container, crossEnd),
      ]
    case .leading:
      return [
        make(view, crossStart, .equal, container, crossStart),
        make(view, crossEnd, .lessThanOrEqual, container, crossEnd),
      ]
    case .center:
      return [
        make(view, crossMiddle, .equal, container, crossMiddle),
        make(view, crossStart, .greaterThanOrEqual, container, crossStart),
      ]
    case .trailing, .firstBaseline, .lastBaseline:
      return [
        make(view, crossEnd, .equal, container, crossEnd),
        make(view, crossStart, .greaterThanOrEqual, container, crossStart),
      ]
    }
  }
}
