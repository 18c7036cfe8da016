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

/// The entry point of the review subcommands of the `snapshots` executable.
public enum SnapshotsCommandLine {
  /// Returns whether a subcommand name belongs to the review workflow.
  ///
  /// - Parameter name: The first argument.
  /// - Returns: `true` for `init`, `review`, `accept`, `reject`, `pending`, `check`, `orphans`,
  ///   `diff`, `render` and `report`.
  public static func handles(_ name: String) -> Bool {
    CommandHelp.subcommands.contains { $0.name == name }
  }

  /// Runs a review subcommand in the current process and returns its exit status.
  ///
  /// - Parameters:
  ///   - name: The subcommand's name.
  ///   - arguments: The arguments after it.
  ///   - environment: The process environment.
  /// - Returns: The exit status: 0 success, 1 failure or difference, 2 usage error.
  public static func run(
    _ name: String, arguments: [String], environment: [String: String]
  ) -> Int32 {
    // `--` ends the options: after it, `--help` is a file name.
    if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }),
      let help = CommandHelp.text(for: name)
    {
      print(help)
      return 0
    }
    let directory = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let style = TerminalStyle.detect(isTerminal: isatty(1) == 1, environment: environment)
    if name == "diff" {
      // Two files are all it reads: it works outside a package too.
      return ReviewCommand.emit(
        DiffCommand.run(arguments: arguments, currentDirectory: directory, style: style))
    }
    let workspace: ReviewWorkspace
    do {
      workspace = try ReviewWorkspace.find(from: directory, environment: environment)
    } catch {
      return ReviewCommand.emit(.failure(error, command: name))
    }
    let output: CommandOutput
    switch name {
    case "review":
      return ReviewCommand.run(arguments: arguments, workspace: workspace, environment: environment)
    case "accept", "reject":
      output = ResolveCommand.run(
        accept: name == "accept", arguments: arguments, workspace: workspace)
    case "pending": output = PendingCommand.run(arguments: arguments, workspace: workspace)
    case "check": output = CheckCommand.run(arguments: arguments, workspace: workspace)
    case "orphans":
      output = OrphansCommand.run(
        arguments: arguments, workspace: workspace, environment: environment)
    case "init": output = InitCommand.run(arguments: arguments, workspace: workspace)
    case "render": output = RenderCommand.run(arguments: arguments, workspace: workspace)
    case "report":
      output = ReportCommand.run(
        arguments: arguments, workspace: workspace, environment: environment)
    default:
      return ReviewCommand.emit(
        .failure(ReviewError(unknownSubcommand(name), status: 2), command: name))
    }
    return ReviewCommand.emit(output)
  }

  /// The top-level help: every subcommand, in the order given, with its one-line description.
  ///
  /// - Parameter subcommands: The command line's subcommands: this module's
  ///   (``CommandHelp/subcommands``) and the executable's own.
  /// - Returns: The text `snapshots --help` prints.
  package static func usage(listing subcommands: [(name: String, abstract: String)]) -> String {
    let width = max(10, (subcommands.map(\.name.count).max() ?? 0) + 2)
    let lines = subcommands.map { subcommand in
      "  " + subcommand.name + String(repeating: " ", count: width - subcommand.name.count)
        + subcommand.abstract
    }
    return """
      USAGE: snapshots <subcommand>

      SUBCOMMANDS:
      \(lines.joined(separator: "\n"))

      Run 'snapshots <subcommand> --help' for details.
      """
  }

  /// What to say about a subcommand that doesn't exist: its name, and the one it probably meant.
  ///
  /// - Parameters:
  ///   - name: The name given.
  ///   - names: The subcommands that exist.
  /// - Returns: A message such as "unknown subcommand 'revue'; did you mean 'review'?".
  package static func unknownSubcommand(
    _ name: String, among names: [String] = CommandHelp.subcommands.map(\.name)
  ) -> String {
    let suggestion = NearestName.suggestion(for: name, among: names)
    return "unknown subcommand '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }
}
