import PresentationSnapshotTesting
import Testing

/// The snapshot workflow end to end against the package's own `Snapshots/` folder: the
/// reference below is committed, so under CI this test proves it still matches.
struct ExampleSnapshotTests {
  @Test("A mascot in its own window stays in front of a full-screen cover")
  func mascotWindowStaysInFront() throws {
    let recorder = HierarchyRecorder()
    recorder.step("launch", Scenes.launchWithOverlay)
    recorder.step("present fullScreenCover", Scenes.fixedCover)
    expectSnapshot(of: recorder)
    #expect(try recorder.last.isInFront("mascot", of: "cover"))
    #expect(recorder.last.hitTestName(Point(x: 10, y: 10)) == "cover")
  }
}
