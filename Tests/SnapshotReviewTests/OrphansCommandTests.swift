import Foundation
import SnapshotStorage
import Testing

struct OrphansCommandTests {
  @Test("orphans lists files no passing test references, and --delete deletes them")
  func listsAndDeletes() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.otherPath, Fixture.reference)
    try package.write(Fixture.otherPath + ".new", Fixture.changed)
    try package.writeLastRun(referenced: [Fixture.referencePath], tests: [.passed("toast()")])
    let listed = try await package.run("orphans", "--no-run")
    #expect(listed.status == 0)
    #expect(listed.output == Fixture.otherPath + "\n")
    let deleted = try await package.run("orphans", "--delete", "--no-run")
    #expect(deleted.status == 0)
    #expect(deleted.output == "Deleted \(Fixture.otherPath)\n")
    #expect(!package.exists(Fixture.otherPath))
    #expect(!package.exists(Fixture.otherPath + ".new"))
    #expect(package.exists(Fixture.referencePath))
  }

  @Test(
    "A test that failed, was skipped or did not finish keeps its snapshots, and says why",
    arguments: [
      (
        LastRunTest.failed("other()"),
        "its test AppTests.ToastTests/other()/ToastTests.swift:9:4 failed"
      ),
      (.skipped("other()", "not on Linux"), "was skipped (not on Linux)"),
      (.started("other()"), "did not finish"),
    ])
  func keepsFilesOfTestsThatDidNotPass(test: LastRunTest, reason: String) async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.otherPath, Fixture.reference)
    try package.write("Snapshots/AppTests/ToastTests/other.dark.txt", Fixture.reference)
    try package.write("Snapshots/AppTests/ToastTests/gone.txt", Fixture.reference)
    try package.writeLastRun(
      referenced: [Fixture.referencePath], tests: [.passed("toast()"), test])
    let result = try await package.run("orphans", "--delete", "--no-run")
    #expect(result.status == 0)
    #expect(result.output == "Deleted Snapshots/AppTests/ToastTests/gone.txt\n")
    #expect(result.errors.contains("kept \(Fixture.otherPath): "))
    #expect(result.errors.contains("kept Snapshots/AppTests/ToastTests/other.dark.txt: "))
    #expect(result.errors.contains(reason))
    #expect(package.exists(Fixture.otherPath))
    #expect(package.exists("Snapshots/AppTests/ToastTests/other.dark.txt"))
  }

  @Test("A free test function owns the snapshots under its file's name")
  func freeFunctionsOwnByFileName() async throws {
    let package = try TemporaryPackage()
    try package.write("Snapshots/AppTests/LooseTests/loose.txt", Fixture.reference)
    try package.writeLastRun(
      referenced: [], tests: [.failed("loose()", suite: nil, file: "LooseTests.swift")])
    let result = try await package.run("orphans", "--no-run")
    #expect(result.output.isEmpty)
    #expect(result.errors.contains("kept Snapshots/AppTests/LooseTests/loose.txt: its test"))
  }

  @Test(
    "orphans refuses, saying why, when the last run can't be trusted, and deletes nothing",
    arguments: [
      (LastRunDamage.noManifest, "no record of a test run"),
      (.filtered, "filtered (--filter or --skip)"),
      (.noEventStream, "wrote no event stream"),
      (.unfinishedStream, "holds no end of run"),
      (.laterStream, "comes from a later run than the manifest"),
      (.otherSnapshotsFolder, "used Elsewhere/Snapshots, not Snapshots"),
      (.issueOutsideTests, "recorded issues outside any test"),
    ])
  func refuses(damage: LastRunDamage, reason: String) async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.otherPath, Fixture.reference)
    try package.writeLastRun(referenced: [], tests: [.passed("toast()")], damage: damage)
    let result = try await package.run("orphans", "--delete", "--no-run")
    #expect(result.status == 1)
    #expect(result.errors.contains(reason))
    #expect(package.exists(Fixture.otherPath))
  }

  @Test(
    "Another package's snapshots folder is refused before any test runs: nothing written there",
    arguments: [["orphans", "--delete"], ["orphans", "--delete", "--no-run"]])
  func refusesAnotherPackagesFolder(arguments: [String]) async throws {
    let package = try TemporaryPackage()
    let other = try TemporaryPackage()
    try other.write(Fixture.referencePath, Fixture.reference)
    try other.write(Fixture.otherPath, Fixture.reference)
    let otherFolder = other.root.appendingPathComponent("Snapshots").path
    // A stand-in `swift` does what this package's tests would do with SNAPSHOTS_DIR set: record
    // its own snapshot into that folder and leave a green run that references only it.
    try package.writeLastRun(
      referenced: [otherFolder + "/AppTests/ATests/mine.txt"], tests: [.passed("toast()")],
      snapshotsFolder: otherFolder)
    try FileManager.default.moveItem(
      at: package.root.appendingPathComponent(".build/snapshots"),
      to: package.root.appendingPathComponent("staged-run"))
    try package.writeStandInSwift(
      """
      touch ran.txt
      mkdir -p "$SNAPSHOTS_DIR/AppTests/ATests" && echo mine > "$SNAPSHOTS_DIR/AppTests/ATests/mine.txt"
      cp staged-run/* .build/snapshots/
      """)
    let result = try await SnapshotsProcess.run(
      arguments, in: package.root,
      environment: ["SNAPSHOTS_DIR": otherFolder, "PATH": package.standInPath])
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "the snapshots folder \(otherFolder) (\(SnapshotLocations.snapshotsDirectoryVariable)) "
          + "belongs to another package, \(other.root.path)"))
    #expect(
      result.errors.contains("Run 'snapshots orphans' in \(other.root.path), or here without"))
    #expect(!package.exists("ran.txt"), "no test ran")
    #expect(other.exists(Fixture.referencePath) && other.exists(Fixture.otherPath))
    #expect(!other.exists("Snapshots/AppTests/ATests/mine.txt"))
    #expect(result.output.isEmpty)
  }

  @Test("A folder of the package's own, named by a relative SNAPSHOTS_DIR, is judged as usual")
  func judgesItsOwnFolderNamedBySnapshotsDir() async throws {
    let package = try TemporaryPackage()
    try package.write("CI/Snapshots/AppTests/ToastTests/toast.txt", Fixture.reference)
    try package.write("CI/Snapshots/AppTests/ToastTests/other.txt", Fixture.reference)
    try package.writeLastRun(
      referenced: ["CI/Snapshots/AppTests/ToastTests/toast.txt"], tests: [.passed("toast()")],
      snapshotsFolder: "CI/Snapshots")
    let result = try await package.run(
      "orphans", "--no-run", environment: ["SNAPSHOTS_DIR": "CI/Snapshots"])
    #expect(result.status == 0)
    #expect(result.output == "CI/Snapshots/AppTests/ToastTests/other.txt\n")
  }

  @Test("A snapshots folder outside the package is refused too, saying so")
  func refusesAFolderOutsideThePackage() async throws {
    let package = try TemporaryPackage()
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
      "SnapshotReviewTests-outside-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let result = try await package.run(
      "orphans", "--no-run", environment: ["SNAPSHOTS_DIR": outside.path])
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "is not inside this package (\(package.root.path)) and no package holds it"))
  }

  @Test(
    "Without a usable run, orphans runs the tests itself and says so; a failure deletes nothing")
  func runsTheTestsWhenNeeded() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.otherPath, Fixture.reference)
    // `swift` is not on the subprocess's PATH, so the run fails and leaves no record.
    let result = try await package.run("orphans", "--delete")
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "no record of a test run (.build/snapshots/last-run.json is missing); running 'swift test "
          + "--event-stream-output-path "))
    #expect(result.errors.contains("after running the tests, no record of a test run"))
    #expect(package.exists(Fixture.otherPath))
  }

  @Test("The tests it runs itself are 'swift test' with the event stream, in the package root")
  func runsSwiftTestInThePackageRoot() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.otherPath, Fixture.reference)
    // A stand-in `swift` first on PATH records where and how it was run.
    try package.writeStandInSwift(
      """
      pwd > "$PWD/ran-in.txt"
      echo "$@" > "$PWD/ran-with.txt"
      echo "$SNAPSHOTS_DIR" > "$PWD/ran-for.txt"
      """)
    let subfolder = package.root.appendingPathComponent("Snapshots")
    let result = try await SnapshotsProcess.run(
      ["orphans"], in: subfolder, environment: ["PATH": package.standInPath])
    #expect(result.status == 1)
    #expect(package.read("ran-in.txt") == package.root.path + "\n")
    #expect(
      package.read("ran-with.txt")
        == "test --event-stream-output-path .build/snapshots/events.jsonl --event-stream-version 6.3\n"
    )
    // The tests record into this package's folder, named in full, and no other.
    #expect(package.read("ran-for.txt") == package.root.path + "/Snapshots\n")
    #expect(package.exists(Fixture.otherPath))
  }
}

