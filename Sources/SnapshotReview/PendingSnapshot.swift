import SnapshotStorage

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

/// A recording waiting for review: a `<reference>.new` file next to its reference.
public struct PendingSnapshot: Hashable, Sendable {
  /// The pending file with the actual recording.
  public var pendingURL: URL
  /// The reference it would replace; it may not exist yet.
  public var referenceURL: URL

  /// Creates a pending snapshot from the pending file's location.
  ///
  /// - Parameter pendingURL: The `<reference>.new` file.
  public init(pendingURL: URL) {
    self.pendingURL = pendingURL.standardizedFileURL
    let name = String(pendingURL.lastPathComponent.dropLast(SnapshotFiles.pendingSuffix.count))
    referenceURL = self.pendingURL.deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Whether there is no reference yet, so accepting adds a new file.
  public var isNew: Bool {
    !FileManager.default.fileExists(atPath: referenceURL.path)
  }

  /// Whether the recording is a new snapshot or changes a reference.
  public var status: Status { isNew ? .new : .changed }

  /// Replaces the reference with the pending file, in one rename.
  ///
  /// - Throws: ``ReviewError`` when the rename fails.
  public func accept() throws(ReviewError) {
    guard rename(pendingURL.path, referenceURL.path) == 0 else {
      throw ReviewError(
        "could not move \(pendingURL.path) over \(referenceURL.path): "
          + String(cString: strerror(errno)))
    }
  }

  /// Removes the pending file and keeps the reference.
  ///
  /// - Throws: ``ReviewError`` when the file cannot be removed.
  public func reject() throws(ReviewError) {
    do {
      try FileManager.default.removeItem(at: pendingURL)
    } catch {
      throw ReviewError("could not remove \(pendingURL.path): \(SnapshotStore.reason(error))")
    }
  }

  /// Compares the reference with the pending recording.
  ///
  /// - Parameter workspace: The workspace, for the paths in the diff's header.
  /// - Returns: The comparison; a new snapshot is compared with an empty file.
  public func comparison(in workspace: ReviewWorkspace) -> SnapshotComparison {
    let path = workspace.locations.displayPath(referenceURL)
    let old = (try? Data(contentsOf: referenceURL)).map { [UInt8]($0) }
    let new = (try? Data(contentsOf: pendingURL)).map { [UInt8]($0) } ?? []
    return SnapshotComparison(
      old: old, new: new, oldPath: old == nil ? "/dev/null" : "a/" + path, newPath: "b/" + path)
  }
}
