import HierarchyDiffing
import HierarchyTestSupport
import Testing

/// The fast line diff against the legacy one (``LegacyLineDiff``, ``LegacyBreadcrumbs``): the
/// same edit script, counts and unified text, byte for byte, on random pairs built to stress the
/// byte-level shortcuts — shared starts and ends that stop mid-line, lines around eight bytes
/// long, repeats, `"\r"`, missing final newlines, empty texts, multi-byte UTF-8 and, through the
/// byte initializer, bytes that are not UTF-8 at all.
struct FastPathEquivalenceTests {
  /// Renderings compared for every pair: default, no context, one line, everything as context,
  /// with breadcrumbs, and with a provider that names the line it is asked about.
  static let renderings: [(name: String, new: UnifiedDiffOptions, legacy: UnifiedDiffOptions)] = [
    ("default", UnifiedDiffOptions(), UnifiedDiffOptions()),
    ("no context", UnifiedDiffOptions(contextLines: 0), UnifiedDiffOptions(contextLines: 0)),
    (
      "breadcrumbs, 1 line",
      UnifiedDiffOptions(contextLines: 1, hunkContext: SnapshotBreadcrumbs()),
      UnifiedDiffOptions(contextLines: 1, hunkContext: LegacyBreadcrumbs())
    ),
    (
      "line names, all context",
      UnifiedDiffOptions(contextLines: 1_000, hunkContext: LineNamer()),
      UnifiedDiffOptions(contextLines: 1_000, hunkContext: LineNamer())
    ),
  ]

