/// The command line of `snapshot-benchmarks`, parsed by hand (the package takes no dependencies).
struct BenchmarkOptions {
  /// Node counts of the generated hierarchies.
  var sizes = [1_000, 10_000, 100_000]
  /// Timed samples per stage.
  var runs = 7
  /// Untimed calls before the samples.
  var warmups = 2
  /// Whether to print JSON instead of tables.
  var json = false
  /// Whether this is the short CI run.
  var quick = false
  /// Whether to measure peak memory in child processes.
  var measuresMemory = true
  /// Times only the stages whose name contains this text (for profiling).
  var only: String?
  /// The arguments of a memory child (`stage old new`), when this process is one.
  var memoryChild: [String]?
  /// Whether to time the presentation explorer on the seed apps instead of the stages.
  var explorer = false

  static let help = """
    USAGE: snapshot-benchmarks [--quick] [--json] [--runs <n>] [--sizes <n,n,...>] [--no-memory]
           snapshot-benchmarks --explorer [--quick] [--runs <n>]

    Times every stage of PresentationSnapshots on seeded, generated hierarchies of 1k, 10k and
    100k nodes (and headless apps of the same size for the capture stage), next to baselines
    measured in the same run on the same texts: a memcmp of the text against a copy of itself
    and GNU `diff -u` run as a subprocess (whole process timed, start-up included). Prints the
    median of each stage, its ratio to each baseline and its growth from one size to the next
    (linear reads ~10x per 10x), the 8,000-line repetitive one-change diff, and the peak memory
    of the largest case measured in child processes. Build in release:

      swift run -c release snapshot-benchmarks

    OPTIONS:
      --quick           3 runs, 1 warm-up, shorter samples; for CI (well under a minute).
      --json            Print the results as JSON instead of tables.
      --runs <n>        Timed samples per stage (default 7; medians are reported).
      --sizes <list>    Node counts, comma-separated (default 1000,10000,100000).
      --no-memory       Skip the peak-memory child processes.
      --only <text>     Time only the stages whose name contains <text> (for profiling).
      --explorer        Time the presentation explorer instead: every seed app explored to
                        depth 6, next to one launch of each app measured in the same run
                        (states per second, time to exhaust, new states per depth).
      -h, --help        Show this help.
    """

  /// Parses the arguments after the executable's name.
  ///
  /// - Returns: The options, or a message saying what is wrong.
  static func parse(_ arguments: [String]) -> Result<BenchmarkOptions, UsageError> {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        options.quick = true
        options.runs = 3
        options.warmups = 1
      case "--json":
        options.json = true
      case "--explorer":
        options.explorer = true
      case "--no-memory":
        options.measuresMemory = false
      case "--runs":
        guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else {
          return .failure(UsageError("--runs needs a positive number"))
        }
        options.runs = value
      case "--sizes":
        let sizes = remaining.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? []
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 200 }) else {
          return .failure(UsageError("--sizes needs node counts of at least 200, like 1000,10000"))
        }
        options.sizes = sizes
      case "--only":
        guard let value = remaining.popFirst() else {
          return .failure(UsageError("--only needs part of a stage name, like 'parse'"))
        }
        options.only = value
      case "--memory-child":
        options.memoryChild = Array(remaining.prefix(3))
        return options.memoryChild?.count == 3
          ? .success(options) : .failure(UsageError("--memory-child needs stage, old, new"))
      default:
        return .failure(UsageError("unknown argument '\(argument)'"))
      }
    }
    return .success(options)
  }
}

/// A bad command line, with what is wrong.
struct UsageError: Error {
  /// What is wrong, in words.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
