import HeadlessUIKit
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

@MainActor
@Suite struct SubclassingPatternTests {
  @Test func aViewMadeWithEmptyParenthesesRunsItsInitFrameOverride() {
    let card = CardView()
    #expect(card.subviews == [card.titleLabel])
    #expect(BadgeView().count == 3)
    #expect(BadgeView().frame.size == CGSize(width: 24, height: 24))
  }

  @Test func aControllerMadeWithEmptyParenthesesGoesThroughInitNibNameBundle() {
    #expect(SettingsViewController().madeThroughDesignatedInitializer)
    #expect(EpisodeViewController(episode: "42").episode == "42")
  }

  @Test func controllersAndGesturesCompareByIdentityAsNSObjects() {
    let first = EpisodeViewController(episode: "1")
    let second = EpisodeViewController(episode: "2")
    #expect(ControllerBookkeeping.position(of: second, in: [first, second]) == 1)
    let lookalike = EpisodeViewController(episode: "2")
    #expect(ControllerBookkeeping.position(of: lookalike, in: [first, second]) == nil)
    let longPress = UILongPressGestureRecognizer()
    #expect(ControllerBookkeeping.isLongPress(longPress, longPress))
    #expect(!ControllerBookkeeping.isLongPress(UITapGestureRecognizer(), longPress))
    #expect(ControllerBookkeeping.asObject(CardView()) != nil)
    first.title = "One"
    #expect(ControllerBookkeeping.titles(of: [first, second])[first] == "One")
  }

  @Test func aWindowMadeWithEmptyParenthesesShowsOnceItHasAFrameAndAScene() {
    let app = UIApplication()
    app.asShared {
      let scene = app.connectScene()
      let main = UIWindow(windowScene: scene)
      main.rootViewController = UIViewController()
      main.makeKeyAndVisible()
      let banner = makeBannerWindow(in: scene)
      banner.rootViewController = UIViewController()
      #expect(scene.windows.last === banner)
      #expect(app.hitTest(Point(x: 40, y: 60)) === banner.rootViewController?.view)
      #expect(app.hitTest(Point(x: 40, y: 400)) === main.rootViewController?.view)
    }
  }
}
