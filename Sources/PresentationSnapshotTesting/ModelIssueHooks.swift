import PresentationHierarchy
import Testing

extension ModelIssues {
  /// Lets the headless models record issues in the running test, at the test's declaration,
  /// and name it; every entry point of this module calls it, so the first recorder or assertion
  /// of a run installs the hooks.
  static func installTestingHooks() {
    install {
      Hooks(
        record: { message in
          IssueReporter.record(
            message, sourceLocation: Test.current?.sourceLocation ?? #_sourceLocation)
        },
        testName: { Test.current?.qualifiedName })
    }
  }
}

extension Test {
  /// The test's name with its module and suites, as `AppTests.ToastTests/toastStays()`.
  var qualifiedName: String {
    "\(id.moduleName).\(id.nameComponents.joined(separator: "/"))"
  }
}
