import Foundation
import PresentationHierarchy

/// Gathers the constraints of one view tree: the app's, installed on the tree's views, and the
/// ones UIKit implies for the views and guides they reach.
@MainActor
struct LayoutSystem {
  /// The layout margins' default: 8 points on every side, measured from the safe area
  /// [DOC: `d.a.c/uiview/layoutmargins`: "For most views, the default layout margins are 8
  /// points on each side"; `…/insetslayoutmarginsfromsafearea`, default true; adding the two is
  /// INF].
  static let defaultMargin = 8.0

  let root: UIView
  let engine: LayoutEngine
  /// The size `systemLayoutSizeFitting(_:)` asks for, or `nil` for a layout pass.
  let fittingSize: (width: Double, height: Double)?

  /// The views that take part, superviews first.
  private(set) var views: [UIView] = []
  /// The guides that take part.
  private(set) var guides: [UILayoutGuide] = []
  private(set) var constraints: [EngineConstraint] = []

  /// Builds the system, or returns `nil` when the tree has no constraints and nothing is being
  /// fitted.
  static func build(
    root: UIView, engine: LayoutEngine, fittingSize: (width: Double, height: Double)? = nil
  ) -> LayoutSystem? {
    var system = LayoutSystem(root: root, engine: engine, fittingSize: fittingSize)
    return system.gather() ? system : nil
  }

  private mutating func gather() -> Bool {
    var tree: [UIView] = []
    var stack = [root]
    while let view = stack.popLast() {
      tree.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    let inTree = Set(tree.map(ObjectIdentifier.init))
    var participants: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
    var appConstraints: [NSLayoutConstraint] = []

    func include(_ view: UIView) {
      var current: UIView? = view
      while let next = current, participants.insert(ObjectIdentifier(next)).inserted {
        current = next.superview
      }
    }
    func owner(of item: AnyObject?) -> UIView? {
      let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      return view.flatMap { inTree.contains(ObjectIdentifier($0)) ? $0 : nil }
    }

    for view in tree {
      for constraint in ViewLayoutStates.existing(view)?.constraints ?? [] {
        guard let first = owner(of: constraint.firstItem),
          constraint.secondItem == nil || owner(of: constraint.secondItem) != nil
        else { continue }
        appConstraints.append(constraint)
        include(first)
        if let second = owner(of: constraint.secondItem) { include(second) }
        for (item, attribute, other) in [
          (constraint.firstItem, constraint.firstAttribute, constraint.secondItem),
          (constraint.secondItem, constraint.secondAttribute, constraint.firstItem),
        ] {
          if let guide = Self.target(of: item, attribute, other: other) as? UILayoutGuide {
            guides.append(guide)
          }
        }
      }
    }
    guard !appConstraints.isEmpty || fittingSize != nil else { return false }
    views = tree.filter { participants.contains(ObjectIdentifier($0)) }
    for view in views { addImplied(for: view) }
    var seenGuides: Set<ObjectIdentifier> = []
    guides = guides.filter { seenGuides.insert(ObjectIdentifier($0)).inserted }
    for guide in guides { addGuideConstraints(guide) }
    for constraint in appConstraints { addApp(constraint) }
    return true
  }

  // MARK: - Implied constraints

  private mutating func addImplied(for view: UIView) {
    let variables = engine.variables(for: view)
    let id = ObjectIdentifier(view)
    if view === root {
      if let fittingSize {
        fix(
          variables.minX, 0, key: .implied(id, "minX"),
          .autoresizing(view, attribute: "minX", superview: nil, fillsSuperview: false))
        fix(
          variables.minY, 0, key: .implied(id, "minY"),
          .autoresizing(view, attribute: "minY", superview: nil, fillsSuperview: false))
        fix(
          variables.width, fittingSize.width, key: .implied(id, "fit-width"),
          .fitting(view, attribute: "width"), priority: .fittingSizeLevel)
        fix(
          variables.height, fittingSize.height, key: .implied(id, "fit-height"),
          .fitting(view, attribute: "height"), priority: .fittingSizeLevel)
      } else {
        let bounds = view.effectiveScreenFrame
        for (name, variable, value) in [
          ("minX", variables.minX, 0.0), ("minY", variables.minY, 0.0),
          ("width", variables.width, bounds.width), ("height", variables.height, bounds.height),
        ] {
          fix(
            variable, value, key: .implied(id, name),
            .autoresizing(view, attribute: name, superview: nil, fillsSuperview: false))
        }
      }
    } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
      // A frame the model never set fills the superview, as a flexible autoresizing mask
      // (`h=-&- v=-&-`) does; a set frame is fixed in the superview (`h=--& v=--&`).
      let fills = view.screenFrame == nil
      let parent = engine.variables(for: superview)
      // A frame is measured from the superview's bounds origin, which a scroll moves.
      let frame = view.frame
      let scrolled = superview.boundsOrigin
      let edges: [(String, LinearVariable, LinearVariable, Double)] = [
        ("minX", variables.minX, parent.minX, Double(frame.origin.x - scrolled.x)),
        ("minY", variables.minY, parent.minY, Double(frame.origin.y - scrolled.y)),
        ("width", variables.width, parent.width, Double(frame.size.width)),
        ("height", variables.height, parent.height, Double(frame.size.height)),
      ]
      for (name, own, parentEdge, value) in edges {
        let relative = fills || name.hasPrefix("min")
        constraints.append(
          EngineConstraint(
            key: .implied(id, name),
            source: .autoresizing(
              view, attribute: name, superview: superview, fillsSuperview: fills),
            terms: relative ? [(own, 1), (parentEdge, -1)] : [(own, 1)], .equal,
            constant: fills ? 0 : value, priority: .required))
      }
    }
    addIntrinsicSize(of: view, variables)
  }

