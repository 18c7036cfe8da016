#if !canImport(Combine)
extension Publishers {
  /// A publisher that buffers items, as Combine's `Publishers.Collect`.
  ///
  /// It asks the upstream for every element once the subscriber asks, and sends them as one
  /// array when the upstream finishes; a failure is passed on without the array.
  public struct Collect<Upstream: Publisher>: Publisher {
    /// The collected elements.
    public typealias Output = [Upstream.Output]
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that collects every element into one array.
    ///
    /// - Parameter upstream: The upstream publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches a subscriber: it receives every element in one array when the upstream
    /// finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      var collected: [Upstream.Output] = []
      upstream.receive(
        subscriber: OperatorLink<Upstream.Output, Failure, Output, Failure>(
          AnySubscriber(subscriber), upstreamDemand: .unlimited,
          onValue: { _, value in
            collected.append(value)
            return .none
          },
          onCompletion: { link, completion in
            if case .finished = completion { link.send(collected) }
            link.finish(completion)
          }))
    }
  }

  /// A publisher that buffers a maximum number of items, as Combine's
  /// `Publishers.CollectByCount`.
  ///
  /// It sends an array each time it has `count` elements, and the rest when the upstream
  /// finishes; a failure is passed on without them.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    /// The collected elements.
    public typealias Output = [Upstream.Output]
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of received elements to buffer before publishing.
    public let count: Int

    /// Creates a publisher that collects elements into arrays of a count.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - count: The number of elements in each array.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches a subscriber: it receives the elements in arrays of `count`.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      let count = count
      var collected: [Upstream.Output] = []
      upstream.receive(
        subscriber: OperatorLink<Upstream.Output, Failure, Output, Failure>(
          AnySubscriber(subscriber), upstreamDemand: .times(count),
          onValue: { link, value in
            collected.append(value)
            guard collected.count == count else { return .none }
            defer { collected = [] }
            let more = link.send(collected)
            return more.max.map { .max($0 * count) } ?? .unlimited
          },
          onCompletion: { link, completion in
            if case .finished = completion, !collected.isEmpty { link.send(collected) }
            link.finish(completion)
          }))
    }
  }
}

extension Publisher {
  /// Collects all received elements, and emits a single array of the collection when the
  /// upstream publisher finishes, as Combine's `collect()`.
  ///
  /// - Returns: A publisher that collects all received items and emits one array.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// Collects up to the specified number of elements, and then emits a single array of the
  /// collection, as Combine's `collect(_:)`.
  ///
  /// - Parameter count: The number of elements in each array.
  /// - Returns: A publisher that emits arrays of `count` elements, and the rest at the end.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}
#endif
