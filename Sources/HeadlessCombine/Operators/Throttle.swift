#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes either the most-recent or first element published by the
  /// upstream publisher in a specified time interval, as Combine's `Publishers.Throttle`.
  ///
  /// The first element is sent at once; the next one waits on the scheduler until the interval
  /// after the last sent has passed, and the elements coming meanwhile are dropped but the
  /// newest (`latest`) or the first. The model's schedulers let no time pass, so each wait
  /// ends at once and every element is sent, as `debounce` sends every one [INF].
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The interval in which to find and emit the most recent element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to publish elements.
    public let scheduler: Context
    /// Whether to emit the newest element in the interval; `false` emits the first.
    public let latest: Bool

    /// Creates a publisher that throttles the upstream's elements.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - interval: The interval between elements sent.
    ///   - scheduler: The scheduler on which to publish elements.
    ///   - latest: Whether to emit the newest element in the interval; `false` emits the first.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    /// Attaches a subscriber: it receives at most one element per interval.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let outlet = Outlet<Output, Failure>(AnySubscriber(subscriber))
      let window = ThrottleWindow<Output, Context>(
        interval: interval, scheduler: scheduler, latest: latest, outlet: outlet.send)
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { outlet.connect($0) },
          receiveValue: { value in
            window.offer(value)
            return .none
          },
          receiveCompletion: { outlet.finish($0) }))
    }
  }
}

/// The element a throttle holds until its interval has passed.
private final class ThrottleWindow<Output, Context: Scheduler> {
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let latest: Bool
  private let send: (Output) -> Void
  private var held: [Output] = []
  private var waiting = false
  private var lastSent: Context.SchedulerTimeType?

  init(
    interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool,
    outlet send: @escaping (Output) -> Void
  ) {
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
    self.send = send
  }

  func offer(_ value: Output) {
    if held.isEmpty || latest { held = [value] }
    guard !waiting else { return }
    waiting = true
    let due = lastSent.map { $0.advanced(by: interval) } ?? scheduler.now
    scheduler.schedule(after: due) { [self] in
      waiting = false
      lastSent = scheduler.now
      let value = held
      held = []
      value.forEach(send)
    }
  }
}

extension Publisher {
  /// Publishes either the most-recent or first element published by the upstream publisher in
  /// the specified time interval, as Combine's `throttle(for:scheduler:latest:)`.
  ///
  /// - Parameters:
  ///   - interval: The interval at which to find and emit an element.
  ///   - scheduler: The scheduler on which to publish elements.
  ///   - latest: Whether to emit the newest element in the interval; `false` emits the first.
  /// - Returns: A publisher that emits elements only after a specified time elapses.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}
#endif
