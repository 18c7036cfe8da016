#if !canImport(Combine)
/// A publisher that immediately terminates with the specified error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The failure to send when terminating the publisher.
  public let error: Failure

  /// Creates a publisher that immediately terminates with the specified failure.
  ///
  /// - Parameter error: The failure.
  public init(error: Failure) {
    self.error = error
  }

  /// Creates a publisher with the given output type that immediately terminates with the
  /// specified failure.
  ///
  /// - Parameters:
  ///   - outputType: The output type.
  ///   - failure: The failure.
  public init(outputType: Output.Type, failure: Failure) {
    error = failure
  }

  /// Gives the subscriber a subscription, then the failure.
  public func receive<S: Subscriber>(subscriber: S)
  where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: EmptySubscription())
    subscriber.receive(completion: .failure(error))
  }
}
#endif
