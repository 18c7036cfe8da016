/// Target 6: the package's own `swift test` after the build, as a whole process, in rounds.
///
/// The tests are built first (`swift build --build-tests`, its time reported apart) and run once
/// untimed; then each round runs the README's test command, `swift test` in the package root,
/// from the spawn to the reaping, SwiftPM's check that nothing needs building included. Every
/// run must pass: a failing suite is an error, not a time.
struct TestSuiteTiming: Codable {
  /// The comparison's name, for `--only`.
  static let name = "swift test"
  /// Timed runs; each takes seconds, so fewer than the other comparisons' rounds.
  static let rounds = 5

  /// The command timed.
  var command: String
  /// The untimed build before it.
  var buildSeconds: Double
  /// The number of tests the run reports (`Test run with N tests`), if it says.
  var tests: Int?
  /// The whole process, one value per run.
  var seconds: Spread

  /// Builds the tests and times `swift test` in the package root.
  ///
  /// - Parameter root: The package root.
  /// - Returns: The runs' times.
  /// - Throws: ``BenchmarkError`` when the build or a run fails.
  static func measure(root: String) throws(BenchmarkError) -> TestSuiteTiming {
    guard let swift = Command.find("swift") else {
      throw BenchmarkError("can't run the tests: no 'swift' on PATH")
    }
    Progress.report("swift test: building the tests; not timed")
    let build = Command(
      executable: swift, arguments: ["build", "--build-tests"], directory: root, keepsErrors: true)
    let built = try passing(build)
    let test = Command(executable: swift, arguments: ["test"], directory: root, keepsErrors: true)
    Progress.report("swift test: one untimed run")
    let first = try passing(test)
    var times: [Double] = []
    for round in 1...rounds {
      Progress.report("swift test: run \(round) of \(rounds)")
      times.append(try passing(test).seconds)
    }
    guard let spread = Spread(times) else { throw BenchmarkError("no swift test run was timed") }
    return TestSuiteTiming(
      command: test.display, buildSeconds: built.seconds,
      tests: testCount(in: String(decoding: first.output, as: UTF8.self)), seconds: spread)
  }

  /// Runs a command and requires exit status 0, showing the end of its output otherwise.
  private static func passing(_ command: Command) throws(BenchmarkError) -> Command.Outcome {
    let outcome = try command.run(keepingOutput: true)
    guard outcome.status == 0 else {
      let tail = String(decoding: outcome.output.suffix(4_000), as: UTF8.self)
      throw BenchmarkError(
        "'\(command.display)' failed with status \(outcome.status); its output ends:\n\(tail)")
    }
    return outcome
  }

  /// The test count of Swift Testing's closing line, `Test run with 518 tests in 110 suites …`.
  static func testCount(in output: String) -> Int? {
    let marker = "Test run with "
    guard let line = output.split(separator: "\n").last(where: { $0.contains(marker) }),
      let start = line.firstRange(of: marker)?.upperBound
    else { return nil }
    return Int(line[start...].prefix { $0.isNumber })
  }
}
