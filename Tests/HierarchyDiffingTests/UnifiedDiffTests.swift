import HierarchyDiffing
import Testing

/// A hand-written diff case with its exact expected unified output.
struct UnifiedCase: CustomTestStringConvertible, Sendable {
  let name: String
  let old: String
  let new: String
  let hunks: String

  var testDescription: String { name }

  /// The expected output: the default header followed by `hunks`, or nothing when `hunks` is empty.
  var expected: String {
    hunks.isEmpty ? "" : "--- a/reference\n+++ b/actual\n" + hunks
  }
}

struct UnifiedDiffTests {
  static let cases: [UnifiedCase] = [
    UnifiedCase(name: "identical", old: "a\nb\n", new: "a\nb\n", hunks: ""),
    UnifiedCase(name: "both empty", old: "", new: "", hunks: ""),
    UnifiedCase(
      name: "insert at start", old: "b\nc\n", new: "a\nb\nc\n",
      hunks: "@@ -1,2 +1,3 @@\n+a\n b\n c\n"),
    UnifiedCase(
      name: "insert at end", old: "a\nb\n", new: "a\nb\nc\n",
      hunks: "@@ -1,2 +1,3 @@\n a\n b\n+c\n"),
    UnifiedCase(
      name: "delete all", old: "a\nb\n", new: "",
      hunks: "@@ -1,2 +0,0 @@\n-a\n-b\n"),
    UnifiedCase(
      name: "from empty", old: "", new: "a\n",
      hunks: "@@ -0,0 +1 @@\n+a\n"),
    UnifiedCase(
      name: "to empty without newline", old: "a", new: "",
      hunks: "@@ -1 +0,0 @@\n-a\n\\ No newline at end of file\n"),
    UnifiedCase(
      name: "old lacks final newline", old: "a\nb", new: "a\nb\n",
      hunks: "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"),
    UnifiedCase(
      name: "new lacks final newline", old: "a\nb\n", new: "a\nc",
      hunks: "@@ -1,2 +1,2 @@\n a\n-b\n+c\n\\ No newline at end of file\n"),
    UnifiedCase(
      name: "both lack final newline", old: "a\nb\nc", new: "a\nx\nc",
      hunks: "@@ -1,3 +1,3 @@\n a\n-b\n+x\n c\n\\ No newline at end of file\n"),
    UnifiedCase(
      name: "CRLF lines are content", old: "a\r\nb\r\n", new: "a\r\nc\r\n",
      hunks: "@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n"),
    UnifiedCase(
      name: "CR before newline is a change", old: "a\r\nb\n", new: "a\nb\n",
      hunks: "@@ -1,2 +1,2 @@\n-a\r\n+a\n b\n"),
    UnifiedCase(
      name: "empty lines", old: "\n\n", new: "\n",
      hunks: "@@ -1,2 +1 @@\n \n-\n"),
    UnifiedCase(
      name: "replacement keeps removals before insertions", old: "1\n2\n3\n4\n5\n6\n7\n8\n",
      new: "1\n2\n3\nx\ny\n5\n6\n7\n8\n",
      hunks: "@@ -1,7 +1,8 @@\n 1\n 2\n 3\n-4\n+x\n+y\n 5\n 6\n 7\n"),
    UnifiedCase(
      name: "changes six lines apart share a hunk", old: numbered(1...14),
      new: numbered(1...14, replacing: [2: "two", 9: "nine"]),
      hunks: "@@ -1,12 +1,12 @@\n 1\n-2\n+two\n 3\n 4\n 5\n 6\n 7\n 8\n-9\n+nine\n 10\n 11\n 12\n"),
    UnifiedCase(
      name: "changes seven lines apart get two hunks", old: numbered(1...14),
      new: numbered(1...14, replacing: [2: "two", 10: "ten"]),
      hunks: "@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n"
        + "@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+ten\n 11\n 12\n 13\n"),
  ]

