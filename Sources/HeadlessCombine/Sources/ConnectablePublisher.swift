#if !canImport(Combine)
/// A publisher that provides an explicit means of connecting and canceling publication, as
/// Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Connects to the publisher, allowing it to produce elements.
  ///
  /// - Returns: A cancellable that stops the publishing.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher, as
  /// Combine's `autoconnect()`.
  ///
  /// - Returns: A publisher that connects when its first subscriber attaches and disconnects
  ///   when the last one cancels.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publishers {
  /// A publisher that automatically connects to an upstream connectable publisher, as
  /// Combine's `Publishers.Autoconnect`.
  ///
  /// The first subscriber connects the upstream; when every subscriber has cancelled, the
  /// connection is cancelled, and the next subscriber connects again.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private let connection = RefCountedConnection()

    /// Creates a publisher that automatically connects to an upstream connectable publisher.
    ///
    /// - Parameter upstream: The connectable publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches a subscriber, connecting the upstream if it is the only one.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let upstream = upstream
      connection.attach(subscriber, to: upstream) { upstream.connect() }
    }
  }
}

/// The connection a shared publisher keeps while it has subscribers (`autoconnect()`,
/// `share()`): made for the first, cancelled after the last cancels.
final class RefCountedConnection {
  private var subscribers = 0
  private var connection: (any Cancellable)?

  /// Attaches a subscriber to a publisher through a subscription that counts it, then
  /// connects if it is the first.
  func attach<P: Publisher, S: Subscriber>(
    _ subscriber: S, to publisher: P, connect: () -> any Cancellable
  ) where P.Output == S.Input, P.Failure == S.Failure {
    subscribers += 1
    publisher.receive(
      subscriber: AnySubscriber<P.Output, P.Failure>(
        receiveSubscription: { subscription in
          subscriber.receive(subscription: CountedSubscription(subscription) { self.release() })
        },
        receiveValue: { subscriber.receive($0) },
        receiveCompletion: { subscriber.receive(completion: $0) }))
    if connection == nil { connection = connect() }
  }

  private func release() {
    subscribers -= 1
    guard subscribers == 0 else { return }
    let connection = connection
    self.connection = nil
    connection?.cancel()
  }
}

/// A subscription that tells its owner once when it is cancelled.
final class CountedSubscription: Subscription {
  private let inner: any Subscription
  private var onCancel: (() -> Void)?

  init(_ inner: any Subscription, onCancel: @escaping () -> Void) {
    self.inner = inner
    self.onCancel = onCancel
  }

  func request(_ demand: Subscribers.Demand) {
    inner.request(demand)
  }

  func cancel() {
    inner.cancel()
    let onCancel = onCancel
    self.onCancel = nil
    onCancel?()
  }
}
#endif
