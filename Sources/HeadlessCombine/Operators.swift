#if !canImport(Combine)
/// A namespace for types that serve as publishers, as Combine's `Publishers`.
public enum Publishers {}

/// Passes an upstream's values on, transformed or dropped, with the upstream's subscription.
final class Relay<Input, Output, Failure: Error>: Subscriber {
  private let downstream: AnySubscriber<Output, Failure>
  /// The value to pass on, or `nil` to drop the input.
  private let transform: (Input) -> Output?
  let combineIdentifier = CombineIdentifier()

  init(_ downstream: AnySubscriber<Output, Failure>, transform: @escaping (Input) -> Output?) {
    self.downstream = downstream
    self.transform = transform
  }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    // A dropped value costs the downstream nothing: ask the upstream for one more.
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

extension Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided
  /// closure, as Combine's `Publishers.Map`.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) -> Output

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - transform: The transform.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, S.Failure == Upstream.Failure {
      upstream.receive(subscriber: Relay(AnySubscriber(subscriber), transform: transform))
    }
  }

  /// A publisher that republishes all elements that match a provided closure, as Combine's
  /// `Publishers.Filter`.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// Whether a value passes.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - isIncluded: Whether a value passes.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let isIncluded = isIncluded
      upstream.receive(
        subscriber: Relay(AnySubscriber(subscriber)) { isIncluded($0) ? $0 : nil })
    }
  }

  /// A publisher that republishes all non-nil results of calling a closure with each received
  /// element, as Combine's `Publishers.CompactMap`.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The transform; `nil` drops the value.
    public let transform: (Upstream.Output) -> Output?

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - transform: The transform.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Output == S.Input, S.Failure == Upstream.Failure {
      upstream.receive(subscriber: Relay(AnySubscriber(subscriber), transform: transform))
    }
  }

  /// A publisher that publishes only elements that don't match the previous element, as
  /// Combine's `Publishers.RemoveDuplicates`.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// Whether two consecutive values count as the same.
    public let predicate: (Upstream.Output, Upstream.Output) -> Bool

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - predicate: Whether two consecutive values count as the same.
    public init(
      upstream: Upstream,
      predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let predicate = predicate
      let last = LastValue<Output>()
      upstream.receive(
        subscriber: Relay(AnySubscriber(subscriber)) { value in
          defer { last.value = value }
          if let previous = last.value, predicate(previous, value) { return nil }
          return value
        })
    }
  }

  /// A publisher that omits a specified number of elements before republishing later
  /// elements, as Combine's `Publishers.Drop`.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// How many values are dropped.
    public let count: Int

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - count: How many values are dropped.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let remaining = LastValue<Int>()
      remaining.value = count
      upstream.receive(
        subscriber: Relay(AnySubscriber(subscriber)) { value in
          if let left = remaining.value, left > 0 {
            remaining.value = left - 1
            return nil
          }
          return value
        })
    }
  }

  /// A publisher that delivers elements to its downstream subscriber on a specific
  /// scheduler, as Combine's `Publishers.ReceiveOn`.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The scheduler.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - scheduler: The scheduler.
    ///   - options: The scheduler's options.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches a subscriber; values and the completion go through the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let scheduler = scheduler
      let options = options
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { value in
            scheduler.schedule(options: options) { _ = subscriber.receive(value) }
            return .none
          },
          receiveCompletion: { completion in
            scheduler.schedule(options: options) { subscriber.receive(completion: completion) }
          }))
    }
  }

  /// A publisher that publishes elements only after a specified time interval elapses
  /// between events, as Combine's `Publishers.Debounce`.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher.
    public let upstream: Upstream
    /// The quiet interval.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Creates the publisher.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - dueTime: The quiet interval.
    ///   - scheduler: The scheduler.
    ///   - options: The scheduler's options.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches a subscriber: each value waits the interval and is sent if no newer one came
    /// meanwhile (the model's schedulers let no time pass, so every value is sent).
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let scheduler = scheduler
      let dueTime = dueTime
      let options = options
      let generation = LastValue<Int>()
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { value in
            let current = (generation.value ?? 0) + 1
            generation.value = current
            scheduler.schedule(
              after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
              options: options
            ) {
              if generation.value == current { _ = subscriber.receive(value) }
            }
            return .none
          },
          receiveCompletion: { subscriber.receive(completion: $0) }))
    }
  }
}

/// A value an operator remembers between upstream values.
final class LastValue<Value> {
  var value: Value?
}

extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided closure, as
  /// Combine's `map(_:)`.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The publisher.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Republishes all elements that match a provided closure, as Combine's `filter(_:)`.
  ///
  /// - Parameter isIncluded: Whether a value passes.
  /// - Returns: The publisher.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Calls a closure with each received element and publishes any returned optional that has
  /// a value, as Combine's `compactMap(_:)`.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: The publisher.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<
      Self, T
    >
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Publishes only elements that don't match the previous element, as evaluated by a
  /// provided closure, as Combine's `removeDuplicates(by:)`.
  ///
  /// - Parameter predicate: Whether two consecutive values count as the same.
  /// - Returns: The publisher.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Omits the specified number of elements before republishing subsequent elements, as
  /// Combine's `dropFirst(_:)`.
  ///
  /// - Parameter count: How many values are dropped.
  /// - Returns: The publisher.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Specifies the scheduler on which to receive elements from the publisher, as Combine's
  /// `receive(on:options:)`; the model's schedulers deliver at once.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler.
  ///   - options: The scheduler's options.
  /// - Returns: The publisher.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Publishes elements only after a specified time interval elapses between events, as
  /// Combine's `debounce(for:scheduler:options:)`; the model's schedulers let no time pass.
  ///
  /// - Parameters:
  ///   - dueTime: The quiet interval.
  ///   - scheduler: The scheduler.
  ///   - options: The scheduler's options.
  /// - Returns: The publisher.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(
      upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element, as Combine's
  /// `removeDuplicates()`.
  ///
  /// - Returns: The publisher.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
#endif