// MARK: - Fixtures

/// A test in a fake last run, with what happened to it.
struct LastRunTest: Sendable, CustomTestStringConvertible {
  var function: String
  var suite: String?
  var file: String
  var events: [String]

  var testDescription: String { "\(function): \(events.joined(separator: ", "))" }

  static func passed(_ function: String) -> Self {
    Self(
      function: function, suite: "ToastTests", file: "ToastTests.swift",
      events: ["testStarted", "testEnded"])
  }

  static func failed(
    _ function: String, suite: String? = "ToastTests", file: String = "ToastTests.swift"
  ) -> Self {
    Self(
      function: function, suite: suite, file: file,
      events: ["testStarted", "issueRecorded", "testEnded"])
  }

  static func skipped(_ function: String, _ reason: String) -> Self {
    Self(
      function: function, suite: "ToastTests", file: "ToastTests.swift",
      events: ["testSkipped:" + reason])
  }

  static func started(_ function: String) -> Self {
    Self(function: function, suite: "ToastTests", file: "ToastTests.swift", events: ["testStarted"])
  }

  /// The stream's identifier: `AppTests.ToastTests/toast()/ToastTests.swift:9:4`.
  var id: String {
    "AppTests." + ([suite, function].compactMap(\.self) + ["\(file):9:4"]).joined(separator: "/")
  }
}

