#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and waits for it, through `posix_spawn` (Foundation's `Process` would link
/// Foundation's full library into the command line, which costs every command its start-up).
enum ChildProcess {
  /// Where the child's standard output and error go.
  enum Output {
    /// To this process's standard error.
    case standardError
    /// Nowhere.
    case discarded
  }

  /// Runs a program found on `PATH` in a directory and waits for it to exit.
  ///
  /// A program that can't be found or a directory that can't be entered ends with status 127
  /// or 2, as the shell reports them.
  ///
  /// - Parameters:
  ///   - arguments: The program's name, then its arguments.
  ///   - directory: The directory it runs in.
  ///   - environment: Its environment variables, `PATH` included.
  ///   - output: Where its standard output and error go.
  /// - Returns: Its exit status, or -1 when it died of a signal.
  /// - Throws: ``ReviewError`` when it can't be started.
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String], output: Output
  ) throws(ReviewError) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    switch output {
    case .standardError:
      posix_spawn_file_actions_adddup2(&actions, 2, 1)
    case .discarded:
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    // The shell changes directory for the child only (`posix_spawn_file_actions_addchdir_np` is
    // not in every C library's headers, and `chdir` here would move every thread).
    let shell = ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, directory] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = shell.map { strdup($0) } + [nil]
    defer {
      for argument in argv { free(argument) }
    }
    var variables: [UnsafeMutablePointer<CChar>?] =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for variable in variables { free(variable) }
    }
    var child = pid_t()
    let status = posix_spawn(&child, "/bin/sh", &actions, nil, &argv, &variables)
    guard status == 0 else {
      throw ReviewError(
        "could not run '\(arguments.joined(separator: " "))': " + String(cString: strerror(status)))
    }
    var exitStatus: Int32 = 0
    while waitpid(child, &exitStatus, 0) < 0, errno == EINTR {}
    // WIFEXITED and WEXITSTATUS are macros Swift doesn't import: the low 7 bits hold the signal.
    return exitStatus & 0x7F == 0 ? (exitStatus >> 8) & 0xFF : -1
  }
}
