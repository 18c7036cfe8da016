import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

@testable import AppPatterns

/// A catalogue whose sections build their own screens from a plain enum's `@ViewBuilder`
/// property, with a `View.if` helper made of `TupleView`s of optionals (as MovieSwiftUI writes
/// both), compiled unchanged in Swift 5 mode and driven through its tabs.
@MainActor
@Suite struct CinemaAppTests {
  @Test func eachSectionShowsTheScreenItsEnumBuilds() async throws {
    let app = await UIApplication.launch(CinemaApp.self)
    let launch = app.captureHierarchy()
    #expect(try launch.visibility(of: "film-Alien").isVisible)
    #expect(try launch.visibility(of: "film-Heat").isVisible)
    #expect(try launch.visibility(of: "new-badge").isVisible)
    #expect(
      launch.nodes.filter { $0.identifier == "new-badge" }.count == 1,
      "`if` shows the changed view for the first film only, and the film alone for the rest")

    _ = try app.tapTab("Upcoming")
    await app.settle()
    #expect(try app.captureHierarchy().visibility(of: "upcoming-Dune").isVisible)

    _ = try app.tapTab("Watchlist")
    await app.settle()
    #expect(try app.captureHierarchy().visibility(of: "empty-Watchlist").isVisible)
    #expect(app.exceptions.isEmpty)
  }

  @Test func aTupleViewShowsItsViewsAndSkipsTheNilOnes() async throws {
    let first: (some View)? = Text("Kept").accessibilityIdentifier("kept")
    let tuple = TupleView((first, nil as Text?, Text("Last").accessibilityIdentifier("last")))
    let app = await UIApplication.launch(VStack { tuple })
    let hierarchy = app.captureHierarchy()
    let kept = try hierarchy.visibility(of: "kept")
    let last = try hierarchy.visibility(of: "last")
    #expect(kept.isVisible && last.isVisible)
    #expect(try hierarchy.index(of: "kept") < hierarchy.index(of: "last"), "in the tuple's order")
  }
}