/// What is wrong with a fake last run, if anything.
enum LastRunDamage: Sendable {
  case none, noManifest, filtered, noEventStream, unfinishedStream, laterStream
  case otherSnapshotsFolder, issueOutsideTests
}

extension TemporaryPackage {
  /// Writes the manifest and the Swift Testing event stream of a run (the stream in version 0's
  /// records, which the reader takes as it takes version 6.3's).
  func writeLastRun(
    referenced: [String], tests: [LastRunTest], damage: LastRunDamage = .none,
    snapshotsFolder: String = "Snapshots"
  ) throws {
    let streamPath = root.appendingPathComponent(".build/snapshots/events.jsonl").path
    var records = tests.map { test in
      #"{"kind":"test","payload":{"id":"\#(test.id)","isParameterized":false,"kind":"function","#
        + #""name":"\#(test.function)","sourceLocation":{"_filePath":"/x/\#(test.file)","#
        + #""column":4,"fileID":"AppTests/\#(test.file)","line":9}},"version":0}"#
    }
    for test in tests {
      for event in test.events {
        let kind = event.split(separator: ":").first.map(String.init) ?? event
        let comments = event.split(separator: ":", maxSplits: 1).dropFirst().map { "\"\($0)\"" }
        let issue =
          kind == "issueRecorded" ? #","issue":{"isKnown":false,"sourceLocation":{"line":9}}"# : ""
        records.append(
          #"{"kind":"event","payload":{"_comments":[\#(comments.joined())],"instant":"#
            + #"{"absolute":1,"since1970":1000},"kind":"\#(kind)","messages":[],"#
            + #""testID":"\#(test.id)"\#(issue)},"version":0}"#)
      }
    }
    if damage == .issueOutsideTests {
      records.append(
        #"{"kind":"event","payload":{"instant":{"absolute":1,"since1970":1000},"#
          + #""issue":{"isKnown":false},"kind":"issueRecorded","messages":[]},"version":0}"#)
    }
    if damage != .unfinishedStream {
      let end = damage == .laterStream ? 2000 : 1000.5
      records.append(
        #"{"kind":"event","payload":{"instant":{"absolute":2,"since1970":\#(end)},"#
          + #""kind":"runEnded","messages":[]},"version":0}"#)
    }
    try write(".build/snapshots/events.jsonl", records.joined(separator: "\n") + "\n")
    guard damage != .noManifest else { return }
    let folder = damage == .otherSnapshotsFolder ? "Elsewhere/Snapshots" : snapshotsFolder
    let stream = damage == .noEventStream ? "" : #""eventStreamPath": "\#(streamPath)", "#
    try write(
      ".build/snapshots/last-run.json",
      #"{"referenced": [\#(referenced.map { "\"\($0)\"" }.joined(separator: ", "))], "#
        + #""snapshotsDirectories": ["\#(folder)"], "hadFailures": false, "#
        + #""wasFiltered": \#(damage == .filtered), \#(stream)"finishedAt": 1001}"#)
  }

  /// Writes `bin/swift`, a shell script that stands in for the toolchain's `swift` when
  /// ``standInPath`` is the `PATH`.
  func writeStandInSwift(_ script: String) throws {
    try write("bin/swift", "#!/bin/sh\n" + script + "\n")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent("bin/swift").path)
  }

  /// A `PATH` that finds the stand-in `swift` first.
  var standInPath: String { root.appendingPathComponent("bin").path + ":/usr/bin:/bin" }
}
