#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the files of a snapshots folder and its subfolders in a stable order (walked with a
/// work list, not by recursion).
public enum SnapshotFiles {
  /// The suffix of a pending file, written next to its reference on a mismatch.
  public static let pendingSuffix = ".new"

  /// Returns every regular, non-hidden file below a folder (or the file itself), sorted by path.
  ///
  /// - Parameter root: A folder or a file.
  /// - Returns: The files; empty when `root` does not exist.
  public static func all(under root: URL) -> [URL] {
    let root = root.standardizedFileURL
    switch FileKind(at: root.path) {
    case .regularFile: return [root]
    case .directory: break
    case .other: return []
    }
    var files: [URL] = []
    var folders = [root]
    while let folder = folders.popLast() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names where !name.hasPrefix(".") {
        let url = folder.appendingPathComponent(name)
        switch FileKind(at: url.path) {
        case .regularFile: files.append(url)
        case .directory: folders.append(url)
        case .other: break
        }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// What a path names, without following a symbolic link (a link is neither a file nor a
  /// folder of the snapshots, as it wasn't when Foundation's enumerator listed them).
  private enum FileKind {
    case regularFile, directory, other

    init(at path: String) {
      var status = stat()
      guard lstat(path, &status) == 0 else {
        self = .other
        return
      }
      switch status.st_mode & S_IFMT {
      case S_IFREG: self = .regularFile
      case S_IFDIR: self = .directory
      default: self = .other
      }
    }
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
