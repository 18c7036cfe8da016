// Sync and async `asShared` mirror swift-testing's overloads (`withKnownIssue`).
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension UIApplication {
  /// The app that ``shared`` returns in the current task.
  @TaskLocal static var current: UIApplication?

  /// The app of the running test, as UIKit's `UIApplication.shared`.
  ///
  /// A headless app is not a process-wide singleton: every test creates its own, so parallel
  /// tests never share one. `shared` is the app whose `asShared(_:)` scope the
  /// current task runs in; tasks started inside the scope inherit it, `Task.detached` does not.
  ///
  /// - Precondition: Code runs inside `asShared(_:)`; otherwise this stops with a message
  ///   naming it.
  public static var shared: UIApplication {
    guard let current else {
      preconditionFailure(
        "UIApplication.shared was used outside a headless app's scope: launch the app with "
          + "`await UIApplication.launch(ContentView())` (HeadlessSwiftUI), whose bodies, actions "
          + "and tasks see it as shared, or run the code inside `app.asShared { … }`; each test "
          + "has its own app")
    }
    return current
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
    try Self.$current.withValue(self, operation: body)
  }

  /// Runs asynchronous code with this app as ``shared``; tasks it starts inherit the app.
  ///
  /// - Parameter body: The code to run.
  /// - Returns: What `body` returns.
  public func asShared<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    try await Self.$current.withValue(self, operation: body)
  }
}
