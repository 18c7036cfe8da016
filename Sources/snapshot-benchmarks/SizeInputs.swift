internal import Foundation
internal import HeadlessUIKit
internal import PresentationHierarchy

/// The inputs of one size, built before anything is timed: the hierarchy, its changed copies,
/// their texts and files, and a headless app for the capture stage.
@MainActor
struct SizeInputs {
  /// The cases of changed lines, by name: one change, 1% and 50% of the nodes.
  nonisolated static let changeCases = ["1 change", "1%", "50%"]

  let hierarchy: Hierarchy
  let recording: Recording
  let text: String
  let bytes: [UInt8]
  /// A copy of `bytes` in its own buffer, so comparisons can't short-cut on identity.
  let bytesCopy: [UInt8]
  /// Two recordings parsed separately from the text, equal but sharing no storage.
  let parsed: (Recording, Recording)
  let changedHierarchies: [String: Hierarchy]
  let changedTexts: [String: String]
  let app: UIApplication
  let file: URL
  let changedFiles: [String: URL]
  /// A file holding `text` again, for `diff -u` on equal texts.
  let copyFile: URL

  init(nodeCount: Int, directory: URL) throws {
    hierarchy = HierarchyGenerator.hierarchy(nodeCount: nodeCount, seed: UInt64(nodeCount))
    recording = Self.recording(hierarchy)
    text = SnapshotFormat.write(recording)
    bytes = Array(text.utf8)
    bytesCopy = bytes.withUnsafeBufferPointer { Array($0) }
    parsed = (try SnapshotFormat.parse(utf8: bytes), try SnapshotFormat.parse(utf8: bytesCopy))
    let seed = UInt64(nodeCount) &* 31
    let changed = [
      "1 change": HierarchyMutation.changingMiddle(of: hierarchy),
      "1%": HierarchyMutation.changing(max(1, nodeCount / 100), of: hierarchy, seed: seed),
      "50%": HierarchyMutation.changing(nodeCount / 2, of: hierarchy, seed: seed + 1),
    ]
    changedHierarchies = changed
    changedTexts = changed.mapValues { SnapshotFormat.write(Self.recording($0)) }
    app = try AppGenerator.application(viewCount: nodeCount, seed: UInt64(nodeCount) + 5)

    file = directory.appendingPathComponent("\(nodeCount).snapshot")
    copyFile = directory.appendingPathComponent("\(nodeCount)-copy.snapshot")
    try Data(bytes).write(to: file)
    try Data(bytesCopy).write(to: copyFile)
    var changedFiles: [String: URL] = [:]
    for (name, changedText) in changedTexts {
      let url = directory.appendingPathComponent(
        "\(nodeCount)-\(name.replacingOccurrences(of: " ", with: "-")).snapshot")
      try Data(changedText.utf8).write(to: url)
      changedFiles[name] = url
    }
    self.changedFiles = changedFiles
  }

  static func recording(_ hierarchy: Hierarchy) -> Recording {
    Recording(testName: "Benchmarks/generated", steps: [.init("launch", hierarchy)])
  }
}
