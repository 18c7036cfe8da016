import PresentationHierarchy
import Testing

/// `contentAsAccessibilityElements()`: a headless capture's SwiftUI content as a device capture
/// sees it, one node per accessibility element.
struct AccessibilityElementsTests {
  @Test("Text, Image and Button become elements; stacks and the app's views disappear")
  func elementsReplaceTheViewTree() throws {
    let projected = try projection(
      frontToBack: "go",
      """
      window UIWindow key level=normal frame=0,0,390,844
        controller UIHostingController<RootView> frame=0,0,390,844
          content RootView
            content VStack frame=10,10,100,100
              content Text frame=10,10,100,20
              content Button #go frame=10,40,100,20 label=Go
                content Text frame=10,40,100,20
              content Image frame=10,70,30,30
      """)
    #expect(
      projected == """
        window UIWindow key level=normal frame=0,0,390,844
          controller UIHostingController<RootView>
            content Text frame=10,10,100,20
            content Button #go frame=10,+10,100,20 label=Go
            content Image frame=10,+10,30,30
        """)
  }

  @Test("Identified content that is no element of its own stays, as an AccessibilityElement")
  func identifiedContentStays() throws {
    let projected = try projection(
      frontToBack: "stack, cover",
      """
      window UIWindow key level=normal frame=0,0,390,844
        controller UIHostingController<Cover>
          content ZStack
            content Color #cover
            content VStack #stack frame=0,100,390,100
              content Text frame=0,100,390,20
      """)
    #expect(
      projected == """
        window UIWindow key level=normal frame=0,0,390,844
          controller UIHostingController<Cover>
            content AccessibilityElement #cover
            content AccessibilityElement #stack frame=0,100,390,100
            content Text frame=0,100,390,20
        """)
  }

  @Test("UIKit views inside content move up, in order, and elements follow them")
  func uikitInsideContentMovesUp() throws {
    let projected = try projection(
      frontToBack: "mascot, tabs",
      """
      window UIWindow key level=normal frame=0,0,390,844
        controller UIHostingController<RootView>
          content ZStack
            controller SwiftUI.UIKitTabBarController #tabs
              controller UIHostingController<TabItem.RootView>
                content Text frame=0,60,390,20
            content VStack frame=0,0,390,800
              content Image #mascot frame=274,694,100,100
      """)
    #expect(
      projected == """
        window UIWindow key level=normal frame=0,0,390,844
          controller UIHostingController<RootView>
            controller SwiftUI.UIKitTabBarController #tabs
              controller UIHostingController<TabItem.RootView>
                content Text frame=0,60,390,20
            content Image #mascot frame=274,694,100,100
        """)
  }

  @Test("Hidden content has no elements; a text's label is left out, a button's kept")
  func hiddenContentAndLabels() throws {
    let projected = try projection(
      frontToBack: "secret",
      """
      window UIWindow key level=normal frame=0,0,390,844
        controller UIHostingController<RootView>
          content VStack hidden
            content Text #secret
          content Text label=Hello
          content NavigationLink label=Detail
      """)
    #expect(
      projected == """
        window UIWindow key level=normal frame=0,0,390,844
          controller UIHostingController<RootView>
            content Text
            content Button label=Detail
        """)
  }

  @Test("A hierarchy without content is unchanged")
  func withoutContentUnchanged() throws {
    let text = """
      window UIWindow key level=normal frame=0,0,390,844
        transition UITransitionView
          controller UINavigationController #nav frame=0,47,390,797
            view UIView #badge frame=10,60,20,20
      """
    #expect(try projection(frontToBack: "badge, nav", text) == text)
  }

  @Test("A cover in front of a mascot stays in front once both are elements")
  func paintOrderOfElements() throws {
    let recording = try SnapshotFormat.parse(
      file(
        frontToBack: "cover, mascot",
        """
        window UIWindow key level=normal frame=0,0,390,844
          transition UITransitionView
            controller UIHostingController<RootView>
              content DolphinOverlay
                content Image #mascot frame=274,694,100,100
          transition UITransitionView style=overFullScreen presenter=UIHostingController<RootView>
            controller PresentationHostingController<AnyView>
              content Color #cover
        """))
    let hierarchy = try #require(recording.steps.first?.hierarchy)
    let projected = hierarchy.contentAsAccessibilityElements()
    #expect(try projected.isInFront("cover", of: "mascot"))
    #expect(
      try projected.isInFront("cover", of: "mascot") == hierarchy.isInFront("cover", of: "mascot"))
  }
}

// MARK: - Fixtures

/// The node lines of a one-step file's hierarchy after the projection.
private func projection(frontToBack: String, _ nodeLines: String) throws -> String {
  let recording = try SnapshotFormat.parse(file(frontToBack: frontToBack, nodeLines))
  let hierarchy = try #require(recording.steps.first?.hierarchy)
  let written = SnapshotFormat.write(
    Recording(steps: [Recording.Step("s", hierarchy.contentAsAccessibilityElements())]))
  return written.split(separator: "\n").filter {
    !$0.hasPrefix("presentation-snapshot") && !$0.hasPrefix("##") && !$0.hasPrefix("front-to-back")
  }.joined(separator: "\n")
}

/// A snapshot file of one step holding the node lines, whose identified nodes are listed front
/// to back.
private func file(frontToBack: String, _ nodeLines: String) -> String {
  "presentation-snapshot 1\n\n## step 1: s\nfront-to-back: \(frontToBack)\n" + nodeLines + "\n"
}
