#if !canImport(Combine)
/// How an operator's link asks its upstream for values.
enum UpstreamDemand {
  /// Passes each of the downstream's requests up unchanged.
  case asked
  /// Asks for every value at the downstream's first request (`first()`, `collect()`).
  case unlimited
  /// Asks for a multiple of each request (`collect(_:)` needs that many values per array).
  case times(Int)
}

/// One subscriber's connection through an operator that keeps state per subscription.
///
/// It sits between the upstream's subscription and the downstream: it passes requests up as its
/// `UpstreamDemand` says, counts what the downstream still asked for, and cancels the upstream
/// when the downstream cancels or the operator ends the stream early (`first()`, `prefix(_:)`,
/// a `tryMap(_:)` that throws). After its end it ignores whatever the upstream still sends.
final class OperatorLink<Input, Failure: Error, Output, OutputFailure: Error>: Subscriber,
  Subscription
{
  let combineIdentifier = CombineIdentifier()
  private var downstream: AnySubscriber<Output, OutputFailure>?
  private var upstream: (any Subscription)?
  private let upstreamDemand: UpstreamDemand
  private var askedForEverything = false
  /// What the downstream asked for and has not received yet.
  private(set) var demand = Subscribers.Demand.none
  private let onValue: (OperatorLink, Input) -> Subscribers.Demand
  private let onCompletion: (OperatorLink, Subscribers.Completion<Failure>) -> Void

  /// Creates a link.
  ///
  /// - Parameters:
  ///   - downstream: The subscriber.
  ///   - upstreamDemand: How requests go up.
  ///   - onValue: Handles an upstream value; returns the further demand for the upstream.
  ///   - onCompletion: Handles the upstream's completion (usually by calling `finish(_:)`).
  init(
    _ downstream: AnySubscriber<Output, OutputFailure>, upstreamDemand: UpstreamDemand = .asked,
    onValue: @escaping (OperatorLink, Input) -> Subscribers.Demand,
    onCompletion: @escaping (OperatorLink, Subscribers.Completion<Failure>) -> Void
  ) {
    self.downstream = downstream
    self.upstreamDemand = upstreamDemand
    self.onValue = onValue
    self.onCompletion = onCompletion
  }

  /// Whether the link still delivers.
  var isOpen: Bool { downstream != nil }

  func receive(subscription: any Subscription) {
    guard upstream == nil, let downstream else {
      subscription.cancel()
      return
    }
    upstream = subscription
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard downstream != nil else { return .none }
    return onValue(self, input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard downstream != nil else { return }
    upstream = nil
    onCompletion(self, completion)
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    switch upstreamDemand {
    case .asked:
      upstream?.request(demand)
    case .unlimited:
      guard !askedForEverything else { return }
      askedForEverything = true
      upstream?.request(.unlimited)
    case .times(let count):
      upstream?.request(demand.max.map { .max($0 * count) } ?? .unlimited)
    }
  }

  func cancel() {
    downstream = nil
    let upstream = upstream
    self.upstream = nil
    upstream?.cancel()
  }

  /// Sends a value downstream.
  ///
  /// - Returns: The downstream's further demand, for the operator to pass up when it passes
  ///   requests up.
  @discardableResult
  func send(_ value: Output) -> Subscribers.Demand {
    guard let downstream else { return .none }
    demand -= 1
    let more = downstream.receive(value)
    demand += more
    return more
  }

  /// Ends the stream: cancels the upstream if it is still live and sends the completion.
  func finish(_ completion: Subscribers.Completion<OutputFailure>) {
    guard let downstream else { return }
    self.downstream = nil
    let upstream = upstream
    self.upstream = nil
    upstream?.cancel()
    downstream.receive(completion: completion)
  }
}
#endif
