import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

@testable import PresentationExplorer

/// The explorer on an app whose Button action reads `UIApplication.shared`: every replay runs
/// the action in the replayed app's scope, so exploring never stops the process.
@MainActor
struct ExplorerScopeTests {
  /// Shows a toast window from a Button action, through `UIApplication.shared`, and opens a
  /// cover from another.
  struct ToastFromAButton: View {
    @State private var showCover = false

    var body: some View {
      VStack {
        Button("Toast") { Self.showToast() }
          .accessibilityIdentifier("showToast")
        Button("Cover") { showCover = true }
          .accessibilityIdentifier("openCover")
      }
      .fullScreenCover(isPresented: $showCover) {
        Color.blue.accessibilityIdentifier("cover")
      }
    }

    /// A window of its own for the toast, that lets taps through; its scene keeps it.
    static func showToast() {
      guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
        return
      }
      let window = UIWindow(windowScene: scene)
      window.rootViewController = UIHostingController(
        rootView: Text("Saved").accessibilityIdentifier("toast"))
      window.isUserInteractionEnabled = false
      window.isHidden = false
    }
  }

  @Test("Exploring an app whose Button reads UIApplication.shared replays it in each app")
  func buttonReadingShared() async throws {
    let explorer = LayeringExplorer(rules: [.alwaysOnTop("toast")], maximumDepth: 2) {
      await UIApplication.launch(ToastFromAButton())
    }
    let reports = await ModelReports.reports {
      let result = await explorer.explore()
      // The toast window is in front of the cover whichever comes first; what a state with
      // the toast under the cover would be is a layering bug the explorer would report.
      #expect(result.counterexample == nil)
      #expect(result.statesExplored >= 3, "launch, toast shown, cover shown (and both)")
    }
    #expect(reports.isEmpty, "no code ran outside its app's scope: \(reports)")
  }

  /// A button that opens a sheet with a close button of its own.
  struct SheetWithClose: View {
    @State private var showSheet = false

    var body: some View {
      Button("Sheet") { showSheet = true }
        .accessibilityIdentifier("openSheet")
        .sheet(isPresented: $showSheet) {
          Button("Close") { showSheet = false }.accessibilityIdentifier("closeSheet")
        }
    }
  }

  /// Counts the explorer's launches: each is a replay from the start.
  @MainActor final class Launches {
    var count = 0
  }

  @Test("Only what a tap can reach is tried: not the button under a sheet's dimming view")
  func triesOnlyReachableButtons() async throws {
    let launches = Launches()
    let explorer = LayeringExplorer(rules: [], maximumDepth: 2) {
      launches.count += 1
      return await UIApplication.launch(SheetWithClose())
    }
    let result = await explorer.explore()
    #expect(result.statesExplored == 2, "the root, and the sheet")
    // One action from the root (open), two from the sheet (close, swipe down); the root's
    // button is still in the window but under the dimming view, so a user can't tap it there,
    // and no replay is spent trying.
    #expect(result.transitionsTried == 3)
    // One launch serves all: open, close on the same app (learned as the sheet's way back),
    // then open again to reach the sheet for its swipe, as a user would.
    #expect(launches.count == 1)
  }

  /// A sheet, a cover and an alert, each closed from its own button.
  struct ThreeWaysOut: View {
    @State private var sheet = false
    @State private var cover = false
    @State private var alert = false

    var body: some View {
      VStack {
        Button("Sheet") { sheet = true }.accessibilityIdentifier("openSheet")
          .sheet(isPresented: $sheet) {
            Button("Close") { sheet = false }.accessibilityIdentifier("closeSheet")
          }
        Button("Cover") { cover = true }.accessibilityIdentifier("openCover")
          .fullScreenCover(isPresented: $cover) {
            Button("Close") { cover = false }.accessibilityIdentifier("closeCover")
          }
        Button("Alert") { alert = true }.accessibilityIdentifier("openAlert")
          .alert("Saved", isPresented: $alert) { Button("OK") {} }
      }
    }
  }

  @Test("A screen's close button brings the app back, so the next action needs no relaunch")
  func comesBackInsteadOfReplaying() async throws {
    let launches = Launches()
    let explorer = LayeringExplorer(rules: [], maximumDepth: 2) {
      launches.count += 1
      return await UIApplication.launch(ThreeWaysOut())
    }
    let result = await explorer.explore()
    #expect(result.statesExplored == 4, "the root, the sheet, the cover, the alert")
    // Open and close each (3 + 3), and swipe the sheet down.
    #expect(result.transitionsTried == 7)
    // The first launch serves all three buttons, closing each screen again; the close buttons
    // are learned then. The sheet's swipe, tried from the sheet, needs no second launch: the
    // app is taken there by the button seen to open it. Relaunching for it costs a second
    // launch; replaying instead of closing, two more.
    #expect(launches.count == 1)
  }

  @Test("Words of identifiers and labels: camel case, separators and case are split and folded")
  func undoWords() {
    let actions = ["openSheet", "closeSheet", "s-0-close", "OK", "Done", "Closet"].map(
      ExplorerAction.tap)
    #expect(
      ActionDiscovery.undoing(actions + [.swipeDownToDismiss]).map(\.label) == [
        "tap closeSheet", "tap s-0-close", "tap OK", "tap Done", "swipe the sheet down",
      ])
  }
}
