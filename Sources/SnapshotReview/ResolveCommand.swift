import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `snapshots accept` and `snapshots reject`: resolve pending snapshots without a terminal.
public enum ResolveCommand {
  /// Accepts or rejects the pending snapshots the arguments name.
  ///
  /// Every argument is checked before any file changes, so a bad argument changes nothing.
  ///
  /// - Parameters:
  ///   - accept: `true` for `accept`, `false` for `reject`.
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package.
  /// - Returns: What to print and the exit status.
  public static func run(
    accept: Bool, arguments: [String], workspace: ReviewWorkspace
  ) -> CommandOutput {
    let command = accept ? "accept" : "reject"
    do {
      let parsed = try ParsedArguments(arguments, allowedFlags: ["--all"])
      if parsed.wantsHelp { return help(command) }
      let selected = try select(parsed, workspace: workspace)
      var output = CommandOutput()
      if selected.isEmpty { output.print("No pending snapshots.") }
      for item in selected {
        let path = workspace.display(item.referenceURL)
        if accept {
          let verb = item.isNew ? "Added" : "Accepted"
          try item.accept()
          output.print("\(verb) \(path)")
        } else {
          try item.reject()
          output.print("Rejected \(path)")
        }
      }
      return output
    } catch {
      return .failure(error, command: command)
    }
  }

  /// Returns the pending snapshots named by `--all` or by paths.
  static func select(
    _ parsed: ParsedArguments, workspace: ReviewWorkspace
  ) throws(ReviewError) -> [PendingSnapshot] {
    let all = parsed.flags.contains("--all")
    if all, let path = parsed.positionals.first {
      throw ReviewError("'--all' and the path '\(path)' exclude each other", status: 2)
    }
    if all { return SnapshotFiles.pending(under: workspace.locations.snapshotsDirectory) }
    guard !parsed.positionals.isEmpty else {
      throw ReviewError("give the snapshots to resolve as paths, or '--all'", status: 2)
    }
    var selected: [PendingSnapshot] = []
    for argument in parsed.positionals {
      selected += try pending(for: argument, workspace: workspace)
    }
    var seen = Set<URL>()
    return selected.filter { seen.insert($0.pendingURL).inserted }
  }

  /// Returns the pending snapshots an argument names: a folder's, a `.new` file or a reference's.
  static func pending(
    for argument: String, workspace: ReviewWorkspace
  ) throws(ReviewError) -> [PendingSnapshot] {
    let url = workspace.url(forArgument: argument)
    var isDirectory = false
    let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    if exists && isDirectory {
      let found = SnapshotFiles.pending(under: url)
      if found.isEmpty { throw ReviewError("no pending snapshots below '\(argument)'") }
      return found
    }
    let pendingURL =
      SnapshotFiles.isPending(url)
      ? url
      : url.deletingLastPathComponent().appendingPathComponent(
        url.lastPathComponent + SnapshotFiles.pendingSuffix)
    guard FileManager.default.fileExists(atPath: pendingURL.path) else {
      throw ReviewError(
        "no pending snapshot for '\(argument)' (looked for \(workspace.display(pendingURL)))")
    }
    return [PendingSnapshot(pendingURL: pendingURL)]
  }

  private static func help(_ command: String) -> CommandOutput {
    var output = CommandOutput()
    output.print(CommandHelp.text(for: command) ?? "")
    return output
  }
}
