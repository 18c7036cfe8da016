public import Foundation

/// The object that runs UIKit Dynamics' physics for the items of its behaviors, as UIKit's
/// `UIDynamicAnimator` [DOC: `uikit/uidynamicanimator`].
///
/// Inert: the model keeps the behaviors it is given and tells them when they join or leave it
/// (``UIDynamicBehavior/willMove(to:)``), but never runs the physics, so behaviors never move
/// their items, an item keeps the frame it had, `action` blocks never run, the animator never
/// runs and its delegate never hears it pause or resume.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
  /// The view whose coordinates the animator's behaviors use; `nil` for one made for a
  /// collection view layout.
  open private(set) var referenceView: UIView?
  /// The behaviors added, in the order they were added.
  open private(set) var behaviors: [UIDynamicBehavior] = []
  /// The object told when the animator pauses or resumes (never, in the model).
  open weak var delegate: (any UIDynamicAnimatorDelegate)?

  /// Creates an animator whose behaviors use a view's coordinates.
  ///
  /// - Parameter view: The reference view.
  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  /// Creates an animator for a collection view layout's attributes (inert: no reference view).
  ///
  /// - Parameter layout: The collection view layout.
  public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
    self.init(referenceView: nil)
  }

  private init(referenceView view: UIView?) {
    referenceView = view
    super.init()
  }

  /// Adds a behavior, and with it its child behaviors; adding one already there does
  /// nothing (inert: the behavior moves nothing).
  ///
  /// - Parameter behavior: The behavior.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.moveTree(to: self)
    behaviors.append(behavior)
  }

  /// Removes a behavior and its child behaviors from the animator.
  ///
  /// - Parameter behavior: The behavior.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.moveTree(to: nil)
    behaviors.removeAll { $0 === behavior }
  }

  /// Removes every behavior.
  open func removeAllBehaviors() {
    for behavior in behaviors { behavior.moveTree(to: nil) }
    behaviors.removeAll()
  }

  /// The items of the animator's behaviors (and their children) whose frames, from their
  /// centers and bounds, meet a rectangle of the reference view's coordinates.
  ///
  /// - Parameter rect: A rectangle in the reference view's coordinates.
  /// - Returns: The items, each once.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    var found: [any UIDynamicItem] = []
    func visit(_ behavior: UIDynamicBehavior) {
      for item in behavior.dynamicItems where !found.contains(where: { $0 === item }) {
        let size = item.bounds.size
        let frame = CGRect(
          x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
          width: size.width, height: size.height)
        if frame.intersects(rect) { found.append(item) }
      }
      behavior.childBehaviors.forEach(visit)
    }
    behaviors.forEach(visit)
    return found
  }

  /// Tells the animator an item changed outside the physics (inert: the model keeps no physics
  /// state to update).
  ///
  /// - Parameter item: The item.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {}

  /// Whether the physics is running: always `false`, as the model never runs it (inert).
  open var isRunning: Bool { false }

  /// The time the physics has run: always 0 (inert).
  open var elapsedTime: TimeInterval { 0 }
}

/// The methods an animator's delegate implements, as UIKit's `UIDynamicAnimatorDelegate`; each
/// has a default, as UIKit's optional methods (inert: the model's animators never pause or
/// resume).
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
  /// Called when the animator is about to resume (never, in the model).
  ///
  /// - Parameter animator: The animator.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Called when the animator paused (never, in the model).
  ///
  /// - Parameter animator: The animator.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Does nothing.
  ///
  /// - Parameter animator: The animator.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  /// Does nothing.
  ///
  /// - Parameter animator: The animator.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
