import PresentationHierarchy
import Testing

/// The words of bars, as the headless and the device capture both write them.
struct BarTextTests {
  @Test("a navigation bar carries its top item's title, when it has one")
  func navigationBar() {
    #expect(BarText.navigationBar(title: "Library").map(\.key) == ["title"])
    #expect(BarText.navigationBar(title: "Library").map(\.value) == ["Library"])
    #expect(BarText.navigationBar(title: "").isEmpty)
    #expect(BarText.navigationBar(title: nil).isEmpty)
  }

  @Test("a tab bar carries its titles in order and the selected one; untitled bars say nothing")
  func tabBar() {
    let text = BarText.tabBar(items: ["Home", nil, "Settings"], selected: "Settings")
    #expect(text.map(\.key) == ["tabs", "selected"])
    #expect(text.map(\.value) == ["Home, (untitled), Settings", "Settings"])
    #expect(BarText.tabBar(items: ["Home"], selected: nil).map(\.key) == ["tabs"])
    #expect(BarText.tabBar(items: [nil, ""], selected: nil).isEmpty)
    #expect(BarText.tabBar(items: [], selected: "Home").isEmpty)
  }
}
