import PresentationHierarchy
import Testing

struct TextFormatTests {
  @Test("A hand-built recording writes the documented text, byte for byte")
  func writesDocumentedText() {
    #expect(SnapshotFormat.write(mascotRecording) == mascotText)
  }

  @Test("The documented text parses to the hand-built recording and writes back unchanged")
  func parsesDocumentedText() throws {
    let parsed = try SnapshotFormat.parse(mascotText)
    #expect(parsed == mascotRecording)
    #expect(SnapshotFormat.write(parsed) == mascotText)
  }

  @Test(
    "Values stay on one line and read back unchanged",
    arguments: [
      "plain", "two words", "A, B", "quote\"inside", "back\\slash", "line\nbreak", "tab\there",
      "#hash", "a=b", "", " padded ", "\u{0}", "\u{7F}", "zero\u{200B}width", "🐬", "e\u{301}",
      "\u{FEFF}bom", "\r", "\u{2028}",
    ])
  func escapesValues(value: String) throws {
    let recording = Recording(
      testName: value,
      steps: [
        Recording.Step(
          value,
          Hierarchy {
            Subtree(
              .window, value, id: value, .presentationStyle(value), .presenter(value),
              .extra("note", value))
          })
      ])
    let text = SnapshotFormat.write(recording)
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
    #expect(text.unicodeScalars.allSatisfy { $0 == "\n" || $0.value >= 0x20 && $0 != "\u{7F}" })
    #expect(try SnapshotFormat.parse(text) == recording)
  }

  @Test(
    "Numbers are locale-free, integers without a fraction",
    arguments: [(Double, String)]([
      (0.0, "0"), (-0.0, "0"), (390, "390"), (-12, "-12"), (0.5, "0.5"), (844.5, "844.5"),
      (1.0 / 3, "0.3333333333333333"), (1e20, "1e+20"), (1e-7, "1e-07"),
      (Double.infinity, "inf"), (-Double.infinity, "-inf"),
    ]))
  func formatsNumbers(value: Double, expected: String) throws {
    let hierarchy = Hierarchy { Subtree(.window, "UIWindow", .alpha(value)) }
    let text = SnapshotFormat.write(Recording(steps: [Recording.Step("s", hierarchy)]))
    let line = try #require(text.split(separator: "\n").last)
    #expect(line == "window UIWindow alpha=\(expected)")
    let parsed = try SnapshotFormat.parse(text)
    #expect(parsed.steps.first?.hierarchy[0].attributes.alpha == value)
  }

  @Test("Window levels UIKit names are written by name, others as numbers")
  func writesLevels() {
    let hierarchy = Hierarchy {
      Subtree(.window, "UIWindow", .level(.normal))
      Subtree(.window, "UIWindow", .level(.statusBar))
      Subtree(.window, "UIWindow", .level(.alert))
      Subtree(.window, "UIWindow", .level(WindowLevel(rawValue: 1)))
    }
    let text = SnapshotFormat.write(Recording(steps: [Recording.Step("s", hierarchy)]))
    #expect(
      text.hasSuffix(
        """
        window UIWindow level=normal
        window UIWindow level=statusBar
        window UIWindow level=alert
        window UIWindow level=1

        """))
  }

  @Test("A recording without steps is just the header")
  func writesEmptyRecording() throws {
    #expect(SnapshotFormat.write(Recording()) == "presentation-snapshot 2\n")
    #expect(try SnapshotFormat.parse("presentation-snapshot 1\n") == Recording())
  }

  @Test("A step without identified nodes has a bare front-to-back line")
  func writesEmptyFrontToBack() throws {
    let recording = Recording(steps: [
      Recording.Step("empty", Hierarchy()),
      Recording.Step("one window", Hierarchy { Subtree(.window, "UIWindow") }),
    ])
    let text = SnapshotFormat.write(recording)
    #expect(
      text == """
        presentation-snapshot 2

        ## step 1: empty
        front-to-back:

        ## step 2: one window
        front-to-back:
        window UIWindow

        """)
    #expect(try SnapshotFormat.parse(text) == recording)
  }

  @Test("A BOM and CRLF line endings are accepted and reported as normalisations")
  func normalizesBOMAndCRLF() throws {
    let crlf = mascotText.utf8.flatMap { $0 == 10 ? [13, 10] : [$0] }
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + crlf
    let normalized = SnapshotFormat.normalize(bytes)
    #expect(normalized.bytes == Array(mascotText.utf8))
    let lineCount = mascotText.filter { $0 == "\n" }.count
    let expected: [TextNormalization] = [
      .removedByteOrderMark, .convertedLineEndings(count: lineCount),
    ]
    #expect(normalized.changes == expected)
    #expect(try SnapshotFormat.parse(utf8: bytes) == mascotRecording)
  }

  @Test("A missing final newline is added and reported, alone or with a BOM and CRLF")
  func addsFinalNewline() throws {
    let bytes = Array(mascotText.utf8.dropLast())
    let normalized = SnapshotFormat.normalize(bytes)
    #expect(normalized.bytes == Array(mascotText.utf8))
    #expect(normalized.changes == [.addedFinalNewline])
    #expect(try SnapshotFormat.parse(utf8: bytes) == mascotRecording)
    let windows: [UInt8] = [0xEF, 0xBB, 0xBF] + bytes.flatMap { $0 == 10 ? [13, 10] : [$0] }
    let all = SnapshotFormat.normalize(windows)
    #expect(all.bytes == Array(mascotText.utf8))
    #expect(all.changes.last == .addedFinalNewline)
    #expect(SnapshotFormat.normalize([0xEF, 0xBB, 0xBF]).changes == [.removedByteOrderMark])
  }
}

