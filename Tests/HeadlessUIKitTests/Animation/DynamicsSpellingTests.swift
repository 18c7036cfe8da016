import Foundation
import HeadlessUIKit
import Testing

/// Calls UIKit Dynamics and the coordinate spaces as apps and overlay libraries write them.
@MainActor
@Suite struct DynamicsSpellingTests {
  /// A dynamic item of the app's own.
  final class Token: NSObject, UIDynamicItem {
    var center: CGPoint = .zero
    var bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    var transform: CGAffineTransform = .identity
  }

  /// A delegate of both kinds.
  final class Listener: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    func collisionBehavior(
      _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
      withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {}
  }

  /// A behavior subclass that composes others, as apps write one.
  final class FlingBehavior: UIDynamicBehavior {
    override init() {
      super.init()
      addChildBehavior(UIGravityBehavior(items: []))
    }
    override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
      super.willMove(to: dynamicAnimator)
    }
  }

  @Test func dynamics() {
    let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    reference.addSubview(view)
    let token = Token()
    let listener = Listener()

    let animator = UIDynamicAnimator(referenceView: reference)
    animator.delegate = listener
    _ = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
    let referenceView: UIView? = animator.referenceView
    let running: Bool = animator.isRunning
    let elapsed: TimeInterval = animator.elapsedTime
    let found: [any UIDynamicItem] = animator.items(in: reference.bounds)
    animator.updateItem(usingCurrentState: view)
    _ = (referenceView, running, elapsed, found)

    let itemBehavior = UIDynamicItemBehavior(items: [view, token])
    itemBehavior.elasticity = 0.3
    itemBehavior.friction = 0.2
    itemBehavior.density = 2
    itemBehavior.resistance = 1
    itemBehavior.angularResistance = 1
    itemBehavior.charge = 0
    itemBehavior.isAnchored = false
    itemBehavior.allowsRotation = true
    itemBehavior.addLinearVelocity(CGPoint(x: 0, y: -800), for: view)
    itemBehavior.addAngularVelocity(2, for: view)
    let linear: CGPoint = itemBehavior.linearVelocity(for: view)
    let angular: CGFloat = itemBehavior.angularVelocity(for: view)
    itemBehavior.addItem(token)
    itemBehavior.removeItem(token)
    let items: [any UIDynamicItem] = itemBehavior.items
    _ = (linear, angular, items)
    itemBehavior.action = { [weak view] in view?.alpha = 1 }
    animator.addBehavior(itemBehavior)

    let attachment = UIAttachmentBehavior(
      item: view, offsetFromCenter: UIOffset(horizontal: 5, vertical: -5),
      attachedToAnchor: CGPoint(x: 40, y: 40))
    attachment.anchorPoint = CGPoint(x: 50, y: 50)
    attachment.length = 0
    attachment.damping = 0.5
    attachment.frequency = 0.8
    attachment.frictionTorque = 0
    attachment.attachmentRange = .infinite
    attachment.attachmentRange = UIFloatRange(minimum: -10, maximum: 10)
    let type: UIAttachmentBehavior.AttachmentType = attachment.attachedBehaviorType
    _ = (type == .anchor, attachment.items, UIFloatRange.zero.isInfinite)
    _ = UIAttachmentBehavior(item: view, attachedToAnchor: .zero)
    _ = UIAttachmentBehavior(item: view, attachedTo: token)
    _ = UIAttachmentBehavior(
      item: view, offsetFromCenter: .zero, attachedTo: token, offsetFromCenter: UIOffset())
    animator.addBehavior(attachment)

    let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 100, y: 100))
    snap.snapPoint = .zero
    snap.damping = 0.7

    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.active = true
    push.angle = .pi / 2
    push.magnitude = 2
    push.pushDirection = CGVector(dx: 0, dy: -1)
    push.setAngle(0, magnitude: 1)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 1, vertical: 1), for: view)
    let target: UIOffset = push.targetOffsetFromCenter(for: view)
    let mode: UIPushBehavior.Mode = push.mode
    _ = (target, mode == .continuous, push.items)

    let gravity = UIGravityBehavior(items: [view])
    gravity.gravityDirection = CGVector(dx: 0, dy: 1)
    gravity.angle = .pi
    gravity.magnitude = 1
    gravity.setAngle(.pi / 2, magnitude: 0.5)
    gravity.addItem(token)
    gravity.removeItem(token)

    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.setTranslatesReferenceBoundsIntoBoundary(with: .zero)
    collision.collisionMode = .boundaries
    collision.collisionMode = [.items, .boundaries]
    collision.collisionMode = .everything
    collision.collisionDelegate = listener
    let bottom = NSString(string: "bottom")
    collision.addBoundary(withIdentifier: bottom, from: .zero, to: CGPoint(x: 300, y: 0))
    let outline = UIBezierPath(rect: reference.bounds)
    collision.addBoundary(withIdentifier: NSNumber(value: 1), for: outline)
    let path: UIBezierPath? = collision.boundary(withIdentifier: NSString(string: "bottom"))
    let identifiers: [any NSCopying]? = collision.boundaryIdentifiers
    collision.removeBoundary(withIdentifier: NSNumber(value: 1))
    collision.removeAllBoundaries()
    _ = (path, identifiers)

    let fling = FlingBehavior()
    fling.addChildBehavior(snap)
    fling.removeChildBehavior(snap)
    let children: [UIDynamicBehavior] = fling.childBehaviors
    let owner: UIDynamicAnimator? = fling.dynamicAnimator
    _ = (children, owner)
    for behavior in [snap, push, gravity, collision, fling] { animator.addBehavior(behavior) }
    animator.removeBehavior(push)
    let behaviors: [UIDynamicBehavior] = animator.behaviors
    _ = behaviors
    animator.removeAllBehaviors()

    let boundsType: UIDynamicItemCollisionBoundsType = view.collisionBoundsType
    let ellipse = UIDynamicItemCollisionBoundsType.ellipse
    _ = (boundsType == .rectangle, token.collisionBoundingPath, ellipse)
    let offset = UIOffset.zero
    _ = (offset.horizontal, offset.vertical, offset == UIOffset(horizontal: 0, vertical: 0))
    let time: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
    _ = time
  }

  @Test func coordinateSpaces() {
    let app = UIApplication()
    let scene = app.connectScene()
    let window = UIWindow(windowScene: scene)
    window.frame = scene.coordinateSpace.bounds
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(view)
    let space: any UICoordinateSpace = scene.screen.coordinateSpace
    let fixed: any UICoordinateSpace = scene.screen.fixedCoordinateSpace
    let point: CGPoint = view.convert(CGPoint(x: 1, y: 1), to: space)
    let back: CGPoint = view.convert(point, from: fixed)
    let rect: CGRect = view.convert(view.bounds, to: scene.screen.coordinateSpace)
    let local: CGRect = space.convert(rect, to: view)
    let viewToView: CGPoint = view.convert(CGPoint.zero, to: window)
    let toNil: CGRect = view.convert(view.bounds, to: nil)
    let bounds: CGRect = space.bounds
    _ = (back, local, viewToView, toNil, bounds, fixed.convert(point, from: space))
    let coordinateSpace: any UICoordinateSpace = view
    _ = coordinateSpace.bounds
  }
}
