#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// A recording waiting for review: a `<reference>.new` file next to its reference.
///
/// ``SnapshotFiles`` finds them, and accepts and rejects them.
package struct PendingSnapshot: Hashable, Sendable {
  /// The pending file with the actual recording.
  package var pendingURL: URL
  /// The reference it would replace; it may not exist yet.
  package var referenceURL: URL
  /// Whether there was a reference when the pending file was found.
  package var status: Status

  /// Creates a pending snapshot.
  ///
  /// - Parameters:
  ///   - pendingURL: The `<reference>.new` file.
  ///   - referenceURL: The reference it would replace.
  ///   - status: Whether there is a reference yet.
  package init(pendingURL: URL, referenceURL: URL, status: Status) {
    self.pendingURL = pendingURL
    self.referenceURL = referenceURL
    self.status = status
  }

  /// Whether there is no reference yet, so accepting adds a new file.
  package var isNew: Bool { status == .new }
}
