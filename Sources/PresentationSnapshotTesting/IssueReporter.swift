import Testing

/// Where the library sends the issues and attachments it records: to Swift Testing, unless a
/// test of the library captures them.
///
/// Every issue and attachment the library records goes through ``current``. The package's own
/// tests replace it to provoke a failure on purpose, capture it and assert on its message,
/// severity and source location, so that a green `swift test` prints no issue.
package struct IssueReporter: Sendable {
  /// Receives each issue.
  package var recordIssue: @Sendable (ReportedIssue) -> Void
  /// Receives each attachment.
  package var recordAttachment: @Sendable (ReportedAttachment) -> Void

  /// Creates a reporter from what it does with issues and with attachments.
  ///
  /// - Parameters:
  ///   - recordIssue: Receives each issue.
  ///   - recordAttachment: Receives each attachment.
  package init(
    recordIssue: @escaping @Sendable (ReportedIssue) -> Void,
    recordAttachment: @escaping @Sendable (ReportedAttachment) -> Void
  ) {
    self.recordIssue = recordIssue
    self.recordAttachment = recordAttachment
  }

  /// The reporter that records with Swift Testing's `Issue.record` and `Attachment.record`.
  package static let swiftTesting = IssueReporter(
    recordIssue: { issue in
      Issue.record(
        Comment(rawValue: issue.message), severity: issue.severity,
        sourceLocation: issue.sourceLocation)
    },
    recordAttachment: { attachment in
      Attachment.record(
        attachment.text, named: attachment.name, sourceLocation: attachment.sourceLocation)
    })

  /// The reporter of the current task: Swift Testing, unless a test replaced it.
  @TaskLocal package static var current = swiftTesting
}

extension IssueReporter {
  /// Records an issue with the current task's reporter.
  ///
  /// - Parameters:
  ///   - message: What happened on the first line, the details on the lines below.
  ///   - severity: Whether the issue fails the test.
  ///   - sourceLocation: The location the issue is attributed to.
  static func record(
    _ message: String, severity: Issue.Severity = .error, sourceLocation: SourceLocation
  ) {
    current.recordIssue(
      ReportedIssue(message: message, severity: severity, sourceLocation: sourceLocation))
  }

  /// Attaches text to the current test with the current task's reporter.
  ///
  /// - Parameters:
  ///   - text: The attachment's contents.
  ///   - name: The attachment's file name.
  ///   - sourceLocation: The location the attachment is attributed to.
  static func attach(_ text: String, named name: String, sourceLocation: SourceLocation) {
    current.recordAttachment(
      ReportedAttachment(name: name, text: text, sourceLocation: sourceLocation))
  }
}
