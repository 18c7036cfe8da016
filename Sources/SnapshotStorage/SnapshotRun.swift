import PresentationHierarchy

#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The snapshots checked in one process: it catches two assertions that map to one file, and
/// prints the summary and writes the reports when the process exits: the JSON report at
/// `SNAPSHOT_REPORT` if set, and for each package `.build/snapshots/last-report.json` and the
/// manifest `.build/snapshots/last-run.json`.
///
/// Tests share ``shared``; a test of the library itself can use its own instance.
@_spi(Testing) public final class SnapshotRun: Sendable {
  /// The run of this process.
  package static let shared = SnapshotRun()

  /// The environment variable that names the JSON report's path.
  package static let reportVariable = "SNAPSHOT_REPORT"

  private struct State {
    var entries: [SnapshotReport.Entry] = []
    /// The claim on each reference path, by ``SnapshotClaim/collisionKey``.
    var claims: [String: SnapshotClaim] = [:]
    /// The snapshots folders each package root used, shown relative to the root.
    var snapshotsDirectories: [URL: Set<String>] = [:]
    /// The run-wide problems reported so far.
    var reportedProblems: Set<String> = []
    var exitHookInstalled = false
  }

  private let state = Locked(State())

  /// Creates an empty run.
  @_spi(Testing) public init() {}

  /// Claims a snapshot file for an assertion.
  ///
  /// - Parameter claim: The assertion's test, name and reference path.
  /// - Returns: The earlier claim on the same file (compared without letter case), or `nil`
  ///   when the claim succeeded.
  package func claim(_ claim: SnapshotClaim) -> SnapshotClaim? {
    state.withLock { state in
      if let earlier = state.claims[claim.collisionKey] { return earlier }
      state.claims[claim.collisionKey] = claim
      return nil
    }
  }

  /// Returns whether a problem every check would repeat, such as an unknown
  /// `RECORD_SNAPSHOTS`, is reported for the first time in this run, so it is reported once.
  ///
  /// - Parameter problem: The problem's message.
  /// - Returns: `true` the first time a message is passed, `false` after.
  package func isFirstReport(of problem: String) -> Bool {
    state.withLock { $0.reportedProblems.insert(problem).inserted }
  }

  /// Adds a checked snapshot to the run.
  ///
  /// - Parameters:
  ///   - entry: The snapshot and its outcome.
  ///   - locations: The package and snapshots folder it belongs to, whose manifest lists it.
  package func add(_ entry: SnapshotReport.Entry, locations: SnapshotLocations) {
    state.withLock { state in
      state.entries.append(entry)
      state.snapshotsDirectories[locations.packageRoot, default: []]
        .insert(locations.displayPath(locations.snapshotsDirectory))
    }
  }

  /// The report of everything checked so far.
  @_spi(Testing) public var report: SnapshotReport {
    SnapshotReport(entries: state.withLock(\.entries))
  }

  /// Prints the summary and writes the reports when the process exits; later calls do nothing.
  ///
  /// - Parameter environment: The process environment, for `SNAPSHOT_REPORT`.
  package func finishAtExit(environment: [String: String]) {
    let install = state.withLock { state in
      defer { state.exitHookInstalled = true }
      return !state.exitHookInstalled
    }
    guard install, self === SnapshotRun.shared else { return }
    SnapshotRun.exitReportPath.withLock { $0 = environment[SnapshotRun.reportVariable] }
    atexit { SnapshotRun.shared.finish(reportPath: SnapshotRun.exitReportPath.withLock(\.self)) }
  }

  private static let exitReportPath = Locked<String?>(nil)

  /// Prints the summary line and writes the JSON reports and the manifests.
  private func finish(reportPath: String?) {
    let report = self.report
    guard report.total > 0 else { return }
    print(report.summaryLine)
    if let reportPath, !reportPath.isEmpty {
      writeReport(to: URL(fileURLWithPath: reportPath))
    }
    writeRunFiles(
      arguments: CommandLine.arguments,
      currentDirectory: URL(
        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
      finishedAt: Date().timeIntervalSince1970)
  }

  /// Writes, for each package checked, the JSON report (`.build/snapshots/last-report.json`)
  /// and the manifest (`.build/snapshots/last-run.json`) that `snapshots report` and
  /// `snapshots orphans` read.
  ///
  /// - Parameters:
  ///   - arguments: The test process's arguments.
  ///   - currentDirectory: The test process's directory.
  ///   - finishedAt: When the run ended, in seconds since 1970.
  package func writeRunFiles(arguments: [String], currentDirectory: URL, finishedAt: Double) {
    let report = self.report
    for (root, directories) in state.withLock(\.snapshotsDirectories) {
      writeReport(to: SnapshotReport.lastReportURL(packageRoot: root))
      let manifest = SnapshotManifest(
        report: report, snapshotsDirectories: Array(directories), arguments: arguments,
        currentDirectory: currentDirectory, finishedAt: finishedAt)
      write(manifest, to: SnapshotManifest.url(packageRoot: root))
    }
  }

  /// Writes the JSON report of everything checked so far.
  ///
  /// - Parameter url: Where to write it.
  package func writeReport(to url: URL) {
    write(report, to: url)
  }

  private func write(_ value: some Encodable, to url: URL) {
    do {
      try LocalFileSystem().write(try SnapshotJSON.encode(value) + [0x0A], to: url)
    } catch {
      print("Snapshots: could not write \(url.path): \(error)")
    }
  }
}
