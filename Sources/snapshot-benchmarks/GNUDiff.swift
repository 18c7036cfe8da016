internal import Foundation

/// The incumbent: GNU `diff -u` on two files, run and timed as a whole process by ``Command``.
struct GNUDiff {
  /// The `diff` executable's absolute path.
  let executable: String

  /// Finds `diff` on `PATH`, or returns `nil` when there is none.
  static func find() -> GNUDiff? {
    Command.find("diff").map(GNUDiff.init)
  }

  /// The first line of `diff --version`, such as `diff (GNU diffutils) 3.10`.
  func version() -> String {
    let outcome = try? Command(executable: executable, arguments: ["--version"]).run(
      keepingOutput: true)
    return outcome.flatMap {
      String(decoding: $0.output, as: UTF8.self).split(separator: "\n").first.map(String.init)
    } ?? "unknown"
  }

  /// `diff -u old new`, run in `directory`.
  func command(_ old: URL, _ new: URL, in directory: String? = nil) -> Command {
    Command(executable: executable, arguments: ["-u", old.path, new.path], directory: directory)
  }
}
