import PresentationHierarchy
package import PresentationSnapshotTesting
package import Testing

/// What the snapshot library recorded while a body ran, captured instead of reported to Swift
/// Testing.
package struct CapturedIssues: Sendable {
  /// The issues, in the order they were recorded.
  package var issues: [ReportedIssue]
  /// The attachments, in the order they were recorded.
  package var attachments: [ReportedAttachment]

  /// Returns the one issue captured; when there are none or several, records an issue that
  /// lists them, and throws.
  ///
  /// - Parameter sourceLocation: The location a wrong count is attributed to.
  /// - Returns: The only captured issue.
  /// - Throws: `ExpectationFailedError` when the count is not one.
  package func onlyIssue(sourceLocation: SourceLocation = #_sourceLocation) throws
    -> ReportedIssue
  {
    try #require(
      issues.count == 1,
      "expected one issue, captured \(issues.count): \(issues.map(\.message))",
      sourceLocation: sourceLocation)
    return issues[0]
  }
}

/// Runs a body with the issues and attachments the snapshot library records captured instead
/// of reported, and returns them.
///
/// Use it where a test provokes a failure on purpose, and assert on what it returns with
/// `#expect`: the run prints nothing, and the test still fails when the library stops reporting
/// the failure or reports it differently. Issues that don't come from the library, such as a
/// failed `#expect` inside the body, are not captured and fail the test as usual.
///
/// ```swift
/// let captured = captureIssues { _ = expectSnapshot(of: recording, record: .never) }
/// let issue = try captured.onlyIssue()
/// #expect(issue.severity == .error)
/// #expect(issue.sourceLocation.fileID == #fileID)
/// ```
///
/// - Parameter body: The code that makes the library record issues.
/// - Returns: What the library recorded while `body` ran.
/// - Throws: What `body` throws.
package func captureIssues(_ body: () throws -> Void) rethrows -> CapturedIssues {
  let issues = Locked<[ReportedIssue]>([])
  let attachments = Locked<[ReportedAttachment]>([])
  let reporter = IssueReporter(
    recordIssue: { issue in issues.withLock { $0.append(issue) } },
    recordAttachment: { attachment in attachments.withLock { $0.append(attachment) } })
  try IssueReporter.$current.withValue(reporter, operation: body)
  return CapturedIssues(
    issues: issues.withLock(\.self), attachments: attachments.withLock(\.self))
}
