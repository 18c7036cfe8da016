public import Foundation

/// A behavior of UIKit Dynamics that other behaviors build on, as UIKit's `UIDynamicBehavior`
/// [DOC: `uikit/uidynamicbehavior`].
///
/// Inert: a behavior keeps its child behaviors, its `action` and the animator it was added to,
/// but the model runs no physics (see ``UIDynamicAnimator``), so `action` never runs.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
  /// The behavior's child behaviors, in the order they were added.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// The block UIKit runs at every step of the physics (never, in the model: inert).
  open var action: (() -> Void)?
  /// The animator the behavior was added to, directly or as a child.
  open private(set) weak var dynamicAnimator: UIDynamicAnimator?

  /// Creates a behavior with no children.
  public override init() {
    super.init()
  }

  /// Adds a child behavior; it joins the behavior's animator, if any.
  ///
  /// - Parameter behavior: The child behavior.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    if dynamicAnimator != nil { behavior.moveTree(to: dynamicAnimator) }
  }

  /// Removes a child behavior; it leaves the behavior's animator.
  ///
  /// - Parameter behavior: The child behavior.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.removeAll { $0 === behavior }
    if behavior.dynamicAnimator != nil { behavior.moveTree(to: nil) }
  }

  /// Called when the behavior is about to join an animator or to leave one.
  ///
  /// Override it to react; it does nothing by default.
  ///
  /// - Parameter dynamicAnimator: The animator, or `nil` when the behavior leaves its animator.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// The items the behavior acts on; the subclasses with items override it.
  var dynamicItems: [any UIDynamicItem] { [] }

  /// Moves the behavior and its children to an animator (`nil`: out of one), telling each
  /// through ``willMove(to:)`` first.
  func moveTree(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    dynamicAnimator = animator
    for child in childBehaviors { child.moveTree(to: animator) }
  }
}

/// The items of a behavior with items, in the order they were added, each once.
@MainActor
struct DynamicItems {
  private(set) var items: [any UIDynamicItem]

  init(_ items: [any UIDynamicItem]) {
    self.items = []
    for item in items { add(item) }
  }

  mutating func add(_ item: any UIDynamicItem) {
    guard !items.contains(where: { $0 === item }) else { return }
    items.append(item)
  }

  mutating func remove(_ item: any UIDynamicItem) {
    items.removeAll { $0 === item }
  }
}
