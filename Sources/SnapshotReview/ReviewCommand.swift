@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Subcommand {
  /// `snapshots review`.
  package static let review = Subcommand(
    name: "review",
    abstract: "Review pending snapshots one at a time: accept, reject or skip each.",
    overview: "Review pending snapshots (<reference>.new files) one at a time.",
    discussion: """
      For each one: the one-line summary of what changed, the coloured unified diff, then a key:
        a  accept (the pending file replaces the reference)
        r  reject (the pending file is deleted)
        s  skip (leave it pending)
        d  show the whole pending file
        q  quit (leave the rest pending)
        A  accept all remaining      R  reject all remaining

      Needs a terminal; elsewhere use 'snapshots accept' or 'snapshots reject'.
      """,
    usage: "[PATH ...]",
    details: """
      ARGUMENTS:
        PATH    Review only pending snapshots at or below these paths (default: Snapshots/).
      """
  ) { invocation throws(ReviewError) in
    try ReviewCommand.run(
      arguments: invocation.arguments, workspace: invocation.workspace(),
      environment: invocation.environment)
  }
}

/// `snapshots review`: the interactive review, on the process's own terminal.
package enum ReviewCommand {
  /// Reviews the pending snapshots at or below the arguments (default: the snapshots folder).
  ///
  /// Refuses without a terminal and suggests `accept` or `reject` instead.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package.
  ///   - environment: The process environment, for `NO_COLOR`.
  /// - Returns: What is left to print once the review has written to the terminal.
  /// - Throws: ``ReviewError`` for a usage error, without a terminal, or when a file can't be
  ///   moved or removed.
  package static func run(
    arguments: [String], workspace: ReviewWorkspace, environment: [String: String]
  ) throws(ReviewError) -> CommandOutput {
    var output = CommandOutput()
    var terminal = StandardTerminal()
    do throws(ReviewError) {
      let parsed = try ParsedArguments(arguments, allowedFlags: [])
      var pending: [PendingSnapshot] = []
      for argument in parsed.positionals {
        let url = workspace.url(forArgument: argument)
        guard workspace.fileSystem.kind(at: url) != .missing else {
          throw ReviewError("no such file or folder: '\(argument)'", status: 2)
        }
        pending += workspace.files.pending(under: url)
      }
      if parsed.positionals.isEmpty {
        pending = workspace.files.pending(under: workspace.locations.snapshotsDirectory)
      }
      guard !pending.isEmpty else {
        output.print("No pending snapshots.")
        return output
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
      return output
    } catch {
      terminal.restore()
      throw error
    }
  }
}
