#if !canImport(Combine)
extension Publishers {
  /// A publisher that receives and combines the latest elements from two publishers, as
  /// Combine's `Publishers.CombineLatest`.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// The latest pair.
    public typealias Output = (A.Output, B.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure

    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - a: The first upstream.
    ///   - b: The second upstream.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches a subscriber: it receives a pair once both have sent, then on every value
    /// of either.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Failure == B.Failure, S.Input == (A.Output, B.Output) {
      let state = CombineLatestState<A.Output, B.Output, Failure>(AnySubscriber(subscriber))
      subscriber.receive(subscription: state)
      a.receive(
        subscriber: AnySubscriber(
          receiveSubscription: { state.keep($0) },
          receiveValue: {
            state.first = $0
            return state.emit()
          },
          receiveCompletion: { state.complete($0) }))
      b.receive(
        subscriber: AnySubscriber(
          receiveSubscription: { state.keep($0) },
          receiveValue: {
            state.second = $0
            return state.emit()
          },
          receiveCompletion: { state.complete($0) }))
    }
  }
}

/// The latest value of each upstream of a `combineLatest`, and the downstream.
final class CombineLatestState<First, Second, Failure: Error>: Subscription {
  var first: First?
  var second: Second?
  private var downstream: AnySubscriber<(First, Second), Failure>?
  private var upstreams: [any Subscription] = []
  private var finishedCount = 0

  init(_ downstream: AnySubscriber<(First, Second), Failure>) {
    self.downstream = downstream
  }

  func keep(_ subscription: any Subscription) {
    upstreams.append(subscription)
    subscription.request(.unlimited)
  }

  func emit() -> Subscribers.Demand {
    if let first, let second { _ = downstream?.receive((first, second)) }
    return .none
  }

  func complete(_ completion: Subscribers.Completion<Failure>) {
    if case .finished = completion {
      finishedCount += 1
      guard finishedCount == 2 else { return }
    }
    let downstream = downstream
    self.downstream = nil
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    downstream = nil
    let upstreams = upstreams
    self.upstreams = []
    for upstream in upstreams { upstream.cancel() }
  }
}

extension Publisher {
  /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
  /// either publisher, as Combine's `combineLatest(_:)`.
  ///
  /// - Parameter other: The other publisher.
  /// - Returns: The publisher.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Subscribes to an additional publisher and invokes a closure upon receiving output from
  /// either publisher, as Combine's `combineLatest(_:_:)`.
  ///
  /// - Parameters:
  ///   - other: The other publisher.
  ///   - transform: Combines the latest values.
  /// - Returns: The publisher.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}
#endif
