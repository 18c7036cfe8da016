import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

struct IssueReporterTests {
  @Test(
    "Swift Testing gets the message as one comment, with its severity and location",
    .compactMapIssues { issue in
      // Only the issues reported at the made-up location; a failed #expect still fails.
      guard issue.sourceLocation == reportedLocation else { return issue }
      reachedSwiftTesting.withLock { $0.append(issue) }
      return nil
    })
  func recordsWithSwiftTesting() throws {
    for severity in [Issue.Severity.warning, .error] {
      IssueReporter.swiftTesting.recordIssue(
        ReportedIssue(
          message: "What happened\nThe details", severity: severity,
          sourceLocation: reportedLocation))
    }
    // The trait keeps only issues at `reportedLocation`: two of them means both kept it.
    let issues = reachedSwiftTesting.withLock(\.self)
    try #require(issues.count == 2)
    #expect(
      issues.map(\.comments) == [["What happened\nThe details"], ["What happened\nThe details"]])
    #expect(issues.map(\.severity) == [.warning, .error])
    #expect(
      issues.allSatisfy { issue in
        if case .unconditional = issue.kind { true } else { false }
      })
  }

  @Test("A reported issue's headline is its message's first line")
  func headline() {
    let location = SourceLocation(fileID: "A/B.swift", filePath: "/A/B.swift", line: 1, column: 1)
    #expect(
      ReportedIssue(message: "Moved\n\n--- a", severity: .error, sourceLocation: location)
        .headline == "Moved")
    #expect(
      ReportedIssue(message: "One line", severity: .error, sourceLocation: location).headline
        == "One line")
  }
}

// MARK: - Fixtures

/// Where the issues of `recordsWithSwiftTesting` point, so its trait tells them apart.
private let reportedLocation = SourceLocation(
  fileID: "AppTests/ToastTests.swift", filePath: "/nowhere/ToastTests.swift", line: 20, column: 5)

/// The issues of `recordsWithSwiftTesting` as Swift Testing received them.
private let reachedSwiftTesting = Locked<[Issue]>([])
