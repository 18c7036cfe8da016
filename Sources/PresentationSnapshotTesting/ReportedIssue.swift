package import Testing

/// An issue the library records: its message, its severity and the location it points at.
package struct ReportedIssue: Sendable, Equatable {
  /// What happened on the first line, the details on the lines below.
  package var message: String
  /// Whether the issue fails the test (`.error`) or only reports (`.warning`).
  package var severity: Issue.Severity
  /// The location the issue is attributed to: the caller's, never the library's.
  package var sourceLocation: SourceLocation

  /// Creates an issue.
  ///
  /// - Parameters:
  ///   - message: What happened on the first line, the details on the lines below.
  ///   - severity: Whether the issue fails the test.
  ///   - sourceLocation: The location the issue is attributed to.
  package init(message: String, severity: Issue.Severity, sourceLocation: SourceLocation) {
    self.message = message
    self.severity = severity
    self.sourceLocation = sourceLocation
  }

  /// The message's first line: what Swift Testing prints first under its "Issue recorded".
  package var headline: String {
    String(message.prefix { $0 != "\n" })
  }
}

/// Text the library attaches to a test: the actual recording of a failed check, or its patch.
package struct ReportedAttachment: Sendable, Equatable {
  /// The attachment's file name.
  package var name: String
  /// The attachment's contents.
  package var text: String
  /// The location the attachment is attributed to.
  package var sourceLocation: SourceLocation

  /// Creates an attachment.
  ///
  /// - Parameters:
  ///   - name: The attachment's file name.
  ///   - text: The attachment's contents.
  ///   - sourceLocation: The location the attachment is attributed to.
  package init(name: String, text: String, sourceLocation: SourceLocation) {
    self.name = name
    self.text = text
    self.sourceLocation = sourceLocation
  }
}
