#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// The snapshot files of a folder and what the review does with them: references, the pending
/// `<reference>.new` files beside them, accepting and rejecting those, and deleting orphans —
/// all through one file system, which tests can replace to inject failures.
package struct SnapshotFiles: Sendable {
  /// The suffix of a pending file, written next to its reference on a mismatch.
  package static let pendingSuffix = ".new"

  /// The file operations.
  package var fileSystem: any SnapshotFileSystem

  /// Creates the files' view of a file system.
  ///
  /// - Parameter fileSystem: The file operations; the real file system by default.
  package init(fileSystem: any SnapshotFileSystem = LocalFileSystem()) {
    self.fileSystem = fileSystem
  }

  /// Returns every regular, non-hidden file below a folder (or the file itself), sorted by path.
  ///
  /// Folders are walked with a work list, not by recursion, and symbolic links are not
  /// followed.
  ///
  /// - Parameter root: A folder or a file.
  /// - Returns: The files; empty when `root` does not exist.
  package func all(under root: URL) -> [URL] {
    let root = root.standardizedFileURL
    switch fileSystem.kind(at: root) {
    case .regularFile: return [root]
    case .directory: break
    case .other, .missing: return []
    }
    var files: [URL] = []
    var folders = [root]
    while let folder = folders.popLast() {
      for name in fileSystem.names(in: folder) where !name.hasPrefix(".") {
        let url = folder.appendingPathComponent(name)
        switch fileSystem.kind(at: url) {
        case .regularFile: files.append(url)
        case .directory: folders.append(url)
        case .other, .missing: break
        }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Returns the reference files below a folder: every file but pending ones.
  ///
  /// - Parameter root: A folder or a file.
  /// - Returns: The reference files, sorted by path.
  package func references(under root: URL) -> [URL] {
    all(under: root).filter { !Self.isPending($0) && !$0.path.hasSuffix(".pending") }
  }

  /// Returns the pending snapshots below a folder.
  ///
  /// - Parameter root: A folder or a file.
  /// - Returns: The pending snapshots, sorted by their reference's path.
  package func pending(under root: URL) -> [PendingSnapshot] {
    all(under: root).filter(Self.isPending).map(pendingSnapshot(at:))
  }

  /// Returns the pending snapshot a path names: a pending file, or a reference that has one.
  ///
  /// - Parameter url: A pending file or a reference.
  /// - Returns: The pending snapshot, or `nil` when there is no pending file.
  package func pendingSnapshot(for url: URL) -> PendingSnapshot? {
    let pendingURL = Self.isPending(url) ? url : Self.pendingURL(forReference: url)
    guard fileSystem.kind(at: pendingURL) != .missing else { return nil }
    return pendingSnapshot(at: pendingURL)
  }

  private func pendingSnapshot(at pendingURL: URL) -> PendingSnapshot {
    let pendingURL = pendingURL.standardizedFileURL
    let name = String(pendingURL.lastPathComponent.dropLast(Self.pendingSuffix.count))
    let referenceURL = pendingURL.deletingLastPathComponent().appendingPathComponent(name)
    return PendingSnapshot(
      pendingURL: pendingURL, referenceURL: referenceURL,
      status: fileSystem.kind(at: referenceURL) == .missing ? .new : .changed)
  }

  /// Returns whether a file is a pending snapshot.
  ///
  /// - Parameter url: A file's location.
  /// - Returns: `true` when the name ends in `.new`.
  package static func isPending(_ url: URL) -> Bool {
    url.lastPathComponent.hasSuffix(pendingSuffix)
      && url.lastPathComponent.count > pendingSuffix.count
  }

  /// The pending file of a reference: its path with `.new` appended.
  ///
  /// - Parameter reference: The reference's location.
  /// - Returns: The pending file's location.
  package static func pendingURL(forReference reference: URL) -> URL {
    reference.deletingLastPathComponent().appendingPathComponent(
      reference.lastPathComponent + pendingSuffix)
  }

  /// Replaces the reference with the pending file, in one rename.
  ///
  /// - Parameter pending: The pending snapshot.
  /// - Throws: The file system's error when the rename fails; both files are then as they were.
  package func accept(_ pending: PendingSnapshot) throws {
    try fileSystem.move(pending.pendingURL, over: pending.referenceURL)
  }

  /// Removes the pending file and keeps the reference.
  ///
  /// - Parameter pending: The pending snapshot.
  /// - Throws: The file system's error when the file can't be removed.
  package func reject(_ pending: PendingSnapshot) throws {
    try fileSystem.removeIfPresent(pending.pendingURL)
  }

  /// Removes a reference and its pending file, if any.
  ///
  /// - Parameter reference: The reference's location.
  /// - Throws: The file system's error when a file can't be removed.
  package func removeReference(_ reference: URL) throws {
    try fileSystem.removeIfPresent(reference)
    try fileSystem.removeIfPresent(Self.pendingURL(forReference: reference))
  }
}
