import Foundation
import SnapshotReview
import Testing

struct HelpTests {
  /// Every subcommand of `snapshots`, as the top-level help lists them.
  static let subcommands = [
    "init", "review", "accept", "reject", "pending", "check", "orphans", "diff", "render",
    "report",
  ]
  /// Every subcommand of `examples`, the seed apps' demos.
  static let examples = ["demo", "explore"]
  /// Each subcommand with the executable that runs it.
  static let everySubcommand =
    subcommands.map { ("snapshots", $0) } + examples.map { ("examples", $0) }

  @Test("every subcommand has --help", arguments: everySubcommand)
  func help(program: String, subcommand: String) async throws {
    let package = try TemporaryPackage()
    let result = try await SnapshotsProcess.run(
      [subcommand, "--help"], in: package.root, executable: program)
    #expect(result.status == 0)
    #expect(result.output.contains("USAGE: \(program) \(subcommand)"))
  }

  @Test("explore's help lists the seed apps, worked out when the help is printed")
  func exploreListsSeedApps() async throws {
    let package = try TemporaryPackage()
    let result = try await SnapshotsProcess.run(
      ["explore", "--help"], in: package.root, executable: "examples")
    #expect(result.output.contains("A seed app: zStackDolphin, windowOverlayDolphin"))
  }

  @Test("an unknown option is a usage error that names it", arguments: everySubcommand)
  func unknownOption(program: String, subcommand: String) async throws {
    let package = try TemporaryPackage()
    let result = try await SnapshotsProcess.run(
      [subcommand, "--bogus"], in: package.root, executable: program)
    #expect(result.status == 2)
    #expect(result.errors.contains("\(program) \(subcommand): unknown option '--bogus'"))
  }

  @Test("the top-level help lists the review subcommands; an unknown one exits with 2")
  func topLevel() async throws {
    let package = try TemporaryPackage()
    let help = try await SnapshotsProcess.run(["--help"], in: package.root)
    #expect(help.output.contains("USAGE: snapshots <subcommand>"))
    #expect(help.output.contains("  review    Review pending snapshots"))
    #expect(!help.output.contains("demo"))
    let unknown = try await SnapshotsProcess.run(["revue"], in: package.root)
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("unknown subcommand 'revue'; did you mean 'review'?"))
    let far = try await SnapshotsProcess.run(["frobnicate"], in: package.root)
    #expect(far.status == 2)
    #expect(far.errors.contains("unknown subcommand 'frobnicate'\n"))
  }

  @Test("the examples' help lists the demos, under its own name; a review command isn't one")
  func examplesTopLevel() async throws {
    let package = try TemporaryPackage()
    let help = try await SnapshotsProcess.run(["--help"], in: package.root, executable: "examples")
    #expect(help.output.contains("USAGE: examples <subcommand>"))
    #expect(help.output.contains("  demo      Record the mascot scenario"))
    let review = try await SnapshotsProcess.run(
      ["review"], in: package.root, executable: "examples")
    #expect(review.status == 2)
    #expect(review.errors.hasPrefix("examples: unknown subcommand 'review'"))
  }

  @Test("the top-level help lists every subcommand of the one table, once each, in its order")
  func helpListsTheTable() async throws {
    let package = try TemporaryPackage()
    let help = try await SnapshotsProcess.run(["--help"], in: package.root)
    let listed = help.output.split(separator: "\n")
      .drop { $0 != "SUBCOMMANDS:" }.dropFirst()
      .prefix { $0.hasPrefix("  ") }
      .map { String($0.dropFirst(2).prefix { $0 != " " }) }
    #expect(listed == Self.subcommands)
    #expect(Subcommand.reviewWorkflow.map(\.name) == Self.subcommands)
    #expect(Set(listed).count == listed.count)
  }

  @Test("a subcommand's usage error names the subcommand and prints its own help")
  func usageErrorPrintsHelp() async throws {
    let package = try TemporaryPackage()
    for subcommand in Subcommand.reviewWorkflow {
      let result = try await SnapshotsProcess.run([subcommand.name, "--bogus"], in: package.root)
      #expect(
        result.errors == "snapshots \(subcommand.name): unknown option '--bogus'\n\n"
          + subcommand.help + "\n")
    }
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
