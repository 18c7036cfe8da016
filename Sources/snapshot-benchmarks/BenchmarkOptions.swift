/// The command line of `snapshot-benchmarks`, parsed by hand (the package takes no dependencies).
struct BenchmarkOptions {
  /// Which `snapshots` executables the whole-process comparisons time.
  enum CLI: Equatable {
    /// Build the static and the dynamic release executables from this package first.
    case build
    /// Time this executable instead.
    case given(String)
    /// Leave the whole-process comparisons of `snapshots` out.
    case skip
  }

  /// Node counts of the generated hierarchies.
  var sizes = [1_000, 10_000, 100_000]
  /// Rounds per comparison; every ratio is computed per round.
  var runs = 7
  /// Timed samples of each side inside a round (the round keeps their median).
  var calls = 5
  /// Untimed calls of an in-process side before its rounds.
  var warmups = 2
  /// Whether to print JSON instead of tables.
  var json = false
  /// Whether this is the short CI run.
  var quick = false
  /// Whether to run each stage once more in a fresh child (cold call and memory).
  var measuresMemory = true
  /// Times only the comparisons whose name contains this text (for profiling).
  var only: String?
  /// The `snapshots` executables to time.
  var cli = CLI.build
  /// The arguments of a stage child, when this process is one.
  var stageChild: [String]?
  /// Whether to time the presentation explorer on the seed apps instead of the stages.
  var explorer = false
  /// Whether to time what depending on this package adds to a consumer's clean build instead.
  var buildCost = false

  static let help = """
    USAGE: snapshot-benchmarks [--quick] [--json] [--runs <n>] [--calls <n>] [--sizes <n,...>]
                               [--no-memory] [--only <text>] [--cli <path> | --no-cli]
           snapshot-benchmarks --explorer [--quick] [--runs <n>]
           snapshot-benchmarks --build-cost [--runs <n>]

    Times every stage of PresentationSnapshots on seeded, generated hierarchies of 1k, 10k and
    100k nodes, like for like: in-process stages (warm, inputs in memory) against in-process
    baselines — one pass over the same text, and GNU's own diff work on the same files (GNU
    `diff -u` as a whole process minus the same on two empty files) — and the real `snapshots`
    executable against GNU `diff -u`, whole process against whole process. Each comparison runs
    in interleaved rounds (both sides back to back in every round); every ratio is the median
    over the rounds with its min–max. Each stage also runs once in a fresh child process, for its
    first (cold) call and its peak memory from its own baseline. Before any timing it builds
    `snapshots` in release twice, fully static and dynamic (their build times are reported
    apart). Last it times the package's own `swift test`, five runs after an untimed build and
    run. Build in release:

      swift run -c release snapshot-benchmarks

    OPTIONS:
      --quick           3 rounds of 3 calls, 1 warm-up, shorter samples, no 50% line diff at
                        100k nodes, only the static `snapshots` build, no `swift test`; for CI.
      --json            Print the results as JSON instead of tables.
      --runs <n>        Rounds per comparison (default 7).
      --calls <n>       Timed calls of each side per round (default 5; work slower than 0.5 s
                        is timed once per round).
      --sizes <list>    Node counts, comma-separated (default 1000,10000,100000).
      --no-memory       Skip the fresh child per stage (cold first call and peak memory).
      --only <text>     Run only the comparisons whose name contains <text> (for profiling).
      --cli <path>      Time this `snapshots` executable instead of building it.
      --no-cli          Skip the whole-process comparisons of `snapshots`.
      --explorer        Time apps instead: the presentation explorer on every seed app to
                        depth 6, next to one launch of each app measured in the same run
                        (states per second, time to exhaust, new states per depth); the
                        explorer exhausting generated apps of growing size (states per
                        second, fitted growth exponent); and one snapshot test of a small
                        app, against comparing pre-rendered text with its file.
      --build-cost      Time what depending on this package adds to a consumer's clean
                        `swift build --build-tests` (README's manifest, one test) against
                        the same package with no dependency (3 rounds unless --runs; minutes
                        each).
      -h, --help        Show this help.
    """

  /// Parses the arguments after the executable's name.
  ///
  /// - Returns: The options, or a message saying what is wrong.
  static func parse(_ arguments: [String]) -> Result<BenchmarkOptions, UsageError> {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    var runs: Int?
    var calls: Int?
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        options.quick = true
      case "--json":
        options.json = true
      case "--explorer":
        options.explorer = true
      case "--build-cost":
        options.buildCost = true
      case "--no-memory":
        options.measuresMemory = false
      case "--no-cli":
        options.cli = .skip
      case "--cli":
        guard let path = remaining.popFirst() else {
          return .failure(UsageError("--cli needs the path of a snapshots executable"))
        }
        options.cli = .given(path)
      case "--runs", "--calls":
        guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else {
          return .failure(UsageError("\(argument) needs a positive number"))
        }
        if argument == "--runs" { runs = value } else { calls = value }
      case "--sizes":
        let sizes = remaining.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? []
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 200 }) else {
          return .failure(UsageError("--sizes needs node counts of at least 200, like 1000,10000"))
        }
        options.sizes = sizes
      case "--only":
        guard let value = remaining.popFirst() else {
          return .failure(UsageError("--only needs part of a comparison's name, like 'parse'"))
        }
        options.only = value
      case StageChild.option:
        options.stageChild = Array(remaining)
        return .success(options)
      default:
        return .failure(UsageError("unknown argument '\(argument)'"))
      }
    }
    if options.quick {
      options.runs = 3
      options.calls = 3
      options.warmups = 1
    }
    options.runs = runs ?? options.runs
    options.calls = calls ?? options.calls
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
