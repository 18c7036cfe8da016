import Foundation
import Testing

struct PendingCommandTests {
  @Test("pending lists new and changed snapshots with their summary")
  func listsPending() async throws {
    let package = try TemporaryPackage.withChangedAndNewPending()
    let result = try await package.run("pending")
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("A \(Fixture.otherPath): new snapshot with 1 step"))
    #expect(lines[1].hasPrefix("M \(Fixture.referencePath): step 1"))
  }

  @Test("pending --json prints one object per pending snapshot")
  func listsJSON() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.referencePath + ".new", Fixture.changed)
    let result = try await package.run("pending", "--json")
    #expect(result.status == 0)
    let items = try JSONDecoder().decode([[String: String]].self, from: Data(result.output.utf8))
    #expect(items.count == 1)
    #expect(items.first?["reference"] == Fixture.referencePath)
    #expect(items.first?["pending"] == Fixture.referencePath + ".new")
    #expect(items.first?["status"] == "changed")
  }

  @Test("pending without any says so")
  func none() async throws {
    let package = try TemporaryPackage()
    let result = try await package.run("pending")
    #expect(result.output == "No pending snapshots.\n")
  }
}
