import PresentationHierarchy

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The record of every snapshot a test run checked, for the summary line, the JSON report and
/// the manifest of referenced files.
public struct SnapshotReport: Codable, Hashable, Sendable {
  /// One snapshot checked.
  public struct Entry: Codable, Hashable, Sendable {
    /// The test that checked it, such as `ExamplesTests.MascotOverlay/launch()`.
    public var test: String
    /// The reference's path relative to the package root.
    public var snapshot: String
    /// Whether it passed, failed or was written.
    public var outcome: Outcome
    /// Why it passed, failed or was written.
    public var reason: Reason
    /// The one-line summary of the difference, if any.
    public var summary: String?
    /// The pending file's path relative to the package root, if one was written.
    public var pending: String?
    /// The path of the actual recording in the artifacts folder, if one was written.
    public var artifact: String?
    /// The path of the patch in the artifacts folder, if one was written.
    public var patch: String?

    /// Creates an entry from a check's outcome.
    ///
    /// - Parameters:
    ///   - outcome: What the check found.
    ///   - test: The test that checked it.
    ///   - locations: Where the package's files live, for relative paths.
    package init(_ outcome: SnapshotOutcome, test: String, locations: SnapshotLocations) {
      self.test = test
      snapshot = locations.displayPath(outcome.referenceURL)
      switch outcome.result {
      case .matched: reason = outcome.olderFormatVersion == nil ? .matched : .matchedOlderFormat
      case .written(let replaced): reason = replaced ? .rerecorded : .new
      case .missing: reason = .missing
      case .mismatched: reason = .mismatched
      case .unreadableReference: reason = .unreadable
      case .fileSystemError: reason = .fileSystemError
      }
      self.outcome = reason.outcome
      summary = outcome.summary
      pending = outcome.pendingURL.map(locations.displayPath)
      artifact = outcome.artifactURL?.path
      patch = outcome.patchURL?.path
    }
  }

  /// The snapshots checked, sorted by path and test.
  public var entries: [Entry]
  /// How many passed.
  public var passed: Int
  /// How many failed.
  public var failed: Int
  /// How many references were written.
  public var written: Int
  /// How many were checked.
  public var total: Int

  /// Creates a report from entries in any order.
  ///
  /// - Parameter entries: The snapshots checked.
  package init(entries: [Entry]) {
    self.entries = entries.sorted { ($0.snapshot, $0.test) < ($1.snapshot, $1.test) }
    passed = entries.count { $0.outcome == .passed }
    failed = entries.count { $0.outcome == .failed }
    written = entries.count { $0.outcome == .written }
    total = entries.count
  }

  /// How many passed with a reference written in an older format version.
  public var olderFormat: Int { entries.count { $0.reason == .matchedOlderFormat } }

  /// Where each run keeps its JSON report, so `snapshots report` needs no argument:
  /// `.build/snapshots/last-report.json`.
  ///
  /// - Parameter packageRoot: The package root.
  /// - Returns: The report's location.
  public static func lastReportURL(packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(".build/snapshots/last-report.json")
  }

  /// The line printed at the end of a run, such as
  /// `Snapshots: 1 failed, 2 written, 40 passed, 43 total`; categories with none are left out.
  ///
  /// References that passed in an older format are counted after it, with how to update them.
  public var summaryLine: String {
    let parts = [(failed, Outcome.failed), (written, .written), (passed, .passed)]
      .filter { $0.0 > 0 }
      .map { "\($0.0) \($0.1.rawValue)" }
    let line = "Snapshots: " + (parts + ["\(total) total"]).joined(separator: ", ")
    guard olderFormat > 0 else { return line }
    return line
      + " (\(olderFormat) in an older format: RECORD_SNAPSHOTS=all writes them in format "
      + "\(SnapshotFormat.version))"
  }
}
