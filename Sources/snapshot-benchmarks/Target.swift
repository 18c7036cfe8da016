/// One of issue 17's measured targets, judged on this run's figures (release, ratios measured
/// in the same rounds; target 6 times the debug test suite, as `swift test` builds it).
struct Target: Codable {
  /// The target's number in the issue.
  var number: Int
  /// The target in words, with its limit.
  var goal: String
  /// What was measured, in words; why not, when it wasn't.
  var measured: String
  /// The figure the limit applies to: seconds for targets 1 and 6, a ratio for the others.
  var value: Spread?
  /// Whether ``value`` is a ratio (else seconds).
  var isRatio: Bool
  /// The limit on the median.
  var limit: Double
  /// Whether the median is within the limit; `nil` when not measured.
  var met: Bool?
  /// Whether every round is within the limit; `nil` when not measured.
  var metInEveryRound: Bool?

  init(
    number: Int, goal: String, measured: String, value: Spread?, isRatio: Bool, limit: Double
  ) {
    self.number = number
    self.goal = goal
    self.measured = measured
    self.value = value
    self.isRatio = isRatio
    self.limit = limit
  }

  /// The target with ``met`` and ``metInEveryRound`` judged from its value.
  func judged() -> Target {
    var target = self
    target.met = value.map { $0.median <= limit }
    target.metInEveryRound = value.map { $0.max <= limit }
    return target
  }
}

extension Target {
  /// The measured targets (5, honest benchmarks, is how they are measured), judged on the other
  /// figures of a report.
  static func evaluate(_ report: BenchmarkReport) -> [Target] {
    [
      writeParseEqual(report), repetitiveLineDiff(report), repetitiveCLI(report),
      largeCLI(report), testSuite(report),
    ]
    .map { $0.judged() }
  }

  private static func testSuite(_ report: BenchmarkReport) -> Target {
    var target = Target(
      number: 6, goal: "`swift test` after the build ≤ 8 s",
      measured: report.quick
        ? "not measured: --quick (CI runs the suite itself)"
        : "not measured: filtered out with --only", value: nil, isRatio: false, limit: 8)
    guard let suite = report.testSuite else { return target }
    target.value = suite.seconds
    target.measured =
      "`\(suite.command)` in the package root, whole process, \(suite.seconds.rounds.count) runs "
      + "after `swift build --build-tests` (\(ReportFormat.time(suite.buildSeconds)), not timed) "
      + "and one untimed run; \(suite.tests.map { "\($0) tests" } ?? "test count not found")"
    return target
  }

  private static func writeParseEqual(_ report: BenchmarkReport) -> Target {
    var target = Target(
      number: 1, goal: "10k nodes write + parse + equal (values ==), in process, ≤ 6 ms",
      measured: "not measured: --sizes has no 10000", value: nil, isRatio: false, limit: 0.006)
    guard let size = report.sizes.firstIndex(where: { $0.requestedNodes == 10_000 }) else {
      return target
    }
    let parts = ["write", "parse", "equal: values =="].map { report.stage($0, at: size)?.warm }
    guard let write = parts[0], let parse = parts[1], let equal = parts[2] else {
      target.measured = "not measured: a stage was filtered out with --only"
      return target
    }
    let sums = write.rounds.indices.map { round -> Double? in
      guard let a = write.rounds[round], let b = parse.rounds[round], let c = equal.rounds[round]
      else { return nil }
      return a + b + c
    }
    target.value = Spread(sums)
    target.measured =
      "warm medians: write \(ReportFormat.time(write.median)) + parse "
      + "\(ReportFormat.time(parse.median)) + equal \(ReportFormat.time(equal.median)); "
      + "the sum is taken per round"
    return target
  }

  private static func repetitiveLineDiff(_ report: BenchmarkReport) -> Target {
    var target = Target(
      number: 2,
      goal: "in-process line diff on the 8,002-line repetitive pair ≤ GNU's own diff work "
        + "(whole process on the pair − whole process on empty inputs)",
      measured: "not measured", value: nil, isRatio: true, limit: 1)
    guard let lineDiff = report.repetitive.lineDiff else {
      target.measured = "not measured: filtered out with --only"
      return target
    }
    guard let gnu = lineDiff.gnu else {
      target.measured = "not measured: no GNU diff on PATH"
      return target
    }
    target.value = gnu.versus
    target.measured =
      "line diff \(ReportFormat.time(lineDiff.warm.median)); GNU "
      + "\(ReportFormat.time(gnu.wholeProcess.median)) − \(ReportFormat.time(gnu.emptyInputs.median))"
      + " on empty inputs = \(gnu.work.map { ReportFormat.time($0.median) } ?? "—") of diff work"
    return target
  }

  private static func repetitiveCLI(_ report: BenchmarkReport) -> Target {
    var target = cliTarget(
      3, report, comparison: CLIComparisons.repetitiveName,
      goal: "`snapshots diff A B` ≤ 1.5x GNU `diff -u A B`, whole process, 8k repetitive pair",
      limit: 1.5)
    if let startUp = report.cli?.comparison(CLIComparisons.startUpName),
      let side = startUp.ours.first
    {
      target.measured +=
        "; start-up: `snapshots --help` (\(side.binary)) \(ReportFormat.time(side.seconds.median))"
        + " vs `diff -u` on two empty files \(ReportFormat.time(startUp.gnu.median)), "
        + (side.versusGNU.map(ReportFormat.ratio) ?? "—")
    }
    return target
  }

  private static func largeCLI(_ report: BenchmarkReport) -> Target {
    cliTarget(
      4, report, comparison: CLIComparisons.changedName(nodes: 100_000),
      goal: "`snapshots diff` ≤ 3x GNU `diff -u`, whole process, two valid 100k-node snapshot "
        + "files with 1% of nodes changed", limit: 3)
  }

  private static func cliTarget(
    _ number: Int, _ report: BenchmarkReport, comparison name: String, goal: String,
    limit: Double
  ) -> Target {
    var target = Target(
      number: number, goal: goal, measured: "not measured", value: nil, isRatio: true,
      limit: limit)
    guard let cli = report.cli else {
      target.measured = "not measured: --no-cli or --only, or no GNU diff on PATH"
      return target
    }
    guard let comparison = cli.comparison(name), let side = comparison.ours.first else {
      target.measured =
        name.contains("100k")
        ? "not measured: --sizes has no 100000" : "not measured: filtered out with --only"
      return target
    }
    target.value = side.versusGNU
    target.measured =
      "snapshots (\(side.binary)) \(ReportFormat.time(side.seconds.median)), GNU "
      + "\(ReportFormat.time(comparison.gnu.median))"
      + comparison.ours.dropFirst().map { other in
        "; \(other.binary): \(ReportFormat.time(other.seconds.median)), "
          + (other.versusGNU.map(ReportFormat.ratio) ?? "—")
      }.joined()
    return target
  }
}
