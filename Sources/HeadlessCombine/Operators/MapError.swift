#if !canImport(Combine)
extension Publishers {
  /// A publisher that converts any failure from the upstream publisher into a new error, as
  /// Combine's `Publishers.MapError`.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that converts the upstream failure into a new error.
    public let transform: (Upstream.Failure) -> Failure

    /// Creates a publisher that converts the upstream's failure.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - transform: Converts the failure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Creates a publisher that converts the upstream's failure.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - map: Converts the failure.
    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    /// Attaches a subscriber: values pass unchanged, a failure converted.
    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Upstream.Output == S.Input {
      let transform = transform
      upstream.receive(
        subscriber: OperatorLink<Output, Upstream.Failure, Output, Failure>(
          AnySubscriber(subscriber),
          onValue: { link, value in link.send(value) },
          onCompletion: { link, completion in
            switch completion {
            case .finished: link.finish(.finished)
            case .failure(let error): link.finish(.failure(transform(error)))
            }
          }))
    }
  }

  /// A publisher that appears to send a specified failure type, as Combine's
  /// `Publishers.SetFailureType`.
  ///
  /// The upstream never fails, so nothing is converted: values and the finish pass unchanged.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    /// The upstream's values.
    public typealias Output = Upstream.Output

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that appears to send a specified failure type.
    ///
    /// - Parameter upstream: The upstream publisher, which never fails.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches a subscriber: values and the finish pass unchanged.
    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Upstream.Output == S.Input {
      upstream.receive(
        subscriber: OperatorLink<Output, Never, Output, Failure>(
          AnySubscriber(subscriber),
          onValue: { link, value in link.send(value) },
          onCompletion: { link, _ in link.finish(.finished) }))
    }
  }
}

extension Publisher {
  /// Converts any failure from the upstream publisher into a new error, as Combine's
  /// `mapError(_:)`.
  ///
  /// - Parameter transform: Converts the upstream's failure.
  /// - Returns: A publisher that replaces any upstream failure with a new error.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<
      Self, E
    >
  {
    Publishers.MapError(upstream: self, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Changes the failure type declared by the upstream publisher, as Combine's
  /// `setFailureType(to:)`.
  ///
  /// ```swift
  /// Just(cached).setFailureType(to: URLError.self).eraseToAnyPublisher()
  /// ```
  ///
  /// - Parameter failureType: The failure type to declare.
  /// - Returns: A publisher that appears to send the specified failure type.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>
  {
    Publishers.SetFailureType(upstream: self)
  }
}
#endif
