// libFuzzer entry point for the line and tree diffs; built by scripts/fuzz.sh, not by SwiftPM.
//
// The input is split at its first 0x00 byte into two texts. The line diff must be consistent
// (its edits rebuild the new text from the old one), render without crashing, and diffing the
// raw bytes must render what diffing the decoded texts renders; when both
// texts parse as snapshots, the tree and recording diffs must not crash either, and a recording
// compared with itself must show no difference.

import HierarchyDiffing
import PresentationHierarchy

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let split = bytes.firstIndex(of: 0) ?? bytes.count / 2
  let old = String(decoding: bytes[..<split], as: UTF8.self)
  let new = String(decoding: bytes[min(split + 1, bytes.count)...], as: UTF8.self)
  let diff = LineDiff(from: old, to: new)
  precondition(rebuild(old, with: diff, from: new) == lines(of: new), "edits do not rebuild")
  let options = UnifiedDiffOptions(hunkContext: SnapshotBreadcrumbs())
  let rendered = diff.unified(options)
  let fromBytes = LineDiff(
    from: Array(bytes[..<split]), to: Array(bytes[min(split + 1, bytes.count)...]))
  precondition(fromBytes.unified(options) == rendered, "bytes and text diffs disagree")
  if let before = try? SnapshotFormat.parse(old), let after = try? SnapshotFormat.parse(new) {
    _ = RecordingDiff(from: before, to: after).summary
    precondition(RecordingDiff(from: before, to: before).isEmpty, "self diff is not empty")
  }
  return 0
}

/// The text's lines as bytes, split on `\n` only, as the line diff splits them (a `Character`
/// split would keep `\r\n` together).
private func lines(of text: String) -> [[UInt8]] {
  var result = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
    .map(Array.init)
  if text.utf8.last == 0x0A || text.isEmpty { result.removeLast() }
  return result
}

/// Applies the edit script to the old lines, taking inserted lines from the new text.
private func rebuild(_ old: String, with diff: LineDiff, from new: String) -> [[UInt8]] {
  let oldLines = lines(of: old)
  let newLines = lines(of: new)
  var result: [[UInt8]] = []
  for edit in diff.edits {
    switch edit {
    case .keep(let range, _): result += oldLines[range]
    case .remove: break
    case .insert(let range): result += newLines[range]
    }
  }
  return result
}
