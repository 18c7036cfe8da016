import Foundation

extension UIControl {
  /// Associates a target and a selector with events, as UIKit's target-action.
  ///
  /// The target is held weakly [DOC: `uikit/uicontrol/addtarget(_:action:for:)`]; `nil` sends
  /// the action up the responder chain. On Linux a selector can't be sent, so when one of the
  /// events happens the model reports a model issue naming the control and the selector, and
  /// runs the control's `UIAction`s as usual: register the handler with
  /// ``addAction(_:for:)`` to have it run.
  ///
  /// - Parameters:
  ///   - target: The object whose method the selector names, or `nil`.
  ///   - action: The selector.
  ///   - controlEvents: The events that send it.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    if let index = handlers.firstIndex(where: { handler in
      guard case .target(let pair) = handler.kind else { return false }
      return pair.action == action && pair.targets(target)
    }) {
      handlers[index].events.formUnion(controlEvents)
      return
    }
    handlers.append(
      ControlHandler(
        kind: .target(TargetActionPair(target: target, action: action)), events: controlEvents))
  }

  /// Stops sending a selector to a target for events.
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for every target paired with the action.
  ///   - action: The selector, or `nil` for every selector paired with the target.
  ///   - controlEvents: The events to remove the pairs from.
  public func removeTarget(
    _ target: Any?, action: Selector?, for controlEvents: UIControl.Event
  ) {
    handlers = handlers.compactMap { handler in
      guard case .target(let pair) = handler.kind,
        target == nil || pair.targets(target),
        action == nil || pair.action == action
      else { return handler }
      return handler.removing(controlEvents)
    }
  }

  /// The targets of the control's target-action pairs: each target itself when it is
  /// hashable, else its identity, and `NSNull` for a `nil` target [DOC:
  /// `uikit/uicontrol/alltargets`].
  public var allTargets: Set<AnyHashable> {
    Set(
      handlers.compactMap { handler -> AnyHashable? in
        guard case .target(let pair) = handler.kind else { return nil }
        return pair.hashableTarget
      })
  }

  /// The events for which the control has actions or target-action pairs.
  public var allControlEvents: UIControl.Event {
    handlers.reduce(into: []) { $0.formUnion($1.events) }
  }

  /// Returns the names of the selectors sent to a target for an event.
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for pairs whose target is `nil`.
  ///   - controlEvent: The event.
  /// - Returns: The selectors' names, or `nil` when there are none.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event)
    -> [String]?
  {
    let names = handlers.compactMap { handler -> String? in
      guard case .target(let pair) = handler.kind, pair.targets(target),
        !handler.events.isDisjoint(with: controlEvent)
      else { return nil }
      return pair.action.description
    }
    return names.isEmpty ? nil : names
  }
}
