import HierarchyDiffing
import PresentationHierarchy
import Testing

/// The two regressions a reviewer saw summarised by the wrong change, and the ranking rules
/// behind the fix (``ChangeSignificance``).
struct HeadlineExamplesTests {
  private static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  private static let bar = Rect(x: 0, y: 700, width: 390, height: 60)

  /// Albums with a mini player floating over them; `playerInside` moves the player into the
  /// album list (a harmless refactor), `sheet` covers the lower part with a sheet, and
  /// `withPlayer` leaves the player out.
  private static func albums(
    playerInside: Bool = false, sheet: Bool = false, withPlayer: Bool = true
  ) -> Hierarchy {
    let player = Subtree(.content, "MiniPlayer", id: "miniPlayer", .opaque, .frame(bar))
    return Hierarchy {
      Subtree(.window, "UIWindow", .key, .frame(screen)) {
        Subtree(.transition, "UITransitionView") {
          Subtree(.controller, "UIHostingController<RootView>", .opaque) {
            Subtree(.content, "ZStack") {
              Subtree(.content, "AlbumList", id: "albums", .frame(screen)) {
                if playerInside && withPlayer { player }
                Subtree(.content, "Text", .frame(Rect(x: 0, y: 100, width: 390, height: 20)))
              }
              if !playerInside && withPlayer { player }
            }
          }
        }
        if sheet {
          Subtree(.transition, "UITransitionView") {
            Subtree(.controller, "UIViewController", id: "queue", .opaque, .frame(screen))
          }
        }
      }
    }
  }

  @Test("A mini player that drops out at step 2 heads the summary, not a move at step 1")
  func miniPlayerDroppingOut() {
    let reference = Recording(steps: [
      Recording.Step("launch", Self.albums()),
      Recording.Step("open the queue", Self.albums()),
    ])
    let actual = Recording(steps: [
      Recording.Step("launch", Self.albums(playerInside: true)),
      Recording.Step("open the queue", Self.albums(playerInside: true, withPlayer: false)),
    ])
    let diff = RecordingDiff(from: reference, to: actual)
    #expect(diff.steps.map(\.number) == [1, 2])
    #expect(diff.steps.map(\.significance) == [.structure, .presence])
    #expect(
      diff.summary
        == "step 2 \"open the queue\": `miniPlayer` disappeared: removed; 1 other step differs")
  }

  @Test("A removed custom alert is named, not the transition view that held it")
  func customAlertRemoved() {
    let withAlert = Hierarchy {
      Subtree(.window, "UIWindow", .key, .frame(Self.screen)) {
        Subtree(.transition, "UITransitionView") {
          Subtree(.controller, "UIViewController", id: "home", .opaque, .frame(Self.screen))
        }
        Subtree(.transition, "UITransitionView") {
          Subtree(.transition, "UITransitionView") {
            Subtree(
              .content, "CustomAlert", id: "customAlert",
              .frame(Rect(x: 45, y: 322, width: 300, height: 200)))
          }
        }
      }
    }
    let withoutAlert = Hierarchy {
      Subtree(.window, "UIWindow", .key, .frame(Self.screen)) {
        Subtree(.transition, "UITransitionView") {
          Subtree(.controller, "UIViewController", id: "home", .opaque, .frame(Self.screen))
        }
      }
    }
    let headlines = ChangeHeadlines(from: withAlert, to: withoutAlert)
    #expect(
      headlines.summary
        == "`customAlert` disappeared: removed with `UIWindow › UITransitionView[1]`")
    #expect(headlines.top?.significance == .presence)
  }

  @Test("Being covered outranks losing taps, which outranks appearing")
  func coverageAndTaps() {
    let headlines = ChangeHeadlines(from: Self.albums(), to: Self.albums(sheet: true))
    #expect(
      headlines.headlines.map(\.sentence).prefix(4) == [
        "`albums` is now covered by `queue`",
        "`miniPlayer` is now covered by `queue`",
        "`miniPlayer` no longer receives taps at its centre: `queue` does",
        "`queue` appeared in front of `miniPlayer` and `albums`",
      ])
    let ranks = headlines.headlines.map(\.significance)
    #expect(ranks == ranks.sorted())
  }

  @Test("A gain ranks after the disappearance that caused it")
  func gainsFollowTheirCause() {
    let headlines = ChangeHeadlines(from: Self.albums(sheet: true), to: Self.albums())
    #expect(
      headlines.headlines.map(\.sentence).prefix(4) == [
        "`queue` disappeared: removed with `UIWindow › UITransitionView[1]`",
        "`albums` is no longer covered (was under `queue`)",
        "`miniPlayer` is no longer covered (was under `queue`)",
        "`miniPlayer` now receives taps at its centre (`queue` did)",
      ])
    #expect(
      headlines.headlines.prefix(4).map(\.significance) == [
        .presence, .uncovered, .uncovered, .gainedTaps,
      ])
  }

  @Test("Key and interaction outrank presentation, which outranks geometry; a reorder is last")
  func lowerRanks() {
    let before = Hierarchy {
      Subtree(.window, "UIWindow", .key, .frame(Self.screen)) {
        Subtree(.content, "ZStack") {
          Subtree(.content, "Text", id: "a", .frame(Rect(x: 0, y: 0, width: 10, height: 10)))
          Subtree(.content, "Text", id: "b", .frame(Rect(x: 0, y: 50, width: 10, height: 10)))
        }
      }
    }
    let after = Hierarchy {
      Subtree(.window, "UIWindow", .frame(Self.screen)) {
        Subtree(.content, "ZStack") {
          Subtree(.content, "Text", id: "b", .frame(Rect(x: 0, y: 50, width: 10, height: 10)))
          Subtree(.content, "Text", id: "a", .frame(Rect(x: 0, y: 0, width: 20, height: 10)))
        }
        Subtree(.transition, "UITransitionView", .presentationStyle("formSheet"))
      }
    }
    let ranks = ChangeHeadlines(from: before, to: after).headlines.map(\.significance)
    let order: [ChangeSignificance] = [.keyAndInteraction, .presentation, .geometry, .reorder]
    #expect(ranks.filter { order.contains($0) } == order)
  }

  @Test("Nodes are named by identifier, then by the developer's type, then by path")
  func naming() throws {
    let before = Hierarchy {
      Subtree(.window, "UIWindow", .key) {
        Subtree(.content, "ZStack") {
          Subtree(.content, "DolphinOverlay") { Subtree(.content, "Image") }
          Subtree(.content, "Text")
        }
      }
    }
    let after = Hierarchy {
      Subtree(.window, "UIWindow", .key) {
        Subtree(.content, "ZStack")
      }
    }
    let sentences = TreeDiff(from: before, to: after).changes.map(\.description)
    #expect(
      sentences == [
        "removed `DolphinOverlay` with 1 descendant", "removed `UIWindow › ZStack › Text`",
      ])
  }
}
