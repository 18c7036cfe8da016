#if !canImport(Combine)
/// A publisher that never publishes any values, and optionally finishes immediately, as
/// Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether the publisher finishes as soon as it is subscribed to.
  public let completeImmediately: Bool

  /// Creates an empty publisher.
  ///
  /// - Parameter completeImmediately: Whether it finishes as soon as it is subscribed to;
  ///   when `false` it never completes.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates an empty publisher with the given output and failure types.
  ///
  /// - Parameters:
  ///   - completeImmediately: Whether it finishes as soon as it is subscribed to.
  ///   - outputType: The output type.
  ///   - failureType: The failure type.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type)
  {
    self.completeImmediately = completeImmediately
  }

  /// Gives the subscriber a subscription, then the finish if it completes immediately.
  public func receive<S: Subscriber>(subscriber: S)
  where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: EmptySubscription())
    if completeImmediately { subscriber.receive(completion: .finished) }
  }

  /// Whether two empty publishers complete alike.
  public static func == (lhs: Empty<Output, Failure>, rhs: Empty<Output, Failure>) -> Bool {
    lhs.completeImmediately == rhs.completeImmediately
  }
}
#endif
