internal import Foundation

/// The incumbent baseline: GNU `diff -u` run as a subprocess on two files.
///
/// A timed call covers the whole process (spawn, exec, dynamic loading, reading both files from
/// the page cache, diffing, writing the unified diff into a pipe that this process drains, exit
/// and reaping), so process start-up is included. Writing the files is not timed.
struct GNUDiff {
  /// The `diff` executable.
  let executable: URL

  /// Finds `diff` on `PATH`, or returns `nil` when there is none.
  static func find() -> GNUDiff? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("diff")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return GNUDiff(executable: candidate)
      }
    }
    return nil
  }

  /// The first line of `diff --version`, such as `diff (GNU diffutils) 3.10`.
  func version() -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return "unknown" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
      ?? "unknown"
  }

  /// Runs `diff -u old new` and returns the number of output bytes, or -1 when it can't run.
  func run(old: URL, new: URL) -> Int {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["-u", old.path, new.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    // `waitUntilExit()` polls the run loop every 50 ms on Linux, which would add up to 50 ms
    // to every call; the termination handler fires as soon as the child is reaped.
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    guard (try? process.run()) != nil else { return -1 }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    exited.wait()
    // Status 0 means equal and 1 different; anything else is trouble.
    return process.terminationStatus <= 1 ? output.count : -1
  }
}
