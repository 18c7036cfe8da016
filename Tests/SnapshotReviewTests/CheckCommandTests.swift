import Testing

struct CheckCommandTests {
  @Test("check passes when every snapshot parses")
  func passes() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.referencePath + ".new", Fixture.broken)
    let result = try await package.run("check")
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    // The fixture is written in format 1, which still reads.
    #expect(
      result.errors.contains(
        "Checked 1 snapshot file: no errors (1 in an older format: RECORD_SNAPSHOTS=all writes "
          + "it in format 2)."))
  }

  @Test("check says nothing of the format when every file is in the current one")
  func currentFormat() async throws {
    let package = try TemporaryPackage()
    let current = Fixture.reference.replacing(
      "presentation-snapshot 1\n", with: "presentation-snapshot 2\n")
    try package.write(Fixture.referencePath, current)
    let result = try await package.run("check")
    #expect(result.status == 0)
    #expect(result.errors.contains("Checked 1 snapshot file: no errors."))
  }

  @Test("check reports file:line:column: message and exits with 1")
  func reportsErrors() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.otherPath, Fixture.broken)
    let result = try await package.run("check")
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("\(Fixture.otherPath):") == true)
    #expect(try #require(lines.first).split(separator: ":").count >= 4)
  }

  @Test("check takes paths, and names a missing one")
  func paths() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.otherPath, Fixture.broken)
    #expect(try await package.run("check", Fixture.referencePath).status == 0)
    let missing = try await package.run("check", "Snapshots/nope.txt")
    #expect(missing.status == 2)
    #expect(missing.errors.contains("'Snapshots/nope.txt'"))
  }

  @Test("check reports a mistyped role with where it is and the role it was probably meant to be")
  func mistypedRole() async throws {
    let package = try TemporaryPackage()
    try package.write(
      Fixture.referencePath,
      Fixture.twoSteps.replacing(
        "  transition UITransitionView style", with: "  transtion UITransitionView style"))
    let result = try await package.run("check")
    #expect(result.status == 1)
    #expect(
      result.output == "\(Fixture.referencePath):14:3: unknown role 'transtion': did you mean "
        + "'transition'? (the roles are window, transition, chrome, container, controller, "
        + "hosting, content, view)\n")
    #expect(result.errors.contains("Checked 1 snapshot file: 1 with errors."))
  }

  @Test("A role of its own that looks like no known one is valid, as the format allows")
  func ownRole() async throws {
    let package = try TemporaryPackage()
    try package.write(
      Fixture.referencePath,
      Fixture.reference.replacing(
        "  controller UIViewController", with: "  scroll-view UIScrollView"))
    let result = try await package.run("check")
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
  }

  @Test("A conflicted reference is reported with the accept command, and accepting resolves it")
  func conflictedReferenceAccepted() async throws {
    let package = try TemporaryPackage()
    let conflicted = Fixture.reference.replacing(
      "  controller UIViewController #A\n",
      with: "<<<<<<< HEAD\n  controller UIViewController #A\n=======\n"
        + "  controller UIViewController #B\n>>>>>>> feature\n")
    try package.write(Fixture.referencePath, conflicted)
    // What a local test run leaves beside a reference it can't read: the recording.
    try package.write(Fixture.referencePath + ".new", Fixture.changed)
    let checked = try await package.run("check")
    #expect(checked.status == 1)
    #expect(checked.output.hasPrefix("\(Fixture.referencePath):7:1: merge conflict marker"))
    #expect(
      checked.output.contains(
        "run the test locally (it keeps its recording beside the file as FILE.new), then accept "
          + "that with 'swift run snapshots accept FILE'"))
    let accepted = try await package.run("accept", Fixture.referencePath)
    #expect(accepted.status == 0)
    #expect(accepted.output == "Accepted \(Fixture.referencePath)\n")
    #expect(package.read(Fixture.referencePath) == Fixture.changed)
    #expect(try await package.run("check").status == 0)
  }
}
