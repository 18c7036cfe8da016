import Foundation
import HierarchyTestSupport
import PresentationHierarchy
import SnapshotStorage
import Testing

struct SnapshotStoreConcurrencyTests {
  @Test("200 parallel checks on distinct keys in one folder all write their exact files")
  func checksInParallel() async throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let cases = parallelCases()
    let store = sandbox.store
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for (index, item) in cases.enumerated() {
        group.addTask {
          let outcome = store.check(item.recording, at: item.key, mode: .missing, isCI: false)
          return (index, StorageSamples.name(outcome.result))
        }
      }
      var results: [Int: String] = [:]
      for await (index, name) in group { results[index] = name }
      return results
    }
    #expect(results.count == 200)
    #expect(results.values.allSatisfy { $0 == "written(new)" })
    #expect(sandbox.directory.files == cases.map { "Snapshots/" + $0.key.relativePath }.sorted())
    for item in cases {
      #expect(
        sandbox.directory.contents("Snapshots/" + item.key.relativePath)
          == Array(SnapshotFormat.write(item.recording).utf8),
        "\(item.key)")
    }
  }

  @Test("200 parallel checks against existing references all match or mismatch as they should")
  func comparesInParallel() async throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let cases = parallelCases()
    for item in cases {
      try sandbox.write(
        Array(SnapshotFormat.write(item.recording).utf8), to: "Snapshots/" + item.key.relativePath)
    }
    let store = sandbox.store
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for (index, item) in cases.enumerated() {
        group.addTask {
          // Every third check sees a changed recording.
          var recording = item.recording
          if index % 3 == 0 { recording.testName = "changed" }
          let outcome = store.check(recording, at: item.key, mode: .never, isCI: false)
          return (index, StorageSamples.name(outcome.result))
        }
      }
      var results: [Int: String] = [:]
      for await (index, name) in group { results[index] = name }
      return results
    }
    for index in cases.indices {
      #expect(results[index] == (index % 3 == 0 ? "mismatched" : "matched"), "case \(index)")
    }
    #expect(sandbox.directory.files.count { $0.hasSuffix(".new") } == 67)
  }
}

// MARK: - Fixtures

private struct ParallelCase: Sendable {
  var key: SnapshotKey
  var recording: Recording
}

/// 200 generated recordings under keys that share suite folders, so writes race on folders.
private func parallelCases() -> [ParallelCase] {
  var generator = RandomHierarchy(seed: 7)
  return (0..<200).map { index in
    ParallelCase(
      key: SnapshotKey(
        module: "Module", suitePath: ["Suite\(index % 5)", "Nested\(index % 3)"],
        function: "test\(index)()", name: index % 2 == 0 ? "step \(index)" : nil),
      recording: generator.recording())
  }
}
