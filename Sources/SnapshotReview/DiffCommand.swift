import SnapshotStorage

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// `snapshots diff`: the tree summary and unified diff of two snapshot files.
public enum DiffCommand {
  /// Compares two snapshot files.
  ///
  /// It needs no package: two paths are all it reads.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name: `OLD NEW`.
  ///   - currentDirectory: The directory relative paths are resolved against.
  ///   - style: Whether to colour the diff.
  /// - Returns: The summary and the diff; status 0 same, 1 different, 2 error.
  public static func run(
    arguments: [String], currentDirectory: URL, style: TerminalStyle
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
      let (oldPath, newPath) = (parsed.positionals[0], parsed.positionals[1])
      // Side by side: reading a large file is mostly the first touch of its buffer's pages.
      let (old, new) = concurrently(
        { Result { () throws(ReviewError) in try read(oldPath, in: currentDirectory) } },
        { Result { () throws(ReviewError) in try read(newPath, in: currentDirectory) } })
      let comparison = SnapshotComparison(
        old: try old.get(), new: try new.get(), oldPath: oldPath, newPath: newPath)
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

  private static func read(_ argument: String, in directory: URL) throws(ReviewError) -> [UInt8] {
    let url = ReviewWorkspace.resolve(argument, against: directory)
    guard let bytes = try? LocalFileSystem().contents(of: url) else {
      throw ReviewError("can't read '\(argument)'", status: 2)
    }
    return bytes
  }
}
