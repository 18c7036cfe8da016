import HeadlessUIKit
import PresentationHierarchy
import Testing

/// A layer's `zPosition` orders painting; touches keep UIKit's `subviews` order.
@MainActor
struct LayerOrderTests {
  @Test("A subview with a higher layer.zPosition paints in front of later siblings")
  func zPositionOrdersPainting() throws {
    let scenario = Scenario(UIViewController())
    let root = scenario.window.rootViewController?.view
    let raised = siblings(in: try #require(root)).raised
    // DOC `quartzcore/calayer/zposition`: "Higher values place this layer visually closer to
    // the viewer than layers with lower values."
    raised.layer.zPosition = 1
    let hierarchy = scenario.app.captureHierarchy(detail: .full)
    #expect(try hierarchy.isInFront("raised", of: "later"))
    #expect(hierarchy.identifiersFrontToBack().prefix(2) == ["raised", "later"])

    raised.layer.zPosition = 0
    #expect(try scenario.app.captureHierarchy(detail: .full).isInFront("later", of: "raised"))
  }

  @Test("Touches follow subviews order, not zPosition, unless the profile says they do")
  func zPositionLeavesHitTesting() throws {
    for reorders in [false, true] {
      var profile = FidelityProfile.iPhone
      profile.behavior.zPositionReordersHitTesting = reorders
      let scenario = Scenario(UIViewController(), profile: profile)
      let (raised, later) = siblings(in: try #require(scenario.window.rootViewController?.view))
      raised.layer.zPosition = 1
      // OBS ansonyao.github.io "Hit-Test Sequence in iOS" (2016), Stack Overflow 21306297:
      // a view raised by zPosition shows on top but the later sibling receives the touch.
      let hit = scenario.app.hitTest(Point(x: 150, y: 150))
      #expect(hit === (reorders ? raised : later))
    }
  }

  @Test("clipsToBounds is the layer's masksToBounds; the rest of the layer is kept as set")
  func layerIsInert() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.clipsToBounds = false
    #expect(!view.layer.masksToBounds)
    let badge = CALayer()
    view.layer.addSublayer(badge)
    #expect(view.layer.sublayers?.count == 1)
    #expect(badge.superlayer === view.layer)
    badge.removeFromSuperlayer()
    #expect(view.layer.sublayers?.isEmpty == true)
  }

  /// Two overlapping identified subviews: `raised` first, `later` added after it.
  private func siblings(in parent: UIView) -> (raised: UIView, later: UIView) {
    let raised = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    raised.accessibilityIdentifier = "raised"
    let later = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    later.accessibilityIdentifier = "later"
    parent.addSubview(raised)
    parent.addSubview(later)
    return (raised, later)
  }
}
