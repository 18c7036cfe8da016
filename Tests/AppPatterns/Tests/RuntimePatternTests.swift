import HeadlessUIKit
import Testing

@testable import AppPatterns

/// The patterns of `Sources/Runtime`: state kept on views in associated objects (Toast-Swift,
/// SnapKit), a layer paused and resumed through its timing (MarqueeLabel), from a file that
/// imports QuartzCore, CoreGraphics and ObjectiveC beside UIKit.
@MainActor
@Suite struct RuntimePatternTests {
  @Test func aViewKeepsItsBadgeInAnAssociatedObjectUntilItIsRemoved() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let badge = view.badgeLayer
    #expect(view.badgeLayer === badge)
    #expect(view.layer.sublayers?.contains { $0 === badge } == true)
    #expect(badge.animation(forKey: "pulse")?.fillMode == .forwards)
    #expect(view.badgeFrame == CGRect(x: 88, y: -4, width: 16, height: 16))
    view.badgeTapCount += 2
    #expect(view.badgeTapCount == 2)
    #expect(UIView().badgeTapCount == 0)
    view.removeBadge()
    #expect(view.badgeTapCount == 0)
    #expect(view.layer.sublayers?.isEmpty == true)
    #expect(view.badgeLayer !== badge)
  }

  @Test func aPausedBadgeKeepsItsTimeAndResumesFromIt() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.pauseBadge()
    let badge = view.badgeLayer
    let paused = badge.timeOffset
    #expect(badge.speed == 0)
    #expect(badge.convertTime(CACurrentMediaTime() + 5, from: nil) == paused)
    view.resumeBadge()
    #expect(badge.speed == 1)
    #expect(abs(badge.convertTime(CACurrentMediaTime(), from: nil) - paused) < 1)
  }
}
