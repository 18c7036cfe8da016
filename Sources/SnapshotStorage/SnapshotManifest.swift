public import Foundation

/// The snapshot files a test run referenced, kept after the run so that files no test uses
/// (orphans) can be found — but only after a complete, green, unfiltered run.
public struct SnapshotManifest: Codable, Hashable, Sendable {
  /// The referenced snapshot paths, relative to the package root, sorted.
  public var referenced: [String]
  /// Whether any snapshot failed in the run.
  public var hadFailures: Bool
  /// Whether the run was limited with `--filter` or `--skip`, so it saw only some tests.
  public var wasFiltered: Bool

  /// Creates a manifest from a run's report.
  ///
  /// - Parameters:
  ///   - report: The run's report.
  ///   - arguments: The test process's arguments, to tell whether it was filtered.
  public init(report: SnapshotReport, arguments: [String]) {
    referenced = Array(Set(report.entries.map(\.snapshot))).sorted()
    hadFailures = report.failed > 0
    wasFiltered = arguments.contains { $0 == "--filter" || $0 == "--skip" }
  }

  /// Where a package keeps the manifest of its last run: `.build/snapshots/last-run.json`.
  ///
  /// - Parameter packageRoot: The package root.
  /// - Returns: The manifest's location.
  public static func url(packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(".build/snapshots/last-run.json")
  }
}
