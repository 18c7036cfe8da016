#if !canImport(Combine)
extension Publishers {
  /// A publisher that transforms elements by applying a closure that receives its previous
  /// return value and the next element from the upstream publisher, as Combine's
  /// `Publishers.Scan`.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result, which the scan closure combines with the first element.
    public let initialResult: Output
    /// A closure that takes the previous result and the next element and returns the next.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher that accumulates elements with a closure.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - initialResult: The result before the first element.
    ///   - nextPartialResult: Combines the previous result and the next element.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Attaches a subscriber: it receives each accumulated result.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, Upstream.Failure == S.Failure {
      let nextPartialResult = nextPartialResult
      var result = initialResult
      upstream.receive(
        subscriber: OperatorLink<Upstream.Output, Failure, Output, Failure>(
          AnySubscriber(subscriber),
          onValue: { link, value in
            result = nextPartialResult(result, value)
            return link.send(result)
          },
          onCompletion: { link, completion in link.finish(completion) }))
    }
  }
}

extension Publisher {
  /// Transforms elements from the upstream publisher by providing the current element to a
  /// closure along with the last value returned by the closure, as Combine's `scan(_:_:)`.
  ///
  /// - Parameters:
  ///   - initialResult: The result before the first element.
  ///   - nextPartialResult: Combines the previous result and the next element.
  /// - Returns: A publisher of the accumulated results.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
#endif
