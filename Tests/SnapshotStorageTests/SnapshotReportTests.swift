import Foundation
import HierarchyTestSupport
import PresentationHierarchy
@_spi(Testing) import SnapshotStorage
import Testing

struct SnapshotReportTests {
  @Test(
    "The summary line counts failed, written and passed, leaving out empty categories",
    arguments: zip(
      [[1, 2, 3], [0, 0, 2], [1, 0, 0], [0, 3, 1], [0, 0, 0], [2, 0, 40]],
      [
        "Snapshots: 1 failed, 2 written, 3 passed, 6 total",
        "Snapshots: 2 passed, 2 total",
        "Snapshots: 1 failed, 1 total",
        "Snapshots: 3 written, 1 passed, 4 total",
        "Snapshots: 0 total",
        "Snapshots: 2 failed, 40 passed, 42 total",
      ])
  )
  func summarizes(counts: [Int], expected: String) throws {
    let template = try entry()
    var entries: [SnapshotReport.Entry] = []
    for (outcome, count) in zip([SnapshotReport.Outcome.failed, .written, .passed], counts) {
      for index in 0..<count {
        var entry = template
        entry.outcome = outcome
        entry.snapshot = "Snapshots/M/\(outcome.rawValue)\(index).txt"
        entries.append(entry)
      }
    }
    let report = SnapshotReport(entries: entries.reversed())
    #expect(report.failed == counts[0])
    #expect(report.written == counts[1])
    #expect(report.passed == counts[2])
    #expect(report.total == counts.reduce(0, +))
    #expect(report.summaryLine == expected)
  }

  @Test("Entries are sorted by snapshot path, then by test")
  func sortsEntries() throws {
    let template = try entry()
    let order = [("b.txt", "T2"), ("a.txt", "T9"), ("c.txt", "T1"), ("a.txt", "T1")]
    let entries = order.map { snapshot, test in
      var entry = template
      entry.snapshot = snapshot
      entry.test = test
      return entry
    }
    let report = SnapshotReport(entries: entries)
    #expect(report.entries.map(\.snapshot) == ["a.txt", "a.txt", "b.txt", "c.txt"])
    #expect(report.entries.map(\.test) == ["T1", "T9", "T2", "T1"])
  }

