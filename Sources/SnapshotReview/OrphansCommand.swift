import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Subcommand {
  /// `snapshots orphans`.
  package static let orphans = Subcommand(
    name: "orphans",
    abstract: "List (or delete) snapshot files that no passing test uses.",
    overview: "List snapshot files that no passing test uses.",
    discussion: """
      Judges from the last test run: its manifest (.build/snapshots/last-run.json) and the Swift
      Testing event stream it wrote (swift test --event-stream-output-path PATH
      --event-stream-version 6.3), which says which tests passed. A file of a test that failed, was
      skipped or did not finish is kept and never listed; standard error says why. When the last
      run can't be used (no event stream, filtered, another snapshots folder), the tests are run
      that way first. Only the package's own snapshots folder is judged: a SNAPSHOTS_DIR in
      another package, or outside every package, is refused before anything runs.
      """,
    usage: "[--delete] [--no-run]",
    details: """
      OPTIONS:
        --delete  Delete the orphaned files (and their pending files).
        --no-run  Never run the tests: refuse, saying why, when the last run can't be used.
      """
  ) { invocation throws(ReviewError) in
    try OrphansCommand.run(
      arguments: invocation.arguments, workspace: invocation.workspace(),
      environment: invocation.environment)
  }
}

/// The `snapshots orphans` command, which finds snapshot files that no passing test uses.
///
/// It judges from a complete test run whose Swift Testing event stream says which tests passed.
/// A file of a test that failed, was skipped or did not finish is kept, with why; it is never
/// listed.
package enum OrphansCommand {
  /// Runs the package's tests with an event stream, so a run can be judged; it receives why
  /// the last run could not be used.
  package typealias TestRunner = (ReviewWorkspace, String) throws(ReviewError) -> Void

  /// Lists (or deletes) the snapshot files no passing test referenced, running the tests first
  /// when the last run can't be used (unless `--no-run`).
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package.
  ///   - environment: The process environment, for whether to show the test run's output.
  /// - Returns: One path per orphan on standard output, kept files with why on standard error.
  /// - Throws: ``ReviewError`` for a usage error, when no run can be trusted, or when a file
  ///   can't be deleted.
  package static func run(
    arguments: [String], workspace: ReviewWorkspace, environment: [String: String]
  ) throws(ReviewError) -> CommandOutput {
    try run(arguments: arguments, workspace: workspace) { workspace, reason throws(ReviewError) in
      try SwiftTestRun.run(in: workspace, because: reason, environment: environment)
    }
  }

  package static func run(
    arguments: [String], workspace: ReviewWorkspace, runTests: TestRunner
  ) throws(ReviewError) -> CommandOutput {
    let parsed = try ParsedArguments(arguments, allowedFlags: ["--delete", "--no-run"])
    var output = CommandOutput()
    try parsed.allowPositionals(upTo: 0)
    try refuseAnotherPackagesFolder(workspace)
    let run = try lastRun(
      workspace: workspace, mayRunTests: !parsed.flags.contains("--no-run"), runTests: runTests)
    let verdicts = run.verdicts(
      for: workspace.files.references(under: workspace.locations.snapshotsDirectory),
      workspace: workspace)
    for verdict in verdicts {
      switch verdict {
      case .orphan(let file) where parsed.flags.contains("--delete"):
        try remove(file, files: workspace.files)
        output.print("Deleted \(workspace.display(file))")
      case .orphan(let file):
        output.print(workspace.display(file))
      case .kept(let file, let reason):
        output.printError("kept \(workspace.display(file)): \(reason)")
      }
    }
    if !verdicts.contains(where: \.isOrphan) { output.printError("No orphaned snapshots.") }
    return output
  }

  /// Refuses, before anything runs or changes, a snapshots folder that is not the package's
  /// own: this package's tests would record into it and its own files would look orphaned.
  private static func refuseAnotherPackagesFolder(
    _ workspace: ReviewWorkspace
  ) throws(ReviewError) {
    let locations = workspace.locations
    let owner = locations.snapshotsDirectoryOwner
    let root = locations.packageRoot
    guard owner?.resolvingSymlinksInPath() != root.resolvingSymlinksInPath() else { return }
    let folder =
      "the snapshots folder \(workspace.display(locations.snapshotsDirectory)) "
      + "(\(SnapshotLocations.snapshotsDirectoryVariable))"
    let found =
      owner.map { "\(folder) belongs to another package, \($0.path)" }
      ?? "\(folder) is not inside this package (\(root.path)) and no package holds it"
    let variable = SnapshotLocations.snapshotsDirectoryVariable
    let remedy =
      owner.map { "Run 'snapshots orphans' in \($0.path), or here without \(variable)." }
      ?? "Run it here without \(variable), or with a folder inside this package."
    throw ReviewError(
      "\(found). Orphans are judged only in a package's own snapshots folder: in another, "
        + "this package's tests would record into it and its own files would look orphaned. "
        + remedy)
  }

  /// Reads the last run; when it can't be used, runs the tests (if allowed) and reads again.
  private static func lastRun(
    workspace: ReviewWorkspace, mayRunTests: Bool, runTests: TestRunner
  ) throws(ReviewError) -> LastTestRun {
    do {
      return try LastTestRun.read(workspace: workspace)
    } catch {
      guard mayRunTests else {
        let command = (["swift"] + SwiftTestRun.arguments).joined(separator: " ")
        throw ReviewError("\(error.message); run '\(command)' first, or leave out --no-run")
      }
      try runTests(workspace, error.message)
    }
    do {
      return try LastTestRun.read(workspace: workspace)
    } catch {
      throw ReviewError("after running the tests, \(error.message)")
    }
  }

  private static func remove(_ url: URL, files: SnapshotFiles) throws(ReviewError) {
    do {
      try files.removeReference(url)
    } catch {
      throw ReviewError("could not delete \(url.path): \(SnapshotStore.reason(error))")
    }
  }
}
