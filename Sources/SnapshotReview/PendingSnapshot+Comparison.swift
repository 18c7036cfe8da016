@_spi(Testing) package import SnapshotStorage

extension PendingSnapshot {
  /// Compares the reference with the pending recording.
  ///
  /// - Parameter workspace: The workspace, for the paths in the diff's header and its files.
  /// - Returns: The comparison; a new snapshot is compared with an empty file.
  package func comparison(in workspace: ReviewWorkspace) -> SnapshotComparison {
    let path = workspace.locations.displayPath(referenceURL)
    let old = try? workspace.fileSystem.contents(of: referenceURL)
    let new = (try? workspace.fileSystem.contents(of: pendingURL)) ?? []
    return SnapshotComparison(
      old: old, new: new, oldPath: old == nil ? "/dev/null" : "a/" + path, newPath: "b/" + path)
  }
}
