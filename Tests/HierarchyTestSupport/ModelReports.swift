import PresentationHierarchy

/// Captures what the headless models report (`ModelIssues`) while a body runs, instead of
/// recording issues, so a test asserts on the reports and the run stays quiet.
package enum ModelReports {
  /// Runs a body and returns what it returned with the reports made during it, in order.
  ///
  /// - Parameter body: The code under test.
  /// - Returns: The body's result and the reports.
  package static func capture<Result>(_ body: () throws -> Result) rethrows -> (
    result: Result, reports: [String]
  ) {
    let found = Locked<[String]>([])
    let record: @Sendable (String) -> Void = { message in found.withLock { $0.append(message) } }
    let result = try ModelIssues.$capture.withValue(record, operation: body)
    return (result, found.withLock { $0 })
  }

  /// Runs an asynchronous body and returns the reports made during it, in order.
  ///
  /// - Parameter body: The code under test.
  /// - Returns: The reports.
  package static func reports(during body: () async throws -> Void) async rethrows -> [String] {
    let found = Locked<[String]>([])
    let record: @Sendable (String) -> Void = { message in found.withLock { $0.append(message) } }
    try await ModelIssues.$capture.withValue(record, operation: body)
    return found.withLock { $0 }
  }
}