  /// Checks 400 random pairs in 4 batches.
  @Test(arguments: 0..<4 as Range<UInt64>)
  func randomPairsMatchTheLegacyDiff(batch: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: 0xD1FF + batch)
    for _ in 0..<100 {
      let (old, new) = EquivalenceTexts.pair(using: &generator)
      expectSameDiff(old, new)
    }
  }

  /// Checks long random pairs (15, 40 at full depth) that differ in a few bytes anywhere, so the
  /// shared start and end stop at every offset within the 32-byte blocks and count thousands of
  /// newlines.
  @Test func longPairsWithByteEditsMatchTheLegacyDiff() {
    var generator = SeededRandomNumberGenerator(seed: 0x10A6)
    for _ in 0..<PropertyTestDepth.count(quick: 15, deep: 40) {
      let (old, new) = EquivalenceTexts.longPair(using: &generator)
      let diff = LineDiff(from: old, to: new)
      let legacy = LegacyLineDiff(from: old, to: new)
      #expect(
        diff.edits == legacy.edits, "old: \(old.debugDescription) new: \(new.debugDescription)")
      #expect(diff.unified() == legacy.unified())
    }
  }

  /// Checks 200 random pairs of snapshot-like texts in 2 batches, for breadcrumbs: steps of
  /// nested nodes, with changes close together and far apart.
  @Test(arguments: 0..<2 as Range<UInt64>)
  func randomSnapshotPairsMatchTheLegacyBreadcrumbs(batch: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: 0x5AB + batch)
    let options = UnifiedDiffOptions(contextLines: 0, hunkContext: SnapshotBreadcrumbs())
    let legacyOptions = UnifiedDiffOptions(contextLines: 0, hunkContext: LegacyBreadcrumbs())
    for _ in 0..<100 {
      let (old, new) = EquivalenceTexts.snapshotPair(using: &generator)
      #expect(
        LineDiff(from: old, to: new).unified(options)
          == LegacyLineDiff(from: old, to: new).unified(legacyOptions),
        "old: \(old.debugDescription) new: \(new.debugDescription)")
    }
  }

  /// Checks 200 random pairs of byte texts, some not valid UTF-8, in 2 batches: the byte
  /// initializer gives the diff of the decoded strings.
  @Test(arguments: 0..<2 as Range<UInt64>)
  func byteTextsDiffLikeTheirDecodedStrings(batch: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: 0xB17E + batch)
    for _ in 0..<100 {
      let (oldText, newText) = EquivalenceTexts.pair(using: &generator)
      let old = EquivalenceTexts.corrupted(Array(oldText.utf8), using: &generator)
      let new = EquivalenceTexts.corrupted(Array(newText.utf8), using: &generator)
      let decodedOld = String(decoding: old, as: UTF8.self)
      let decodedNew = String(decoding: new, as: UTF8.self)
      let fromBytes = LineDiff(from: old, to: new)
      let fromStrings = LineDiff(from: decodedOld, to: decodedNew)
      #expect(fromBytes == fromStrings, "old: \(old) new: \(new)")
      let options = UnifiedDiffOptions(contextLines: 2, hunkContext: SnapshotBreadcrumbs())
      #expect(fromBytes.unified(options) == fromStrings.unified(options))
      expectSameDiff(decodedOld, decodedNew)
    }
  }

  @Test func breadcrumbAncestorsInTheSharedStartAreFound() {
    var lines = ["# snapshot", "## step 1: launch", "window UIWindow #main key"]
    lines.append("  transition UITransitionView")
    for row in 0..<300 {
      lines.append("    content Row\(row)")
      lines.append("      content Text #label\(row)")
    }
    var changed = lines
    changed[401] = "      content Text #changed"
    let options = UnifiedDiffOptions(contextLines: 1, hunkContext: SnapshotBreadcrumbs())
    let patch = LineDiff(from: SampleTexts.text(lines), to: SampleTexts.text(changed))
      .unified(options)
    #expect(
      patch == """
        --- a/reference
        +++ b/actual
        @@ -401,3 +401,3 @@ step 1: launch › UIWindow #main › UITransitionView › Row198
             content Row198
        -      content Text #label198
        +      content Text #changed
             content Row199

        """)
    expectSameDiff(SampleTexts.text(lines), SampleTexts.text(changed))
  }

  @Test func breadcrumbHeadingFarAboveEveryChangeIsFound() {
    var lines = ["## step 1: long", "window W"]
    lines += (0..<2_000).map { "  view V\($0)" }
    var changed = lines
    changed[1_500] += " hidden"
    changed[1_900] += " hidden"
    changed.append("  view Last")
    let old = SampleTexts.text(lines, finalNewline: false)
    let new = SampleTexts.text(changed)
    let options = UnifiedDiffOptions(contextLines: 0, hunkContext: SnapshotBreadcrumbs())
    let headers = LineDiff(from: old, to: new).unified(options).split(separator: "\n")
      .filter { $0.hasPrefix("@@") }
    #expect(
      headers == [
        "@@ -1501 +1501 @@ step 1: long › W", "@@ -1901 +1901 @@ step 1: long › W",
        "@@ -2002 +2002,2 @@ step 1: long › W",
      ])
    expectSameDiff(old, new)
  }

  @Test func contextTextReadsEveryLineWhereverItLies() {
    let old = SampleTexts.text((0..<40).map { "line \($0) " + String(repeating: "x", count: $0) })
    var newLines = DiffOracle.lines(of: old).map(String.init)
    newLines[17] = "changed"
    newLines.insert("inserted", at: 25)
    let diff = LineDiff(from: old, to: SampleTexts.text(newLines, finalNewline: false))
    let patch = diff.unified(UnifiedDiffOptions(contextLines: 0, hunkContext: TextReader()))
    let expected = DiffOracle.lines(of: old).joined(separator: "|")
    let headers = patch.split(separator: "\n").filter { $0.hasPrefix("@@") }
    #expect(headers.count == 3)
    #expect(headers.allSatisfy { $0.hasSuffix(" @@ " + expected) })
  }

  @Test func bytesThatAreNotUTF8RenderAsTheirDecodedString() {
    let old: [UInt8] = Array("same\n".utf8) + [0x61, 0xFF, 0x0A] + Array("tail\n".utf8)
    let new: [UInt8] = Array("same\n".utf8) + [0x61, 0xC3, 0x0A] + Array("tail\n".utf8)
    let diff = LineDiff(from: old, to: new)
    #expect(diff.isEmpty)
    let changed = LineDiff(from: old, to: Array("same\nb\ntail\n".utf8))
    #expect(
      changed.unified(UnifiedDiffOptions(contextLines: 0))
        == "--- a/reference\n+++ b/actual\n@@ -2 +2 @@\n-a\u{FFFD}\n+b\n")
  }

  /// Compares every public result of the fast and the legacy diff of one pair.
  private func expectSameDiff(_ old: String, _ new: String) {
    let diff = LineDiff(from: old, to: new)
    let legacy = LegacyLineDiff(from: old, to: new)
    let pair = "old: \(old.debugDescription) new: \(new.debugDescription)"
    #expect(diff.edits == legacy.edits, "\(pair)")
    #expect(diff.removedCount == legacy.removedCount, "\(pair)")
    #expect(diff.insertedCount == legacy.insertedCount, "\(pair)")
    for rendering in Self.renderings {
      #expect(
        diff.unified(rendering.new) == legacy.unified(rendering.legacy), "\(rendering.name) \(pair)"
      )
    }
  }
}

