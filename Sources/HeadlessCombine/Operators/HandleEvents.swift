#if !canImport(Combine)
extension Publishers {
  /// A publisher that performs the specified closures when publisher events occur, as
  /// Combine's `Publishers.HandleEvents`.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives the subscription from the upstream.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// A closure that executes when the publisher receives a value from the upstream.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// A closure that executes when the upstream finishes normally or with an error.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// A closure that executes when the downstream receiver cancels publishing.
    public var receiveCancel: (() -> Void)?
    /// A closure that executes when the publisher receives a request for more elements.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Creates a publisher that performs the specified closures when publisher events occur.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - receiveSubscription: Runs when the upstream's subscription arrives.
    ///   - receiveOutput: Runs for each value.
    ///   - receiveCompletion: Runs when the upstream completes.
    ///   - receiveCancel: Runs when the subscriber cancels.
    ///   - receiveRequest: Runs for each request of the subscriber.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Upstream.Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    /// Attaches a subscriber, running the closures as its events pass.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.receive(subscriber: EventsLink(AnySubscriber(subscriber), events: self))
    }
  }
}

/// A subscriber's connection through `handleEvents`: each event runs its closure, then passes.
private final class EventsLink<Upstream: Publisher>: Subscriber, Subscription {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  let combineIdentifier = CombineIdentifier()
  private var downstream: AnySubscriber<Input, Failure>?
  private var upstream: (any Subscription)?
  private let events: Publishers.HandleEvents<Upstream>

  init(_ downstream: AnySubscriber<Input, Failure>, events: Publishers.HandleEvents<Upstream>) {
    self.downstream = downstream
    self.events = events
  }

  func receive(subscription: any Subscription) {
    events.receiveSubscription?(subscription)
    upstream = subscription
    downstream?.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    events.receiveOutput?(input)
    return downstream?.receive(input) ?? .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    events.receiveCompletion?(completion)
    upstream = nil
    let downstream = downstream
    self.downstream = nil
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    events.receiveRequest?(demand)
    upstream?.request(demand)
  }

  func cancel() {
    guard let upstream else { return }
    events.receiveCancel?()
    self.upstream = nil
    downstream = nil
    upstream.cancel()
  }
}

extension Publisher {
  /// Performs the specified closures when publisher events occur, as Combine's
  /// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`.
  ///
  /// ```swift
  /// loader.handleEvents(receiveSubscription: { _ in isLoading = true },
  ///                     receiveCompletion: { _ in isLoading = false })
  /// ```
  ///
  /// - Parameters:
  ///   - receiveSubscription: Runs when the upstream's subscription arrives.
  ///   - receiveOutput: Runs for each value.
  ///   - receiveCompletion: Runs when the upstream completes.
  ///   - receiveCancel: Runs when the subscriber cancels.
  ///   - receiveRequest: Runs for each request of the subscriber.
  /// - Returns: A publisher that performs the closures when its events occur.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }
}
#endif
