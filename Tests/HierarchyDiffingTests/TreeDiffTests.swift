import HierarchyDiffing
import PresentationHierarchy
import Testing

struct TreeDiffTests {
  @Test("Identical hierarchies give an empty diff and no summary")
  func identicalHierarchies() {
    let diff = TreeDiff(from: TreeDiffFixtures.launch(), to: TreeDiffFixtures.launch())
    #expect(diff.isEmpty)
    #expect(diff.changes.isEmpty)
    #expect(diff.paintOrderChanges.isEmpty)
    #expect(diff.summary == nil)
  }

  @Test("Two empty hierarchies give an empty diff")
  func emptyHierarchies() {
    #expect(TreeDiff(from: Hierarchy(), to: Hierarchy()).isEmpty)
  }

  @Test("Presenting a cover inserts a transition view that appears in front of the mascot")
  func seedCoverAppears() throws {
    let diff = TreeDiff(
      from: TreeDiffFixtures.launch(), to: TreeDiffFixtures.launch(withCover: true))

    #expect(diff.changes.count == 1)
    let change = try #require(diff.changes.first)
    guard case .inserted(let node, let descendants) = change else {
      Issue.record("expected an insertion, got \(change)")
      return
    }
    #expect(node.path == "UIWindow › UITransitionView[1]")
    #expect(node.name == "UITransitionView")
    #expect(node.oldIndex == nil)
    #expect(node.newIndex == 9)
    #expect(descendants == 1)
    #expect(change.description == "inserted `UIWindow › UITransitionView[1]` with 1 descendant")

    let appeared = try #require(diff.paintOrderChanges.first)
    #expect(diff.paintOrderChanges.count == 1)
    #expect(appeared.kind == .appeared)
    #expect(appeared.identifier == "cover")
    #expect(appeared.nowInFrontOf == ["mascot", "tabs"])
    #expect(appeared.description == "`cover` appeared in front of `mascot` and `tabs`")
    #expect(
      diff.summary == "`cover` appeared in front of `mascot` and `tabs` (and 1 more change)")
  }

  @Test("A mascot moved from its own window under the cover is reported as behind the cover")
  func regressionMascotFallsBehindCover() throws {
    let diff = TreeDiff(
      from: TreeDiffFixtures.mascotInOwnWindow(),
      to: TreeDiffFixtures.launch(withCover: true))

    let summary = try #require(diff.summary)
    #expect(summary.hasPrefix("`mascot` is now behind `cover` (was in front)"))
    let paint = try #require(diff.paintOrderChanges.first)
    #expect(diff.paintOrderChanges.count == 1)
    #expect(paint.kind == .moved)
    #expect(paint.identifier == "mascot")
    #expect(paint.nowBehind == ["cover"])
    #expect(paint.nowBehindCount == 1)
    #expect(paint.nowInFrontOfCount == 0)

    let moved = diff.changes.compactMap { change -> (TreeDiff.Place, TreeDiff.Place)? in
      guard case .moved(let node, let from, let to) = change, node.name == "#mascot" else {
        return nil
      }
      return (from, to)
    }
    let (from, to) = try #require(moved.first)
    #expect(moved.count == 1)
    #expect(from.parent == "UIWindow[1] › _UIHostingView<MascotView>")
    #expect(
      to.parent
        == "UIWindow › UITransitionView[0] › UIHostingController<RootView> › "
        + "_UIHostingView<RootView> › ZStack")
    #expect(to.position == 1)
    #expect(
      diff.changes.contains {
        if case .removed(let node, descendants: 1) = $0 { return node.path == "UIWindow[1]" }
        return false
      })
  }

  @Test(arguments: AttributeCase.all)
  func attributeChange(_ testCase: AttributeCase) throws {
    let diff = TreeDiff(
      from: TreeDiffFixtures.zStack {
        Subtree(Node(.content, "Image", identifier: "mascot", attributes: testCase.before))
      },
      to: TreeDiffFixtures.zStack {
        Subtree(Node(.content, "Image", identifier: "mascot", attributes: testCase.after))
      })

    #expect(diff.changes.count == 1)
    #expect(diff.paintOrderChanges.isEmpty)
    let change = try #require(diff.changes.first)
    guard case .attributeChanged(let node, let name, let old, let new) = change else {
      Issue.record("expected an attribute change, got \(change)")
      return
    }
    #expect(node.path == "#mascot")
    #expect(node.oldIndex == 3)
    #expect(node.newIndex == 3)
    #expect(name == testCase.name)
    #expect(old == testCase.old)
    #expect(new == testCase.new)
    #expect(change.description == testCase.sentence)
    #expect(diff.summary == testCase.sentence)
  }

  @Test("Several attribute changes of one node come in the text format's order")
  func attributeOrder() {
    let diff = TreeDiff(
      from: TreeDiffFixtures.zStack {
        Subtree(
          .content, "Image", id: "mascot", .extra("tag", "a"),
          .frame(x: 0, y: 0, width: 1, height: 1))
      },
      to: TreeDiffFixtures.zStack {
        Subtree(.content, "Image", id: "mascot", .hidden, .alpha(0.5), .extra("tag", "b"))
      })
    let names = diff.changes.map { change -> String in
      if case .attributeChanged(_, let name, _, _) = change { return name }
      return "other"
    }
    #expect(names == ["hidden", "alpha", "frame", "tag"])
    #expect(diff.summary == "`#mascot` gained `hidden` (and 3 more changes)")
  }

  @Test("An identified node that changed type is one type change, not a removal and insertion")
  func typeChange() throws {
    var changed = TreeDiffFixtures.launch(withCover: true)
    changed[10].role = .view
    changed[10].typeName = "UIHostingController<CoverView>"
    let diff = TreeDiff(from: TreeDiffFixtures.launch(withCover: true), to: changed)

    let expected: [TreeDiff.Change] = [
      .roleChanged(coverReference, old: .controller, new: .view),
      .typeChanged(
        coverReference, old: "PresentationHostingController<AnyView>",
        new: "UIHostingController<CoverView>"),
    ]
    #expect(diff.changes == expected)
    #expect(
      diff.changes.last?.description
        == "`#cover` changed type from `PresentationHostingController<AnyView>` to "
        + "`UIHostingController<CoverView>`")
  }

  @Test("Removing a subtree reports its top node with the number of descendants")
  func removedSubtree() throws {
    let diff = TreeDiff(
      from: TreeDiffFixtures.launch(withCover: true),
      to: TreeDiffFixtures.launch(withCover: false))
    #expect(diff.changes.count == 1)
    let change = try #require(diff.changes.first)
    guard case .removed(let node, let descendants) = change else {
      Issue.record("expected a removal, got \(change)")
      return
    }
    #expect(node.path == "UIWindow › UITransitionView[1]")
    #expect(node.oldIndex == 9)
    #expect(node.newIndex == nil)
    #expect(descendants == 1)
    #expect(diff.paintOrderChanges.isEmpty)
    #expect(diff.summary == "removed `UIWindow › UITransitionView[1]` with 1 descendant")
  }

  @Test("Siblings shifted by an insertion are not moves")
  func indexShiftIsNotAMove() throws {
    let diff = TreeDiff(
      from: TreeDiffFixtures.zStack {
        Subtree(.content, "Image", id: "a")
        Subtree(.content, "Image", id: "b")
      },
      to: TreeDiffFixtures.zStack {
        Subtree(.content, "Color")
        Subtree(.content, "Image", id: "a")
        Subtree(.content, "Image", id: "b")
      })
    #expect(diff.changes.count == 1)
    let change = try #require(diff.changes.first)
    #expect(change.description == "inserted `UIWindow › UITransitionView › ZStack › Color`")
    #expect(diff.paintOrderChanges.isEmpty)
  }

  @Test("Swapping two identified siblings is one move and one paint-order change")
  func reorderIsAMove() throws {
    let diff = TreeDiff(
      from: TreeDiffFixtures.zStack {
        Subtree(.content, "Image", id: "a")
        Subtree(.content, "Image", id: "b")
      },
      to: TreeDiffFixtures.zStack {
        Subtree(.content, "Image", id: "b")
        Subtree(.content, "Image", id: "a")
      })
    #expect(diff.changes.count == 1)
    let change = try #require(diff.changes.first)
    guard case .moved(let node, let from, let to) = change else {
      Issue.record("expected a move, got \(change)")
      return
    }
    #expect(from.parent == "UIWindow › UITransitionView › ZStack")
    #expect(to.parent == from.parent)
    #expect(from.position != to.position)
    #expect(change.description.hasPrefix("moved \(node) from position \(from.position) to"))
    let paint = try #require(diff.paintOrderChanges.first)
    #expect(diff.paintOrderChanges.count == 1)
    #expect(Set([paint.identifier] + paint.nowBehind + paint.nowInFrontOf) == ["a", "b"])
  }

  @Test("Moving an identified node to another parent is a move")
  func moveToAnotherParent() throws {
    let diff = TreeDiff(
      from: TreeDiffFixtures.zStack {
        Subtree(.view, "UIView", id: "left") {
          Subtree(.content, "Image", id: "badge")
        }
        Subtree(.view, "UIView", id: "right")
      },
      to: TreeDiffFixtures.zStack {
        Subtree(.view, "UIView", id: "left")
        Subtree(.view, "UIView", id: "right") {
          Subtree(.content, "Image", id: "badge")
        }
      })
    let expected: [TreeDiff.Change] = [
      .moved(
        TreeDiff.NodeRef(name: "#badge", path: "#badge", oldIndex: 4, newIndex: 5),
        from: TreeDiff.Place(parent: "#left", position: 0),
        to: TreeDiff.Place(parent: "#right", position: 0))
    ]
    #expect(diff.changes == expected)
    #expect(
      diff.changes.first?.description
        == "moved `#badge` from position 0 in `#left` to position 0 in `#right`")
    let paint = try #require(diff.paintOrderChanges.first)
    #expect(paint.description == "`badge` is now in front of `right` (was behind)")
  }

  @Test("A node crossing many others lists three and counts the rest")
  func longCrossingList() throws {
    let names = (0..<6).map { "n\($0)" }
    let diff = TreeDiff(
      from: TreeDiffFixtures.zStack {
        for name in names { Subtree(.content, "Image", id: name) }
      },
      to: TreeDiffFixtures.zStack {
        for name in names.dropFirst() { Subtree(.content, "Image", id: name) }
        Subtree(.content, "Image", id: "n0")
      })
    let paint = try #require(diff.paintOrderChanges.first)
    #expect(diff.paintOrderChanges.count == 1)
    #expect(paint.description == "`n0` is now in front of `n5`, `n4`, `n3` and 2 more (was behind)")
  }

  @Test("A long sibling list with edits far apart reports exactly those edits")
  func longSiblingList() {
    let names = (0..<3_000).map { "Cell\($0)" }
    var edited = names
    edited.remove(at: 2_900)
    edited.remove(at: 100)
    edited.insert("NewCell", at: 1_500)
    let diff = TreeDiff(
      from: TreeDiffFixtures.zStack {
        for name in names { Subtree(.view, name) }
      },
      to: TreeDiffFixtures.zStack {
        for name in edited { Subtree(.view, name) }
      })
    // Each cell is the developer's own type and the only node of it: sentences name the type.
    #expect(
      diff.changes.map(\.description) == [
        "removed `Cell100`", "inserted `NewCell`", "removed `Cell2900`",
      ])
    #expect(
      diff.changes.map(\.node.path) == [
        "UIWindow › UITransitionView › ZStack › Cell100",
        "UIWindow › UITransitionView › ZStack › NewCell",
        "UIWindow › UITransitionView › ZStack › Cell2900",
      ])
  }

  private let coverReference = TreeDiff.NodeRef(
    name: "#cover", path: "#cover", oldIndex: 10, newIndex: 10)
}

