import PresentationHierarchy
import Testing

struct QueryTests {
  // MARK: Paint order

  @Test("Within a window later siblings and children paint in front")
  func paintOrderWithinWindow() throws {
    #expect(try coveredApp.isInFront("cover", of: "mascot"))
    #expect(try coveredApp.isInFront("mascot", of: "tabs"))
    #expect(try !coveredApp.isInFront("tabs", of: "mascot"))
    #expect(coveredApp.identifiersFrontToBack() == ["cover", "mascot", "tabs", "main"])
  }

  @Test("Window level beats show order; show order breaks ties within a level")
  func paintOrderAcrossWindows() throws {
    let hierarchy = Hierarchy {
      Subtree(.window, "UIWindow", id: "alert", .level(.alert))
      Subtree(.window, "UIWindow", id: "main", .level(.normal))
      Subtree(.window, "UIWindow", id: "overlay")  // no level: paints like normal
    }
    #expect(
      hierarchy.windowsBackToFront().map { hierarchy[$0].identifier } == [
        "main", "overlay", "alert",
      ])
    #expect(try hierarchy.isInFront("overlay", of: "main"))
    #expect(try hierarchy.isInFront("alert", of: "overlay"))
    #expect(hierarchy.identifiersFrontToBack() == ["alert", "overlay", "main"])
  }

  @Test("Unknown and duplicated identifiers are errors that say what exists")
  func reportsBadIdentifiers() {
    #expect(
      throws: HierarchyQueryError.notFound("dolphin", known: ["main", "tabs", "mascot", "cover"])
    ) {
      try coveredApp.isInFront("dolphin", of: "cover")
    }
    let twins = Hierarchy {
      Subtree(.window, "UIWindow", id: "twin")
      Subtree(.window, "UIWindow", id: "twin")
    }
    #expect(throws: HierarchyQueryError.ambiguous("twin", count: 2)) { try twins.index(of: "twin") }
    #expect(
      HierarchyQueryError.notFound("x", known: []).description
        == "No node has the identifier 'x'. Identifiers present: none.")
  }

  // MARK: Hit testing

  @Test("A tap on the mascot hits the cover presented over it")
  func hitTestReachesFrontPresentation() {
    #expect(coveredApp.hitTestName(Point(x: 300, y: 700)) == "cover")
    #expect(launchedApp.hitTestName(Point(x: 300, y: 700)) == "mascot")
    #expect(launchedApp.hitTestName(Point(x: 10, y: 10)) == "tabs")
  }

  @Test("Hidden, transparent and non-interactive views and their subtrees are skipped")
  func hitTestSkipsIneligibleViews() {
    for attribute: Attribute in [.hidden, .alpha(0.009), .userInteraction(false)] {
      let hierarchy = Hierarchy {
        Subtree(.window, "UIWindow", id: "window") {
          Subtree(.view, "UIView", id: "back")
          Subtree(.view, "UIView", id: "front", attribute) {
            Subtree(.view, "UIView", id: "child")
          }
        }
      }
      #expect(hierarchy.hitTestName(Point(x: 1, y: 1)) == "back", "\(attribute)")
    }
    let barelyVisible = Hierarchy {
      Subtree(.window, "UIWindow") { Subtree(.view, "UIView", id: "faint", .alpha(0.01)) }
    }
    #expect(barelyVisible.hitTestName(Point(x: 1, y: 1)) == "faint")
  }

  @Test("A subview outside its parent's frame is not hit, as UIKit does")
  func hitTestRespectsParentBounds() {
    let hierarchy = Hierarchy {
      Subtree(.window, "UIWindow", id: "window", .frame(x: 0, y: 0, width: 100, height: 100)) {
        Subtree(.view, "UIView", id: "small", .frame(x: 0, y: 0, width: 10, height: 10)) {
          Subtree(.view, "UIView", id: "outside", .frame(x: 50, y: 50, width: 10, height: 10))
        }
      }
    }
    #expect(hierarchy.hitTestName(Point(x: 55, y: 55)) == "window")
    #expect(hierarchy.hitTestName(Point(x: 5, y: 5)) == "small")
    #expect(hierarchy.hitTestName(Point(x: 10, y: 5)) == "window")  // right edge is outside
    #expect(hierarchy.hitTestName(Point(x: 500, y: 5)) == nil)
  }

  @Test("An overlay window without interaction passes touches to the window behind")
  func hitTestFallsThroughWindows() {
    #expect(separateWindowApp.hitTestName(Point(x: 300, y: 700)) == "cover")
    var interactive = separateWindowApp
    let overlay = interactive.windowIndices[1]
    interactive[overlay].attributes.isUserInteractionEnabled = true
    #expect(interactive.hitTestName(Point(x: 300, y: 700)) == "mascot")
    #expect(interactive.hitTestName(Point(x: 10, y: 10)) == "overlay")
  }

  // MARK: Visibility

  @Test("An opaque cover hides the mascot; a separate window keeps it in view")
  func visibilityUnderCover() throws {
    let covered = try coveredApp.visibility(of: "mascot")
    #expect(covered.coveredFraction == 1)
    #expect(!covered.isVisible)
    #expect(covered.coveringNodes == [try coveredApp.index(of: "cover")])
    let fixed = try separateWindowApp.visibility(of: "mascot")
    #expect(fixed.isVisible)
    #expect(fixed.coveredFraction == 0)
  }

  @Test("Coverage adds up overlapping covers once and ignores translucent ones")
  func partialCoverage() throws {
    let hierarchy = Hierarchy {
      Subtree(.window, "UIWindow") {
        Subtree(.view, "UIView", id: "target", .frame(x: 0, y: 0, width: 100, height: 100))
        Subtree(.view, "UIView", .opaque, .frame(x: 0, y: 0, width: 50, height: 100))
        Subtree(.view, "UIView", .opaque, .frame(x: 25, y: 0, width: 50, height: 50))
        Subtree(.view, "UIView", .opaque, .alpha(0.5), .frame(x: 0, y: 0, width: 100, height: 100))
        Subtree(.view, "UIView", .frame(x: 0, y: 0, width: 100, height: 100)) {
          Subtree(.view, "UIView", .opaque, .frame(x: 90, y: 90, width: 10, height: 10))
        }
      }
    }
    let visibility = try hierarchy.visibility(of: "target")
    #expect(visibility.coveredFraction == 0.625 + 0.01)
    #expect(visibility.coveringNodes.count == 3)
    #expect(visibility.isVisible)
  }

  @Test("Hidden ancestors hide, and a frame outside the window is off screen")
  func hiddenAndOffscreen() throws {
    let hierarchy = Hierarchy {
      Subtree(.window, "UIWindow", .frame(x: 0, y: 0, width: 100, height: 100)) {
        Subtree(.view, "UIView", .hidden) { Subtree(.view, "UIView", id: "inside") }
        Subtree(.view, "UIView", id: "away", .frame(x: 200, y: 0, width: 10, height: 10))
      }
    }
    #expect(try hierarchy.visibility(of: "inside").isHidden)
    let away = try hierarchy.visibility(of: "away")
    #expect(!away.isInsideWindow)
    #expect(!away.isVisible)
  }
}

