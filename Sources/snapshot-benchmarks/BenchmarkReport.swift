/// Everything one run of the benchmark measured, as the tables and `--json` print it.
///
/// Every time is in seconds per call; every ``Spread`` holds one value per round (the median of
/// that round's calls) with the median and min–max over the rounds.
struct BenchmarkReport: Codable {
  /// One input size.
  struct Size: Codable {
    /// The node count requested.
    var requestedNodes: Int
    /// The generated hierarchy's node count.
    var nodes: Int
    /// The node count of the headless app's capture.
    var capturedNodes: Int
    /// The snapshot text's size in bytes.
    var textBytes: Int
    /// The snapshot text's number of lines.
    var textLines: Int
    /// The number of changed lines in each change case.
    var changedLines: [String: Int]
    /// The number of files written for this size, each read back and parsed before timing.
    var filesParsed: Int
  }

  /// One in-process stage at one size, timed in rounds with its baselines.
  struct StageResult: Codable {
    /// The stage, warm (per query for the hit test).
    var warm: Spread
    /// The byte pass over the same text, timed in the same rounds.
    var bytePass: Spread
    /// The stage ÷ the byte pass, per round.
    var versusBytePass: Spread?
    /// The GNU comparison, for the stages that compare two texts.
    var gnu: GNUWork?
  }

  /// GNU `diff -u` on the stage's pair of files and on two empty files, in the same rounds.
  struct GNUWork: Codable {
    /// The pair's case: `equal`, `1 change`, `1%`, `50%` or `repetitive`.
    var pair: String
    /// The whole process on the pair.
    var wholeProcess: Spread
    /// The whole process on two empty files: start-up, reading nothing, exit.
    var emptyInputs: Spread
    /// The pair minus the empty inputs, per round: GNU's own diff work.
    var work: Spread?
    /// The stage ÷ GNU's own diff work, per round.
    var versus: Spread?
  }

  /// A stage's results at each size, `nil` where skipped.
  struct StageRow: Codable {
    var name: String
    var results: [StageResult?]
  }

  /// A stage's fresh-child measurements at each size, `nil` where skipped.
  struct ChildRow: Codable {
    var name: String
    var results: [ChildResult?]
  }

  /// The 8,000-line repetitive one-change case.
  struct Repetitive: Codable {
    var lines: Int
    var textBytes: Int
    var removed: Int
    var inserted: Int
    var hunks: Int
    var outputBytes: Int
    var gnuOutputBytes: Int?
    /// The in-process line diff with its baselines; `nil` when filtered out with `--only`.
    var lineDiff: StageResult?
    /// The line diff's first call in a fresh child.
    var child: ChildResult?
  }

  /// One sentence pair of "What each comparison includes".
  struct Scope: Codable {
    var comparison: String
    var ours: String
    var baseline: String
  }

  var machine: String
  var diffVersion: String
  var rounds: Int
  var callsPerRound: Int
  var warmups: Int
  var quick: Bool
  var scopes: [Scope]
  var sizes: [Size]
  var stages: [StageRow]
  var children: [ChildRow]
  var repetitive: Repetitive
  var cli: CLIReport?
  /// The package's own test suite (target 6); `nil` with `--quick` or when filtered out.
  var testSuite: TestSuiteTiming?
  var targets: [Target]
  var totalSeconds: Double
}

extension BenchmarkReport {
  /// A stage's result at a size index.
  func stage(_ name: String, at size: Int) -> StageResult? {
    stages.first { $0.name == name }?.results[size]
  }

  /// A stage's fresh-child result at a size index.
  func child(_ name: String, at size: Int) -> ChildResult? {
    children.first { $0.name == name }?.results[size]
  }
}
