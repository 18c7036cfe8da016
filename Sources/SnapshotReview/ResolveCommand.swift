@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Subcommand {
  /// `snapshots accept`.
  package static let accept = resolving(
    "accept", accept: true, abstract: "Replace references with their pending recordings.",
    overview: "Replace each reference with its pending recording (<reference>.new).")

  /// `snapshots reject`.
  package static let reject = resolving(
    "reject", accept: false, abstract: "Delete pending recordings and keep the references.",
    overview: "Delete pending recordings (<reference>.new) and keep the references.")

  private static func resolving(
    _ name: String, accept: Bool, abstract: String, overview: String
  ) -> Subcommand {
    Subcommand(
      name: name, abstract: abstract, overview: overview, usage: "(PATH ... | --all)",
      details: """
        ARGUMENTS:
          PATH    A reference, its .new file, or a folder (every pending snapshot below it).

        OPTIONS:
          --all   Every pending snapshot under Snapshots/.
        """
    ) { invocation throws(ReviewError) in
      try ResolveCommand.run(
        accept: accept, arguments: invocation.arguments, workspace: invocation.workspace())
    }
  }
}

/// `snapshots accept` and `snapshots reject`: resolve pending snapshots without a terminal.
package enum ResolveCommand {
  /// Accepts or rejects the pending snapshots the arguments name.
  ///
  /// Every argument is checked before any file changes, so a bad argument changes nothing.
  ///
  /// - Parameters:
  ///   - accept: `true` for `accept`, `false` for `reject`.
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package.
  /// - Returns: What to print and the exit status.
  /// - Throws: ``ReviewError`` for a usage error, a path with no pending snapshot, or a file
  ///   that can't be moved or removed.
  package static func run(
    accept: Bool, arguments: [String], workspace: ReviewWorkspace
  ) throws(ReviewError) -> CommandOutput {
    let parsed = try ParsedArguments(arguments, allowedFlags: ["--all"])
    let selected = try select(parsed, workspace: workspace)
    var output = CommandOutput()
    if selected.isEmpty { output.print("No pending snapshots.") }
    for item in selected {
      let path = workspace.display(item.referenceURL)
      if accept {
        let verb = item.isNew ? "Added" : "Accepted"
        try workspace.accept(item)
        output.print("\(verb) \(path)")
      } else {
        try workspace.reject(item)
        output.print("Rejected \(path)")
      }
    }
    return output
  }

  /// Returns the pending snapshots named by `--all` or by paths.
  static func select(
    _ parsed: ParsedArguments, workspace: ReviewWorkspace
  ) throws(ReviewError) -> [PendingSnapshot] {
    let all = parsed.flags.contains("--all")
    if all, let path = parsed.positionals.first {
      throw ReviewError("'--all' and the path '\(path)' exclude each other", status: 2)
    }
    if all { return workspace.files.pending(under: workspace.locations.snapshotsDirectory) }
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
    if workspace.fileSystem.kind(at: url) == .directory {
      let found = workspace.files.pending(under: url)
      if found.isEmpty { throw ReviewError("no pending snapshots below '\(argument)'") }
      return found
    }
    guard let pending = workspace.files.pendingSnapshot(for: url) else {
      let looked = SnapshotFiles.isPending(url) ? url : SnapshotFiles.pendingURL(forReference: url)
      throw ReviewError(
        "no pending snapshot for '\(argument)' (looked for \(workspace.display(looked)))")
    }
    return [pending]
  }
}
