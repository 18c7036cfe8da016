import Foundation
@_spi(Testing) import SnapshotStorage
import Testing

/// The JSON the run and the commands write, byte for byte as the files under
/// `Fixtures/Reports`, which were written while `outcome`, `reason` and `status` were plain
/// strings: typing them changed no byte.
struct ReportJSONGoldenTests {
  private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Reports", isDirectory: true)

  private static func golden(_ name: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("A run's report with every outcome and reason reads and writes back byte for byte")
  func runReport() throws {
    let golden = try Self.golden("report.json")
    let report = try JSONDecoder().decode(SnapshotReport.self, from: Data(golden.utf8))
    #expect(report.entries.count == 7)
    let package = try TemporaryPackage()
    let run = SnapshotRun()
    for entry in report.entries {
      run.add(entry, locations: SnapshotLocations(packageRoot: package.root))
    }
    let url = package.root.appendingPathComponent("written.json")
    run.writeReport(to: url)
    #expect(package.read("written.json") == golden)
  }

  @Test("report --json digests the golden report into the golden digest, byte for byte")
  func reportDigest() async throws {
    let package = try TemporaryPackage()
    try package.write("report.json", try Self.golden("report.json"))
    let result = try await package.run("report", "--json", "report.json")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == (try Self.golden("digest.json")))
  }

  @Test("pending --json writes each status as the golden file does, byte for byte")
  func pendingStatus() async throws {
    let package = try TemporaryPackage.withChangedAndNewPending()
    let result = try await package.run("pending", "--json")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == (try Self.golden("pending.json")))
  }
}
