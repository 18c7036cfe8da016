/// Which controllers of an app have appeared, and the appearance callbacks UIKit sends when that
/// changes (UIKit engine reference §2.1–§2.4).
///
/// A controller has appeared while its view is in a shown window of a connected scene. After
/// every operation that can change that — a window shown or hidden, a root assigned, a
/// presentation or dismissal completed, a push or pop, a tab switch — the tracker compares the
/// controllers that are on screen with those that were, and sends `viewWillAppear(_:)`,
/// `viewIsAppearing(_:)` and `viewDidAppear(_:)` to the new ones and `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)` to the gone ones, parents before children, in the app's scope.
///
/// Because it follows the views, a presenter whose view a presentation keeps (`.overFullScreen`,
/// sheets on iOS 13 and later, `.custom`) gets no callbacks, and one whose view it removes
/// (`.fullScreen`) disappears and appears again [OBS for `.fullScreen`, `.pageSheet` and
/// `.custom`; INF for the rest, §2.2]. Both halves of an appearance are sent when the
/// operation completes, so a deferred transition sends them at `finishTransitions()` [INF].
@MainActor
final class AppearanceTracker {
  /// The order of callbacks in one change.
  enum Order {
    /// The gone controllers' `viewWillDisappear(_:)` first, as a push, a pop or a presentation
    /// sends them [OBS, §2.2].
    case outgoingFirst
    /// The new controllers' `viewWillAppear(_:)` first, as a tab switch sends them [OBS, §2.2].
    case incomingFirst
  }

  /// The controllers on screen after the last change, parents first.
  private var appeared: [UIViewController] = []
  /// Whether callbacks are being sent, so a change they cause waits for the next pass.
  private var isSending = false
  /// A change asked for while callbacks were being sent.
  private var pending: (animated: Bool, order: Order)?

  /// Sends the callbacks for what changed since the last update.
  ///
  /// - Parameters:
  ///   - application: The app.
  ///   - animated: The callbacks' argument.
  ///   - order: Whether the gone or the new controllers hear first.
  ///   - between: Runs after the will-callbacks and before the did-callbacks of the first pass,
  ///     as a navigation controller's delegate hears `willShow` there.
  ///   - after: Runs after the did-callbacks of the first pass.
  func update(
    _ application: UIApplication, animated: Bool, order: Order, between: (() -> Void)? = nil,
    after: (() -> Void)? = nil
  ) {
    guard !isSending else {
      pending = (animated, order)
      application.asShared {
        between?()
        after?()
      }
      return
    }
    isSending = true
    defer { isSending = false }
    var next: (animated: Bool, order: Order)? = (animated, order)
    // A callback that presents, pushes or shows changes what is on screen again; at most a
    // few passes settle it, and a bound keeps a controller that re-presents itself from
    // looping.
    var passes = 0
    while let (animated, order) = next, passes < 8 {
      pending = nil
      send(
        application, animated: animated, order: order, between: passes == 0 ? between : nil,
        after: passes == 0 ? after : nil)
      next = pending
      passes += 1
    }
  }

  private func send(
    _ application: UIApplication, animated: Bool, order: Order, between: (() -> Void)?,
    after: (() -> Void)?
  ) {
    let now = Self.onScreenControllers(of: application)
    // A child of a container that doesn't forward appearance methods hears from the container
    // instead (`beginAppearanceTransition(_:animated:)`) [DOC:
    // `uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods`].
    let gone = appeared.filter { old in
      !now.contains { $0 === old } && !old.receivesManualAppearance
    }
    let new = now.filter { current in
      !appeared.contains { $0 === current } && !current.receivesManualAppearance
    }
    appeared = now
    guard !gone.isEmpty || !new.isEmpty else {
      application.asShared {
        between?()
        after?()
      }
      return
    }
    for controller in new {
      controller.engine.parentMove =
        controller.engine.joinedParentSinceAppearing && controller.parent != nil ? .toParent : nil
    }
    for controller in gone {
      controller.engine.parentMove =
        controller.engine.hadParentWhenAppearing && controller.parent == nil ? .fromParent : nil
    }
    defer {
      for controller in new {
        controller.engine.parentMove = nil
        controller.engine.joinedParentSinceAppearing = false
        controller.engine.hadParentWhenAppearing = controller.parent != nil
      }
      for controller in gone { controller.engine.parentMove = nil }
    }
    application.asShared {
      switch order {
      case .outgoingFirst:
        for controller in gone { controller.viewWillDisappear(animated) }
        willAppear(new, animated: animated)
      case .incomingFirst:
        willAppear(new, animated: animated)
        for controller in gone { controller.viewWillDisappear(animated) }
      }
      between?()
      for controller in gone { controller.viewDidDisappear(animated) }
      for controller in new { controller.viewDidAppear(animated) }
      after?()
    }
  }

  private func willAppear(_ controllers: [UIViewController], animated: Bool) {
    for controller in controllers {
      controller.viewWillAppear(animated)
      controller.viewIsAppearing(animated)
    }
  }

  /// The controllers whose views are in the app's shown windows, window by window back to
  /// front, parents before children.
  static func onScreenControllers(of application: UIApplication) -> [UIViewController] {
    var found: [UIViewController] = []
    for window in application.windowScenes.flatMap(\.windowsBackToFront) where !window.isHidden {
      var stack: [UIView] = [window]
      while let view = stack.popLast() {
        if let controller = view.engine.owningViewController { found.append(controller) }
        stack.append(contentsOf: view.subviews.reversed())
      }
    }
    return found
  }
}

extension UIApplication {
  /// Sends the appearance callbacks for what an operation changed on screen.
  ///
  /// - Parameters:
  ///   - animated: Whether the operation animated, as the callbacks' argument.
  ///   - order: Whether the gone or the new controllers hear first.
  ///   - between: Runs between the will- and did-callbacks.
  ///   - after: Runs after the did-callbacks.
  func updateAppearance(
    animated: Bool = false, order: AppearanceTracker.Order = .outgoingFirst,
    between: (() -> Void)? = nil, after: (() -> Void)? = nil
  ) {
    appearanceTracker.update(
      self, animated: animated, order: order, between: between, after: after)
  }
}

extension UIApplication {
  /// Sends the appearance callbacks after another module changed which controllers' views are
  /// in the windows, as SwiftUI does when a representable's controller joins or leaves its
  /// hosting controller's view.
  package func updateAppearanceAfterContainmentChange() {
    updateAppearance()
  }
}
