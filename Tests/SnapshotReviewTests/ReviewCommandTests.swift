import Foundation
import Testing

struct ReviewCommandTests {
  /// Runs `snapshots review` in a pseudo-terminal made by `script`, typing `keys`.
  private func review(
    in package: TemporaryPackage, keys: String
  ) async throws -> SnapshotsProcess.Result {
    let command = "'\(try SnapshotsProcess.executable().path)' review"
    return try await SnapshotsProcess.runProcess(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], in: package.root,
      environment: ["TERM": "dumb"], input: keys)
  }

  private func threePending() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    for name in ["a", "b", "c"] {
      let path = "Snapshots/AppTests/ToastTests/\(name).txt"
      try package.write(path, Fixture.reference)
      try package.write(path + ".new", Fixture.changed)
    }
    return package
  }

  @Test("review in a terminal: a accepts, r rejects, s skips, each after its summary and diff")
  func acceptRejectSkip() async throws {
    let package = try threePending()
    let result = try await review(in: package, keys: "ars")
    #expect(result.status == 0)
    #expect(result.output.contains("[1/3] Snapshots/AppTests/ToastTests/a.txt (changed)"))
    #expect(result.output.contains("+front-to-back: B, main"))
    #expect(result.output.contains("Reviewed: 1 accepted, 1 rejected, 1 left pending."))
    #expect(package.read("Snapshots/AppTests/ToastTests/a.txt") == Fixture.changed)
    #expect(!package.exists("Snapshots/AppTests/ToastTests/a.txt.new"))
    #expect(package.read("Snapshots/AppTests/ToastTests/b.txt") == Fixture.reference)
    #expect(!package.exists("Snapshots/AppTests/ToastTests/b.txt.new"))
    #expect(package.exists("Snapshots/AppTests/ToastTests/c.txt.new"))
  }

  @Test("review: d shows the whole file, then R rejects all remaining")
  func showThenRejectAll() async throws {
    let package = try threePending()
    let result = try await review(in: package, keys: "dR")
    #expect(result.status == 0)
    #expect(result.output.contains("test: AppTests/ToastTests/toast"))
    #expect(result.output.contains("Reviewed: 0 accepted, 3 rejected, 0 left pending."))
    #expect(!package.exists("Snapshots/AppTests/ToastTests/c.txt.new"))
  }

  @Test("review: s then A accepts the rest; q leaves everything pending")
  func acceptAllAndQuit() async throws {
    let package = try threePending()
    let accepted = try await review(in: package, keys: "sA")
    #expect(accepted.output.contains("Reviewed: 2 accepted, 0 rejected, 1 left pending."))
    #expect(package.read("Snapshots/AppTests/ToastTests/c.txt") == Fixture.changed)
    let quit = try await review(in: package, keys: "q")
    #expect(quit.output.contains("Reviewed: 0 accepted, 0 rejected, 1 left pending."))
    #expect(package.exists("Snapshots/AppTests/ToastTests/a.txt.new"))
  }

  @Test("review without a terminal refuses and suggests accept and reject")
  func refusesWithoutTerminal() async throws {
    let package = try threePending()
    let result = try await package.run("review")
    #expect(result.status == 1)
    #expect(result.errors.contains("needs a terminal"))
    #expect(result.errors.contains("snapshots accept --all"))
    #expect(package.exists("Snapshots/AppTests/ToastTests/a.txt.new"))
  }
}
