import Foundation

/// `snapshots diff`: the tree summary and unified diff of two snapshot files.
public enum DiffCommand {
  /// Compares two snapshot files.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name: `OLD NEW`.
  ///   - workspace: The package, for resolving relative paths.
  ///   - style: Whether to colour the diff.
  /// - Returns: The summary and the diff; status 0 same, 1 different, 2 error.
  public static func run(
    arguments: [String], workspace: ReviewWorkspace, style: TerminalStyle
  ) -> CommandOutput {
    do throws(ReviewError) {
      let parsed = try ParsedArguments(arguments, allowedFlags: [])
      var output = CommandOutput()
      if parsed.wantsHelp {
        output.print(CommandHelp.text(for: "diff") ?? "")
        return output
      }
      try parsed.allowPositionals(upTo: 2)
      guard parsed.positionals.count == 2 else {
        throw ReviewError("expected two snapshot files, OLD and NEW", status: 2)
      }
      let old = try read(parsed.positionals[0], workspace: workspace)
      let new = try read(parsed.positionals[1], workspace: workspace)
      let comparison = SnapshotComparison(
        old: old, new: new, oldPath: parsed.positionals[0], newPath: parsed.positionals[1])
      if comparison.isSame { return output }
      output.print(style.bold(comparison.summary))
      output.print("")
      output.standardOutput += style.diff(comparison.diff)
      output.status = 1
      return output
    } catch {
      return .failure(error, command: "diff")
    }
  }

  private static func read(
    _ argument: String, workspace: ReviewWorkspace
  ) throws(ReviewError) -> [UInt8] {
    let url = workspace.url(forArgument: argument)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ReviewError("can't read '\(argument)'", status: 2)
    }
    return [UInt8](data)
  }
}
