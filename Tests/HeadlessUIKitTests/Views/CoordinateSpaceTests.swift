import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Converting between views and the screen's coordinate space, and UIKit Dynamics leaving
/// views where they are.
@MainActor
@Suite struct CoordinateSpaceTests {
  /// A window at a non-zero origin holding a container with a subview.
  @MainActor
  struct Fixture {
    let app = UIApplication(profile: .iPhone)
    let scene: UIWindowScene
    let window: UIWindow
    let container = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
    let subview = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 40))

    init() {
      scene = app.connectScene()
      window = UIWindow(windowScene: scene)
      window.frame = CGRect(x: 0, y: 100, width: 390, height: 400)
      subview.accessibilityIdentifier = "subview"
      container.addSubview(subview)
      window.addSubview(container)
      window.isHidden = false
    }
  }

  @Test func aSubviewsPointConvertsToTheScreenByTheWindowsFrameAndBack() {
    let fixture = Fixture()
    let screen = fixture.scene.screen.coordinateSpace
    let point = CGPoint(x: 1, y: 2)
    // window origin (0, 100) + container (20, 30) + subview (5, 7) + point (1, 2)
    let onScreen = fixture.subview.convert(point, to: screen)
    #expect(onScreen == CGPoint(x: 26, y: 139))
    #expect(fixture.subview.convert(onScreen, from: screen) == point)
    #expect(screen.convert(onScreen, to: fixture.subview) == point)
    #expect(screen.convert(point, from: fixture.subview) == onScreen)
    // The fixed space is the same space: the model never rotates.
    #expect(
      fixture.subview.convert(point, to: fixture.scene.screen.fixedCoordinateSpace) == onScreen)
    // Going to the screen and back into another view matches converting view to view.
    let inWindow = fixture.window.convert(onScreen, from: screen)
    #expect(inWindow == fixture.subview.convert(point, to: fixture.window))
    #expect(inWindow == CGPoint(x: 26, y: 39))
  }

  @Test func rectanglesConvertThroughAnyCoordinateSpaceAsViewToView() {
    let fixture = Fixture()
    let rect = CGRect(x: 1, y: 1, width: 10, height: 10)
    let asSpace: any UICoordinateSpace = fixture.container
    let viewToView = fixture.subview.convert(rect, to: fixture.container)
    #expect(fixture.subview.convert(rect, to: asSpace) == viewToView)
    let fromSpace = fixture.container.convert(rect, from: fixture.subview as any UICoordinateSpace)
    #expect(fromSpace == CGRect(x: 6, y: 8, width: 10, height: 10))
    let onScreen = fixture.subview.convert(rect, to: fixture.scene.screen.coordinateSpace)
    #expect(onScreen == CGRect(x: 26, y: 138, width: 10, height: 10))
  }

  @Test func aScaledViewConvertsToTheScreenThroughItsTransform() {
    let fixture = Fixture()
    fixture.container.transform = CGAffineTransform(scaleX: 2, y: 2)
    let screen = fixture.scene.screen.coordinateSpace
    let onScreen = fixture.subview.convert(CGPoint.zero, to: screen)
    #expect(onScreen == fixture.subview.convert(CGPoint.zero, to: nil).applyingWindowOrigin(y: 100))
    #expect(fixture.subview.convert(onScreen, from: screen) == .zero)
  }

  @Test func theScenesCoordinateSpaceIsItsScreens() {
    let fixture = Fixture()
    let space = fixture.scene.coordinateSpace
    #expect(space.bounds == fixture.scene.screen.bounds)
    #expect(fixture.scene.screen.coordinateSpace.bounds == fixture.scene.screen.bounds)
    #expect(fixture.scene.screen.fixedCoordinateSpace.bounds == fixture.scene.screen.bounds)
    #expect(fixture.subview.convert(CGPoint.zero, to: space) == CGPoint(x: 25, y: 137))
  }

  @Test func aWindowSizedFromTheScenesCoordinateSpaceCoversTheScreen() throws {
    let fixture = Fixture()
    let overlay = UIWindow(windowScene: fixture.scene)
    overlay.frame = fixture.scene.coordinateSpace.bounds
    overlay.windowLevel = .alert
    let button = UIView(frame: CGRect(x: 0, y: 700, width: 100, height: 100))
    button.accessibilityIdentifier = "bottom"
    overlay.addSubview(button)
    overlay.isHidden = false
    #expect(overlay.frame == fixture.scene.screen.bounds)
    #expect(try fixture.app.tap("bottom") === button)
  }

  @Test func dynamicBehaviorsLeaveFramesAndHitTestsAsTheyWere() throws {
    let fixture = Fixture()
    let view = fixture.subview
    let frame = view.frame
    let animator = UIDynamicAnimator(referenceView: fixture.container)
    let gravity = UIGravityBehavior(items: [view])
    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.magnitude = 10
    let items = UIDynamicItemBehavior(items: [view])
    items.addLinearVelocity(CGPoint(x: 0, y: 2000), for: view)
    items.addAngularVelocity(5, for: view)
    var steps = 0
    items.action = { steps += 1 }
    let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 150, y: 150))
    let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 190, y: 190))
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    for behavior in [gravity, push, items, attachment, snap, collision] {
      animator.addBehavior(behavior)
    }

    #expect(view.frame == frame)
    #expect(view.transform == .identity)
    #expect(!animator.isRunning)
    #expect(try fixture.app.tap("subview") === view)
    #expect(fixture.app.hitTest(Point(x: 26, y: 138)) === view)
    #expect(steps == 0)
    // What the behaviors keep is what they were given.
    #expect(items.linearVelocity(for: view) == CGPoint(x: 0, y: 2000))
    #expect(items.angularVelocity(for: view) == 5)
    #expect(animator.behaviors.count == 6)
    #expect(animator.items(in: fixture.container.bounds).count == 1)
    #expect(gravity.dynamicAnimator === animator)
  }

  @Test func behaviorsJoinAndLeaveTheAnimatorWithTheirChildren() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let animator = UIDynamicAnimator(referenceView: UIView(frame: .zero))
    let parent = UIDynamicBehavior()
    let child = UIGravityBehavior(items: [view])
    parent.addChildBehavior(child)
    animator.addBehavior(parent)
    #expect(child.dynamicAnimator === animator)
    animator.removeBehavior(parent)
    #expect(parent.dynamicAnimator == nil)
    #expect(child.dynamicAnimator == nil)
    #expect(animator.behaviors.isEmpty)
  }

  @Test func forceAnglesAndMagnitudesReadTheirVector() {
    let gravity = UIGravityBehavior(items: [])
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
    #expect(gravity.magnitude == 1)
    #expect(abs(gravity.angle - .pi / 2) < 1e-9)
    let push = UIPushBehavior(items: [], mode: .continuous)
    push.setAngle(0, magnitude: 3)
    #expect(push.pushDirection == CGVector(dx: 3, dy: 0))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 8, y: 9))
    #expect(attachment.length == 5)
    #expect(attachment.attachedBehaviorType == .anchor)
  }
}

extension CGPoint {
  /// The point moved down by a window's origin.
  fileprivate func applyingWindowOrigin(y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: self.y + y)
  }
}
