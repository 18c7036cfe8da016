internal import Foundation

/// Times our `snapshots` executables against GNU `diff -u`, whole process against whole
/// process: each side is spawned, drained and reaped by ``Command`` in the same empty folder,
/// outside any package, with the same environment, and every run's exit status checked.
struct CLIComparisons {
  let binaries: [CLIBinary]
  let gnu: GNUDiff
  let rounds: Rounds
  /// The working directory of every run.
  let directory: String

  /// The name of the start-up comparison.
  static let startUpName = "start-up"
  /// The name of the repetitive pair's comparison.
  static let repetitiveName = "8k repetitive pair"

  /// The name of the comparison on two real recordings.
  static let realName = "real pair: the dolphin bug vs its fix"

  /// Two real recordings committed with the package: the seed article's dolphin behind a
  /// full-screen cover (the bug) and in front of it in its own window (the fix); nil outside
  /// the package.
  static func realPair() -> (old: URL, new: URL)? {
    guard let root = PackageLocation.root() else { return nil }
    let folder = root + "/Snapshots/SeedSourceTests/SeedAppTests/"
    let old = folder + "ZStackDolphinTests/dolphinFallsBehindFullScreenCover.txt"
    let new = folder + "SeparateWindowDolphinTests/dolphinStaysInFront.txt"
    guard FileManager.default.fileExists(atPath: old), FileManager.default.fileExists(atPath: new)
    else { return nil }
    return (URL(fileURLWithPath: old), URL(fileURLWithPath: new))
  }

  /// The name of the comparison on the 1% pair of a size.
  static func changedName(nodes: Int) -> String {
    "\(ReportFormat.count(nodes)) nodes, 1% changed"
  }

  /// `snapshots --help` against `diff -u` on two empty files: start-up and exit, and (ours)
  /// writing the help text.
  func startUp(empty: (old: URL, new: URL)) throws(BenchmarkError) -> CLIReport.Comparison {
    try compare(
      Self.startUpName, ours: ["--help"], expecting: .success,
      gnu: gnu.command(empty.old, empty.new, in: directory), gnuExpecting: .same)
  }

  /// `snapshots diff old new` against `diff -u old new`; our first run's output must be a
  /// unified diff of two files that parse.
  func diff(_ name: String, old: URL, new: URL) throws(BenchmarkError) -> CLIReport.Comparison {
    try compare(
      name, ours: ["diff", old.path, new.path], expecting: .different,
      gnu: gnu.command(old, new, in: directory), gnuExpecting: .different
    ) { output throws(BenchmarkError) in
      let text = String(decoding: output, as: UTF8.self)
      guard text.contains("\n@@ -"), !text.contains("can't be parsed") else {
        throw BenchmarkError(
          "snapshots diff \(old.path) \(new.path) printed:\n\(text.prefix(2_000))")
      }
    }
  }

  private func compare(
    _ name: String, ours arguments: [String], expecting: ExitExpectation, gnu command: Command,
    gnuExpecting: ExitExpectation,
    checkingOutput check: ([UInt8]) throws(BenchmarkError) -> Void = { _ in }
  ) throws(BenchmarkError) -> CLIReport.Comparison {
    let (gnuSide, gnuFirst) = try TimedSide.process(command, expecting: gnuExpecting)
    var sides = [gnuSide]
    var outputs: [Int] = []
    for binary in binaries {
      let ours = Command(executable: binary.path, arguments: arguments, directory: directory)
      let (side, first) = try TimedSide.process(ours, expecting: expecting)
      try check(first.output)
      sides.append(side)
      outputs.append(first.outputBytes)
    }
    let medians = try rounds.run(sides)
    guard let gnuSpread = Spread(medians[0]) else {
      throw BenchmarkError("no round of '\(command.display)' was timed")
    }
    let ours = binaries.indices.compactMap { index -> CLIReport.Side? in
      Spread(medians[index + 1]).map {
        CLIReport.Side(
          binary: binaries[index].label, seconds: $0,
          versusGNU: Spread.ratio(medians[index + 1], medians[0]), outputBytes: outputs[index])
      }
    }
    return CLIReport.Comparison(
      name: name, ourArguments: Self.shown(arguments),
      gnuCommand: Self.shown(["diff"] + command.arguments), gnu: gnuSpread,
      gnuOutputBytes: gnuFirst.outputBytes, ours: ours)
  }

  /// A command line as the report shows it: the runs pass absolute paths, the report the
  /// files' names.
  private static func shown(_ words: [String]) -> String {
    words.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0).lastPathComponent : $0 }
      .joined(separator: " ")
  }
}
