import HierarchyDiffing
import HierarchyTestSupport
import Testing

struct MinimalityTests {
  @Test func repetitiveTextWithOneChangedLineGivesOneRemovalAndOneInsertion() {
    let oldLines = SampleTexts.repetitiveTreeLines(count: 8_000)
    var newLines = oldLines
    newLines[4_001] = "  transition UITransitionView style=overFullScreen"
    let diff = LineDiff(from: SampleTexts.text(oldLines), to: SampleTexts.text(newLines))

    #expect(diff.removedCount == 1)
    #expect(diff.insertedCount == 1)
    let body = diff.unified().split(separator: "\n").dropFirst(2)
    #expect(body.count { $0.hasPrefix("-") } == 1)
    #expect(body.count { $0.hasPrefix("+") } == 1)
    #expect(body.first == "@@ -3999,7 +3999,7 @@")
  }

  @Test func repetitiveTextWithScatteredChangesIsMinimal() {
    let oldLines = SampleTexts.repetitiveTreeLines(count: 400)
    var newLines = oldLines
    for index in stride(from: 7, to: 400, by: 37) {
      newLines[index] = oldLines[index + 1]
    }
    let old = SampleTexts.text(oldLines)
    let new = SampleTexts.text(newLines)
    let diff = LineDiff(from: old, to: new)

    #expect(diff.removedCount + diff.insertedCount == DiffOracle.editDistance(from: old, to: new))
    #expect(DiffOracle.apply(diff, to: old, insertingFrom: new) == DiffOracle.keys(of: new))
  }

  /// Checks 2,000 random pairs in 8 batches: the script rebuilds the new text and is minimal.
  @Test(arguments: 0..<8 as Range<UInt64>)
  func randomPairsRebuildTheNewTextWithMinimalEdits(batch: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: batch)
    for _ in 0..<250 {
      let old = SampleTexts.randomText(using: &generator)
      let new =
        Bool.random(using: &generator)
        ? SampleTexts.randomText(using: &generator) : SampleTexts.mutated(old, using: &generator)
      let diff = LineDiff(from: old, to: new)

      #expect(DiffOracle.apply(diff, to: old, insertingFrom: new) == DiffOracle.keys(of: new))
      #expect(
        diff.removedCount + diff.insertedCount == DiffOracle.editDistance(from: old, to: new),
        "old: \(old.debugDescription) new: \(new.debugDescription)")
      #expect(diff.isEmpty == (old == new))
    }
  }
}