  @Test(arguments: cases)
  func rendersExactUnifiedDiff(_ testCase: UnifiedCase) {
    #expect(LineDiff(from: testCase.old, to: testCase.new).unified() == testCase.expected)
  }

  @Test func identicalTextsHaveNoChanges() {
    let diff = LineDiff(from: "same\ntext", to: "same\ntext")
    #expect(diff.isEmpty)
    #expect(diff.edits == [.keep(old: 0..<2, new: 0..<2)])
    #expect(diff.unified(UnifiedDiffOptions(contextLines: 0)) == "")
  }

  @Test func missingFinalNewlineIsAChange() {
    let diff = LineDiff(from: "a", to: "a\n")
    #expect(!diff.isEmpty)
    #expect(diff.edits == [.remove(old: 0..<1), .insert(new: 0..<1)])
  }

  @Test func canonicallyEquivalentLinesWithDifferentBytesAreAChange() {
    let precomposed = "caf\u{E9}\n"
    let decomposed = "cafe\u{301}\n"
    #expect(precomposed == decomposed)
    let diff = LineDiff(from: precomposed, to: decomposed)
    #expect(diff.removedCount == 1)
    #expect(diff.insertedCount == 1)
  }

  @Test func editsDescribeReplacementAsRemoveThenInsert() {
    let diff = LineDiff(from: "a\nb\nc\n", to: "a\nx\ny\nc\n")
    #expect(diff.removedCount == 1)
    #expect(diff.insertedCount == 2)
    #expect(
      diff.edits == [
        .keep(old: 0..<1, new: 0..<1), .remove(old: 1..<2), .insert(new: 1..<3),
        .keep(old: 2..<3, new: 3..<4),
      ])
  }

  @Test func customPathsAndZeroContext() {
    let diff = LineDiff(from: "1\n2\n3\n", to: "1\n3\n4\n")
    let options = UnifiedDiffOptions(oldPath: "a/x.txt", newPath: "b/x.txt", contextLines: 0)
    #expect(
      diff.unified(options)
        == "--- a/x.txt\n+++ b/x.txt\n@@ -2 +1,0 @@\n-2\n@@ -3,0 +3 @@\n+4\n")
  }

  @Test func negativeContextCountsAsZero() {
    let diff = LineDiff(from: "1\n2\n3\n", to: "1\nx\n3\n")
    #expect(
      diff.unified(UnifiedDiffOptions(contextLines: -5))
        == diff.unified(UnifiedDiffOptions(contextLines: 0)))
  }

  @Test func hunkContextIsAppendedOnOneLine() {
    let diff = LineDiff(from: "1\n2\n3\n", to: "1\nx\n3\n")
    let options = UnifiedDiffOptions(contextLines: 1, hunkContext: FixedContext(text: "where\nnow"))
    #expect(
      diff.unified(options)
        == "--- a/reference\n+++ b/actual\n@@ -1,3 +1,3 @@ where now\n 1\n-2\n+x\n 3\n")
  }

  @Test func emptyHunkContextAddsNothing() {
    let diff = LineDiff(from: "1\n", to: "2\n")
    let options = UnifiedDiffOptions(hunkContext: FixedContext(text: ""))
    #expect(diff.unified(options) == "--- a/reference\n+++ b/actual\n@@ -1 +1 @@\n-1\n+2\n")
  }
}

/// Numbers the given lines, one per line, each ending with a newline, with some replaced.
func numbered(_ range: ClosedRange<Int>, replacing replacements: [Int: String] = [:]) -> String {
  range.map { "\(replacements[$0] ?? String($0))\n" }.joined()
}

/// A hunk context provider that gives every hunk the same text.
struct FixedContext: HunkContextProvider {
  let text: String

  func contexts(forOldLines oldLines: [Substring], atLineIndices sortedIndices: [Int]) -> [String?]
  {
    sortedIndices.map { _ in text }
  }
}
