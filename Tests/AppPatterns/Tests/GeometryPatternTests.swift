import HeadlessUIKit
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

@MainActor
@Suite struct GeometryPatternTests {
  @Test func aPressedCardShrinksWhereTouchesLandAndSpringsBack() async {
    let app = UIApplication()
    app.asShared {
      let window = UIWindow(windowScene: app.connectScene())
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      let card = PressableCardView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
      card.accessibilityIdentifier = "card"
      card.accessibilityLabel = "Episode 12"
      window.rootViewController?.view.addSubview(card)
      card.layoutIfNeeded()
      #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 200, height: 100))
      #expect(card.titleLabel.frame.minX == 16)
      card.setPressed(true)
      let pressed = card.frame
      #expect(abs(pressed.minX - 24) < 1e-9 && abs(pressed.width - 192) < 1e-9)
      #expect(abs(pressed.minY - 102) < 1e-9 && abs(pressed.height - 96) < 1e-9)
      // The card's old corner is outside the shrunk card.
      #expect(app.hitTest(Point(x: 22, y: 101)) === window.rootViewController?.view)
      #expect(app.hitTest(Point(x: 30, y: 110)) === card)
      var opened = false
      card.onTap = { opened = true }
      #expect(card.accessibilityActivate())
      #expect(opened)
      card.setPressed(false)
      #expect(card.frame == CGRect(x: 20, y: 100, width: 200, height: 100))
    }
    await app.settle()
  }

  @Test func theArticleColumnStaysReadableAndClearOfTheMiniPlayer() {
    let app = UIApplication(profile: .iPad)
    app.asShared {
      let window = UIWindow(windowScene: app.connectScene())
      let article = ArticleViewController()
      window.rootViewController = article
      window.makeKeyAndVisible()
      article.view.layoutIfNeeded()
      let screen = window.bounds
      #expect(article.bodyView.frame.width == 672)
      #expect(article.bodyView.frame.midX == screen.midX)
      let insets = article.view.safeAreaInsets
      #expect(insets.bottom == 84)
      #expect(article.bodyView.frame.maxY == screen.maxY - 84)
      #expect(article.avatarView.image?.size == CGSize(width: 40, height: 40))
      #expect(article.avatarView.intrinsicContentSize == CGSize(width: 40, height: 40))
    }
  }

  @Test func aRingTakesTouchesOnItsDiscAndStaysInTheCornerWhenTheBarWidens() async {
    let app = UIApplication()
    let window = app.asShared { () -> UIWindow in
      let window = UIWindow(windowScene: app.connectScene())
      window.rootViewController = UIViewController()
      window.makeKeyAndVisible()
      return window
    }
    let bar = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
    window.rootViewController?.view.addSubview(bar)
    let ring = RingProgressView(frame: CGRect(x: 250, y: 10, width: 40, height: 40))
    bar.addSubview(ring)
    app.asShared { ring.progress = 0.42 }
    await app.settle()
    #expect(ring.accessibilityValue == "42%")
    #expect(app.hitTest(Point(x: 270, y: 130)) === ring)
    #expect(app.hitTest(Point(x: 252, y: 112)) === bar)
    bar.frame = CGRect(x: 0, y: 100, width: 390, height: 60)
    #expect(ring.frame == CGRect(x: 340, y: 10, width: 40, height: 40))
  }
}
