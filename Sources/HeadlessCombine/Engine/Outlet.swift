#if !canImport(Combine)
/// The downstream end of an operator with several upstreams (`merge`, `zip`, `flatMap`, …).
///
/// The operator asks its upstreams for every value and hands them to the outlet, which keeps
/// them in order until the subscriber asks for them, so the subscriber's demand is respected
/// however many upstreams send. A finish waits for the kept values; a failure does not, as in
/// Combine. When the subscriber cancels, the outlet runs the operator's `onCancel` once, which
/// cancels the upstreams.
final class Outlet<Output, Failure: Error>: Subscription {
  let combineIdentifier = CombineIdentifier()
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var waiting: [Output] = []
  private var finishing = false
  private var draining = false
  /// Cancels the operator's upstreams; dropped once the outlet has closed.
  var onCancel: (() -> Void)?

  init(_ downstream: AnySubscriber<Output, Failure>) {
    self.downstream = downstream
  }

  /// Whether the outlet still takes values.
  var isOpen: Bool { downstream != nil && !finishing }

  /// Hands the subscriber its subscription.
  func open() {
    downstream?.receive(subscription: self)
  }

  /// Serves a single upstream: cancelling cancels it; hands the subscriber its subscription,
  /// then asks the upstream for every value.
  func connect(_ upstream: any Subscription) {
    onCancel = { upstream.cancel() }
    open()
    upstream.request(.unlimited)
  }

  /// Delivers a value now if the subscriber asked for one, or when it asks.
  func send(_ value: Output) {
    guard isOpen else { return }
    waiting.append(value)
    drain()
  }

  /// Ends the stream: a failure at once, a finish after the kept values.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard isOpen else { return }
    switch completion {
    case .finished:
      finishing = true
      drain()
    case .failure:
      waiting = []
      close()?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    drain()
  }

  func cancel() {
    guard downstream != nil else { return }
    let onCancel = onCancel
    _ = close()
    waiting = []
    onCancel?()
  }

  private func close() -> AnySubscriber<Output, Failure>? {
    let downstream = downstream
    self.downstream = nil
    onCancel = nil
    return downstream
  }

  private func drain() {
    guard !draining else { return }
    draining = true
    defer { draining = false }
    while demand > 0, !waiting.isEmpty, let downstream {
      demand -= 1
      demand += downstream.receive(waiting.removeFirst())
    }
    if finishing, waiting.isEmpty {
      close()?.receive(completion: .finished)
    }
  }
}

/// The upstreams of an operator that delivers through an outlet, by a number it gives each.
///
/// It asks each upstream for a demand when it subscribes, forgets an upstream once it completes
/// or is cancelled (ignoring what it sends after), and cancels every live upstream when the
/// outlet's subscriber cancels or when `fail(_:)` ends the stream.
final class Upstreams<Output, Failure: Error> {
  let outlet: Outlet<Output, Failure>
  private var subscriptions: [Int: any Subscription] = [:]
  private var live: Set<Int> = []
  private var lastKey = 0

  init(_ outlet: Outlet<Output, Failure>) {
    self.outlet = outlet
    outlet.onCancel = { self.cancelAll() }
  }

  /// Whether no upstream is live: every one subscribed to has completed or was cancelled.
  var isEmpty: Bool { live.isEmpty }

  /// A number for an upstream about to be subscribed to; it counts as live from now, so a
  /// `merge` whose first upstream finishes at once waits for the second.
  func newKey() -> Int {
    lastKey += 1
    live.insert(lastKey)
    return lastKey
  }

  /// Subscribes to an upstream, asking it for a demand; its values and completion go to the
  /// closures while it is live and the outlet open.
  func subscribe<P: Publisher>(
    to publisher: P, as key: Int, asking demand: Subscribers.Demand = .unlimited,
    onValue: @escaping (P.Output) -> Void,
    onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Void
  ) {
    publisher.receive(
      subscriber: AnySubscriber<P.Output, P.Failure>(
        receiveSubscription: { subscription in
          guard self.outlet.isOpen, self.live.contains(key) else {
            subscription.cancel()
            return
          }
          self.subscriptions[key] = subscription
          subscription.request(demand)
        },
        receiveValue: { value in
          if self.outlet.isOpen, self.live.contains(key) { onValue(value) }
          return .none
        },
        receiveCompletion: { completion in
          guard self.live.remove(key) != nil else { return }
          self.subscriptions[key] = nil
          if self.outlet.isOpen { onCompletion(completion) }
        }))
  }

  /// Asks a live upstream for more.
  func request(_ demand: Subscribers.Demand, from key: Int) {
    subscriptions[key]?.request(demand)
  }

  /// Cancels one upstream.
  func cancel(_ key: Int) {
    live.remove(key)
    subscriptions.removeValue(forKey: key)?.cancel()
  }

  /// Handles an upstream's completion where any upstream's failure ends the stream and the
  /// stream finishes once no upstream is live (`merge`, `flatMap`, `switchToLatest()`).
  func completed(_ completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: if isEmpty { outlet.finish(.finished) }
    case .failure(let error): fail(error)
    }
  }

  /// Finishes the outlet now, cancelling every live upstream.
  func finishNow() {
    cancelAll()
    outlet.finish(.finished)
  }

  /// Ends the stream with a failure, cancelling every live upstream.
  func fail(_ error: Failure) {
    cancelAll()
    outlet.finish(.failure(error))
  }

  /// Cancels every live upstream, in the order they were numbered.
  private func cancelAll() {
    let all = subscriptions
    subscriptions = [:]
    live = []
    for key in all.keys.sorted() { all[key]?.cancel() }
  }
}
#endif
