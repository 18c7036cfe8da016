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

        To name the step in git diff's hunk headers, run once in your clone:
          git config diff.presentation-snapshot.xfuncname '^## step .*$'

        """)
    #expect(package.read(".gitignore")?.hasPrefix(".build/\n") == true)
    #expect(package.read(".gitignore")?.contains("\n/Snapshots/**/*.new\n") == true)
    #expect(
      package.read(".gitattributes")
        == "Snapshots/** text eol=lf\nSnapshots/**/*.txt diff=presentation-snapshot\n")
    #expect(
      package.read("Snapshots/.editorconfig")?.contains("insert_final_newline = true") == true)
    let workflow = try #require(package.read(".github/workflows/snapshots.yml"))
    #expect(workflow.contains("--event-stream-output-path .build/snapshots/events.jsonl"))
    // Swift Testing runs no test when the stream's folder is missing, as on a fresh checkout,
    // and hides every warning with version 0 of the stream.
    #expect(workflow.contains("mkdir -p .build/snapshots &&\n          swift test\n"))
    #expect(workflow.contains("--event-stream-version 6.3\n"))
    // The report goes to the job summary and, on a pull request, into a comment.
    #expect(
      workflow.contains(
        "swift run snapshots report --markdown > .build/snapshots/report.md &&\n"
          + "          cat .build/snapshots/report.md >> \"$GITHUB_STEP_SUMMARY\"\n"))
    #expect(workflow.contains("\npermissions:\n  contents: read\n  pull-requests: write\n"))
    #expect(workflow.contains("if: always() && github.event_name == 'pull_request'\n"))
    #expect(workflow.contains("uses: actions/github-script@v7\n"))
    #expect(workflow.contains("fs.readFileSync('.build/snapshots/report.md', 'utf8')"))
    #expect(workflow.contains("github.rest.issues.updateComment("))
    #expect(!workflow.contains("scripts/"), "the workflow needs nothing from this repository")
  }

  @Test("the Running in CI article shows the workflow exactly as init writes it")
  func articleShowsTheWorkflow() async throws {
    let package = try TemporaryPackage()
    _ = try await package.run("init")
    let workflow = try #require(package.read(".github/workflows/snapshots.yml"))
    let article = try String(
      contentsOf: PictureFixtures.packageRoot.appendingPathComponent(
        "Sources/PresentationSnapshotTesting/PresentationSnapshotTesting.docc/running-in-ci.md"),
      encoding: .utf8)
    #expect(article.contains("```yaml\n" + workflow + "```\n"))
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

  @Test(
    "A .gitignore that already ignores .build, spelt any usual way, gets no second line for it",
    arguments: [".build", ".build/", "/.build", "/.build/"])
  func keepsAnExistingBuildLine(line: String) async throws {
    let package = try TemporaryPackage()
    try package.write(".gitignore", line + "\n")
    let result = try await package.run("init")
    #expect(result.output.contains(".gitignore: updated\n"))
    let lines = try #require(package.read(".gitignore")).split(separator: "\n")
    #expect(lines.first.map(String.init) == line)
    #expect(lines.filter { $0.contains(".build") }.count == 1)
    #expect(lines.last == "/Snapshots/**/*.new")
  }

  @Test("With the printed git config, git diff's hunk headers name the step of the change")
  func diffDriverNamesTheStep() async throws {
    let package = try TemporaryPackage()
    let setup = try await package.run("init")
    let line = setup.output.split(separator: "\n").first { $0.contains("git config") }
    let command = try #require(line).drop { $0 == " " }
    try await package.git("init", "--quiet")
    let configured = try await package.shell(String(command))
    #expect(configured.status == 0, "\(configured.errors)")
    let path = "Snapshots/AppTests/ToastTests/toast.txt"
    try package.write(path, Fixture.twoSteps)
    try await package.git("add", ".")
    try await package.git("commit", "--quiet", "-m", "snapshot")
    try package.write(
      path, Fixture.twoSteps.replacing("style=overFullScreen", with: "style=pageSheet"))
    let diff = try await package.git("diff")
    #expect(
      diff.output.contains("\n@@ -11,5 +11,5 @@ ## step 2: present cover\n"), "\(diff.output)")
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

extension TemporaryPackage {
  /// Runs a shell command in the package's root, with Git's system and global settings ignored.
  func shell(_ command: String) async throws -> SnapshotsProcess.Result {
    try await SnapshotsProcess.runProcess(
      URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: root,
      environment: [
        "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
        "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
        "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
      ])
  }

  /// Runs `git` in the package's root, and requires it to succeed.
  @discardableResult
  func git(_ arguments: String...) async throws -> SnapshotsProcess.Result {
    let quoted = arguments.map { "'" + $0 + "'" }.joined(separator: " ")
    let result = try await shell("git " + quoted)
    try #require(result.status == 0, "git \(quoted): \(result.errors)")
    return result
  }
}
