public import HeadlessUIKit

extension UIApplication {
  /// Launches a SwiftUI app headlessly: a new app with a connected scene and a key window whose
  /// root is the app's root hosting controller, then lets it settle (see `settle()`).
  ///
  /// The root is `UIHostingController<ModifiedContent<AnyView, RootModifier>>`, as SwiftUI's
  /// `WindowGroup` makes it (UIKit reference §2.4, §5.1 [OBS]). While the app's code runs (bodies,
  /// actions, tasks), `UIApplication.shared` is this app.
  ///
  /// ```swift
  /// let app = await UIApplication.launch(ContentView())
  /// try app.tap("openCover")
  /// ```
  ///
  /// - Parameters:
  ///   - rootView: The app's root view, as in `WindowGroup { ContentView() }`.
  ///   - profile: The iOS version and device to reproduce.
  /// - Returns: The app.
  public static func launch<Content: View>(_ rootView: Content, profile: FidelityProfile = .iPhone)
    async -> UIApplication
  {
    let application = UIApplication(profile: profile)
    application.asShared {
      let window = UIWindow(windowScene: application.connectScene())
      window.rootViewController = UIHostingController(
        rootView: AnyView(rootView), kind: .appRoot)
      window.makeKeyAndVisible()
    }
    await application.settle()
    return application
  }

  /// Launches a SwiftUI `App`: its first `WindowGroup`'s content, as ``launch(_:profile:)``.
  ///
  /// - Parameters:
  ///   - app: The app's type; the model creates it with `init()`.
  ///   - profile: The iOS version and device to reproduce.
  /// - Returns: The app.
  public static func launch<A: App>(_ app: A.Type, profile: FidelityProfile = .iPhone) async
    -> UIApplication
  {
    await launch(A().body.firstRootView, profile: profile)
  }

  /// Settles SwiftUI content, as ``UIApplication/settle()`` describes: evaluates the content,
  /// waits for every `.task` started to finish, completes transitions in progress, and again,
  /// until nothing more happens.
  func settleContent() async {
    for _ in 0..<ContentEvaluation.passLimit {
      ContentEvaluation.evaluate(self)
      let tasks = ContentRuntime.of(self).runningTasks
      for task in tasks { await task.value }
      let hadTransitions = hasTransitionInProgress
      finishTransitions()
      // Evaluate again only when a task or a transition ran since: SwiftUI evaluates bodies
      // after a change, so a second evaluation with nothing in between would, for example,
      // retry a dropped presentation a second time (`retriesDroppedPresentations`).
      if !tasks.isEmpty || hadTransitions { ContentEvaluation.evaluate(self) }
      let after = ContentRuntime.of(self).runningTasks
      if !hadTransitions && after.count == tasks.count
        && zip(after, tasks).allSatisfy({ $0 == $1 })
      {
        return
      }
    }
  }
}

extension UIApplication {
  /// How many times the app's hosting controllers evaluated their views since launch; a render
  /// whose inputs didn't change is reused and not counted.
  package var contentRenders: Int { ContentRuntime.of(self).renders }

  /// Whether hosting controllers whose render inputs didn't change reuse their last render.
  ///
  /// On by default. Off, every evaluation renders every body again, as a check that reusing
  /// changes nothing a capture shows.
  package var reusesContentRenders: Bool {
    get { ContentRuntime.of(self).reusesRenders }
    set { ContentRuntime.of(self).reusesRenders = newValue }
  }
}
