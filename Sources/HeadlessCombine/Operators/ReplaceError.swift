#if !canImport(Combine)
extension Publishers {
  /// A publisher that replaces any error in the stream with a provided element, as Combine's
  /// `Publishers.ReplaceError`.
  ///
  /// A failure becomes the element followed by the finish; the element waits for the
  /// subscriber's demand, as Combine's.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// It never fails.
    public typealias Failure = Never

    /// The element with which to replace errors from the upstream publisher.
    public let output: Upstream.Output
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that replaces any error with a provided element.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - output: The element sent in place of a failure.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Attaches a subscriber: values pass, a failure becomes the element and the finish.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Output == S.Input, S.Failure == Never {
      let outlet = Outlet<Output, Never>(AnySubscriber(subscriber))
      let output = output
      upstream.receive(
        subscriber: AnySubscriber<Output, Upstream.Failure>(
          receiveSubscription: { outlet.connect($0) },
          receiveValue: { value in
            outlet.send(value)
            return .none
          },
          receiveCompletion: { completion in
            if case .failure = completion { outlet.send(output) }
            outlet.finish(.finished)
          }))
    }
  }
}

extension Publisher {
  /// Replaces any errors in the stream with the provided element, as Combine's
  /// `replaceError(with:)`.
  ///
  /// - Parameter output: The element to send in place of a failure.
  /// - Returns: A publisher that replaces an error from the upstream with the element.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Replaces nil elements in the stream with the provided element, as Combine's
  /// `replaceNil(with:)`.
  ///
  /// - Parameter output: The element to use when replacing `nil`.
  /// - Returns: A publisher that replaces `nil` elements with the element.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }
}
#endif
