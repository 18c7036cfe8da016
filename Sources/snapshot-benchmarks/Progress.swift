internal import Foundation

/// Progress lines on standard error, only for a person watching.
///
/// They are printed when standard error is a terminal and neither `NO_COLOR` nor `CI` is set,
/// as plain text; the report on standard output never contains them.
enum Progress {
  /// Whether progress lines are printed.
  static let isShown: Bool = {
    let environment = ProcessInfo.processInfo.environment
    return isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil
      && environment["CI"] == nil
  }()

  /// Prints one progress line, if they are shown.
  static func report(_ message: String) {
    guard isShown else { return }
    FileHandle.standardError.write(Data("snapshot-benchmarks: \(message)\n".utf8))
  }
}
