#if !canImport(Combine)
/// A publisher that exposes a method for outside callers to publish elements, as Combine's
/// `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscribers.
  ///
  /// - Parameter value: The value.
  func send(_ value: Output)
  /// Sends a completion to the subscribers.
  ///
  /// - Parameter completion: The completion.
  func send(completion: Subscribers.Completion<Failure>)
  /// Sends a subscription upstream.
  ///
  /// - Parameter subscription: The subscription.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a void value to the subscribers.
  public func send() {
    send(())
  }
}

/// A subject that broadcasts elements to downstream subscribers, as Combine's
/// `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>()

  /// Creates a subject.
  public init() {}

  /// Sends a value to the subscribers.
  public func send(_ input: Output) {
    core.send(input)
  }

  /// Sends a completion to the subscribers.
  public func send(completion: Subscribers.Completion<Failure>) {
    core.complete(completion)
  }

  /// Requests every value from an upstream subscription.
  public func send(subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  /// Attaches a subscriber.
  public func receive<S: Subscriber>(subscriber: S)
  where Output == S.Input, Failure == S.Failure {
    core.attach(AnySubscriber(subscriber), current: nil)
  }
}

/// A subject that wraps a single value and publishes a new element whenever the value
/// changes, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>()

  /// The value; setting it sends it.
  public var value: Output {
    didSet { core.send(value) }
  }

  /// Creates a subject with an initial value.
  ///
  /// - Parameter value: The value.
  public init(_ value: Output) {
    self.value = value
  }

  /// Sets the value and sends it to the subscribers.
  public func send(_ input: Output) {
    value = input
  }

  /// Sends a completion to the subscribers.
  public func send(completion: Subscribers.Completion<Failure>) {
    core.complete(completion)
  }

  /// Requests every value from an upstream subscription.
  public func send(subscription: any Subscription) {
    subscription.request(.unlimited)
  }

  /// Attaches a subscriber: it receives the value current when it first asks, then each new
  /// one it has asked for; after a value it had not asked for, its next request brings the
  /// value current then, as Combine's [OpenCombine's CurrentValueSubject, tested against
  /// Apple's Combine].
  public func receive<S: Subscriber>(subscriber: S)
  where Output == S.Input, Failure == S.Failure {
    core.attach(AnySubscriber(subscriber)) { [weak self] in self?.value }
  }
}

/// The subscribers of a subject and what they asked for.
final class SubjectCore<Output, Failure: Error> {
  private var conduits: [Conduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?

  /// Attaches a subscriber; `current`, for a CurrentValueSubject, reads the value a request
  /// brings when the subscriber has not had the current one.
  func attach(_ subscriber: AnySubscriber<Output, Failure>, current: (() -> Output?)?) {
    if let completion {
      subscriber.receive(subscription: EmptySubscription())
      subscriber.receive(completion: completion)
      return
    }
    let conduit = Conduit(subscriber, current: current) { [weak self] gone in
      self?.conduits.removeAll { $0 === gone }
    }
    conduits.append(conduit)
    subscriber.receive(subscription: conduit)
  }

  func send(_ value: Output) {
    guard completion == nil else { return }
    for conduit in conduits { conduit.send(value) }
  }

  func complete(_ completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let finished = conduits
    conduits = []
    for conduit in finished { conduit.finish(completion) }
  }
}

/// One subscriber's connection to a subject: values are delivered while it has demand.
final class Conduit<Output, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  /// The value a request brings when the subscriber has not had the current one: Just's
  /// output, a CurrentValueSubject's value; `nil` for a PassthroughSubject.
  private let current: (() -> Output?)?
  /// Whether the subscriber has had the current value (or there is none to have).
  private var hasCurrent: Bool
  private let detach: (Conduit) -> Void

  init(
    _ downstream: AnySubscriber<Output, Failure>, current: (() -> Output?)?,
    detach: @escaping (Conduit) -> Void
  ) {
    self.downstream = downstream
    self.current = current
    hasCurrent = current == nil
    self.detach = detach
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    guard !hasCurrent, let current else { return }
    hasCurrent = true
    if let value = current() { send(value) }
  }

  func send(_ value: Output) {
    guard let downstream else { return }
    guard demand > 0 else {
      // A value it had not asked for: its next request brings the value current then.
      hasCurrent = current == nil
      return
    }
    demand -= 1
    hasCurrent = true
    demand += downstream.receive(value)
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let downstream = downstream
    self.downstream = nil
    downstream?.receive(completion: completion)
  }

  func cancel() {
    guard downstream != nil else { return }
    downstream = nil
    detach(self)
  }
}

/// A subscription that delivers nothing.
struct EmptySubscription: Subscription {
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// A publisher that emits an output to each subscriber just once, and then finishes, as
/// Combine's `Just`.
public struct Just<Output>: Publisher {
  /// Just never fails.
  public typealias Failure = Never

  /// The value it sends.
  public let output: Output

  /// Creates a publisher of one value.
  ///
  /// - Parameter output: The value.
  public init(_ output: Output) {
    self.output = output
  }

  /// Sends the value and finishes, once the subscriber asks.
  public func receive<S: Subscriber>(subscriber: S)
  where Output == S.Input, S.Failure == Never {
    let output = output
    let conduit = Conduit(AnySubscriber(subscriber), current: { output }, detach: { _ in })
    subscriber.receive(subscription: JustSubscription(conduit: conduit))
  }
}

/// Just's subscription: the value on the first request, then the completion.
final class JustSubscription<Output>: Subscription {
  private var conduit: Conduit<Output, Never>?

  init(conduit: Conduit<Output, Never>) {
    self.conduit = conduit
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0, let conduit else { return }
    self.conduit = nil
    conduit.request(demand)
    conduit.finish(.finished)
  }

  func cancel() {
    conduit = nil
  }
}
#endif
