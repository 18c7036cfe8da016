#if !canImport(Combine)
/// A publisher that awaits subscription before running the supplied closure to create a
/// publisher for the new subscriber, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The deferred publisher's values.
  public typealias Output = DeferredPublisher.Output
  /// The deferred publisher's failure.
  public typealias Failure = DeferredPublisher.Failure

  /// The closure that makes a publisher for each subscriber.
  public let createPublisher: () -> DeferredPublisher

  /// Creates a deferred publisher.
  ///
  /// - Parameter createPublisher: Makes a publisher for each subscriber, when it subscribes.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Makes a publisher and attaches the subscriber to it.
  public func receive<S: Subscriber>(subscriber: S)
  where DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {
    createPublisher().receive(subscriber: subscriber)
  }
}
#endif
