import Foundation
import Testing

struct ResolveCommandTests {
  @Test("accept PATH moves the pending file over the reference")
  func acceptPath() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.referencePath + ".new", Fixture.changed)
    let result = try await package.run("accept", Fixture.referencePath)
    #expect(result.status == 0)
    #expect(result.output == "Accepted \(Fixture.referencePath)\n")
    #expect(package.read(Fixture.referencePath) == Fixture.changed)
    #expect(!package.exists(Fixture.referencePath + ".new"))
  }

  @Test("reject --all removes every pending file and keeps the references")
  func rejectAll() async throws {
    let package = try TemporaryPackage.withChangedAndNewPending()
    let result = try await package.run("reject", "--all")
    #expect(result.status == 0)
    #expect(result.output.contains("Rejected \(Fixture.otherPath)"))
    #expect(package.read(Fixture.referencePath) == Fixture.reference)
    #expect(!package.exists(Fixture.referencePath + ".new"))
    #expect(!package.exists(Fixture.otherPath + ".new"))
    #expect(!package.exists(Fixture.otherPath))
  }

  @Test("accept --all adds new snapshots from a subfolder's working directory")
  func acceptAllFromSubfolder() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.otherPath + ".new", Fixture.changed)
    try package.write("Sources/App/App.swift", "")
    let result = try await SnapshotsProcess.run(
      ["accept", "--all"], in: package.root.appendingPathComponent("Sources/App"))
    #expect(result.status == 0)
    #expect(result.output.contains("Added"))
    #expect(package.read(Fixture.otherPath) == Fixture.changed)
  }

  @Test("a path without a pending file fails, names it and changes nothing")
  func unknownPath() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath + ".new", Fixture.changed)
    let result = try await package.run("accept", Fixture.referencePath, "Snapshots/missing.txt")
    #expect(result.status == 1)
    #expect(result.errors.contains("'Snapshots/missing.txt'"))
    #expect(package.exists(Fixture.referencePath + ".new"))
  }

  @Test(
    "usage errors exit with 2 and name the argument",
    arguments: [
      (["accept"], "'--all'"), (["reject", "--all", "x.txt"], "'x.txt'"),
      (["accept", "--everything"], "'--everything'"),
    ])
  func usageErrors(arguments: [String], named: String) async throws {
    let package = try TemporaryPackage()
    let result = try await SnapshotsProcess.run(arguments, in: package.root)
    #expect(result.status == 2)
    #expect(result.errors.contains(named))
  }
}
