import HeadlessUIKit
import Testing

/// Drag and drop in the model: interactions are recorded on their views and keep their values,
/// and nothing ever starts a drag or delivers a drop.
@MainActor
struct DragAndDropTests {
  final class Source: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    var asked = 0
    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
    ) -> [UIDragItem] {
      asked += 1
      return []
    }
  }

  @Test(
    "A drag interaction is enabled by default on iPad, not on iPhone",
    arguments: [(FidelityProfile.iPhone, false), (FidelityProfile.iPad, true)])
  func enabledByDefault(profile: FidelityProfile, enabled: Bool) {
    // Evidence: uikit/uidraginteraction/isenabledbydefault ("device-dependent"); UIKit's header
    // gives YES on iPad and NO on iPhone [INF].
    let app = UIApplication(profile: profile)
    app.asShared {
      #expect(UIDragInteraction.isEnabledByDefault == enabled)
      #expect(UIDragInteraction(delegate: Source()).isEnabled == enabled)
    }
  }

  @Test("Adding drag and drop interactions records them; a tap asks for no drag items")
  func interactionsAreInert() throws {
    // Evidence: uikit/uiview/addinteraction(_:) records the interaction; the model drives none
    // (how-faithful-is-the-model: drag and drop).
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let source = Source()
    try app.asShared {
      let window = UIWindow(windowScene: scene)
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let card = UIButton(type: .system)
      card.accessibilityIdentifier = "card"
      card.frame = CGRect(x: 20, y: 100, width: 100, height: 100)
      controller.view.addSubview(card)
      let drag = UIDragInteraction(delegate: source)
      drag.isEnabled = true
      card.addInteraction(drag)
      card.addInteraction(UIDropInteraction(delegate: source))
      #expect(card.interactions.count == 2)
      #expect(drag.view === card)
      _ = try app.tap("card")
      #expect(source.asked == 0)
      card.removeInteraction(drag)
      #expect(drag.view == nil)
      #expect(card.interactions.count == 1)
    }
  }
}
