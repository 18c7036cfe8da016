import PresentationSnapshotTesting
import Testing

/// The innermost `.recordMode(_:)` trait wins, per test case.
@Suite(.recordMode(.never))
struct RecordModeTraitTests {
  @Test func suiteTraitApplies() {
    #expect(SnapshotContext.current.recordMode == .never)
  }

  @Test(.recordMode(.all)) func testTraitBeatsSuiteTrait() {
    #expect(SnapshotContext.current.recordMode == .all)
  }

  @Suite(.recordMode(.missing))
  struct Nested {
    @Test func nestedSuiteBeatsOuterSuite() {
      #expect(SnapshotContext.current.recordMode == .missing)
    }

    @Test(.recordMode(.never), arguments: [1, 2])
    func eachCaseIsScoped(value: Int) {
      #expect(SnapshotContext.current.recordMode == .never)
    }
  }
}

struct NoRecordModeTraitTests {
  @Test func withoutTraitNoModeIsSet() {
    #expect(SnapshotContext.current.recordMode == nil)
  }
}