/// A hunk context provider that names each requested line by its index and text.
private struct LineNamer: HunkContextProvider {
  func contexts(forOldLines oldLines: [Substring], atLineIndices sortedIndices: [Int])
    -> [String?]
  {
    sortedIndices.map { "\($0): \(oldLines[$0])" }
  }
}

/// A hunk context provider that reads every line through ``HunkContextText`` three ways — one
/// by one forwards and backwards, and all at once — and answers every request with all the lines
/// joined by `|`, or `mismatch` when the three readings differ.
private struct TextReader: HunkContextProvider {
  func contexts(forOldLines oldLines: [Substring], atLineIndices sortedIndices: [Int])
    -> [String?]
  {
    []
  }

  func contexts(forOldText oldText: HunkContextText, atLineIndices sortedIndices: [Int])
    -> [String?]
  {
    let forwards = (0..<oldText.count).map { oldText[$0] }
    let backwards = (0..<oldText.count).reversed().map { oldText[$0] }
    let all = oldText.allLines
    let context =
      forwards == all && backwards.reversed() == all ? all.joined(separator: "|") : "mismatch"
    return sortedIndices.map { _ in context }
  }
}

/// Random text pairs for comparing line diffs.
enum EquivalenceTexts {
  /// Lines to build texts from: short and long ones, ones that differ in one byte or only in
  /// length around eight bytes, `"\r"`, multi-byte UTF-8, and snapshot lines for breadcrumbs.
  static let alphabet = [
    "a", "b", "", "c\r", "  d", "abcdefg", "abcdefgh", "abcdefghi", "abcdefgX", "abcdefghijklmnop",
    "abcdefghijklmnoq", "é›🐬", "## step 1", "## step 2: \"quoted\"", "##x", "window W #main",
    "  transition T", "    view A #id", "      view B", "    content C", "   odd indent",
    "  view \"Unclosed", "front-to-back: a, b", #"  view "A \"B\"" #"x y""#,
    #"    view "esc\\" #"unclosed"#, "    view  double", "  Window Capital", "    view X #",
    "  scroll-view2 S #s extra=1", "      view Ä #ü", "\tview tab",
  ]

