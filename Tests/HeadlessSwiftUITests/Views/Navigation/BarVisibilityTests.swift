import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `.toolbar(_:for:)`, `.toolbarVisibility(_:for:)` and `.navigationBarHidden(_:)` hide the
/// UIKit bars around the screen shown: a hidden bar covers nothing and leaves the safe area.
@MainActor
struct BarVisibilityTests {
  /// Whether the capture's only node of a UIKit type is hidden.
  private func isHidden(_ typeName: String, in app: UIApplication) throws -> Bool {
    let nodes = app.captureHierarchy().nodes.filter { $0.typeName == typeName }
    try #require(nodes.count == 1)
    return nodes[0].attributes.isHidden
  }

  /// A stack whose root hides the navigation bar and pushes a screen that doesn't say.
  private struct Reader: View {
    var body: some View {
      NavigationStack {
        VStack {
          Text("Top").accessibilityIdentifier("top")
          NavigationLink("Open") { Text("Detail").accessibilityIdentifier("detail") }
            .accessibilityIdentifier("open")
          Spacer()
        }
        .toolbar(.hidden, for: .navigationBar)
      }
    }
  }

  @Test("A screen that hides the navigation bar starts at the status bar; a pushed one shows it")
  func navigationBar() async throws {
    let app = await UIApplication.launch(Reader())
    #expect(try isHidden("UINavigationBar", in: app))
    // The safe area's top is 47 points on the 390×844 iPhone, 103 under a navigation bar.
    #expect(try app.capturedFrame(of: "top")?.y == 47)
    try app.tap("open")
    await app.settle()
    #expect(try !isHidden("UINavigationBar", in: app))
  }

  @Test(
    "Each spelling hides the navigation bar",
    arguments: [0, 1, 2])
  func spellings(spelling: Int) async throws {
    struct Screen: View {
      let spelling: Int
      var body: some View {
        NavigationStack {
          switch spelling {
          case 0: Text("A").toolbar(.hidden)
          case 1: Text("A").toolbarVisibility(.hidden, for: .automatic)
          default: Text("A").navigationBarHidden(true)
          }
        }
      }
    }
    let app = await UIApplication.launch(Screen(spelling: spelling))
    #expect(try isHidden("UINavigationBar", in: app))
  }

  /// Tabs whose first tab pushes a screen that hides the tab bar.
  private struct Tabs: View {
    var body: some View {
      TabView {
        NavigationStack {
          NavigationLink("Player") {
            VStack {
              Spacer()
              Text("Bottom").accessibilityIdentifier("bottom")
            }
            .toolbar(.hidden, for: .tabBar)
            .toolbarBackground(.visible, for: .tabBar)
            .toolbarBackground(Color.black, for: .navigationBar, .tabBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .toolbarRole(.editor)
          }
          .accessibilityIdentifier("player")
        }
        .tabItem { Label("Home", systemImage: "house") }
        Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
      }
    }
  }

  @Test("A pushed screen that hides the tab bar reaches the home indicator; popping shows it")
  func tabBar() async throws {
    let app = await UIApplication.launch(Tabs())
    #expect(try !isHidden("UITabBar", in: app))
    try app.tap("player")
    await app.settle()
    #expect(try isHidden("UITabBar", in: app))
    // The safe area's bottom is 34 points above the screen's, 83 above a tab bar.
    let bottom = try #require(try app.capturedFrame(of: "bottom"))
    #expect(bottom.y + bottom.height == 844 - 34)
    let navigation = try #require(app.keyWindow?.rootViewController.flatMap(firstNavigation))
    navigation.popViewController(animated: false)
    await app.settle()
    #expect(try !isHidden("UITabBar", in: app))
  }

  @Test("A bar hidden around a navigation stack stays hidden on every screen it shows")
  func outerDeclaration() async throws {
    struct Outer: View {
      var body: some View {
        TabView {
          NavigationStack {
            NavigationLink("Next") { Text("Pushed") }.accessibilityIdentifier("next")
          }
          .toolbar(.hidden, for: .tabBar)
          .tabItem { Label("Home", systemImage: "house") }
        }
      }
    }
    let app = await UIApplication.launch(Outer())
    #expect(try isHidden("UITabBar", in: app))
    try app.tap("next")
    await app.settle()
    #expect(try isHidden("UITabBar", in: app))
    #expect(app.exceptions.isEmpty)
  }

  private func firstNavigation(in controller: UIViewController) -> UINavigationController? {
    if let navigation = controller as? UINavigationController { return navigation }
    return controller.children.lazy.compactMap(firstNavigation).first
  }
}
