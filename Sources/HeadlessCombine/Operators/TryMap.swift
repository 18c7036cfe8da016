#if !canImport(Combine)
extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// error-throwing closure, as Combine's `Publishers.TryMap`.
  ///
  /// An error the closure throws ends the stream with that error and cancels the upstream.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's or the closure's.
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) throws -> Output

    /// Creates a publisher that transforms all elements with an error-throwing closure.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - transform: The transform.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches a subscriber: it receives each value transformed, or the error thrown.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, S.Failure == any Error {
      upstream.receive(subscriber: throwingLink(AnySubscriber(subscriber), transform))
    }
  }
}

extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided error-throwing
  /// closure, as Combine's `tryMap(_:)`.
  ///
  /// - Parameter transform: The transform; an error it throws ends the stream.
  /// - Returns: A publisher that uses the closure to transform elements.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
}
#endif
