import Foundation
import Testing

/// The built `snapshots` executable, run as a subprocess in a temporary package.
struct SnapshotsProcess {
  /// What a run printed and its exit status.
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// An executable next to the test bundle (the test target depends on it, so it is built):
  /// `snapshots`, or `examples`.
  static func executable(_ name: String = "snapshots") throws -> URL {
    var candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    if let override = ProcessInfo.processInfo.environment["SNAPSHOTS_EXECUTABLE"] {
      candidates.insert(URL(fileURLWithPath: override).deletingLastPathComponent(), at: 0)
    }
    let found = candidates.map { $0.appendingPathComponent(name) }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
    return try #require(found, "no '\(name)' executable next to \(candidates)")
  }

  /// Runs `snapshots` (or another executable of the package) with arguments in a directory,
  /// with a clean environment.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    executable name: String = "snapshots"
  ) async throws -> Result {
    try await runProcess(
      try executable(name), arguments, in: directory, environment: environment)
  }

  /// Runs a program, collecting its output through files so large outputs can't block it.
  ///
  /// It waits for the program to exit without holding a thread: the tests share a pool of as
  /// many threads as the machine has cores, and one blocked on a child process would idle.
  static func runProcess(
    _ executable: URL, _ arguments: [String], in directory: URL,
    environment: [String: String] = [:], input: String? = nil
  ) async throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path].merging(environment) {
      _, own in own
    }
    let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      ".out-\(UUID().uuidString)")
    let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      ".err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outputURL)
      try? FileManager.default.removeItem(at: errorURL)
    }
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    let pipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : pipe
    let exited = AsyncStream<Void> { exited in
      process.terminationHandler = { _ in exited.finish() }
    }
    try process.run()
    if let input {
      pipe.fileHandleForWriting.write(Data(input.utf8))
      try pipe.fileHandleForWriting.close()
    }
    for await _ in exited {}
    return Result(
      status: process.terminationStatus,
      output: try String(contentsOf: outputURL, encoding: .utf8),
      errors: try String(contentsOf: errorURL, encoding: .utf8))
  }
}
