#if !canImport(Combine)
extension Publishers {
  /// A publisher that transforms elements from an upstream publisher into a new publisher,
  /// as Combine's `Publishers.FlatMap`.
  ///
  /// It asks the upstream for `maxPublishers` elements and one more each time an inner
  /// publisher finishes, so at most that many inner publishers are live at once. Their
  /// elements reach the subscriber as they come; it finishes once the upstream and every inner
  /// publisher have finished, and fails as soon as any fails.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    /// The inner publishers' values.
    public typealias Output = NewPublisher.Output
    /// The publishers' failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of concurrent publisher subscriptions.
    public let maxPublishers: Subscribers.Demand
    /// A closure that takes an element and returns a publisher that produces elements.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates a publisher that transforms elements from an upstream publisher into a new
    /// publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
    ///   - transform: Makes a publisher from each element.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    /// Attaches a subscriber: it receives the elements of every inner publisher.
    public func receive<S: Subscriber>(subscriber: S)
    where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
      let upstreams = Upstreams(Outlet<Output, Failure>(AnySubscriber(subscriber)))
      let transform = transform
      let limited = maxPublishers != .unlimited
      let outer = upstreams.newKey()
      upstreams.outlet.open()
      upstreams.subscribe(
        to: upstream, as: outer, asking: maxPublishers,
        onValue: { value in
          upstreams.subscribe(
            to: transform(value), as: upstreams.newKey(), onValue: upstreams.outlet.send,
            onCompletion: { completion in
              if case .finished = completion, limited { upstreams.request(.max(1), from: outer) }
              upstreams.completed(completion)
            })
        },
        onCompletion: { upstreams.completed($0) })
    }
  }
}

extension Publisher {
  /// Transforms all elements from an upstream publisher into a new publisher up to a maximum
  /// number of publishers you specify, as Combine's `flatMap(maxPublishers:_:)`.
  ///
  /// - Parameters:
  ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
  ///   - transform: Makes a publisher from each element.
  /// - Returns: A publisher of the elements of every publisher made.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// Transforms all elements into publishers that never fail, taking on the upstream's
  /// failure, as Combine's `flatMap(maxPublishers:_:)`.
  ///
  /// - Parameters:
  ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
  ///   - transform: Makes a publisher from each element.
  /// - Returns: A publisher of the elements of every publisher made.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
  }
}

extension Publisher where Failure == Never {
  /// Transforms all elements of a publisher that never fails into publishers whose failure
  /// it takes on, as Combine's `flatMap(maxPublishers:_:)`.
  ///
  /// - Parameters:
  ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
  ///   - transform: Makes a publisher from each element.
  /// - Returns: A publisher of the elements of every publisher made.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
  }

  /// Transforms all elements into publishers when neither fails, as Combine's
  /// `flatMap(maxPublishers:_:)`.
  ///
  /// - Parameters:
  ///   - maxPublishers: The maximum number of concurrent publisher subscriptions.
  ///   - transform: Makes a publisher from each element.
  /// - Returns: A publisher of the elements of every publisher made.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}
#endif
