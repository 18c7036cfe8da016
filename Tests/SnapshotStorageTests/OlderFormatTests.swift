import Foundation
import HierarchyTestSupport
import PresentationHierarchy
@_spi(Testing) import SnapshotStorage
import Testing

/// A reference written in format 1 (before frames after a sibling were written as gaps and
/// captures left out the labels that repeat a control's `label=`) still passes when it says what
/// the recording says, and is written again in format 2 only when every snapshot is recorded.
struct OlderFormatTests {
  /// Two rows, the second a button whose `Text` repeats its label, as format 1 wrote them.
  private static let version1 = """
    presentation-snapshot 1
    test: Module/Suite/presentsSheet

    ## step 1: launch
    front-to-back: play
    window UIWindow key frame=0,0,390,844
      content Text frame=0,103,390,44
      content Button #play frame=0,147,390,44 label=Play
        content Text frame=20,159,72,20

    """

  /// The recording a capture makes of the same screen today: no `Text` under the button.
  private static func recording(playY: Double = 147) -> Recording {
    Recording(
      testName: "Module/Suite/presentsSheet",
      steps: [
        Recording.Step(
          "launch",
          Hierarchy {
            Subtree(.window, "UIWindow", .key, .frame(x: 0, y: 0, width: 390, height: 844)) {
              Subtree(.content, "Text", .frame(x: 0, y: 103, width: 390, height: 44))
              Subtree(
                .content, "Button", id: "play", .frame(x: 0, y: playY, width: 390, height: 44),
                .extra("label", "Play"))
            }
          })
      ])
  }

  @Test(
    "A format 1 reference saying the same passes and stays as it is, unless all are recorded",
    arguments: RecordMode.allCases, [false, true])
  func passesAndStays(mode: RecordMode, isCI: Bool) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let stored = Array(Self.version1.utf8)
    try sandbox.write(stored, to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      Self.recording(), at: StorageSamples.key, mode: mode, isCI: isCI)
    #expect(!outcome.isFailure)
    #expect(outcome.olderFormatVersion == 1)
    #expect(outcome.pendingURL == nil && outcome.patch == nil)
    let rewrites = mode == .all && !isCI
    #expect(StorageSamples.name(outcome.result) == (rewrites ? "written(replaced)" : "matched"))
    let now = try #require(sandbox.directory.contents(StorageSamples.referencePath))
    #expect(now == (rewrites ? StorageSamples.bytes(Self.recording()) : stored))
    if rewrites {
      #expect(outcome.summary == "written again in format 2; it read as format 1 and matched")
      #expect(String(decoding: now, as: UTF8.self).contains("frame=0,+0,390,44 label=Play\n"))
    }
    #expect(sandbox.snapshotFiles == [StorageSamples.referencePath])
  }

  @Test("A format 1 reference that says something else fails as a mismatch, naming the change")
  func differentFails() throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(Array(Self.version1.utf8), to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      Self.recording(playY: 300), at: StorageSamples.key, mode: .missing, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "mismatched")
    #expect(outcome.olderFormatVersion == nil)
    #expect(outcome.summary?.contains("play") == true)
  }

  @Test("The summary line counts the references still in an older format and says how to update")
  func summaryCounts() throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(Array(Self.version1.utf8), to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      Self.recording(), at: StorageSamples.key, mode: .missing, isCI: false)
    let entry = SnapshotReport.Entry(outcome, test: "T/t()", locations: sandbox.locations)
    #expect(entry.reason == .matchedOlderFormat && entry.outcome == .passed)
    let report = SnapshotReport(entries: [entry])
    #expect(
      report.summaryLine
        == "Snapshots: 1 passed, 1 total (1 in an older format: RECORD_SNAPSHOTS=all writes them "
        + "in format 2)")
  }
}
