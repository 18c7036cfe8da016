import Foundation
import Testing

struct InitCommandTests {
  @Test(
    "init writes the ignore line, line endings, editor settings and a workflow for this package")
  func setsUpAPackage() async throws {
    let package = try TemporaryPackage()
    let result = try await package.run("init")
    #expect(result.status == 0)
    #expect(
      result.output == """
        .gitignore: created
        .gitattributes: created
        Snapshots/.editorconfig: created
        .github/workflows/snapshots.yml: created

        """)
    #expect(package.read(".gitignore")?.contains("\n/Snapshots/**/*.new\n") == true)
    #expect(package.read(".gitattributes") == "Snapshots/** text eol=lf\n")
    #expect(
      package.read("Snapshots/.editorconfig")?.contains("insert_final_newline = true") == true)
    let workflow = try #require(package.read(".github/workflows/snapshots.yml"))
    #expect(workflow.contains("--event-stream-output-path .build/snapshots/events.jsonl"))
    // Swift Testing runs no test when the stream's folder is missing, as on a fresh checkout,
    // and hides every warning with version 0 of the stream.
    #expect(workflow.contains("mkdir -p .build/snapshots &&\n          swift test\n"))
    #expect(workflow.contains("--event-stream-version 6.3\n"))
    #expect(workflow.contains("swift run snapshots report --markdown >> \"$GITHUB_STEP_SUMMARY\""))
    #expect(!workflow.contains("scripts/"), "the workflow needs nothing from this repository")
  }

  @Test("init extends existing files, never overwrites them, and a second run changes nothing")
  func isIdempotent() async throws {
    let package = try TemporaryPackage()
    try package.write(".gitignore", ".build/")
    try package.write(".github/workflows/snapshots.yml", "name: Mine\n")
    let first = try await package.run("init")
    #expect(first.output.contains(".gitignore: updated\n"))
    #expect(first.output.contains(".github/workflows/snapshots.yml: exists, left as it is\n"))
    #expect(package.read(".gitignore")?.hasPrefix(".build/\n# Pending snapshots") == true)
    #expect(package.read(".github/workflows/snapshots.yml") == "name: Mine\n")
    let before = try ["/.gitignore", "/.gitattributes", "/Snapshots/.editorconfig"].map {
      try Data(contentsOf: package.root.appendingPathComponent($0))
    }
    let second = try await package.run("init")
    #expect(second.output.contains(".gitignore: already set up\n"))
    #expect(second.output.contains(".gitattributes: already set up\n"))
    let after = try ["/.gitignore", "/.gitattributes", "/Snapshots/.editorconfig"].map {
      try Data(contentsOf: package.root.appendingPathComponent($0))
    }
    #expect(before == after)
  }

  @Test("A relative SNAPSHOTS_DIR means the same folder from any folder of the package")
  func relativeSnapshotsFolderFromASubfolder() async throws {
    let package = try TemporaryPackage()
    try package.write("CI/Snapshots/AppTests/ToastTests/toast.txt", Fixture.reference)
    try package.write("CI/Snapshots/AppTests/ToastTests/toast.txt.new", Fixture.changed)
    try package.write("Tests/AppTests/.keep", "")
    let result = try await SnapshotsProcess.run(
      ["pending"], in: package.root.appendingPathComponent("Tests/AppTests"),
      environment: ["SNAPSHOTS_DIR": "CI/Snapshots"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("M "))
    #expect(result.output.contains("CI/Snapshots/AppTests/ToastTests/toast.txt"))
    let setup = try await SnapshotsProcess.run(
      ["init"], in: package.root.appendingPathComponent("Tests/AppTests"),
      environment: ["SNAPSHOTS_DIR": "CI/Snapshots"])
    #expect(setup.output.contains("CI/Snapshots/.editorconfig: created"))
    #expect(package.read(".gitignore")?.contains("/CI/Snapshots/**/*.new") == true)
  }
}