  /// Returns an old text and a new text made from it by a few edits, sometimes unrelated.
  static func pair(using generator: inout some RandomNumberGenerator) -> (String, String) {
    let alphabetSize = Int.random(in: 2...alphabet.count, using: &generator)
    let letters = alphabet.shuffled(using: &generator).prefix(alphabetSize)
    let oldLines = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
      letters.randomElement(using: &generator) ?? ""
    }
    var newLines = oldLines
    if Int.random(in: 0..<8, using: &generator) == 0 {
      newLines = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        letters.randomElement(using: &generator) ?? ""
      }
    }
    for _ in 0..<Int.random(in: 0...5, using: &generator) {
      let position = Int.random(in: 0...newLines.count, using: &generator)
      let line = letters.randomElement(using: &generator) ?? ""
      switch (Int.random(in: 0..<4, using: &generator), position < newLines.count) {
      case (0, true): newLines.remove(at: position)
      case (1, true): newLines[position] = line
      case (2, true): newLines[position] += String(line.prefix(2))
      default: newLines.insert(line, at: position)
      }
    }
    let oldEnds = Bool.random(using: &generator) || oldLines.isEmpty
    let newEnds = Int.random(in: 0..<4, using: &generator) == 0 ? !oldEnds : oldEnds
    return (
      SampleTexts.text(oldLines, finalNewline: oldEnds),
      SampleTexts.text(newLines, finalNewline: newEnds)
    )
  }

  /// Returns a long text of lines of random lengths and a copy with one to three bytes changed,
  /// inserted or removed, newlines included.
  static func longPair(using generator: inout some RandomNumberGenerator) -> (String, String) {
    let newline = UInt8(ascii: "\n")
    let lineCount = Int.random(in: 100...1_500, using: &generator)
    var bytes: [UInt8] = []
    for _ in 0..<lineCount {
      let length = Int.random(in: 0...70, using: &generator)
      bytes += (0..<length).map { _ in UInt8.random(in: 0x61...0x64, using: &generator) }
      bytes.append(newline)
    }
    var changed = bytes
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let position = Int.random(in: 0..<changed.count, using: &generator)
      let byte = Bool.random(using: &generator) ? newline : 0x65
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: changed[position] = byte
      case 1: changed.insert(byte, at: position)
      default: changed.remove(at: position)
      }
    }
    return (String(decoding: bytes, as: UTF8.self), String(decoding: changed, as: UTF8.self))
  }

  /// Returns a snapshot-like text — step headings over nodes nested by indentation, with some
  /// lines that are not nodes — and a copy with lines changed, inserted or removed.
  static func snapshotPair(using generator: inout some RandomNumberGenerator) -> (String, String) {
    let roles = ["window", "transition", "view", "content", "Bad"]
    var lines: [String] = []
    var depth = 0
    for index in 0..<Int.random(in: 0...80, using: &generator) {
      switch Int.random(in: 0..<20, using: &generator) {
      case 0: lines.append("## step \(index)")
      case 1: lines.append("front-to-back: a, b")
      case 2: lines.append(String(repeating: " ", count: 2 * depth + 1) + "view Odd")
      default:
        depth = max(0, min(depth + Int.random(in: -3...1, using: &generator), 12))
        let role = roles.randomElement(using: &generator) ?? "view"
        let identifier = Bool.random(using: &generator) ? " #id\(index)" : ""
        lines.append(String(repeating: "  ", count: depth) + "\(role) T\(index)\(identifier)")
      }
    }
    var changed = lines
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      let position = Int.random(in: 0...changed.count, using: &generator)
      switch (Int.random(in: 0..<3, using: &generator), position < changed.count) {
      case (0, true): changed.remove(at: position)
      case (1, true): changed[position] += " hidden"
      default: changed.insert("  view New", at: position)
      }
    }
    return (SampleTexts.text(lines), SampleTexts.text(changed))
  }

  /// Returns the bytes with a few ill-formed UTF-8 sequences written over or between them.
  static func corrupted(_ bytes: [UInt8], using generator: inout some RandomNumberGenerator)
    -> [UInt8]
  {
    let illFormed: [[UInt8]] = [
      [0xFF], [0xC3], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x80],
      [0xC0, 0xAF],
    ]
    var bytes = bytes
    for _ in 0..<Int.random(in: 0...2, using: &generator) {
      let position = Int.random(in: 0...bytes.count, using: &generator)
      bytes.insert(contentsOf: illFormed.randomElement(using: &generator) ?? [], at: position)
    }
    return bytes
  }
}
