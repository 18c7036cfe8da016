public import Foundation

/// Lists the files of a snapshots folder, without recursion and in a stable order.
public enum SnapshotFiles {
  /// The suffix of a pending file, written next to its reference on a mismatch.
  public static let pendingSuffix = ".new"

  /// Returns every regular, non-hidden file below a folder (or the file itself), sorted by path.
  ///
  /// - Parameter root: A folder or a file.
  /// - Returns: The files; empty when `root` does not exist.
  public static func all(under root: URL) -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
      return []
    }
    guard isDirectory.boolValue else { return [root.standardizedFileURL] }
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        files.append(url.standardizedFileURL)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Returns the reference files below a folder: every file but pending ones.
  ///
  /// - Parameter root: A folder or a file.
  /// - Returns: The reference files, sorted by path.
  public static func references(under root: URL) -> [URL] {
    all(under: root).filter { !isPending($0) && !$0.path.hasSuffix(".pending") }
  }

  /// Returns the pending snapshots below a folder.
  ///
  /// - Parameter root: A folder or a file.
  /// - Returns: The pending snapshots, sorted by their reference's path.
  public static func pending(under root: URL) -> [PendingSnapshot] {
    all(under: root).filter(isPending).map { PendingSnapshot(pendingURL: $0) }
  }

  /// Returns whether a file is a pending snapshot.
  ///
  /// - Parameter url: A file's location.
  /// - Returns: `true` when the name ends in `.new`.
  public static func isPending(_ url: URL) -> Bool {
    url.lastPathComponent.hasSuffix(pendingSuffix)
      && url.lastPathComponent.count > pendingSuffix.count
  }
}
