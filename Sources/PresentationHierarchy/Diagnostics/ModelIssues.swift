/// Where the headless models report app code they recovered from instead of stopping the
/// process, and where they learn which test is running.
///
/// The testing layer installs the hooks (`PresentationSnapshotTesting` records a report as an
/// issue of the running test and names tests by their identity) the first time a test uses it;
/// until then, reports are printed as warnings and tests have no names.
package enum ModelIssues {
  /// The testing layer's hooks.
  package struct Hooks: Sendable {
    /// Records a report in the running test.
    package var record: @Sendable (String) -> Void
    /// The running test's name, as `Module.Suite/test()`, or `nil` outside a test.
    package var testName: @Sendable () -> String?

    /// Creates the hooks.
    package init(
      record: @escaping @Sendable (String) -> Void,
      testName: @escaping @Sendable () -> String?
    ) {
      self.record = record
      self.testName = testName
    }
  }

  private static let installed = Locked<Hooks?>(nil)

  /// Receives the reports of the current task instead of the installed hooks: how this
  /// package's tests capture and check them.
  @TaskLocal package static var capture: (@Sendable (String) -> Void)?

  /// Installs the testing layer's hooks; later calls change nothing.
  ///
  /// - Parameter hooks: Makes the hooks, called once.
  package static func install(_ hooks: () -> Hooks) {
    installed.withLock { current in
      if current == nil { current = hooks() }
    }
  }

  /// Reports app code the model recovered from, naming what happened and the fix: an issue of
  /// the running test once the testing layer is installed, else a printed warning.
  ///
  /// - Parameter message: The whole message.
  package static func report(_ message: String) {
    if let capture {
      capture(message)
    } else if let hooks = installed.withLock({ $0 }) {
      hooks.record(message)
    } else {
      print("warning: \(message)")
    }
  }

  /// The running test's name, when the testing layer knows it.
  package static var currentTestName: String? {
    installed.withLock { $0 }?.testName()
  }
}
