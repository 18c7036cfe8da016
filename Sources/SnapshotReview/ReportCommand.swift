@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Subcommand {
  /// `snapshots report`.
  package static let report = Subcommand(
    name: "report",
    abstract: "Turn the last test run's report into Markdown or JSON for a pull request.",
    overview: """
      Turn a test run's JSON report into a pull-request comment or CI job summary:
      counts, then each failed or new snapshot with its summary, a table of each of its
      first three differing steps (front-to-back order and where a tap at each landmark
      lands, reference beside actual) and its diff.
      """,
    discussion: """
      For a failed snapshot whose actual recording is in the artifacts folder, also writes its
      before/after picture there (<artifact>.svg: the steps that differ, the reference's on the
      left, the actual on the right) and links it.
      """,
    usage: "(--markdown | --json) [REPORT]",
    details: """
      ARGUMENTS:
        REPORT      The JSON report (default: the path in SNAPSHOT_REPORT, else the last run's
                    .build/snapshots/last-report.json).

      OPTIONS:
        --markdown  Print Markdown.
        --json      Print JSON.
      """
  ) { invocation throws(ReviewError) in
    try ReportCommand.run(
      arguments: invocation.arguments, workspace: invocation.workspace(),
      environment: invocation.environment)
  }
}

/// `snapshots report`: a test run's JSON report as Markdown or as a JSON digest.
package enum ReportCommand {
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
  /// - Returns: The rendered report.
  /// - Throws: ``ReviewError`` with status 2 for a usage error or a report that can't be read.
  package static func run(
    arguments: [String], workspace: ReviewWorkspace, environment: [String: String]
  ) throws(ReviewError) -> CommandOutput {
    let parsed = try ParsedArguments(arguments, allowedFlags: ["--markdown", "--json"])
    var output = CommandOutput()
    try parsed.allowPositionals(upTo: 1)
    let markdown = parsed.flags.contains("--markdown")
    guard markdown != parsed.flags.contains("--json") else {
      throw ReviewError("choose exactly one of '--markdown' and '--json'", status: 2)
    }
    let variable = environment[SnapshotRun.reportVariable].flatMap { $0.isEmpty ? nil : $0 }
    let lastRun = SnapshotReport.lastReportURL(packageRoot: workspace.locations.packageRoot)
    let path = parsed.positionals.first ?? variable ?? lastRun.path
    let report = try read(path, workspace: workspace)
    var digest = ReportDigest(
      report: report, packageRoot: workspace.locations.packageRoot,
      fileSystem: workspace.fileSystem)
    for problem in digest.writePictures(
      report: report, packageRoot: workspace.locations.packageRoot,
      fileSystem: workspace.fileSystem)
    {
      output.printError("snapshots \(Subcommand.report.name): \(problem)")
    }
    if markdown {
      output.standardOutput = MarkdownReport.render(digest)
    } else {
      output.print(try PendingCommand.json(digest))
    }
    return output
  }

  private static func read(
    _ path: String, workspace: ReviewWorkspace
  ) throws(ReviewError) -> SnapshotReport {
    let url = workspace.url(forArgument: path)
    guard let bytes = try? workspace.fileSystem.contents(of: url) else {
      throw ReviewError(
        "can't read the report '\(workspace.display(url))'; run 'swift test' first, or give "
          + "the report's path", status: 2)
    }
    do {
      return try SnapshotJSON.decode(SnapshotReport.self, from: bytes)
    } catch {
      throw ReviewError("'\(path)' is not a snapshot report: \(error)", status: 2)
    }
  }
}
