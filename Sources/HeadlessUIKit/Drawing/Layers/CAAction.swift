public import Foundation

/// What a layer runs when one of its properties changes, as Core Animation's `CAAction`.
///
/// ``CALayer/action(forKey:)`` returns one; ``CAAnimation`` and `NSNull` (the usual "no
/// animation" entry of ``CALayer/actions``) adopt it. The model never runs actions: changes
/// take effect at once.
public protocol CAAction: AnyObject {
  /// Runs the action for a key on an object.
  ///
  /// - Parameters:
  ///   - event: The action's identifier, such as a property name.
  ///   - anObject: The layer the action is for.
  ///   - dict: Parameters of the event, if any.
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Does nothing: `NSNull` is the action that disables a layer's animation for a key.
  ///
  /// - Parameters:
  ///   - event: The action's identifier.
  ///   - anObject: The layer.
  ///   - dict: Parameters of the event, if any.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}
