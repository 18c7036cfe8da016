import HeadlessSwiftUI
import HeadlessUIKit
import Testing

@testable import PresentationExplorer

/// The explorer takes the app it holds from one state to the next by actions it has seen lead
/// there, instead of launching it again and replaying the next state's whole path.
@MainActor
struct ExplorerTravelTests {
  /// Two buttons per screen, each opening a sheet with a close button, two levels deep.
  struct NestedSheets: View {
    var body: some View { Level(depth: 0, name: "root") }
  }

  struct Level: View {
    let depth: Int
    let name: String

    var body: some View {
      VStack {
        if depth < 2 {
          Opener(depth: depth, name: "\(name)-a")
          Opener(depth: depth, name: "\(name)-b")
        }
      }
    }
  }

  struct Opener: View {
    let depth: Int
    let name: String
    @State private var isOpen = false

    var body: some View {
      Button(name) { isOpen = true }.accessibilityIdentifier(name)
        .sheet(isPresented: $isOpen) {
          VStack {
            Level(depth: depth + 1, name: name)
            Button("Close") { isOpen = false }.accessibilityIdentifier("\(name)-close")
          }
        }
    }
  }

  @Test("States two levels deep are explored from one launch: the app travels between them")
  func exploresFromOneLaunch() async {
    let launches = ExplorerScopeTests.Launches()
    let explorer = LayeringExplorer(rules: [], maximumDepth: 3) {
      launches.count += 1
      return await UIApplication.launch(NestedSheets())
    }
    let result = await explorer.explore()
    #expect(result.statesExplored == 7, "the root, two sheets, four sheets on them")
    #expect(result.statesPerDepth == [2, 4, 0])
    // Every state's screens close, so the one app goes down and back up between them; a
    // relaunch and replay per state would cost 7.
    #expect(launches.count == 1)
  }

  @Test("A path between states is the fewest actions seen, the first found in the order done")
  func shortestLearnedPath() {
    var learned = LearnedTransitions()
    let (open, other, close, jump) = (
      ExplorerAction.tap("open"), ExplorerAction.tap("other"), ExplorerAction.tap("close"),
      ExplorerAction.tap("jump")
    )
    learned.note(open, in: "root", leadsTo: "sheet")
    learned.note(other, in: "root", leadsTo: "sheet")
    learned.note(close, in: "sheet", leadsTo: "root")
    learned.note(open, in: "sheet", leadsTo: "inner")
    #expect(learned.path(from: "root", to: "inner", longest: 2) == [open, open])
    #expect(learned.path(from: "root", to: "inner", longest: 1) == nil, "longer than allowed")
    #expect(learned.path(from: "inner", to: "root", longest: 5) == nil, "no way back seen")
    learned.note(jump, in: "inner", leadsTo: "root")
    #expect(learned.path(from: "inner", to: "sheet", longest: 5) == [jump, open])
    learned.note(open, in: "root", leadsTo: "elsewhere")
    #expect(learned.path(from: "root", to: "sheet", longest: 1) == [other], "noted again")
  }
}
