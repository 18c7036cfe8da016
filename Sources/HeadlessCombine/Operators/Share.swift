#if !canImport(Combine)
extension Publishers {
  /// A publisher that shares the output of an upstream publisher with multiple subscribers,
  /// as Combine's `Publishers.Share`.
  ///
  /// The first subscriber connects the upstream through a `PassthroughSubject`: later
  /// subscribers receive only what the upstream sends after they attach, and one that attaches
  /// after the upstream completed receives the completion at once. When every subscriber has
  /// cancelled, the upstream is cancelled.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    private let subject = PassthroughSubject<Upstream.Output, Upstream.Failure>()
    private let connection = RefCountedConnection()

    /// Creates a publisher that shares the output of an upstream publisher.
    ///
    /// - Parameter upstream: The publisher to share.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches a subscriber to the shared stream, connecting the upstream for the first one.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let upstream = upstream
      let subject = subject
      connection.attach(subscriber, to: subject) {
        let kept = LastValue<any Subscription>()
        upstream.receive(
          subscriber: AnySubscriber(
            receiveSubscription: { subscription in
              kept.value = subscription
              subscription.request(.unlimited)
            },
            receiveValue: { value in
              subject.send(value)
              return .none
            },
            receiveCompletion: { subject.send(completion: $0) }))
        return AnyCancellable { kept.value?.cancel() }
      }
    }

    /// Whether two share publishers are the same object.
    public static func == (lhs: Publishers.Share<Upstream>, rhs: Publishers.Share<Upstream>)
      -> Bool
    {
      lhs === rhs
    }
  }
}

extension Publisher {
  /// Shares the output of an upstream publisher with multiple subscribers, as Combine's
  /// `share()`.
  ///
  /// - Returns: A class instance that shares elements received from its upstream.
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}
#endif
