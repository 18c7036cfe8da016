public import Foundation
import Synchronization

/// The snapshots checked in one process: it catches two assertions that map to one file, and
/// prints the summary and writes the reports when the process exits.
///
/// Tests share ``shared``; a test of the library itself can use its own instance.
public final class SnapshotRun: Sendable {
  /// The run of this process.
  public static let shared = SnapshotRun()

  /// The environment variable that names the JSON report's path.
  public static let reportVariable = "SNAPSHOT_REPORT"

  private struct State {
    var entries: [SnapshotReport.Entry] = []
    /// The test that claimed each reference path.
    var claims: [String: String] = [:]
    /// Package roots whose manifests to write, by path.
    var packageRoots: Set<URL> = []
    var exitHookInstalled = false
  }

  private let state = Mutex(State())

  /// Creates an empty run.
  public init() {}

  /// Claims a snapshot file for a test.
  ///
  /// - Parameters:
  ///   - url: The reference file.
  ///   - test: The claiming test.
  /// - Returns: The test that already claimed the file, or `nil` when the claim succeeded.
  public func claim(_ url: URL, for test: String) -> String? {
    state.withLock { state in
      let path = url.standardizedFileURL.path
      if let owner = state.claims[path] { return owner }
      state.claims[path] = test
      return nil
    }
  }

  /// Adds a checked snapshot to the run.
  ///
  /// - Parameters:
  ///   - entry: The snapshot and its outcome.
  ///   - packageRoot: The package it belongs to, whose manifest lists it.
  public func add(_ entry: SnapshotReport.Entry, packageRoot: URL) {
    state.withLock { state in
      state.entries.append(entry)
      state.packageRoots.insert(packageRoot)
    }
  }

  /// The report of everything checked so far.
  public var report: SnapshotReport {
    SnapshotReport(entries: state.withLock(\.entries))
  }

  /// Prints the summary and writes the reports when the process exits; later calls do nothing.
  ///
  /// - Parameter environment: The process environment, for `SNAPSHOT_REPORT`.
  public func finishAtExit(environment: [String: String]) {
    let install = state.withLock { state in
      defer { state.exitHookInstalled = true }
      return !state.exitHookInstalled
    }
    guard install, self === SnapshotRun.shared else { return }
    SnapshotRun.exitReportPath.withLock { $0 = environment[SnapshotRun.reportVariable] }
    atexit { SnapshotRun.shared.finish(reportPath: SnapshotRun.exitReportPath.withLock(\.self)) }
  }

  private static let exitReportPath = Mutex<String?>(nil)

  /// Prints the summary line and writes the JSON report and the manifests.
  private func finish(reportPath: String?) {
    let report = self.report
    guard report.total > 0 else { return }
    print(report.summaryLine)
    if let reportPath, !reportPath.isEmpty {
      writeReport(to: URL(fileURLWithPath: reportPath))
    }
    for root in state.withLock(\.packageRoots) {
      let manifest = SnapshotManifest(report: report, arguments: CommandLine.arguments)
      write(manifest, to: SnapshotManifest.url(packageRoot: root))
    }
  }

  /// Writes the JSON report of everything checked so far.
  ///
  /// - Parameter url: Where to write it.
  public func writeReport(to url: URL) {
    write(report, to: url)
  }

  private func write(_ value: some Encodable, to url: URL) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      try LocalFileSystem().write([UInt8](try encoder.encode(value)) + [0x0A], to: url)
    } catch {
      print("Snapshots: could not write \(url.path): \(error)")
    }
  }
}
