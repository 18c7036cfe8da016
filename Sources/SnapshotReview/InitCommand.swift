@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Subcommand {
  /// `snapshots init`.
  package static let initialize = Subcommand(
    name: "init",
    abstract: "Set a package up: Git ignores pending files, a CI workflow, editor settings.",
    overview: "Set this package up for snapshot testing.",
    discussion: """
      Adds what is missing, never overwriting a file:
        .gitignore                        ignore .build/ and pending snapshots (Snapshots/**/*.new)
        .gitattributes                    keep snapshot files' LF line endings; name the step in
                                          git diff's hunk headers (diff=presentation-snapshot)
        Snapshots/.editorconfig           stop editors from changing snapshot files
        .github/workflows/snapshots.yml   run the tests under CI, upload failures, post the report
      An existing .gitignore, .gitattributes or .editorconfig gets the lines it lacks appended
      (a .gitignore line counts as there with or without a leading or trailing /); an existing
      workflow is left as it is. Then it prints the git config command that enables the diff
      driver in a clone.
      """
  ) { invocation throws(ReviewError) in
    try InitCommand.run(arguments: invocation.arguments, workspace: invocation.workspace())
  }
}

/// The `snapshots init` command, which sets a package up for snapshot testing.
///
/// Git ignores `.build/` and pending files, keeps snapshot files' line endings and names the
/// step in their diffs' hunk headers, editors leave them alone, and a GitHub Actions workflow
/// runs the tests the way CI should. Existing files are extended, never overwritten.
package enum InitCommand {
  /// Writes the setup files that are missing, and the lines missing from existing ones.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package to set up.
  /// - Returns: One line per file: created, updated or already set up; then the `git config`
  ///   command that enables the diff driver.
  /// - Throws: ``ReviewError`` for a usage error or a file that can't be written.
  package static func run(
    arguments: [String], workspace: ReviewWorkspace
  ) throws(ReviewError) -> CommandOutput {
    let parsed = try ParsedArguments(arguments, allowedFlags: [])
    var output = CommandOutput()
    try parsed.allowPositionals(upTo: 0)
    let root = workspace.locations.packageRoot
    let snapshots = workspace.locations.displayPath(workspace.locations.snapshotsDirectory)
    let edits = [
      FileEdit(
        path: ".gitignore", lines: SetupFiles.gitignore(snapshots: snapshots),
        pattern: SetupFiles.gitignorePattern),
      FileEdit(path: ".gitattributes", lines: SetupFiles.gitattributes(snapshots: snapshots)),
      FileEdit(path: snapshots + "/.editorconfig", lines: SetupFiles.editorconfig),
      FileEdit(
        path: ".github/workflows/snapshots.yml", lines: SetupFiles.workflow,
        isWholeFile: true),
    ]
    for edit in edits {
      output.print(try edit.apply(under: root, fileSystem: workspace.fileSystem))
    }
    output.print("")
    output.print("To name the step in git diff's hunk headers, run once in your clone:")
    output.print("  " + SetupFiles.diffDriverCommand)
    return output
  }
}

/// Lines a setup file must hold: a new file gets them all; an existing one gets the missing
/// lines appended, or, for a whole file such as a workflow, is left as it is.
struct FileEdit {
  let path: String
  let lines: [String]
  var isWholeFile = false
  /// What a line means, for whether the file has it already: the line itself unless the file's
  /// syntax spells one thing several ways.
  var pattern: (Substring) -> Substring = { $0 }

  /// Applies the edit and says what it did.
  func apply(
    under root: URL, fileSystem: any SnapshotFileSystem
  ) throws(ReviewError) -> String {
    let url = root.appendingPathComponent(path)
    let existing = (try? fileSystem.contents(of: url)).map { String(decoding: $0, as: UTF8.self) }
    var text: String
    let verb: String
    switch existing {
    case nil:
      text = lines.joined(separator: "\n") + "\n"
      verb = "created"
    case _? where isWholeFile:
      return "\(path): exists, left as it is"
    case let current?:
      let present = Set(current.split(separator: "\n").map(pattern))
      let missing = lines.filter { !$0.isEmpty && !present.contains(pattern($0[...])) }
      guard !missing.isEmpty else { return "\(path): already set up" }
      text = current.isEmpty || current.hasSuffix("\n") ? current : current + "\n"
      text += missing.joined(separator: "\n") + "\n"
      verb = "updated"
    }
    do {
      try fileSystem.write(Array(text.utf8), to: url)
    } catch {
      throw ReviewError("could not write \(path): \(SnapshotStore.reason(error))")
    }
    return "\(path): \(verb)"
  }
}
