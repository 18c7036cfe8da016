#if canImport(Glibc)
internal import Glibc
#endif

/// A program run the way the whole-process comparisons time it, without Foundation's `Process`
/// (whose set-up and run-loop polling would add to every timing).
///
/// `posix_spawn` starts the program with this process's environment, standard input from
/// `/dev/null`, standard output into a pipe that ``run(keepingOutput:)`` drains to the end, and
/// standard error to `/dev/null` (or into the same pipe); `waitpid` reaps it. The time runs from
/// just before the spawn to just after the reaping.
struct Command {
  /// The program's absolute path.
  var executable: String
  /// The arguments after the program's name.
  var arguments: [String]
  /// The child's working directory, or `nil` for this process's.
  var directory: String?
  /// Whether standard error goes into the output pipe instead of `/dev/null`.
  var keepsErrors = false

  /// What one run did.
  struct Outcome {
    /// The exit status.
    var status: Int32
    /// The number of bytes the program wrote into the pipe.
    var outputBytes: Int
    /// Those bytes, when the run kept them.
    var output: [UInt8]
    /// From just before the spawn to just after the reaping.
    var seconds: Double
  }

  /// The command as a shell would show it, for the report.
  var display: String {
    ([executable] + arguments).joined(separator: " ")
  }

  /// Runs the program once and waits for it.
  ///
  /// - Parameter keepingOutput: Whether to keep the output bytes (else they are only counted).
  /// - Returns: The exit status, the output and the time.
  /// - Throws: ``BenchmarkError`` when the program can't be started or is killed by a signal.
  func run(keepingOutput: Bool = false) throws(BenchmarkError) -> Outcome {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw BenchmarkError("can't make a pipe: error \(errno)") }
    defer { close(ends[0]) }
    // Close-on-exec, so no child keeps a copy of either end; the child's `dup2` onto its
    // standard output clears the flag there. (`fcntl` fails only on a bad descriptor.)
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    if keepsErrors {
      posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    if let directory {
      guard GlibcExtras.addChangeDirectory(&actions, directory) else {
        close(ends[1])
        throw BenchmarkError("can't set the working directory of '\(display)' to \(directory)")
      }
    }
    let words = [executable] + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer {
      for word in argv { free(word) }
    }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var output: [UInt8] = []
    var outputBytes = 0
    var pid: pid_t = 0

    let start = ContinuousClock.now
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(ends[1])
    guard spawned == 0 else {
      throw BenchmarkError("can't start '\(display)': error \(spawned)")
    }
    while true {
      let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      if count > 0 {
        outputBytes += count
        if keepingOutput { output += buffer[..<count] }
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw BenchmarkError("waitpid failed for '\(display)'") }
    }
    let seconds = (ContinuousClock.now - start).seconds

    // `WIFEXITED` and `WEXITSTATUS` are macros Swift doesn't import: the low 7 bits hold the
    // signal that ended the child (0 when it exited), the next 8 bits its exit status.
    guard status & 0x7f == 0 else {
      throw BenchmarkError("'\(display)' was killed by signal \(status & 0x7f)")
    }
    return Outcome(
      status: (status >> 8) & 0xff, outputBytes: outputBytes, output: output, seconds: seconds)
  }

  /// Finds a program on `PATH`.
  ///
  /// - Parameter name: The program's name, such as `diff`.
  /// - Returns: Its absolute path, or `nil` when no directory on `PATH` has it.
  static func find(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
