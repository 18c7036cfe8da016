import Foundation
import Testing

/// The diff driver `snapshots init` sets up makes real `git diff` name the step of a change.
struct GitDiffDriverTests {
  /// Runs git in a folder with a fixed identity and no user or system configuration.
  private func git(_ arguments: [String], in folder: URL) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    process.environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "HOME": folder.path,
      "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
      "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test("after the line init prints, a git diff hunk header names the step the hunk starts in")
  func hunkHeaderNamesTheStep() async throws {
    let package = try TemporaryPackage()
    let initialised = try await package.run("init")
    let command = try #require(
      initialised.output.split(separator: "\n").first { $0.contains("git config") })
    let snapshot = "Snapshots/AppTests/ToastTests/toast.txt"
    try package.write(snapshot, RenderCommandTests.twoSteps)
    guard try git(["init", "-q"], in: package.root).status == 0 else {
      Issue.record("git is needed for this test and could not run")
      return
    }
    // The command as printed: `git config <name> '<pattern>'`.
    let words = command.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 3)
    let pattern = String(words[3].dropFirst().dropLast())
    #expect(try git(["config", String(words[2]), pattern], in: package.root).status == 0)
    #expect(try git(["add", "-A"], in: package.root).status == 0)
    #expect(try git(["commit", "-qm", "reference"], in: package.root).status == 0)
    try package.write(snapshot, ReportPictureTests.regressed)
    let diff = try git(["diff", "-U1", "--", snapshot], in: package.root).output
    let hunks = diff.components(separatedBy: "\n@@ ").dropFirst()
    #expect(hunks.count == 2, "\(diff)")
    // The toast's move is inside step 2: its hunk is headed by step 2's heading.
    #expect(hunks.last?.hasPrefix("-19,6 +19,4 @@ ## step 2: present cover\n") == true, "\(diff)")
    // The front-to-back line follows the heading, so its hunk starts in step 1, as git heads a
    // change at the top of a function with the function before; the heading is its first line.
    let first = hunks.first?.split(separator: "\n") ?? []
    #expect(first.first?.hasSuffix("@@ ## step 1: launch") == true, "\(diff)")
    #expect(first.dropFirst().first == " ## step 2: present cover", "\(diff)")
  }
}