  @Test("An entry records the outcome, the reason and the paths of a check")
  func buildsEntries() throws {
    let sandbox = try StoreSandbox(withArtifacts: true)
    defer { sandbox.directory.remove() }
    let written = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .missing, isCI: false)
    let matched = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: false)
    let mismatched = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .never, isCI: false)
    let rerecorded = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .all, isCI: false)
    let missingKey = SnapshotKey(module: "Module", suitePath: ["Suite"], function: "other()")
    let missing = sandbox.store.check(
      StorageSamples.reference, at: missingKey, mode: .never, isCI: true)
    let entries = [written, matched, mismatched, rerecorded, missing].map {
      SnapshotReport.Entry($0, test: "Module.Suite/presentsSheet()", locations: sandbox.locations)
    }
    #expect(entries.map(\.outcome) == [.written, .passed, .failed, .written, .failed])
    #expect(entries.map(\.reason) == [.new, .matched, .mismatched, .rerecorded, .missing])
    #expect(
      entries.map(\.snapshot) == [
        StorageSamples.referencePath, StorageSamples.referencePath, StorageSamples.referencePath,
        StorageSamples.referencePath, "Snapshots/Module/Suite/other.txt",
      ])
    #expect(entries.map(\.pending) == [nil, nil, StorageSamples.pendingPath, nil, nil])
    let artifacts = sandbox.directory.url.path + "/artifacts/Module/Suite/"
    #expect(entries[2].artifact == artifacts + "presentsSheet.txt")
    #expect(entries[2].patch == artifacts + "presentsSheet.txt.patch")
    #expect(entries[2].summary == mismatched.summary)
    #expect(entries[2].summary != nil)
    #expect(entries[4].artifact == artifacts + "other.txt")
    #expect(entries[4].patch == nil)
  }

  @Test("A run's report counts what was added, and its JSON reads back to the same report")
  func writesReport() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let template = try entry()
    let run = SnapshotRun()
    #expect(run.report.total == 0)
    for (index, outcome) in [SnapshotReport.Outcome.passed, .failed, .written, .passed].enumerated()
    {
      var entry = template
      entry.outcome = outcome
      entry.snapshot = "Snapshots/M/\(3 - index).txt"
      entry.summary = outcome == .failed ? "step 1 \"a\": `x` moved" : nil
      run.add(entry, locations: SnapshotLocations(packageRoot: directory.url))
    }
    let report = run.report
    #expect(report.summaryLine == "Snapshots: 1 failed, 1 written, 2 passed, 4 total")
    #expect(report.entries.map(\.snapshot).first == "Snapshots/M/0.txt")
    let url = directory.url.appendingPathComponent("reports/report.json")
    run.writeReport(to: url)
    let first = try #require(directory.contents("reports/report.json"))
    #expect(try JSONDecoder().decode(SnapshotReport.self, from: Data(first)) == report)
    run.writeReport(to: url)
    #expect(directory.contents("reports/report.json") == first)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.hasSuffix("}\n"))
    #expect(text.hasPrefix("{\n  \"entries\" : ["))
    let topLevelKeys = text.split(separator: "\n")
      .filter { $0.hasPrefix("  \"") }
      .map { $0.dropFirst(3).prefix { $0 != "\"" } }
    #expect(topLevelKeys == ["entries", "failed", "passed", "total", "written"])
  }

  @Test("The manifest lists referenced files once, sorted, and tells failures and filters")
  func buildsManifest() throws {
    let template = try entry()
    let entries = [
      ("b.txt", SnapshotReport.Outcome.passed), ("a.txt", .failed), ("b.txt", .passed),
    ].map {
      var entry = template
      entry.snapshot = $0.0
      entry.outcome = $0.1
      return entry
    }
    let report = SnapshotReport(entries: entries)
    let filtered = manifest(report, ["tests", "--filter", "Suite"])
    #expect(filtered.referenced == ["a.txt", "b.txt"])
    #expect(filtered.hadFailures)
    #expect(filtered.wasFiltered)
    #expect(manifest(report, ["tests", "--skip", "x"]).wasFiltered)
    let green = SnapshotReport(entries: entries.filter { $0.outcome == .passed })
    let complete = manifest(green, ["tests", "--parallel"])
    #expect(complete.referenced == ["b.txt"])
    #expect(!complete.hadFailures)
    #expect(!complete.wasFiltered)
    #expect(complete.snapshotsDirectories == ["Snapshots"])
    #expect(complete.eventStreamPath == nil)
    #expect(
      SnapshotManifest.url(packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true)).path
        == "/pkg/.build/snapshots/last-run.json")
  }

  @Test("Every run keeps its report and its manifest under .build/snapshots/ of each package")
  func writesRunFiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let run = SnapshotRun()
    var entry = try entry()
    entry.snapshot = "Custom/M/S/f.txt"
    run.add(
      entry,
      locations: SnapshotLocations(
        packageRoot: directory.url,
        snapshotsDirectory: directory.url.appendingPathComponent("Custom")))
    run.writeRunFiles(
      arguments: ["tests", "--event-stream-output-path", "events.jsonl"],
      currentDirectory: directory.url, finishedAt: 42)
    let report = try #require(directory.contents(".build/snapshots/last-report.json"))
    #expect(try JSONDecoder().decode(SnapshotReport.self, from: Data(report)) == run.report)
    let data = try #require(directory.contents(".build/snapshots/last-run.json"))
    let manifest = try JSONDecoder().decode(SnapshotManifest.self, from: Data(data))
    #expect(manifest.referenced == ["Custom/M/S/f.txt"])
    #expect(manifest.snapshotsDirectories == ["Custom"])
    #expect(manifest.eventStreamPath == directory.url.appendingPathComponent("events.jsonl").path)
    #expect(manifest.finishedAt == 42)
  }

  @Test(
    "The manifest keeps the run's event stream path, resolved against the test process's folder",
    arguments: zip(
      ["/tmp/events.jsonl", ".build/events.jsonl", "../events.jsonl"],
      ["/tmp/events.jsonl", "/pkg/.build/events.jsonl", "/events.jsonl"]))
  func keepsEventStreamPath(argument: String, expected: String) throws {
    let report = SnapshotReport(entries: [try entry()])
    let arguments = [
      "tests", "--event-stream-output-path", argument, "--event-stream-version", "6.3",
    ]
    #expect(manifest(report, arguments).eventStreamPath == expected)
    #expect(manifest(report, ["tests", "--event-stream-output-path"]).eventStreamPath == nil)
  }

  private func manifest(_ report: SnapshotReport, _ arguments: [String]) -> SnapshotManifest {
    SnapshotManifest(
      report: report, snapshotsDirectories: ["Snapshots", "Snapshots"], arguments: arguments,
      currentDirectory: URL(fileURLWithPath: "/pkg", isDirectory: true), finishedAt: 100)
  }
}

// MARK: - Fixtures

/// Returns a passed entry for ``StorageSamples/key`` to copy and modify.
private func entry() throws -> SnapshotReport.Entry {
  let sandbox = try StoreSandbox()
  defer { sandbox.directory.remove() }
  try sandbox.write(
    StorageSamples.bytes(StorageSamples.reference), to: StorageSamples.referencePath)
  let outcome = sandbox.store.check(
    StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: false)
  return SnapshotReport.Entry(
    outcome, test: "Module.Suite/presentsSheet()", locations: sandbox.locations)
}
