import PresentationHierarchy

/// Structural checks of the model's windows, views, controllers and presentations.
///
/// ``UIApplication/checkInvariants()`` returns what is wrong instead of trapping, so a test (or a
/// long random run) can call it after every operation and report every violation at once. The
/// checks walk with explicit stacks and visited sets, never recursion, so a corrupted tree (a
/// cycle) is reported rather than looping or overflowing the stack.
///
/// The invariants, each with the UIKit reference section it comes from:
///
/// 1. **Views form a forest.** Every subview names its superview back and appears once among
///    its superview's subviews; no view is reached twice, so there are no cycles and no view has
///    two superviews (§1.2). A window has no superview.
/// 2. **Windows and scenes agree.** Every window of a scene names that scene and is listed once;
///    a scene has at most one key window, and it is one of its own windows (§1.1, §4.3).
/// 3. **Containment is a forest.** Every child names its parent back and appears once among its
///    parent's children; the `parent` chains have no cycles (§1.3).
/// 4. **Presentations pair up.** `presenter.ownPresented === presented` exactly when
///    `presented.presentation.presenting === presenter`; the `ownPresented` chains have no
///    cycles; a presented controller has no parent and is not a window's root (§1.3, §3.3 step 6,
///    §3.6: UIKit raises for the last two).
/// 5. **A window root is installed.** `windowOfRoot` and `UIWindow.rootViewController` agree (§1.1).
/// 6. **Presentations stay in their window.** Every live presentation's container is in a window,
///    the window its presentation chain starts from (§0 item 3), except a context container whose
///    context controller's view is out of the window too (a hidden tab or covered navigation
///    item, §2.3 [INF]: it leaves and comes back with that view); a window-scope container is a
///    direct subview of that window, later in `subviews` than the container of the presentation
///    it sits on (§3.3 step 4); a context-scope container is a sibling of the context
///    controller's view (§3.3 step 4 [INF]).
/// 7. **Presented views are under their container.** A presented controller's view is a
///    descendant of its presentation's container, unless a presentation made from it removed it
///    (§3.3 step 8); every view a presentation removed is out of the tree until the dismissal
///    puts it back (§3.7).
/// 8. **Containers show one child.** A `UINavigationController`'s wrapper holds only its top
///    controller's view, and a `UITabBarController`'s only the selected controller's, besides the
///    containers of context presentations anchored there; the other children's views are in no
///    window (§2.3).
extension UIApplication {
  /// Checks the invariants above and returns one sentence per violation; empty when the model is
  /// consistent.
  ///
  /// The check never traps and never recurses; it is meant to run after every operation of a
  /// test. It visits every scene's windows, hidden and system windows included, and every
  /// controller reachable from them.
  ///
  /// - Returns: The violations found, in a stable order.
  public func checkInvariants() -> [String] {
    var checker = InvariantChecker(application: self)
    checker.run()
    return checker.violations
  }
}

/// The state of one ``UIApplication/checkInvariants()`` run.
@MainActor
private struct InvariantChecker {
  let application: UIApplication
  var violations: [String] = []
  /// Every controller reachable from the windows, in discovery order.
  private var controllers: [UIViewController] = []
  /// The live presentations, in discovery order.
  private var presentations: [Presentation] = []
  /// The views some live presentation removed from the tree.
  private var removedViews: Set<ObjectIdentifier> = []
  /// The containers of live presentations.
  private var liveContainers: Set<ObjectIdentifier> = []

  init(application: UIApplication) {
    self.application = application
  }

  mutating func run() {
    checkScenes()
    collectControllers()
    checkViews()
    checkContainment()
    checkPresentations()
    checkContainerControllers()
  }

  // MARK: Scenes and windows (invariant 2)