// MARK: - Fixtures

/// The grammar's example in "Reading snapshot files", as the grammar writes it.
private let mascotText = """
  presentation-snapshot 2
  test: ExamplesTests/MascotOverlay/zStackMascotFallsUnderCover

  ## step 1: launch
  front-to-back: mascot, tabs, main
  window UIWindow #main key level=normal frame=0,0,390,844
    transition UITransitionView
      controller UIHostingController<RootView> view=_UIHostingView<RootView>
        content ZStack
          controller UITabBarController #tabs
            controller UINavigationController
              controller UIHostingController<HomeView>
          content Image #mascot opaque frame=274,648,100,100

  ## step 2: "present fullScreenCover "
  front-to-back: cover, mascot, tabs, main
  window UIWindow #main key level=normal frame=0,0,390,844
    transition UITransitionView
      controller UIHostingController<RootView> view=_UIHostingView<RootView>
        content ZStack
          controller UITabBarController #tabs
            controller UINavigationController
              controller UIHostingController<HomeView>
          content Image #mascot opaque frame=274,648,100,100
    transition UITransitionView style=overFullScreen presenter=UIHostingController<RootView>
      controller "PresentationHostingController<AnyView, Never>" #cover alpha=0.5 opaque

  """

private func rootTransition() -> Subtree {
  Subtree(.transition, "UITransitionView") {
    Subtree(
      .controller, "UIHostingController<RootView>", .extra("view", "_UIHostingView<RootView>")
    ) {
      Subtree(.content, "ZStack") {
        Subtree(.controller, "UITabBarController", id: "tabs") {
          Subtree(.controller, "UINavigationController") {
            Subtree(.controller, "UIHostingController<HomeView>")
          }
        }
        Subtree(
          .content, "Image", id: "mascot", .opaque, .frame(x: 274, y: 648, width: 100, height: 100))
      }
    }
  }
}

private let mainWindowAttributes: [Attribute] = [
  .key, .level(.normal), .frame(x: 0, y: 0, width: 390, height: 844),
]

private let mascotRecording = Recording(
  testName: "ExamplesTests/MascotOverlay/zStackMascotFallsUnderCover",
  steps: [
    Recording.Step(
      "launch",
      Hierarchy(windows: [
        Subtree(
          Node(
            .window, "UIWindow", identifier: "main", attributes: Attributes(mainWindowAttributes)),
          children: [rootTransition()])
      ])),
    Recording.Step(
      "present fullScreenCover ",
      Hierarchy(windows: [
        Subtree(
          Node(
            .window, "UIWindow", identifier: "main", attributes: Attributes(mainWindowAttributes)),
          children: [
            rootTransition(),
            Subtree(
              .transition, "UITransitionView", .presentationStyle("overFullScreen"),
              .presenter("UIHostingController<RootView>")
            ) {
              Subtree(
                .controller, "PresentationHostingController<AnyView, Never>", id: "cover", .opaque,
                .alpha(0.5))
            },
          ])
      ])),
  ])

/// UIKit's warnings and exceptions in a step: one line each, right after the front-to-back line.
struct MessageLineTests {
  private let hierarchy = Hierarchy { Subtree(.window, "UIWindow", id: "main", .key) }

  @Test("A step's warnings and exceptions are written one a line after front-to-back")
  func writesMessageLines() throws {
    let recording = Recording(steps: [
      Recording.Step(
        "A presents C: dropped", hierarchy,
        messages: [
          Recording.Message(
            .warning,
            "[Presentation] Attempt to present <UIViewController: C> on <UIViewController: A> "
              + "which is already presenting <UIViewController: B>."),
          Recording.Message(.exception, "NSGenericException: a popover needs a sourceView"),
        ])
    ])
    let text = SnapshotFormat.write(recording)
    #expect(
      text == """
        presentation-snapshot 2

        ## step 1: A presents C: dropped
        front-to-back: main
        warning: [Presentation] Attempt to present <UIViewController: C> on <UIViewController: A> \
        which is already presenting <UIViewController: B>.
        exception: NSGenericException: a popover needs a sourceView
        window UIWindow #main key

        """)
    #expect(try SnapshotFormat.parse(text) == recording)
  }

  @Test(
    "Message texts stay on one line and read back unchanged",
    arguments: [
      "plain", "quote\"inside", "back\\slash", "tab\there", "", " padded ", "\u{0}", "🐬",
      "\"starts quoted\"", "line\nbreak",
    ])
  func escapesMessages(value: String) throws {
    let recording = Recording(steps: [
      Recording.Step(
        "step", hierarchy,
        messages: [Recording.Message(.warning, value), Recording.Message(.exception, value)])
    ])
    let text = SnapshotFormat.write(recording)
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 8)
    #expect(try SnapshotFormat.parse(text) == recording)
  }

  @Test("A line break in a message becomes a space")
  func foldsLineBreaks() {
    #expect(Recording.Message(.warning, "one\ntwo\r\nthree").text == "one two three")
  }

  @Test("A message line after the nodes is an error that says where messages go")
  func messageAfterNodes() throws {
    let text = """
      presentation-snapshot 1

      ## step 1: launch
      front-to-back: main
      window UIWindow #main key
      warning: late

      """
    let error = try #require(throws: SnapshotParseError.self) { try SnapshotFormat.parse(text) }
    #expect(error.line == 6)
    #expect(error.message.contains("messages come right after the front-to-back line"))
  }
}
