import HierarchyDiffing
import Testing

struct SnapshotBreadcrumbsTests {
  private static let sampleLines = DiffOracle.lines(of: SnapshotSamples.twoSteps)

  static let expectedBreadcrumbs: [(index: Int, breadcrumb: String?)] = [
    (0, nil),
    (2, nil),
    (3, "step 1: launch"),
    (4, "step 1: launch"),
    (5, "step 1: launch"),
    (6, "step 1: launch › UIWindow #main"),
    (7, "step 1: launch › UIWindow #main › UITransitionView"),
    (8, "step 1: launch › UIWindow #main › UITransitionView › UIHostingController<RootView>"),
    (9, "step 1: launch › UIWindow #main › UITransitionView › … › ZStack"),
    (10, "step 1: launch › UIWindow #main › UITransitionView › … › ZStack"),
    (11, "step 1: launch"),
    (12, #"step 2: "present cover""#),
    (16, #"step 2: "present cover" › UIWindow › UITransitionView"#),
    (
      17,
      #"step 2: "present cover" › UIWindow › UITransitionView › "#
        + #""_UIHostingView<ModifiedContent<AnyView, RootModifier>>" #"my i…"#
    ),
  ]

  @Test(arguments: expectedBreadcrumbs)
  func breadcrumbForOneLine(index: Int, breadcrumb: String?) {
    let contexts = SnapshotBreadcrumbs().contexts(
      forOldLines: Self.sampleLines, atLineIndices: [index])
    #expect(contexts == [breadcrumb])
  }

  @Test func oneCallAnswersEveryIndex() {
    let contexts = SnapshotBreadcrumbs().contexts(
      forOldLines: Self.sampleLines, atLineIndices: Self.expectedBreadcrumbs.map(\.index))
    #expect(contexts == Self.expectedBreadcrumbs.map(\.breadcrumb))
  }

  @Test func hunkHeaderNamesStepWindowAndTransition() {
    let new = SnapshotSamples.twoSteps.replacing(#"#"my id""#, with: #"#"other id""#)
    let options = UnifiedDiffOptions(contextLines: 1, hunkContext: SnapshotBreadcrumbs())
    let patch = LineDiff(from: SnapshotSamples.twoSteps, to: new).unified(options)
    #expect(
      patch == #"""
        --- a/reference
        +++ b/actual
        @@ -16,3 +16,3 @@ step 2: "present cover" › UIWindow › UITransitionView
           transition UITransitionView style=overFullScreen
        -    hosting "_UIHostingView<ModifiedContent<AnyView, RootModifier>>" #"my id"
        +    hosting "_UIHostingView<ModifiedContent<AnyView, RootModifier>>" #"other id"
               content Color #cover

        """#)
  }

  @Test func treeWithoutTransitionShowsWindowAndParent() {
    let lines = DiffOracle.lines(
      of: "## s\nwindow W\n  view A\n    view B\n      view C\n        view D\n")
    let contexts = SnapshotBreadcrumbs().contexts(forOldLines: lines, atLineIndices: [3, 4, 5])
    #expect(contexts == ["s › W › A", "s › W › … › B", "s › W › … › C"])
  }

  @Test func innermostTransitionIsShown() {
    let lines = DiffOracle.lines(
      of: "## s\nwindow W\n  transition T1\n    view A\n      transition T2\n        view B\n"
        + "          view C\n            view D\n")
    let contexts = SnapshotBreadcrumbs().contexts(forOldLines: lines, atLineIndices: [5, 7])
    #expect(contexts == ["s › W › … › T2", "s › W › … › T2 › … › C"])
  }

  @Test func quotedNamesKeepTheirEscapes() {
    let lines = DiffOracle.lines(
      of: #"""
        ## s
        window "My \"Window\"\\" #"key \"1\""
          view "A B" #plain extra=1
            view X #"unclosed
              view Y
        """#)
    let contexts = SnapshotBreadcrumbs().contexts(forOldLines: lines, atLineIndices: [2, 3, 4])
    #expect(
      contexts == [
        #"s › "My \"Window\"\\" #"key \"1\"""#,
        #"s › "My \"Window\"\\" #"key \"1\"" › "A B" #plain"#,
        #"s › "My \"Window\"\\" #"key \"1\"" › … › X"#,
      ])
  }

  @Test func linesThatAreNotNodesDoNotOpenAncestors() {
    let lines = DiffOracle.lines(
      of: "window Early\n## s\nfront-to-back: a, b\nWindow Capital\n   view Odd\n  view Z\n")
    let contexts = SnapshotBreadcrumbs().contexts(forOldLines: lines, atLineIndices: [0, 5])
    #expect(contexts == [nil, "s"])
  }

  @Test func longBreadcrumbIsCutTo120Characters() throws {
    let name = String(repeating: "Ä", count: 200)
    let lines = DiffOracle.lines(of: "## s\nwindow \(name)\n  view V\n")
    let context = try #require(
      SnapshotBreadcrumbs().contexts(forOldLines: lines, atLineIndices: [2]).first ?? nil)
    #expect(context.count == SnapshotBreadcrumbs.maximumLength)
    #expect(context == "s › " + String(repeating: "Ä", count: 115) + "…")
  }

  /// The text grows with the square of the depth (two spaces per level), so 2,000 levels keep the
  /// test fast; the provider keeps an explicit stack and never recurses, whatever the depth.
  @Test func deepHierarchyNeedsNoRecursion() throws {
    let depth = 2_000
    let name = String(repeating: "Nested", count: 20)
    var oldLines = ["## step 1: deep", "window UIWindow", "  transition UITransitionView"]
    for level in 2..<depth {
      oldLines.append(String(repeating: "  ", count: level) + "view \(name)\(level)")
    }
    var newLines = oldLines
    newLines[newLines.count - 1] += " hidden"
    let options = UnifiedDiffOptions(contextLines: 0, hunkContext: SnapshotBreadcrumbs())
    let patch = LineDiff(from: SampleTexts.text(oldLines), to: SampleTexts.text(newLines))
      .unified(options)

    let header = try #require(patch.split(separator: "\n").first { $0.hasPrefix("@@ ") })
    let breadcrumb = try #require(header.split(separator: " @@ ", maxSplits: 1).last)
    #expect(breadcrumb.hasPrefix("step 1: deep › UIWindow › UITransitionView › … › Nested"))
    #expect(breadcrumb.count == SnapshotBreadcrumbs.maximumLength)
    #expect(breadcrumb.hasSuffix("…"))
  }
}
