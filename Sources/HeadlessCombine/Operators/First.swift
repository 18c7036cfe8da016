#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes the first element of a stream, then finishes, as Combine's
  /// `Publishers.First`.
  public struct First<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that publishes the first element of a stream, then finishes.
    ///
    /// - Parameter upstream: The upstream publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches a subscriber: it receives the first value, then the finish.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.receive(subscriber: firstLink(AnySubscriber(subscriber)) { _ in true })
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a predicate
  /// closure, as Combine's `Publishers.FirstWhere`.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that publishes the first element to satisfy a predicate.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - predicate: Whether to publish an element.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches a subscriber: it receives the first value that satisfies the predicate, then
    /// the finish.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.receive(subscriber: firstLink(AnySubscriber(subscriber), where: predicate))
    }
  }
}

/// A link that sends the first value to satisfy a predicate and finishes, cancelling the
/// upstream; it asks the upstream for every value once the subscriber asks, as Combine's.
private func firstLink<Output, Failure: Error>(
  _ downstream: AnySubscriber<Output, Failure>, where predicate: @escaping (Output) -> Bool
) -> OperatorLink<Output, Failure, Output, Failure> {
  OperatorLink(
    downstream, upstreamDemand: .unlimited,
    onValue: { link, value in
      guard predicate(value) else { return .none }
      link.send(value)
      link.finish(.finished)
      return .none
    },
    onCompletion: { link, completion in link.finish(completion) })
}

extension Publisher {
  /// Publishes the first element of a stream, then finishes, as Combine's `first()`.
  ///
  /// - Returns: A publisher that only publishes the first element of a stream.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// Publishes the first element of a stream to satisfy a predicate closure, then finishes
  /// normally, as Combine's `first(where:)`.
  ///
  /// - Parameter predicate: Whether to publish an element.
  /// - Returns: A publisher that only publishes the first element that satisfies the predicate.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }
}
#endif
