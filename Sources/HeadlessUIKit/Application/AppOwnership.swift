import PresentationHierarchy

/// Catches code running for one app that changes another app's windows or controllers: an app
/// global (a `static var`, a singleton) that kept an object after its test, shared by tests
/// running in parallel.
///
/// UIKit has one app per process, so a device never meets it; the model has one per test, so
/// it would otherwise record one test's hierarchy changed by another's code — a flaky failure
/// with no hint. Instead the request is dropped and the running test gets an issue naming the
/// object, both tests and the fix.
@MainActor
enum AppOwnership {
  /// Whether the code running now may act on an object of an app: yes, unless it runs in
  /// another app's scope; then records an issue.
  ///
  /// - Parameters:
  ///   - action: What the code did, as `showed` or `presented a controller from`.
  ///   - object: The object, as `UIWindow #miniPlayer`.
  ///   - owner: The app the object belongs to; `nil` for an object in no app yet.
  /// - Returns: Whether to go on with the request.
  static func allows(
    _ action: String, _ object: @autoclosure () -> String, of owner: UIApplication?
  )
    -> Bool
  {
    guard let running = UIApplication.current, let owner, running !== owner else { return true }
    ModelIssues.report(message(action: action, object: object(), running: running, owner: owner))
    return false
  }

  /// The issue's text.
  static func message(
    action: String, object: String, running: UIApplication, owner: UIApplication
  ) -> String {
    let here = running.launchingTest.map { "test \($0)" } ?? "this test"
    let there =
      owner.launchingTest == running.launchingTest
      ? "another app of the same test"
      : owner.launchingTest.map { "the app of test \($0)" } ?? "another test's app"
    return "The app of \(here) \(action) \(object), which belongs to \(there): an app global "
      + "(a `static var`, a singleton) kept it after the test that made it, and tests that run "
      + "in parallel share it. The model dropped the request instead of changing the other app. "
      + "Reset the global before each test launches its app (for example `MyOverlay.window = "
      + "nil`), or put the tests that share it in one suite marked `.serialized`."
  }
}