// MARK: - Fixtures

private let screen = Attribute.frame(x: 0, y: 0, width: 390, height: 844)

private func rootLayer(withMascot: Bool) -> Subtree {
  Subtree(.transition, "UITransitionView") {
    Subtree(.hosting, "_UIHostingView<RootView>") {
      Subtree(.controller, "UITabBarController", id: "tabs", .opaque, screen)
      if withMascot {
        Subtree(
          .content, "Image", id: "mascot", .opaque, .frame(x: 274, y: 648, width: 100, height: 100))
      }
    }
  }
}

private func coverLayer() -> Subtree {
  Subtree(.transition, "UITransitionView", .presentationStyle("overFullScreen")) {
    Subtree(.controller, "PresentationHostingController<AnyView>", id: "cover", .opaque, screen)
  }
}

private let launchedApp = Hierarchy {
  Subtree(.window, "UIWindow", id: "main", .key, screen) { rootLayer(withMascot: true) }
}

private let coveredApp = Hierarchy {
  Subtree(.window, "UIWindow", id: "main", .key, screen) {
    rootLayer(withMascot: true)
    coverLayer()
  }
}

private let separateWindowApp = Hierarchy {
  Subtree(.window, "UIWindow", id: "main", screen) {
    rootLayer(withMascot: false)
    coverLayer()
  }
  Subtree(.window, "UIWindow", id: "overlay", .key, .userInteraction(false), screen) {
    Subtree(
      .content, "Image", id: "mascot", .opaque, .frame(x: 274, y: 648, width: 100, height: 100))
  }
}
