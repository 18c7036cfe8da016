import Testing

struct OrphansCommandTests {
  private func manifest(failures: Bool = false, filtered: Bool = false) -> String {
    """
    {"hadFailures": \(failures), "referenced": ["\(Fixture.referencePath)"], \
    "wasFiltered": \(filtered)}
    """
  }

  @Test("orphans lists files the last green run did not reference, and --delete deletes them")
  func listsAndDeletes() throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.otherPath, Fixture.reference)
    try package.write(".build/snapshots/last-run.json", manifest())
    let listed = try package.run("orphans")
    #expect(listed.status == 0)
    #expect(listed.output == Fixture.otherPath + "\n")
    let deleted = try package.run("orphans", "--delete")
    #expect(deleted.status == 0)
    #expect(!package.exists(Fixture.otherPath))
    #expect(package.exists(Fixture.referencePath))
  }

  @Test(
    "orphans refuses and says why",
    arguments: [
      (Optional<(Bool, Bool)>.none, "no record of a test run"), ((true, false), "failures"),
      ((false, true), "filtered"),
    ])
  func refuses(state: (Bool, Bool)?, reason: String) throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.otherPath, Fixture.reference)
    if let (failures, filtered) = state {
      try package.write(
        ".build/snapshots/last-run.json", manifest(failures: failures, filtered: filtered))
    }
    let result = try package.run("orphans", "--delete")
    #expect(result.status == 1)
    #expect(result.errors.contains(reason))
    #expect(package.exists(Fixture.otherPath))
  }
}
