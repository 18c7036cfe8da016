import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ReviewWorkspace {
  /// Replaces a reference with its pending recording, in one rename.
  ///
  /// - Parameter pending: The pending snapshot.
  /// - Throws: ``ReviewError`` naming both files when the rename fails.
  func accept(_ pending: PendingSnapshot) throws(ReviewError) {
    do {
      try files.accept(pending)
    } catch {
      throw ReviewError(
        "could not move \(pending.pendingURL.path) over \(pending.referenceURL.path): "
          + SnapshotStore.reason(error))
    }
  }

  /// Removes a pending recording and keeps the reference.
  ///
  /// - Parameter pending: The pending snapshot.
  /// - Throws: ``ReviewError`` naming the file when it can't be removed.
  func reject(_ pending: PendingSnapshot) throws(ReviewError) {
    do {
      try files.reject(pending)
    } catch {
      throw ReviewError(
        "could not remove \(pending.pendingURL.path): \(SnapshotStore.reason(error))")
    }
  }
}