  private mutating func fix(
    _ variable: LinearVariable, _ value: Double, key: EngineConstraint.Key,
    _ source: EngineConstraint.Source, priority: UILayoutPriority = .required
  ) {
    constraints.append(
      EngineConstraint(
        key: key, source: source, terms: [(variable, 1)], .equal, constant: value,
        priority: priority))
  }

  /// An intrinsic size becomes `size <= intrinsic` at the hugging priority and
  /// `size >= intrinsic` at the compression resistance [OBS: objc.io "Advanced Auto Layout
  /// Toolbox", engine reference §5].
  private mutating func addIntrinsicSize(of view: UIView, _ variables: ItemVariables) {
    let size = view.intrinsicContentSize
    let id = ObjectIdentifier(view)
    for (axis, name, variable, value) in [
      (NSLayoutConstraint.Axis.horizontal, "width", variables.width, size.width),
      (.vertical, "height", variables.height, size.height),
    ] where value != UIView.noIntrinsicMetric {
      let hug = view.contentHuggingPriority(for: axis)
      let resist = view.contentCompressionResistancePriority(for: axis)
      let source = EngineConstraint.Source.contentSize(
        view, attribute: name, hug: hug, resist: resist)
      constraints.append(
        EngineConstraint(
          key: .implied(id, "hug-\(name)"), source: source, terms: [(variable, 1)],
          .lessThanOrEqual, constant: Double(value), priority: hug))
      constraints.append(
        EngineConstraint(
          key: .implied(id, "resist-\(name)"), source: source, terms: [(variable, 1)],
          .greaterThanOrEqual, constant: Double(value), priority: resist))
    }
  }

  /// A system guide is its owner's frame inset by the safe area (and, for the margins guide,
  /// 8 more points).
  private mutating func addGuideConstraints(_ guide: UILayoutGuide) {
    guard let kind = guide.systemKind, let owner = guide.owningView else { return }
    if let scrollView = owner as? UIScrollView, kind == .scrollContent || kind == .scrollFrame {
      addScrollGuideConstraints(guide, kind, of: scrollView)
      return
    }
    let frame = engine.currentScreenFrame(of: owner, root: root)
    let safe = SafeAreaInsets.of(owner, frame: frame)
    let insets: SafeAreaInsets
    switch kind {
    case .safeArea: insets = safe
    case .layoutMargins, .readableContent:
      let margins = owner.layoutMargins
      let base = owner.insetsLayoutMarginsFromSafeArea ? safe : .zero
      var marginInsets = SafeAreaInsets(
        top: base.top + Double(margins.top), left: base.left + Double(margins.left),
        bottom: base.bottom + Double(margins.bottom), right: base.right + Double(margins.right))
      if kind == .readableContent {
        let available = frame.width - marginInsets.left - marginInsets.right
        let excess = max(0, available - ReadableWidth.points)
        marginInsets.left += excess / 2
        marginInsets.right += excess / 2
      }
      insets = marginInsets
    case .scrollContent, .scrollFrame: return
    }
    let variables = engine.variables(for: guide)
    let parent = engine.variables(for: owner)
    let id = ObjectIdentifier(guide)
    let edges: [(String, [(variable: LinearVariable, coefficient: Double)], Double)] = [
      ("left", [(variables.minX, 1), (parent.minX, -1)], insets.left),
      ("top", [(variables.minY, 1), (parent.minY, -1)], insets.top),
      ("width", [(variables.width, 1), (parent.width, -1)], -insets.left - insets.right),
      ("height", [(variables.height, 1), (parent.height, -1)], -insets.top - insets.bottom),
    ]
    for (name, terms, constant) in edges {
      constraints.append(
        EngineConstraint(
          key: .implied(id, name), source: .guide(guide, attribute: name, owner: owner),
          terms: terms, .equal, constant: constant, priority: .required))
    }
  }

