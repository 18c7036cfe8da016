import Foundation
import PresentationHierarchy

/// UIKit's layout pass over a view tree: constraints are updated (subviews first), the tree's
/// system is solved, then `layoutSubviews` runs top-down on the views that need layout, and
/// the default implementation places subviews at their solved frames.
@MainActor
enum LayoutPass {
  /// Lays out every window before a capture or a hit test, as the run loop would have before
  /// the screen showed them.
  static func layOut(_ windows: [UIWindow]) {
    for window in windows { layOut(from: window) }
  }

  /// Runs a pass for the tree of a view and lays out from the highest ancestor that needs
  /// layout down through the view's subtree [DOC: `d.a.c/uiview/layoutifneeded()`; CALayer's
  /// `layoutIfNeeded` walks up to the first ancestor that needs no layout].
  static func layOut(from view: UIView) {
    // A scroll view whose content inset changed scrolled its content, so the pass runs once
    // more: what is pinned outside the content (a floating button) goes back where it belongs.
    if pass(from: view) { pass(from: view) }
    // Observed values the model's setters don't report (an app's own properties) are compared
    // at each pass, so their observers hear of a change no later than the next layout.
    KeyValueObservers.shared.sweep()
  }

  /// One pass; returns whether a scroll view's inset adjustment moved its content.
  @discardableResult
  private static func pass(from view: UIView) -> Bool {
    let root = LayoutEngines.root(of: view)
    solve(root)
    var start = view
    while let parent = start.superview, needsLayout(parent) { start = parent }
    var stack = [start]
    var scrolled = false
    while let current = stack.popLast() {
      FillResizing.update(current)
      if needsLayout(current) {
        ViewLayoutStates.of(current).needsLayout = false
        // A controller hears around its root view's layout [DOC:
        // `uikit/uiviewcontroller/viewwilllayoutsubviews()`, `viewdidlayoutsubviews()`].
        let controller = current.engine.owningViewController
        controller?.viewWillLayoutSubviews()
        current.layoutSubviews()
        controller?.viewDidLayoutSubviews()
      }
      // A scroll view's safe area may change without it needing layout (a bar appears above).
      if let scrollView = current as? UIScrollView, ContentInsetAdjustment.update(scrollView) {
        scrolled = true
      }
      stack.append(contentsOf: current.subviews.reversed())
    }
    return scrolled
  }

  /// Calls `updateConstraints()` on the views of a subtree that need it, subviews first
  /// [DOC: `d.a.c/uiview/updateconstraints()`].
  static func updateConstraints(in view: UIView) {
    var order: [UIView] = []
    var stack = [view]
    while let current = stack.popLast() {
      order.append(current)
      stack.append(contentsOf: current.subviews)
    }
    for current in order.reversed()
    where ViewLayoutStates.existing(current)?.needsUpdateConstraints ?? true {
      ViewLayoutStates.of(current).needsUpdateConstraints = false
      current.updateConstraints()
    }
  }

  /// Solves a tree that uses constraints and marks the superviews of the views whose frames
  /// change, so their `layoutSubviews` places them.
  private static func solve(_ root: UIView) {
    guard usesConstraints(root) else { return }
    updateConstraints(in: root)
    let engine = LayoutEngines.engine(for: root)
    // A safe area depends on its view's frame, so a pass that moves a view with a system guide
    // solves again with the new insets (at most twice more).
    var solved: [UIView] = []
    var guides: [UILayoutGuide] = []
    for _ in 0..<3 {
      guard let system = LayoutSystem.build(root: root, engine: engine) else { return }
      let before = system.views.map { engine.currentScreenFrame(of: $0, root: root) }
      engine.solve(system)
      solved = system.views
      guides = system.guides
      let after = system.views.map { engine.currentScreenFrame(of: $0, root: root) }
      if before == after { break }
    }
    for guide in guides { applyContentSize(of: guide) }
    for view in solved where !view.translatesAutoresizingMaskIntoConstraints {
      guard let frame = LayoutEngines.solvedScreenFrame(of: view),
        frame != view.effectiveScreenFrame
      else { continue }
      view.superview?.setNeedsLayout()
    }
  }

  /// A scroll view's content guide sized by constraints gives the scroll view its
  /// `contentSize` [DOC: Auto Layout Guide, "Working with Scroll Views"; see
  /// ``UIScrollView/contentLayoutGuide``].
  private static func applyContentSize(of guide: UILayoutGuide) {
    guard guide.systemKind == .scrollContent, let scrollView = guide.owningView as? UIScrollView,
      let frame = LayoutEngines.solvedScreenFrame(of: guide)
    else { return }
    let size = CGSize(width: frame.width, height: frame.height)
    if scrollView.contentSize != size { scrollView.contentSize = size }
  }

  private static func needsLayout(_ view: UIView) -> Bool {
    ViewLayoutStates.existing(view)?.needsLayout ?? true
  }

  /// Whether any view of the tree has a constraint installed, after stack views update their
  /// arrangements (an arranged view may have been hidden or shown since).
  private static func usesConstraints(_ root: UIView) -> Bool {
    var uses = false
    var stack = [root]
    while let view = stack.popLast() {
      (view as? UIStackView)?.updateArrangement()
      uses = uses || !(ViewLayoutStates.existing(view)?.constraints.isEmpty ?? true)
      stack.append(contentsOf: view.subviews)
    }
    return uses
  }
}
