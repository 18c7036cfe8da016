internal import Foundation
internal import HeadlessUIKit
internal import HierarchyDiffing
internal import PresentationHierarchy

/// Runs every stage and baseline at every size and collects a ``BenchmarkReport``.
@MainActor
struct BenchmarkSuite {
  let options: BenchmarkOptions
  let sampler: Sampler
  let diff: GNUDiff?
  let directory: URL
  private var rows: [BenchmarkReport.Row] = []

  init(options: BenchmarkOptions) throws {
    self.options = options
    sampler = Sampler(
      runs: options.runs, warmups: options.warmups,
      minimumSample: options.quick ? .milliseconds(1) : .milliseconds(5))
    diff = GNUDiff.find()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// Runs everything; progress goes to standard error.
  mutating func run() throws -> BenchmarkReport {
    let start = ContinuousClock.now
    defer { try? FileManager.default.removeItem(at: directory) }
    var sizes: [BenchmarkReport.Size] = []
    var memory: [BenchmarkReport.Memory] = []
    var memoryTextBytes: Int?
    for (index, nodeCount) in options.sizes.enumerated() {
      progress("size \(nodeCount): generating inputs")
      let inputs = try SizeInputs(nodeCount: nodeCount, directory: directory)
      try check(inputs)
      sizes.append(describe(inputs, requested: nodeCount))
      measureStages(inputs, sizeIndex: index)
      if options.measuresMemory, index == options.sizes.count - 1,
        let changed = inputs.changedFiles["1%"]
      {
        progress("size \(nodeCount): peak memory in child processes")
        memoryTextBytes = inputs.bytes.count
        memory = MemoryProbe.measure(old: inputs.file, new: changed).map {
          BenchmarkReport.Memory(
            stage: $0.stage, peakBytes: $0.after, riseBytes: $0.after - $0.before)
        }
      }
    }
    progress("8,000-line repetitive case")
    let repetitive = try measureRepetitive()
    let startup = measureDiffStartup()
    return BenchmarkReport(
      machine: Self.machine(), diffVersion: diff?.version() ?? "not found", runs: options.runs,
      warmups: options.warmups, quick: options.quick, sizes: sizes, rows: rows,
      diffStartupSeconds: startup, repetitive: repetitive, memoryTextBytes: memoryTextBytes,
      memory: memory, totalSeconds: Sampler.seconds(ContinuousClock.now - start))
  }

  /// Times every stage and baseline of one size.
  private mutating func measureStages(_ inputs: SizeInputs, sizeIndex: Int) {
    let hierarchy = inputs.hierarchy
    let large = options.sizes[sizeIndex] >= 100_000
    progress("size \(options.sizes[sizeIndex]): timing")
    record("capture (headless app)", sizeIndex) {
      inputs.app.captureHierarchy(detail: .presentation)
    }
    record("write", sizeIndex) { SnapshotFormat.write(inputs.recording) }
    record("parse", sizeIndex) { try? SnapshotFormat.parse(utf8: inputs.bytes) }
    record("equal: values ==", sizeIndex, diffBaseline: "diff -u: equal") {
      inputs.parsed.0 == inputs.parsed.1
    }
    record("equal: bytes ==", sizeIndex, diffBaseline: "diff -u: equal") {
      inputs.bytes == inputs.bytesCopy
    }
    for name in SizeInputs.changeCases {
      // 50% of 100k lines at full sample count adds little but time; --quick skips it.
      if options.quick, large, name == "50%" { continue }
      let changed = inputs.changedTexts[name] ?? ""
      record("line diff: \(name)", sizeIndex, diffBaseline: "diff -u: \(name)") {
        LineDiff(from: inputs.text, to: changed).unified()
      }
    }
    for name in SizeInputs.changeCases.prefix(2) {
      let changed = inputs.changedHierarchies[name] ?? hierarchy
      record("tree diff: \(name)", sizeIndex, diffBaseline: "diff -u: \(name)") {
        TreeDiff(from: hierarchy, to: changed)
      }
    }
    record("paint order", sizeIndex) { hierarchy.paintOrder() }
    let points = (0..<8).map { Point(x: 20 + Double($0) * 45, y: 30 + Double($0) * 100) }
    record("hit test (per point)", sizeIndex) {
      points.reduce(0) { $0 &+ (hierarchy.hitTest($1) ?? -1) }
    }
    scaleLast(by: 1 / Double(points.count))

    record("memcmp (text vs copy)", sizeIndex, isBaseline: true) {
      ByteCompare.compare(inputs.bytes, inputs.bytesCopy)
    }
    guard let diff else { return }
    record("diff -u: equal", sizeIndex, isBaseline: true) {
      diff.run(old: inputs.file, new: inputs.copyFile)
    }
    for name in SizeInputs.changeCases {
      if options.quick, large, name == "50%" { continue }
      guard let changed = inputs.changedFiles[name] else { continue }
      record("diff -u: \(name)", sizeIndex, isBaseline: true) {
        diff.run(old: inputs.file, new: changed)
      }
    }
  }

  /// Times one stage and stores its median in its row.
  private mutating func record<T>(
    _ name: String, _ sizeIndex: Int, isBaseline: Bool = false, diffBaseline: String? = nil,
    _ work: () -> T
  ) {
    lastRecorded = nil
    if let only = options.only, !name.contains(only) { return }
    let seconds = sampler.median(work)
    if let row = rows.firstIndex(where: { $0.name == name }) {
      rows[row].seconds[sizeIndex] = seconds
    } else {
      var times = [Double?](repeating: nil, count: options.sizes.count)
      times[sizeIndex] = seconds
      rows.append(
        BenchmarkReport.Row(
          name: name, isBaseline: isBaseline, diffBaseline: diffBaseline, seconds: times))
    }
    lastRecorded = (name, sizeIndex)
  }

  private var lastRecorded: (name: String, size: Int)?

  /// Divides the last recorded median, for work that repeats a query several times per call.
  private mutating func scaleLast(by factor: Double) {
    guard let (name, size) = lastRecorded, let row = rows.firstIndex(where: { $0.name == name })
    else { return }
    rows[row].seconds[size] = rows[row].seconds[size].map { $0 * factor }
  }

  /// The 8,000-line repetitive hierarchy dump with one changed line.
  private func measureRepetitive() throws -> BenchmarkReport.Repetitive {
    let (old, new) = RepetitiveDump.texts()
    let oldFile = directory.appendingPathComponent("repetitive-old.snapshot")
    let newFile = directory.appendingPathComponent("repetitive-new.snapshot")
    try Data(old.utf8).write(to: oldFile)
    try Data(new.utf8).write(to: newFile)
    let oldBytes = Array(old.utf8)
    let copy = oldBytes.withUnsafeBufferPointer { Array($0) }
    let lineDiff = LineDiff(from: old, to: new)
    let output = lineDiff.unified()
    return BenchmarkReport.Repetitive(
      lines: oldBytes.count { $0 == UInt8(ascii: "\n") }, textBytes: oldBytes.count,
      seconds: sampler.median { LineDiff(from: old, to: new).unified() },
      diffSeconds: diff.map { diff in sampler.median { diff.run(old: oldFile, new: newFile) } },
      memcmpSeconds: sampler.median { ByteCompare.compare(oldBytes, copy) },
      removed: lineDiff.removedCount, inserted: lineDiff.insertedCount,
      hunks: output.split(separator: "\n").count { $0.hasPrefix("@@") },
      outputBytes: output.utf8.count,
      diffOutputBytes: diff?.run(old: oldFile, new: newFile) ?? -1)
  }

  /// The time of `diff -u` on two equal one-line files: process start-up and exit alone.
  private func measureDiffStartup() -> Double? {
    guard let diff else { return nil }
    let file = directory.appendingPathComponent("one-line")
    guard (try? Data("x\n".utf8).write(to: file)) != nil else { return nil }
    return sampler.median { diff.run(old: file, new: file) }
  }

  /// Checks, untimed, that the inputs are what the stages assume: texts round-trip and each
  /// line diff is minimal (one removed and one inserted line per changed node).
  private func check(_ inputs: SizeInputs) throws {
    guard try SnapshotFormat.parse(utf8: inputs.bytes) == inputs.recording else {
      throw BenchmarkError("the generated text does not parse back to its recording")
    }
    for name in SizeInputs.changeCases.prefix(2) {
      let diff = LineDiff(from: inputs.text, to: inputs.changedTexts[name] ?? "")
      let expected = Self.changedNodes(inputs.hierarchy, inputs.changedHierarchies[name])
      guard diff.removedCount == expected, diff.insertedCount == expected else {
        throw BenchmarkError(
          "line diff '\(name)' removed \(diff.removedCount) and inserted \(diff.insertedCount) "
            + "lines for \(expected) changed nodes")
      }
    }
  }

  private func describe(_ inputs: SizeInputs, requested: Int) -> BenchmarkReport.Size {
    BenchmarkReport.Size(
      requestedNodes: requested, nodes: inputs.hierarchy.count,
      capturedNodes: inputs.app.captureHierarchy(detail: .presentation).count,
      textBytes: inputs.bytes.count, textLines: inputs.bytes.count { $0 == UInt8(ascii: "\n") },
      changedLines: inputs.changedHierarchies.mapValues {
        Self.changedNodes(inputs.hierarchy, $0)
      })
  }

  private static func changedNodes(_ old: Hierarchy, _ new: Hierarchy?) -> Int {
    guard let new else { return 0 }
    return old.nodes.indices.count { old.nodes[$0] != new.nodes[$0] }
  }

  private func progress(_ message: String) {
    FileHandle.standardError.write(Data("snapshot-benchmarks: \(message)\n".utf8))
  }

  private static func machine() -> String {
    let info = ProcessInfo.processInfo
    return "\(info.operatingSystemVersionString), \(info.activeProcessorCount) cores"
  }
}

/// A benchmark input that is not what the stages assume.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