// MARK: - Fixtures

/// One attribute case: the mascot's attributes before and after, and the expected change.
struct AttributeCase: Sendable, CustomTestStringConvertible {
  var name: String
  var before: Attributes
  var after: Attributes
  var old: String?
  var new: String?
  var sentence: String

  var testDescription: String { sentence }

  static let all: [AttributeCase] = [
    AttributeCase(
      name: "alpha", before: Attributes(), after: Attributes([.alpha(0.5)]), old: nil, new: "0.5",
      sentence: "`#mascot` gained `alpha=0.5`"),
    AttributeCase(
      name: "alpha", before: Attributes([.alpha(0.5)]), after: Attributes([.alpha(0.25)]),
      old: "0.5", new: "0.25", sentence: "`#mascot` changed alpha from 0.5 to 0.25"),
    AttributeCase(
      name: "frame", before: Attributes([.frame(x: 0, y: 0, width: 10, height: 10)]),
      after: Attributes([.frame(x: 0, y: 0, width: 20.5, height: 10)]), old: "0,0,10,10",
      new: "0,0,20.5,10", sentence: "`#mascot` changed frame from 0,0,10,10 to 0,0,20.5,10"),
    AttributeCase(
      name: "hidden", before: Attributes(), after: Attributes([.hidden]), old: nil, new: "true",
      sentence: "`#mascot` gained `hidden`"),
    AttributeCase(
      name: "key", before: Attributes([.key]), after: Attributes(), old: "true", new: nil,
      sentence: "`#mascot` lost `key`"),
    AttributeCase(
      name: "interaction", before: Attributes(), after: Attributes([.userInteraction(false)]),
      old: nil, new: "off", sentence: "`#mascot` gained `interaction=off`"),
    AttributeCase(
      name: "level", before: Attributes([.level(.normal)]), after: Attributes([.level(.alert)]),
      old: "normal", new: "alert", sentence: "`#mascot` changed level from normal to alert"),
    AttributeCase(
      name: "testTag", before: Attributes(), after: Attributes([.extra("testTag", "hero")]),
      old: nil, new: "hero", sentence: "`#mascot` gained `testTag=hero`"),
    AttributeCase(
      name: "testTag", before: Attributes([.extra("testTag", "hero")]), after: Attributes(),
      old: "hero", new: nil, sentence: "`#mascot` lost `testTag=hero`"),
  ]
}
