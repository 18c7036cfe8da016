import PresentationHierarchy

// Sync and async `asShared` mirror swift-testing's overloads (`withKnownIssue`).
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension UIApplication {
  /// The app that ``shared`` returns in the current task.
  static var current: UIApplication? { AppScope.application }

  /// The app of the running test, as UIKit's `UIApplication.shared`.
  ///
  /// A headless app is not a process-wide singleton: every test creates its own, so parallel
  /// tests never share one. `shared` is the app whose `asShared(_:)` scope the current task runs
  /// in. Everything the model runs for an app runs in its scope — launching, taps and their
  /// actions, settling (bodies, `.task`, `.onAppear`, `.onChange`), presentation and dismissal
  /// completions, transitions finished later — and tasks started there inherit it, as does work
  /// queued there with `DispatchQueue`'s `async(execute:)` and `asyncAfter(deadline:execute:)`;
  /// `Task.detached` and work queued with `qos:`, `flags:` or `group:` do not.
  ///
  /// Read outside every app's scope, it never stops the process: it reports an issue in the
  /// running test that names the fix and returns a new app with no scenes, so the code that
  /// asked finds no windows.
  public class var shared: UIApplication {
    if let current { return current }
    ModelIssues.report(
      "UIApplication.shared was read outside every headless app's scope, so the model can't "
        + "tell which test's app is meant; it answered with an app that has no scenes. Code "
        + "the model runs for an app (its launch, taps, actions, .task, settling, completions) "
        + "sees its app, as does work it queues with DispatchQueue's async(execute:); code run "
        + "from elsewhere — the test itself, Task.detached, async(qos:execute:) — doesn't. Run that code inside `app.asShared { … }`, or "
        + "start it with `Task { … }` from the app's own code.")
    return UIApplication(profile: .iPhone)
  }

  /// Runs code with this app as ``shared``.
  ///
  /// ```swift
  /// let app = UIApplication(profile: .iPhone)
  /// app.connectScene()
  /// app.asShared {
  ///   UIApplication.showDolphinWindow()   // the app's own code, using UIApplication.shared
  /// }
  /// ```
  ///
  /// - Parameter body: The code to run.
  /// - Returns: What `body` returns.
  public func asShared<Result>(_ body: () throws -> Result) rethrows -> Result {
    try AppScope.$application.withValue(self, operation: body)
  }

  /// Runs asynchronous code with this app as ``shared``; tasks it starts inherit the app.
  ///
  /// - Parameter body: The code to run.
  /// - Returns: What `body` returns.
  public func asShared<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    try await AppScope.$application.withValue(self, operation: body)
  }
}

/// The app whose scope the current task runs in, readable off the main actor (by
/// `UITraitCollection.current`, which UIKit doesn't isolate).
enum AppScope {
  @TaskLocal static var application: UIApplication?
}
