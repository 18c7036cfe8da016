#if !canImport(Combine)
extension Publishers {
  /// A publisher that flattens nested publishers, as Combine's `Publishers.SwitchToLatest`.
  ///
  /// Each publisher the upstream sends replaces the one before: the previous is cancelled and
  /// only the newest one's elements reach the subscriber. It finishes once the upstream and the
  /// newest publisher have finished, and fails as soon as either fails.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    /// The inner publishers' values.
    public typealias Output = P.Output
    /// The publishers' failure.
    public typealias Failure = P.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that flattens nested publishers.
    ///
    /// - Parameter upstream: The publisher of publishers.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches a subscriber: it receives the elements of the newest inner publisher.
    public func receive<S: Subscriber>(subscriber: S)
    where P.Output == S.Input, Upstream.Failure == S.Failure {
      let upstreams = Upstreams(Outlet<Output, Failure>(AnySubscriber(subscriber)))
      let newest = LastValue<Int>()
      upstreams.outlet.open()
      upstreams.subscribe(
        to: upstream, as: upstreams.newKey(),
        onValue: { inner in
          if let previous = newest.value { upstreams.cancel(previous) }
          let key = upstreams.newKey()
          newest.value = key
          upstreams.subscribe(
            to: inner, as: key, onValue: upstreams.outlet.send,
            onCompletion: { upstreams.completed($0) })
        },
        onCompletion: { upstreams.completed($0) })
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes elements sent by the most recently received publisher, as Combine's
  /// `switchToLatest()`.
  ///
  /// ```swift
  /// $query.map { search($0) }.switchToLatest()
  /// ```
  ///
  /// - Returns: A publisher that emits the elements of the newest inner publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// Republishes elements sent by the most recently received publisher, whose failure the
  /// upstream takes on, as Combine's `switchToLatest()`.
  ///
  /// - Returns: A publisher that emits the elements of the newest inner publisher.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    setFailureType(to: Output.Failure.self).switchToLatest()
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher, when neither fails,
  /// as Combine's `switchToLatest()`.
  ///
  /// - Returns: A publisher that emits the elements of the newest inner publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher, which never fails,
  /// taking on the upstream's failure, as Combine's `switchToLatest()`.
  ///
  /// - Returns: A publisher that emits the elements of the newest inner publisher.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    map { $0.setFailureType(to: Failure.self) }.switchToLatest()
  }
}
#endif
