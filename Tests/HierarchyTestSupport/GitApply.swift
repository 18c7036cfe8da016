import Foundation

/// Applies patches with the real `git apply`, in a fresh temporary folder.
public enum GitApply {
  /// A failed `git` command, with what it wrote to standard error.
  public struct Failure: Error, CustomStringConvertible {
    /// The arguments after `git`.
    public var arguments: [String]
    /// The exit status.
    public var status: Int32
    /// What `git` wrote to standard error.
    public var standardError: String

    public var description: String { "git \(arguments) exited \(status): \(standardError)" }
  }

  /// Writes `original` at `path` in a fresh folder, applies `patch` and returns the result.
  ///
  /// Patches without context lines need `withoutContext`, or git anchors every hunk at the end
  /// of the file.
  ///
  /// - Parameters:
  ///   - patch: A unified diff naming `a/<path>` and `b/<path>`.
  ///   - original: The bytes to patch.
  ///   - path: The file's path in the repository.
  ///   - withoutContext: Whether the patch has no context lines (`--unidiff-zero`).
  /// - Returns: The patched bytes.
  /// - Throws: An error when a file cannot be written or `git` fails.
  public static func apply(
    _ patch: String, to original: [UInt8], at path: String, withoutContext: Bool = false
  ) throws -> [UInt8] {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(original).write(to: file)
    try Data(patch.utf8).write(to: directory.url.appendingPathComponent("change.patch"))
    try git(
      ["apply"] + (withoutContext ? ["--unidiff-zero"] : []) + ["change.patch"], in: directory.url)
    return [UInt8](try Data(contentsOf: file))
  }

  private static func git(_ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = directory
    // Outside any repository `git apply` patches like `patch`; the ceiling keeps it from
    // finding one that encloses the temporary folder (it would then patch relative to that
    // repository's root), without the cost of a `git init` per patch.
    var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
    environment["GIT_CEILING_DIRECTORIES"] = directory.deletingLastPathComponent().path
    process.environment = environment
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
