internal import Foundation
internal import HierarchyDiffing
internal import PresentationHierarchy

/// Measures the peak memory of one stage in a child process of the benchmark, so earlier stages
/// and input generation don't raise the high-water mark it reads.
///
/// The child reads the two texts from files, prepares the stage's inputs, reads `ru_maxrss`,
/// runs the stage once, reads `ru_maxrss` again and prints both. The peak of a stage is
/// reported both as the child's whole peak and as the rise over its state before the stage.
enum MemoryProbe {
  /// The stages a child can run.
  static let stages = ["parse", "write", "equal", "line-diff", "tree-diff", "check"]

  /// One child's answer.
  struct Result {
    /// The stage measured.
    var stage: String
    /// `ru_maxrss` after the inputs were prepared, in bytes.
    var before: Int
    /// `ru_maxrss` after the stage ran, in bytes.
    var after: Int
  }

  /// Runs in the child: measures `stage` on the texts in `oldPath` and `newPath` and prints
  /// `before after` in bytes.
  static func runChild(stage: String, oldPath: String, newPath: String) throws {
    let oldBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: oldPath)))
    let newBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: newPath)))
    let before: Int
    switch stage {
    case "parse":
      before = PeakMemory.peakResidentBytes()
      blackHole(try SnapshotFormat.parse(utf8: oldBytes))
    case "write":
      let recording = try SnapshotFormat.parse(utf8: oldBytes)
      before = PeakMemory.peakResidentBytes()
      blackHole(SnapshotFormat.write(recording))
    case "equal":
      let old = try SnapshotFormat.parse(utf8: oldBytes)
      let new = try SnapshotFormat.parse(utf8: oldBytes)
      before = PeakMemory.peakResidentBytes()
      blackHole(old == new)
    case "line-diff":
      let old = String(decoding: oldBytes, as: UTF8.self)
      let new = String(decoding: newBytes, as: UTF8.self)
      before = PeakMemory.peakResidentBytes()
      blackHole(LineDiff(from: old, to: new).unified())
    case "tree-diff":
      let old = try SnapshotFormat.parse(utf8: oldBytes)
      let new = try SnapshotFormat.parse(utf8: newBytes)
      before = PeakMemory.peakResidentBytes()
      blackHole(TreeDiff(from: old.steps[0].hierarchy, to: new.steps[0].hierarchy))
    default:
      // What a failing snapshot check does: compare bytes, parse both, diff lines and trees.
      before = PeakMemory.peakResidentBytes()
      if oldBytes != newBytes {
        let old = try SnapshotFormat.parse(utf8: oldBytes)
        let new = try SnapshotFormat.parse(utf8: newBytes)
        let text = LineDiff(
          from: String(decoding: oldBytes, as: UTF8.self),
          to: String(decoding: newBytes, as: UTF8.self)
        ).unified()
        blackHole(text)
        blackHole(TreeDiff(from: old.steps[0].hierarchy, to: new.steps[0].hierarchy))
      }
    }
    print(before, PeakMemory.peakResidentBytes())
  }

  /// This executable, resolved from `/proc/self/exe` where there is one.
  private static var selfExecutable: URL? {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return URL(fileURLWithPath: path)
    }
    return Bundle.main.executableURL
  }

  /// Runs every stage in its own child process of this executable.
  static func measure(old: URL, new: URL) -> [Result] {
    stages.compactMap { stage in
      guard let executable = selfExecutable else { return nil }
      // Linux carries `ru_maxrss` across `exec` from the spawning process (posix_spawn shares
      // its memory until exec), so a direct child would start at this process's peak. A shell
      // that forks (the command is not its last) gives the child a fresh high-water mark.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-c", "\"$0\" \"$@\"; exit $?", executable.path, "--memory-child", stage, old.path,
        new.path,
      ]
      let pipe = Pipe()
      process.standardOutput = pipe
      guard (try? process.run()) != nil else { return nil }
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let numbers = String(decoding: output, as: UTF8.self).split(separator: " ").compactMap {
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      guard process.terminationStatus == 0, numbers.count == 2 else { return nil }
      return Result(stage: stage, before: numbers[0], after: numbers[1])
    }
  }
}
