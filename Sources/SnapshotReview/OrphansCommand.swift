import Foundation
import SnapshotStorage

/// `snapshots orphans`: snapshot files no test referenced in the last complete, green run.
public enum OrphansCommand {
  /// Lists (or deletes) the snapshot files the last run's manifest does not reference.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - workspace: The package.
  /// - Returns: One path per orphan; status 1 when the manifest can't be trusted.
  public static func run(arguments: [String], workspace: ReviewWorkspace) -> CommandOutput {
    do {
      let parsed = try ParsedArguments(arguments, allowedFlags: ["--delete"])
      var output = CommandOutput()
      if parsed.wantsHelp {
        output.print(CommandHelp.text(for: "orphans") ?? "")
        return output
      }
      try parsed.allowPositionals(upTo: 0)
      let manifest = try trustedManifest(workspace: workspace)
      let referenced = Set(manifest.referenced)
      let orphans = SnapshotFiles.references(under: workspace.locations.snapshotsDirectory)
        .filter { !referenced.contains(workspace.locations.displayPath($0)) }
      let delete = parsed.flags.contains("--delete")
      for orphan in orphans {
        if delete {
          try remove(orphan)
          output.print("Deleted \(workspace.display(orphan))")
        } else {
          output.print(workspace.display(orphan))
        }
      }
      if orphans.isEmpty { output.printError("No orphaned snapshots.") }
      return output
    } catch {
      return .failure(error, command: "orphans")
    }
  }

  /// Reads the manifest of the last run, refusing when it saw only some tests or failed.
  static func trustedManifest(workspace: ReviewWorkspace) throws(ReviewError) -> SnapshotManifest {
    let url = SnapshotManifest.url(packageRoot: workspace.locations.packageRoot)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ReviewError(
        "no record of a test run (\(workspace.display(url)) is missing); run 'swift test' "
          + "without --filter first")
    }
    let manifest: SnapshotManifest
    do {
      manifest = try JSONDecoder().decode(SnapshotManifest.self, from: data)
    } catch {
      throw ReviewError("\(workspace.display(url)) can't be read: \(error)")
    }
    if manifest.wasFiltered {
      throw ReviewError(
        "the last test run was filtered (--filter or --skip), so it saw only some snapshots; "
          + "run 'swift test' without a filter first")
    }
    if manifest.hadFailures {
      throw ReviewError(
        "the last test run had snapshot failures, so some snapshots may be unused only by "
          + "accident; fix or review them ('snapshots review') and run 'swift test' again")
    }
    return manifest
  }

  private static func remove(_ url: URL) throws(ReviewError) {
    let pending = URL(fileURLWithPath: url.path + SnapshotFiles.pendingSuffix)
    do {
      try FileManager.default.removeItem(at: url)
      if FileManager.default.fileExists(atPath: pending.path) {
        try FileManager.default.removeItem(at: pending)
      }
    } catch {
      throw ReviewError("could not delete \(url.path): \(error.localizedDescription)")
    }
  }
}
