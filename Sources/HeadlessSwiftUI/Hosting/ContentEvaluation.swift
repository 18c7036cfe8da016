import HeadlessUIKit

/// Evaluates every hosting controller of an app, as SwiftUI does after a change, until nothing
/// more changes.
@MainActor
enum ContentEvaluation {
  /// The most passes one evaluation makes; a presentation or state change per pass settles long
  /// before.
  static let passLimit = 16
  /// The most hosting controllers one pass renders; content that presents itself without end
  /// (a sheet whose content has the same sheet, up) reaches it instead of hanging.
  static let hostLimit = 64

  /// Lets HeadlessUIKit's gestures evaluate content after a tap or a swipe, and its settling
  /// settle content.
  static func install() {
    if UIApplication.contentEvaluator == nil {
      // HeadlessUIKit asks after a user action: what the action wrote that SwiftUI tracks, and
      // what UIKit changed that the views read (a back button's pop, a swiped sheet), makes the
      // views that read it evaluate again.
      UIApplication.contentEvaluator = { evaluate($0) }
      UIApplication.contentSettler = { await $0.settleContent() }
    }
  }

  /// Evaluates the app's hosting controllers with the app as `UIApplication.shared`: the
  /// controllers in its windows (as roots, children, presentations, or views added to a
  /// window), then those their views embed or present, until a pass changes nothing.
  ///
  /// Dismissals run first everywhere, so one state change that hides a cover and shows a sheet
  /// does not meet a presenter that is still busy (SwiftUI queues such presentations, §5.2
  /// [RE]).
  static func evaluate(_ application: UIApplication) {
    application.asShared {
      let runtime = ContentRuntime.of(application)
      let evaluation = BodyEvaluation()
      var hosts = onScreenHosts(of: application)
      _ = sweep(hosts, evaluation: evaluation, presenting: false)
      var settled = false
      for _ in 0..<passLimit {
        let changed = sweep(hosts, evaluation: evaluation)
        let now = onScreenHosts(of: application)
        let same = now.elementsEqual(hosts, by: ===)
        hosts = now
        if !changed && same {
          settled = true
          break
        }
        if hosts.count > hostLimit { break }
      }
      runtime.keep(hosts)
      if !settled { reportUnsettled(application, hosts: hosts) }
    }
  }

  /// Renders every host reachable from the roots once, breadth first; returns whether a
  /// presentation, dismissal, push, pop or lifecycle action happened.
  private static func sweep(
    _ roots: [any HostingControllerProtocol], evaluation: BodyEvaluation, presenting: Bool = true
  ) -> Bool {
    var queue = roots
    var seen = Set(roots.map { ObjectIdentifier($0) })
    var changed = false
    var index = 0
    while index < queue.count, index < hostLimit {
      let engine = queue[index].hostingEngine
      index += 1
      let (modifiers, ranActions) = engine.render()
      if ranActions { changed = true }
      if engine.applyModifiers(modifiers, evaluation: evaluation, presenting: presenting) {
        changed = true
      }
      for owned in engine.ownedHosts where seen.insert(ObjectIdentifier(owned)).inserted {
        queue.append(owned)
      }
    }
    return changed
  }

  /// Records that evaluating the content never settled, naming the hosting controllers on screen,
  /// so a test fails clearly instead of hanging (UIKit would keep presenting until it ran out of
  /// memory).
  private static func reportUnsettled(
    _ application: UIApplication, hosts: [any HostingControllerProtocol]
  ) {
    let names = Dictionary(grouping: hosts.map(\.typeName), by: { $0 })
      .map { "\($0.value.count) × \($0.key)" }.sorted().joined(separator: ", ")
    application.raise(
      UIKitException(
        name: "HeadlessSwiftUI.ContentDidNotSettle",
        reason: "Evaluating the SwiftUI content did not settle after \(passLimit) passes "
          + "(\(hosts.count) hosting controllers on screen: \(names)). A presentation whose "
          + "content presents the same thing again, with its binding on, presents without end; "
          + "turn the binding off in the presented content."))
  }

  /// The hosting controllers whose views are in the app's windows, in window and tree order,
  /// then the windows' roots and presented controllers whose views are not.
  static func onScreenHosts(of application: UIApplication) -> [any HostingControllerProtocol] {
    var hosts: [any HostingControllerProtocol] = []
    var seen: Set<ObjectIdentifier> = []
    var pending: [UIView] = application.windowsBackToFront.reversed()
    while let view = pending.popLast() {
      // A cell's `UIHostingContentView` hosts without owning a controller.
      let owner =
        view.engine.owningViewController ?? (view as? HostingContentView)?.hostingController
      if let host = owner as? any HostingControllerProtocol,
        seen.insert(ObjectIdentifier(host)).inserted
      {
        hosts.append(host)
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
    // A window's root and the controllers it presents stay evaluated when a `.fullScreen`
    // presentation took their views out of the window: their content still owns what it
    // presented, so turning its binding off dismisses it.
    for window in application.windowsBackToFront {
      var controller = window.rootViewController
      while let current = controller {
        if let host = current as? any HostingControllerProtocol,
          seen.insert(ObjectIdentifier(host)).inserted
        {
          hosts.append(host)
        }
        controller = current.presentedViewController
      }
    }
    return hosts
  }
}

/// What HeadlessSwiftUI keeps per app: the hosting controllers on screen after the last
/// evaluation, so one that left has its views' lives ended.
@MainActor
final class ContentRuntime {
  private var hosts: [any HostingControllerProtocol] = []
  /// The values of the app's `@AppStorage` properties, in memory.
  let appStorage = StoredValues()
  /// Whether a hosting controller whose render inputs didn't change reuses its last render
  /// (``HostingEngine/render()``); off, every evaluation renders every body again.
  var reusesRenders = true
  /// How many renders evaluated a root view's bodies.
  var renders = 0
  /// The values of the app's `@SceneStorage` properties, in memory.
  let sceneStorage = StoredValues()

  /// The app's runtime, made on first use.
  static func of(_ application: UIApplication) -> ContentRuntime {
    if let runtime = application.contentRuntime as? ContentRuntime { return runtime }
    let runtime = ContentRuntime()
    application.contentRuntime = runtime
    return runtime
  }

  /// Remembers the hosts on screen; retires those that left since the last evaluation.
  func keep(_ current: [any HostingControllerProtocol]) {
    let ids = Set(current.map { ObjectIdentifier($0) })
    for host in hosts where !ids.contains(ObjectIdentifier(host)) {
      host.hostingEngine.retire()
    }
    hosts = current
  }

  /// The tasks the hosts' `.task` modifiers started that are still referenced.
  var runningTasks: [Task<Void, Never>] { hosts.flatMap(\.hostingEngine.lifecycle.runningTasks) }
}
