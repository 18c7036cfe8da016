internal import Foundation

/// A fresh process of this benchmark that runs one stage: its first (cold) call in the process,
/// and its memory measured from its own baseline.
///
/// The child reads the two texts from files and prepares the stage's inputs (parsing them
/// where the stage needs values). Then, twice: it returns the heap's free pages
/// (`malloc_trim`), resets the resident high-water mark (`5` into `/proc/self/clear_refs`),
/// reads the resident set as the baseline, runs the stage once and reads the high-water mark.
/// The first run is the cold call, timed; its rise includes the code and runtime data the
/// process touches for the first time. The second run's rise is the stage's own working
/// memory. It prints `seconds firstRise baseline peak reset`; where the reset is refused the
/// peaks may include preparing the inputs, and the last field says so.
@MainActor
enum StageChild {
  /// The option that makes this process a child: `--stage-child stage nodes old new`.
  nonisolated static let option = "--stage-child"

  /// Runs in the child, with the arguments after ``option``.
  static func run(_ arguments: [String]) throws {
    guard arguments.count == 4, let kind = StageKind(rawValue: arguments[0]),
      let nodeCount = Int(arguments[1])
    else { throw BenchmarkError("\(option) needs a stage, a node count and two files") }
    let work = try kind.prepare(old: try read(arguments[2]), new: try read(arguments[3])) {
      try SizeInputs.application(nodeCount: nodeCount)
    }
    let first = measureOnce(work)
    let second = measureOnce(work)
    print(
      first.elapsed.seconds / Double(kind.queriesPerCall), first.peak - first.baseline,
      second.baseline, second.peak, first.reset && second.reset ? 1 : 0)
  }

  /// Runs the work once from a fresh baseline.
  private static func measureOnce(
    _ work: () -> Void
  ) -> (elapsed: Duration, baseline: Int, peak: Int, reset: Bool) {
    GlibcExtras.trimHeap()
    let reset = PeakMemory.resetPeak()
    let baseline = PeakMemory.residentBytes() ?? 0
    let elapsed = ContinuousClock().measure { work() }
    return (elapsed, baseline, PeakMemory.peakBytes() ?? 0, reset)
  }

  /// Runs one stage in a child and returns what it measured.
  ///
  /// - Throws: ``BenchmarkError`` when the child fails or answers something else.
  static func measure(
    _ kind: StageKind, nodeCount: Int, old: URL, new: URL
  ) throws(BenchmarkError) -> ChildResult {
    guard let executable = PackageLocation.executable else {
      throw BenchmarkError("can't find this executable to run a stage in a child")
    }
    let command = Command(
      executable: executable,
      arguments: [option, kind.rawValue, "\(nodeCount)", old.path, new.path])
    let outcome = try command.run(keepingOutput: true)
    try ExitExpectation.success.check(outcome, of: command)
    let fields = String(decoding: outcome.output, as: UTF8.self).split(
      whereSeparator: \.isWhitespace)
    guard fields.count == 5, let seconds = Double(fields[0]), let firstRise = Int(fields[1]),
      let baseline = Int(fields[2]), let peak = Int(fields[3])
    else {
      throw BenchmarkError(
        "'\(command.display)' answered '\(String(decoding: outcome.output, as: UTF8.self))'")
    }
    return ChildResult(
      coldSeconds: seconds, firstCallRiseBytes: firstRise, baselineBytes: baseline,
      peakBytes: peak, peakWasReset: fields[4] == "1")
  }

  private static func read(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchmarkError("can't read \(path)")
    }
    return [UInt8](data)
  }
}

/// What a fresh child measured of one stage.
struct ChildResult: Codable {
  /// The stage's first call in the process, per query, in seconds.
  var coldSeconds: Double
  /// How far the first call raised the resident set above the one just before it, in bytes
  /// (its own memory, and the code and runtime data touched for the first time).
  var firstCallRiseBytes: Int
  /// The resident set just before the second call, in bytes.
  var baselineBytes: Int
  /// The resident high-water mark after the second call, in bytes.
  var peakBytes: Int
  /// Whether the high-water mark was reset before each call; if not, the peaks may be those of
  /// preparing the inputs.
  var peakWasReset: Bool

  /// How far the second call raised the resident set above its baseline, in bytes: the
  /// stage's own working memory.
  var riseBytes: Int {
    peakBytes - baselineBytes
  }
}
