#if !canImport(Combine)
extension Publishers {
  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher, as Combine's `Publishers.Catch`.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The replacement's failure.
    public typealias Failure = NewPublisher.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and returns a publisher to replace
    /// the upstream publisher.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Creates a publisher that handles errors by replacing the failed publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - handler: Makes the replacement from the failure.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    /// Attaches a subscriber: it receives the upstream's values, then, if it fails, the
    /// replacement's values and completion.
    public func receive<S: Subscriber>(subscriber: S)
    where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
      let upstreams = Upstreams(Outlet<Output, Failure>(AnySubscriber(subscriber)))
      let handler = handler
      upstreams.outlet.open()
      upstreams.subscribe(to: upstream, as: upstreams.newKey(), onValue: upstreams.outlet.send) {
        switch $0 {
        case .finished:
          upstreams.outlet.finish(.finished)
        case .failure(let error):
          upstreams.subscribe(
            to: handler(error), as: upstreams.newKey(), onValue: upstreams.outlet.send,
            onCompletion: upstreams.outlet.finish)
        }
      }
    }
  }

  /// A publisher that attempts to recreate its subscription to a failed upstream publisher,
  /// as Combine's `Publishers.Retry`.
  public struct Retry<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of retry attempts to perform; `nil` retries without limit.
    public let retries: Int?

    /// Creates a publisher that attempts to recreate its subscription to a failed upstream.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - retries: The maximum number of retries; `nil` retries without limit.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    /// Attaches a subscriber: after a failure the upstream is subscribed to again, up to the
    /// number of retries; the last failure reaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let upstreams = Upstreams(Outlet<Output, Failure>(AnySubscriber(subscriber)))
      upstreams.outlet.open()
      RetryLoop(upstream: upstream, retries: retries, upstreams: upstreams).run()
    }
  }
}

/// Subscribes to a retried upstream again after each failure, in a loop rather than from
/// inside the failed subscription, so an upstream that fails at once doesn't deepen the stack.
private final class RetryLoop<Upstream: Publisher> {
  private let upstream: Upstream
  private var remaining: Int?
  private let upstreams: Upstreams<Upstream.Output, Upstream.Failure>
  private var subscribing = false
  private var again = false

  init(
    upstream: Upstream, retries: Int?, upstreams: Upstreams<Upstream.Output, Upstream.Failure>
  ) {
    self.upstream = upstream
    remaining = retries
    self.upstreams = upstreams
  }

  func run() {
    repeat {
      again = false
      subscribing = true
      upstreams.subscribe(
        to: upstream, as: upstreams.newKey(), onValue: upstreams.outlet.send,
        onCompletion: completed)
      subscribing = false
    } while again
  }

  private func completed(_ completion: Subscribers.Completion<Upstream.Failure>) {
    guard case .failure = completion, remaining.map({ $0 > 0 }) ?? true else {
      upstreams.outlet.finish(completion)
      return
    }
    remaining = remaining.map { $0 - 1 }
    if subscribing { again = true } else { run() }
  }
}

extension Publisher {
  /// Handles errors from an upstream publisher by replacing it with another publisher, as
  /// Combine's `catch(_:)`.
  ///
  /// - Parameter handler: Makes the replacement publisher from the failure.
  /// - Returns: A publisher that handles errors from the upstream.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where Output == P.Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Attempts to recreate a failed subscription with the upstream publisher up to the number
  /// of times you specify, as Combine's `retry(_:)`.
  ///
  /// - Parameter retries: The number of times to attempt to recreate the subscription.
  /// - Returns: A publisher that attempts to recreate its subscription after a failure.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}
#endif
