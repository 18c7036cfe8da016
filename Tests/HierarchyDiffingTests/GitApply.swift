import Foundation

/// Runs `git apply` on a patch in a fresh temporary repository.
enum GitApply {
  /// A failed `git` command, with what it wrote to standard error.
  struct Failure: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    let standardError: String

    var description: String { "git \(arguments) exited \(status): \(standardError)" }
  }

  /// Writes `old` to `snap.txt`, applies `patch` to it with `git apply` and returns the result.
  ///
  /// The patch must name the file `a/snap.txt` and `b/snap.txt`. Patches without context lines
  /// need `--unidiff-zero`, or git anchors every hunk at the end of the file.
  static func patched(_ old: String, with patch: String, withoutContext: Bool = false) throws
    -> String
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("linediff-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("snap.txt")
    try Data(old.utf8).write(to: file)
    try Data(patch.utf8).write(to: directory.appendingPathComponent("snap.patch"))
    try git(["init", "--quiet"], in: directory)
    try git(["apply"] + (withoutContext ? ["--unidiff-zero"] : []) + ["snap.patch"], in: directory)
    return String(decoding: try Data(contentsOf: file), as: UTF8.self)
  }

  private static func git(_ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
    let standardError = Pipe()
    process.standardError = standardError
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let errorOutput = standardError.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        arguments: arguments, status: process.terminationStatus,
        standardError: String(decoding: errorOutput, as: UTF8.self))
    }
  }
}
