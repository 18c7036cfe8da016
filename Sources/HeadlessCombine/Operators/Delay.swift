#if !canImport(Combine)
extension Publishers {
  /// A publisher that delays delivery of elements and completion to the downstream receiver,
  /// as Combine's `Publishers.Delay`.
  ///
  /// Each element and the completion are scheduled the interval later on the scheduler; the
  /// model's schedulers let no time pass, so they arrive at once, in order [INF].
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// The amount of time to delay.
    public let interval: Context.SchedulerTimeType.Stride
    /// The allowed tolerance in delivering delayed events.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler to deliver the delayed events.
    public let scheduler: Context
    /// Options relevant to the scheduler's behavior.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delays delivery of elements and completion.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - interval: The amount of time to delay.
    ///   - tolerance: The allowed tolerance.
    ///   - scheduler: The scheduler to deliver the delayed events.
    ///   - options: The scheduler's options.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches a subscriber: it receives each event the interval later on the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let outlet = Outlet<Output, Failure>(AnySubscriber(subscriber))
      let (interval, tolerance, scheduler, options) = (interval, tolerance, scheduler, options)
      let later: (@escaping () -> Void) -> Void = { action in
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options,
          action)
      }
      upstream.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { outlet.connect($0) },
          receiveValue: { value in
            later { outlet.send(value) }
            return .none
          },
          receiveCompletion: { completion in later { outlet.finish(completion) } }))
    }
  }
}

extension Publisher {
  /// Delays delivery of all output to the downstream receiver by a specified amount of time
  /// on a particular scheduler, as Combine's `delay(for:tolerance:scheduler:options:)`.
  ///
  /// - Parameters:
  ///   - interval: The amount of time to delay.
  ///   - tolerance: The allowed tolerance; the scheduler's minimum when `nil`.
  ///   - scheduler: The scheduler to deliver the delayed events.
  ///   - options: The scheduler's options.
  /// - Returns: A publisher that delays delivery of elements and completion.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }
}
#endif