  private mutating func checkScenes() {
    for scene in application.windowScenes {
      var seen: Set<ObjectIdentifier> = []
      for window in scene.windows {
        if !seen.insert(ObjectIdentifier(window)).inserted {
          violations.append("\(Self.name(window)) is listed twice in its scene.")
        }
        if window.windowScene !== scene {
          violations.append("\(Self.name(window)) is listed in a scene it does not name.")
        }
        if window.superview != nil {
          violations.append("\(Self.name(window)) has a superview.")
        }
      }
      let keyWindows = scene.windows.filter(\.isKeyWindow)
      if keyWindows.count > 1 {
        violations.append("A scene has \(keyWindows.count) key windows.")
      }
      if let key = scene.keyWindow, !scene.windows.contains(where: { $0 === key }) {
        violations.append("The key window \(Self.name(key)) is not one of its scene's windows.")
      }
    }
  }

  // MARK: Controllers

  /// Finds every controller reachable from the windows' roots and views, through parents,
  /// children and presentations.
  private mutating func collectControllers() {
    var seen: Set<ObjectIdentifier> = []
    var pending: [UIViewController] = []
    var views: [UIView] = allWindows.map { $0 }
    while let view = views.popLast() {
      if let owner = view.engine.owningViewController { pending.append(owner) }
      if let window = view as? UIWindow, let root = window.rootViewController {
        pending.append(root)
      }
      // Bounded by the view check's cycle detection: stop at views already looked at.
      for subview in view.subviews where seen.insert(ObjectIdentifier(subview)).inserted {
        views.append(subview)
      }
    }
    seen.removeAll()
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      controllers.append(controller)
      pending.append(contentsOf: controller.children)
      if let parent = controller.parent { pending.append(parent) }
      if let presented = controller.engine.ownPresented { pending.append(presented) }
      if let presentation = controller.engine.presentation {
        pending.append(presentation.presenting)
        pending.append(presentation.source)
        presentations.append(presentation)
        liveContainers.insert(ObjectIdentifier(presentation.container))
        for removed in presentation.removedViews {
          removedViews.insert(ObjectIdentifier(removed.view))
        }
      }
    }
  }

  // MARK: Views (invariant 1)

  private mutating func checkViews() {
    // Roots: the windows, then the top of every controller view's superview chain (views out
    // of the window, such as unselected tabs and removed presenters).
    var roots: [UIView] = allWindows.map { $0 }
    for controller in controllers where controller.isViewLoaded {
      var seen: Set<ObjectIdentifier> = []
      var top: UIView = controller.view
      while let superview = top.superview {
        guard seen.insert(ObjectIdentifier(superview)).inserted else {
          violations.append("\(Self.name(controller.view)) has a cycle in its superview chain.")
          break
        }
        top = superview
      }
      roots.append(top)
    }
    var visited: Set<ObjectIdentifier> = []
    for root in roots where !visited.contains(ObjectIdentifier(root)) {
      visited.insert(ObjectIdentifier(root))
      var stack: [UIView] = [root]
      while let view = stack.popLast() {
        var counts: [ObjectIdentifier: Int] = [:]
        for subview in view.subviews { counts[ObjectIdentifier(subview), default: 0] += 1 }
        for subview in view.subviews {
          let id = ObjectIdentifier(subview)
          if subview.superview !== view {
            violations.append(
              "\(Self.name(subview)) is a subview of \(Self.name(view)) but names "
                + "\(subview.superview.map(Self.name) ?? "no superview").")
          }
          if counts[id, default: 0] > 1 {
            violations.append(
              "\(Self.name(subview)) appears \(counts[id, default: 0]) times in \(Self.name(view))."
            )
            counts[id] = 1
          }
          if subview is UIWindow {
            violations.append("\(Self.name(subview)) is a subview of \(Self.name(view)).")
          }
          if visited.insert(id).inserted {
            stack.append(subview)
          } else if subview.superview === view && counts[id] == 1 {
            violations.append("\(Self.name(subview)) is reached twice: a cycle or two superviews.")
          }
        }
      }
    }
  }

  // MARK: Containment and presentation records (invariants 3–5)

  private mutating func checkContainment() {
    for controller in controllers {
      // Named only for a violation: a name takes the runtime type name apart.
      let label = { Self.name(controller) }
      // Parent chain: no cycle.
      var seen: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
      var current = controller.parent
      while let ancestor = current {
        guard seen.insert(ObjectIdentifier(ancestor)).inserted else {
          violations.append("\(label()) has a cycle in its parent chain.")
          break
        }
        current = ancestor.parent
      }
      // Children name their parent and appear once.
      var childSeen: Set<ObjectIdentifier> = []
      for child in controller.children {
        if !childSeen.insert(ObjectIdentifier(child)).inserted {
          violations.append("\(Self.name(child)) appears twice among \(label())'s children.")
        }
        if child.parent !== controller {
          violations.append(
            "\(Self.name(child)) is a child of \(label()) but names another parent.")
        }
      }
      if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
        violations.append("\(label()) names \(Self.name(parent)) as parent but is not its child.")
      }
      // The ownPresented chain: no cycle.
      seen = [ObjectIdentifier(controller)]
      var presented = controller.engine.ownPresented
      while let next = presented {
        guard seen.insert(ObjectIdentifier(next)).inserted else {
          violations.append("\(label()) has a cycle in its presentation chain.")
          break
        }
        presented = next.engine.ownPresented
      }
      // Pairing, both ways.
      if let own = controller.engine.ownPresented {
        if own.engine.presentation?.presenting !== controller
          || own.engine.presentation?.presented !== own
        {
          violations.append("\(label()) presents \(Self.name(own)), whose presentation disagrees.")
        }
      }
      if let presentation = controller.engine.presentation {
        if presentation.presented !== controller {
          violations.append("\(label())'s presentation names another presented controller.")
        }
        if presentation.presenting.engine.ownPresented !== controller {
          violations.append(
            "\(label()) is presented by \(Self.name(presentation.presenting)), which does not present it."
          )
        }
        if let parent = controller.parent {
          violations.append("\(label()) is presented but has the parent \(Self.name(parent)).")
        }
        if controller.engine.windowOfRoot != nil {
          violations.append("\(label()) is presented and also a window's root.")
        }
      }
      if let window = controller.engine.windowOfRoot, window.rootViewController !== controller {
        violations.append("\(label()) believes it is \(Self.name(window))'s root, but is not.")
      }
    }
    for window in allWindows {
      if let root = window.rootViewController, root.engine.windowOfRoot !== window {
        violations.append(
          "\(Self.name(window))'s root \(Self.name(root)) does not name the window.")
      }
    }
  }

  // MARK: Presentations in the tree (invariants 6–7)

  private mutating func checkPresentations() {
    for presentation in presentations {
      let presented = presentation.presented
      let label = { "The presentation of \(Self.name(presented))" }
      let container = presentation.container
      guard let window = container.window else {
        // A context container leaves the window with its context controller's view, when that
        // view is a hidden tab or navigation item; it must come back with it.
        let anchor: UIView = presentation.presenting.view
        if isWindowScope(presentation) || anchor.window != nil {
          violations.append("\(label()) has its container out of every window.")
        }
        continue
      }
      if let home = homeWindow(of: presentation), home !== window {
        violations.append("\(label()) left its window: it is in \(Self.name(window)).")
      }
      if isWindowScope(presentation) {
        if container.superview !== window {
          violations.append("\(label()) is window-scoped but not a subview of its window.")
        } else if let below = presentation.presenting.engine.presentation,
          below.container.superview === window,
          let lower = below.container.indexInSuperview, let upper = container.indexInSuperview,
          lower > upper
        {
          violations.append("\(label()) is behind the presentation it sits on.")
        }
      } else {
        let anchor: UIView = presentation.presenting.view
        let anchorSuperview =
          anchor.superview
          ?? presentation.removedViews.first { $0.view === anchor }?.superview
        if container.superview !== anchorSuperview {
          violations.append("\(label()) is context-scoped but not beside its context's view.")
        }
      }
      // The presented view is under the container, unless a later presentation removed it or
      // an app's animator placed it (UIKit leaves that to the animator [DOC]).
      if presented.isViewLoaded, !isRemoved(presented.view), !presentation.isPlacedByAnimator,
        !container.isAncestor(of: presented.view)
      {
        violations.append("\(label()) has the presented view outside its container.")
      }
      for removed in presentation.removedViews {
        if let superview = removed.view.superview {
          violations.append(
            "\(label()) removed \(Self.name(removed.view)), which is back in \(Self.name(superview))."
          )
        }
      }
    }
  }

  /// The window a presentation chain starts from: the window whose root presents first.
  private func homeWindow(of presentation: Presentation) -> UIWindow? {
    var seen: Set<ObjectIdentifier> = []
    var controller = presentation.presenting.rootAncestor
    while let below = controller.engine.presentation, seen.insert(ObjectIdentifier(below)).inserted
    {
      controller = below.presenting.rootAncestor
    }
    return controller.engine.windowOfRoot
  }

  /// Whether the presentation's container is a layer of the whole window (§3.3 step 4).
  private func isWindowScope(_ presentation: Presentation) -> Bool {
    guard presentation.style.isContextScoped else { return true }
    let presenting = presentation.presenting
    return homeWindow(of: presentation)?.rootViewController === presenting
  }

  /// Whether a view, or one of its ancestors, was removed by a live presentation.
  private func isRemoved(_ view: UIView) -> Bool {
    var current: UIView? = view
    var steps = 0
    while let candidate = current, steps < 10_000 {
      if removedViews.contains(ObjectIdentifier(candidate)) { return true }
      current = candidate.superview
      steps += 1
    }
    return false
  }

  // MARK: Navigation and tab bar controllers (invariant 8)

  private mutating func checkContainerControllers() {
    for controller in controllers where controller.isViewLoaded {
      let shown: UIViewController?
      let wrapper: UIView?
      if let navigation = controller as? UINavigationController {
        shown = navigation.topViewController
        wrapper = navigation.view.child(UIKitClassName.navigationTransitionView)?
          .child(UIKitClassName.viewControllerWrapperView)
      } else if let tabs = controller as? UITabBarController {
        shown = tabs.selectedViewController
        wrapper = tabs.view.child(UIKitClassName.transitionView)?.child(
          UIKitClassName.viewControllerWrapperView)
      } else {
        continue
      }
      // Named only for a violation: a name takes the runtime type name apart.
      let label = { Self.name(controller) }
      guard let wrapper else {
        violations.append("\(label()) has no wrapper view.")
        continue
      }
      for view in wrapper.subviews {
        if let owner = view.engine.owningViewController {
          if owner !== shown {
            violations.append(
              "\(label())'s wrapper holds \(Self.name(owner)), which it does not show.")
          }
        } else if !liveContainers.contains(ObjectIdentifier(view)) {
          violations.append(
            "\(label())'s wrapper holds \(Self.name(view)), which is no presentation.")
        }
      }
      if let shown, shown.isViewLoaded, shown.view.superview !== wrapper,
        !removedViews.contains(ObjectIdentifier(shown.view))
      {
        violations.append("\(label()) shows \(Self.name(shown)), whose view is not in its wrapper.")
      }
      for child in controller.children where child !== shown && child.viewWindow != nil {
        if wrapper.window != nil {
          violations.append(
            "\(label())'s hidden child \(Self.name(child)) has its view in a window.")
        }
      }
    }
  }

  // MARK: Helpers

  private var allWindows: [UIWindow] {
    application.windowScenes.flatMap(\.windows)
  }

  private static func name(_ view: UIView) -> String {
    if let owner = view.engine.owningViewController { return "\(owner.messageDescription).view" }
    return view.accessibilityIdentifier.map { "<\(view.engine.typeName): \($0)>" }
      ?? "<\(view.engine.typeName)>"
  }

  private static func name(_ controller: UIViewController) -> String {
    controller.messageDescription
  }
}

extension UIView {
  /// The first subview of a class.
  fileprivate func child(_ typeName: String) -> UIView? {
    subviews.first { $0.engine.typeName == typeName }
  }
}
