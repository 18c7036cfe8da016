package import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Subcommand {
  /// `snapshots pending`.
  package static let pending = Subcommand(
    name: "pending",
    abstract: "List pending snapshots.",
    overview:
      "List pending snapshots: 'A' for a new file, 'M' for a changed one, with the summary.",
    usage: "[--json]",
    details: """
      OPTIONS:
        --json  Print a JSON array of {reference, pending, status, summary}.
      """
  ) { invocation throws(ReviewError) in
    try PendingCommand.run(arguments: invocation.arguments, workspace: invocation.workspace())
  }
}

/// `snapshots pending`: lists pending snapshots, as text or JSON.
package enum PendingCommand {
  /// One pending snapshot, as `pending --json` prints it.
  package struct Item: Codable, Hashable, Sendable {
    /// The reference's path relative to the package root.
    package var reference: String
    /// The pending file's path relative to the package root.
    package var pending: String
    /// `new` when there is no reference yet, else `changed`.
    package var status: PendingSnapshot.Status
    /// The one-line summary of the change.
    package var summary: String
  }

  /// Lists the pending snapshots under the snapshots folder.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package.
  /// - Returns: What to print and the exit status.
  /// - Throws: ``ReviewError`` for a usage error.
  package static func run(
    arguments: [String], workspace: ReviewWorkspace
  ) throws(ReviewError) -> CommandOutput {
    let parsed = try ParsedArguments(arguments, allowedFlags: ["--json"])
    var output = CommandOutput()
    try parsed.allowPositionals(upTo: 0)
    let items = workspace.files.pending(under: workspace.locations.snapshotsDirectory).map {
      pending in
      Item(
        reference: workspace.locations.displayPath(pending.referenceURL),
        pending: workspace.locations.displayPath(pending.pendingURL),
        status: pending.status,
        summary: pending.comparison(in: workspace).summary)
    }
    if parsed.flags.contains("--json") {
      output.print(try json(items))
    } else if items.isEmpty {
      output.print("No pending snapshots.")
    } else {
      for item in items {
        output.print("\(item.status.mark) \(item.reference): \(item.summary)")
      }
    }
    return output
  }

  static func json(_ value: some Encodable) throws(ReviewError) -> String {
    do {
      return String(decoding: try SnapshotJSON.encode(value), as: UTF8.self)
    } catch {
      throw ReviewError("could not encode JSON: \(error)")
    }
  }
}
