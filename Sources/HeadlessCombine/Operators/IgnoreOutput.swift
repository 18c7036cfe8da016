#if !canImport(Combine)
extension Publishers {
  /// A publisher that ignores all upstream elements, but passes along the upstream
  /// publisher's completion state, as Combine's `Publishers.IgnoreOutput`.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    /// It sends no elements.
    public typealias Output = Never
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that ignores all upstream elements.
    ///
    /// - Parameter upstream: The upstream publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches a subscriber: it receives only the completion.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Never {
      upstream.receive(
        subscriber: OperatorLink<Upstream.Output, Failure, Never, Failure>(
          AnySubscriber(subscriber), upstreamDemand: .unlimited,
          onValue: { _, _ in .none },
          onCompletion: { link, completion in link.finish(completion) }))
    }
  }
}

extension Publisher {
  /// Ignores all upstream elements, but passes along the upstream publisher's completion
  /// state, as Combine's `ignoreOutput()`.
  ///
  /// - Returns: A publisher that ignores all upstream elements.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}
#endif
