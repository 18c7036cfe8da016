import Foundation
import Testing

struct HelpTests {
  static let subcommands = [
    "init", "review", "accept", "reject", "pending", "check", "orphans", "diff", "render",
    "report",
  ]

  @Test("every subcommand has --help", arguments: subcommands)
  func help(subcommand: String) async throws {
    let package = try TemporaryPackage()
    let result = try await SnapshotsProcess.run([subcommand, "--help"], in: package.root)
    #expect(result.status == 0)
    #expect(result.output.contains("USAGE: snapshots \(subcommand)"))
  }

  @Test("an unknown option is a usage error that names it", arguments: subcommands)
  func unknownOption(subcommand: String) async throws {
    let package = try TemporaryPackage()
    let result = try await SnapshotsProcess.run([subcommand, "--bogus"], in: package.root)
    #expect(result.status == 2)
    #expect(result.errors.contains("unknown option '--bogus'"))
  }

  @Test("the top-level help lists the review subcommands; an unknown one exits with 2")
  func topLevel() async throws {
    let package = try TemporaryPackage()
    let help = try await SnapshotsProcess.run(["--help"], in: package.root)
    #expect(help.output.contains("  review    Review pending snapshots"))
    #expect(help.output.contains("  demo      Record the mascot scenario"))
    let unknown = try await SnapshotsProcess.run(["revue"], in: package.root)
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("unknown subcommand 'revue'; did you mean 'review'?"))
    let far = try await SnapshotsProcess.run(["frobnicate"], in: package.root)
    #expect(far.status == 2)
    #expect(far.errors.contains("unknown subcommand 'frobnicate'\n"))
  }

  @Test("after '--' a --help is an argument, not a request for help")
  func doubleDashEndsOptions() async throws {
    let package = try TemporaryPackage()
    try package.write("--help", Fixture.reference)
    try package.write("b.txt", Fixture.changed)
    let result = try await SnapshotsProcess.run(
      ["diff", "--", "--help", "b.txt"], in: package.root)
    #expect(result.status == 1)
    #expect(result.output.contains("--- --help\n+++ b.txt\n"))
    #expect(!result.output.contains("USAGE"))
  }

  @Test("outside a package the commands say where they looked")
  func noPackage() async throws {
    // The file system's root: no Package.swift above it, wherever TMPDIR points.
    let outside = URL(fileURLWithPath: "/", isDirectory: true)
    try #require(!FileManager.default.fileExists(atPath: "/Package.swift"))
    let result = try await SnapshotsProcess.run(["pending"], in: outside)
    #expect(result.status == 1)
    #expect(result.errors.contains("no Package.swift"))
  }
}
