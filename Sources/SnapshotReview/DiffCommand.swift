@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

extension Subcommand {
  /// `snapshots diff`.
  ///
  /// Two files are all it reads: it works outside a package too.
  package static let diff = Subcommand(
    name: "diff",
    abstract: "Show the unified diff and tree summary of two snapshot files.",
    overview: "Show the tree summary and unified diff of two snapshot files.",
    discussion: "Exits with 0 when they are the same, 1 when they differ, 2 on an error.",
    usage: "OLD NEW"
  ) { invocation throws(ReviewError) in
    try DiffCommand.run(
      arguments: invocation.arguments, currentDirectory: invocation.currentDirectory,
      style: invocation.outputStyle)
  }
}

/// `snapshots diff`: the tree summary and unified diff of two snapshot files.
package enum DiffCommand {
  /// Compares two snapshot files.
  ///
  /// It needs no package: two paths are all it reads.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name: `OLD NEW`.
  ///   - currentDirectory: The directory relative paths are resolved against.
  ///   - style: Whether to colour the diff.
  /// - Returns: The summary and the diff; status 0 same, 1 different.
  /// - Throws: ``ReviewError`` with status 2 for a usage error or a file that can't be read.
  package static func run(
    arguments: [String], currentDirectory: URL, style: TerminalStyle
  ) throws(ReviewError) -> CommandOutput {
    let parsed = try ParsedArguments(arguments, allowedFlags: [])
    var output = CommandOutput()
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
  }

  private static func read(_ argument: String, in directory: URL) throws(ReviewError) -> [UInt8] {
    let url = ReviewWorkspace.resolve(argument, against: directory)
    guard let bytes = try? LocalFileSystem().contents(of: url) else {
      throw ReviewError("can't read '\(argument)'", status: 2)
    }
    return bytes
  }
}
