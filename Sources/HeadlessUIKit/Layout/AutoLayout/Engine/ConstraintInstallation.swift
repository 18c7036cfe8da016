import PresentationHierarchy

/// Where activated constraints are installed, and which ones a view leaving its superview
/// takes down.
@MainActor
enum ConstraintInstallation {
  /// Installs a constraint on its items' closest common ancestor, or raises UIKit's exception
  /// when they have none [DOC: `d.a.c/nslayoutconstraint/isactive`: "If you try to activate a
  /// constraint whose items have no common ancestor, an exception is thrown"].
  static func activate(_ constraint: NSLayoutConstraint) {
    let first = view(of: constraint.firstItem)
    let second = view(of: constraint.secondItem)
    guard let first else { return }
    guard let ancestor = second.map({ commonAncestor(first, $0) }) ?? first else {
      let exception = UIKitMessages.noCommonAncestor(constraint)
      let windows = [first, second].compactMap { LayoutEngines.root(of: $0 ?? first) as? UIWindow }
      if let application = windows.lazy.compactMap(\.application).first {
        application.raise(exception)
      } else {
        // No app to record it in: UIKit would crash here.
        ModelIssues.report(
          "\(exception.description) Add both items to one view hierarchy before activating.")
      }
      return
    }
    ancestor.addConstraint(constraint)
  }

  /// The view an item stands for: itself, or a guide's owner.
  static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  private static func commonAncestor(_ lhs: UIView, _ rhs: UIView) -> UIView? {
    var ancestors: Set<ObjectIdentifier> = []
    var current: UIView? = lhs
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = rhs
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  /// Removes the constraints of the view's ancestors that relate items in its subtree, as
  /// `removeFromSuperview()` does [DOC: `d.a.c/uiview/removefromsuperview()`: "Calling this
  /// method removes any constraints that refer to the view you are removing, or that refer to
  /// any view in the subtree of the view you are removing"].
  static func viewWillLeaveSuperview(_ view: UIView) {
    var subtree: Set<ObjectIdentifier> = []
    var stack = [view]
    while let next = stack.popLast() {
      subtree.insert(ObjectIdentifier(next))
      stack.append(contentsOf: next.subviews)
    }
    func isInSubtree(_ item: AnyObject?) -> Bool {
      self.view(of: item).map { subtree.contains(ObjectIdentifier($0)) } ?? false
    }
    var ancestor = view.superview
    while let current = ancestor {
      for constraint in current.constraints
      where isInSubtree(constraint.firstItem) || isInSubtree(constraint.secondItem) {
        current.removeConstraint(constraint)
      }
      ancestor = current.superview
    }
  }
}

extension UIKitMessages {
  /// The exception for activating a constraint whose items share no ancestor [OBS: the text of
  /// chaneeii/iOS-Study-Log#8 and SnapKit/SnapKit#478; addresses are the model's stand-ins].
  static func noCommonAncestor(_ constraint: NSLayoutConstraint) -> UIKitException {
    var describer = ConstraintDescriber()
    let first = describer.anchorDescription(constraint.firstItem, constraint.firstAttribute)
    let second = describer.anchorDescription(constraint.secondItem, constraint.secondAttribute)
    return UIKitException(
      name: "NSGenericException",
      reason: "Unable to activate constraint with anchors \(first) and \(second) because they "
        + "have no common ancestor.  Does the constraint or its anchors reference items in "
        + "different view hierarchies?  That's illegal.")
  }
}
