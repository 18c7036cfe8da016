import Foundation
import PresentationHierarchy

/// A target and the selector to send it, held weakly as UIKit does [DOC:
/// `uikit/uicontrol/addtarget(_:action:for:)`, "the control does not retain the object"].
struct TargetActionPair {
  /// The target when it is an object, weakly.
  weak var object: AnyObject?
  /// The target when it isn't an object (UIKit boxes such values), kept strongly.
  var value: Any?
  /// Whether the target was `nil`: the action goes up the responder chain.
  var isNil: Bool
  /// The selector.
  var action: Selector

  init(target: Any?, action: Selector) {
    self.action = action
    if let target {
      isNil = false
      if type(of: target) is AnyClass {
        object = target as AnyObject
      } else {
        value = target
      }
    } else {
      isNil = true
    }
  }

  /// The target as given: the object, the value, or `nil`.
  var target: Any? { object ?? value }

  /// Whether the pair's target is a given one (`nil` matches a pair with a `nil` target).
  func targets(_ other: Any?) -> Bool {
    guard let other else { return isNil }
    if type(of: other) is AnyClass { return object === (other as AnyObject) }
    return false
  }

  /// The target as UIKit's `allTargets` holds it: itself when hashable, else its identity,
  /// and `NSNull` for a `nil` target [DOC: `uikit/uicontrol/alltargets`].
  var hashableTarget: AnyHashable? {
    if isNil { return AnyHashable(NSNull()) }
    if let hashable = target as? AnyHashable { return hashable }
    return object.map { AnyHashable(ObjectIdentifier($0)) }
  }
}

/// One entry of a control's dispatch table: an action or a target-action pair, and its events.
struct ControlHandler {
  /// What the entry runs.
  enum Kind {
    /// A `UIAction`.
    case action(UIAction)
    /// A target-action pair.
    case target(TargetActionPair)
  }

  var kind: Kind
  var events: UIControl.Event

  /// The entry without some events, or `nil` when none is left.
  func removing(_ removed: UIControl.Event) -> ControlHandler? {
    let left = events.subtracting(removed)
    return left.isEmpty ? nil : ControlHandler(kind: kind, events: left)
  }
}

/// Reports what Linux can't do with target-action: send a selector.
@MainActor
enum TargetActions {
  /// Reports that a selector was due to be sent and wasn't, naming the sender, the selector,
  /// the target and the fix.
  ///
  /// - Parameters:
  ///   - action: The selector.
  ///   - target: The target, or `nil` for the responder chain.
  ///   - sender: How to name what sent it, such as `UISwitch #notifications`.
  ///   - fix: What to use instead.
  static func reportUnsent(
    _ action: Selector, to target: Any?, from sender: String, fix: String
  ) {
    let receiver = target.map { "\(type(of: $0))" } ?? "the responder chain (target nil)"
    ModelIssues.report(
      "\(sender) sent the action '\(action)' to \(receiver), but Linux has no Objective-C "
        + "runtime to send a selector, so the action method didn't run. \(fix)")
  }

  /// How a model issue names a view: its class, and its identifier or label when it has one.
  static func name(of view: UIView) -> String {
    if let identifier = view.accessibilityIdentifier {
      return "\(view.engine.typeName) #\(identifier)"
    }
    if let label = view.accessibilityLabel { return "\(view.engine.typeName) '\(label)'" }
    return view.engine.typeName
  }
}
