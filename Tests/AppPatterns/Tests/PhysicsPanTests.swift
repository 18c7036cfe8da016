import HeadlessUIKit
import Testing

@testable import AppPatterns

/// SwiftMessages' physics pan pattern (`Sources/Overlays/PhysicsPanBanner.swift`) in a window
/// sized from the scene's coordinate space.
@MainActor
@Suite struct PhysicsPanTests {
  @Test func theWindowCoversTheSceneAndAPanLeavesTheBannerWhereItWas() throws {
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let banner = PhysicsPanBanner()
    banner.show(in: scene)
    let window = try #require(banner.window)
    let message = try #require(banner.messageView)
    #expect(window.frame == scene.screen.bounds)
    let frame = message.frame
    let onScreen = message.convert(message.bounds, to: scene.coordinateSpace)

    try app.asShared {
      _ = try app.pan("message", by: CGPoint(x: 0, y: -200))
    }

    // The pan attached the banner with a UIAttachmentBehavior inside the animator that holds the
    // UIDynamicItemBehavior; driven pans have no speed, so the handler stopped the physics.
    let state = try #require(banner.handler.lastState)
    #expect(state.snapshots.count >= 2)
    #expect(state.dynamicAnimator.behaviors.isEmpty)
    #expect(state.itemBehavior.dynamicAnimator == nil)
    #expect(banner.handler.flings == 0)
    // Inert dynamics: the banner kept its frame, and a tap still lands on it.
    #expect(message.frame == frame)
    #expect(message.convert(message.bounds, to: scene.coordinateSpace) == onScreen)
    #expect(try app.tap("message") === message)
  }
}
