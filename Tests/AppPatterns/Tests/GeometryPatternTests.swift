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
}
