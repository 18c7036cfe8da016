import Foundation
import Testing

struct DiffCommandTests {
  @Test("diff exits with 0 for the same files and prints nothing")
  func same() async throws {
    let package = try TemporaryPackage()
    try package.write("a.txt", Fixture.reference)
    try package.write("b.txt", Fixture.reference)
    let result = try await package.run("diff", "a.txt", "b.txt")
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
  }

  @Test("diff prints the summary and a plain unified diff, exit 1")
  func different() async throws {
    let package = try TemporaryPackage()
    try package.write("a.txt", Fixture.reference)
    try package.write("b.txt", Fixture.changed)
    let result = try await package.run("diff", "a.txt", "b.txt")
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("step 1"))
    #expect(result.output.contains("--- a.txt\n+++ b.txt\n"))
    #expect(result.output.contains("\n-front-to-back: A, main\n+front-to-back: B, main\n"))
    #expect(!result.output.contains("\u{1B}["))
  }

  @Test(
    "diff exits with 2 on a missing file or a wrong argument count",
    arguments: [
      (["diff", "a.txt", "nope.txt"], "'nope.txt'"), (["diff", "a.txt"], "two snapshot files"),
      (["diff", "a.txt", "a.txt", "c.txt"], "'c.txt'"),
    ])
  func errors(arguments: [String], named: String) async throws {
    let package = try TemporaryPackage()
    try package.write("a.txt", Fixture.reference)
    let result = try await SnapshotsProcess.run(arguments, in: package.root)
    #expect(result.status == 2)
    #expect(result.errors.contains(named))
  }

  @Test("diff needs no package: two files outside any Package.swift compare by absolute path")
  func outsideAPackage() async throws {
    let package = try TemporaryPackage()
    try package.write("a.txt", Fixture.reference)
    try package.write("b.txt", Fixture.changed)
    let old = package.root.appendingPathComponent("a.txt").path
    let new = package.root.appendingPathComponent("b.txt").path
    // The file system's root: no Package.swift above it, wherever TMPDIR points.
    let outside = URL(fileURLWithPath: "/", isDirectory: true)
    try #require(!FileManager.default.fileExists(atPath: "/Package.swift"))
    let result = try await SnapshotsProcess.run(["diff", old, new], in: outside)
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("step 1"))
    #expect(result.output.contains("--- \(old)\n+++ \(new)\n"))
  }
}
