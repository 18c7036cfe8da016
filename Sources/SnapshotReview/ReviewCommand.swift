import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `snapshots review`: the interactive review, on the process's own terminal.
public enum ReviewCommand {
  /// Reviews the pending snapshots at or below the arguments (default: the snapshots folder).
  ///
  /// Refuses without a terminal and suggests `accept` or `reject` instead.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package.
  ///   - environment: The process environment, for `NO_COLOR`.
  /// - Returns: The exit status.
  public static func run(
    arguments: [String], workspace: ReviewWorkspace, environment: [String: String]
  ) -> Int32 {
    var output = CommandOutput()
    var terminal = StandardTerminal()
    do throws(ReviewError) {
      let parsed = try ParsedArguments(arguments, allowedFlags: [])
      if parsed.wantsHelp {
        output.print(CommandHelp.text(for: "review") ?? "")
        return emit(output)
      }
      var pending: [PendingSnapshot] = []
      for argument in parsed.positionals {
        let url = workspace.url(forArgument: argument)
        guard FileManager.default.fileExists(atPath: url.path) else {
          throw ReviewError("no such file or folder: '\(argument)'", status: 2)
        }
        pending += SnapshotFiles.pending(under: url)
      }
      if parsed.positionals.isEmpty {
        pending = SnapshotFiles.pending(under: workspace.locations.snapshotsDirectory)
      }
      guard !pending.isEmpty else {
        output.print("No pending snapshots.")
        return emit(output)
      }
      guard StandardTerminal.isAvailable else {
        throw ReviewError(
          "needs a terminal to read keys; \(pending.count) pending. Without one, use "
            + "'snapshots accept --all' or 'snapshots reject --all' (or give paths), and "
            + "'snapshots pending' to list them", status: 1)
      }
      let style = TerminalStyle.detect(isTerminal: true, environment: environment)
      terminal.enterKeyMode()
      defer { terminal.restore() }
      let tally = try ReviewSession(pending: pending, workspace: workspace, style: style)
        .run(on: &terminal)
      terminal.write(
        "\nReviewed: \(tally.accepted) accepted, \(tally.rejected) rejected, "
          + "\(tally.skipped) left pending.\n")
      return 0
    } catch {
      terminal.restore()
      return emit(.failure(error, command: "review"))
    }
  }

  /// Writes an output to the process's streams and returns its status.
  ///
  /// - Parameter output: The output.
  /// - Returns: Its status.
  public static func emit(_ output: CommandOutput) -> Int32 {
    StandardStreams.output.write(output.standardOutput)
    StandardStreams.error.write(output.standardError)
    return output.status
  }
}
