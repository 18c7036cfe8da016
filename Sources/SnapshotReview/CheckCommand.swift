import PresentationHierarchy
@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Subcommand {
  /// `snapshots check`.
  package static let check = Subcommand(
    name: "check",
    abstract: "Parse snapshot files and report errors as file:line:column: message.",
    overview: "Parse snapshot files and report each error as file:line:column: message.",
    discussion: """
      Besides what the parser rejects, a role a typo away from a known one (transtion) is an
      error; a role that looks like no known one is a capture's own and valid. Exits with 1
      when any file has an error.
      """,
    usage: "[PATH ...]",
    details: """
      ARGUMENTS:
        PATH    Snapshot files or folders (default: every reference under Snapshots/).
      """
  ) { invocation throws(ReviewError) in
    try CheckCommand.run(arguments: invocation.arguments, workspace: invocation.workspace())
  }
}

/// `snapshots check`: parses snapshot files and reports errors the way compilers do.
package enum CheckCommand {
  /// Parses the named snapshot files, or every reference under the snapshots folder.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package.
  /// - Returns: One `file:line:column: message` line per error; status 1 when there is any.
  /// - Throws: ``ReviewError`` for a usage error or a path that doesn't exist.
  package static func run(
    arguments: [String], workspace: ReviewWorkspace
  ) throws(ReviewError) -> CommandOutput {
    let parsed = try ParsedArguments(arguments, allowedFlags: [])
    var output = CommandOutput()
    var files: [URL] = []
    if parsed.positionals.isEmpty {
      files = workspace.files.references(under: workspace.locations.snapshotsDirectory)
    }
    for argument in parsed.positionals {
      let url = workspace.url(forArgument: argument)
      guard workspace.fileSystem.kind(at: url) != .missing else {
        throw ReviewError("no such file or folder: '\(argument)'", status: 2)
      }
      files += workspace.files.references(under: url)
    }
    var errors = 0
    var older = 0
    for file in files {
      if let problem = problem(in: file, workspace: workspace) {
        output.print(problem)
        errors += 1
      } else if isInOlderFormat(file, workspace: workspace) {
        older += 1
      }
    }
    let noun = files.count == 1 ? "file" : "files"
    let olderNote =
      older == 0
      ? ""
      : " (\(older) in an older format: RECORD_SNAPSHOTS=all writes \(older == 1 ? "it" : "them") "
        + "in format \(SnapshotFormat.version))"
    output.printError(
      "Checked \(files.count) snapshot \(noun): "
        + (errors == 0 ? "no errors" : "\(errors) with errors") + olderNote + ".")
    output.status = errors == 0 ? 0 : 1
    return output
  }

  /// Whether a readable snapshot file is written in a format version older than this build's.
  static func isInOlderFormat(_ file: URL, workspace: ReviewWorkspace) -> Bool {
    guard let bytes = try? workspace.fileSystem.contents(of: file),
      let version = SnapshotFormat.version(ofFile: SnapshotFormat.normalize(bytes).bytes)
    else { return false }
    return version < SnapshotFormat.version
  }

  /// Returns the error line for a file that can't be read as a snapshot, or holds a mistyped
  /// role, or `nil` when it is sound.
  static func problem(in file: URL, workspace: ReviewWorkspace) -> String? {
    let path = workspace.display(file)
    guard let bytes = try? workspace.fileSystem.contents(of: file) else {
      return "\(path):1:1: the file can't be read"
    }
    do {
      _ = try SnapshotFormat.parse(utf8: bytes)
    } catch {
      return "\(path):\(error.line):\(error.column): \(error.message)"
    }
    let text = String(decoding: SnapshotFormat.normalize(bytes).bytes, as: UTF8.self)
    return MistypedRole.first(in: text).map { "\(path):\($0.line):\($0.column): \($0.message)" }
  }
}
