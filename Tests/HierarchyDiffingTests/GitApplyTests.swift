import HierarchyDiffing
import HierarchyTestSupport
import Testing

struct GitApplyTests {
  private static let paths = UnifiedDiffOptions(oldPath: "a/snap.txt", newPath: "b/snap.txt")

  private func expectGitApplyRebuilds(
    _ new: String, from old: String, options: UnifiedDiffOptions = paths
  ) throws {
    let patch = LineDiff(from: old, to: new).unified(options)
    guard !patch.isEmpty else {
      #expect(old.utf8.elementsEqual(new.utf8))
      return
    }
    let patched = String(
      decoding: try GitApply.apply(
        patch, to: Array(old.utf8), at: "snap.txt", withoutContext: options.contextLines == 0),
      as: UTF8.self)
    #expect(patched.utf8.elementsEqual(new.utf8), "patch:\n\(patch)")
  }

  @Test func repetitiveTextWithOneChangedLine() throws {
    let oldLines = SampleTexts.repetitiveTreeLines(count: 8_000)
    var newLines = oldLines
    newLines[4_001] = "  transition UITransitionView style=overFullScreen"
    try expectGitApplyRebuilds(SampleTexts.text(newLines), from: SampleTexts.text(oldLines))
  }

  @Test(arguments: [
    ("a\nb", "a\nb\n"), ("a\nb\n", "a\nc"), ("x\ny", "x\nz"), ("a", ""), ("", "a"),
    ("a\r\nb\r\n", "a\r\nc\r\n"),
  ])
  func missingFinalNewlinesAndCarriageReturns(old: String, new: String) throws {
    try expectGitApplyRebuilds(new, from: old)
  }

  @Test func multipleHunksWithBreadcrumbs() throws {
    let old = SnapshotSamples.twoSteps
    let new =
      old
      .replacing("content Image #mascot", with: "content Image #mascot hidden")
      .replacing("style=overFullScreen", with: "style=fullScreen")
    var options = Self.paths
    options.contextLines = 1
    options.hunkContext = SnapshotBreadcrumbs()
    let patch = LineDiff(from: old, to: new).unified(options)
    #expect(patch.split(separator: "\n").count { $0.hasPrefix("@@ ") } == 2)
    #expect(patch.contains("@@ step 1: launch › UIWindow #main › UITransitionView › … › ZStack\n"))
    try expectGitApplyRebuilds(new, from: old, options: options)
  }

  @Test(arguments: 0..<4 as Range<UInt64>)
  func randomPairs(seed: UInt64) throws {
    var generator = SeededRandomNumberGenerator(seed: 1_000 + seed)
    for _ in 0..<6 {
      let old = SampleTexts.randomText(using: &generator, maximumLines: 60)
      let new = SampleTexts.mutated(old, using: &generator)
      var options = Self.paths
      options.contextLines = Int.random(in: 0...3, using: &generator)
      try expectGitApplyRebuilds(new, from: old, options: options)
    }
  }
}
