public import SnapshotStorage
public import Testing

/// A trait that sets the record mode for a test, or for every test case in a suite.
///
/// The innermost trait wins: a test's trait beats its suite's. A trait also beats
/// `RECORD_SNAPSHOTS`, so pin a mode only where a test really needs one.
public struct RecordModeTrait: TestTrait, SuiteTrait, TestScoping {
  /// The mode this trait applies.
  public var mode: RecordMode

  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    var context = SnapshotContext.current
    context.recordMode = mode
    try await SnapshotContext.$current.withValue(context) {
      try await function()
    }
  }
}

extension Trait where Self == RecordModeTrait {
  /// Runs a test, or each test in a suite, with the given record mode.
  ///
  /// ```swift
  /// @Test(.recordMode(.all)) func rerecordsEverything() { … }
  /// ```
  ///
  /// - Parameter mode: When snapshot references may be written.
  /// - Returns: A trait to pass to `@Test` or `@Suite`.
  public static func recordMode(_ mode: RecordMode) -> Self { Self(mode: mode) }
}
