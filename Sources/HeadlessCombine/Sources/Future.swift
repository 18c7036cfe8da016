#if !canImport(Combine)
/// A publisher that eventually produces a single value and then finishes or fails, as
/// Combine's `Future`.
///
/// The closure runs once, when the future is made; every subscriber, earlier or later, receives
/// its result: a value (once it asks for one) followed by the finish, or the failure.
public final class Future<Output, Failure: Error>: Publisher {
  /// A closure the future's work calls with its result.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private var result: Result<Output, Failure>?
  private var waiting: [FutureSubscription<Output, Failure>] = []

  /// Creates a publisher that runs a closure to produce its result.
  ///
  /// - Parameter attemptToFulfill: The work; it calls the promise once with the result (later
  ///   calls are ignored).
  public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {
    // The promise keeps the future alive until the work calls it, as Combine's subscription does.
    attemptToFulfill { result in self.fulfill(result) }
  }

  /// Attaches a subscriber: it receives the result once there is one and it asked.
  public func receive<S: Subscriber>(subscriber: S)
  where Output == S.Input, Failure == S.Failure {
    let subscription = FutureSubscription(AnySubscriber(subscriber))
    subscriber.receive(subscription: subscription)
    if let result {
      subscription.deliver(result)
    } else {
      waiting.append(subscription)
    }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    guard self.result == nil else { return }
    self.result = result
    let waiting = waiting
    self.waiting = []
    for subscription in waiting { subscription.deliver(result) }
  }
}

/// One subscriber's connection to a future: the result waits for the subscriber's request.
final class FutureSubscription<Output, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Output, Failure>?
  private var requested = false
  private var result: Result<Output, Failure>?

  init(_ downstream: AnySubscriber<Output, Failure>) {
    self.downstream = downstream
  }

  func deliver(_ result: Result<Output, Failure>) {
    self.result = result
    send()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    requested = true
    send()
  }

  func cancel() {
    downstream = nil
  }

  private func send() {
    guard let result, let downstream else { return }
    switch result {
    case .success(let value):
      guard requested else { return }
      self.downstream = nil
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      self.downstream = nil
      downstream.receive(completion: .failure(error))
    }
  }
}
#endif
