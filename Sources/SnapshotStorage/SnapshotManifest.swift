#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// What a test run did with one package's snapshots, kept after the run so that
/// `snapshots orphans` can find files no test uses — together with the run's Swift Testing event
/// stream, which says which tests passed.
package struct SnapshotManifest: Codable, Hashable, Sendable {
  /// The referenced snapshot paths, relative to the package root, sorted.
  package var referenced: [String]
  /// The snapshots folders the run used, sorted.
  ///
  /// Paths are relative to the package root when inside it. A manifest describes these
  /// folders only.
  package var snapshotsDirectories: [String]
  /// Whether any snapshot failed in the run.
  package var hadFailures: Bool
  /// Whether the run was limited with `--filter` or `--skip`, so it saw only some tests.
  package var wasFiltered: Bool
  /// The absolute path of the Swift Testing event stream the run wrote
  /// (`swift test --event-stream-output-path`), if it wrote one.
  package var eventStreamPath: String?
  /// When the run ended, in seconds since 1970: an event stream that ended later belongs to
  /// another run.
  package var finishedAt: Double

  /// Creates a manifest from a run's report.
  ///
  /// - Parameters:
  ///   - report: The run's report.
  ///   - snapshotsDirectories: The snapshots folders the run used, as shown in messages.
  ///   - arguments: The test process's arguments, to tell whether it was filtered and where
  ///     its event stream went.
  ///   - currentDirectory: The test process's directory, against which a relative event
  ///     stream path is resolved.
  ///   - finishedAt: When the run ended, in seconds since 1970.
  package init(
    report: SnapshotReport, snapshotsDirectories: [String], arguments: [String],
    currentDirectory: URL, finishedAt: Double
  ) {
    referenced = Array(Set(report.entries.map(\.snapshot))).sorted()
    self.snapshotsDirectories = Array(Set(snapshotsDirectories)).sorted()
    hadFailures = report.failed > 0
    wasFiltered = arguments.contains { $0 == "--filter" || $0 == "--skip" }
    eventStreamPath = arguments.firstIndex(of: "--event-stream-output-path")
      .flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
      .map { path in
        path.hasPrefix("/")
          ? path : currentDirectory.appendingPathComponent(path).standardizedFileURL.path
      }
    self.finishedAt = finishedAt
  }

  /// Where a package keeps the manifest of its last run: `.build/snapshots/last-run.json`.
  ///
  /// - Parameter packageRoot: The package root.
  /// - Returns: The manifest's location.
  package static func url(packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(".build/snapshots/last-run.json")
  }
}
