import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `snapshots report`: a test run's JSON report as Markdown or as a JSON digest.
public enum ReportCommand {
  /// Reads the report named by the argument, else by `SNAPSHOT_REPORT`, else the last run's
  /// (`.build/snapshots/last-report.json`), and renders it.
  ///
  /// For each failed snapshot whose actual recording is in the artifacts folder, it also writes
  /// the before/after picture of the steps that differ next to it (`<artifact>.svg`), and the
  /// report links to it.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package, whose root the report's relative paths start from.
  ///   - environment: The process environment, for `SNAPSHOT_REPORT`.
  /// - Returns: The rendered report; status 2 when it can't be read.
  public static func run(
    arguments: [String], workspace: ReviewWorkspace, environment: [String: String]
  ) -> CommandOutput {
    do throws(ReviewError) {
      let parsed = try ParsedArguments(arguments, allowedFlags: ["--markdown", "--json"])
      var output = CommandOutput()
      if parsed.wantsHelp {
        output.print(CommandHelp.text(for: "report") ?? "")
        return output
      }
      try parsed.allowPositionals(upTo: 1)
      let markdown = parsed.flags.contains("--markdown")
      guard markdown != parsed.flags.contains("--json") else {
        throw ReviewError("choose exactly one of '--markdown' and '--json'", status: 2)
      }
      let variable = environment[SnapshotRun.reportVariable].flatMap { $0.isEmpty ? nil : $0 }
      let lastRun = SnapshotReport.lastReportURL(packageRoot: workspace.locations.packageRoot)
      let path = parsed.positionals.first ?? variable ?? lastRun.path
      let report = try read(path, workspace: workspace)
      var digest = ReportDigest(report: report, packageRoot: workspace.locations.packageRoot)
      for problem in digest.writePictures(
        report: report, packageRoot: workspace.locations.packageRoot)
      {
        output.printError("snapshots report: \(problem)")
      }
      if markdown {
        output.standardOutput = MarkdownReport.render(digest)
      } else {
        output.print(try PendingCommand.json(digest))
      }
      return output
    } catch {
      return .failure(error, command: "report")
    }
  }

  private static func read(
    _ path: String, workspace: ReviewWorkspace
  ) throws(ReviewError) -> SnapshotReport {
    let url = workspace.url(forArgument: path)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ReviewError(
        "can't read the report '\(workspace.display(url))'; run 'swift test' first, or give "
          + "the report's path", status: 2)
    }
    do {
      return try JSONDecoder().decode(SnapshotReport.self, from: data)
    } catch {
      throw ReviewError("'\(path)' is not a snapshot report: \(error)", status: 2)
    }
  }
}
