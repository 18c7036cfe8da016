import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `snapshots orphans` command, which finds snapshot files that no passing test uses.
///
/// It judges from a complete test run whose Swift Testing event stream says which tests passed.
/// A file of a test that failed, was skipped or did not finish is kept, with why; it is never
/// listed.
public enum OrphansCommand {
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
  /// - Returns: One path per orphan on standard output, kept files with why on standard error;
  ///   status 1 when no run can be trusted.
  public static func run(
    arguments: [String], workspace: ReviewWorkspace, environment: [String: String]
  ) -> CommandOutput {
    run(arguments: arguments, workspace: workspace) { workspace, reason throws(ReviewError) in
      try SwiftTestRun.run(in: workspace, because: reason, environment: environment)
    }
  }

  package static func run(
    arguments: [String], workspace: ReviewWorkspace, runTests: TestRunner
  ) -> CommandOutput {
    do {
      let parsed = try ParsedArguments(arguments, allowedFlags: ["--delete", "--no-run"])
      var output = CommandOutput()
      if parsed.wantsHelp {
        output.print(CommandHelp.text(for: "orphans") ?? "")
        return output
      }
      try parsed.allowPositionals(upTo: 0)
      let run = try lastRun(
        workspace: workspace, mayRunTests: !parsed.flags.contains("--no-run"), runTests: runTests)
      let verdicts = run.verdicts(
        for: SnapshotFiles.references(under: workspace.locations.snapshotsDirectory),
        workspace: workspace)
      for verdict in verdicts {
        switch verdict {
        case .orphan(let file) where parsed.flags.contains("--delete"):
          try remove(file)
          output.print("Deleted \(workspace.display(file))")
        case .orphan(let file):
          output.print(workspace.display(file))
        case .kept(let file, let reason):
          output.printError("kept \(workspace.display(file)): \(reason)")
        }
      }
      if !verdicts.contains(where: \.isOrphan) { output.printError("No orphaned snapshots.") }
      return output
    } catch {
      return .failure(error, command: "orphans")
    }
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

  private static func remove(_ url: URL) throws(ReviewError) {
    let pending = URL(fileURLWithPath: url.path + SnapshotFiles.pendingSuffix)
    do {
      try FileManager.default.removeItem(at: url)
      if FileManager.default.fileExists(atPath: pending.path) {
        try FileManager.default.removeItem(at: pending)
      }
    } catch {
      throw ReviewError("could not delete \(url.path): \(SnapshotStore.reason(error))")
    }
  }
}
