/// "What each comparison includes": both sides of every comparison, in words.
enum ComparisonScopes {
  /// The sentences of the report, for the executables timed (`nil` when none is).
  static func all(binaries: [CLIBinary]?) -> [BenchmarkReport.Scope] {
    let inProcess =
      "in this process, warm (after untimed warm-ups; microsecond work repeated inside each "
      + "sample), inputs already in memory, no I/O; the result is kept, not written anywhere"
    let gnuProcess =
      "posix_spawn of GNU `diff -u`, dynamic loading of its libraries, reading both files (from "
      + "the page cache), diffing, writing the diff into a pipe this benchmark drains, exit and "
      + "reaping (waitpid)"
    var scopes = [
      BenchmarkReport.Scope(
        comparison: "stage ÷ byte pass",
        ours: "the stage " + inProcess,
        baseline: "one pass over the same text counting its newlines, timed the same way (in "
          + "process, warm, in memory); at 100k nodes the text (5 MB) outgrows most L2 caches, so this baseline depends "
          + "on the cache size there"),
      BenchmarkReport.Scope(
        comparison: "stage ÷ GNU's own diff work (and target 2)",
        ours: "the equality, line diff or tree diff " + inProcess
          + " (the texts as Strings or parsed values; the unified diff built as a String)",
        baseline: "GNU's whole process on the same pair of files (" + gnuProcess
          + ") minus its whole process on two empty files (spawn, loading, exit, reaping), both "
          + "timed in the same rounds; what is left still includes reading the two files and "
          + "writing the diff into the pipe, which our side doesn't do"),
    ]
    if let binaries {
      let labels = binaries.map { "\($0.label): \($0.linking)" }.joined(separator: "; ")
      let ours =
        "posix_spawn of `snapshots` (\(labels)), its start-up (in an empty folder outside any "
        + "package), reading both files, normalizing and parsing them, the line "
        + "diff with breadcrumb hunk headers and the tree diff's one-line summary, writing both "
        + "into a pipe this benchmark drains, exit and reaping (waitpid)"
      scopes += [
        BenchmarkReport.Scope(
          comparison: "`snapshots diff A B` ÷ GNU `diff -u A B` (targets 3 and 4)",
          ours: ours,
          baseline: gnuProcess
            + "; both run in the same folder with the same environment and file descriptors"),
        BenchmarkReport.Scope(
          comparison: "`snapshots --help` ÷ GNU `diff -u` on two empty files (start-up)",
          ours: "posix_spawn of `snapshots`, its start-up, writing the help text into the "
            + "pipe, exit and reaping",
          baseline: "posix_spawn of GNU `diff -u`, dynamic loading, opening two empty files, "
            + "writing nothing, exit and reaping"),
      ]
    }
    scopes.append(
      BenchmarkReport.Scope(
        comparison: "cold call and memory (fresh child per stage)",
        ours: "a new process of this benchmark reads the two files and prepares the stage's "
          + "inputs (parsing where it needs values); then, twice, it returns free heap pages "
          + "(malloc_trim), resets the resident high-water mark (5 into /proc/self/clear_refs) "
          + "and runs the stage once. The first call is the cold one (the first in the process: "
          + "page faults, lazy initialization, cold caches), timed; the second call's peak "
          + "resident set above the resident set just before it is the stage's memory",
        baseline: "none: absolute figures, beside the warm median"))
    scopes.append(
      BenchmarkReport.Scope(
        comparison: "`swift test` (target 6)",
        ours: "posix_spawn of `swift test` in the package root (the README's test command): "
          + "SwiftPM's check that nothing needs building, the debug test process running every "
          + "test in parallel, their output into a pipe this benchmark drains, exit and reaping; "
          + "after `swift build --build-tests` and one run, both untimed; every run must pass",
        baseline: "none: the issue's limit is absolute (8 s on this machine), so the host's "
          + "load shows in it"))
    return scopes
  }
}
