import PresentationHierarchy
import Testing

/// Scoped snapshots: one window or one subtree, with attributes left out, said in the header.
struct SnapshotSelectionTests {
  private let hierarchy = Hierarchy {
    Subtree(
      .window, "UIWindow", id: "main", .key, .frame(Rect(x: 0, y: 0, width: 390, height: 844))
    ) {
      Subtree(.transition, "UITransitionView") {
        Subtree(.controller, "UIViewController", id: "root", .opaque)
      }
      Subtree(.transition, "UITransitionView", .presentationStyle("overFullScreen")) {
        Subtree(.controller, "CoverController", id: "cover", .opaque) {
          Subtree(
            .content, "Text", .frame(Rect(x: 10, y: 20, width: 30, height: 40)),
            .extra("label", "Hi"))
        }
      }
    }
    Subtree(.window, "UIWindow", id: "overlay", .level(.alert)) {
      Subtree(.content, "Image", id: "mascot")
    }
  }

  @Test("A window scope keeps that window and everything in it")
  func windowScope() throws {
    let kept = try SnapshotSelection(scope: .window("overlay")).apply(to: hierarchy).get()
    #expect(kept.nodes.map(\.identifier) == ["overlay", "mascot"])
    #expect(kept.depths == [0, 1])
  }

  @Test("A subtree scope keeps the node's subtree under its window's line")
  func subtreeScope() throws {
    let kept = try SnapshotSelection(scope: .subtree("cover")).apply(to: hierarchy).get()
    #expect(kept.nodes.map(\.typeName) == ["UIWindow", "CoverController", "Text"])
    #expect(kept.depths == [0, 1, 2])
    #expect(kept.nodes[0].attributes.isKey, "the window's attributes stay in view")
  }

  @Test("A scope whose identifier matches no node, or several, keeps nothing and says why")
  func missingOrAmbiguous() {
    let missing = SnapshotSelection(scope: .subtree("sheet")).apply(to: hierarchy)
    guard case .failure(let none) = missing else {
      Issue.record("a scope without a match kept nodes")
      return
    }
    #expect(none.description == "no node has the identifier 'sheet', so the step keeps no nodes")
    let twice = Hierarchy {
      Subtree(.window, "UIWindow", id: "w")
      Subtree(.window, "UIWindow", id: "w")
    }
    let ambiguous = SnapshotSelection(scope: .window("w")).apply(to: twice)
    guard case .failure(let error) = ambiguous else {
      Issue.record("an ambiguous window scope kept nodes")
      return
    }
    #expect(error.matches == 2)
    #expect(error.description.contains("a scope needs exactly one"))
  }

  @Test("Omitted attributes are reset on every node; nothing else changes")
  func omitsAttributes() throws {
    let selection = SnapshotSelection(omitting: [.frame, .extra("label")])
    let kept = try selection.apply(to: hierarchy).get()
    #expect(kept.nodes.allSatisfy { $0.attributes.frame == nil })
    #expect(kept.nodes.allSatisfy { $0.attributes.extra.isEmpty })
    #expect(kept.nodes.map(\.identifier) == hierarchy.nodes.map(\.identifier))
    #expect(kept.nodes[0].attributes.isKey)
  }

  @Test("The header says what was left out, and reads back")
  func header() throws {
    var recording = Recording(testName: "T/scoped", steps: [])
    recording.selection = SnapshotSelection(
      scope: .subtree("cover"), omitting: [.extra("label"), .frame, .alpha])
    let kept = try recording.selection.apply(to: hierarchy).get()
    recording.steps = [Recording.Step("launch", kept)]
    let text = SnapshotFormat.write(recording)
    #expect(
      text.hasPrefix(
        "presentation-snapshot 2\ntest: T/scoped\nscope: subtree #cover\n"
          + "omits: alpha, frame, label\n\n"))
    #expect(try SnapshotFormat.parse(text) == recording)
    var window = Recording(steps: [])
    window.selection = SnapshotSelection(scope: .window("main"))
    #expect(SnapshotFormat.write(window) == "presentation-snapshot 2\nscope: window #main\n")
    #expect(try SnapshotFormat.parse("presentation-snapshot 1\nscope: window #main\n") == window)
  }

  @Test("A header with an unknown or unsorted attribute is an error naming the fix")
  func badHeader() {
    for (text, fragment) in [
      ("presentation-snapshot 1\nomits: 1frame\n", "'1frame' is not an attribute name"),
      ("presentation-snapshot 1\nomits: frame, alpha\n", "it should read: omits: alpha, frame"),
      ("presentation-snapshot 1\nscope: screen #main\n", "a scope is 'window #<identifier>'"),
    ] {
      #expect {
        _ = try SnapshotFormat.parse(text)
      } throws: { error in
        "\(error)".contains(fragment)
      }
    }
  }
}
