/// One subcommand of `snapshots` (or of the `examples` executable): its name, the line the
/// top-level help lists it with, its own `--help` text and what it runs.
///
/// The command line has one table, a list of these (``Subcommand/reviewWorkflow``, and the
/// demos of `examples`); `SnapshotsCommandLine.main(_:program:subcommands:environment:currentDirectory:)`
/// generates the top-level help, the dispatch, the `--help` of each and the usage errors from
/// it, so each name is written once.
package struct Subcommand: Sendable {
  /// What a subcommand does with its arguments: the output to print and the exit status, or
  /// an error that ``SnapshotsCommandLine`` prints after the subcommand's name.
  package typealias Run = @Sendable (Invocation) async throws(ReviewError) -> CommandOutput

  /// The executable that runs it: `snapshots`, or `examples` for the seed apps' demos.
  package let program: String
  /// The name typed after the program's.
  package let name: String
  /// The line the top-level help lists it with.
  package let abstract: String
  /// What it runs.
  package let run: Run
  // The help's parts, put together only when the help is shown, so that running a subcommand
  // builds no help text.
  /// The help's first line, if not the abstract.
  private let overview: String?
  /// Paragraphs after the overview.
  private let discussion: String?
  /// The synopsis after `<program> <name>`.
  private let usage: String
  /// The `ARGUMENTS:` and `OPTIONS:` sections, worked out when asked for (they may list what
  /// only a type can tell, such as the seed apps).
  private let details: @Sendable () -> String?

  /// Describes a subcommand, generating its help as `OVERVIEW`, the discussion, `USAGE` and
  /// the arguments and options.
  ///
  /// - Parameters:
  ///   - program: The executable that runs it; `snapshots` by default.
  ///   - name: The name typed after the program's.
  ///   - abstract: The line the top-level help lists it with.
  ///   - overview: The help's first line; the abstract when `nil`.
  ///   - discussion: Paragraphs after the overview, if any.
  ///   - usage: The synopsis after `<program> <name>`, such as `FILE [--step N]`.
  ///   - details: The `ARGUMENTS:` and `OPTIONS:` sections, if any.
  ///   - run: What it runs.
  package init(
    program: String = "snapshots", name: String, abstract: String, overview: String? = nil,
    discussion: String? = nil,
    usage: String = "", details: @autoclosure @escaping @Sendable () -> String? = nil,
    run: @escaping Run
  ) {
    self.program = program
    self.name = name
    self.abstract = abstract
    self.overview = overview
    self.discussion = discussion
    self.usage = usage
    self.details = details
    self.run = run
  }

  /// The text `<program> <name> --help` prints.
  package var help: String {
    var help = "OVERVIEW: " + (overview ?? abstract)
    if let discussion { help += "\n\n" + discussion }
    help += "\n\nUSAGE: " + program + " " + name + (usage.isEmpty ? "" : " " + usage)
    if let details = details() { help += "\n\n" + details }
    return help
  }
}

extension Subcommand {
  /// The review workflow's subcommands, in the order the top-level help lists them.
  package static let reviewWorkflow: [Subcommand] = [
    .initialize, .review, .accept, .reject, .pending, .check, .orphans, .diff, .render, .report,
  ]
}
