import HeadlessCombine

/// What a pipeline delivered, in order: its values, then how it completed.
final class PipelineLog<Value> {
  var values: [Value] = []
  var completions: [String] = []

  /// Records a completion as `finished` or `failure(<error>)`.
  func complete<Failure: Error>(_ completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: completions.append("finished")
    case .failure(let error): completions.append("failure(\(error))")
    }
  }
}

/// A hand-written upstream's subscription, as apps write one for a custom publisher: it records
/// what its subscriber asks of it.
final class RecordingSubscription: Subscription {
  var requests: [Subscribers.Demand] = []
  var cancelled = false

  func request(_ demand: Subscribers.Demand) {
    requests.append(demand)
  }

  func cancel() {
    cancelled = true
  }
}

/// A subscriber as apps write one to pace a publisher: it asks for `initial` values when it
/// subscribes (for none yet when `initial` is `.none`: Combine forbids asking for zero), and
/// for `further` after each value.
final class PacedSubscriber<Input, Failure: Error>: Subscriber {
  let initial: Subscribers.Demand
  let further: Subscribers.Demand
  let log = PipelineLog<Input>()
  private(set) var subscription: (any Subscription)?

  init(initial: Subscribers.Demand, further: Subscribers.Demand = .none) {
    self.initial = initial
    self.further = further
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if initial > 0 { subscription.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    log.values.append(input)
    return further
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    log.complete(completion)
  }
}

/// A failure a pipeline test sends.
struct ProbeError: Error, Equatable, CustomStringConvertible {
  var description: String { "ProbeError" }
}
