import HierarchyDiffing
import PresentationHierarchy

/// Two versions of a snapshot file compared: the unified diff and the one-line tree summary.
public struct SnapshotComparison: Sendable {
  /// The unified diff, empty when the files are the same.
  public var diff: String
  /// The one-line meaning of the change, or why there is none (a file that can't be parsed).
  public var summary: String
  /// Whether the two versions have the same text (after normalising line endings).
  public var isSame: Bool

  /// Compares two versions of a snapshot file.
  ///
  /// - Parameters:
  ///   - old: The old bytes, or `nil` when the file is new.
  ///   - new: The new bytes.
  ///   - oldPath: The path on the diff's `---` line.
  ///   - newPath: The path on the diff's `+++` line.
  public init(old: [UInt8]?, new: [UInt8], oldPath: String, newPath: String) {
    let oldBytes = old.map { SnapshotFormat.normalize($0).bytes } ?? []
    let newBytes = SnapshotFormat.normalize(new).bytes
    isSame = old != nil && oldBytes == newBytes
    let oldText = String(decoding: oldBytes, as: UTF8.self)
    let newText = String(decoding: newBytes, as: UTF8.self)
    diff =
      isSame
      ? ""
      : LineDiff(from: oldText, to: newText).unified(
        UnifiedDiffOptions(oldPath: oldPath, newPath: newPath, hunkContext: SnapshotBreadcrumbs()))
    summary = Self.summary(old: old == nil ? nil : oldBytes, new: newBytes, isSame: isSame)
  }

  private static func summary(old: [UInt8]?, new: [UInt8], isSame: Bool) -> String {
    if isSame { return "no change" }
    let newRecording: Recording
    do {
      newRecording = try SnapshotFormat.parse(utf8: new)
    } catch {
      return "the new file can't be parsed (\(error))"
    }
    guard let old else {
      let count = newRecording.steps.count
      return "new snapshot with \(count) step\(count == 1 ? "" : "s")"
    }
    do {
      let oldRecording = try SnapshotFormat.parse(utf8: old)
      return RecordingDiff(from: oldRecording, to: newRecording).summary
        ?? "only the header or the formatting changed"
    } catch {
      return "the old file can't be parsed (\(error))"
    }
  }
}