  /// A scroll view's frame guide is its frame; its content guide starts where the content
  /// does, at minus the ``UIScrollView/contentOffset`` from the frame, and is as large as the
  /// constraints make it, else the ``UIScrollView/contentSize`` (weakly, so any constraint wins).
  private mutating func addScrollGuideConstraints(
    _ guide: UILayoutGuide, _ kind: SystemGuideKind, of scrollView: UIScrollView
  ) {
    let variables = engine.variables(for: guide)
    let parent = engine.variables(for: scrollView)
    let id = ObjectIdentifier(guide)
    let offset = scrollView.contentOffset
    let size = scrollView.contentSize
    let isContent = kind == .scrollContent
    let edges: [(String, LinearVariable, LinearVariable, Double)] = [
      ("left", variables.minX, parent.minX, isContent ? -Double(offset.x) : 0),
      ("top", variables.minY, parent.minY, isContent ? -Double(offset.y) : 0),
      ("width", variables.width, parent.width, Double(size.width)),
      ("height", variables.height, parent.height, Double(size.height)),
    ]
    for (name, own, frameEdge, constant) in edges {
      let isSize = name == "width" || name == "height"
      constraints.append(
        EngineConstraint(
          key: .implied(id, name), source: .guide(guide, attribute: name, owner: scrollView),
          terms: isContent && isSize ? [(own, 1)] : [(own, 1), (frameEdge, -1)], .equal,
          constant: !isContent && isSize ? 0 : constant,
          priority: isContent && isSize ? .fittingSizeLevel : .required))
    }
  }

  // MARK: - The app's constraints

  private mutating func addApp(_ constraint: NSLayoutConstraint) {
    var terms = side(
      constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem, factor: 1)
    terms += side(
      constraint.secondItem, constraint.secondAttribute, other: constraint.firstItem,
      factor: -Double(constraint.multiplier))
    let relation: LinearConstraint.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    constraints.append(
      EngineConstraint(
        key: .app(ObjectIdentifier(constraint)), source: .app(constraint), terms: terms, relation,
        constant: Double(constraint.constant), priority: constraint.priority))
  }

  private func side(
    _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?,
    factor: Double
  ) -> [(variable: LinearVariable, coefficient: Double)] {
    guard let target = Self.target(of: item, attribute, other: other),
      attribute != .notAnAttribute
    else { return [] }
    return engine.variables(for: target).terms(attribute).map {
      ($0.variable, $0.coefficient * factor)
    }
  }

  /// What a constraint's attribute of an item measures.
  ///
  /// A view's margins guide for a margin attribute, and a scroll view's content area for an
  /// edge constrained to its own content [DOC: Auto Layout Guide, "Working with Scroll Views": "Constraints between the edges or
  /// margins of the scroll view and its content attach to the scroll view's content area.
  /// Constraints between the height, width, or centers attach to the scroll view's frame"];
  /// the item itself otherwise.
  static func target(
    of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?
  ) -> AnyObject? {
    guard let item else { return nil }
    guard let view = item as? UIView else { return item }
    if let scrollView = view as? UIScrollView, attribute.isEdge,
      let content = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView,
      content !== scrollView, content.isDescendant(of: scrollView)
    {
      return scrollView.contentLayoutGuide
    }
    return attribute.isMargin ? view.layoutMarginsGuide : view
  }
}
