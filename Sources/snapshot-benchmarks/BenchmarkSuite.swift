internal import Foundation
internal import HeadlessUIKit
internal import HierarchyDiffing
internal import PresentationHierarchy

/// Runs every comparison at every size and collects a ``BenchmarkReport``.
///
/// The `snapshots` executables are built first, before anything is timed. Each size's inputs
/// are generated and checked untimed, then every stage is timed in rounds with its baselines
/// and run once more in a fresh child for its cold call and memory; the whole-process
/// comparisons come next, and the package's own test suite last.
@MainActor
struct BenchmarkSuite {
  let options: BenchmarkOptions
  let gnu: GNUDiff?
  let directory: URL
  /// The working directory of every spawned diff: an empty folder, outside any package.
  let workspace: URL
  /// Two empty files, for GNU's start-up.
  let empty: (old: URL, new: URL)
  private var stages = NamedRows<BenchmarkReport.StageResult>()
  private var children = NamedRows<ChildResult>()

  init(options: BenchmarkOptions) throws {
    self.options = options
    gnu = GNUDiff.find()
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
    workspace = directory.appendingPathComponent("workspace")
    empty = (
      directory.appendingPathComponent("empty-a"), directory.appendingPathComponent("empty-b")
    )
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    try Data().write(to: empty.old)
    try Data().write(to: empty.new)
  }

  /// Runs everything; progress goes to standard error when someone is watching.
  mutating func run() throws -> BenchmarkReport {
    let start = ContinuousClock.now
    defer { try? FileManager.default.removeItem(at: directory) }
    let binaries = try buildBinaries()
    let comparisons = StageComparisons(
      rounds: rounds, warmups: options.warmups,
      minimumSample: options.quick ? .milliseconds(1) : .milliseconds(5), gnu: gnu, empty: empty,
      directory: workspace.path)
    var sizes: [BenchmarkReport.Size] = []
    var changedPairs: [(nodes: Int, old: URL, new: URL)] = []
    for (index, nodeCount) in options.sizes.enumerated() {
      Progress.report("size \(nodeCount): generating and checking inputs")
      let inputs = try SizeInputs(nodeCount: nodeCount, directory: directory)
      sizes.append(try describe(inputs, filesParsed: InputCheck.check(inputs)))
      if let changed = inputs.changedFiles["1%"] {
        changedPairs.append((nodeCount, inputs.file, changed))
      }
      for plan in StageComparisons.plans(inputs, quick: options.quick) where selects(plan.name) {
        if plan.isTimed {
          Progress.report("size \(nodeCount): \(plan.name)")
          let files = plan.gnuPair.map { (inputs.file, plan.newFile, $0) }
          stages.set(
            plan.name, size: index, count: options.sizes.count,
            try comparisons.measure(
              plan.kind, old: inputs.bytes, new: plan.new, files: files, app: { inputs.app }))
        }
        if options.measuresMemory {
          children.set(
            plan.name, size: index, count: options.sizes.count,
            try StageChild.measure(
              plan.kind, nodeCount: nodeCount, old: inputs.file, new: plan.newFile))
        }
      }
    }
    Progress.report("8,000-line repetitive case")
    let repetitive = try measureRepetitive(comparisons)
    var cli: CLIReport?
    if let binaries, let gnu {
      cli = try measureCLI(binaries, gnu: gnu, changedPairs: changedPairs)
    }
    // Last, and not in the CI run: five runs of the whole suite take most of a minute.
    var testSuite: TestSuiteTiming?
    if !options.quick, selects(TestSuiteTiming.name), let root = PackageLocation.root() {
      testSuite = try TestSuiteTiming.measure(root: root)
    }
    var report = BenchmarkReport(
      machine: MachineDescription.current(), diffVersion: gnu?.version() ?? "GNU diff not found",
      rounds: rounds.count, callsPerRound: rounds.calls, warmups: options.warmups,
      quick: options.quick, scopes: ComparisonScopes.all(binaries: binaries?.binaries),
      sizes: sizes, stages: stages.rows.map { .init(name: $0.name, results: $0.values) },
      children: children.rows.map { .init(name: $0.name, results: $0.values) },
      repetitive: repetitive, cli: cli, testSuite: testSuite, targets: [],
      totalSeconds: (ContinuousClock.now - start).seconds)
    report.targets = Target.evaluate(report)
    return report
  }

  private var rounds: Rounds {
    Rounds(count: options.runs, calls: options.calls)
  }

  private func selects(_ name: String) -> Bool {
    options.only.map { name.contains($0) } ?? true
  }

