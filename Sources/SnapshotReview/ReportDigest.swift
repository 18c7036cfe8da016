@_spi(Testing) package import SnapshotStorage

#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// A test run's report reduced to what a pull request needs: the counts, then every failed or
/// written snapshot with its summary and diff.
package struct ReportDigest: Codable, Hashable, Sendable {
  /// One failed or written snapshot.
  package struct Item: Codable, Hashable, Sendable {
    /// The test that checked it.
    package var test: String
    /// The reference's path relative to the package root.
    package var snapshot: String
    /// `failed` or `written`.
    package var outcome: SnapshotReport.Outcome
    /// Why, such as `mismatched` or `new`.
    package var reason: SnapshotReport.Reason
    /// The one-line summary of the difference, if any.
    package var summary: String?
    /// The unified diff, if one could be found or computed.
    package var diff: String?
    /// Each step that differs, with its headline and UIKit's new warnings, when the reference
    /// and the actual recording could both be read.
    package var steps: [SnapshotComparison.Step]? = nil
    /// The before/after picture of a failed snapshot, written next to its actual recording in
    /// the artifacts folder (`<artifact>.svg`): its path relative to the package root, if one
    /// was written.
    package var picture: String?
  }

  /// The summary line, such as `Snapshots: 1 failed, 40 passed, 41 total`.
  package var summaryLine: String
  /// How many failed.
  package var failed: Int
  /// How many references were written.
  package var written: Int
  /// How many passed.
  package var passed: Int
  /// How many were checked.
  package var total: Int
  /// The failed and written snapshots, in the report's order.
  package var snapshots: [Item]

  /// Builds the digest, finding each diff in the artifacts' patch, or else computing it from
  /// the reference and the pending or artifact copy of the actual recording.
  ///
  /// - Parameters:
  ///   - report: The test run's report.
  ///   - packageRoot: The package root the report's relative paths start from.
  ///   - fileSystem: Where to read the patches and recordings.
  package init(
    report: SnapshotReport, packageRoot: URL, fileSystem: any SnapshotFileSystem = LocalFileSystem()
  ) {
    summaryLine = report.summaryLine
    failed = report.failed
    written = report.written
    passed = report.passed
    total = report.total
    snapshots = report.entries.filter { $0.outcome != .passed }.map { entry in
      let files = ReportFiles(packageRoot: packageRoot, fileSystem: fileSystem)
      let comparison = Self.comparison(for: entry, files: files)
      return Item(
        test: entry.test, snapshot: entry.snapshot, outcome: entry.outcome, reason: entry.reason,
        summary: entry.summary,
        diff: files.text(entry.patch)
          ?? comparison.flatMap { $0.isSame ? nil : $0.diff },
        steps: comparison.flatMap { $0.steps.isEmpty ? nil : $0.steps })
    }
  }

  /// The reference compared with the pending or artifact copy of the actual recording (or, for
  /// a new reference, with nothing).
  static func comparison(
    for entry: SnapshotReport.Entry, files: ReportFiles
  ) -> SnapshotComparison? {
    let reference = files.bytes(entry.snapshot)
    if entry.reason == .new, let reference {
      return SnapshotComparison(
        old: nil, new: reference, oldPath: "/dev/null", newPath: "b/" + entry.snapshot)
    }
    guard let actual = files.bytes(entry.pending) ?? files.bytes(entry.artifact) else {
      return nil
    }
    return SnapshotComparison(
      old: reference, new: actual,
      oldPath: reference == nil ? "/dev/null" : "a/" + entry.snapshot,
      newPath: "b/" + entry.snapshot)
  }
}
