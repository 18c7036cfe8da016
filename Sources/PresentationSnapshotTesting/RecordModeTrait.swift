public import SnapshotStorage
public import Testing

/// A trait that sets the record mode for a test, or for every test case in a suite.
///
/// The innermost trait wins: a test's trait beats its suite's. A trait also beats
/// `RECORD_SNAPSHOTS`, so pin a mode only where a test really needs one.
public struct RecordModeTrait: TestTrait, SuiteTrait, TestScoping {
  /// The mode this trait applies.
  public var mode: RecordMode
  /// Where the trait is written, named in messages so that a forgotten trait is easy to find.
  public var sourceLocation: SourceLocation

  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    var context = SnapshotContext.current
    context.recordMode = mode
    context.recordModeLocation = sourceLocation
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
  /// Under CI nothing is written whatever the trait says, and a check that would have written
  /// fails, naming the trait's line: remove the trait before merging.
  ///
  /// - Parameters:
  ///   - mode: When snapshot references may be written.
  ///   - sourceLocation: Where the trait is written; leave the default.
  /// - Returns: A trait to pass to `@Test` or `@Suite`.
  public static func recordMode(
    _ mode: RecordMode, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    Self(mode: mode, sourceLocation: sourceLocation)
  }
}