  /// Builds or finds the `snapshots` executables, unless no comparison needs them.
  private func buildBinaries() throws -> (binaries: [CLIBinary], note: String?)? {
    let names =
      [CLIComparisons.startUpName, CLIComparisons.repetitiveName, CLIComparisons.realName]
      + options.sizes.map(CLIComparisons.changedName)
    guard gnu != nil, names.contains(where: selects) else { return nil }
    switch options.cli {
    case .skip:
      return nil
    case .given(let path):
      return ([try CLIBuild.binary("given", path: path)], nil)
    case .build:
      guard let root = PackageLocation.root() else {
        throw BenchmarkError("can't find the package root to build snapshots; pass --cli <path>")
      }
      let flavors = options.quick ? [.fullyStatic] : CLIBuild.Flavor.allCases
      var binaries: [CLIBinary] = []
      for flavor in flavors {
        Progress.report("building snapshots (\(flavor.rawValue), release); not timed")
        binaries.append(try CLIBuild.build(flavor, root: root))
      }
      let note =
        options.quick
        ? "--quick builds only the static executable; the dynamic release build (about a minute "
          + "from clean) is left out to keep the run short" : nil
      return (binaries, note)
    }
  }

  /// The 8,000-line repetitive hierarchy dump with one changed line.
  private func measureRepetitive(
    _ comparisons: StageComparisons
  ) throws -> BenchmarkReport.Repetitive {
    let (old, new) = RepetitiveDump.texts()
    let files = (RepetitiveDump.oldFile(in: directory), RepetitiveDump.newFile(in: directory))
    let (oldBytes, newBytes) = (Array(old.utf8), Array(new.utf8))
    try Data(oldBytes).write(to: files.0)
    try Data(newBytes).write(to: files.1)
    try InputCheck.expectParses(files.0)
    try InputCheck.expectParses(files.1)
    let lineDiff = LineDiff(from: old, to: new)
    let output = lineDiff.unified()
    let name = "line diff: repetitive"
    let gnuOutput = try gnu.map { gnu throws(BenchmarkError) in
      let command = gnu.command(files.0, files.1)
      let outcome = try command.run(keepingOutput: true)
      try ExitExpectation.different.check(outcome, of: command)
      return outcome.outputBytes
    }
    return BenchmarkReport.Repetitive(
      lines: oldBytes.count { $0 == UInt8(ascii: "\n") }, textBytes: oldBytes.count,
      removed: lineDiff.removedCount, inserted: lineDiff.insertedCount,
      hunks: output.split(separator: "\n").count { $0.hasPrefix("@@") },
      outputBytes: output.utf8.count, gnuOutputBytes: gnuOutput,
      lineDiff: selects(name)
        ? try comparisons.measure(
          .lineDiff, old: oldBytes, new: newBytes, files: (files.0, files.1, "repetitive"),
          app: { throw BenchmarkError("the line diff needs no app") }) : nil,
      child: selects(name) && options.measuresMemory
        ? try StageChild.measure(.lineDiff, nodeCount: 0, old: files.0, new: files.1) : nil)
  }

  /// The whole-process comparisons.
  private func measureCLI(
    _ binaries: (binaries: [CLIBinary], note: String?), gnu: GNUDiff,
    changedPairs: [(nodes: Int, old: URL, new: URL)]
  ) throws -> CLIReport {
    let cli = CLIComparisons(
      binaries: binaries.binaries, gnu: gnu, rounds: rounds, directory: workspace.path)
    var comparisons: [CLIReport.Comparison] = []
    if selects(CLIComparisons.startUpName) {
      Progress.report("whole process: start-up")
      comparisons.append(try cli.startUp(empty: empty))
    }
    if selects(CLIComparisons.repetitiveName) {
      Progress.report("whole process: repetitive pair")
      comparisons.append(
        try cli.diff(
          CLIComparisons.repetitiveName, old: RepetitiveDump.oldFile(in: directory),
          new: RepetitiveDump.newFile(in: directory)))
    }
    if selects(CLIComparisons.realName), let real = CLIComparisons.realPair() {
      Progress.report("whole process: real pair")
      comparisons.append(try cli.diff(CLIComparisons.realName, old: real.old, new: real.new))
    }
    for pair in changedPairs where selects(CLIComparisons.changedName(nodes: pair.nodes)) {
      Progress.report("whole process: \(pair.nodes) nodes, 1% changed")
      comparisons.append(
        try cli.diff(CLIComparisons.changedName(nodes: pair.nodes), old: pair.old, new: pair.new))
    }
    return CLIReport(binaries: binaries.binaries, note: binaries.note, comparisons: comparisons)
  }

  private func describe(_ inputs: SizeInputs, filesParsed: Int) -> BenchmarkReport.Size {
    BenchmarkReport.Size(
      requestedNodes: inputs.nodeCount, nodes: inputs.hierarchy.count,
      capturedNodes: inputs.app.captureHierarchy(detail: .presentation).count,
      textBytes: inputs.bytes.count, textLines: inputs.bytes.count { $0 == UInt8(ascii: "\n") },
      changedLines: Dictionary(
        uniqueKeysWithValues: SizeInputs.changeCases.map { ($0, inputs.changedNodes($0)) }),
      filesParsed: filesParsed)
  }
}

/// A benchmark input or run that is not what the benchmark assumes.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
