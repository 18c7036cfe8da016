#if !canImport(Combine)
public import Foundation

extension NotificationCenter {
  /// A publisher that emits elements when broadcasting notifications, as Foundation's
  /// `NotificationCenter.Publisher`.
  ///
  /// Each subscriber registers an observer with the center; a notification posted while the
  /// subscriber has demand reaches it inside `post`, and one posted without demand is dropped,
  /// as Combine's. Cancelling removes the observer. It never completes.
  public struct Publisher: HeadlessCombine.Publisher {
    /// The notification posted.
    public typealias Output = Notification
    /// It never fails.
    public typealias Failure = Never

    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification; `nil` for any object.
    public let object: AnyObject?

    /// Creates a publisher that emits events when broadcasting notifications.
    ///
    /// - Parameters:
    ///   - center: The notification center to publish notifications for.
    ///   - name: The name of the notification to publish.
    ///   - object: The object posting the named notification; `nil` for any object.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Attaches a subscriber: it receives the notifications posted while it has demand.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == Never, S.Input == Notification {
      let subscription = NotificationSubscription(AnySubscriber(subscriber))
      subscription.observe(center, name: name, object: object)
      subscriber.receive(subscription: subscription)
    }
  }

  /// Returns a publisher that emits events when broadcasting notifications, as Foundation's
  /// `publisher(for:object:)`.
  ///
  /// - Parameters:
  ///   - name: The name of the notification to publish.
  ///   - object: The object posting the named notification; `nil` for any object.
  /// - Returns: A publisher that emits events when broadcasting notifications.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    NotificationCenter.Publisher(center: self, name: name, object: object)
  }
}

/// One subscriber's observer of a notification center.
///
/// Foundation's observer block is `@Sendable`; the model delivers on the posting thread, as
/// Foundation does with no queue, so the subscription is handed to it unchecked.
final class NotificationSubscription: Subscription, @unchecked Sendable {
  private var downstream: AnySubscriber<Notification, Never>?
  private var demand = Subscribers.Demand.none
  private var observer: (center: NotificationCenter, token: any NSObjectProtocol)?

  init(_ downstream: AnySubscriber<Notification, Never>) {
    self.downstream = downstream
  }

  func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
    let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
      self.deliver(notification)
    }
    observer = (center, token)
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
  }

  func cancel() {
    downstream = nil
    let observer = observer
    self.observer = nil
    if let observer { observer.center.removeObserver(observer.token) }
  }

  private func deliver(_ notification: Notification) {
    guard let downstream, demand > 0 else { return }
    demand -= 1
    demand += downstream.receive(notification)
  }
}
#endif
