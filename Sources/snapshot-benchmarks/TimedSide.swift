/// One side of a comparison, ready to be timed one sample at a time by ``Rounds``.
struct TimedSide {
  /// Times one sample and returns the seconds per call.
  var sample: () throws(BenchmarkError) -> Double
  /// How long one warm call took while the side was prepared, in seconds.
  var warmCall: Double

  /// An in-process side: `warmups` untimed calls, then samples of a calibrated number of calls.
  ///
  /// Work shorter than `minimumSample` is repeated inside each sample (the count is calibrated
  /// on the last warm-up) and the sample divided by the repetitions, so microsecond stages are
  /// not lost in the clock's overhead.
  static func inProcess<Result>(
    warmups: Int, minimumSample: Duration, _ work: @escaping () -> Result
  ) -> TimedSide {
    let clock = ContinuousClock()
    var warm = clock.measure { blackHole(work()) }
    for _ in 1..<max(1, warmups) {
      warm = clock.measure { blackHole(work()) }
    }
    let repetitions =
      warm >= minimumSample
      ? 1 : min(10_000, Int((minimumSample / max(warm, .nanoseconds(50))).rounded(.up)))
    return TimedSide(
      sample: {
        let elapsed = clock.measure {
          for _ in 0..<repetitions {
            blackHole(work())
          }
        }
        return elapsed.seconds / Double(repetitions)
      }, warmCall: warm.seconds)
  }

  /// A whole-process side: one untimed run that must end as `expected` (it also warms the page
  /// cache), then one spawn per sample, each checked the same way.
  ///
  /// - Returns: The side and the untimed run's outcome, with its output.
  /// - Throws: ``BenchmarkError`` when a run ends otherwise than `expected`.
  static func process(
    _ command: Command, expecting expected: ExitExpectation
  ) throws(BenchmarkError) -> (TimedSide, Command.Outcome) {
    let first = try command.run(keepingOutput: true)
    do {
      try expected.check(first, of: command)
    } catch {
      // Run it once more with its standard error, to say why.
      var loud = command
      loud.keepsErrors = true
      let output = try loud.run(keepingOutput: true).output
      throw BenchmarkError(
        "\(error.description)\nits output with standard error:\n"
          + String(decoding: output.prefix(4_000), as: UTF8.self))
    }
    let side = TimedSide(
      sample: { () throws(BenchmarkError) -> Double in
        let outcome = try command.run()
        try expected.check(outcome, of: command)
        return outcome.seconds
      }, warmCall: first.seconds)
    return (side, first)
  }
}

/// How a timed program must end, checked on every run: anything else fails the benchmark
/// rather than being timed.
enum ExitExpectation {
  /// Status 0 (`--help`, a build, a child of this benchmark).
  case success
  /// Status 0 and no output (a diff of equal files).
  case same
  /// Status 1 and some output (a diff of different files; `diff` and `snapshots diff` both
  /// use 0 same, 1 different, 2 trouble).
  case different

  /// Throws when `outcome` is not what this expects.
  func check(_ outcome: Command.Outcome, of command: Command) throws(BenchmarkError) {
    let fine =
      switch self {
      case .success: outcome.status == 0
      case .same: outcome.status == 0 && outcome.outputBytes == 0
      case .different: outcome.status == 1 && outcome.outputBytes > 0
      }
    guard fine else {
      let output = String(decoding: outcome.output.prefix(4_000), as: UTF8.self)
      throw BenchmarkError(
        "'\(command.display)' exited with status \(outcome.status) and \(outcome.outputBytes) "
          + "bytes of output where \(description) was expected"
          + (output.isEmpty ? "" : ":\n\(output)"))
    }
  }

  private var description: String {
    switch self {
    case .success: "status 0"
    case .same: "status 0 (same) and no output"
    case .different: "status 1 (different) and some output"
    }
  }
}
