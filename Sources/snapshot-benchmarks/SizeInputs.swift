internal import Foundation
internal import HeadlessUIKit
internal import PresentationHierarchy

/// The inputs of one size, built before anything is timed: the hierarchy, its changed copies,
/// their texts and files, and a headless app for the capture stage.
@MainActor
struct SizeInputs {
  /// The cases of changed lines, by name: one change, 1% and 50% of the nodes.
  nonisolated static let changeCases = ["1 change", "1%", "50%"]

  let nodeCount: Int
  let hierarchy: Hierarchy
  let recording: Recording
  let bytes: [UInt8]
  /// A copy of `bytes` in its own buffer, so comparisons can't short-cut on identity.
  let bytesCopy: [UInt8]
  let changedHierarchies: [String: Hierarchy]
  let changedBytes: [String: [UInt8]]
  let app: UIApplication
  let file: URL
  /// A file holding the text again, for the equality stages and `diff -u` on equal texts.
  let copyFile: URL
  let changedFiles: [String: URL]

  init(nodeCount: Int, directory: URL) throws {
    self.nodeCount = nodeCount
    hierarchy = HierarchyGenerator.hierarchy(nodeCount: nodeCount, seed: UInt64(nodeCount))
    recording = Self.recording(hierarchy)
    bytes = Array(SnapshotFormat.write(recording).utf8)
    bytesCopy = bytes.withUnsafeBufferPointer { Array($0) }
    let seed = UInt64(nodeCount) &* 31
    let changed = [
      "1 change": HierarchyMutation.changingMiddle(of: hierarchy),
      "1%": HierarchyMutation.changing(max(1, nodeCount / 100), of: hierarchy, seed: seed),
      "50%": HierarchyMutation.changing(nodeCount / 2, of: hierarchy, seed: seed + 1),
    ]
    changedHierarchies = changed
    changedBytes = changed.mapValues { Array(SnapshotFormat.write(Self.recording($0)).utf8) }
    app = try Self.application(nodeCount: nodeCount)

    file = directory.appendingPathComponent("\(nodeCount).snapshot")
    copyFile = directory.appendingPathComponent("\(nodeCount)-copy.snapshot")
    try Data(bytes).write(to: file)
    try Data(bytesCopy).write(to: copyFile)
    var changedFiles: [String: URL] = [:]
    for (name, text) in changedBytes {
      let url = directory.appendingPathComponent(
        "\(nodeCount)-\(name.replacingOccurrences(of: " ", with: "-")).snapshot")
      try Data(text).write(to: url)
      changedFiles[name] = url
    }
    self.changedFiles = changedFiles
  }

  /// The headless app of a size, the same in this benchmark and in a stage's child.
  static func application(nodeCount: Int) throws -> UIApplication {
    try AppGenerator.application(viewCount: nodeCount, seed: UInt64(nodeCount) + 5)
  }

  static func recording(_ hierarchy: Hierarchy) -> Recording {
    Recording(testName: "Benchmarks/generated", steps: [.init("launch", hierarchy)])
  }

  /// The number of nodes that differ between the hierarchy and a changed copy.
  func changedNodes(_ name: String) -> Int {
    guard let changed = changedHierarchies[name] else { return 0 }
    return hierarchy.nodes.indices.count { hierarchy.nodes[$0] != changed.nodes[$0] }
  }
}
