@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `swift test` in a package with a Swift Testing event stream, for `snapshots orphans`.
enum SwiftTestRun {
  /// Where the run's event stream goes: `.build/snapshots/events.jsonl`.
  static func eventStreamURL(packageRoot: URL) -> URL {
    packageRoot.appendingPathComponent(".build/snapshots/events.jsonl")
  }

  /// The `swift test` arguments that write the event stream, run in the package root.
  static let arguments = [
    "test", "--event-stream-output-path", ".build/snapshots/events.jsonl",
    "--event-stream-version", "6.3",
  ]

  /// Runs the tests, first saying why on standard error.
  ///
  /// Their output goes to standard error on a terminal and is dropped elsewhere; failing tests
  /// are fine, since the stream says which failed. They get `SNAPSHOTS_DIR` set to the
  /// workspace's snapshots folder, in full, so they record into no other.
  static func run(
    in workspace: ReviewWorkspace, because reason: String, environment: [String: String]
  ) throws(ReviewError) {
    let root = workspace.locations.packageRoot
    let showsOutput = TerminalStyle.detect(isTerminal: isatty(2) == 1, environment: environment)
      .usesColor
    let command = (["swift"] + arguments).joined(separator: " ")
    StandardStreams.error.write(
      "snapshots orphans: \(reason); running '\(command)' to see which tests pass\n")
    let stream = eventStreamURL(packageRoot: root)
    do {
      try workspace.fileSystem.removeIfPresent(stream)
      try workspace.fileSystem.createDirectory(stream.deletingLastPathComponent())
    } catch {
      throw ReviewError("could not run 'swift test': \(SnapshotStore.reason(error))")
    }
    var childEnvironment = environment
    childEnvironment[SnapshotLocations.snapshotsDirectoryVariable] =
      workspace.locations.snapshotsDirectory.standardizedFileURL.path
    _ = try ChildProcess.run(
      ["swift"] + arguments, in: root.path, environment: childEnvironment,
      output: showsOutput ? .standardError : .discarded)
  }
}
