#if !canImport(ObjectiveC)
public import Foundation
import PresentationHierarchy

// Foundation's selector-taking methods, which Linux's Foundation lacks because it has no
// Objective-C runtime, declared by the model only there so that code written with them
// compiles unchanged. As with target-action, a selector can't be sent: when the timer fires or
// the notification is posted, the model reports an issue naming the selector and the
// block-based method to use instead, and runs nothing else.

/// Reports that Foundation was due to send `selector` to an object of type `receiver`.
private func reportUnsentSelector(
  _ selector: Selector, to receiver: String, from sender: String, fix: String
) {
  ModelIssues.report(
    "\(sender) sent the action '\(selector)' to \(receiver), but Linux has no Objective-C runtime "
      + "to send a selector, so the method didn't run. \(fix)")
}

extension Timer {
  /// Creates a timer that, when it fires, would send `aSelector` to `aTarget`.
  ///
  /// As Foundation's `Timer(timeInterval:target:selector:userInfo:repeats:)`, except that it
  /// reports the selector it can't send, and doesn't keep the target alive (Foundation's does).
  ///
  /// - Parameters:
  ///   - ti: The seconds between firings.
  ///   - aTarget: The object the selector would be sent to.
  ///   - aSelector: The method.
  ///   - userInfo: The timer's user info; kept by nothing.
  ///   - yesOrNo: Whether the timer repeats.
  public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) {
    let receiver = String(describing: type(of: aTarget))
    self.init(timeInterval: ti, repeats: yesOrNo) { _ in
      reportUnsentSelector(
        aSelector, to: receiver, from: "A Timer",
        fix: "Use Timer(timeInterval:repeats:block:) to test it headlessly.")
    }
  }

  /// Creates a timer and schedules it on the current run loop.
  ///
  /// As Foundation's `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`, except
  /// that when it fires it reports the selector it can't send.
  ///
  /// - Parameters:
  ///   - ti: The seconds between firings.
  ///   - aTarget: The object the selector would be sent to.
  ///   - aSelector: The method.
  ///   - userInfo: The timer's user info; kept by nothing.
  ///   - yesOrNo: Whether the timer repeats.
  /// - Returns: The scheduled timer.
  @discardableResult
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
    userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    RunLoop.current.add(timer, forMode: .default)
    return timer
  }
}

/// An observer held weakly, so a selector-based registration ends with its observer.
private final class WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

extension NotificationCenter {
  /// Registers an observer whose `aSelector` would be sent each posted notification.
  ///
  /// As Foundation's `addObserver(_:selector:name:object:)`, except that each notification
  /// reports the selector it can't send, for as long as the observer lives. `removeObserver(_:)`
  /// doesn't end it (Foundation's does): use the block-based form, whose token can be removed.
  ///
  /// - Parameters:
  ///   - observer: The object the selector would be sent to.
  ///   - aSelector: The method, taking the notification.
  ///   - aName: The notification's name, or `nil` for all.
  ///   - anObject: The sender to observe, or `nil` for any.
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {
    let receiver = String(describing: type(of: observer))
    let living = WeakObserver(observer as AnyObject)
    _ = addObserver(forName: aName, object: anObject, queue: nil) { notification in
      guard living.object != nil else { return }
      reportUnsentSelector(
        aSelector, to: receiver, from: "NotificationCenter, posting \(notification.name.rawValue),",
        fix: "Use addObserver(forName:object:queue:using:) to test it headlessly.")
    }
  }
}
#endif
